package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.Optional;

/** The step that plays each phase, and the one place a state's decision is computed. */
public final class Steps {

    private Steps() {}

    static Step of(GameState s) {
        Phase p = s.phase();
        if (p instanceof Phase.Fighting f) {
            Combat c = f.combat();
            if (c.choice().isPresent()) {
                return FightChoiceStep.INSTANCE;
            }
            if (c.window().isPresent()) {
                return FightWindowStep.INSTANCE;
            }
            return switch (c.stage()) {
                case ESCAPE -> EscapeStep.INSTANCE;
                case HEROES -> HeroTurnStep.INSTANCE;
                case FOLLOWERS -> FollowerTurnStep.INSTANCE;
                case ASSIGN, DEFEND -> EnemyTurnStep.INSTANCE;
            };
        }
        if (p instanceof Phase.Exploring) {
            return ExploreStep.INSTANCE;
        }
        if (p instanceof Phase.Searching) {
            return SearchStep.INSTANCE;
        }
        if (p instanceof Phase.ChoosingTile) {
            return TileChoiceStep.INSTANCE;
        }
        if (p instanceof Phase.Approaching) {
            return ApproachStep.INSTANCE;
        }
        if (p instanceof Phase.Reacting) {
            return ReactionStep.INSTANCE;
        }
        if (p instanceof Phase.Bribing) {
            return BribeStep.INSTANCE;
        }
        if (p instanceof Phase.Choosing) {
            return ChoiceStep.INSTANCE;
        }
        if (p instanceof Phase.AfterFight) {
            return AfterFightStep.INSTANCE;
        }
        if (p instanceof Phase.Treasure) {
            return TreasureStep.INSTANCE;
        }
        throw new IllegalStateException("the adventure is over: no step plays " + p);
    }

    /** The decision of a state under a scenario, or empty when it is terminal. */
    static Optional<Decision> decision(GameState s, Scenario scenario) {
        if (s.isTerminal()) {
            return Optional.empty();
        }
        Decision d = of(s).decision(s, scenario);
        if (d == null) {
            throw new IllegalStateException("state has no decision (engine bug): " + s.phase());
        }
        return Optional.of(d);
    }

    /**
     * Decisions the engine takes by itself when they have one legal action: a hero's or the followers' turn, a
     * defender, a Search, a window (only {@code pass}).
     */
    static boolean automatic(Decision d) {
        return d.automatic();
    }
}

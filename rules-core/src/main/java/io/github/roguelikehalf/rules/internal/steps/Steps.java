package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;

/** The step that plays each phase, and the one place a state's decision is computed. */
public final class Steps {

    private Steps() {}

    // the actions without parts, one of each for every decision that offers it (records: equal to any other)
    static final Action.Explore EXPLORE = new Action.Explore();
    static final Action.AttackFirst ATTACK_FIRST = new Action.AttackFirst();
    static final Action.Wait WAIT = new Action.Wait();
    static final Action.RefuseBribe REFUSE_BRIBE = new Action.RefuseBribe();
    static final Action.Escape ESCAPE = new Action.Escape();
    static final Action.Pass PASS = new Action.Pass();

    static Step of(GameState s) {
        return of(s.phase());
    }

    /** The step that plays where a turn stands: in a fight, read from the fight's parts without the fight made. */
    static Step of(WorkingState w) {
        return w.fighting() ? of(w.fightParts()) : of(w.phase());
    }

    /** The step that plays a fight where it stands. */
    private static Step of(FightParts c) {
        if (c.choosing()) {
            return FightChoiceStep.INSTANCE;
        }
        if (c.windowOpen()) {
            return FightWindowStep.INSTANCE;
        }
        return switch (c.stage()) {
            case ESCAPE -> EscapeStep.INSTANCE;
            case HEROES -> HeroTurnStep.INSTANCE;
            case FOLLOWERS -> FollowerTurnStep.INSTANCE;
            case ASSIGN, DEFEND -> EnemyTurnStep.INSTANCE;
        };
    }

    /** The step that plays a phase. */
    static Step of(Phase p) {
        if (p instanceof Phase.Fighting f) {
            return of(FightParts.of(f.combat()));
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
     * Whether a scenario's class has an end condition of its own ({@link Scenario#endCondition}): the base one ends
     * nothing, so the loop does not make the whole state to ask it.
     */
    private static final ClassValue<Boolean> ENDS_BY_ITSELF = Overrides.scenarioHook("endCondition", GameState.class);

    /**
     * Decisions the engine takes by itself when they have one legal action: a hero's or the followers' turn, a
     * defender, a Search, a window (only {@code pass}).
     */
    static boolean automatic(Decision d) {
        return d.automatic();
    }

    /** Runs the rules of a turn on until somebody must decide, or the adventure ends (null then). */
    static Decision advance(Turn t, WorkingState w) {
        int guard = 0;
        Chances.advancing(t);
        boolean endsByItself = ENDS_BY_ITSELF.get(t.scenario.getClass()); // looked up once an apply, not at each step
        while (!w.terminal()) {
            if (t.cut) {
                return null;
            }
            if (++guard > 100_000) {
                throw new IllegalStateException("engine did not reach a decision (engine bug): " + w.phase());
            }
            if (noHeroAlive(w)) {
                // Life can also reach 0 outside a defense, e.g. when max Life falls with a shield put away (JP §29)
                t.finish(new Outcome(Outcome.Termination.DEATH, "no hero is alive"));
                return null;
            }
            // the whole state is made to ask the scenario's end only where its quick test on the party allows an end
            if (endsByItself && t.scenario.mayEnd(w.party())) {
                Optional<Outcome> end = t.scenario.endCondition(w.state());
                if (end.isPresent()) {
                    t.finish(end.get());
                    return null;
                }
            }
            Step step = Steps.of(w);
            if (w.fighting()) {
                // nobody decides here, or the engine takes the one action there is, as the step tells from the turn's
                // parts: the whole state is not made to ask
                if (step.proceedsAlone(w, t.scenario, t)) {
                    step.proceed(t);
                    continue;
                }
                Action sole = step.soleAction(w);
                if (sole != null) {
                    step.apply(t, sole);
                    continue;
                }
            }
            Decision d = step.decision(w.state(), t.scenario);
            if (d == null) {
                step.proceed(t);
                continue;
            }
            if (Steps.automatic(d) && d.legalActions().size() == 1) {
                step.apply(t, d.legalActions().get(0));
                continue;
            }
            return d;
        }
        return null;
    }

    static boolean noHeroAlive(WorkingState w) {
        return noHeroAlive(w.party());
    }

    static boolean noHeroAlive(io.github.roguelikehalf.rules.hero.Party party) {
        List<Hero> heroes = party.heroes();
        for (int i = 0; i < heroes.size(); i++) {
            if (heroes.get(i).alive()) {
                return false;
            }
        }
        return true;
    }
}

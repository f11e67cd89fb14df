package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;

/**
 * The start of a melee round in which the enemies act first (EN §42, §47 step 10 / JP §42, §47 step 10): the party
 * may escape now, and each enemy's one attack then replaces the enemies' half of the round, or pass and let the
 * enemies attack. When the heroes act first, the escape is offered in the first hero's turn instead
 * ({@link HeroTurnStep}); either way it is declared before anybody acts in the round.
 */
public final class EscapeStep implements Step {

    static final EscapeStep INSTANCE = new EscapeStep();

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        Combat c = ((Phase.Fighting) s.phase()).combat();
        // Blitz, cast at any time, lets the heroes take the initiative before the enemies' half (JP §19)
        List<Action> blitz = BlitzSpell.casts(s);
        // the War Doll's part in the round is chosen before the enemies' half (EN §40 / JP §39)
        WarDolls.sitOutOffer(blitz, s);
        if (!scenario.escapeAllowed(s, c.encounter().tileId())) {
            if (blitz.isEmpty()) {
                return null;
            }
            List<Action> a = new java.util.ArrayList<>(blitz);
            a.add(Steps.PASS);
            return new Decision.Escape(c.round(), a);
        }
        List<Action> a = new java.util.ArrayList<>(List.of(Steps.ESCAPE));
        a.addAll(blitz);
        a.add(Steps.PASS);
        return new Decision.Escape(c.round(), a);
    }

    @Override
    public void apply(Turn t, Action action) {
        if (action instanceof Action.Escape) {
            Fights.escape(t);
        } else if (WarDolls.isSitOut(action)) {
            WarDolls.sitOut(t);
        } else if (action instanceof Action.Pass) {
            proceed(t);
        } else if (action instanceof Action.Cast c) {
            Magic.apply(t, c);
        } else {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    @Override
    public void proceed(Turn t) {
        t.setCombat(t.combat().with(Combat.Stage.ASSIGN));
    }
}

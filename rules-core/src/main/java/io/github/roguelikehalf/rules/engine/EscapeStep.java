package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;

/**
 * The start of a melee round in which the enemies act first (EN §42, §47 step 10 / JP §42, §47 step 10): the party
 * may escape now, and each enemy's one attack then replaces the enemies' half of the round, or pass and let the
 * enemies attack. When the heroes act first, the escape is offered in the first hero's turn instead
 * ({@link HeroTurnStep}); either way it is declared before anybody acts in the round.
 */
final class EscapeStep implements Step {

    static final EscapeStep INSTANCE = new EscapeStep();

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        Combat c = ((Phase.Fighting) s.phase()).combat();
        if (!scenario.escapeAllowed(s, c.encounter().tileId())) {
            return null;
        }
        return new Decision.Escape(c.round(), List.of(new Action.Escape(), new Action.Pass()));
    }

    @Override
    public void apply(Turn t, Action action) {
        if (action instanceof Action.Escape) {
            Fights.escape(t);
        } else if (action instanceof Action.Pass) {
            proceed(t);
        } else {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    @Override
    public void proceed(Turn t) {
        t.setCombat(t.combat().with(Combat.Stage.ASSIGN));
    }
}

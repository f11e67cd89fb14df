package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.scenario.Scenario;

/**
 * A window in a fight: before the defence rolls against missiles, or after a failed defence and before its damage
 * (EN §36 / JP §35). Passing closes it; after a failed defence the (possibly changed) damage is then taken.
 */
public final class FightWindowStep implements Step {

    static final FightWindowStep INSTANCE = new FightWindowStep();

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        Window w = ((Phase.Fighting) s.phase()).combat().window().orElseThrow();
        return Windows.decision(w, s, scenario);
    }

    @Override
    public void apply(Turn t, Action action) {
        if (action instanceof Action.Choose c) {
            Windows.take(t, t.combat().window().orElseThrow(), c);
        } else if (!Windows.magic(t, action)) {
            proceed(t);
        }
    }

    @Override
    public void proceed(Turn t) {
        Window w = t.combat().window().orElseThrow();
        t.fight().window(null); // closed in place: no fight made to copy
        if (w.kind() == Window.Kind.AFTER_FAILED_DEFENCE) {
            String defender = w.defender().orElseThrow();
            t.add(Event.of(Fights.COMBAT, defender + " takes " + w.damage() + " damage"));
            EnemyTurnStep.takeDamage(t, defender, w.attacker().orElseThrow(), w.damage());
        }
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.Optional;

/**
 * A scenario's choice inside a fight (e.g. the target of a creature's spell the text leaves to the player), played as
 * {@code choose ACTOR OPTION} and resolved by the scenario; the fight then goes on where it stood.
 */
public final class FightChoiceStep implements Step {

    static final FightChoiceStep INSTANCE = new FightChoiceStep();

    /** A scenario's choice: inside a fight it waits in the fight, which goes on once it is made; else its phase. */
    static void offer(Turn t, Choice choice) {
        if (t.fighting()) {
            t.setCombat(ImmutableCombat.copyOf(t.combat()).withChoice(choice));
            return;
        }
        t.setPhase(new Phase.Choosing(t.tileId(), choice));
    }

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        return ChoiceStep.decision(
                ((Phase.Fighting) s.phase()).combat().choice().orElseThrow());
    }

    @Override
    public void apply(Turn t, Action action) {
        Choice c = t.combat().choice().orElseThrow();
        String option = ((Action.Choose) action).option();
        t.setCombat(ImmutableCombat.copyOf(t.combat()).withChoice(Optional.empty()));
        t.add(Event.of(c.rule(), c.actor() + " chooses " + option));
        t.scenario.resolveChoice(t, c, option);
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * A scenario's choice that is not a fight (a trade, a chest, an altar, a trap's target), played as {@code choose
 * ACTOR OPTION} and resolved by the scenario. Unless the scenario moves the game on, the tile is then cleared.
 */
public final class ChoiceStep implements Step {

    static final ChoiceStep INSTANCE = new ChoiceStep();

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        return decision(((Phase.Choosing) s.phase()).choice());
    }

    /** The decision of a scenario's choice, between tiles or inside a fight: one {@code choose} per option. */
    static Decision decision(Choice c) {
        List<Action> a = new ArrayList<>(c.options().size());
        for (String o : c.options()) {
            a.add(new Action.Choose(c.actor(), o));
        }
        return new Decision.Choose(c.actor(), c.prompt(), a);
    }

    @Override
    public void apply(Turn t, Action action) {
        Phase.Choosing p = (Phase.Choosing) t.phase();
        String option = ((Action.Choose) action).option();
        t.add(Event.of(p.choice().rule(), p.choice().actor() + " chooses " + option));
        int before = t.phaseChanges();
        t.scenario.resolveChoice(t, p.choice(), option);
        if (t.phaseChanges() == before && !t.terminal()) {
            TileEntry.cleared(t, t.tile(p.tileId()));
        }
    }
}

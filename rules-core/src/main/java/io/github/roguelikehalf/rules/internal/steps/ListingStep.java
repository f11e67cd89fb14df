package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;

/**
 * A step whose decisions list many legal actions: it lists them in its thread's working list ({@link WorkingList}),
 * which the decision copies once, so no list is made per decision.
 */
interface ListingStep extends Step {

    @Override
    default Decision decision(GameState s, Scenario scenario) {
        List<Action> a = WorkingList.actions();
        try {
            return decision(s, scenario, a);
        } finally {
            WorkingList.giveBackActions(a);
        }
    }

    /**
     * The decision now, as {@link Step#decision}, its legal actions listed in {@code a}.
     *
     * @param a an empty working list, for the actions: the decision keeps a copy, never the list
     * @return the decision, or null where the rules go on by themselves
     */
    Decision decision(GameState s, Scenario scenario, List<Action> a);
}

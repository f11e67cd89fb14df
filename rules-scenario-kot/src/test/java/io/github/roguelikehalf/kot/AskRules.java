package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Would;

/** Asks a creature's rules one {@link Would} event directly, as the engine does, for tests of a single answer. */
final class AskRules {
    private AskRules() {}

    /** The rules' answer to the event, checked to be of the event's kind. */
    static <W extends Would> W ask(CreatureRules rules, Creature c, EnemyGroup g, GameState s, W event) {
        Would out = rules.modify(event, new CreatureView(c, g, s));
        @SuppressWarnings("unchecked") // checked just below
        W w = (W) event.getClass().cast(out);
        return w;
    }

    /** The same, for a group of all the creatures met ({@code n} of them, or a Strong Creature's Life). */
    static <W extends Would> W ask(CreatureRules rules, Creature c, int n, GameState s, W event) {
        return ask(rules, c, new EnemyGroup(c.id(), c.id(), n, n, false, false), s, event);
    }
}

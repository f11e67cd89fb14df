package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import java.util.Objects;

/**
 * A creature as its rules see it when asked what it {@link Would} do: its data, its group and the game.
 *
 * @param creature the creature's data
 * @param group its group in the encounter or fight
 * @param state the state
 */
public record CreatureView(Creature creature, EnemyGroup group, GameState state) {
    /**
     * Checks the values.
     *
     * @param creature the creature
     * @param group its group
     * @param state the state
     */
    public CreatureView {
        Objects.requireNonNull(creature, "creature");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(state, "state");
    }
}

package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Progress;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A scenario: its tables, its progression and its creatures (DESIGN "Scenarios"). Scenarios are found with
 * {@link java.util.ServiceLoader} ({@code provides io.github.roguelikehalf.rules.scenario.Scenario with ...} in a
 * module, or {@code META-INF/services} on the class path) through {@link Scenarios}. Game state refers to a
 * scenario by {@link #id()} and to its content by ids, so state stays plain data.
 *
 * <p>Implementations must be immutable and thread-safe: one instance serves every game.
 */
public interface Scenario {

    /**
     * The scenario's unique id, e.g. {@code knight-of-twilight}.
     *
     * @return the id
     */
    String id();

    /**
     * The title.
     *
     * @return the title
     */
    String title();

    /**
     * A tile reached without rolling, e.g. the final event once enough tiles are cleared; empty to roll the d66.
     *
     * @param progress the adventure so far
     * @return the fixed tile, or empty
     */
    Optional<Tile> fixedTile(Progress progress);

    /**
     * The tile a d66 result leads to (EN §34 / JP §33).
     *
     * @param d66 the result, 11..66
     * @param progress the adventure so far
     * @return the tile
     */
    Tile tile(int d66, Progress progress);

    /**
     * A creature of the scenario.
     *
     * @param id the creature's id
     * @return the creature, or empty if the scenario has none with that id
     */
    Optional<Creature> creature(String id);

    /**
     * How many times the party may explore before the adventure ends in failure, if the scenario limits it. The
     * base rules set no limit; a limit makes every adventure end within a known number of steps.
     *
     * @return the limit, or empty
     */
    default OptionalInt explorationLimit() {
        return OptionalInt.empty();
    }

    /**
     * Resolves a scenario-defined reaction (EN §35 / JP §34: e.g. Trade or Information). The default treats it as
     * Peaceful.
     *
     * @param key the scenario's key for the reaction
     * @return whether the creatures attack after all
     */
    default boolean scenarioReactionFights(String key) {
        return false;
    }
}

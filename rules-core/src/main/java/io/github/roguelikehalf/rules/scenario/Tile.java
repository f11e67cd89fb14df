package io.github.roguelikehalf.rules.scenario;

import java.util.Optional;

/**
 * What a map tile holds (EN §34 / JP §33): possibly a creature to encounter, and whether clearing it achieves the
 * scenario's goal (EN §44 / JP §44).
 *
 * @param id the scenario's id for the tile, e.g. {@code 23} or {@code final}
 * @param title a short title
 * @param creature the id of the creature met there, if any
 * @param goal whether clearing this tile wins the adventure
 */
public record Tile(String id, String title, Optional<String> creature, boolean goal) {

    /**
     * An empty tile.
     *
     * @param id the id
     * @param title the title
     * @return the tile
     */
    public static Tile empty(String id, String title) {
        return new Tile(id, title, Optional.empty(), false);
    }

    /**
     * A tile with a creature.
     *
     * @param id the id
     * @param title the title
     * @param creature the creature's id
     * @return the tile
     */
    public static Tile encounter(String id, String title, String creature) {
        return new Tile(id, title, Optional.of(creature), false);
    }

    /**
     * This tile as the scenario's goal.
     *
     * @return the new tile
     */
    public Tile asGoal() {
        return new Tile(id, title, creature, true);
    }
}

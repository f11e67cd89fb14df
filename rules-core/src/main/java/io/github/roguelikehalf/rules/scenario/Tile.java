package io.github.roguelikehalf.rules.scenario;

import java.util.List;
import java.util.Optional;

/**
 * What a map tile holds (EN §34 / JP §33): possibly an event (a room's special rule, a trap, a choice), possibly
 * creatures to encounter, one group per creature id, and whether clearing it achieves the scenario's goal (EN §44 /
 * JP §44). When a tile has both, the event comes first and the creatures after it, unless the event decides
 * otherwise.
 *
 * @param id the scenario's id for the tile, e.g. {@code 23} or {@code final}
 * @param title a short title
 * @param event the scenario's key for the tile's event, resolved by {@link Scenario#onEvent(ScenarioContext, Tile)}
 * @param creatures the ids of the creatures met there, one group each, in order
 * @param goal whether clearing this tile wins the adventure
 */
public record Tile(String id, String title, Optional<String> event, List<String> creatures, boolean goal) {

    /** Copies the creatures. */
    public Tile {
        creatures = List.copyOf(creatures);
        for (int i = 1; i < creatures.size(); i++) {
            if (creatures.subList(0, i).contains(creatures.get(i))) {
                throw new IllegalArgumentException(id + ": a creature appears twice on one tile: " + creatures);
            }
        }
    }

    /**
     * An empty tile.
     *
     * @param id the id
     * @param title the title
     * @return the tile
     */
    public static Tile empty(String id, String title) {
        return new Tile(id, title, Optional.empty(), List.of(), false);
    }

    /**
     * A tile with creatures, one group each.
     *
     * @param id the id
     * @param title the title
     * @param creatures the creatures' ids
     * @return the tile
     */
    public static Tile encounter(String id, String title, String... creatures) {
        return new Tile(id, title, Optional.empty(), List.of(creatures), false);
    }

    /**
     * A tile with an event.
     *
     * @param id the id
     * @param title the title
     * @param event the event's key
     * @return the tile
     */
    public static Tile event(String id, String title, String event) {
        return new Tile(id, title, Optional.of(event), List.of(), false);
    }

    /**
     * This tile with creatures after its event.
     *
     * @param next the creatures' ids
     * @return the new tile
     */
    public Tile withCreatures(String... next) {
        return new Tile(id, title, event, List.of(next), goal);
    }

    /**
     * This tile as the scenario's goal.
     *
     * @return the new tile
     */
    public Tile asGoal() {
        return new Tile(id, title, event, creatures, true);
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;

/**
 * Creatures met on a tile (EN §35 / JP §34).
 *
 * @param tile the tile
 * @param enemies the enemy groups
 */
public record Encounter(Tile tile, List<EnemyGroup> enemies) {

    /** Copies the groups. */
    public Encounter {
        enemies = List.copyOf(enemies);
    }

    /**
     * The group with an id.
     *
     * @param id the id
     * @return its index, or -1
     */
    int indexOf(String id) {
        for (int i = 0; i < enemies.size(); i++) {
            if (enemies.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    Encounter with(int index, EnemyGroup group) {
        List<EnemyGroup> g = new java.util.ArrayList<>(enemies);
        g.set(index, group);
        return new Encounter(tile, g);
    }

    /**
     * The groups still fighting.
     *
     * @return the active groups
     */
    public List<EnemyGroup> active() {
        List<EnemyGroup> active = new java.util.ArrayList<>(enemies.size());
        for (EnemyGroup g : enemies) {
            if (g.active()) {
                active.add(g);
            }
        }
        return java.util.Collections.unmodifiableList(active);
    }
}

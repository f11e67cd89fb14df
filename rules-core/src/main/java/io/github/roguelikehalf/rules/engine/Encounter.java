package io.github.roguelikehalf.rules.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Creatures met on a tile (EN §35 / JP §34), by reference: the tile's id and the enemy groups, which name their
 * creature by id. The scenario holds the tile and the creatures' data.
 *
 * @param tileId the scenario's id of the tile
 * @param enemies the enemy groups, in the order met; ids are distinct
 */
public record Encounter(String tileId, List<EnemyGroup> enemies) {

    /** Copies the groups and checks that their ids are distinct. */
    public Encounter {
        enemies = List.copyOf(enemies);
        if (enemies.isEmpty()) {
            throw new IllegalArgumentException("an encounter has at least one enemy group");
        }
        for (int i = 0; i < enemies.size(); i++) {
            for (int j = i + 1; j < enemies.size(); j++) {
                if (enemies.get(i).id().equals(enemies.get(j).id())) {
                    throw new IllegalArgumentException(
                            "two enemy groups are called '" + enemies.get(i).id() + "'");
                }
            }
        }
    }

    /**
     * The index of the group with an id.
     *
     * @param id the id
     * @return its index, or -1
     */
    public int indexOf(String id) {
        for (int i = 0; i < enemies.size(); i++) {
            if (enemies.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * This encounter with one group replaced.
     *
     * @param index the group's position in {@link #enemies()}
     * @param group the group in its place
     * @return the copy
     */
    public Encounter with(int index, EnemyGroup group) {
        // an unmodifiable list, which the constructor keeps without copying it again; one or two groups (most fights)
        // go straight into the list, without an array that List.of would copy
        if (enemies.size() == 1 && index == 0) {
            return new Encounter(tileId, List.of(group));
        }
        if (enemies.size() == 2 && (index == 0 || index == 1)) {
            return new Encounter(tileId, index == 0 ? List.of(group, enemies.get(1)) : List.of(enemies.get(0), group));
        }
        EnemyGroup[] g = new EnemyGroup[enemies.size()];
        for (int i = 0; i < g.length; i++) {
            g[i] = i == index ? group : enemies.get(i);
        }
        return new Encounter(tileId, List.of(g));
    }

    /**
     * The groups still fighting.
     *
     * @return the active groups, in order
     */
    public List<EnemyGroup> active() {
        int n = 0;
        for (int i = 0; i < enemies.size(); i++) {
            if (enemies.get(i).active()) {
                n++;
            }
        }
        if (n == enemies.size()) {
            // the usual case: every group fights on, and the groups are already an unmodifiable list
            return enemies;
        }
        List<EnemyGroup> active = new ArrayList<>(n);
        for (int i = 0; i < enemies.size(); i++) {
            EnemyGroup g = enemies.get(i);
            if (g.active()) {
                active.add(g);
            }
        }
        return Collections.unmodifiableList(active);
    }
}

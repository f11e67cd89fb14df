package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.ReactionKind;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * How far the adventure has come.
 *
 * @param explorations how many times the party has explored (rolled or reached a tile)
 * @param tilesCleared tiles whose events or creatures are done with; an escaped-from tile does not count (EN §42,
 *     §58 / JP §42)
 * @param potionsUsed heroes who have drunk a healing potion this adventure (one each, EN §28 / JP §27)
 * @param reactionMemory the reaction of the creature of a tile when it is met again, by tile id (EN §35 / JP §34:
 *     Welcoming becomes Peaceful; Peaceful and Neutral stay as they were)
 */
public record Progress(
        int explorations, int tilesCleared, Set<String> potionsUsed, Map<String, ReactionKind> reactionMemory) {

    /** Validates and copies, keeping a sorted order so equal progress is equal. */
    public Progress {
        if (explorations < 0 || tilesCleared < 0) {
            throw new IllegalArgumentException("counts cannot be negative");
        }
        potionsUsed = potionsUsed.isEmpty()
                ? Set.of()
                : java.util.Collections.unmodifiableSortedSet(new TreeSet<>(potionsUsed));
        reactionMemory = reactionMemory.isEmpty()
                ? Map.of()
                : java.util.Collections.unmodifiableSortedMap(new TreeMap<>(reactionMemory));
    }

    /** The start of an adventure. */
    public static final Progress START = new Progress(0, 0, Set.of(), Map.of());

    /**
     * This progress with one more exploration.
     *
     * @return the copy
     */
    public Progress explored() {
        return new Progress(explorations + 1, tilesCleared, potionsUsed, reactionMemory);
    }

    /**
     * This progress with one more tile cleared.
     *
     * @return the copy
     */
    public Progress cleared() {
        return new Progress(explorations, tilesCleared + 1, potionsUsed, reactionMemory);
    }

    /**
     * This progress with a hero's healing potion used in this adventure.
     *
     * @param hero the hero's id
     * @return the copy
     */
    public Progress potionUsedBy(String hero) {
        Set<String> p = new TreeSet<>(potionsUsed);
        p.add(hero);
        return new Progress(explorations, tilesCleared, p, reactionMemory);
    }

    /**
     * This progress remembering the reaction of a tile's creatures for a later visit.
     *
     * @param tile the tile's id
     * @param next the reaction they will have
     * @return the copy
     */
    public Progress remember(String tile, ReactionKind next) {
        Map<String, ReactionKind> m = new TreeMap<>(reactionMemory);
        m.put(tile, next);
        return new Progress(explorations, tilesCleared, potionsUsed, m);
    }
}

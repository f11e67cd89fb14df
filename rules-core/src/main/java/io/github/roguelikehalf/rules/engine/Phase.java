package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.dice.Roll;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Where an adventure stands, as plain data. Each phase is played by one step of the engine. Phases that hold creatures
 * met say so by being a {@link WithEncounter}; phases in which a window may be open say which by {@link
 * #openWindow()}.
 */
public sealed interface Phase {

    /** A phase that holds the creatures met on the tile: from their approach to their treasure. */
    sealed interface WithEncounter extends Phase
            permits Approaching, Reacting, Bribing, Fighting, AfterFight, Treasure {
        /**
         * The creatures met.
         *
         * @return the encounter
         */
        Encounter encounter();
    }

    /**
     * The creatures met, in a phase that holds them.
     *
     * @return the encounter, or empty between encounters
     */
    default Optional<Encounter> met() {
        return this instanceof WithEncounter w ? Optional.of(w.encounter()) : Optional.empty();
    }

    /**
     * The window open now: after a reaction roll, in a fight (after a failed defence, against a missile), or after a
     * fight.
     *
     * @return the window, or empty
     */
    default Optional<Window> openWindow() {
        return Optional.empty();
    }

    /**
     * The tile being played, in a phase that names one.
     *
     * @return the tile's id, or empty
     */
    default Optional<String> tileInPlay() {
        return met().map(Encounter::tileId);
    }

    /** Between tiles: explore, eat or drink (EN §34 / JP §33). */
    record Exploring() implements Phase {}

    /**
     * A d66 was rolled; the party may Search to reroll it (EN §25 / JP §24): each Dexterity hero once per result, and
     * a Scout once per result in addition (EN §28 / JP §27, AMB-23).
     *
     * @param d66 the result
     * @param scoutSearched whether a Scout has tried for this result
     * @param searched the heroes who have tried for this result
     */
    record Searching(int d66, boolean scoutSearched, SortedSet<String> searched) implements Phase {

        /** Copies the heroes who have tried. */
        public Searching {
            // none has tried at a new result: the one empty set, not a new one per result
            searched = searched.isEmpty()
                    ? Collections.emptySortedSet()
                    : Collections.unmodifiableSortedSet(new TreeSet<>(searched));
        }

        /**
         * A result no hero has searched yet (the Scout may have).
         *
         * @param d66 the result
         * @param scoutSearched whether a Scout has tried for this result
         */
        public Searching(int d66, boolean scoutSearched) {
            this(d66, scoutSearched, Collections.emptySortedSet());
        }
    }

    /**
     * The scenario offers two tiles for one result; the party picks one.
     *
     * @param tileIds the tiles, in the scenario's order
     */
    record ChoosingTile(List<String> tileIds) implements Phase {
        /** Copies the ids. */
        public ChoosingTile {
            tileIds = List.copyOf(tileIds);
        }
    }

    /**
     * Creatures are met: attack first or wait and see (EN §35 / JP §34).
     *
     * @param encounter the creatures
     */
    record Approaching(Encounter encounter) implements WithEncounter {}

    /**
     * The reaction is rolled and the window before it takes effect is open (EN §35 / JP §34).
     *
     * @param encounter the creatures
     * @param window the window, with the reaction about to take effect
     * @param face the face of the reaction die, which Friendship may move (EN §19 / JP §19); 0 when unknown
     */
    record Reacting(Encounter encounter, Window window, int face) implements WithEncounter {

        /** Validates the face. */
        public Reacting {
            if (face < 0 || face > 6) {
                throw new IllegalArgumentException("a reaction face is 1..6, or 0 when unknown; was " + face);
            }
        }

        /**
         * A reaction whose die face is unknown (e.g. set by a scenario): Friendship cannot move it.
         *
         * @param encounter the creatures
         * @param window the window
         */
        public Reacting(Encounter encounter, Window window) {
            this(encounter, window, 0);
        }

        @Override
        public Optional<Window> openWindow() {
            return Optional.of(window);
        }
    }

    /**
     * The creatures ask for a bribe (EN §35 / JP §34).
     *
     * @param encounter the creatures
     * @param bribe what they ask for
     */
    record Bribing(Encounter encounter, Bribe bribe) implements WithEncounter {}

    /**
     * A scenario's choice on a tile, such as a trade, a chest or a trap's target.
     *
     * @param tileId the tile
     * @param choice the choice
     */
    record Choosing(String tileId, Choice choice) implements Phase {
        @Override
        public Optional<String> tileInPlay() {
            return Optional.of(tileId);
        }
    }

    /**
     * A fight.
     *
     * @param combat the fight
     */
    record Fighting(Combat combat) implements WithEncounter {
        @Override
        public Encounter encounter() {
            return combat.encounter();
        }

        @Override
        public Optional<Window> openWindow() {
            return combat.window();
        }
    }

    /**
     * A fight is won and the window before its treasure is open (EN §39 / JP §38).
     *
     * @param encounter the defeated creatures
     * @param window the window
     */
    record AfterFight(Encounter encounter, Window window) implements WithEncounter {
        @Override
        public Optional<Window> openWindow() {
            return Optional.of(window);
        }
    }

    /**
     * The treasure of defeated or fleeing creatures is being rolled, one group at a time, and a Dexterity hero may
     * use Find Treasure (EN §23, §39 / JP §23, §38): before the die ({@code die} empty) or after it.
     *
     * @param encounter the creatures whose treasure it is
     * @param group the index of the treasure roll made now, counting group by group: one roll per group, or as many as
     *     its creature's rules give ({@code Would.TreasureRolls})
     * @param die the treasure table's die, once rolled
     * @param finder the hero who used Find Treasure on this roll, if any
     */
    record Treasure(Encounter encounter, int group, Optional<Roll> die, Optional<String> finder)
            implements WithEncounter {}

    /**
     * The adventure is over.
     *
     * @param outcome how it ended
     */
    record Finished(Outcome outcome) implements Phase {}
}

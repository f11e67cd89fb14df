package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Bribe;

/** Where an adventure stands, as plain data. */
public sealed interface Phase {

    /** Between tiles: explore, eat or drink (EN §34 / JP §33). */
    record Exploring() implements Phase {}

    /**
     * A d66 was rolled; the party may Search to reroll it (EN §25 / JP §24): a Dexterity hero once per result, and
     * a Scout once per result in addition (EN §28 / JP §27, AMB-23).
     *
     * @param d66 the result
     * @param scoutSearched whether a Scout has tried for this result
     * @param heroSearched whether a hero has tried for this result
     */
    record Searching(int d66, boolean scoutSearched, boolean heroSearched) implements Phase {

        /**
         * A result nobody has searched yet, or only the Scout.
         *
         * @param d66 the result
         * @param scoutSearched whether a Scout has tried for this result
         */
        public Searching(int d66, boolean scoutSearched) {
            this(d66, scoutSearched, false);
        }
    }

    /**
     * Creatures are met: attack first or wait and see (EN §35 / JP §34).
     *
     * @param encounter the creatures
     */
    record Approaching(Encounter encounter) implements Phase {}

    /**
     * The creatures ask for a bribe (EN §35 / JP §34).
     *
     * @param encounter the creatures
     * @param bribe what they ask for
     */
    record Bribing(Encounter encounter, Bribe bribe) implements Phase {}

    /**
     * A fight.
     *
     * @param combat the fight
     */
    record Fighting(Combat combat) implements Phase {}

    /**
     * The adventure is over.
     *
     * @param outcome how it ended
     */
    record Finished(Outcome outcome) implements Phase {}
}

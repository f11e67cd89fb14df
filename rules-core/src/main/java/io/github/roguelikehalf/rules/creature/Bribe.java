package io.github.roguelikehalf.rules.creature;

import io.github.roguelikehalf.rules.internal.EnumKeys;

/**
 * What a bribe asks for (EN §35 / JP §34): gold, items, rations, Life, or a follower given up.
 *
 * @param kind what is paid
 * @param amount how much: gold pieces, items, rations, Life points or followers, at least 0
 */
public record Bribe(Kind kind, int amount) {

    /** The currencies of a bribe. */
    public enum Kind {
        /** Gold pieces. */
        GOLD,
        /** Items of the payer's choice. */
        ITEMS,
        /** Rations. */
        RATIONS,
        /** Life points of a hero. */
        LIFE,
        /** A follower (a Weak Creature) given up. */
        FOLLOWER;

        private final String key = EnumKeys.kebab(name());

        /**
         * The canonical key.
         *
         * @return e.g. {@code gold}
         */
        public String key() {
            return key;
        }
    }

    /** Validates the amount. */
    public Bribe {
        if (amount < 0) {
            throw new IllegalArgumentException("a bribe cannot be negative, was " + amount);
        }
    }

    @Override
    public String toString() {
        return amount + " " + kind.key();
    }
}

package io.github.roguelikehalf.rules.item;

import io.github.roguelikehalf.rules.internal.EnumKeys;

/**
 * An accessory or a jewel from the treasure table: it takes an item slot and is exchanged for its value in gold
 * between adventures (EN §39-§40 / JP §38-§39).
 *
 * @param kind accessory, small jewel or large jewel
 * @param value its worth in gold
 */
public record Valuable(Kind kind, int value) implements Item {

    /** The kinds of valuable. */
    public enum Kind {
        /** An accessory, worth 1d6 x 1d6 gold. */
        ACCESSORY,
        /** A small jewel, worth 1d6 x 5 gold, at least 15. */
        SMALL_JEWEL,
        /** A large jewel, worth 2d6 x 5 gold, at least 30. */
        LARGE_JEWEL;

        private final String key = EnumKeys.kebab(name());

        /**
         * The canonical key.
         *
         * @return e.g. {@code small-jewel}
         */
        public String key() {
            return key;
        }
    }

    /** Validates the value. */
    public Valuable {
        if (value < 1) {
            throw new IllegalArgumentException("a valuable is worth at least 1 gold, was " + value);
        }
    }

    /** A valuable is not bought; its price is what it is worth. */
    @Override
    public int price() {
        return value;
    }

    @Override
    public int hands() {
        return 1;
    }

    @Override
    public String key() {
        return kind.key() + ":" + value;
    }

    @Override
    public String toString() {
        return key();
    }
}

package io.github.roguelikehalf.rules.item;

/**
 * A suit of armour (EN §28, §30 / JP §27, §29). Armour is worn, never carried unworn (EN §27 / JP §26). Magic armour
 * costs five times the price and gives one more max Life.
 *
 * @param type the armour
 * @param magic whether it is magic armour
 */
public record Armour(ArmourType type, boolean magic) implements Item {

    /** The price factor of magic armour (EN §28 / JP §27). */
    public static final int MAGIC_PRICE_FACTOR = 5;

    /**
     * Standard armour.
     *
     * @param type the armour
     * @return the armour
     */
    public static Armour of(ArmourType type) {
        return new Armour(type, false);
    }

    /**
     * Magic armour.
     *
     * @param type the armour
     * @return the magic armour
     */
    public static Armour magic(ArmourType type) {
        return new Armour(type, true);
    }

    /**
     * The bonus to the wearer's max Life.
     *
     * @return the type's bonus, +1 if magic
     */
    public int maxLifeBonus() {
        return type.maxLifeBonus() + (magic ? 1 : 0);
    }

    @Override
    public int price() {
        return type.price() * (magic ? MAGIC_PRICE_FACTOR : 1);
    }

    @Override
    public int hands() {
        return 0;
    }

    @Override
    public String key() {
        // read at every defence and Dexterity check: each key made once
        return Keys.ALL[magic ? 1 : 0][type.ordinal()];
    }

    /** The keys of every armour, plain and magic, by type. */
    private static final class Keys {
        static final String[][] ALL = new String[2][];

        static {
            for (int m = 0; m < 2; m++) {
                ArmourType[] types = ArmourType.values();
                ALL[m] = new String[types.length];
                for (ArmourType t : types) {
                    ALL[m][t.ordinal()] = (m == 1 ? "magic-" : "") + t.key() + "-armour";
                }
            }
        }

        private Keys() {}
    }

    @Override
    public String toString() {
        return key();
    }
}

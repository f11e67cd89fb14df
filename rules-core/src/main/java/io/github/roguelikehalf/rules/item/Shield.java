package io.github.roguelikehalf.rules.item;

/**
 * A shield, held in one hand (EN §27-§28 / JP §26-§27). A magic shield costs ten times the price and gives +1 to
 * defense rolls against ranged weapons.
 *
 * @param type the shield
 * @param magic whether it is a magic shield
 */
public record Shield(ShieldType type, boolean magic) implements Item {

    /** The price factor of magic shields (EN §28 / JP §27). */
    public static final int MAGIC_PRICE_FACTOR = 10;

    /**
     * A standard shield.
     *
     * @param type the shield
     * @return the shield
     */
    public static Shield of(ShieldType type) {
        return new Shield(type, false);
    }

    /**
     * A magic shield.
     *
     * @param type the shield
     * @return the magic shield
     */
    public static Shield magic(ShieldType type) {
        return new Shield(type, true);
    }

    /**
     * The bonus to the holder's max Life.
     *
     * @return +1 or +2
     */
    public int maxLifeBonus() {
        return type.maxLifeBonus();
    }

    /**
     * The bonus to defense rolls against ranged weapons.
     *
     * @return +1 if magic, else 0
     */
    public int rangedDefenseBonus() {
        return magic ? 1 : 0;
    }

    @Override
    public int price() {
        return type.price() * (magic ? MAGIC_PRICE_FACTOR : 1);
    }

    @Override
    public int hands() {
        return 1;
    }

    @Override
    public String key() {
        return (magic ? "magic-" : "") + type.key() + "-shield";
    }

    @Override
    public String toString() {
        return key();
    }
}

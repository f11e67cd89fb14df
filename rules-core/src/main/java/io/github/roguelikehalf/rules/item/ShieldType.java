package io.github.roguelikehalf.rules.item;

/** The two shields (EN §28 / JP §27). */
public enum ShieldType {
    /** Wood shield: 5 gold, max Life +1. */
    WOOD("wood", 5, 1),
    /** Round shield: 15 gold, max Life +2. */
    ROUND("round", 15, 2);

    private final String key;
    private final int price;
    private final int maxLife;

    ShieldType(String key, int price, int maxLife) {
        this.key = key;
        this.price = price;
        this.maxLife = maxLife;
    }

    /**
     * The canonical key.
     *
     * @return e.g. {@code round}
     */
    public String key() {
        return key;
    }

    /**
     * The price of the standard shield.
     *
     * @return gold
     */
    public int price() {
        return price;
    }

    /**
     * The bonus to max Life.
     *
     * @return +1 or +2
     */
    public int maxLifeBonus() {
        return maxLife;
    }
}

package io.github.roguelikehalf.rules.item;

/** The four armours (EN §28 / JP §27). */
public enum ArmourType {
    /** Cloth armour: 4 gold, max Life +1, Dexterity rolls +1. */
    CLOTH("cloth", 4, 1, 1, 0),
    /** Leather armour: 10 gold, max Life +2, Dexterity rolls +1. */
    LEATHER("leather", 10, 2, 1, 0),
    /** Chain armour: 30 gold, max Life +1, defense rolls +1. */
    CHAIN("chain", 30, 1, 0, 1),
    /** Plate armour: 50 gold, max Life +2, defense rolls +1. */
    PLATE("plate", 50, 2, 0, 1);

    private final String key;
    private final int price;
    private final int maxLife;
    private final int dexterity;
    private final int defense;

    ArmourType(String key, int price, int maxLife, int dexterity, int defense) {
        this.key = key;
        this.price = price;
        this.maxLife = maxLife;
        this.dexterity = dexterity;
        this.defense = defense;
    }

    /**
     * The canonical key.
     *
     * @return e.g. {@code leather}
     */
    public String key() {
        return key;
    }

    /**
     * The price of the standard armour.
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

    /**
     * The bonus to Dexterity rolls.
     *
     * @return +1 for light armours, else 0
     */
    public int dexterityBonus() {
        return dexterity;
    }

    /**
     * The bonus to defense rolls.
     *
     * @return +1 for chain and plate, else 0
     */
    public int defenseBonus() {
        return defense;
    }
}

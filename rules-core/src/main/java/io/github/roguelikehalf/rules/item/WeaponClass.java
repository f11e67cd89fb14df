package io.github.roguelikehalf.rules.item;

/** The three classes of melee weapon (EN §28-§29 / JP §27-§28). */
public enum WeaponClass {
    /** Light weapon: attack -1, 2 gold. */
    LIGHT("light-weapon", -1, 2, 1),
    /** One-handed weapon: no modifier, 5 gold. */
    ONE_HANDED("one-handed-weapon", 0, 5, 1),
    /** Two-handed weapon: attack +1, 15 gold, both hands (no shield, no lantern). */
    TWO_HANDED("two-handed-weapon", 1, 15, 2);

    private final String key;
    private final int attackModifier;
    private final int price;
    private final int hands;

    WeaponClass(String key, int attackModifier, int price, int hands) {
        this.key = key;
        this.attackModifier = attackModifier;
        this.price = price;
        this.hands = hands;
    }

    /**
     * The canonical key.
     *
     * @return e.g. {@code two-handed-weapon}
     */
    public String key() {
        return key;
    }

    /**
     * The modifier to attack rolls.
     *
     * @return -1, 0 or +1
     */
    public int attackModifier() {
        return attackModifier;
    }

    /**
     * The price of a standard weapon of this class.
     *
     * @return gold
     */
    public int price() {
        return price;
    }

    /**
     * Hands needed.
     *
     * @return 1 or 2
     */
    public int hands() {
        return hands;
    }
}

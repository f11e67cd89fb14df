package io.github.roguelikehalf.rules.item;

/** General and consumable items of the equipment list (EN §28 / JP §27). */
public enum Gear implements Item {
    /** Lantern, 2 gold: held in one hand; without a lantern held, every check of the party is at -2. */
    LANTERN("lantern", 2),
    /** Rope, 3 gold: one rope captures one Weak Creature. */
    ROPE("rope", 3),
    /** Holy water, 10 gold: thrown with a Dexterity roll; hurts undead. Used up. */
    HOLY_WATER("holy-water", 10),
    /** Healing potion, 50 gold: restores Life to max; each hero may drink one per adventure. Used up. */
    HEALING_POTION("healing-potion", 50);

    private final String key;
    private final int price;

    Gear(String key, int price) {
        this.key = key;
        this.price = price;
    }

    @Override
    public int price() {
        return price;
    }

    @Override
    public int hands() {
        return 1;
    }

    @Override
    public String key() {
        return key;
    }
}

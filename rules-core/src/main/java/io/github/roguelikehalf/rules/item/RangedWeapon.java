package io.github.roguelikehalf.rules.item;

/**
 * The ranged weapons (EN §28 / JP §27): one shot in round 0, then unusable until the end of the combat. Both need
 * two hands. Arrows never run out.
 */
public enum RangedWeapon implements Item {
    /** Bow and arrows: 18 gold, slashing. */
    BOW("bow", 18, 0, DamageType.SLASHING),
    /** Sling: 3 gold, attack -1, blunt. */
    SLING("sling", 3, -1, DamageType.BLUNT);

    private final String key;
    private final int price;
    private final int attackModifier;
    private final DamageType damage;

    RangedWeapon(String key, int price, int attackModifier, DamageType damage) {
        this.key = key;
        this.price = price;
        this.attackModifier = attackModifier;
        this.damage = damage;
    }

    @Override
    public int price() {
        return price;
    }

    @Override
    public int hands() {
        return 2;
    }

    @Override
    public String key() {
        return key;
    }

    /**
     * The modifier to the shot.
     *
     * @return 0 for the bow, -1 for the sling
     */
    public int attackModifier() {
        return attackModifier;
    }

    /**
     * The damage type of the missile.
     *
     * @return slashing arrows or blunt stones
     */
    public DamageType damage() {
        return damage;
    }
}

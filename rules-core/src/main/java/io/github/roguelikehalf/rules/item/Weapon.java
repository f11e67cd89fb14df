package io.github.roguelikehalf.rules.item;

/**
 * A melee weapon (EN §28 / JP §27). A magic weapon costs five times the price and gives +1 to the wielder's first
 * attack roll of each battle.
 *
 * @param weaponClass light, one-handed or two-handed
 * @param damage blunt or slashing, chosen when bought
 * @param magic whether it is a magic weapon
 */
public record Weapon(WeaponClass weaponClass, DamageType damage, boolean magic) implements Item {

    /** The attack modifier of an unarmed character, who strikes blunt (EN §29 / JP §28). */
    public static final int UNARMED_ATTACK_MODIFIER = -2;

    /** The price factor of magic weapons (EN §28 / JP §27). */
    public static final int MAGIC_PRICE_FACTOR = 5;

    /**
     * A standard (non-magic) weapon.
     *
     * @param weaponClass the class
     * @param damage the damage type
     * @return the weapon
     */
    public static Weapon of(WeaponClass weaponClass, DamageType damage) {
        return new Weapon(weaponClass, damage, false);
    }

    /**
     * The magic variant of a weapon.
     *
     * @param weaponClass the class
     * @param damage the damage type
     * @return the magic weapon
     */
    public static Weapon magic(WeaponClass weaponClass, DamageType damage) {
        return new Weapon(weaponClass, damage, true);
    }

    @Override
    public int price() {
        return weaponClass.price() * (magic ? MAGIC_PRICE_FACTOR : 1);
    }

    @Override
    public int hands() {
        return weaponClass.hands();
    }

    @Override
    public String key() {
        return (magic ? "magic-" : "") + weaponClass.key() + "/" + damage.key();
    }

    @Override
    public String toString() {
        return key();
    }
}

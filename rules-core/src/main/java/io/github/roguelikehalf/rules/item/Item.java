package io.github.roguelikehalf.rules.item;

import io.github.roguelikehalf.rules.RulesException;
import java.util.Locale;

/**
 * A piece of equipment from the equipment list (EN §28, JP §27). Items are plain values with a canonical key
 * (e.g. {@code magic-two-handed-weapon/slashing}, {@code leather-armour}, {@code lantern}) that {@link #parse(String)}
 * reads back.
 */
public sealed interface Item permits Weapon, RangedWeapon, Armour, Shield, Gear, Valuable, MagicItem, ScenarioItem {

    /**
     * The price in gold when bought (EN §28 / JP §27). Equipment has no value when sold.
     *
     * @return the price
     */
    int price();

    /**
     * How many hands holding this item takes (EN §27 / JP §26): 2 for a two-handed weapon, a bow or a sling, 0 for
     * armour, which is worn, and 1 for everything else.
     *
     * @return 0, 1 or 2
     */
    int hands();

    /**
     * The item slots it takes when carried (EN §27 / JP §26): one, except for some scenario items.
     *
     * @return the slots
     */
    default int slots() {
        return 1;
    }

    /**
     * The canonical key, which {@link #parse(String)} reads back.
     *
     * @return the key
     */
    String key();

    /**
     * Reads an item from its canonical key.
     *
     * @param key e.g. {@code light-weapon/blunt}, {@code magic-chain-armour}, {@code bow}
     * @return the item
     * @throws RulesException if no item has that key; the message lists the forms allowed
     */
    static Item parse(String key) {
        String k = key.trim().toLowerCase(Locale.ROOT);
        if (k.startsWith(ScenarioItem.PREFIX)) {
            return ScenarioItem.parse(k);
        }
        for (Gear g : Gear.values()) {
            if (g.key().equals(k)) {
                return g;
            }
        }
        MagicItem treasure = MagicItem.parse(k);
        if (treasure != null) {
            return treasure;
        }
        int colon = k.indexOf(':');
        if (colon > 0) {
            for (Valuable.Kind v : Valuable.Kind.values()) {
                if (v.key().equals(k.substring(0, colon))) {
                    try {
                        return new Valuable(v, Integer.parseInt(k.substring(colon + 1)));
                    } catch (IllegalArgumentException e) {
                        break;
                    }
                }
            }
        }
        for (RangedWeapon r : RangedWeapon.values()) {
            if (r.key().equals(k)) {
                return r;
            }
        }
        boolean magic = k.startsWith("magic-");
        String base = magic ? k.substring("magic-".length()) : k;
        for (ArmourType t : ArmourType.values()) {
            if ((t.key() + "-armour").equals(base)) {
                return new Armour(t, magic);
            }
        }
        for (ShieldType t : ShieldType.values()) {
            if ((t.key() + "-shield").equals(base)) {
                return new Shield(t, magic);
            }
        }
        int slash = base.indexOf('/');
        if (slash > 0) {
            String cls = base.substring(0, slash);
            String dmg = base.substring(slash + 1);
            for (WeaponClass c : WeaponClass.values()) {
                for (DamageType d : DamageType.values()) {
                    if (c.key().equals(cls) && d.key().equals(dmg)) {
                        return new Weapon(c, d, magic);
                    }
                }
            }
        }
        throw new RulesException(
                "unknown item '" + key + "'; items are: light-weapon/blunt, one-handed-weapon/slashing,"
                        + " two-handed-weapon/blunt (each optionally magic-...), bow, sling, cloth-armour, leather-armour,"
                        + " chain-armour, plate-armour, wood-shield, round-shield (each optionally magic-...), lantern, rope,"
                        + " holy-water, healing-potion, accessory:VALUE, small-jewel:VALUE, large-jewel:VALUE,"
                        + " bullets-of-piercing[:LEFT], flute-of-peace[:LEFT], staff-of-wall[:LEFT],"
                        + " searching-monocle:LEFT/TOTAL, magical-targe, war-doll,"
                        + " scenario:ID[:SLOTS[:USES]]");
    }
}

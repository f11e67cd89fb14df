package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.Weapon;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a hero may take in hand, and what his hands hold afterwards (EN §27-§29 / JP §26-§28): the canonical keys of
 * the {@code swap} action and the hands each one leaves. Pure functions, for the engine, bots and scenarios.
 *
 * <p>Two hands hold one item each, or one two-handed item (a two-handed weapon, a bow, a sling). Beside a
 * one-handed weapon the other hand holds the lantern or a shield; without a weapon both hands may (EN §28 / JP §27).
 */
public final class Hands {

    /**
     * The key of the swap that puts a bow or sling away without taking a melee weapon: the hero fights unarmed, at -2
     * (EN §29 / JP §28), holding the lantern and a shield if he has them.
     */
    public static final String UNARMED = "unarmed";

    private Hands() {}

    /**
     * Weapons carried and not held, by distinct key, that a hero may take in hand: melee weapons only in a fight,
     * ranged ones too outside it (EN §27-§28 / JP §26-§27).
     *
     * @param hero the hero
     * @param meleeOnly whether only melee weapons may be taken (in a fight)
     * @return the weapons, in the order carried, unmodifiable
     */
    public static List<Item> weaponsToTake(Hero hero, boolean meleeOnly) {
        // no list made while none is found: most heroes carry no second weapon
        List<Item> out = List.of();
        List<Item> carried = hero.equipment().carried();
        for (int k = 0; k < carried.size(); k++) {
            Item i = carried.get(k);
            boolean weapon = i instanceof Weapon || (!meleeOnly && i instanceof RangedWeapon);
            if (weapon && !out.contains(i) && !hero.equipment().hands().contains(i)) {
                if (out.isEmpty()) {
                    out = new ArrayList<>(2);
                }
                out.add(i);
            }
        }
        return out.isEmpty() ? out : List.copyOf(out);
    }

    /**
     * The swaps a hero may make, as {@code swap} keys, within the carry limit (EN §27 / JP §26): a weapon carried
     * (melee weapons only in a fight); beside a one-handed melee weapon, a shield or the lantern carried in the other
     * hand; and in a fight, for a hero holding a bow or sling, {@link #UNARMED}. In round 0 the engine offers these
     * swaps only to a hero holding a bow or sling, instead of his shot.
     *
     * @param party the party
     * @param hero the hero, a member of the party
     * @param fight whether the party is fighting
     * @param options the rule options
     * @return the keys, weapons first; read-only
     */
    public static List<String> swaps(Party party, Hero hero, boolean fight, RuleOptions options) {
        // no list made while no key is found: most heroes at most turns have nothing to swap to
        List<String> keys = null;
        List<Item> weapons = weaponsToTake(hero, fight);
        for (int k = 0; k < weapons.size(); k++) {
            keys = adding(keys, weapons.get(k).key());
        }
        if (oneHandedWeapon(hero).isPresent()) {
            List<Item> carried = hero.equipment().carried();
            for (int k = 0; k < carried.size(); k++) {
                Item i = carried.get(k);
                boolean other = i instanceof Shield || i == Gear.LANTERN;
                if (other
                        && (keys == null || !keys.contains(i.key()))
                        && !hero.equipment().hands().contains(i)) {
                    keys = adding(keys, i.key());
                }
            }
        }
        if (fight && hero.equipment().heldRangedWeapon().isPresent()) {
            keys = adding(keys, UNARMED);
        }
        if (keys == null) {
            return List.of();
        }
        // the keys that fit, in order, kept in place (no predicate object per call)
        int kept = 0;
        for (int i = 0; i < keys.size(); i++) {
            if (fits(party, hero, keys.get(i), options)) {
                keys.set(kept++, keys.get(i));
            }
        }
        return List.copyOf(keys.subList(0, kept));
    }

    private static List<String> adding(List<String> keys, String key) {
        List<String> l = keys != null ? keys : new ArrayList<>(4);
        l.add(key);
        return l;
    }

    /**
     * The hands after a swap (EN §27-§28 / JP §26-§27). A two-handed weapon, bow or sling is held alone. A one-handed
     * weapon keeps the lantern or shield held beside it; with the other hand free it takes the lantern back, or the
     * shield where a Lamplighter lights the way (EN §28 / JP §27: he saves the hero's hand) or the hero has no
     * lantern. A shield or the lantern goes beside the one-handed weapon held, the other put away. {@link #UNARMED}
     * puts every weapon away and holds the lantern and a shield, the shield first where a Lamplighter lights the way.
     *
     * @param party the party, for its Lamplighters
     * @param hero the hero
     * @param key a key of {@link #swaps}
     * @return the items in hand afterwards
     */
    public static List<Item> afterSwap(Party party, Hero hero, String key) {
        List<Item> hands = new ArrayList<>();
        if (key.equals(UNARMED)) {
            boolean lamplighter = party.followers().count(FollowerType.LAMPLIGHTER) > 0;
            Item lantern = lantern(hero);
            Item shield = shield(hero);
            for (Item i : lamplighter ? new Item[] {shield, lantern} : new Item[] {lantern, shield}) {
                if (i != null) {
                    hands.add(i);
                }
            }
            return hands;
        }
        Item item = Item.parse(key);
        if (item instanceof Shield || item == Gear.LANTERN) {
            oneHandedWeapon(hero).ifPresent(hands::add);
            hands.add(item);
            return hands;
        }
        hands.add(item);
        if (item.hands() == 1) {
            otherHand(party, hero).ifPresent(hands::add);
        }
        return hands;
    }

    /**
     * Whether a swap changes the weapon in hand (to a weapon, or to bare hands), as opposed to taking a shield or the
     * lantern beside the weapon: the difference matters for a Squire (EN §28 / JP §27, {@code
     * RuleOptions.squireSwapsAllHandItems}).
     *
     * @param key a swap key
     * @return true for a weapon or {@link #UNARMED}
     */
    public static boolean changesWeapon(String key) {
        if (key.equals(UNARMED)) {
            return true;
        }
        Item item = Item.parse(key);
        return item instanceof Weapon || item instanceof RangedWeapon;
    }

    /**
     * Whether a hero can make a swap without the party carrying more than the limit (EN §27 / JP §26).
     *
     * @param party the party
     * @param hero the hero, a member of the party
     * @param key a swap key: an item's key or {@link #UNARMED}
     * @param options the rule options
     * @return true if it fits
     */
    public static boolean fits(Party party, Hero hero, String key, RuleOptions options) {
        return party.with(hero.hold(afterSwap(party, hero, key), options)).withinCarryLimit();
    }

    /** The one-handed melee weapon held, if any. */
    private static Optional<Item> oneHandedWeapon(Hero hero) {
        List<Item> hands = hero.equipment().hands();
        for (int k = 0; k < hands.size(); k++) {
            Item i = hands.get(k);
            if (i instanceof Weapon && i.hands() == 1) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * What goes beside a one-handed weapon: the lantern or shield already held (the one preferred if both are), else
     * the preferred one carried: the lantern, or the shield where a Lamplighter lights the way.
     */
    private static Optional<Item> otherHand(Party party, Hero hero) {
        boolean lamplighter = party.followers().count(FollowerType.LAMPLIGHTER) > 0;
        List<Item> held = new ArrayList<>();
        for (Item i : hero.equipment().hands()) {
            if (!(i instanceof Weapon) && !(i instanceof RangedWeapon)) {
                held.add(i);
            }
        }
        if (held.size() == 1) {
            return Optional.of(held.get(0));
        }
        Item shield = held.isEmpty() ? shield(hero) : firstShield(held);
        Item lantern = held.isEmpty() ? lantern(hero) : (held.contains(Gear.LANTERN) ? Gear.LANTERN : null);
        Item first = lamplighter ? shield : lantern;
        Item second = lamplighter ? lantern : shield;
        return Optional.ofNullable(first != null ? first : second);
    }

    private static Item shield(Hero hero) {
        Optional<Shield> held = hero.equipment().heldShield();
        if (held.isPresent()) {
            return held.get();
        }
        return firstShield(hero.equipment().carried());
    }

    private static Item firstShield(List<Item> items) {
        for (Item i : items) {
            if (i instanceof Shield) {
                return i;
            }
        }
        return null;
    }

    private static Item lantern(Hero hero) {
        return hero.equipment().owns(Gear.LANTERN) ? Gear.LANTERN : null;
    }
}

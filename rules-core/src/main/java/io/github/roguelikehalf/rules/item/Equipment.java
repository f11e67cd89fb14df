package io.github.roguelikehalf.rules.item;

import io.github.roguelikehalf.rules.RuleViolationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What one hero has: the items held in the two hands, the armour worn, the items carried, gold and rations
 * (EN §27 / JP §26).
 *
 * <p>Two hands hold one item each or one two-handed item; a shield takes a hand; one armour is worn and no other
 * armour may be carried. The carry limit (max Life, plus what Porters carry) is checked where max Life is known:
 * by the hero and the party.
 *
 * @param hands the items held, at most two hands' worth
 * @param armour the armour worn, if any
 * @param carried the items carried but not held, in the order they were added
 * @param gold gold pieces
 * @param rations rations
 */
public record Equipment(List<Item> hands, Optional<Armour> armour, List<Item> carried, int gold, int rations) {

    /** Gold pieces that take one item slot (EN §27 / JP §26). */
    public static final int GOLD_PER_SLOT = 100;

    /** Rations that take one item slot (EN §27 / JP §26). */
    public static final int RATIONS_PER_SLOT = 10;

    /** Validates the hand, armour and count rules and copies the lists. */
    public Equipment {
        hands = List.copyOf(hands);
        carried = List.copyOf(carried);
        int used = 0;
        int shields = 0;
        for (Item i : hands) {
            if (i instanceof Armour) {
                throw new RuleViolationException("EN §27 / JP §26", "armour is worn, not held: " + i.key());
            }
            used += i.hands();
            if (i instanceof Shield) {
                shields++;
            }
        }
        if (used > 2) {
            throw new RuleViolationException(
                    "EN §27 / JP §26",
                    "cannot hold " + keys(hands) + ": that takes " + used
                            + " hands; two hands hold one item each or one two-handed item");
        }
        if (shields > 1) {
            throw new RuleViolationException("EN §27 / JP §26", "a hero holds at most one shield");
        }
        for (Item i : carried) {
            if (i instanceof Armour) {
                throw new RuleViolationException(
                        "EN §27 / JP §26", "armour that is not worn cannot be carried: " + i.key());
            }
        }
        if (gold < 0 || rations < 0) {
            throw new RuleViolationException(
                    "EN §27 / JP §26",
                    "gold and rations cannot be negative (gold " + gold + ", rations " + rations + ")");
        }
    }

    /**
     * Nothing at all.
     *
     * @return empty equipment
     */
    public static Equipment none() {
        return new Equipment(List.of(), Optional.empty(), List.of(), 0, 0);
    }

    /**
     * The bonus to max Life from the armour worn and the shield held (EN §28, §30 / JP §27, §29).
     *
     * @return the bonus
     */
    public int maxLifeBonus() {
        // by index, without a lambda: max Life is read at every copy of a hero
        int bonus = armour.isPresent() ? armour.get().maxLifeBonus() : 0;
        for (int k = 0; k < hands.size(); k++) {
            if (hands.get(k) instanceof Shield s) {
                bonus += s.maxLifeBonus();
            }
        }
        return bonus;
    }

    /**
     * Item slots used by what is carried: each carried item (a scenario item by its own count), every 100 gold and every 10 rations (EN §27 / JP §26).
     * Held items and worn armour take no slot.
     *
     * @return the slots used
     */
    public int slotsUsed() {
        int items = 0;
        for (int k = 0; k < carried.size(); k++) {
            items += carried.get(k).slots();
        }
        return items + gold / GOLD_PER_SLOT + rations / RATIONS_PER_SLOT;
    }

    /**
     * Whether a lantern is held (EN §28 / JP §27).
     *
     * @return true if one hand holds a lantern
     */
    public boolean holdsLantern() {
        return hands.contains(Gear.LANTERN);
    }

    /**
     * The melee weapon held, if any; without one the hero fights unarmed at -2.
     *
     * @return the weapon held
     */
    public Optional<Weapon> heldWeapon() {
        // by index: asked at every attack and by the bots' estimates, over one or two items
        for (int k = 0; k < hands.size(); k++) {
            if (hands.get(k) instanceof Weapon w) {
                return HeldWeapons.of(w);
            }
        }
        return Optional.empty();
    }

    /** An {@code Optional} of each weapon there is (class, damage, magic), made once: a weapon is a value. */
    private static final class HeldWeapons {
        private static final int DAMAGES = DamageType.values().length;
        private static final List<Optional<Weapon>> ALL = all();

        private HeldWeapons() {}

        private static List<Optional<Weapon>> all() {
            List<Optional<Weapon>> all = new ArrayList<>();
            for (WeaponClass c : WeaponClass.values()) {
                for (DamageType d : DamageType.values()) {
                    all.add(Optional.of(new Weapon(c, d, false)));
                    all.add(Optional.of(new Weapon(c, d, true)));
                }
            }
            return List.copyOf(all);
        }

        /** The weapon, in the one {@code Optional} of its value. */
        static Optional<Weapon> of(Weapon w) {
            if (w.weaponClass() == null || w.damage() == null) {
                return Optional.of(w);
            }
            return ALL.get((w.weaponClass().ordinal() * DAMAGES + w.damage().ordinal()) * 2 + (w.magic() ? 1 : 0));
        }
    }

    /**
     * The ranged weapon held, if any.
     *
     * @return the bow or sling held
     */
    public Optional<RangedWeapon> heldRangedWeapon() {
        // by index: asked at every attack and by the bots' estimates, over one or two items
        for (int k = 0; k < hands.size(); k++) {
            if (hands.get(k) instanceof RangedWeapon r) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * The shield held, if any.
     *
     * @return the shield
     */
    public Optional<Shield> heldShield() {
        for (Item i : hands) {
            if (i instanceof Shield s) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /**
     * Every item owned, held items first, then the armour, then carried items.
     *
     * @return all items
     */
    public List<Item> allItems() {
        List<Item> all = new ArrayList<>(hands);
        armour.ifPresent(all::add);
        all.addAll(carried);
        return List.copyOf(all);
    }

    /**
     * Whether the hero owns an item, held or carried or worn.
     *
     * @param item the item
     * @return true if owned
     */
    public boolean owns(Item item) {
        // no Optional made: asked for every item a hero may use, at every decision
        return hands.contains(item)
                || carried.contains(item)
                || (armour.isPresent() && armour.get().equals(item));
    }

    /**
     * How many of an item the hero owns.
     *
     * @param item the item
     * @return the count
     */
    public int count(Item item) {
        int n = 0;
        for (Item i : allItems()) {
            if (i.equals(item)) {
                n++;
            }
        }
        return n;
    }

    /**
     * This equipment with another amount of gold.
     *
     * @param newGold the gold
     * @return new equipment
     */
    public Equipment withGold(int newGold) {
        return new Equipment(hands, armour, carried, newGold, rations);
    }

    /**
     * This equipment with another number of rations.
     *
     * @param newRations the rations
     * @return new equipment
     */
    public Equipment withRations(int newRations) {
        return new Equipment(hands, armour, carried, gold, newRations);
    }

    /**
     * This equipment with an item added: armour is worn (there must be none worn yet), anything else is carried.
     *
     * @param item the item
     * @return new equipment
     * @throws RuleViolationException if it is a second armour
     */
    public Equipment add(Item item) {
        if (item instanceof Armour a) {
            if (armour.isPresent()) {
                throw new RuleViolationException(
                        "EN §27 / JP §26",
                        "cannot take " + a.key() + ": " + armour.get().key()
                                + " is already worn, and unworn armour cannot be carried; remove it first");
            }
            return new Equipment(hands, Optional.of(a), carried, gold, rations);
        }
        return new Equipment(hands, armour, adding(carried, item), gold, rations);
    }

    /** An unmodifiable list with one more item at its end, which the constructor keeps as it is. */
    private static List<Item> adding(List<Item> items, Item item) {
        if (items.isEmpty()) {
            return List.of(item);
        }
        if (items.size() == 1) {
            return List.of(items.get(0), item);
        }
        Item[] a = items.toArray(new Item[items.size() + 1]);
        a[items.size()] = item;
        return List.of(a);
    }

    /**
     * This equipment without one of an item, taken from the carried items first, then the hands, then the armour.
     *
     * @param item the item
     * @return new equipment
     * @throws RuleViolationException if the item is not owned
     */
    public Equipment remove(Item item) {
        List<Item> c = new ArrayList<>(carried);
        if (c.remove(item)) {
            return new Equipment(hands, armour, c, gold, rations);
        }
        List<Item> h = new ArrayList<>(hands);
        if (h.remove(item)) {
            return new Equipment(h, armour, carried, gold, rations);
        }
        if (armour.map(item::equals).orElse(false)) {
            return new Equipment(hands, Optional.empty(), carried, gold, rations);
        }
        throw new RuleViolationException(
                "EN §27 / JP §26", "does not own " + item.key() + "; owns " + keys(allItems()));
    }

    /**
     * This equipment with other items in hand: the new hand items come from what is held or carried, and what
     * was held and is no longer goes to the carried items.
     *
     * @param newHands the items to hold
     * @return new equipment
     * @throws RuleViolationException if an item is not owned or the hands cannot hold them
     */
    public Equipment hold(List<Item> newHands) {
        List<Item> pool = new ArrayList<>(hands);
        pool.addAll(carried);
        for (Item i : newHands) {
            if (!pool.remove(i)) {
                throw new RuleViolationException(
                        "EN §27 / JP §26",
                        "cannot hold " + i.key() + ": not among held or carried items " + keys(hands) + " "
                                + keys(carried));
            }
        }
        // pool now holds the remainder: previously carried items keep their order after the ones put down.
        return new Equipment(newHands, armour, pool, gold, rations);
    }

    static String keys(List<Item> items) {
        List<String> k = new ArrayList<>();
        for (Item i : items) {
            k.add(i.key());
        }
        return k.toString();
    }
}

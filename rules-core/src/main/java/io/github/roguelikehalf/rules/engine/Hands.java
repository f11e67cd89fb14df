package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Weapon;
import java.util.ArrayList;
import java.util.List;

/**
 * What a hero may take in hand, and what his hands hold afterwards (EN §27-§29 / JP §26-§28). Pure functions, for
 * the engine, bots and scenarios.
 */
public final class Hands {

    private Hands() {}

    /**
     * Weapons carried and not held, by distinct key, that a hero may take in hand: melee weapons only in a fight,
     * ranged ones too outside it (EN §27-§28 / JP §26-§27).
     *
     * @param hero the hero
     * @param meleeOnly whether only melee weapons may be taken (in a fight)
     * @return the weapons, in the order carried
     */
    public static List<Item> weaponsToTake(Hero hero, boolean meleeOnly) {
        List<Item> out = new ArrayList<>();
        for (Item i : hero.equipment().carried()) {
            boolean weapon = i instanceof Weapon || (!meleeOnly && i instanceof RangedWeapon);
            if (weapon && !out.contains(i) && !hero.equipment().hands().contains(i)) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * The hands after taking a weapon: a one-handed weapon keeps the lantern (or takes it back from the pack, coming
     * back from a two-handed weapon or bow) or else the shield held; a two-handed weapon or ranged weapon is held
     * alone (EN §27-§28 / JP §26-§27).
     *
     * @param hero the hero
     * @param weapon the weapon taken
     * @return the items in hand afterwards
     */
    public static List<Item> afterTaking(Hero hero, Item weapon) {
        List<Item> hands = new ArrayList<>();
        hands.add(weapon);
        if (weapon.hands() == 1) {
            boolean lantern = hero.equipment().holdsLantern()
                    || (hero.equipment().heldShield().isEmpty()
                            && hero.equipment().owns(Gear.LANTERN));
            if (lantern) {
                hands.add(Gear.LANTERN);
            } else {
                hero.equipment().heldShield().ifPresent(hands::add);
            }
        }
        return hands;
    }

    /**
     * Whether a hero can take a weapon in hand without the party carrying more than the limit (EN §27 / JP §26).
     *
     * @param party the party
     * @param hero the hero, a member of the party
     * @param weapon the weapon
     * @param options the rule options
     * @return true if it fits
     */
    public static boolean fits(Party party, Hero hero, Item weapon, RuleOptions options) {
        return party.with(hero.hold(afterTaking(hero, weapon), options)).withinCarryLimit();
    }
}

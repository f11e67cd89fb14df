package io.github.roguelikehalf.rules.hero;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.Valuable;
import io.github.roguelikehalf.rules.item.Weapon;
import java.util.Objects;

/**
 * Selling between adventures, as pure functions. Buying is {@link Hero#buy}, growth {@link Hero#grow} and
 * {@link Hero#learn}, hiring and releasing followers {@link Party#hire} and {@link Party#release}, the church's
 * cure {@link Conditions#blessService(Hero, String)} (the followers' {@link Conditions#blessService(Party, String, String)}), a new hero after a death {@link Hero#retry}.
 */
public final class Town {

    private Town() {}

    /**
     * Whether the shop sells an item (EN §28 / JP §27): the equipment list (gear, weapons, ranged weapons, armour and
     * shields that are not magic). Magic treasures (the War Doll and the Flute of Peace among them), magic weapons,
     * armour and shields, valuables and a scenario's own items come from the treasure tables or the scenario only.
     *
     * @param item the item
     * @return true if it can be bought
     */
    public static boolean sells(Item item) {
        Objects.requireNonNull(item, "item");
        if (item instanceof Gear || item instanceof RangedWeapon) {
            return true;
        }
        if (item instanceof Weapon w) {
            return !w.magic();
        }
        if (item instanceof Armour a) {
            return !a.magic();
        }
        if (item instanceof Shield sh) {
            return !sh.magic();
        }
        return false;
    }

    /** Throws unless the shop sells the item. */
    static void requireSold(Item item) {
        if (!sells(item)) {
            throw new RuleViolationException(
                    "EN §28 / JP §27",
                    "the shop sells the equipment list only: " + item.key()
                            + " comes from the treasure tables or the scenario, not from the shop");
        }
    }

    /**
     * What an item sells for between adventures: nothing for the equipment of the list (EN §28 / JP §27); an
     * accessory or jewel its value (EN §39 / JP §38); a magic treasure 60 gold, less by the share of its charges
     * used (EN §39 / JP §38, {@link MagicItem#resaleValue()}). A scenario's own items are priced by the scenario,
     * so here they are worth nothing.
     *
     * @param item the item
     * @return the gold it sells for
     */
    public static int resaleValue(Item item) {
        Objects.requireNonNull(item, "item");
        if (item instanceof MagicItem m) {
            return m.resaleValue();
        }
        if (item instanceof Valuable v) {
            return v.value();
        }
        return 0;
    }

    /**
     * Sells one item the hero owns for its {@link #resaleValue(Item) resale value}.
     *
     * @param hero the hero
     * @param item the item, held, worn or carried
     * @param options the rule options
     * @return the hero without the item and with its value in gold
     * @throws io.github.roguelikehalf.rules.RuleViolationException if the hero does not own the item
     */
    public static Hero sell(Hero hero, Item item, RuleOptions options) {
        Objects.requireNonNull(hero, "hero");
        Objects.requireNonNull(item, "item");
        Objects.requireNonNull(options, "options");
        Hero without = hero.discard(item, options);
        return without.reequip(without.equipment().withGold(without.equipment().gold() + resaleValue(item)), options);
    }
}

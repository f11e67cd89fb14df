package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Score;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.hero.Town;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The hero specs of {@link Generators#heroSpecs}: every choice drawn so that {@link Generators#heroOf} accepts it. */
final class HeroSpecs {

    private static final List<String> NAMES = List.of("Aki", "Bo", "Chie", "Dai", "Emi", "Fumi");

    private HeroSpecs() {}

    /** A spec of a random hero of an id (see {@link Generators#heroSpecs}). */
    static HeroSpec draw(Draw d, String id, RuleOptions options) {
        SubAttribute sub = d.pick(SubAttribute.class);
        Growth growth = growth(d, options);
        int level = d.intBetween(0, 3) == 3 ? Hero.STARTING_LEVEL + 1 : Hero.STARTING_LEVEL;
        var spec = HeroSpec.builder()
                .id(id)
                .name(d.pick(NAMES))
                .subAttribute(sub)
                .growth(growth)
                .level(level)
                .kitWeaponDamage(d.pick(DamageType.class))
                .strengthKit(d.pick(StrengthKit.class))
                .dexterityRangedWeapon(d.pick(RangedWeapon.class));
        int slots = sub == SubAttribute.SORCERY || sub == SubAttribute.DIVINITY
                ? (Score.SUB_ATTRIBUTE.base() + growth.subAttribute()) / 2
                : 0;
        int known = d.intBetween(0, slots);
        if (sub == SubAttribute.SORCERY) {
            spec.spells(pickSome(d, List.of(Spell.values()), known));
        } else if (sub == SubAttribute.DIVINITY) {
            spec.miracles(pickSome(d, List.of(Miracle.values()), known));
        }
        // The hero as the kit makes it, to know its gold, its hands and its carry limit before buying.
        Equipment e = Generators.heroOf(spec.build(), options).equipment();
        List<Item> bought = new ArrayList<>();
        int wishes = d.intBetween(0, 4);
        for (int w = 0; w < wishes; w++) {
            Item item = d.pick(Generators.SHOP);
            // the shop sells the list only: a magic weapon or shield drawn is not bought (EN §28 / JP §27)
            if (!Town.sells(item) || item.price() > e.gold()) {
                continue;
            }
            Equipment next = e.add(item).withGold(e.gold() - item.price());
            if (next.slotsUsed() <= carryLimit(growth, next)) {
                e = next;
                bought.add(item);
            }
        }
        spec.purchases(bought);
        hands(d, e, growth).ifPresent(spec::hands);
        return spec.build();
    }

    /** Spends experience point by point on random scores, within each cap and the budget (EN §15 / JP §15). */
    private static Growth growth(Draw d, RuleOptions options) {
        Growth g = Growth.NONE;
        int draws = d.intBetween(0, 10);
        for (int i = 0; i < draws; i++) {
            Score s = d.pick(Score.class);
            Growth next = g.plus(s, 1);
            if (next.points(s) <= s.cap(options) && next.cost() <= Generators.GROWTH_BUDGET) {
                g = next;
            }
        }
        return g;
    }

    /** The carry limit with this equipment: max Life, with what is worn and held (EN §27 / JP §26). */
    static int carryLimit(Growth growth, Equipment e) {
        return Score.LIFE.base() + growth.life() + e.maxLifeBonus();
    }

    /**
     * Sometimes other items in hand than the default: the melee weapon and a shield instead of the lantern, or a
     * ranged weapon. Only hands that the equipment can hold within the carry limit are chosen.
     */
    private static Optional<List<Item>> hands(Draw d, Equipment e, Growth growth) {
        int choice = d.intBetween(0, 2);
        List<Item> owned = new ArrayList<>(e.hands());
        owned.addAll(e.carried());
        Optional<Weapon> weapon = e.heldWeapon();
        Optional<Item> shield = owned.stream().filter(i -> i instanceof Shield).findFirst();
        Optional<Item> ranged =
                owned.stream().filter(i -> i instanceof RangedWeapon).findFirst();
        List<Item> hands;
        if (choice == 1 && weapon.isPresent() && weapon.get().hands() == 1 && shield.isPresent()) {
            hands = List.of(weapon.get(), shield.get());
        } else if (choice == 2 && ranged.isPresent()) {
            hands = List.of(ranged.get());
        } else {
            return Optional.empty();
        }
        Equipment held = e.hold(hands);
        return held.slotsUsed() <= carryLimit(growth, held) ? Optional.of(hands) : Optional.empty();
    }

    private static <T> Set<T> pickSome(Draw d, List<T> from, int n) {
        List<T> left = new ArrayList<>(from);
        Set<T> out = new LinkedHashSet<>();
        for (int i = 0; i < n && !left.isEmpty(); i++) {
            out.add(left.remove(d.intBetween(0, left.size() - 1)));
        }
        return out;
    }
}

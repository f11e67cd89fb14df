package io.github.roguelikehalf.rules.engine;

import static org.quicktheories.generators.SourceDSL.longs;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.ImmutableHeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.Score;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * A QuickTheories generator of valid starts (EN §12-§17, §26-§28, §32, §46 / JP §12-§17, §25-§27, §31, §46).
 *
 * <p>Every start is built through the public API, and every choice is drawn so that the API accepts it: the rules
 * are never broken to be caught later. A start has
 *
 * <ul>
 *   <li>either preset, {@link RuleOptions#englishEdition()} or {@link RuleOptions#japaneseVer46()};
 *   <li>one hero or two ({@code hero-1}, {@code hero-2});
 *   <li>for each hero a random sub-attribute and a growth bought point by point within each score's cap (the
 *       Follower cap of the edition) and within the 10 experience of a new hero; mostly new heroes of level 10,
 *       sometimes a retry hero of level 11 (EN §41 / JP §40), whose 60 gold reach the healing potion, the bow and
 *       the round shield, while the growth still costs at most 10;
 *   <li>the kit's choices (blunt or slashing, the Strength hero's two-handed weapon or weapon and round shield, the
 *       Dexterity hero's bow or sling), spells or miracles up to half the max sub-attribute, purchases that fit the
 *       gold and the carry limit, and sometimes other items in hand (a shield instead of the lantern, or the ranged
 *       weapon);
 *   <li>followers of every hireable type (Soldiers, Bowmen, Swordsmen and Magicians with either weapon, Lamplighters,
 *       Squires, Porters, Scouts) hired within the party's Follower score and the payer's gold; two heroes take
 *       followers only under the English preset and only as far as they bought Follower growth (EN §32), never
 *       under the Japanese one (JP §31);
 *   <li>a random seed.
 * </ul>
 */
final class ContractStarts {

    /** Experience a new hero spends on growth (§16). */
    static final int GROWTH_BUDGET = Hero.STARTING_LEVEL;

    /** Every kind of follower that can be hired. */
    static final List<FollowerKind> HIREABLE = hireable();

    /** Items a hero might buy at the start: everything on the list but armour (every kit already wears one). */
    static final List<Item> SHOP = shop();

    private static final List<String> NAMES = List.of("Aki", "Bo", "Chie", "Dai", "Emi", "Fumi");

    private ContractStarts() {}

    /**
     * The generator of valid starts.
     *
     * @return the generator
     */
    static Gen<ContractStart> starts() {
        Gen<ContractStart> gen = ContractStarts::generate;
        return gen.describedAs(ContractStart::toString);
    }

    private static ContractStart generate(RandomnessSource in) {
        RuleOptions options =
                Generate.booleans().generate(in) ? RuleOptions.englishEdition() : RuleOptions.japaneseVer46();
        int heroCount = Generate.range(1, 2).generate(in);
        List<Hero> heroes = new ArrayList<>();
        for (int i = 1; i <= heroCount; i++) {
            heroes.add(hero(in, "hero-" + i, options));
        }
        Party party = new Party(heroes, Followers.none());
        party = hireFollowers(in, party, options);
        long seed = longs().all().generate(in);
        return new ContractStart(party, options, seed);
    }

    private static Hero hero(RandomnessSource in, String id, RuleOptions options) {
        SubAttribute sub = Generate.enumValues(SubAttribute.class).generate(in);
        Growth growth = growth(in, options);
        int level = Generate.range(0, 3).generate(in) == 0 ? Hero.STARTING_LEVEL + 1 : Hero.STARTING_LEVEL;
        ImmutableHeroSpec.Builder spec = HeroSpec.builder()
                .id(id)
                .name(Generate.pick(NAMES).generate(in))
                .subAttribute(sub)
                .growth(growth)
                .level(level)
                .kitWeaponDamage(Generate.enumValues(DamageType.class).generate(in))
                .strengthKit(Generate.enumValues(StrengthKit.class).generate(in))
                .dexterityRangedWeapon(Generate.enumValues(RangedWeapon.class).generate(in));
        int slots = sub == SubAttribute.SORCERY || sub == SubAttribute.DIVINITY
                ? (Score.SUB_ATTRIBUTE.base() + growth.subAttribute()) / 2
                : 0;
        int known = Generate.range(0, slots).generate(in);
        if (sub == SubAttribute.SORCERY) {
            spec.spells(pickSome(in, List.of(Spell.values()), known));
        } else if (sub == SubAttribute.DIVINITY) {
            spec.miracles(pickSome(in, List.of(Miracle.values()), known));
        }
        // The hero as the kit makes it, to know its gold, its hands and its carry limit before buying.
        Hero base = Hero.create(spec.build(), options);
        Equipment e = base.equipment();
        List<Item> bought = new ArrayList<>();
        int wishes = Generate.range(0, 4).generate(in);
        for (int w = 0; w < wishes; w++) {
            Item item = Generate.pick(SHOP).generate(in);
            if (item.price() > e.gold()) {
                continue;
            }
            Equipment next = e.add(item).withGold(e.gold() - item.price());
            if (next.slotsUsed() <= carryLimit(growth, next)) {
                e = next;
                bought.add(item);
            }
        }
        spec.purchases(bought);
        Optional<List<Item>> hands = hands(in, e, growth);
        hands.ifPresent(spec::hands);
        Hero made = Hero.create(spec.build(), options);
        // a magic treasure found on an earlier adventure, with some charges used (EN §39-§40 / JP §38-§39)
        if (Generate.range(0, 2).generate(in) == 0) {
            MagicTreasure kind = Generate.enumValues(MagicTreasure.class).generate(in);
            int total = kind.chargesRolled() ? Generate.range(1, 6).generate(in) : kind.maxCharges();
            MagicItem found = new MagicItem(kind, Generate.range(0, total).generate(in), total);
            Equipment with = made.equipment().add(found);
            if (with.slotsUsed() <= carryLimit(growth, with)) {
                made = ImmutableHero.copyOf(made).withEquipment(with);
            }
        }
        return made;
    }

    /** Spends experience point by point on random scores, within each cap and the budget (EN §15 / JP §15). */
    private static Growth growth(RandomnessSource in, RuleOptions options) {
        Growth g = Growth.NONE;
        int draws = Generate.range(0, 10).generate(in);
        Score[] scores = Score.values();
        for (int i = 0; i < draws; i++) {
            Score s = scores[Generate.range(0, scores.length - 1).generate(in)];
            Growth next = g.plus(s, 1);
            if (next.points(s) <= s.cap(options) && next.cost() <= GROWTH_BUDGET) {
                g = next;
            }
        }
        return g;
    }

    /** The carry limit with this equipment: max Life, with what is worn and held (EN §27 / JP §26). */
    private static int carryLimit(Growth growth, Equipment e) {
        return Score.LIFE.base() + growth.life() + e.maxLifeBonus();
    }

    /**
     * Sometimes other items in hand than the default: the melee weapon and a shield instead of the lantern, or a
     * ranged weapon. Only hands that the equipment can hold within the carry limit are chosen.
     */
    private static Optional<List<Item>> hands(RandomnessSource in, Equipment e, Growth growth) {
        int choice = Generate.range(0, 2).generate(in);
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

    /**
     * Hires followers from a list of wishes, each trimmed to what the Follower score and the payer's gold allow
     * (EN §28, §32 / JP §27, §31).
     */
    private static Party hireFollowers(RandomnessSource in, Party party, RuleOptions options) {
        int cap = party.followerCap(options);
        if (cap == 0) {
            return party;
        }
        Party p = party;
        int wishes = Generate.range(0, 6).generate(in);
        for (int w = 0; w < wishes; w++) {
            FollowerKind kind = Generate.pick(HIREABLE).generate(in);
            int count = Generate.range(1, 4).generate(in);
            String payer = Generate.pick(p.ids()).generate(in);
            int room = cap - p.followers().total();
            int price = kind.type().price().orElseThrow();
            int gold = p.hero(payer).equipment().gold();
            int affordable = price == 0 ? count : gold / price;
            int n = Math.min(count, Math.min(room, affordable));
            if (n >= 1) {
                p = p.hire(payer, kind, n, options);
            }
        }
        return p;
    }

    private static <T> Set<T> pickSome(RandomnessSource in, List<T> from, int n) {
        List<T> left = new ArrayList<>(from);
        Set<T> out = new LinkedHashSet<>();
        for (int i = 0; i < n && !left.isEmpty(); i++) {
            out.add(left.remove((int) Generate.range(0, left.size() - 1).generate(in)));
        }
        return out;
    }

    private static List<FollowerKind> hireable() {
        List<FollowerKind> kinds = new ArrayList<>();
        for (FollowerType t : FollowerType.values()) {
            if (t.price().isEmpty()) {
                continue;
            }
            if (t.choosesWeapon()) {
                for (DamageType d : DamageType.values()) {
                    kinds.add(FollowerKind.of(t, d));
                }
            } else {
                kinds.add(FollowerKind.of(t));
            }
        }
        return List.copyOf(kinds);
    }

    private static List<Item> shop() {
        List<Item> items = new ArrayList<>(List.of(Gear.values()));
        for (WeaponClass c : WeaponClass.values()) {
            for (DamageType d : DamageType.values()) {
                items.add(Weapon.of(c, d));
                items.add(Weapon.magic(c, d));
            }
        }
        items.addAll(List.of(RangedWeapon.values()));
        for (ShieldType t : ShieldType.values()) {
            items.add(Shield.of(t));
            items.add(Shield.magic(t));
        }
        return List.copyOf(items);
    }
}

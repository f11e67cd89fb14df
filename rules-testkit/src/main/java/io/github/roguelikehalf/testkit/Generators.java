package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.Score;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.hero.Town;
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
import io.github.roguelikehalf.rules.play.Policy;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Framework-neutral generators of valid values (EN §12-§17, §26-§28, §32, §37, §40, §46 / JP §12-§17, §25-§27, §31,
 * §36, §39, §46): hero specs, heroes, parties, creatures, items, starts (random ones, casters, heroes with every magic
 * treasure) and states reached by legal play.
 *
 * <p>Every value is built through the public API, and every choice is drawn so that the API accepts it: the rules are
 * never broken to be caught later. Every draw's simplest value is the plainest choice (no growth, no purchase, no
 * follower, the first constant), so a library that shrinks toward it shrinks toward plain valid values. Use them with
 * {@link Draw#seeded(long)}, with {@code QuickTheoriesGens} of the module rules-testkit-quicktheories, or with any
 * library through a one-method {@link Draw} (see {@code docs/testing.md}).
 */
public final class Generators {

    /** Experience a new hero spends on growth (EN §16 / JP §16). */
    public static final int GROWTH_BUDGET = Hero.STARTING_LEVEL;

    /** Every kind of follower that can be hired (EN §28 / JP §27). */
    public static final List<FollowerKind> HIREABLE = hireable();

    /**
     * Items of the list but armour (every kit already wears one), with the magic weapons and shields: a hero buys at
     * the start only those the shop sells ({@link Town#sells}).
     */
    public static final List<Item> SHOP = shop();

    private static final List<String> NAMES = List.of("Aki", "Bo", "Chie", "Dai", "Emi", "Fumi");

    private Generators() {}

    /**
     * Either preset: {@link RuleOptions#englishEdition()} (the simpler) or {@link RuleOptions#japaneseVer46()}.
     *
     * @return the generator
     */
    public static Generator<RuleOptions> presets() {
        return d -> d.flip() ? RuleOptions.japaneseVer46() : RuleOptions.englishEdition();
    }

    /**
     * Items from the list (EN §26 / JP §25): gear, plain and magic weapons and shields, ranged weapons.
     *
     * @return the generator
     */
    public static Generator<Item> items() {
        return d -> d.pick(SHOP);
    }

    /**
     * Specs of valid heroes (EN §12-§17 / JP §12-§17): a random sub-attribute; a growth bought point by point within
     * each score's cap and the 10 experience of a new hero; mostly new heroes of level 10, sometimes a retry hero of
     * level 11 (EN §41 / JP §40); the kit's choices; spells or miracles up to half the max sub-attribute; purchases
     * that fit the gold and the carry limit; sometimes other items in hand.
     *
     * @param id the hero's id, e.g. {@code hero-1}
     * @param options the rule options
     * @return the generator
     */
    public static Generator<HeroSpec> heroSpecs(String id, RuleOptions options) {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(options, "options");
        return d -> heroSpec(d, id, options);
    }

    /**
     * Valid heroes, made by {@link Hero#create} from {@link #heroSpecs(String, RuleOptions)}; one in three carries a
     * magic treasure found on an earlier adventure, with some of its charges used (EN §39-§40 / JP §38-§39), when it
     * fits the carry limit.
     *
     * @param id the hero's id, e.g. {@code hero-1}
     * @param options the rule options
     * @return the generator
     */
    public static Generator<Hero> heroes(String id, RuleOptions options) {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(options, "options");
        return d -> hero(d, id, options);
    }

    /**
     * Valid parties (EN §28, §32 / JP §27, §31): one hero or two ({@code hero-1}, {@code hero-2}) of
     * {@link #heroes(String, RuleOptions)}, and followers of every hireable type hired within the party's Follower score and the payer's gold. Two heroes take followers only
     * under the English preset and only as far as they bought Follower growth, never under the Japanese one.
     *
     * @param options the rule options
     * @return the generator
     */
    public static Generator<Party> parties(RuleOptions options) {
        Objects.requireNonNull(options, "options");
        return d -> {
            int heroCount = d.intBetween(1, 2);
            List<Hero> heroes = new ArrayList<>();
            for (int i = 1; i <= heroCount; i++) {
                heroes.add(Hero.create(heroSpec(d, "hero-" + i, options), options));
            }
            Party p = hireFollowers(d, new Party(heroes, Followers.none()), options);
            // drawn last, so that a shrinking library shrinks the heroes and followers as before
            for (Hero h : p.heroes()) {
                p = p.with(withFoundTreasure(d, h));
            }
            return p;
        };
    }

    /**
     * Valid starts: either preset, a valid party for it and a random seed.
     *
     * @return the generator
     */
    public static Generator<Start> starts() {
        return d -> {
            RuleOptions options = presets().next(d);
            Party party = parties(options).next(d);
            return new Start(party, options, d.anyLong());
        };
    }

    /**
     * Valid starts of casters (EN §18-§22 / JP §18-§22), either preset and a random seed: a Sorcery hero and a Divinity
     * hero knowing as many spells or miracles as their Sorcery or Divinity allows (every spell and every miracle is
     * known in some start); a lone Sorcery hero with Soldiers; a Divinity hero beside a Strength hero (who may
     * Protect, EN §22 / JP §22) or with Soldiers (English preset); a Divinity hero with Magicians knowing each spell
     * in turn and Soldiers. Feed them to {@link ContractSuite#starts} to walk every cast through a scenario.
     *
     * @return the generator
     */
    public static Generator<Start> casters() {
        return d -> {
            RuleOptions o = presets().next(d);
            return new Start(d.pick(MagicStarts.casterParties(o)), o, d.anyLong());
        };
    }

    /**
     * Valid starts of heroes carrying every magic treasure (EN §40 / JP §39), either preset and a random seed: a
     * Dexterity hero with a sling, the Bullets of Piercing, a Searching Monocle (found with 2 to 5 charges) and the Magical
     * Targe, beside a Sorcery hero without a lantern carrying the Flute of Peace, the Staff of Wall and the War Doll
     * (who may pick up a dead companion's lantern, EN §28 / JP §27). Feed them to {@link ContractSuite#starts}.
     *
     * @return the generator
     */
    public static Generator<Start> magicTreasures() {
        return d -> {
            RuleOptions o = presets().next(d);
            return new Start(MagicStarts.magicTreasures(d, o), o, d.anyLong());
        };
    }

    /**
     * Valid creatures (EN §37 / JP §36): Weak ones (1 Life, 1 attack, a number appearing) or Strong ones, with or
     * without a reaction table of six entries, sometimes attacking at range.
     *
     * @param id the creature's id
     * @return the generator
     */
    public static Generator<Creature> creatures(String id) {
        Objects.requireNonNull(id, "id");
        return d -> {
            int level = d.intBetween(1, 6);
            int treasure = d.intBetween(0, 3) - 1;
            Optional<List<Reaction>> reactions = d.flip() ? Optional.of(reactions(d)) : Optional.empty();
            Creature c = d.flip()
                    ? Creature.strong(
                            id, id, level, d.intBetween(1, 8), d.intBetween(1, 3), treasure, reactions, Set.of())
                    : Creature.weak(
                            id, id, level, d.pick(List.of("1d6", "2d6", "3", "1d6+1")), treasure, reactions, Set.of());
            return d.intBetween(0, 3) == 3 ? c.withRanged() : c;
        };
    }

    /**
     * States reached by legal play: a start from {@link #starts()}, then up to {@code maxActions} actions chosen by
     * {@link Policy#random()} from the legal ones, stopping early when the adventure ends. The start's party keeps
     * within the scenario's own follower cap.
     *
     * @param engine the engine of the scenario
     * @param maxActions the most actions to apply, at least 0
     * @return the generator
     */
    public static Generator<GameState> reachedStates(Engine engine, int maxActions) {
        Objects.requireNonNull(engine, "engine");
        if (maxActions < 0) {
            throw new IllegalArgumentException("maxActions must be at least 0, was " + maxActions);
        }
        Policy<GameState, Action> policy = Policy.random();
        return d -> {
            Start start = starts().next(d);
            start = start.withFollowersAtMost(engine.scenario().followerCap(start.party(), start.options()));
            int actions = d.intBetween(0, maxActions);
            GameState s = start.state(engine, 0);
            Dice dice = Dice.seeded(start.policySeed(0));
            for (int i = 0; i < actions && !s.isTerminal(); i++) {
                s = engine.apply(s, policy.choose(s, engine.legalActions(s), dice))
                        .state();
            }
            return s;
        };
    }

    private static List<Reaction> reactions(Draw d) {
        List<ReactionKind> plain = new ArrayList<>();
        for (ReactionKind k : ReactionKind.values()) {
            if (k != ReactionKind.BRIBE && k != ReactionKind.SCENARIO) {
                plain.add(k);
            }
        }
        List<Reaction> table = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            table.add(
                    d.intBetween(0, 5) == 5
                            ? Reaction.bribe(d.pick(Bribe.Kind.class), d.intBetween(1, 10))
                            : Reaction.of(d.pick(plain)));
        }
        return table;
    }

    /** A hero of a random spec, sometimes with a magic treasure found earlier. */
    private static Hero hero(Draw d, String id, RuleOptions options) {
        return withFoundTreasure(d, Hero.create(heroSpec(d, id, options), options));
    }

    /**
     * One time in three, the hero with a magic treasure found on an earlier adventure, some charges used (EN §39-§40 /
     * JP §38-§39), if it fits the carry limit.
     */
    private static Hero withFoundTreasure(Draw d, Hero hero) {
        if (d.intBetween(0, 2) != 2) {
            return hero;
        }
        MagicTreasure kind = d.pick(MagicTreasure.class);
        int total = kind.chargesRolled() ? d.intBetween(1, 6) : kind.maxCharges();
        MagicItem found = new MagicItem(kind, d.intBetween(0, total), total);
        Equipment with = hero.equipment().add(found);
        return with.slotsUsed() <= carryLimit(hero.growth(), with)
                ? ImmutableHero.copyOf(hero).withEquipment(with)
                : hero;
    }

    private static HeroSpec heroSpec(Draw d, String id, RuleOptions options) {
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
        Equipment e = Hero.create(spec.build(), options).equipment();
        List<Item> bought = new ArrayList<>();
        int wishes = d.intBetween(0, 4);
        for (int w = 0; w < wishes; w++) {
            Item item = d.pick(SHOP);
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

    /**
     * Hires followers from a list of wishes, each trimmed to what the Follower score and the payer's gold allow
     * (EN §28, §32 / JP §27, §31).
     */
    private static Party hireFollowers(Draw d, Party party, RuleOptions options) {
        int cap = party.followerCap(options);
        if (cap == 0) {
            return party;
        }
        Party p = party;
        int wishes = d.intBetween(0, 6);
        for (int w = 0; w < wishes; w++) {
            FollowerKind kind = d.pick(HIREABLE);
            int count = d.intBetween(1, 4);
            String payer = d.pick(p.ids());
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

    private static <T> Set<T> pickSome(Draw d, List<T> from, int n) {
        List<T> left = new ArrayList<>(from);
        Set<T> out = new LinkedHashSet<>();
        for (int i = 0; i < n && !left.isEmpty(); i++) {
            out.add(left.remove(d.intBetween(0, left.size() - 1)));
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
                for (DamageType dt : DamageType.values()) {
                    kinds.add(FollowerKind.of(t, dt));
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
            for (DamageType dt : DamageType.values()) {
                items.add(Weapon.of(c, dt));
                items.add(Weapon.magic(c, dt));
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

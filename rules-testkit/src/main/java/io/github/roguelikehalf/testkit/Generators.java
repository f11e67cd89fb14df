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
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
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
import io.github.roguelikehalf.rules.play.Policy;
import java.util.ArrayList;
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
     * the start only those the shop sells ({@link io.github.roguelikehalf.rules.hero.Town#sells}).
     */
    public static final List<Item> SHOP = shop();

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
     * that fit the gold and the carry limit; sometimes other items in hand. Make the hero with {@link #heroOf}: only a
     * retry makes a hero above level 10 (EN §16 / JP §16).
     *
     * @param id the hero's id, e.g. {@code hero-1}
     * @param options the rule options
     * @return the generator
     */
    public static Generator<HeroSpec> heroSpecs(String id, RuleOptions options) {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(options, "options");
        return d -> HeroSpecs.draw(d, id, options);
    }

    /**
     * The hero of a spec as {@link #heroSpecs(String, RuleOptions)} draws it: a new hero of level 10 by {@link
     * Hero#create}, a hero of a higher level by {@link Hero#retry} after the death of a hero of that level (one level
     * higher where {@link RuleOptions#retryLevelMayEqualPrevious()} is false), since only a retry makes a hero above
     * level 10 (EN §16 / JP §16, EN §41 / JP §40).
     *
     * @param spec the spec
     * @param options the rule options
     * @return the hero
     * @throws io.github.roguelikehalf.rules.RuleViolationException if the spec breaks a rule
     */
    public static Hero heroOf(HeroSpec spec, RuleOptions options) {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(options, "options");
        if (spec.level() <= Hero.STARTING_LEVEL) {
            return Hero.create(spec, options);
        }
        return Hero.retry(spec, spec.level() + (options.retryLevelMayEqualPrevious() ? 0 : 1), options);
    }

    /**
     * Valid heroes, made by {@link #heroOf} from {@link #heroSpecs(String, RuleOptions)}; one in three carries a
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
                heroes.add(heroOf(HeroSpecs.draw(d, "hero-" + i, options), options));
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
     * Valid starts: either preset, a valid party for it and a random seed; one start in four is laden as those of
     * {@link #laden()} are (packs full to the carry limit, 90 to 99 gold a hero), so that walks meet the carry limit
     * (EN §27-§28 / JP §26-§27).
     *
     * @return the generator
     */
    public static Generator<Start> starts() {
        return d -> {
            RuleOptions options = presets().next(d);
            Party party = parties(options).next(d);
            long seed = d.anyLong();
            // drawn last, so that a shrinking library shrinks the plain starts as before
            if (d.intBetween(0, 3) == 3) {
                party = LadenStarts.load(d, party, options);
            }
            return new Start(party, options, seed);
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
     * Valid starts of laden parties (EN §27-§28 / JP §26-§27), either preset and a random seed: a party of {@link
     * #parties}, sometimes with Porters, each hero with 90 to 99 gold and ropes from earlier adventures filling the
     * packs (and the Porters' room) to the carry limit, so that almost any gold or item won meets the limit. Feed them
     * to {@link ContractSuite#starts}: every state must still pass {@link Engine#validate}.
     *
     * @return the generator
     */
    public static Generator<Start> laden() {
        return d -> {
            RuleOptions o = presets().next(d);
            return new Start(LadenStarts.laden(d, o), o, d.anyLong());
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
        return withFoundTreasure(d, heroOf(HeroSpecs.draw(d, id, options), options));
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
        return with.slotsUsed() <= HeroSpecs.carryLimit(hero.growth(), with)
                ? ImmutableHero.copyOf(hero).withEquipment(with)
                : hero;
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

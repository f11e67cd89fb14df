package io.github.roguelikehalf.json.v1;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.ImmutableRuleOptions;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiFunction;

/**
 * The records of format version 1 to core values. Every value is checked where it is read, and every core
 * constructor's complaint is turned into a {@link io.github.roguelikehalf.json.SnapshotException} naming the JSON
 * path; cross-references (tiles, creatures, heroes named by a fight) are left to {@code Engine.validate}.
 */
public final class Read {

    private Read() {}

    /**
     * A game.
     *
     * @param at where it is
     * @param g the record
     * @return the state, not yet validated against its scenario
     */
    public static GameState game(At at, Dto.Game g) {
        String scenarioId = at.req(g.scenarioId(), "scenarioId");
        long steps = at.req(g.steps(), "steps");
        if (steps < 0) {
            throw at.field("steps").fail("cannot be negative, was " + steps);
        }
        RuleOptions options = options(at.field("options"), at.req(g.options(), "options"));
        Dto.Rng r = at.req(g.rng(), "rng");
        At rngAt = at.field("rng");
        long seed = rngAt.req(r.seed(), "seed");
        long counter = rngAt.req(r.counter(), "counter");
        if (counter < 0) {
            throw rngAt.field("counter").fail("cannot be negative, was " + counter);
        }
        RngState rng = new RngState(seed, counter);
        Party party = party(at.field("party"), at.req(g.party(), "party"));
        Progress progress = progress(at.field("progress"), at.req(g.progress(), "progress"));
        var phase = ReadPhase.phase(at.field("phase"), at.req(g.phase(), "phase"));
        ScenarioState ss = scenarioState(at.field("scenarioState"), at.req(g.scenarioState(), "scenarioState"));
        return at.build(() -> ImmutableGameState.builder()
                .scenarioId(scenarioId)
                .options(options)
                .rng(rng)
                .party(party)
                .progress(progress)
                .phase(phase)
                .steps(steps)
                .scenarioState(ss)
                .build());
    }

    static RuleOptions options(At at, Dto.Options o) {
        ImmutableRuleOptions.Builder b = ImmutableRuleOptions.builder()
                .edition(Names.EDITION.parse(at.field("edition"), at.req(o.edition(), "edition")))
                .followerGrowthCap(at.req(o.followerGrowthCap(), "followerGrowthCap"))
                .powerShot(at.req(o.powerShot(), "powerShot"))
                .rangedAttackIsDexterityRoll(at.req(o.rangedAttackIsDexterityRoll(), "rangedAttackIsDexterityRoll"))
                .fleeThreshold(Names.FLEE_THRESHOLD.parse(
                        at.field("fleeThreshold"), at.req(o.fleeThreshold(), "fleeThreshold")))
                .outnumberedFleeAlsoAtHalf(at.req(o.outnumberedFleeAlsoAtHalf(), "outnumberedFleeAlsoAtHalf"))
                .armourLossLowersCurrentLife(at.req(o.armourLossLowersCurrentLife(), "armourLossLowersCurrentLife"))
                .twoHeroFollowers(Names.TWO_HERO_FOLLOWERS.parse(
                        at.field("twoHeroFollowers"), at.req(o.twoHeroFollowers(), "twoHeroFollowers")))
                .releaseFollowersAnyTime(at.req(o.releaseFollowersAnyTime(), "releaseFollowersAnyTime"))
                .lifeCheckMayUseTechnique(at.req(o.lifeCheckMayUseTechnique(), "lifeCheckMayUseTechnique"))
                .powerAttackMeleeOnly(at.req(o.powerAttackMeleeOnly(), "powerAttackMeleeOnly"))
                .powerDefendAgainstMissiles(at.req(o.powerDefendAgainstMissiles(), "powerDefendAgainstMissiles"))
                .criticalExtraAttackWithAnyRangedWeapon(
                        at.req(o.criticalExtraAttackWithAnyRangedWeapon(), "criticalExtraAttackWithAnyRangedWeapon"))
                .squireSwapsAllHandItems(at.req(o.squireSwapsAllHandItems(), "squireSwapsAllHandItems"))
                .lanternPickUpTakesRound(at.req(o.lanternPickUpTakesRound(), "lanternPickUpTakesRound"))
                .retryLevelMayEqualPrevious(at.req(o.retryLevelMayEqualPrevious(), "retryLevelMayEqualPrevious"))
                .captureNeedsKnockout(at.req(o.captureNeedsKnockout(), "captureNeedsKnockout"))
                .holyWaterHitsAnyWeakGroup(at.req(o.holyWaterHitsAnyWeakGroup(), "holyWaterHitsAnyWeakGroup"))
                .friendshipBothEffects(at.req(o.friendshipBothEffects(), "friendshipBothEffects"))
                .knockoutImmunityIncludesConstructs(
                        at.req(o.knockoutImmunityIncludesConstructs(), "knockoutImmunityIncludesConstructs"))
                .craftArmsIncludesRangedWeapons(
                        at.req(o.craftArmsIncludesRangedWeapons(), "craftArmsIncludesRangedWeapons"))
                .fortifyUntilEndOfCombat(at.req(o.fortifyUntilEndOfCombat(), "fortifyUntilEndOfCombat"))
                .indoctrinateOnFleeing(at.req(o.indoctrinateOnFleeing(), "indoctrinateOnFleeing"))
                .magicalTargeOnlyWeakCreaturesInRooms(
                        at.req(o.magicalTargeOnlyWeakCreaturesInRooms(), "magicalTargeOnlyWeakCreaturesInRooms"))
                .searchingMonocleEmptyRoomsOnly(
                        at.req(o.searchingMonocleEmptyRoomsOnly(), "searchingMonocleEmptyRoomsOnly"))
                .warDoll(Names.WAR_DOLL.parse(at.field("warDoll"), at.req(o.warDoll(), "warDoll")))
                .escapedTileNotCounted(at.req(o.escapedTileNotCounted(), "escapedTileNotCounted"))
                .maxCoveredLevel(at.req(o.maxCoveredLevel(), "maxCoveredLevel"));
        return at.build(b::build);
    }

    static Party party(At at, Dto.Party p) {
        List<Hero> heroes = list(at.field("heroes"), at.req(p.heroes(), "heroes"), Read::hero);
        Followers followers = followers(at.field("followers"), at.req(p.followers(), "followers"));
        return at.build(() -> new Party(heroes, followers));
    }

    /**
     * A hero. Technique, Life and the sub-attribute are checked against their maximums here, so that the message
     * names the field.
     *
     * @param at where it is
     * @param h the record
     * @return the hero
     */
    public static Hero hero(At at, Dto.Hero h) {
        Dto.Growth g = at.req(h.growth(), "growth");
        At ga = at.field("growth");
        int gt = ga.req(g.technique(), "technique");
        int gl = ga.req(g.life(), "life");
        int gs = ga.req(g.subAttribute(), "subAttribute");
        int gf = ga.req(g.followers(), "followers");
        Growth growth = ga.build(() -> new Growth(gt, gl, gs, gf));
        Set<Spell> spells = EnumSet.noneOf(Spell.class);
        for (String s : set(at.field("spells"), at.req(h.spells(), "spells"))) {
            spells.add(Names.SPELL.parse(at.field("spells"), s));
        }
        Set<Miracle> miracles = EnumSet.noneOf(Miracle.class);
        for (String s : set(at.field("miracles"), at.req(h.miracles(), "miracles"))) {
            miracles.add(Names.MIRACLE.parse(at.field("miracles"), s));
        }
        ImmutableHero.Builder b = ImmutableHero.builder()
                .id(at.req(h.id(), "id"))
                .name(at.req(h.name(), "name"))
                .subAttribute(
                        Names.SUB_ATTRIBUTE.parse(at.field("subAttribute"), at.req(h.subAttribute(), "subAttribute")))
                .growth(growth)
                .level(at.req(h.level(), "level"))
                .experience(at.req(h.experience(), "experience"))
                .spells(spells)
                .miracles(miracles)
                .equipment(equipment(at.field("equipment"), at.req(h.equipment(), "equipment")))
                .effects(effects(at.field("effects"), at.req(h.effects(), "effects")));
        int technique = at.req(h.technique(), "technique");
        int life = at.req(h.life(), "life");
        int sub = at.req(h.subAttributeValue(), "subAttributeValue");
        // The scores at 0 are always within their maximums: build once to learn the maximums.
        Hero probe = at.build(() -> b.technique(0).life(0).subAttributeValue(0).build());
        within(at.field("technique"), technique, probe.maxTechnique(), "max Technique");
        within(at.field("life"), life, probe.maxLife(), "max Life");
        within(
                at.field("subAttributeValue"),
                sub,
                probe.maxSubAttribute(),
                "max " + probe.subAttribute().label());
        return at.build(() -> ImmutableHero.copyOf(probe)
                .withTechnique(technique)
                .withLife(life)
                .withSubAttributeValue(sub));
    }

    private static void within(At at, int value, int max, String what) {
        if (value < 0) {
            throw at.fail("cannot be negative, was " + value);
        }
        if (value > max) {
            throw at.fail(value + " is above " + what + " " + max);
        }
    }

    static Equipment equipment(At at, Dto.Equipment e) {
        List<Item> hands = list(at.field("hands"), at.req(e.hands(), "hands"), Read::item);
        Optional<Armour> armour = Optional.empty();
        if (e.armour() != null) {
            Item i = item(at.field("armour"), e.armour());
            if (!(i instanceof Armour a)) {
                throw at.field("armour").fail("'" + i.key() + "' is not armour");
            }
            armour = Optional.of(a);
        }
        List<Item> carried = list(at.field("carried"), at.req(e.carried(), "carried"), Read::item);
        int gold = at.req(e.gold(), "gold");
        int rations = at.req(e.rations(), "rations");
        Optional<Armour> worn = armour;
        return at.build(() -> new Equipment(hands, worn, carried, gold, rations));
    }

    static Item item(At at, String key) {
        Item i;
        try {
            i = Item.parse(key);
        } catch (RulesException e) {
            throw at.fail("unknown item key '" + At.shorten(key) + "'");
        }
        if (!i.key().equals(key)) {
            throw at.fail("'" + At.shorten(key) + "' is not the canonical key of " + i.key());
        }
        return i;
    }

    static SortedMap<String, Effect> effects(At at, Map<String, Dto.Effect> effects) {
        SortedMap<String, Effect> m = new TreeMap<>();
        for (Map.Entry<String, Dto.Effect> x : effects.entrySet()) {
            At e = at.key(x.getKey());
            Dto.Effect d = x.getValue();
            if (d == null) {
                throw e.fail("missing effect (null)");
            }
            String rule = e.req(d.rule(), "rule");
            Effect.Scope scope = Names.SCOPE.parse(e.field("scope"), e.req(d.scope(), "scope"));
            OptionalInt uses = d.usesLeft() == null ? OptionalInt.empty() : OptionalInt.of(d.usesLeft());
            TreeMap<CheckKind, Integer> mods = new TreeMap<>();
            for (Map.Entry<String, Integer> mod :
                    e.req(d.modifiers(), "modifiers").entrySet()) {
                At ma = e.field("modifiers").key(mod.getKey());
                CheckKind kind = Names.CHECK_KIND.parse(ma, mod.getKey());
                if (mod.getValue() == null) {
                    throw ma.fail("missing modifier (null)");
                }
                mods.put(kind, mod.getValue());
            }
            m.put(x.getKey(), e.build(() -> new Effect(x.getKey(), rule, scope, uses, mods)));
        }
        return m;
    }

    static Followers followers(At at, Dto.Followers f) {
        List<FollowerGroup> groups = new ArrayList<>();
        Set<FollowerKind> kinds = new HashSet<>();
        List<Dto.FollowerGroup> in = at.req(f.groups(), "groups");
        for (int i = 0; i < in.size(); i++) {
            At ga = at.field("groups").index(i);
            Dto.FollowerGroup g = in.get(i);
            if (g == null) {
                throw ga.fail("missing follower group (null)");
            }
            String key = ga.req(g.kind(), "kind");
            FollowerKind kind;
            try {
                kind = FollowerKind.parse(key);
            } catch (RulesException e) {
                throw ga.field("kind").fail("unknown follower kind '" + At.shorten(key) + "'");
            }
            if (!kind.key().equals(key)) {
                throw ga.field("kind").fail("'" + At.shorten(key) + "' is not the canonical key of " + kind.key());
            }
            if (!kinds.add(kind)) {
                throw ga.field("kind").fail("followers of kind '" + key + "' are listed twice");
            }
            int count = ga.req(g.count(), "count");
            groups.add(ga.build(() -> kind.times(count)));
        }
        int sorcery = at.req(f.magicianSorcery(), "magicianSorcery");
        Optional<Spell> spell = f.magicianSpell() == null
                ? Optional.empty()
                : Optional.of(Names.SPELL.parse(at.field("magicianSpell"), f.magicianSpell()));
        SortedMap<String, Effect> effects = effects(at.field("effects"), at.req(f.effects(), "effects"));
        Optional<WarDoll> doll = Optional.empty();
        if (f.warDoll() != null) {
            At da = at.field("warDoll");
            Dto.WarDoll w = f.warDoll();
            int life = da.req(w.life(), "life");
            boolean guardUsed = da.req(w.guardUsed(), "guardUsed");
            boolean sitsOut = da.req(w.sitsOut(), "sitsOut");
            doll = Optional.of(da.build(() -> new WarDoll(life, guardUsed, sitsOut)));
        }
        Optional<WarDoll> warDoll = doll;
        return at.build(() -> new Followers(groups, sorcery, spell, effects, warDoll));
    }

    static Progress progress(At at, DtoAdventure.Progress p) {
        int explorations = at.req(p.explorations(), "explorations");
        int cleared = at.req(p.tilesCleared(), "tilesCleared");
        SortedSet<String> potions = set(at.field("potionsUsed"), at.req(p.potionsUsed(), "potionsUsed"));
        Map<String, ReactionKind> memory = new TreeMap<>();
        for (Map.Entry<String, String> e :
                at.req(p.reactionMemory(), "reactionMemory").entrySet()) {
            At ma = at.field("reactionMemory").key(e.getKey());
            if (e.getValue() == null) {
                throw ma.fail("missing reaction (null)");
            }
            memory.put(e.getKey(), Names.REACTION.parse(ma, e.getValue()));
        }
        return at.build(() -> new Progress(explorations, cleared, potions, memory));
    }

    /**
     * A scenario's own state.
     *
     * @param at where it is
     * @param s the record
     * @return the state
     */
    public static ScenarioState scenarioState(At at, DtoAdventure.ScenarioState s) {
        SortedMap<String, Integer> counters = new TreeMap<>();
        for (Map.Entry<String, Integer> e : at.req(s.counters(), "counters").entrySet()) {
            if (e.getValue() == null) {
                throw at.field("counters").key(e.getKey()).fail("missing counter (null)");
            }
            counters.put(e.getKey(), e.getValue());
        }
        SortedSet<String> flags = set(at.field("flags"), at.req(s.flags(), "flags"));
        SortedMap<String, SortedSet<String>> sets = new TreeMap<>();
        for (Map.Entry<String, List<String>> e : at.req(s.sets(), "sets").entrySet()) {
            At sa = at.field("sets").key(e.getKey());
            if (e.getValue() == null) {
                throw sa.fail("missing set (null)");
            }
            sets.put(e.getKey(), set(sa, e.getValue()));
        }
        return at.build(() -> new ScenarioState(counters, flags, sets));
    }

    /** An array of strings read as a set: no null, no string twice. */
    static SortedSet<String> set(At at, List<String> values) {
        SortedSet<String> out = new TreeSet<>();
        for (int i = 0; i < values.size(); i++) {
            String v = values.get(i);
            if (v == null) {
                throw at.index(i).fail("missing value (null)");
            }
            if (!out.add(v)) {
                throw at.index(i).fail("'" + At.shorten(v) + "' is listed twice");
            }
        }
        return out;
    }

    /** An array of strings, none null. */
    static List<String> strings(At at, List<String> values) {
        return list(at, values, (a, v) -> v);
    }

    /** An array read element by element; a null element is missing. */
    static <T, R> List<R> list(At at, List<T> values, BiFunction<At, T, R> read) {
        List<R> out = new ArrayList<>(values.size());
        for (int i = 0; i < values.size(); i++) {
            T v = values.get(i);
            if (v == null) {
                throw at.index(i).fail("missing value (null)");
            }
            out.add(read.apply(at.index(i), v));
        }
        return out;
    }
}

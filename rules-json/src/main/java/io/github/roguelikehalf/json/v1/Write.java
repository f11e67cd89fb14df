package io.github.roguelikehalf.json.v1;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;

/** Core values to the records of format version 1. */
public final class Write {

    /** The format's name. */
    public static final String FORMAT = "roguelike-half/snapshot";

    /** This version. */
    public static final int VERSION = 1;

    private Write() {}

    /**
     * A game's document.
     *
     * @param s the state
     * @return the document
     */
    public static Dto.Snapshot snapshot(GameState s) {
        return new Dto.Snapshot(FORMAT, VERSION, Kinds.GAME, game(s), null, null);
    }

    /**
     * A hero's document.
     *
     * @param h the hero
     * @return the document
     */
    public static Dto.Snapshot snapshot(Hero h) {
        return new Dto.Snapshot(FORMAT, VERSION, Kinds.HERO, null, hero(h), null);
    }

    /**
     * A scenario state's document.
     *
     * @param s the scenario state
     * @return the document
     */
    public static Dto.Snapshot snapshot(ScenarioState s) {
        return new Dto.Snapshot(FORMAT, VERSION, Kinds.SCENARIO_STATE, null, null, scenarioState(s));
    }

    static Dto.Game game(GameState s) {
        return new Dto.Game(
                s.scenarioId(),
                s.steps(),
                options(s.options()),
                new Dto.Rng(s.rng().seed(), s.rng().counter()),
                new Dto.Party(
                        list(s.party().heroes(), Write::hero),
                        followers(s.party().followers())),
                progress(s.progress()),
                WritePhase.phase(s.phase()),
                scenarioState(s.scenarioState()));
    }

    static Dto.Options options(RuleOptions o) {
        return new Dto.Options(
                Names.EDITION.name(o.edition()),
                o.followerGrowthCap(),
                o.powerShot(),
                o.rangedAttackIsDexterityRoll(),
                Names.FLEE_THRESHOLD.name(o.fleeThreshold()),
                o.outnumberedFleeAlsoAtHalf(),
                o.armourLossLowersCurrentLife(),
                Names.TWO_HERO_FOLLOWERS.name(o.twoHeroFollowers()),
                o.releaseFollowersAnyTime(),
                o.lifeCheckMayUseTechnique(),
                o.powerAttackMeleeOnly(),
                o.powerDefendAgainstMissiles(),
                o.criticalExtraAttackWithAnyRangedWeapon(),
                o.squireSwapsAllHandItems(),
                o.lanternPickUpTakesRound(),
                o.retryLevelMayEqualPrevious(),
                o.captureNeedsKnockout(),
                o.holyWaterHitsAnyWeakGroup(),
                o.friendshipBothEffects(),
                o.knockoutImmunityIncludesConstructs(),
                o.craftArmsIncludesRangedWeapons(),
                o.fortifyUntilEndOfCombat(),
                o.indoctrinateOnFleeing(),
                o.magicalTargeOnlyWeakCreaturesInRooms(),
                o.searchingMonocleEmptyRoomsOnly(),
                Names.WAR_DOLL.name(o.warDoll()),
                o.escapedTileNotCounted(),
                o.maxCoveredLevel());
    }

    static Dto.Hero hero(Hero h) {
        Growth g = h.growth();
        return new Dto.Hero(
                h.id(),
                h.name(),
                Names.SUB_ATTRIBUTE.name(h.subAttribute()),
                new Dto.Growth(g.technique(), g.life(), g.subAttribute(), g.followers()),
                h.level(),
                h.experience(),
                h.technique(),
                h.life(),
                h.subAttributeValue(),
                sorted(h.spells(), (Spell s) -> Names.SPELL.name(s)),
                sorted(h.miracles(), (Miracle m) -> Names.MIRACLE.name(m)),
                equipment(h.equipment()),
                effects(h.effects()));
    }

    static Dto.Equipment equipment(Equipment e) {
        return new Dto.Equipment(
                list(e.hands(), Item::key),
                e.armour().map(Item::key).orElse(null),
                list(e.carried(), Item::key),
                e.gold(),
                e.rations());
    }

    static SortedMap<String, Dto.Effect> effects(Map<String, Effect> effects) {
        SortedMap<String, Dto.Effect> m = new TreeMap<>();
        for (Effect e : effects.values()) {
            SortedMap<String, Integer> mods = new TreeMap<>();
            for (Map.Entry<CheckKind, Integer> x : e.modifiers().entrySet()) {
                mods.put(Names.CHECK_KIND.name(x.getKey()), x.getValue());
            }
            m.put(
                    e.key(),
                    new Dto.Effect(
                            e.rule(),
                            Names.SCOPE.name(e.scope()),
                            e.usesLeft().isPresent() ? e.usesLeft().getAsInt() : null,
                            mods));
        }
        return m;
    }

    static Dto.Followers followers(Followers f) {
        return new Dto.Followers(
                list(f.groups(), (FollowerGroup g) -> new Dto.FollowerGroup(g.key(), g.count())),
                f.magicianSorcery(),
                f.magicianSpell().map(Names.SPELL::name).orElse(null),
                effects(f.effects()),
                f.warDoll()
                        .map(w -> new Dto.WarDoll(w.life(), w.guardUsed(), w.sitsOut()))
                        .orElse(null));
    }

    static DtoAdventure.Progress progress(Progress p) {
        SortedMap<String, String> memory = new TreeMap<>();
        p.reactionMemory().forEach((tile, kind) -> memory.put(tile, Names.REACTION.name(kind)));
        return new DtoAdventure.Progress(
                p.explorations(), p.tilesCleared(), sorted(p.potionsUsed(), Function.identity()), memory);
    }

    static DtoAdventure.Encounter encounter(Encounter e) {
        return new DtoAdventure.Encounter(
                e.tileId(),
                list(
                        e.enemies(),
                        (EnemyGroup g) -> new DtoAdventure.EnemyGroup(
                                g.id(),
                                g.creatureId(),
                                g.initial(),
                                g.current(),
                                g.fled(),
                                g.fightToTheDeath(),
                                g.slept())));
    }

    static DtoAdventure.Window window(Window w) {
        return new DtoAdventure.Window(
                Names.WINDOW.name(w.kind()),
                w.reaction().map(Write::reaction).orElse(null),
                w.defender().orElse(null),
                w.attacker().orElse(null),
                w.damage(),
                w.ranged(),
                sorted(w.used(), Function.identity()));
    }

    static DtoAdventure.Reaction reaction(Reaction r) {
        return new DtoAdventure.Reaction(
                Names.REACTION.name(r.kind()),
                r.bribe().map(Write::bribe).orElse(null),
                r.scenarioKey().orElse(null));
    }

    static DtoAdventure.Bribe bribe(Bribe b) {
        return new DtoAdventure.Bribe(Names.BRIBE.name(b.kind()), b.amount());
    }

    static DtoAdventure.Choice choice(Choice c) {
        return new DtoAdventure.Choice(c.key(), c.actor(), c.prompt(), c.rule(), c.options());
    }

    static DtoAdventure.Combat combat(Combat c) {
        return new DtoAdventure.Combat(
                encounter(c.encounter()),
                c.heroesFirst(),
                c.round(),
                Names.STAGE.name(c.stage()),
                sorted(c.acted(), Function.identity()),
                c.extraAttack().orElse(null),
                sorted(c.magicWeaponUsed(), Function.identity()),
                c.bowmenShot(),
                c.heroHalfDone(),
                c.enemyHalfDone(),
                list(c.incoming(), (Combat.Incoming i) -> new DtoAdventure.Incoming(i.recipient(), i.attacker())),
                c.escaping(),
                c.window().map(Write::window).orElse(null),
                c.enemyActionsDone(),
                sorted(c.enemiesActing(), Function.identity()),
                effects(c.effects()),
                sorted(c.protectors(), Function.identity()),
                sorted(c.indoctrinateTried(), Function.identity()),
                c.choice().map(Write::choice).orElse(null));
    }

    static DtoAdventure.ScenarioState scenarioState(ScenarioState s) {
        SortedMap<String, List<String>> sets = new TreeMap<>();
        s.sets().forEach((k, v) -> sets.put(k, sorted(v, Function.identity())));
        return new DtoAdventure.ScenarioState(
                new TreeMap<>(s.counters()), sorted(s.flags(), Function.identity()), sets);
    }

    static <T, R> List<R> list(Collection<T> values, Function<T, R> f) {
        List<R> out = new ArrayList<>(values.size());
        for (T v : values) {
            out.add(f.apply(v));
        }
        return out;
    }

    /** A set as an array in canonical order: sorted by the names written. */
    static <T> List<String> sorted(Collection<T> values, Function<T, String> name) {
        List<String> out = new ArrayList<>(values.size());
        for (T v : values) {
            out.add(name.apply(v));
        }
        out.sort(null);
        return out;
    }
}

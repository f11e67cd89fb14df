package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Shared fixtures of the combat tests (EN §36-§38, §42 / JP §35-§37, §42), and checks that the fixtures themselves
 * reach the situations the other {@code Combat*Test} classes start from.
 *
 * <p>{@link Fight} drives the engine with scripted dice and insists that every scripted face is used, so each test
 * states exactly which dice the rules roll.
 */
class CombatSupportTest {

    static final RuleOptions EN = RuleOptions.englishEdition();
    static final RuleOptions JP = RuleOptions.japaneseVer46();

    static final String COMBAT = "EN §36 / JP §35";
    static final String CREATURES = "EN §37 / JP §35";
    static final String FLEEING = "EN §38 / JP §37";
    static final String FOLLOWERS = "EN §33 / JP §32";
    static final String ESCAPE = "EN §42 / JP §42";
    static final String ENCOUNTER = "EN §35 / JP §34";
    static final String EQUIPMENT = "EN §28 / JP §27";
    static final String CRITICAL = "EN §8 / JP §8";
    static final String TREASURE = "EN §39-§40 / JP §38-§39";

    static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
    static final FollowerKind SWORDSMAN = FollowerKind.of(FollowerType.SWORDSMAN, DamageType.SLASHING);
    static final FollowerKind BOWMAN = FollowerKind.of(FollowerType.BOWMAN, DamageType.SLASHING);
    static final FollowerKind MAGICIAN = FollowerKind.of(FollowerType.MAGICIAN, DamageType.BLUNT);
    static final FollowerKind LAMPLIGHTER = FollowerKind.of(FollowerType.LAMPLIGHTER);
    static final FollowerKind SQUIRE = FollowerKind.of(FollowerType.SQUIRE);

    // ------------------------------------------------------------------ heroes

    /** A hero with no growth: Technique 0 (EN §15 / JP §15), the starting kit of the sub-attribute (EN §26 / JP §25). */
    static Hero hero(String id, SubAttribute sa, RuleOptions o) {
        return Hero.create(HeroSpec.builder().id(id).name(id).subAttribute(sa).build(), o);
    }

    /**
     * A Divinity hero: Technique 0, Life 5 (4 + chain armour), one-handed weapon and lantern in hand, chain armour
     * (+1 defense), wood shield carried. Never asked how to defend (no Power Defend), so defenses roll on their own.
     */
    static Hero priest(String id, RuleOptions o) {
        return hero(id, SubAttribute.DIVINITY, o);
    }

    static Hero priest(RuleOptions o) {
        return priest("hero-1", o);
    }

    /** A Divinity hero with some Technique bought (4 experience a point). */
    static Hero priest(RuleOptions o, int technique) {
        return Hero.create(
                HeroSpec.builder()
                        .name("hero-1")
                        .subAttribute(SubAttribute.DIVINITY)
                        .growth(new Growth(technique, 0, 0, 0))
                        .build(),
                o);
    }

    /** A Strength hero with the two-handed kit: Strength 2, Life 6 (plate), two-handed weapon alone in hand. */
    static Hero warrior(RuleOptions o) {
        return Hero.create(
                HeroSpec.builder()
                        .name("hero-1")
                        .subAttribute(SubAttribute.STRENGTH)
                        .strengthKit(StrengthKit.TWO_HANDED_WEAPON)
                        .build(),
                o);
    }

    /** A Dexterity hero holding the bow or sling (both hands): Dexterity 2, Life 6 (leather), light weapon carried. */
    static Hero archer(RuleOptions o, RangedWeapon weapon) {
        return Hero.create(
                HeroSpec.builder()
                        .name("hero-1")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .dexterityRangedWeapon(weapon)
                        .hands(List.<Item>of(weapon))
                        .build(),
                o);
    }

    /** The hero with other hands and extra carried items (the state is plain data, EN §27 / JP §26). */
    static Hero equipped(Hero h, List<Item> hands, Item... extraCarried) {
        Equipment e = h.equipment();
        List<Item> pool = new ArrayList<>(e.hands());
        pool.addAll(e.carried());
        for (Item i : hands) {
            pool.remove(i);
        }
        pool.addAll(List.of(extraCarried));
        Equipment next = new Equipment(hands, e.armour(), pool, e.gold(), e.rations());
        ImmutableHero changed = ImmutableHero.copyOf(h).withEquipment(next);
        return changed.withLife(changed.maxLife());
    }

    static Party party(Hero... heroes) {
        return new Party(List.of(heroes), Followers.none());
    }

    static Party hire(Party p, FollowerKind kind, int count, RuleOptions o) {
        return p.hire(p.heroes().get(0).id(), kind, count, o);
    }

    // ------------------------------------------------------------------ the fight driver

    /** One adventure of {@link TestCrypt} driven with scripted dice. */
    static final class Fight {
        final Engine engine;
        GameState state;
        List<Event> events = List.of();

        Fight(Party party, RuleOptions options) {
            this(Engine.of(new TestCrypt()), party, options);
        }

        Fight(Engine engine, Party party, RuleOptions options) {
            this.engine = engine;
            state = engine.start(party, options, 7L);
        }

        /** Applies an action with exactly these faces: every one must be used. */
        Fight act(Action action, int... faces) {
            ScriptedDice dice = Dice.of(faces);
            Transition t = engine.apply(state, action, dice);
            assertThat(dice.remaining()).as("dice left unused after " + action).isEmpty();
            state = t.state();
            events = t.events();
            return this;
        }

        /** Explores: the d66 faces, then the faces for the number appearing. */
        Fight explore(int... faces) {
            return act(new Action.Explore(), faces);
        }

        /**
         * Puts the party before these groups in the test hall, through the testkit's {@link Fixture} (the same party,
         * options and seed, so the same start): as if the tile held them (two groups, chosen counts).
         */
        Fight meet(EnemyGroup... groups) {
            Fixture f = Fixture.of(engine).options(state.options()).seed(7L);
            for (Hero h : state.party().heroes()) {
                f = f.hero(h.restored()); // the fixture starts an adventure; the party is put back below
            }
            for (FollowerGroup g : state.party().followers().groups()) {
                f = f.follower(g.kind(), g.count());
            }
            GameState met = f.encounter("99", List.of(groups));
            // a test may have changed the party since the start (e.g. Life lost): keep it
            state = engine.validate(ImmutableGameState.copyOf(met).withParty(state.party()));
            return this;
        }

        /** Sets a hero's current Life, as if hurt earlier. */
        Fight life(String hero, int life) {
            Hero h = state.party().hero(hero);
            state = ImmutableGameState.copyOf(state)
                    .withParty(state.party().with(ImmutableHero.copyOf(h).withLife(life)));
            return this;
        }

        /** Sets a hero's current sub-attribute (Sorcery, Divinity, Strength), as if spent earlier. */
        Fight sub(String hero, int value) {
            Hero h = state.party().hero(hero);
            state = ImmutableGameState.copyOf(state)
                    .withParty(state.party().with(ImmutableHero.copyOf(h).withSubAttributeValue(value)));
            return this;
        }

        Decision decision() {
            return engine.decision(state).orElseThrow();
        }

        List<Action> legal() {
            return engine.legalActions(state);
        }

        Combat combat() {
            return ((Phase.Fighting) state.phase()).combat();
        }

        /** An enemy group of the fight, or of the creatures being approached. */
        EnemyGroup enemy(String id) {
            Encounter e = state.phase() instanceof Phase.Approaching a ? a.encounter() : combat().encounter();
            return e.enemies().get(e.indexOf(id));
        }

        Hero hero(String id) {
            return state.party().hero(id);
        }

        Hero hero() {
            return state.party().heroes().get(0);
        }

        int followers(FollowerKind kind) {
            return state.party().followers().count(kind);
        }

        /** The checks rolled by the last action, in order. */
        List<CheckResult> checks() {
            return events.stream()
                    .filter(e -> e.check().isPresent())
                    .map(e -> e.check().get())
                    .toList();
        }

        /** The events of the last action that carry a check. */
        List<Event> checkEvents() {
            return events.stream().filter(e -> e.check().isPresent()).toList();
        }

        /** The texts of the last action's events, in order. */
        List<String> texts() {
            return events.stream().map(Event::text).toList();
        }

        /** The event with this exact text. */
        Event event(String text) {
            return events.stream()
                    .filter(e -> e.text().equals(text))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no event '" + text + "' in " + texts()));
        }
    }

    /** The modifiers of a check, as "name value" strings. */
    static List<String> mods(CheckResult r) {
        return r.check().modifiers().stream().map(Modifier::toString).collect(Collectors.toList());
    }

    static EnemyGroup group(String id, io.github.roguelikehalf.rules.creature.Creature c, int count) {
        return new EnemyGroup(id, c.id(), count, count, false, false);
    }

    // ------------------------------------------------------------------ the fixtures themselves

    @Test
    void aPriestIsTechniqueZeroLifeFiveWithWeaponAndLanternInHandAndChainArmour() {
        Hero h = priest(EN);
        assertThat(h.technique()).isZero();
        assertThat(h.life()).isEqualTo(5);
        assertThat(h.equipment().holdsLantern()).isTrue();
        assertThat(h.equipment().heldWeapon()).isPresent();
        assertThat(h.equipment().armour().orElseThrow().key()).isEqualTo("chain-armour");
    }

    @Test
    void exploringD66SixtyTwoMeetsTheOgreAndAttackingFirstSkipsRoundZeroForAMeleeHero() {
        // EN §34-§36 / JP §33-§35: d66 62 is the ogre; a hero without a ranged weapon has nothing to do in round 0.
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2);
        assertThat(f.decision()).isInstanceOf(Decision.Approach.class);
        // EN §27-§28 / JP §26-§27: the priest may take his wood shield in hand instead of the lantern
        assertThat(f.legal())
                .containsExactly(new Action.AttackFirst(), new Action.Wait(), new Action.Swap("hero-1", "wood-shield"));
        f.act(new Action.AttackFirst());
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1",
                        1,
                        List.of(
                                new Action.Attack("hero-1", "ogre", false),
                                new Action.Swap("hero-1", "wood-shield"),
                                new Action.Hold("hero-1"),
                                new Action.Escape())));
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
    }

    @Test
    void meetReplacesTheCreaturesWithTwoGroups() {
        Fight f = new Fight(Party.of(priest(EN)), EN)
                .meet(group("goblins", TestCrypt.GOBLIN, 2), group("rats", TestCrypt.RAT, 3));
        f.act(new Action.AttackFirst());
        assertThat(f.legal())
                .containsExactly(
                        new Action.Attack("hero-1", "goblins", false),
                        new Action.Attack("hero-1", "rats", false),
                        new Action.Swap("hero-1", "wood-shield"),
                        new Action.Hold("hero-1"),
                        new Action.Escape());
    }
}

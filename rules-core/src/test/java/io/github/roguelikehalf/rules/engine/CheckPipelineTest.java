package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSpellsTest.cast;
import static io.github.roguelikehalf.rules.engine.CombatSpellsTest.fight;
import static io.github.roguelikehalf.rules.engine.CombatSpellsTest.mage;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.mods;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioChecks;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Traps;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one check pipeline, through {@code Engine.apply} with scripted dice: every roll (spell, search, holy water,
 * trap, scenario check, magic resistance) gathers the roller's effects and spends one use of those with uses (EN §7-§10
 * / JP §7-§10); a check named after a sub-attribute may use its current value (EN §9 / JP §9).
 */
@DisplayName("The check pipeline (EN §7-§10 / JP §7-§10)")
class CheckPipelineTest {

    static List<RuleOptions> presets() {
        return List.of(RuleOptions.englishEdition(), RuleOptions.japaneseVer46());
    }

    /** +1 to every kind of check, for one roll: the shape of Knight of Twilight's altar blessing (EN §68). */
    static final Effect ONCE = once();

    private static Effect once() {
        Effect e = Effect.of("blessing", "test", Effect.Scope.ADVENTURE);
        for (CheckKind k : CheckKind.values()) {
            e = e.withModifier(k, 1);
        }
        return e.withUses(1);
    }

    private static Hero with(Hero h, Effect e) {
        return h.withEffect(e);
    }

    @ParameterizedTest
    @MethodSource("presets")
    @DisplayName("EN §18 / JP §18: a one-use +1 helps the next spell roll (4 + Sorcery 3 + 1 = 8) and is spent by it")
    void spellRollSpendsOneUse(RuleOptions o) {
        Hero mage = with(mage("hero-1", o, 3, Spell.KNOCKOUT), ONCE);
        Fight f = fight(Party.of(mage), o, Optional.empty())
                .sub("hero-1", 3)
                .meet(group("goblins", MagicHall.GOBLIN, 6), group("ogre", MagicHall.OGRE, 4))
                .act(new Action.AttackFirst());

        f.act(cast("hero-1", Spell.KNOCKOUT, "goblins"), 4);

        assertThat(f.checks()).hasSize(1);
        assertThat(mods(f.checks().get(0))).containsExactly("blessing +1");
        assertThat(f.checks().get(0).total()).isEqualTo(8);
        assertThat(f.texts()).contains("hero-1: blessing is used up");
        assertThat(f.events.stream().flatMap(e -> e.fact().stream()))
                .contains(new Fact.EffectEnded("hero-1", "blessing"));
        assertThat(f.hero().effects()).doesNotContainKey("blessing");
    }

    @ParameterizedTest
    @MethodSource("presets")
    @DisplayName("EN §25 / JP §24: a Search roll takes the hero's effects (1 + Dexterity 2 + 1) and spends the use")
    void searchTakesEffects(RuleOptions o) {
        Hero h = with(hero("hero-1", SubAttribute.DEXTERITY, Growth.NONE), ONCE);
        GameState s = Engine.of(new TestCrypt()).start(Party.of(h), o, 1L);
        GameState rolled = play(s, "explore", 2, 3).state();

        // a 1 fumbles whatever the modifiers: the rolled tile 23 is entered and 4 goblins appear
        Transition t = play(rolled, "search hero-1", 1, 4);

        CheckResult r =
                t.events().stream().flatMap(e -> e.check().stream()).findFirst().orElseThrow();
        assertThat(r.check().basis()).isEqualTo(Basis.DEXTERITY);
        assertThat(mods(r)).contains("blessing +1");
        assertThat(t.state().party().hero("hero-1").effects()).doesNotContainKey("blessing");
    }

    @Test
    @DisplayName("EN §28 / JP §27: holy water's Dexterity roll takes the hero's effects: 3 + 0 + 1 = 4 hits")
    void holyWaterTakesEffects() {
        RuleOptions o = RuleOptions.englishEdition();
        Hero p = priest(o);
        p = with(ImmutableHero.copyOf(p).withEquipment(p.equipment().add(Gear.HOLY_WATER)), ONCE);
        Fight f =
                new Fight(Party.of(p), o).meet(group("lord", TestCrypt.LORD, 5)).act(new Action.AttackFirst());

        f.act(new Action.Throw("hero-1", "holy-water", "lord"), 3);

        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.enemy("lord").current()).isEqualTo(3);
        assertThat(f.hero().effects()).doesNotContainKey("blessing");
    }

    // ------------------------------------------------------------------ traps and scenario checks

    private static final Engine HALL = Engine.of(new RollHall());

    /** Explores to a tile of the tens digit (units 1): the hall rolls there (a Dexterity hero enters without Search). */
    private static Transition roll(GameState s, int tens, int... faces) {
        if (s.party().heroes().get(0).subAttribute() == SubAttribute.DEXTERITY) {
            GameState rolled = play(HALL, s, "explore", tens, 1).state();
            return play(HALL, rolled, "enter", faces);
        }
        int[] all = new int[faces.length + 2];
        all[0] = tens;
        all[1] = 1;
        System.arraycopy(faces, 0, all, 2, faces.length);
        return play(HALL, s, "explore", all);
    }

    private static CheckResult check(Transition t) {
        return t.events().stream().flatMap(e -> e.check().stream()).findFirst().orElseThrow();
    }

    private static GameState start(Hero h, RuleOptions o) {
        return HALL.start(Party.of(h), o, 1L);
    }

    @ParameterizedTest
    @MethodSource("presets")
    @DisplayName("EN §9 / JP §9: a Dexterity hero meets a trap on his current Dexterity (2 > Technique 0), 1 spent")
    void trapOnDexterity(RuleOptions o) {
        // a Sorcery hero has no choice: Technique
        Transition plain = roll(start(hero("hero-1", SubAttribute.SORCERY, Growth.NONE), o), 1, 4);
        assertThat(check(plain).check().basis()).isEqualTo(Basis.TECHNIQUE);

        Hero dex = hero("hero-1", SubAttribute.DEXTERITY, Growth.NONE);
        int before = dex.subAttributeValue();
        Transition t = roll(start(dex, o), 1, 2);

        CheckResult r = check(t);
        assertThat(r.check().basis()).isEqualTo(Basis.DEXTERITY);
        assertThat(r.check().basisValue()).isEqualTo(2);
        assertThat(t.state().party().hero("hero-1").subAttributeValue()).isEqualTo(before - 1);
    }

    @Test
    @DisplayName("EN §9 / JP §9: with Dexterity no higher than Technique the hero keeps Technique and spends nothing")
    void trapOnTechniqueWhenNotBetter() {
        RuleOptions o = RuleOptions.englishEdition();
        Hero dex = hero("hero-1", SubAttribute.DEXTERITY, new Growth(1, 0, 0, 0));
        GameState s = start(dex, o);
        // Dexterity spent down to 1 earlier in the adventure, the hero's Technique is 1
        s = ImmutableGameState.copyOf(s)
                .withParty(s.party().with(ImmutableHero.copyOf(dex).withSubAttributeValue(1)));
        Transition t = roll(s, 1, 4);

        assertThat(check(t).check().basis()).isEqualTo(Basis.TECHNIQUE);
        assertThat(t.state().party().hero("hero-1").subAttributeValue()).isEqualTo(1);
    }

    @ParameterizedTest
    @MethodSource("presets")
    @DisplayName("EN §9, §20 / JP §9, §20: a Priest rolls against a curse on Divinity (2), spending 1")
    void priestOnDivinity(RuleOptions o) {
        Hero priest = hero("hero-1", SubAttribute.DIVINITY, Growth.NONE);
        Transition t = roll(start(priest, o), 2, 3);

        CheckResult r = check(t);
        assertThat(r.check().kind()).isEqualTo(CheckKind.DIVINITY);
        assertThat(r.check().basis()).isEqualTo(Basis.DIVINITY);
        assertThat(r.total()).isEqualTo(5);
        assertThat(t.events().stream().map(Event::text)).contains("hero-1 lifts the curse: success");
        assertThat(t.state().party().hero("hero-1").subAttributeValue()).isEqualTo(1);
    }

    @ParameterizedTest
    @MethodSource("presets")
    @DisplayName("EN §9 / JP §9: magic resistance on Sorcery for a Sorcery hero; a Strength hero keeps Technique")
    void magicResistanceOnSorcery(RuleOptions o) {
        Transition t = roll(start(hero("hero-1", SubAttribute.SORCERY, Growth.NONE), o), 3, 2);
        assertThat(check(t).check().basis()).isEqualTo(Basis.SORCERY);
        assertThat(check(t).total()).isEqualTo(4);

        Transition s = roll(start(hero("hero-1", SubAttribute.STRENGTH, Growth.NONE), o), 3, 2);
        assertThat(check(s).check().basis()).isEqualTo(Basis.TECHNIQUE);
    }

    @Test
    @DisplayName("EN §33 / JP §32: a kind of follower rolls once with its Technique and the followers' effects")
    void followersRollWithTheirEffects() {
        RuleOptions o = RuleOptions.englishEdition();
        FollowerKind soldier = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
        Party p = Party.of(hero("hero-1", SubAttribute.SORCERY, Growth.NONE))
                .with(Followers.none().add(soldier, 2).withEffect(ONCE));
        Transition t = roll(HALL.start(p, o, 1L), 4, 3);

        CheckResult r = check(t);
        assertThat(r.check().subject()).isEqualTo("soldier/blunt");
        assertThat(r.total()).isEqualTo(4);
        assertThat(t.events().stream().map(Event::text))
                .containsSubsequence("soldier/blunt resist the spell: success", "followers: blessing is used up");
        assertThat(t.state().party().followers().effects()).isEmpty();
    }

    @Test
    @DisplayName("a scenario's check is rolled by a living hero or a follower kind of the party, nobody else")
    void rollerMustBeInTheParty() {
        GameState s = start(hero("hero-1", SubAttribute.SORCERY, Growth.NONE), RuleOptions.englishEdition());
        assertThatThrownBy(() -> roll(s, 5))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("a check is rolled by a hero or a kind of follower, not by 'party'");
        assertThatThrownBy(() -> roll(s, 6))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("'hero-9' is not a living hero of the party");
    }

    /**
     * Every tile rolls, by the tens digit: 1 a trap (Dexterity, 5), 2 a Divinity roll (4), 3 magic resistance (4), 4
     * the soldiers' magic resistance (4), 5 a roll by the party (refused), 6 a roll by a stranger (refused).
     */
    static final class RollHall implements Scenario {
        @Override
        public String id() {
            return "roll-hall";
        }

        @Override
        public String title() {
            return "The Roll Hall";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.of(Tile.event(id, "a hall", "roll"));
        }

        @Override
        public Optional<Creature> creature(String id) {
            return Optional.empty();
        }

        @Override
        public void onEvent(ScenarioContext ctx, Tile tile) {
            switch (tile.id().charAt(0)) {
                case '1' -> Traps.spring(ctx, TrapsTest.SPEAR, List.of("hero-1"));
                case '2' -> ScenarioChecks.hero(ctx, "hero-1", CheckKind.DIVINITY, 4, "test", "lifts the curse");
                case '3' -> ScenarioChecks.hero(ctx, "hero-1", CheckKind.MAGIC_RESISTANCE, 4, "test", "resists");
                case '4' ->
                    ScenarioChecks.followers(
                            ctx, "soldier/blunt", CheckKind.MAGIC_RESISTANCE, 4, "test", "resist the spell");
                case '5' -> ctx.check(Actor.party(), CheckKind.PLAIN, 4, List.of(), "test", r -> "party rolls");
                default -> ScenarioChecks.hero(ctx, "hero-9", CheckKind.PLAIN, 4, "test", "rolls");
            }
        }
    }
}

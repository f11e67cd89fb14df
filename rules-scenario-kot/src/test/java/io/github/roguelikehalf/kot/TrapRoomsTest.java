package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The traps of tiles 41-46 (EN §69) through {@code Engine.apply} with scripted dice. A Strength hero of the test kit
 * has Technique 0, Life 6 and no lantern in hand; a Sorcery hero has Technique 0, Life 5, cloth armour (+1 to
 * Dexterity rolls) and a lantern in hand. A Dexterity roll is 1d6 + Technique (+ armour) against the difficulty.
 */
@DisplayName("Knight of Twilight: traps, tiles 41-46 (EN §69)")
class TrapRoomsTest {

    private static final Engine ENGINE = Engine.of(new KnightOfTwilight());

    /** Applies an action with scripted faces, all of which must be used. */
    static Transition play(GameState s, String action, int... faces) {
        ScriptedDice dice = Dice.of(faces);
        Transition t = ENGINE.apply(s, Action.parse(action), dice);
        assertThat(dice.remaining())
                .as("unused scripted faces after '%s'", action)
                .isEmpty();
        return t;
    }

    /** The texts of the events of a rule section. */
    static List<String> texts(Transition t, String rule) {
        return t.events().stream()
                .filter(e -> e.rule().equals(rule))
                .map(Event::text)
                .toList();
    }

    private static GameState strengthWithLampAndPorter() {
        return Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .follower(FollowerType.LAMPLIGHTER, 1)
                .follower(FollowerType.PORTER, 1)
                .exploring();
    }

    private static GameState sorcererAlone() {
        return Fixture.of(new KnightOfTwilight()).hero(SubAttribute.SORCERY).exploring();
    }

    @Test
    @DisplayName(
            "EN §69, 41 spear thrower: one random character (1d3 of three), Dexterity 5: 3 fails, 1 Life; 5 avoids")
    void spearThrower() {
        Transition t = play(strengthWithLampAndPorter(), "explore", 4, 1, 1, 3);
        assertThat(texts(t, "EN §69"))
                .containsExactly(
                        "spear thrower targets hero-1",
                        "hero-1 against the spear thrower: caught",
                        "hero-1 loses 1 Life: 5 left");
        assertThat(t.state().party().hero("hero-1").life()).isEqualTo(5);
        assertThat(t.state().progress().tilesCleared()).isEqualTo(1);

        Transition ok = play(strengthWithLampAndPorter(), "explore", 4, 1, 1, 5);
        assertThat(ok.state().party().hero("hero-1").life()).isEqualTo(6);
    }

    @Test
    @DisplayName(
            "EN §69, 41 with the altar's blessing (EN §68, 33): 3 + 1 armour + 1 = 5 avoids the spear, and the blessing is spent")
    void blessingHelpsAgainstTraps() {
        GameState s = sorcererAlone();
        Hero h = s.party().hero("hero-1");
        Effect blessing = Effect.of(EventRooms.ALTAR_BLESSING, Keys.EVENTS, Effect.Scope.ADVENTURE)
                .withModifier(io.github.roguelikehalf.rules.check.CheckKind.DEXTERITY, 1)
                .withUses(1);
        GameState blessed = io.github.roguelikehalf.rules.engine.ImmutableGameState.copyOf(s)
                .withParty(s.party().with(h.withEffect(blessing)));

        Transition t = play(blessed, "explore", 4, 1, 3);

        assertThat(texts(t, "EN §69")).containsExactly("hero-1 against the spear thrower: avoided");
        assertThat(t.state().party().hero("hero-1").effects()).isEmpty();
        assertThat(play(s, "explore", 4, 1, 3).state().party().hero("hero-1").life())
                .isEqualTo(4);
    }

    @Test
    @DisplayName(
            "EN §69, 42 oil bottle: Dexterity 3 failed (1 + 1 armour): oil-soaked, and the lantern in hand burns 1d3 (a 4 is 2)")
    void oilBottleWithLantern() {
        Transition t = play(sorcererAlone(), "explore", 4, 2, 1, 4);
        Hero h = t.state().party().hero("hero-1");
        assertThat(h.effects()).containsKey(Effect.OIL_SOAKED);
        assertThat(h.life()).isEqualTo(3);
        assertThat(texts(t, "EN §69"))
                .contains("the oil catches fire on hero-1's lantern", "hero-1 loses 2 Life: 3 left");
    }

    @Test
    @DisplayName(
            "EN §69, 42 oil bottle: no lantern in hand, no fire; a success (2 + 1 armour) leaves the hero clean and unburnt")
    void oilBottleWithoutLanternOrAvoided() {
        Transition t = play(strengthWithLampAndPorter(), "explore", 4, 2, 1, 2);
        Hero h = t.state().party().hero("hero-1");
        assertThat(h.effects()).containsKey(Effect.OIL_SOAKED);
        assertThat(h.life()).isEqualTo(6);

        Transition ok = play(sorcererAlone(), "explore", 4, 2, 2);
        assertThat(ok.state().party().hero("hero-1").effects()).isEmpty();
        assertThat(ok.state().party().hero("hero-1").life()).isEqualTo(5);
    }

    @Test
    @DisplayName("EN §69, 42 oil bottle: a Lamplighter caught (2 < 3) dies as his lantern catches fire")
    void oilBottleLamplighter() {
        Transition t = play(strengthWithLampAndPorter(), "explore", 4, 2, 2, 2);
        assertThat(t.state().party().followers().count(FollowerType.LAMPLIGHTER))
                .isZero();
        assertThat(t.state().party().followers().count(FollowerType.PORTER)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §69, 42: an oil-soaked hero's attack roll of 2 fumbles in combat")
    void oilSoakedFumblesOnTwo() {
        Hero oily = Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .party()
                .hero("hero-1")
                .withEffect(Effect.oilSoaked(Keys.TRAPS));
        GameState s = Fixture.of(new KnightOfTwilight()).hero(oily).fight("52", Fixture.enemies("giant-rats", 3));
        GameState melee = play(s, "hold hero-1").state();

        Transition t = play(melee, "attack hero-1 -> giant-rats", 2);

        CheckResult attack = t.events().stream()
                .filter(e -> e.check().isPresent())
                .findFirst()
                .orElseThrow()
                .check()
                .orElseThrow();
        assertThat(attack.fumble()).isTrue();
    }

    @Test
    @DisplayName("EN §69, 43 arrow slit: 1d3 = 2 (a 3) characters chosen one at a time, Dexterity 3 each, 1 damage")
    void arrowSlitChosen() {
        Transition t = play(strengthWithLampAndPorter(), "explore", 4, 3, 3);
        assertThat(ENGINE.legalActions(t.state()).stream().map(Action::toString))
                .containsExactly(
                        "choose party target:hero-1", "choose party target:lamplighter", "choose party target:porter");
        Transition second = play(t.state(), "choose party target:porter");
        assertThat(ENGINE.legalActions(second.state()).stream().map(Action::toString))
                .containsExactly("choose party target:hero-1", "choose party target:lamplighter");

        Transition done = play(second.state(), "choose party target:hero-1", 1, 3);

        assertThat(texts(done, "EN §69"))
                .containsExactly(
                        "party chooses target:hero-1",
                        "hero-1 against the arrow slit: caught",
                        "hero-1 loses 1 Life: 5 left",
                        "porter against the arrow slit: avoided");
        assertThat(done.state().party().followers().count(FollowerType.LAMPLIGHTER))
                .isEqualTo(1);
        assertThat(done.state().progress().tilesCleared()).isEqualTo(1);
        assertThat(done.state().scenarioState().isEmpty()
                        || !done.state().scenarioState().toString().contains("trap-arrows"))
                .isTrue();
    }

    @Test
    @DisplayName(
            "EN §69, 43 arrow slit: 1d3 = 3 (a 5) with three characters targets all of them without a choice (hero 2 and lamplighter 2 fail; the porter, in the dark, 5 - 2)")
    void arrowSlitAll() {
        Transition t = play(strengthWithLampAndPorter(), "explore", 4, 3, 5, 2, 2, 5);
        assertThat(t.state().party().hero("hero-1").life()).isEqualTo(5);
        assertThat(t.state().party().followers().count(FollowerType.LAMPLIGHTER))
                .isZero();
        assertThat(t.state().party().followers().count(FollowerType.PORTER)).isEqualTo(1);
    }

    @Test
    @DisplayName(
            "EN §69, 44 selection blade: a non-combat follower first (1d2 picks the porter), Dexterity 4, 2 damage kills him")
    void selectionBladeFollower() {
        Transition t = play(strengthWithLampAndPorter(), "explore", 4, 4, 2, 3);
        assertThat(t.state().party().followers().count(FollowerType.PORTER)).isZero();
        assertThat(t.state().party().hero("hero-1").life()).isEqualTo(6);
    }

    @Test
    @DisplayName(
            "EN §69, 44 selection blade: without followers the hero is the target: 3 + 1 armour = 4 avoids, 2 fails for 2 Life")
    void selectionBladeHero() {
        assertThat(play(sorcererAlone(), "explore", 4, 4, 3)
                        .state()
                        .party()
                        .hero("hero-1")
                        .life())
                .isEqualTo(5);
        assertThat(play(sorcererAlone(), "explore", 4, 4, 2)
                        .state()
                        .party()
                        .hero("hero-1")
                        .life())
                .isEqualTo(3);
    }

    @Test
    @DisplayName(
            "EN §69, 45 alarm: a failure (2 + 1 < 4) and 1d6 = 5 fix the next tile's tens digit to 5: units 2 reach 52 (4 giant rats)")
    void alarmCalls() {
        Transition t = play(sorcererAlone(), "explore", 4, 5, 2, 5);
        assertThat(t.state().scenarioState().counter(Keys.FIXED_TENS)).isEqualTo(5);
        Transition next = play(t.state(), "explore", 2, 1, 1);
        assertThat(next.events().stream().map(Event::text)).contains("d66 52");
    }

    @Test
    @DisplayName("EN §69, 45 alarm: 1d6 = 6 brings nobody; a success rolls no 1d6")
    void alarmQuiet() {
        assertThat(play(sorcererAlone(), "explore", 4, 5, 2, 6)
                        .state()
                        .scenarioState()
                        .counter(Keys.FIXED_TENS))
                .isZero();
        assertThat(play(sorcererAlone(), "explore", 4, 5, 3)
                        .state()
                        .scenarioState()
                        .counter(Keys.FIXED_TENS))
                .isZero();
    }

    @Test
    @DisplayName(
            "EN §69, 46 poison gas: every character rolls Dexterity 3; the hero (2) loses 2, the lamplighter (1) dies, and the porter, now in the dark (-2), avoids it with 5")
    void poisonGas() {
        Transition t = play(strengthWithLampAndPorter(), "explore", 4, 6, 2, 1, 5);
        assertThat(t.state().party().hero("hero-1").life()).isEqualTo(4);
        assertThat(t.state().party().followers().count(FollowerType.LAMPLIGHTER))
                .isZero();
        assertThat(t.state().party().followers().count(FollowerType.PORTER)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §66, 13 / §69, 44: the selection blade catches the porter, and the Dummy Balloon takes his damage")
    void balloonTakesTrapDamage() {
        GameState s = HiddenRoomsTest.withItem(strengthWithLampAndPorter(), "hero-1", KotItems.BALLOON);
        Transition t = play(s, "explore", 4, 4, 2, 3);
        assertThat(t.state().party().followers().count(FollowerType.PORTER)).isEqualTo(1);
        assertThat(HiddenRoomsTest.count(t.state().party().hero("hero-1"), KotItems.BALLOON))
                .isZero();
        assertThat(texts(t, Keys.HIDDEN)).containsExactly("the dummy balloon takes the damage of porter and bursts");
    }

    @Test
    @DisplayName("EN §66, 13 / §69, 42: a Lamplighter's lantern burns, and the Dummy Balloon takes it and bursts")
    void balloonTakesLanternOnce() {
        GameState s = HiddenRoomsTest.withItem(strengthWithLampAndPorter(), "hero-1", KotItems.BALLOON);
        Transition t = play(s, "explore", 4, 2, 2, 2);
        assertThat(t.state().party().followers().count(FollowerType.LAMPLIGHTER))
                .isEqualTo(1);
        assertThat(texts(t, Keys.HIDDEN))
                .containsExactly("the dummy balloon takes the damage of lamplighter and bursts");
        assertThat(HiddenRoomsTest.count(t.state().party().hero("hero-1"), KotItems.BALLOON))
                .isZero();
    }

    @Test
    @DisplayName("EN §66, 13: the Dummy Balloon never takes a hero's or a combat follower's damage (poison gas)")
    void balloonOnlyForNonCombatFollowers() {
        GameState s = Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .follower(FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 1)
                .exploring();
        s = HiddenRoomsTest.withItem(s, "hero-1", KotItems.BALLOON);
        // poison gas: the hero fails (1), the soldier fails (1): 2 damage and one soldier dies
        Transition t = play(s, "explore", 4, 6, 1, 1);
        assertThat(t.state().party().hero("hero-1").life())
                .isEqualTo(s.party().hero("hero-1").life() - 2);
        assertThat(t.state().party().followers().total()).isZero();
        assertThat(HiddenRoomsTest.count(t.state().party().hero("hero-1"), KotItems.BALLOON))
                .isEqualTo(1);
    }
}

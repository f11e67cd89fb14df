package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.JP;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.h1;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.texts;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.withHero;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Valuable;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Find Treasure (EN §23 / JP §23) through the engine: a Dexterity hero adds +1 to a treasure roll, once, before or
 * after the die, for 1 Dexterity. The misers of {@link EncounterTreasureTest.Vault} always flee, leaving their
 * treasure (EN §35, §39 / JP §34, §38).
 */
@DisplayName("Find Treasure (EN §23 / JP §23)")
class FindTreasureTest {

    private static final Engine VAULT = Engine.of(new EncounterTreasureTest.Vault(0));

    /** A lone Dexterity hero with some Dexterity meets the misers and waits: they flee (reaction die 1). */
    private static GameState fled(RuleOptions o, int dexterity) {
        return fled(VAULT, o, dexterity);
    }

    /** The same in an engine, with the hero's Dexterity set once the adventure has started. */
    private static GameState fled(Engine engine, RuleOptions o, int dexterity) {
        GameState s = engine.start(Party.of(hero(SubAttribute.DEXTERITY)), o, 1L);
        s = withHero(s, ImmutableHero.copyOf(h1(s)).withSubAttributeValue(dexterity));
        s = play(engine, s, "explore", 1, 1).state();
        if (dexterity > 0) {
            // a Dexterity hero with Dexterity left may Search the d66 result (EN §25 / JP §24): keep it
            s = play(engine, s, "enter").state();
        }
        return play(engine, s, "wait", 1).state();
    }

    private static List<String> legal(GameState s) {
        return VAULT.legalActions(s).stream().map(Action::toString).toList();
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(RuleOptions.Edition.class)
    @DisplayName("EN §23 / JP §23: before the die, the Dexterity hero may add +1 or let the die be rolled")
    void before(RuleOptions.Edition edition) {
        GameState s = fled(edition == RuleOptions.Edition.ENGLISH ? EN : JP, 2);

        Decision d = VAULT.decision(s).orElseThrow();
        assertThat(d)
                .isEqualTo(new Decision.Treasure(
                        "misers", OptionalInt.empty(), List.of(new Action.FindTreasure("hero-1"), new Action.Pass())));

        // +1 before the die: 5 + 1 = 6, a large jewel worth 2d6 x 5
        Transition t = play(VAULT, s, "find-treasure hero-1", 5, 3, 4);
        assertThat(texts(t))
                .containsExactly(
                        "hero-1 uses Find Treasure: +1 to the treasure roll, before the die (Dexterity 2 -> 1)",
                        "treasure of misers: large-jewel:35",
                        "treasure: large jewel value");
        assertThat(t.events().get(0).rule()).isEqualTo("EN §23 / JP §23");
        assertThat(t.events().get(1).roll().orElseThrow().faces()).containsExactly(5);
        assertThat(h1(t.state()).subAttributeValue()).isEqualTo(1);
        assertThat(h1(t.state()).equipment().carried()).endsWith(new Valuable(Valuable.Kind.LARGE_JEWEL, 35));
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }

    @Test
    @DisplayName("EN §23 / JP §23: after the die is seen, +1 may still be added; then the result is read")
    void after() {
        GameState s = fled(EN, 1);

        Transition rolled = play(VAULT, s, "pass", 3);
        assertThat(texts(rolled)).containsExactly("treasure of misers: the treasure table's die");
        assertThat(rolled.events().get(0).roll().orElseThrow().faces()).containsExactly(3);
        assertThat(VAULT.decision(rolled.state()).orElseThrow())
                .isEqualTo(new Decision.Treasure(
                        "misers", OptionalInt.of(3), List.of(new Action.FindTreasure("hero-1"), new Action.Pass())));

        // 3 + 1 = 4: an accessory worth 1d6 x 1d6
        Transition t = play(VAULT, rolled.state(), "find-treasure hero-1", 2, 6);
        assertThat(texts(t))
                .containsExactly(
                        "hero-1 uses Find Treasure: +1 to the treasure roll (Dexterity 1 -> 0)",
                        "treasure of misers: accessory:12",
                        "treasure: accessory value",
                        "treasure: accessory value");
        // the table's die was shown when rolled and is not shown twice
        assertThat(t.events().get(1).roll()).isEmpty();
        assertThat(h1(t.state()).subAttributeValue()).isZero();
        assertThat(h1(t.state()).equipment().carried()).endsWith(new Valuable(Valuable.Kind.ACCESSORY, 12));
    }

    @Test
    @DisplayName("EN §23 / JP §23: passing after the die takes the result as rolled and costs nothing")
    void passAfter() {
        GameState s = play(VAULT, fled(EN, 2), "pass", 2).state();

        Transition t = play(VAULT, s, "pass", 4);

        assertThat(texts(t)).containsExactly("treasure of misers: 4 gold", "treasure: 1d6 gold");
        assertThat(h1(t.state()).subAttributeValue()).isEqualTo(2);
        assertThat(h1(t.state()).equipment().gold()).isEqualTo(h1(s).equipment().gold() + 4);
    }

    @Test
    @DisplayName("EN §23, §40 / JP §23, §39: after a total of 7 or more, +1 changes nothing and is not offered")
    void notOfferedWhenUseless() {
        Engine rich = Engine.of(new EncounterTreasureTest.Vault(1));
        GameState s = fled(rich, EN, 2);

        Transition t = play(rich, s, "pass", 6, 5);

        assertThat(texts(t))
                .containsExactly(
                        "treasure of misers: the treasure table's die",
                        "treasure of misers: magical-targe",
                        "magic treasure table");
        assertThat(h1(t.state()).subAttributeValue()).isEqualTo(2);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }

    @Test
    @DisplayName("EN §23 / JP §23: with no Dexterity left, or without the skill, the roll is made at once")
    void noDexterityNoDecision() {
        GameState begun = VAULT.start(Party.of(hero(SubAttribute.DEXTERITY)), EN, 1L);
        begun = withHero(begun, ImmutableHero.copyOf(h1(begun)).withSubAttributeValue(0));
        GameState start = play(VAULT, begun, "explore", 1, 1).state();
        Transition t = play(VAULT, start, "wait", 1, 1);
        assertThat(texts(t))
                .containsExactly("reaction: flee", "they flee, leaving their treasure", "treasure of misers: 1 gold");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());

        Hero sorcerer = hero("hero-1", SubAttribute.SORCERY, Growth.NONE);
        GameState s2 = play(VAULT, VAULT.start(Party.of(sorcerer), EN, 1L), "explore", 1, 1)
                .state();
        assertThat(texts(play(VAULT, s2, "wait", 1, 1))).endsWith("treasure of misers: 1 gold");
    }

    @Test
    @DisplayName(
            "EN §23 / JP §23: once per roll: after it is used, nothing more is offered and other actions are refused")
    void oncePerRoll() {
        GameState s = play(VAULT, fled(EN, 2), "pass", 1).state();
        assertThat(legal(s)).containsExactly("find-treasure hero-1", "pass");

        assertThatThrownBy(() -> VAULT.apply(s, Action.parse("find-treasure hero-2")))
                .isInstanceOf(IllegalActionException.class);
        Transition t = play(VAULT, s, "find-treasure hero-1", 6);
        assertThat(texts(t))
                .containsExactly(
                        "hero-1 uses Find Treasure: +1 to the treasure roll (Dexterity 2 -> 1)",
                        "treasure of misers: 6 gold",
                        "treasure: 1d6 gold");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }
}

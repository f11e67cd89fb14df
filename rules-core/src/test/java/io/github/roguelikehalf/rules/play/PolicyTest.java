package io.github.roguelikehalf.rules.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.DiceExhaustedException;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PolicyTest {

    private static final List<String> THREE = List.of("a", "b", "c");

    @Test
    @DisplayName("random: face k of a d3 picks the k-th of three actions, one draw each")
    void randomPicksEachActionByFace() {
        Policy<String, String> random = Policy.random();
        ScriptedDice dice = Dice.of(2, 3, 1, 2);

        assertThat(random.choose("s", THREE, dice)).isEqualTo("b");
        assertThat(random.choose("s", THREE, dice)).isEqualTo("c");
        assertThat(random.choose("s", THREE, dice)).isEqualTo("a");
        assertThat(random.choose("s", THREE, dice)).isEqualTo("b");
        assertThat(dice.used()).isEqualTo(4);
    }

    @Test
    @DisplayName("random: a single legal action is chosen without drawing")
    void randomWithOneActionDrawsNothing() {
        ScriptedDice dice = Dice.of();

        assertThat(Policy.<String, String>random().choose("s", List.of("only"), dice))
                .isEqualTo("only");
        assertThat(dice.used()).isZero();
    }

    @Test
    @DisplayName("random: the draw is a d<n> named \"policy choice\"")
    void randomNamesItsRoll() {
        assertThatThrownBy(() -> Policy.<String, String>random().choose("s", THREE, Dice.of()))
                .isInstanceOfSatisfying(DiceExhaustedException.class, e -> {
                    assertThat(e.faces()).isEqualTo(3);
                    assertThat(e.purpose()).isEqualTo("policy choice");
                });
    }

    @Test
    @DisplayName("random and first reject an empty list of actions")
    void emptyActionsAreRejected() {
        assertThatThrownBy(() -> Policy.<String, String>random().choose("s", List.of(), Dice.of(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Policy.<String, String>first().choose("s", List.of(), Dice.of(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("first: always the first legal action, without drawing")
    void firstPicksTheFirstAction() {
        ScriptedDice dice = Dice.of();

        assertThat(Policy.<String, String>first().choose("s", THREE, dice)).isEqualTo("a");
        assertThat(Policy.<String, String>first().choose("s", List.of("c", "b"), dice))
                .isEqualTo("c");
        assertThat(dice.used()).isZero();
    }
}

package io.github.roguelikehalf.rules.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scripted dice (design "Dice and determinism"): given faces in order, then a typed exception naming the roll. */
class ScriptedDiceTest {

    @Test
    @DisplayName("§6 scripted dice return their faces in order, across every notation")
    void facesInOrder() {
        ScriptedDice dice = Dice.of(6, 1, 4, 2, 5, 3);

        assertThat(dice.face(6, "a")).isEqualTo(6);
        assertThat(dice.d6("b").total()).isEqualTo(1);
        assertThat(dice.twoD6("c").faces()).containsExactly(4, 2);
        assertThat(dice.d3("d").total()).isEqualTo(3);
        assertThat(dice.face(3, "e")).isEqualTo(3);
        assertThat(dice.used()).isEqualTo(6);
        assertThat(dice.remaining()).isEmpty();
    }

    @Test
    @DisplayName("§6 a purpose given lazily: scripted dice ask for it and name it when they run out")
    void lazyPurposeScripted() {
        ScriptedDice dice = Dice.of(5);
        int[] asked = {0};
        assertThat(dice.face(6, () -> {
                    asked[0]++;
                    return "attack of soldier";
                }))
                .isEqualTo(5);
        assertThat(asked[0]).isEqualTo(1);
        assertThatThrownBy(() -> dice.face(6, () -> "defence of hero-1"))
                .isInstanceOf(DiceExhaustedException.class)
                .hasMessageContaining("defence of hero-1");
    }

    @Test
    @DisplayName("§6 a purpose given lazily: seeded dice never build it and draw the same faces as with a text")
    void lazyPurposeSeeded() {
        SeededDice lazy = Dice.seeded(42L);
        SeededDice plain = Dice.seeded(42L);
        for (int i = 0; i < 100; i++) {
            assertThat(lazy.face(6, () -> {
                        throw new AssertionError("seeded dice built the purpose");
                    }))
                    .isEqualTo(plain.face(6, "attack"));
        }
        assertThat(lazy.state()).isEqualTo(plain.state());
    }

    @Test
    @DisplayName("§6 scripted dice: remaining() and used() track the cursor")
    void remainingAndUsed() {
        ScriptedDice dice = Dice.of(3, 5, 2);
        assertThat(dice.used()).isZero();
        assertThat(dice.remaining()).containsExactly(3, 5, 2);
        assertThat(dice).hasToString("ScriptedDice[3, 5, 2] at 0");

        assertThat(dice.d66("map tile").total()).isEqualTo(35);

        assertThat(dice.used()).isEqualTo(2);
        assertThat(dice.remaining()).containsExactly(2);
        assertThat(dice).hasToString("ScriptedDice[3, 5, 2] at 2");
    }

    @Test
    @DisplayName("§6 scripted dice copy their faces: changing the caller's array changes nothing")
    void facesAreCopied() {
        int[] faces = {2, 4};
        ScriptedDice dice = Dice.of(faces);
        faces[0] = 6;

        assertThat(dice.remaining()).containsExactly(2, 4);
        assertThat(dice.face(6, "x")).isEqualTo(2);
    }

    @Test
    @DisplayName("§6 a scripted face larger than the die is rejected, naming the face and the purpose")
    void faceLargerThanDie() {
        ScriptedDice dice = Dice.of(2, 4);
        assertThat(dice.face(3, "shots")).isEqualTo(2);

        assertThatThrownBy(() -> dice.face(3, "Search of hero-1"))
                .isNotInstanceOf(DiceExhaustedException.class)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scripted face 4 (number 2) cannot come up on a d3 for Search of hero-1");
        // The rejected face is not consumed: a die that can show it still gets it.
        assertThat(dice.used()).isEqualTo(1);
        assertThat(dice.remaining()).containsExactly(4);
        assertThat(dice.d6("Search of hero-1").total()).isEqualTo(4);
        assertThat(dice.used()).isEqualTo(2);
    }

    @Test
    @DisplayName("§6 a scripted face of 7 cannot come up on a d6")
    void sevenOnAD6() {
        assertThatThrownBy(() -> Dice.of(7).d6("Dexterity roll of hero-1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scripted face 7 (number 1) cannot come up on a d6 for Dexterity roll of hero-1");
    }

    @Test
    @DisplayName("§6 scripted faces below 1 are rejected when the dice are made")
    void facesBelowOne() {
        assertThatThrownBy(() -> Dice.of(3, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a scripted face must be at least 1, was 0");
        assertThatThrownBy(() -> Dice.of(-2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a scripted face must be at least 1, was -2");
    }

    @Test
    @DisplayName("§6 a die needs at least 2 faces, for scripted dice as for seeded ones")
    void dieOfOneFace() {
        ScriptedDice dice = Dice.of(1);

        assertThatThrownBy(() -> dice.face(1, "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a die has at least 2 faces, was 1");
        assertThat(dice.used()).isZero();
    }

    @Test
    @DisplayName("§6 exhaustion names the needed roll: \"1d6 needed for Dexterity roll of hero-1 ...\"")
    void exhaustion() {
        ScriptedDice dice = Dice.of(5);
        assertThat(dice.d6("Strength roll of hero-1").total()).isEqualTo(5);

        assertThatThrownBy(() -> dice.d6("Dexterity roll of hero-1"))
                .isInstanceOf(RulesException.class)
                .isInstanceOfSatisfying(DiceExhaustedException.class, e -> {
                    assertThat(e.faces()).isEqualTo(6);
                    assertThat(e.purpose()).isEqualTo("Dexterity roll of hero-1");
                })
                .hasMessage("1d6 needed for Dexterity roll of hero-1, but all 1 scripted faces are used");
        assertThat(dice.used()).isEqualTo(1);
        assertThat(dice.remaining()).isEmpty();
    }

    @Test
    @DisplayName("§6 exhaustion of empty dice names the die size asked for, e.g. 1d20")
    void exhaustionOfEmptyDice() {
        assertThatThrownBy(() -> Dice.of().face(20, "wandering monster"))
                .isInstanceOfSatisfying(DiceExhaustedException.class, e -> {
                    assertThat(e.faces()).isEqualTo(20);
                    assertThat(e.purpose()).isEqualTo("wandering monster");
                })
                .hasMessage("1d20 needed for wandering monster, but all 0 scripted faces are used");
    }

    @Test
    @DisplayName("§6 exhaustion in the middle of 2d6: the message names the purpose of the missing die")
    void exhaustionInTheMiddleOfTwoD6() {
        ScriptedDice dice = Dice.of(4);

        assertThatThrownBy(() -> dice.twoD6("number appearing"))
                .isInstanceOf(DiceExhaustedException.class)
                .hasMessage("1d6 needed for number appearing, but all 1 scripted faces are used");
    }
}

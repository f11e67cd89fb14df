package io.github.roguelikehalf.rules.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.creature.NumberAppearing;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The dice notations of EN §6 / JP §6 (rules catalogue ), read from scripted faces. */
class DiceNotationTest {

    @Test
    @DisplayName("§6 R-001 1d6: one face, total = face, notation 1d6")
    void oneD6() {
        Roll roll = Dice.of(4).d6("Search of hero-1");

        assertThat(roll.faces()).containsExactly(4);
        assertThat(roll.total()).isEqualTo(4);
        assertThat(roll.notation()).isEqualTo(DieNotation.D6);
        assertThat(roll.notation()).hasToString("1d6");
        assertThat(roll.purpose()).isEqualTo("Search of hero-1");
        assertThat(roll).hasToString("1d6 [4] = 4 (Search of hero-1)");
    }

    @Test
    @DisplayName("§6 R-001 2d6: faces 3 and 5 sum to 8, both faces recorded")
    void twoD6() {
        Roll roll = Dice.of(3, 5).twoD6("number appearing");

        assertThat(roll.faces()).containsExactly(3, 5);
        assertThat(roll.total()).isEqualTo(8);
        assertThat(roll.notation()).isEqualTo(new DieNotation(2, 6, DieNotation.Reading.SUM));
        assertThat(roll).hasToString("2d6 [3, 5] = 8 (number appearing)");
    }

    @Test
    @DisplayName("§6 R-001 NdM: 3d8 with faces 8, 1, 5 sums to 14, every face recorded in order")
    void nDm() {
        Roll roll = Dice.of(8, 1, 5).roll(3, 8, "treasure");

        assertThat(roll.faces()).containsExactly(8, 1, 5);
        assertThat(roll.total()).isEqualTo(14);
        assertThat(roll.notation()).hasToString("3d8");
        assertThat(roll).hasToString("3d8 [8, 1, 5] = 14 (treasure)");
    }

    @Test
    @DisplayName("§6 R-001 NdM: 4d6 of all sixes sums to 24 and every die names the same purpose")
    void fourD6AllSixes() {
        ScriptedDice dice = Dice.of(6, 6, 6, 6);

        Roll roll = dice.roll(4, 6, "damage");

        assertThat(roll.faces()).containsExactly(6, 6, 6, 6);
        assertThat(roll.total()).isEqualTo(24);
        assertThat(dice.used()).isEqualTo(4);
        assertThatThrownBy(() -> dice.roll(1, 6, "damage"))
                .isInstanceOf(DiceExhaustedException.class)
                .hasMessage("1d6 needed for damage, but all 4 scripted faces are used");
    }

    @Test
    @DisplayName("§6 R-001 NdM: fewer than 1 die or fewer than 2 faces is rejected before any face is drawn")
    void badNotationDrawsNothing() {
        ScriptedDice dice = Dice.of(1, 1);

        assertThatThrownBy(() -> dice.roll(0, 6, "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("count must be at least 1, was 0");
        assertThatThrownBy(() -> dice.roll(2, 1, "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a notation needs at least 1 die of at least 2 faces");
        assertThat(dice.used()).isZero();
        assertThat(dice.remaining()).containsExactly(1, 1);
    }

    @ParameterizedTest(name = "§6 R-002 1d3: d6 face {0} -> {1}")
    @CsvSource({"1, 1", "2, 1", "3, 2", "4, 2", "5, 3", "6, 3"})
    @DisplayName("§6 R-002 1d3 rounds up: 1-2 → 1, 3-4 → 2, 5-6 → 3")
    void oneD3RoundsUp(int face, int expected) {
        Roll roll = Dice.of(face).d3("shots");

        assertThat(roll.total()).isEqualTo(expected);
        assertThat(roll.faces()).containsExactly(face);
        assertThat(roll.notation()).isEqualTo(DieNotation.D3);
        assertThat(roll).hasToString("1d3 [" + face + "] = " + expected + " (shots)");
    }

    @Test
    @DisplayName("EN §35 / JP §34 number appearing 1d3+3: face 1 reads 1, +3 = 4, and the roll's text shows the +3")
    void numberAppearingShowsItsConstant() {
        NumberAppearing.Result n = NumberAppearing.parse("1d3+3").roll(Dice.of(1), "number of hob-goblin");

        assertThat(n.count()).isEqualTo(4);
        Roll roll = n.roll().orElseThrow();
        assertThat(roll.total()).isEqualTo(1);
        assertThat(roll.modifier()).isEqualTo(3);
        assertThat(roll.result()).isEqualTo(4);
        assertThat(roll).hasToString("1d3+3 [1] = 1+3 = 4 (number of hob-goblin)");
    }

    @Test
    @DisplayName("EN §35 / JP §34 number appearing 2d6-1: faces 3, 5 → 8-1 = 7; never fewer than 1 (faces 1, 1 -1 → 1)")
    void numberAppearingSubtractsItsConstant() {
        NumberAppearing.Result n = NumberAppearing.parse("2d6-1").roll(Dice.of(3, 5), "number of rat");
        assertThat(n.count()).isEqualTo(7);
        assertThat(n.roll().orElseThrow()).hasToString("2d6-1 [3, 5] = 8-1 = 7 (number of rat)");

        NumberAppearing.Result low = NumberAppearing.parse("1d6-1").roll(Dice.of(1), "number of rat");
        assertThat(low.count()).isEqualTo(1);
        assertThat(low.roll().orElseThrow()).hasToString("1d6-1 [1] = 1-1 = 0 (number of rat)");
    }

    @Test
    @DisplayName("§6 R-003 d66: faces 3, 5 → 35, first die tens, second units")
    void d66TensThenUnits() {
        Roll roll = Dice.of(3, 5).d66("map tile");

        assertThat(roll.total()).isEqualTo(35);
        assertThat(roll.faces()).containsExactly(3, 5);
        assertThat(roll.notation()).isEqualTo(DieNotation.D66);
        assertThat(roll).hasToString("d66 [3, 5] = 35 (map tile)");
    }

    @ParameterizedTest(name = "§6 R-003 d66: faces {0}, {1} -> {2}")
    @CsvSource({"1, 1, 11", "1, 6, 16", "6, 1, 61", "6, 6, 66", "5, 3, 53"})
    @DisplayName("§6 R-003 d66 ranges over 11..66")
    void d66Extremes(int tens, int units, int expected) {
        assertThat(Dice.of(tens, units).d66("event").total()).isEqualTo(expected);
    }

    @Test
    @DisplayName("§6 R-003 d66: the two dice are drawn as \"<purpose> (tens)\" then \"<purpose> (units)\"")
    void d66NamesTensAndUnits() {
        assertThatThrownBy(() -> Dice.of().d66("map tile"))
                .isInstanceOfSatisfying(
                        DiceExhaustedException.class,
                        e -> assertThat(e.purpose()).isEqualTo("map tile (tens)"));
        assertThatThrownBy(() -> Dice.of(3).d66("map tile"))
                .isInstanceOfSatisfying(
                        DiceExhaustedException.class,
                        e -> assertThat(e.purpose()).isEqualTo("map tile (units)"));
    }

    @Test
    @DisplayName("§6 d66 and 1d3 are read from d6 faces: a scripted 7 is rejected for the units die")
    void d66RejectsAFaceAboveSix() {
        assertThatThrownBy(() -> Dice.of(3, 7).d66("map tile"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scripted face 7 (number 2) cannot come up on a d6 for map tile (units)");
    }

    @Test
    @DisplayName("§6 DieNotation: toString is NdM, 1d3 or d66; fewer than 1 die or 2 faces is rejected")
    void dieNotation() {
        assertThat(new DieNotation(2, 6, DieNotation.Reading.SUM)).hasToString("2d6");
        assertThat(new DieNotation(1, 20, DieNotation.Reading.SUM)).hasToString("1d20");
        assertThat(DieNotation.D3).hasToString("1d3");
        assertThat(DieNotation.D66).hasToString("d66");
        assertThat(DieNotation.D66.count()).isEqualTo(2);
        assertThat(DieNotation.D3.faces()).isEqualTo(6);
        assertThatThrownBy(() -> new DieNotation(0, 6, DieNotation.Reading.SUM))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new DieNotation(1, 1, DieNotation.Reading.SUM))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("§6 Roll: faces are copied and unmodifiable; a roll needs at least one face")
    void rollCopiesFaces() {
        List<Integer> faces = new java.util.ArrayList<>(List.of(2, 3));
        Roll roll = new Roll(DieNotation.D66, faces, 23, "x");
        faces.set(0, 6);

        assertThat(roll.faces()).containsExactly(2, 3);
        assertThatThrownBy(() -> roll.faces().add(1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> new Roll(DieNotation.D6, List.of(), 0, "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a roll has at least one face");
    }
}

package io.github.roguelikehalf.rules.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.DiceExhaustedException;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Checks (EN §7-§10 / JP §7-§10; rules catalogue R-004..R-016), resolved with known or scripted faces. */
class CheckTest {

    private static final Modifier TWO_HANDED = new Modifier("two-handed weapon", 1, "EN §28 / JP §27");
    private static final Modifier NO_LANTERN = new Modifier("no lantern", -2, "EN §44 / JP §43");

    private static Check technique(int value) {
        return Check.of(CheckKind.PLAIN, "hero-1", Basis.TECHNIQUE, value);
    }

    // §7 total and target

    @Test
    @DisplayName("§7 R-004 total = face + basis value + modifiers: 4 + 2 + 1 - 2 = 5")
    void totalIsFacePlusBasisPlusModifiers() {
        Check check = Check.of(CheckKind.ATTACK, "hero-1", Basis.TECHNIQUE, 2)
                .plus(TWO_HANDED)
                .plus(NO_LANTERN);

        CheckResult result = check.resolveFace(4);

        assertThat(check.modifierTotal()).isEqualTo(-1);
        assertThat(result.face()).isEqualTo(4);
        assertThat(result.total()).isEqualTo(5);
        assertThat(result.margin()).isEqualTo(1);
        assertThat(result.success()).isTrue();
        assertThat(result.check()).isEqualTo(check);
    }

    @Test
    @DisplayName("§7 R-004 modifiers may be added as a list; an empty list changes nothing")
    void plusList() {
        Check base = technique(1);

        assertThat(base.plus(List.of())).isSameAs(base);
        Check both = base.plus(List.of(TWO_HANDED, NO_LANTERN));
        assertThat(both.modifiers()).containsExactly(TWO_HANDED, NO_LANTERN);
        assertThat(both).isEqualTo(base.plus(TWO_HANDED).plus(NO_LANTERN));
        assertThat(both.resolveFace(3).total()).isEqualTo(3);
        assertThat(base.modifiers()).isEmpty();
    }

    @Test
    @DisplayName("§7 R-005 the default target number is 4")
    void defaultTargetIsFour() {
        Check check = technique(0);

        assertThat(Check.DEFAULT_TARGET).isEqualTo(4);
        assertThat(check.target()).isEqualTo(4);
        assertThat(check.fumbleUpTo()).isEqualTo(1);
        assertThat(check.modifiers()).isEmpty();
    }

    @ParameterizedTest(name = "§7 Technique 0, face {0}: total {0} vs 4 → success {1}")
    @CsvSource({"2, false", "3, false", "4, true", "5, true"})
    @DisplayName("§7 R-005 against the default target 4, a total of 3 fails and 4 succeeds")
    void defaultTargetDecides(int face, boolean success) {
        CheckResult result = technique(0).resolveFace(face);

        assertThat(result.total()).isEqualTo(face);
        assertThat(result.success()).isEqualTo(success);
        assertThat(result.critical()).isFalse();
        assertThat(result.fumble()).isFalse();
    }

    @ParameterizedTest(name = "§7 face {0} + 2 = {1} vs 7 → success {2}")
    @CsvSource({"2, 4, false", "3, 5, false", "4, 6, false", "5, 7, true"})
    @DisplayName("§7 R-004 success iff total ≥ target (target 7, Technique 2)")
    void successIffTotalReachesTarget(int face, int total, boolean success) {
        CheckResult result = technique(2).withTarget(7).resolveFace(face);

        assertThat(result.total()).isEqualTo(total);
        assertThat(result.success()).isEqualTo(success);
        assertThat(result.margin()).isEqualTo(total - 7);
    }

    // §8 critical and fumble

    @Test
    @DisplayName("§8 R-007 face 6 is a critical and succeeds even when the total 3 is below the target 12")
    void criticalAlwaysSucceeds() {
        CheckResult result = technique(-3).withTarget(12).resolveFace(6);

        assertThat(result.total()).isEqualTo(3);
        assertThat(result.margin()).isEqualTo(-9);
        assertThat(result.critical()).isTrue();
        assertThat(result.fumble()).isFalse();
        assertThat(result.success()).isTrue();
    }

    @Test
    @DisplayName("§8 R-008 face 1 is a fumble and fails even when the total 11 reaches the target 4")
    void fumbleAlwaysFails() {
        CheckResult result = technique(10).plus(TWO_HANDED).resolveFace(1);

        assertThat(result.total()).isEqualTo(12);
        assertThat(result.fumble()).isTrue();
        assertThat(result.critical()).isFalse();
        assertThat(result.success()).isFalse();
    }

    @ParameterizedTest(name = "§8 face {0} with Technique 10 and fumble range 1..2: fumble {1}, success {2}")
    @CsvSource({"1, true, false", "2, true, false", "3, false, true", "6, false, true"})
    @DisplayName("§8 R-008 a widened fumble range (withFumbleUpTo(2), e.g. oil-soaked) makes a 2 fail")
    void widenedFumbleRange(int face, boolean fumble, boolean success) {
        Check oiled = technique(10).withFumbleUpTo(2);

        CheckResult result = oiled.resolveFace(face);

        assertThat(oiled.fumbleUpTo()).isEqualTo(2);
        assertThat(result.total()).isEqualTo(face + 10);
        assertThat(result.fumble()).isEqualTo(fumble);
        assertThat(result.success()).isEqualTo(success);
        assertThat(technique(10).resolveFace(2).success()).isTrue();
    }

    @Test
    @DisplayName("§8 R-007 face 6 stays a critical even when the fumble range is widened to 5")
    void criticalBeatsWideFumbleRange() {
        CheckResult result = technique(0).withFumbleUpTo(5).resolveFace(6);

        assertThat(result.critical()).isTrue();
        assertThat(result.fumble()).isFalse();
        assertThat(result.success()).isTrue();
    }

    @ParameterizedTest(name = "§8 fumbleUpTo {0} is rejected")
    @ValueSource(ints = {0, 6, -1})
    @DisplayName("§8 the fumble range must stay within 1..5, below the critical face")
    void fumbleRangeBounds(int fumbleUpTo) {
        assertThatThrownBy(() -> technique(0).withFumbleUpTo(fumbleUpTo))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("fumbleUpTo must be 1..5, was " + fumbleUpTo);
    }

    // §9, §10 bases and consumption

    @ParameterizedTest(name = "§9 R-011 a check with basis {0} consumes 1 point of it")
    @EnumSource(
            value = Basis.class,
            names = {"SORCERY", "DIVINITY", "STRENGTH", "DEXTERITY"})
    @DisplayName("§9 R-011 a check with a sub-attribute basis consumes that sub-attribute")
    void subAttributeBasisIsConsumed(Basis basis) {
        SubAttribute expected = SubAttribute.valueOf(basis.name());

        CheckResult result =
                Check.of(CheckKind.valueOf(basis.name()), "hero-1", basis, 3).resolveFace(2);

        assertThat(result.consumed()).contains(expected);
        assertThat(basis.subAttribute()).contains(expected);
        assertThat(Basis.of(expected)).isEqualTo(basis);
    }

    @ParameterizedTest(name = "§9 R-011 / §10 R-016 a check with basis {0} consumes nothing")
    @EnumSource(
            value = Basis.class,
            names = {"TECHNIQUE", "LIFE"})
    @DisplayName("§9 R-011 Technique and §10 R-016 Life bases consume nothing")
    void techniqueAndLifeConsumeNothing(Basis basis) {
        CheckResult result = Check.of(CheckKind.LIFE, "hero-1", basis, 5).resolveFace(4);

        assertThat(result.consumed()).isEmpty();
        assertThat(basis.subAttribute()).isEmpty();
    }

    @Test
    @DisplayName("§9 R-010 the consumed sub-attribute is reported whether the check succeeds, fails or fumbles")
    void consumedWhateverTheOutcome() {
        Check check = Check.of(CheckKind.STRENGTH, "hero-1", Basis.STRENGTH, 1);

        assertThat(check.resolveFace(1).consumed()).contains(SubAttribute.STRENGTH);
        assertThat(check.resolveFace(2).consumed()).contains(SubAttribute.STRENGTH);
        assertThat(check.resolveFace(6).consumed()).contains(SubAttribute.STRENGTH);
    }

    @Test
    @DisplayName("§9 R-014 a magic resistance check made with Divinity consumes Divinity; with Technique nothing")
    void magicResistance() {
        Check divinity = Check.of(CheckKind.MAGIC_RESISTANCE, "hero-1", Basis.DIVINITY, 2);
        Check plain = Check.of(CheckKind.MAGIC_RESISTANCE, "hero-1", Basis.TECHNIQUE, 2);

        assertThat(divinity.target()).isEqualTo(4);
        assertThat(divinity.resolveFace(2).consumed()).contains(SubAttribute.DIVINITY);
        assertThat(divinity.resolveFace(2).success()).isTrue();
        assertThat(plain.resolveFace(2).consumed()).isEmpty();
    }

    @Test
    @DisplayName("§10 R-016 a life check adds current Life: face 2 + Life 3 = 5 succeeds, nothing consumed")
    void lifeCheck() {
        CheckResult result = Check.of(CheckKind.LIFE, "hero-1", Basis.LIFE, 3).resolveFace(2);

        assertThat(result.total()).isEqualTo(5);
        assertThat(result.success()).isTrue();
        assertThat(result.consumed()).isEmpty();
    }

    // resolving with dice

    @ParameterizedTest(name = "§7 face {0} must be 1..6")
    @ValueSource(ints = {0, 7, -1})
    @DisplayName("§7 resolveFace rejects faces a d6 cannot show (0 and 7)")
    void resolveFaceRejectsImpossibleFaces(int face) {
        assertThatThrownBy(() -> technique(0).resolveFace(face))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a d6 face is 1..6, was " + face);
    }

    @Test
    @DisplayName("§7 resolve draws exactly one d6 from the dice and resolves it like resolveFace")
    void resolveDrawsOneD6() {
        ScriptedDice dice = Dice.of(5, 3);
        Check check = Check.of(CheckKind.DEXTERITY, "hero-1", Basis.DEXTERITY, 1);

        CheckResult result = check.resolve(dice);

        assertThat(result).isEqualTo(check.resolveFace(5));
        assertThat(result.total()).isEqualTo(6);
        assertThat(dice.used()).isEqualTo(1);
        assertThat(dice.remaining()).containsExactly(3);
    }

    @Test
    @DisplayName("§7 the roll purpose is \"<kind label> of <subject>\": 1d6 needed for Dexterity roll of hero-1")
    void purposeNamedToTheDice() {
        Check check = Check.of(CheckKind.DEXTERITY, "hero-1", Basis.DEXTERITY, 3);

        assertThat(check.purpose()).isEqualTo("Dexterity roll of hero-1");
        assertThatThrownBy(() -> check.resolve(Dice.of()))
                .isInstanceOfSatisfying(DiceExhaustedException.class, e -> {
                    assertThat(e.faces()).isEqualTo(6);
                    assertThat(e.purpose()).isEqualTo("Dexterity roll of hero-1");
                })
                .hasMessage("1d6 needed for Dexterity roll of hero-1, but all 0 scripted faces are used");
    }

    @ParameterizedTest(name = "§7-§10 {0}: purpose \"{1} of goblin-2\"")
    @CsvSource({
        "PLAIN, check",
        "ATTACK, attack roll",
        "DEFENSE, defense roll",
        "SORCERY, Sorcery roll",
        "DIVINITY, Divinity roll",
        "STRENGTH, Strength roll",
        "DEXTERITY, Dexterity roll",
        "LIFE, life check",
        "MAGIC_RESISTANCE, magic resistance check"
    })
    @DisplayName("§7-§10 every kind of check names its roll to the dice as \"<kind label> of <subject>\"")
    void everyKindNamesItsRoll(CheckKind kind, String label) {
        Check check = Check.of(kind, "goblin-2", Basis.TECHNIQUE, 1);

        assertThat(kind.label()).isEqualTo(label);
        assertThatThrownBy(() -> check.resolve(Dice.of()))
                .isInstanceOfSatisfying(
                        DiceExhaustedException.class,
                        e -> assertThat(e.purpose()).isEqualTo(label + " of goblin-2"));
    }

    @Test
    @DisplayName("§7-§10 each kind of check cites the section that defines it")
    void kindSections() {
        assertThat(CheckKind.PLAIN.section()).isEqualTo("§7");
        assertThat(CheckKind.ATTACK.section()).isEqualTo("EN §36 / JP §35");
        assertThat(CheckKind.DEFENSE.section()).isEqualTo("EN §36 / JP §35");
        assertThat(CheckKind.SORCERY.section()).isEqualTo("§9");
        assertThat(CheckKind.DIVINITY.section()).isEqualTo("§9");
        assertThat(CheckKind.STRENGTH.section()).isEqualTo("§9");
        assertThat(CheckKind.DEXTERITY.section()).isEqualTo("§9");
        assertThat(CheckKind.LIFE.section()).isEqualTo("§10");
        assertThat(CheckKind.MAGIC_RESISTANCE.section()).isEqualTo("§9");
    }

    // results explain themselves

    @Test
    @DisplayName("§7-§9 a result explains itself: face, basis, modifiers, total, target, outcome, consumption")
    void toStringExplainsSuccessAndConsumption() {
        CheckResult result = Check.of(CheckKind.DEXTERITY, "hero-1", Basis.DEXTERITY, 3)
                .plus(NO_LANTERN)
                .resolveFace(4);

        assertThat(result)
                .hasToString("Dexterity roll of hero-1: d6=4 + dexterity 3, no lantern -2 = 5 vs 4: success,"
                        + " 1 Dexterity consumed");
    }

    @Test
    @DisplayName("§8 a critical explains itself: \"... = 8 vs 9: success (critical)\"")
    void toStringExplainsCritical() {
        CheckResult result = Check.of(CheckKind.ATTACK, "hero-1", Basis.TECHNIQUE, 2)
                .plus(TWO_HANDED)
                .withTarget(9)
                .resolveFace(6);

        assertThat(result)
                .hasToString("attack roll of hero-1: d6=6 + technique 2, two-handed weapon +1 = 9 vs 9:"
                        + " success (critical)");
    }

    @Test
    @DisplayName("§8 §10 a fumbled life check explains itself and consumes nothing")
    void toStringExplainsFumble() {
        CheckResult result = Check.of(CheckKind.LIFE, "hero-1", Basis.LIFE, 5).resolveFace(1);

        assertThat(result).hasToString("life check of hero-1: d6=1 + life 5 = 6 vs 4: failure (fumble)");
    }

    @Test
    @DisplayName("§7 a plain failure explains itself")
    void toStringExplainsFailure() {
        assertThat(technique(0).withTarget(6).resolveFace(5))
                .hasToString("check of hero-1: d6=5 + technique 0 = 5 vs 6: failure");
    }

    // values

    @Test
    @DisplayName("§7 modifiers show their sign; a modifier needs a name")
    void modifiers() {
        assertThat(TWO_HANDED).hasToString("two-handed weapon +1");
        assertThat(NO_LANTERN).hasToString("no lantern -2");
        assertThat(new Modifier("blessing", 0, "§9")).hasToString("blessing +0");
        assertThat(NO_LANTERN.section()).isEqualTo("EN §44 / JP §43");
        assertThatThrownBy(() -> new Modifier(" ", 1, "§7"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a modifier needs a name");
    }

    @Test
    @DisplayName("§7 a check copies its modifiers and each with-method returns a new check")
    void checksAreValues() {
        List<Modifier> mods = new ArrayList<>(List.of(TWO_HANDED));
        Check check = new Check(CheckKind.ATTACK, "hero-1", Basis.TECHNIQUE, 2, mods, 5, 1);
        mods.add(NO_LANTERN);

        assertThat(check.modifiers()).containsExactly(TWO_HANDED);
        assertThatThrownBy(() -> check.modifiers().add(NO_LANTERN)).isInstanceOf(UnsupportedOperationException.class);
        assertThat(check.withTarget(8).target()).isEqualTo(8);
        assertThat(check.target()).isEqualTo(5);
        assertThat(check.plus(NO_LANTERN).modifiers()).containsExactly(TWO_HANDED, NO_LANTERN);
        assertThat(check.modifiers()).containsExactly(TWO_HANDED);
        assertThat(check.withFumbleUpTo(2).fumbleUpTo()).isEqualTo(2);
        assertThat(check.fumbleUpTo()).isEqualTo(1);
    }

    @ParameterizedTest(name = "§9 Basis.of({0}) round-trips")
    @EnumSource(SubAttribute.class)
    @DisplayName("§9 every sub-attribute has the basis that uses it")
    void basisOfSubAttribute(SubAttribute subAttribute) {
        assertThat(Basis.of(subAttribute).subAttribute()).contains(subAttribute);
        assertThat(Basis.of(subAttribute).name()).isEqualTo(subAttribute.name());
    }
}

package io.github.roguelikehalf.rules.hero;

import static io.github.roguelikehalf.rules.hero.Heroes.EN;
import static io.github.roguelikehalf.rules.hero.Heroes.JP;
import static io.github.roguelikehalf.rules.hero.Heroes.hero;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.ArmourType;
import io.github.roguelikehalf.rules.item.Gear;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Checks made through a hero (EN §7-§10, §22, §24 / JP §7-§10, §22). */
class HeroCheckTest {

    private static List<Basis> bases(String spec) {
        List<Basis> out = new ArrayList<>();
        for (String s : spec.split("\\|", -1)) {
            out.add(Basis.valueOf(s.trim()));
        }
        return out;
    }

    @ParameterizedTest(name = "{0} by a {1} hero: English {2}, Japanese {3}")
    @CsvSource({
        // kind, sub-attribute, bases under English, bases under Japanese
        "PLAIN, SORCERY, TECHNIQUE, TECHNIQUE",
        "PLAIN, STRENGTH, TECHNIQUE, TECHNIQUE",
        "SORCERY, SORCERY, TECHNIQUE|SORCERY, TECHNIQUE|SORCERY",
        "SORCERY, DIVINITY, TECHNIQUE, TECHNIQUE",
        "SORCERY, DEXTERITY, TECHNIQUE, TECHNIQUE",
        "DIVINITY, DIVINITY, TECHNIQUE|DIVINITY, TECHNIQUE|DIVINITY",
        "DIVINITY, SORCERY, TECHNIQUE, TECHNIQUE",
        "STRENGTH, STRENGTH, TECHNIQUE|STRENGTH, TECHNIQUE|STRENGTH",
        "STRENGTH, DEXTERITY, TECHNIQUE, TECHNIQUE",
        "DEXTERITY, DEXTERITY, TECHNIQUE|DEXTERITY, TECHNIQUE|DEXTERITY",
        "DEXTERITY, STRENGTH, TECHNIQUE, TECHNIQUE",
        "DEXTERITY, SORCERY, TECHNIQUE, TECHNIQUE",
        "MAGIC_RESISTANCE, SORCERY, TECHNIQUE|SORCERY, TECHNIQUE|SORCERY",
        "MAGIC_RESISTANCE, DIVINITY, TECHNIQUE|DIVINITY, TECHNIQUE|DIVINITY",
        "MAGIC_RESISTANCE, STRENGTH, TECHNIQUE, TECHNIQUE",
        "MAGIC_RESISTANCE, DEXTERITY, TECHNIQUE, TECHNIQUE",
        "ATTACK, STRENGTH, TECHNIQUE|STRENGTH, TECHNIQUE|STRENGTH",
        "ATTACK, DEXTERITY, TECHNIQUE, TECHNIQUE",
        "ATTACK, SORCERY, TECHNIQUE, TECHNIQUE",
        "ATTACK, DIVINITY, TECHNIQUE, TECHNIQUE",
        "SHOT, STRENGTH, TECHNIQUE|STRENGTH, TECHNIQUE",
        "SHOT, DEXTERITY, TECHNIQUE|DEXTERITY, TECHNIQUE|DEXTERITY",
        "SHOT, SORCERY, TECHNIQUE, TECHNIQUE",
        "SHOT, DIVINITY, TECHNIQUE, TECHNIQUE",
        "DEFENSE, STRENGTH, TECHNIQUE|STRENGTH, TECHNIQUE|STRENGTH",
        "DEFENSE, DEXTERITY, TECHNIQUE, TECHNIQUE",
        "DEFENSE, SORCERY, TECHNIQUE, TECHNIQUE",
        "DEFENSE, DIVINITY, TECHNIQUE, TECHNIQUE",
        "LIFE, SORCERY, LIFE, TECHNIQUE|LIFE",
        "LIFE, STRENGTH, LIFE, TECHNIQUE|LIFE",
        "LIFE, DEXTERITY, LIFE, TECHNIQUE|LIFE",
        "LIFE, DIVINITY, LIFE, TECHNIQUE|LIFE",
    })
    @DisplayName("§7, §9, §10, §22, EN §24: allowed bases per kind and sub-attribute (Dexterity on shots only: Power"
            + " Shot EN, Dexterity-roll shots JP; Strength on shots EN only, C-18; life check with Technique JP"
            + " only, C-04; no Dexterity on defense, AMB-03)")
    void allowedBasesTable(CheckKind kind, SubAttribute sub, String english, String japanese) {
        Hero h = hero(sub);

        assertThat(h.allowedBases(kind, EN)).containsExactlyElementsOf(bases(english));
        assertThat(h.allowedBases(kind, JP)).containsExactlyElementsOf(bases(japanese));
    }

    @Test
    @DisplayName("EN §24 (C-08): a Dexterity hero may use Dexterity on attacks only while powerShot is on")
    void powerShotSwitch() {
        Hero h = hero(SubAttribute.DEXTERITY);

        assertThat(h.allowedBases(CheckKind.SHOT, JP.withPowerShot(true).withRangedAttackIsDexterityRoll(false)))
                .contains(Basis.DEXTERITY);
        assertThat(h.allowedBases(CheckKind.SHOT, EN.withPowerShot(false))).containsExactly(Basis.TECHNIQUE);
        assertThat(h.allowedBases(CheckKind.SHOT, EN.withPowerShot(false).withRangedAttackIsDexterityRoll(true)))
                .containsExactly(Basis.TECHNIQUE, Basis.DEXTERITY);
    }

    @Test
    @DisplayName("EN §24, §22 / JP §22: Dexterity never replaces Technique on a melee attack, whatever the preset")
    void noDexterityOnMeleeAttacks() {
        Hero h = hero(SubAttribute.DEXTERITY);

        for (RuleOptions o : List.of(EN, JP)) {
            assertThat(h.allowedBases(CheckKind.ATTACK, o)).containsExactly(Basis.TECHNIQUE);
            assertThatThrownBy(() -> h.check(CheckKind.ATTACK, Basis.DEXTERITY, List.of(), 4, o, Dice.of(4)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("hero-1 cannot use dexterity")
                    .hasMessageContaining("allowed: [TECHNIQUE]");
        }
    }

    @Test
    @DisplayName("JP §22 (C-18): Power Attack is for melee weapons: no Strength on a shot under the Japanese preset;"
            + " EN §22: Strength on a shot 2 + 2 = 4 hits level 4 and spends 1")
    void strengthOnShotsFollowsPowerAttackMeleeOnly() {
        Hero h = hero(SubAttribute.STRENGTH);

        assertThatThrownBy(() -> h.check(CheckKind.SHOT, Basis.STRENGTH, List.of(), 4, JP, Dice.of(2)))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("allowed: [TECHNIQUE]");
        assertThat(h.allowedBases(CheckKind.SHOT, JP.withRangedAttackIsDexterityRoll(false)))
                .containsExactly(Basis.TECHNIQUE);
        assertThat(h.allowedBases(CheckKind.SHOT, EN.withRangedAttackIsDexterityRoll(true)))
                .containsExactly(Basis.TECHNIQUE);
        HeroCheck c = h.check(CheckKind.SHOT, Basis.STRENGTH, List.of(), 4, EN, Dice.of(2));
        assertThat(c.result().total()).isEqualTo(4);
        assertThat(c.result().success()).isTrue();
        assertThat(c.hero().subAttributeValue()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §10 / JP §10 (C-04): Technique on a life check follows lifeCheckMayUseTechnique")
    void lifeCheckSwitch() {
        Hero h = hero(SubAttribute.SORCERY);

        assertThat(h.allowedBases(CheckKind.LIFE, EN.withLifeCheckMayUseTechnique(true)))
                .containsExactly(Basis.TECHNIQUE, Basis.LIFE);
        assertThat(h.allowedBases(CheckKind.LIFE, JP.withLifeCheckMayUseTechnique(false)))
                .containsExactly(Basis.LIFE);
    }

    @Nested
    @DisplayName("A sub-attribute at 0 cannot be used (§9)")
    class SubAttributeAtZero {

        @ParameterizedTest
        @EnumSource(SubAttribute.class)
        @DisplayName("§9: after two uses a sub-attribute of 2 is at 0 and only Technique is allowed for its roll")
        void exhaustedSubAttributeNotAllowed(SubAttribute sub) {
            CheckKind own = CheckKind.valueOf(sub.name());
            Basis basis = Basis.of(sub);
            Hero h = hero(sub);

            Hero once = h.check(own, basis, List.of(), 4, EN, Dice.of(3)).hero();
            assertThat(once.subAttributeValue()).isEqualTo(1);
            assertThat(once.allowedBases(own, EN)).contains(basis);

            Hero twice = once.check(own, basis, List.of(), 4, EN, Dice.of(3)).hero();
            assertThat(twice.subAttributeValue()).isZero();
            for (CheckKind k : CheckKind.values()) {
                assertThat(twice.allowedBases(k, EN)).doesNotContain(basis);
                assertThat(twice.allowedBases(k, JP)).doesNotContain(basis);
            }
        }

        @Test
        @DisplayName("§9: using Strength at 0 throws, listing the allowed bases")
        void usingExhaustedStrengthThrows() {
            Hero h = hero(SubAttribute.STRENGTH)
                    .check(CheckKind.ATTACK, Basis.STRENGTH, List.of(), 4, EN, Dice.of(5))
                    .hero()
                    .check(CheckKind.DEFENSE, Basis.STRENGTH, List.of(), 4, EN, Dice.of(5))
                    .hero();

            assertThat(h.subAttributeValue()).isZero();
            assertThatThrownBy(() -> h.check(CheckKind.ATTACK, Basis.STRENGTH, List.of(), 4, EN, Dice.of(5)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("hero-1 cannot use strength")
                    .hasMessageContaining("allowed: [TECHNIQUE]");
        }
    }

    @Nested
    @DisplayName("What a check consumes (§9, §10)")
    class Consumption {

        @Test
        @DisplayName("§9: a Dexterity roll with Dexterity adds the value before the roll and consumes exactly one")
        void dexterityRollConsumesOne() {
            Hero h = hero(SubAttribute.DEXTERITY, new Growth(0, 0, 2, 0));
            HeroCheck c = h.check(CheckKind.DEXTERITY, Basis.DEXTERITY, List.of(), 4, EN, Dice.of(3));

            // 3 + Dexterity 4 + leather 1
            assertThat(c.result().total()).isEqualTo(8);
            assertThat(c.result().success()).isTrue();
            assertThat(c.result().consumed()).contains(SubAttribute.DEXTERITY);
            assertThat(c.hero().subAttributeValue()).isEqualTo(3);
            assertThat(c.hero().maxSubAttribute()).isEqualTo(4);
        }

        @Test
        @DisplayName("§9: a failed check with the sub-attribute consumes one point too")
        void failedCheckConsumes() {
            Hero h = hero(SubAttribute.SORCERY);
            HeroCheck c = h.check(CheckKind.SORCERY, Basis.SORCERY, List.of(), 9, EN, Dice.of(2));

            assertThat(c.result().total()).isEqualTo(4);
            assertThat(c.result().success()).isFalse();
            assertThat(c.hero().subAttributeValue()).isEqualTo(1);
        }

        @Test
        @DisplayName("§7, §9: a Dexterity roll with Technique consumes nothing: 3 + 0 + leather 1 = 4")
        void techniqueConsumesNothing() {
            Hero h = hero(SubAttribute.DEXTERITY);
            HeroCheck c = h.check(CheckKind.DEXTERITY, Basis.TECHNIQUE, List.of(), 4, EN, Dice.of(3));

            assertThat(c.result().total()).isEqualTo(4);
            assertThat(c.result().success()).isTrue();
            assertThat(c.result().consumed()).isEmpty();
            assertThat(c.hero()).isEqualTo(h);
        }

        @Test
        @DisplayName("§10: a life check adds current Life and consumes nothing: 2 + 6 = 8")
        void lifeCheckConsumesNothing() {
            Hero h = hero(SubAttribute.DEXTERITY);
            HeroCheck c = h.check(CheckKind.LIFE, Basis.LIFE, List.of(), 7, EN, Dice.of(2));

            assertThat(c.result().total()).isEqualTo(8);
            assertThat(c.result().success()).isTrue();
            assertThat(c.hero()).isEqualTo(h);
        }

        @Test
        @DisplayName("§10 (AMB-10): a life check uses current Life, not max: damaged to 2, 3 + 2 = 5 vs 6 fails")
        void lifeCheckUsesCurrentLife() {
            Hero h = hero(SubAttribute.DEXTERITY).damage(4);
            HeroCheck c = h.check(CheckKind.LIFE, Basis.LIFE, List.of(), 6, EN, Dice.of(3));

            assertThat(c.result().total()).isEqualTo(5);
            assertThat(c.result().success()).isFalse();
            assertThat(c.hero().life()).isEqualTo(2);
        }

        @Test
        @DisplayName("JP §10 (C-04): under the Japanese preset a life check may use Technique: 3 + 2 = 5")
        void lifeCheckWithTechniqueJapanese() {
            Hero h = hero(SubAttribute.STRENGTH, new Growth(2, 0, 0, 0), JP);
            HeroCheck c = h.check(CheckKind.LIFE, Basis.TECHNIQUE, List.of(), 4, JP, Dice.of(3));

            assertThat(c.result().total()).isEqualTo(5);
            assertThat(c.hero()).isEqualTo(h);
            assertThatThrownBy(() -> h.check(CheckKind.LIFE, Basis.TECHNIQUE, List.of(), 4, EN, Dice.of(3)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("allowed: [LIFE]");
        }

        @Test
        @DisplayName("§9 (AMB-09): a Divinity hero resists magic with Divinity, consuming one: 4 + 2 = 6")
        void magicResistanceWithDivinity() {
            Hero h = hero(SubAttribute.DIVINITY);
            HeroCheck c = h.check(CheckKind.MAGIC_RESISTANCE, Basis.DIVINITY, List.of(), 4, EN, Dice.of(4));

            assertThat(c.result().total()).isEqualTo(6);
            assertThat(c.result().success()).isTrue();
            assertThat(c.hero().subAttributeValue()).isEqualTo(1);
        }

        @Test
        @DisplayName("§22: Power Attack with Strength: 2 + Strength 2 = 4 vs level 4 hits; Strength 1 after")
        void powerAttack() {
            Hero h = hero(SubAttribute.STRENGTH);
            HeroCheck c = h.check(CheckKind.ATTACK, Basis.STRENGTH, List.of(), 4, EN, Dice.of(2));

            assertThat(c.result().total()).isEqualTo(4);
            assertThat(c.result().success()).isTrue();
            assertThat(c.hero().subAttributeValue()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §24: Power Shot with Dexterity consumes one; no equipment modifier on attack rolls")
        void powerShot() {
            Hero h = hero(SubAttribute.DEXTERITY);
            HeroCheck c = h.check(CheckKind.SHOT, Basis.DEXTERITY, List.of(), 3, EN, Dice.of(2));

            assertThat(c.result().total()).isEqualTo(4);
            assertThat(c.result().check().modifiers()).isEmpty();
            assertThat(c.hero().subAttributeValue()).isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("Equipment modifiers (EN §28 / JP §27)")
    class EquipmentModifiers {

        @Test
        @DisplayName("EN §28 / JP §27: leather armour gives +1 to Dexterity rolls only")
        void leather() {
            Hero h = hero(SubAttribute.DEXTERITY);

            assertThat(h.equipmentModifiers(CheckKind.DEXTERITY))
                    .containsExactly(new Modifier("leather-armour", 1, "EN §28 / JP §27"));
            assertThat(h.equipmentModifiers(CheckKind.DEFENSE)).isEmpty();
            assertThat(h.equipmentModifiers(CheckKind.ATTACK)).isEmpty();
            assertThat(h.equipmentModifiers(CheckKind.STRENGTH)).isEmpty();
        }

        @Test
        @DisplayName("EN §28 / JP §27: cloth armour gives +1 to Dexterity rolls: Sorcery hero 3 + 0 + 1 = 4")
        void cloth() {
            Hero h = hero(SubAttribute.SORCERY);
            HeroCheck c = h.check(CheckKind.DEXTERITY, Basis.TECHNIQUE, List.of(), 4, EN, Dice.of(3));

            assertThat(c.result().total()).isEqualTo(4);
            assertThat(c.result().success()).isTrue();
        }

        @Test
        @DisplayName("EN §28 / JP §27: plate gives +1 to defense rolls: 2 + Strength 2 + 1 = 5 vs 5")
        void plateDefenseWithStrength() {
            Hero h = hero(SubAttribute.STRENGTH);
            HeroCheck c = h.check(CheckKind.DEFENSE, Basis.STRENGTH, List.of(), 5, EN, Dice.of(2));

            assertThat(c.result().total()).isEqualTo(5);
            assertThat(c.result().success()).isTrue();
            assertThat(c.result().check().modifiers())
                    .containsExactly(new Modifier("plate-armour", 1, "EN §28 / JP §27"));
            assertThat(c.hero().subAttributeValue()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §28 / JP §27: plate on a defense roll with Technique: 2 + 0 + 1 = 3 vs 4 fails")
        void plateDefenseWithTechnique() {
            Hero h = hero(SubAttribute.STRENGTH);
            CheckResult r = h.check(CheckKind.DEFENSE, Basis.TECHNIQUE, List.of(), 4, EN, Dice.of(2))
                    .result();

            assertThat(r.total()).isEqualTo(3);
            assertThat(r.success()).isFalse();
            assertThat(h.equipmentModifiers(CheckKind.DEXTERITY)).isEmpty();
        }

        @Test
        @DisplayName("EN §28 / JP §27: chain gives +1 to defense rolls")
        void chain() {
            assertThat(hero(SubAttribute.DIVINITY).equipmentModifiers(CheckKind.DEFENSE))
                    .containsExactly(new Modifier("chain-armour", 1, "EN §28 / JP §27"));
        }

        @Test
        @DisplayName("EN §28 / JP §27: situational modifiers add up: 4 + 0 + leather 1 - no lantern 2 = 3")
        void situationalModifiers() {
            Hero h = hero(SubAttribute.DEXTERITY);
            Modifier noLantern = new Modifier("no lantern", -2, "EN §28 / JP §27");
            CheckResult r = h.check(CheckKind.DEXTERITY, Basis.TECHNIQUE, List.of(noLantern), 4, EN, Dice.of(4))
                    .result();

            assertThat(r.total()).isEqualTo(3);
            assertThat(r.success()).isFalse();
            assertThat(r.check().modifiers()).hasSize(2);
        }

        @Test
        @DisplayName("EN §28 / JP §27: without armour there is no modifier")
        void noArmour() {
            Hero h = hero(SubAttribute.DEXTERITY).discard(Armour.of(ArmourType.LEATHER), EN);

            assertThat(h.equipment().armour()).isEqualTo(Optional.empty());
            assertThat(h.equipmentModifiers(CheckKind.DEXTERITY)).isEmpty();
            assertThat(h.equipment().owns(Gear.LANTERN)).isTrue();
        }
    }

    @Nested
    @DisplayName("Criticals and fumbles through the hero (§8)")
    class CriticalsAndFumbles {

        @Test
        @DisplayName("§8: a 6 succeeds against any target, and still consumes the sub-attribute")
        void critical() {
            HeroCheck c = hero(SubAttribute.STRENGTH)
                    .check(CheckKind.STRENGTH, Basis.STRENGTH, List.of(), 12, EN, Dice.of(6));

            assertThat(c.result().critical()).isTrue();
            assertThat(c.result().success()).isTrue();
            assertThat(c.hero().subAttributeValue()).isEqualTo(1);
        }

        @Test
        @DisplayName("§8: a 1 fails even when the total reaches the target")
        void fumble() {
            HeroCheck c = hero(SubAttribute.STRENGTH, new Growth(0, 0, 4, 0))
                    .check(CheckKind.STRENGTH, Basis.STRENGTH, List.of(), 4, EN, Dice.of(1));

            assertThat(c.result().total()).isEqualTo(7);
            assertThat(c.result().fumble()).isTrue();
            assertThat(c.result().success()).isFalse();
        }
    }

    @Nested
    @DisplayName("Illegal bases (§7, §9)")
    class IllegalBases {

        @Test
        @DisplayName("§9: a Dexterity hero may not use Dexterity for a Strength roll; the allowed bases are listed")
        void dexterityForStrengthRoll() {
            Hero h = hero(SubAttribute.DEXTERITY);

            assertThatThrownBy(() -> h.check(CheckKind.STRENGTH, Basis.DEXTERITY, List.of(), 4, EN, Dice.of(4)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("cannot use dexterity for a Strength roll; allowed: [TECHNIQUE]");
        }

        @Test
        @DisplayName("§9: a Sorcery hero may not use Divinity, which he does not have")
        void otherSubAttribute() {
            Hero h = hero(SubAttribute.SORCERY);

            assertThatThrownBy(() -> h.check(CheckKind.DIVINITY, Basis.DIVINITY, List.of(), 4, EN, Dice.of(4)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("allowed: [TECHNIQUE]");
        }

        @Test
        @DisplayName("AMB-03: a Dexterity hero may not use Dexterity on a defense roll")
        void dexterityOnDefense() {
            Hero h = hero(SubAttribute.DEXTERITY);

            assertThatThrownBy(() -> h.check(CheckKind.DEFENSE, Basis.DEXTERITY, List.of(), 4, EN, Dice.of(4)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("allowed: [TECHNIQUE]");
        }

        @Test
        @DisplayName("JP §17 (C-08): without Power Shot, and where a shot is an attack roll, a Dexterity hero may not"
                + " shoot with Dexterity")
        void noPowerShotJapanese() {
            Hero h = hero(SubAttribute.DEXTERITY);
            RuleOptions o = JP.withRangedAttackIsDexterityRoll(false);

            assertThatThrownBy(() -> h.check(CheckKind.SHOT, Basis.DEXTERITY, List.of(), 4, o, Dice.of(4)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("allowed: [TECHNIQUE]");
        }

        @Test
        @DisplayName("§7: Life is not a basis for an attack roll; the allowed ones are listed")
        void lifeForAttack() {
            Hero h = hero(SubAttribute.STRENGTH);

            assertThatThrownBy(() -> h.check(CheckKind.ATTACK, Basis.LIFE, List.of(), 4, EN, Dice.of(4)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("allowed: [TECHNIQUE, STRENGTH]");
        }

        @Test
        @DisplayName("§9: a rejected check rolls no die")
        void rejectedCheckRollsNothing() {
            Hero h = hero(SubAttribute.SORCERY);
            var dice = Dice.of(4);
            RuleOptions o = EN;

            assertThatThrownBy(() -> h.check(CheckKind.STRENGTH, Basis.STRENGTH, List.of(), 4, o, dice))
                    .isInstanceOf(RuleViolationException.class);
            assertThat(dice.used()).isZero();
        }
    }

    @Test
    @DisplayName("EN §7 / JP §7: the same roll asked again is the same check, kept; other parts make their own")
    void sameCheckKept() {
        Hero h = hero(SubAttribute.STRENGTH);
        List<Modifier> gear = List.of(new Modifier("two-handed weapon", 1, "EN §28 / JP §27"));
        CheckResult first = h.check(CheckKind.ATTACK, Basis.TECHNIQUE, gear, 3, EN, Dice.of(2))
                .result();
        CheckResult again = h.check(CheckKind.ATTACK, Basis.TECHNIQUE, gear, 3, EN, Dice.of(5))
                .result();
        assertThat(again.check()).isSameAs(first.check());
        assertThat(first.total()).isEqualTo(2 + h.technique() + 1);
        assertThat(again.total()).isEqualTo(5 + h.technique() + 1);
        // another target, another list of the same modifiers: a check of its own, equal where the parts are
        CheckResult higher = h.check(CheckKind.ATTACK, Basis.TECHNIQUE, gear, 4, EN, Dice.of(2))
                .result();
        assertThat(higher.check().target()).isEqualTo(4);
        CheckResult copied = h.check(CheckKind.ATTACK, Basis.TECHNIQUE, new ArrayList<>(gear), 3, EN, Dice.of(2))
                .result();
        assertThat(copied.check()).isEqualTo(first.check());
        assertThat(copied.total()).isEqualTo(first.total());
    }
}

package io.github.roguelikehalf.rules.hero;

import static io.github.roguelikehalf.rules.hero.Heroes.EN;
import static io.github.roguelikehalf.rules.hero.Heroes.JP;
import static io.github.roguelikehalf.rules.hero.Heroes.hero;
import static io.github.roguelikehalf.rules.hero.Heroes.spec;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.ArmourType;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Losing armour and shields (C-28: EN §30 / JP §29) and changing what is held (EN §27 / JP §26). */
class ArmourLossTest {

    private static final Armour PLATE = Armour.of(ArmourType.PLATE);
    private static final Weapon ONE_HANDED = Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING);
    private static final Shield WOOD = Shield.of(ShieldType.WOOD);
    private static final List<Item> WEAPON_AND_SHIELD = List.of(ONE_HANDED, WOOD);
    private static final List<Item> WEAPON_AND_LANTERN = List.of(ONE_HANDED, Gear.LANTERN);

    /** A Strength hero with the two-handed weapon and plate: max Life 6, damaged to {@code life}. */
    private static Hero warriorAt(int life) {
        Hero h = hero(SubAttribute.STRENGTH);
        return h.damage(h.life() - life);
    }

    /** A Divinity hero holding weapon and wood shield: max Life 6, damaged to {@code life}. */
    private static Hero priestWithShieldAt(int life) {
        Hero h =
                Hero.create(spec(SubAttribute.DIVINITY).hands(WEAPON_AND_SHIELD).build(), EN);
        return h.damage(h.life() - life);
    }

    @ParameterizedTest(name = "English: Life {0} of 6, plate discarded: Life {1} of 4")
    @CsvSource({"6, 4", "5, 4", "4, 4", "3, 3", "1, 1"})
    @DisplayName(
            "EN §30 (C-28): under English, discarding plate lowers max Life by 2 and current Life only to the new max")
    void englishPlateLoss(int before, int after) {
        Hero h = warriorAt(before).discard(PLATE, EN);

        assertThat(h.maxLife()).isEqualTo(4);
        assertThat(h.life()).isEqualTo(after);
        assertThat(h.equipment().armour()).isEmpty();
        assertThat(h.equipmentModifiers(CheckKind.DEFENSE)).isEmpty();
    }

    @ParameterizedTest(name = "Japanese: Life {0} of 6, plate discarded: Life {1} of 4")
    @CsvSource({"6, 4", "5, 3", "4, 2", "3, 1", "2, 0"})
    @DisplayName("JP §29 (C-28): under Japanese, discarding plate lowers max Life and current Life by 2, even to 0")
    void japanesePlateLoss(int before, int after) {
        Hero h = warriorAt(before).discard(PLATE, JP);

        assertThat(h.maxLife()).isEqualTo(4);
        assertThat(h.life()).isEqualTo(after);
        assertThat(h.alive()).isEqualTo(after > 0);
    }

    @Test
    @DisplayName("EN §30 / JP §29: the armourLossLowersCurrentLife switch alone decides, whatever the preset")
    void switchDecides() {
        RuleOptions englishWithJapaneseLoss = EN.withArmourLossLowersCurrentLife(true);
        RuleOptions japaneseWithEnglishLoss = JP.withArmourLossLowersCurrentLife(false);

        assertThat(warriorAt(5).discard(PLATE, englishWithJapaneseLoss).life()).isEqualTo(3);
        assertThat(warriorAt(5).discard(PLATE, japaneseWithEnglishLoss).life()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §30 / JP §29: putting a held wood shield away lowers max Life by 1")
    void shieldAwayLowersMax() {
        Hero en = priestWithShieldAt(6).hold(WEAPON_AND_LANTERN, EN);
        Hero jp = priestWithShieldAt(6).hold(WEAPON_AND_LANTERN, JP);

        assertThat(en.maxLife()).isEqualTo(5);
        assertThat(en.life()).isEqualTo(5);
        assertThat(en.equipment().carried()).containsExactly(WOOD);
        assertThat(jp.maxLife()).isEqualTo(5);
        assertThat(jp.life()).isEqualTo(5);
    }

    @ParameterizedTest(name = "Life {0} of 6")
    @CsvSource({"6", "5", "4", "3", "2"})
    @DisplayName(
            "EN §30 / JP §29 (rulings, open question on hand changes): shield out of the hand and back never heals")
    void shieldJugglingNeverHeals(int life) {
        for (RuleOptions o : List.of(EN, JP)) {
            Hero before = priestWithShieldAt(life);
            Hero after = before.hold(WEAPON_AND_LANTERN, o).hold(WEAPON_AND_SHIELD, o);

            assertThat(after.maxLife()).as("max Life under %s", o.edition()).isEqualTo(6);
            assertThat(after.life()).as("Life under %s", o.edition()).isLessThanOrEqualTo(before.life());
            // Doing it again changes nothing more: no juggling loop gains anything.
            Hero again = after.hold(WEAPON_AND_LANTERN, o).hold(WEAPON_AND_SHIELD, o);
            assertThat(again.life()).as("Life again under %s", o.edition()).isLessThanOrEqualTo(after.life());
        }
    }

    @Test
    @DisplayName("EN §30 / JP §29: damaged to 4 of 6, shield away and back: English 4 -> 4 -> 4, Japanese 4 -> 3 -> 4")
    void shieldJugglingExactValues() {
        Hero en1 = priestWithShieldAt(4).hold(WEAPON_AND_LANTERN, EN);
        assertThat(en1.life()).isEqualTo(4);
        assertThat(en1.maxLife()).isEqualTo(5);
        assertThat(en1.hold(WEAPON_AND_SHIELD, EN).life()).isEqualTo(4);

        Hero jp1 = priestWithShieldAt(4).hold(WEAPON_AND_LANTERN, JP);
        assertThat(jp1.life()).isEqualTo(3);
        assertThat(jp1.hold(WEAPON_AND_SHIELD, JP).life()).isEqualTo(4);
    }

    @Test
    @DisplayName("JP §29 (rulings, \"Gaining armour raises current Life too\"): taking a shield in hand raises Life")
    void japaneseShieldGainRaisesLife() {
        Hero h = hero(SubAttribute.DIVINITY).damage(2); // 3 of 5, shield carried
        Hero held = h.hold(WEAPON_AND_SHIELD, JP);

        assertThat(held.maxLife()).isEqualTo(6);
        assertThat(held.life()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §30 / JP §29: changing hands without a shield changes no Life")
    void handChangeWithoutShield() {
        Hero h = hero(SubAttribute.STRENGTH).damage(1);
        Hero changed = h.hold(List.of(Gear.LANTERN), EN);

        assertThat(changed.life()).isEqualTo(5);
        assertThat(changed.maxLife()).isEqualTo(6);
        assertThat(changed.equipment().hands()).containsExactly(Gear.LANTERN);
    }
}

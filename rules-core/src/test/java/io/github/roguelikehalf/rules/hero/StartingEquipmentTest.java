package io.github.roguelikehalf.rules.hero;

import static io.github.roguelikehalf.rules.hero.Heroes.EN;
import static io.github.roguelikehalf.rules.hero.Heroes.JP;
import static io.github.roguelikehalf.rules.hero.Heroes.hero;
import static io.github.roguelikehalf.rules.hero.Heroes.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.ArmourType;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The starting kit (EN §26 / JP §25), purchases (EN §28 / JP §27) and retry heroes (EN §41 / JP §40). */
class StartingEquipmentTest {

    private static final Weapon LIGHT = Weapon.of(WeaponClass.LIGHT, DamageType.SLASHING);
    private static final Weapon ONE_HANDED = Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING);
    private static final Weapon TWO_HANDED = Weapon.of(WeaponClass.TWO_HANDED, DamageType.SLASHING);
    private static final Shield WOOD = Shield.of(ShieldType.WOOD);
    private static final Shield ROUND = Shield.of(ShieldType.ROUND);

    @Nested
    @DisplayName("The kit of each sub-attribute (EN §26 / JP §25)")
    class Kits {

        @ParameterizedTest
        @EnumSource(SubAttribute.class)
        @DisplayName("EN §26 / JP §25: every hero starts with a lantern, 10 gold and 2 rations")
        void everyoneGetsLanternGoldAndRations(SubAttribute sub) {
            Equipment e = hero(sub).equipment();

            assertThat(e.count(Gear.LANTERN)).isEqualTo(1);
            assertThat(e.gold()).isEqualTo(10);
            assertThat(e.rations()).isEqualTo(2);
            assertThat(Hero.STARTING_GOLD).isEqualTo(10);
            assertThat(Hero.STARTING_RATIONS).isEqualTo(2);
        }

        @Test
        @DisplayName("EN §26 / JP §25: Sorcery: light weapon and cloth armour; holds weapon and lantern; max Life 5")
        void sorceryKit() {
            Hero h = hero(SubAttribute.SORCERY);
            Equipment e = h.equipment();

            assertThat(e.armour()).contains(Armour.of(ArmourType.CLOTH));
            assertThat(e.hands()).containsExactly(LIGHT, Gear.LANTERN);
            assertThat(e.carried()).isEmpty();
            assertThat(e.allItems()).hasSize(3);
            assertThat(h.maxLife()).isEqualTo(5);
            assertThat(h.life()).isEqualTo(5);
        }

        @Test
        @DisplayName("EN §26 / JP §25: Divinity: one-handed weapon, chain armour, wood shield (carried by default)")
        void divinityKitDefaultHands() {
            Hero h = hero(SubAttribute.DIVINITY);
            Equipment e = h.equipment();

            assertThat(e.armour()).contains(Armour.of(ArmourType.CHAIN));
            assertThat(e.hands()).containsExactly(ONE_HANDED, Gear.LANTERN);
            assertThat(e.carried()).containsExactly(WOOD);
            // A shield in the pack gives no max Life (rulings, "Which equipment raises max Life").
            assertThat(h.maxLife()).isEqualTo(5);
            assertThat(h.life()).isEqualTo(5);
        }

        @Test
        @DisplayName("EN §26, §28 / JP §25, §27: Divinity holding weapon and wood shield: max Life 6, lantern carried")
        void divinityKitHoldingShield() {
            Hero h = Hero.create(
                    spec(SubAttribute.DIVINITY).hands(List.of(ONE_HANDED, WOOD)).build(), EN);

            assertThat(h.equipment().hands()).containsExactly(ONE_HANDED, WOOD);
            assertThat(h.equipment().carried()).containsExactly(Gear.LANTERN);
            assertThat(h.equipment().holdsLantern()).isFalse();
            assertThat(h.maxLife()).isEqualTo(6); // 4 + chain 1 + wood shield 1
            assertThat(h.life()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §26 / JP §25: Divinity with Life +1 holding weapon and wood shield: max Life 7")
        void divinityKitHoldingShieldWithLifeGrowth() {
            Hero h = Hero.create(
                    spec(SubAttribute.DIVINITY)
                            .growth(new Growth(0, 1, 0, 0))
                            .hands(List.of(ONE_HANDED, WOOD))
                            .build(),
                    EN);

            assertThat(h.maxLife()).isEqualTo(7);
            assertThat(h.life()).isEqualTo(7);
        }

        @Test
        @DisplayName(
                "EN §26 / JP §25: Strength with the two-handed weapon: plate, holds the 2H weapon alone, max Life 6")
        void strengthTwoHandedKit() {
            Hero h = Hero.create(
                    spec(SubAttribute.STRENGTH)
                            .strengthKit(StrengthKit.TWO_HANDED_WEAPON)
                            .build(),
                    EN);
            Equipment e = h.equipment();

            assertThat(e.armour()).contains(Armour.of(ArmourType.PLATE));
            assertThat(e.hands()).containsExactly(TWO_HANDED);
            assertThat(e.carried()).containsExactly(Gear.LANTERN);
            assertThat(e.heldShield()).isEmpty();
            assertThat(h.maxLife()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §26 / JP §25: Strength's default kit is the two-handed weapon")
        void strengthDefaultKitIsTwoHanded() {
            assertThat(hero(SubAttribute.STRENGTH).equipment().hands()).containsExactly(TWO_HANDED);
        }

        @Test
        @DisplayName("EN §26 / JP §25: Strength with one-handed weapon and round shield: holds weapon and lantern")
        void strengthShieldKitDefaultHands() {
            Hero h = Hero.create(
                    spec(SubAttribute.STRENGTH)
                            .strengthKit(StrengthKit.ONE_HANDED_WEAPON_AND_ROUND_SHIELD)
                            .build(),
                    EN);
            Equipment e = h.equipment();

            assertThat(e.armour()).contains(Armour.of(ArmourType.PLATE));
            assertThat(e.hands()).containsExactly(ONE_HANDED, Gear.LANTERN);
            assertThat(e.carried()).containsExactly(ROUND);
            assertThat(h.maxLife()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §26, §28 / JP §25, §27: Strength holding one-handed weapon and round shield: max Life 8")
        void strengthShieldKitHoldingShield() {
            Hero h = Hero.create(
                    spec(SubAttribute.STRENGTH)
                            .strengthKit(StrengthKit.ONE_HANDED_WEAPON_AND_ROUND_SHIELD)
                            .hands(List.of(ONE_HANDED, ROUND))
                            .build(),
                    EN);

            assertThat(h.maxLife()).isEqualTo(8);
            assertThat(h.life()).isEqualTo(8);
        }

        @Test
        @DisplayName("EN §26 / JP §25: Dexterity with bow: light weapon, leather; holds weapon and lantern; max Life 6")
        void dexterityBowKit() {
            Hero h = Hero.create(
                    spec(SubAttribute.DEXTERITY)
                            .dexterityRangedWeapon(RangedWeapon.BOW)
                            .build(),
                    EN);
            Equipment e = h.equipment();

            assertThat(e.armour()).contains(Armour.of(ArmourType.LEATHER));
            assertThat(e.hands()).containsExactly(LIGHT, Gear.LANTERN);
            assertThat(e.carried()).containsExactly(RangedWeapon.BOW);
            assertThat(h.maxLife()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §26 / JP §25: Dexterity's default ranged weapon is the bow")
        void dexterityDefaultIsBow() {
            assertThat(hero(SubAttribute.DEXTERITY).equipment().owns(RangedWeapon.BOW))
                    .isTrue();
        }

        @Test
        @DisplayName("EN §26 / JP §25: Dexterity with sling: sling carried, no bow, max Life 6")
        void dexteritySlingKit() {
            Hero h = Hero.create(
                    spec(SubAttribute.DEXTERITY)
                            .dexterityRangedWeapon(RangedWeapon.SLING)
                            .build(),
                    JP);
            Equipment e = h.equipment();

            assertThat(e.carried()).containsExactly(RangedWeapon.SLING);
            assertThat(e.owns(RangedWeapon.BOW)).isFalse();
            assertThat(e.hands()).containsExactly(LIGHT, Gear.LANTERN);
            assertThat(h.maxLife()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §27 / JP §26: a Dexterity hero may start holding the bow alone (both hands)")
        void dexterityHoldingBow() {
            Hero h = Hero.create(
                    spec(SubAttribute.DEXTERITY)
                            .hands(List.of(RangedWeapon.BOW))
                            .build(),
                    EN);

            assertThat(h.equipment().hands()).containsExactly(RangedWeapon.BOW);
            assertThat(h.equipment().carried()).containsExactlyInAnyOrder(Gear.LANTERN, LIGHT);
            assertThat(h.equipment().heldRangedWeapon()).contains(RangedWeapon.BOW);
        }

        @Test
        @DisplayName("EN §29 / JP §28: the kit weapon is blunt when the spec says so")
        void bluntKitWeapon() {
            Hero h = Hero.create(
                    spec(SubAttribute.DIVINITY)
                            .kitWeaponDamage(DamageType.BLUNT)
                            .build(),
                    EN);

            assertThat(h.equipment().heldWeapon()).contains(Weapon.of(WeaponClass.ONE_HANDED, DamageType.BLUNT));
        }

        @Test
        @DisplayName("EN §27 / JP §26: hands holding a bow and a lantern (three hands) are rejected")
        void tooManyHandsRejected() {
            HeroSpec s = spec(SubAttribute.DEXTERITY)
                    .hands(List.of(RangedWeapon.BOW, Gear.LANTERN))
                    .build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("3 hands");
        }

        @Test
        @DisplayName("EN §27 / JP §26: hands holding an item the hero does not own are rejected")
        void unownedHandItemRejected() {
            HeroSpec s =
                    spec(SubAttribute.STRENGTH).hands(List.of(TWO_HANDED, WOOD)).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("cannot hold");
        }
    }

    @Nested
    @DisplayName("Purchases with the starting gold (EN §28 / JP §27, §46 step 8)")
    class Purchases {

        @Test
        @DisplayName("EN §28 / JP §27: buying a rope (3 gold) leaves 7 gold; the rope is carried")
        void buyRope() {
            Hero h = Hero.create(
                    spec(SubAttribute.SORCERY).addPurchases(Gear.ROPE).build(), EN);

            assertThat(h.equipment().gold()).isEqualTo(7);
            assertThat(h.equipment().carried()).containsExactly(Gear.ROPE);
        }

        @Test
        @DisplayName("EN §28 / JP §27: three ropes cost 9 and leave 1 gold")
        void buyThreeRopes() {
            Hero h = Hero.create(
                    spec(SubAttribute.SORCERY)
                            .addPurchases(Gear.ROPE, Gear.ROPE, Gear.ROPE)
                            .build(),
                    EN);

            assertThat(h.equipment().gold()).isEqualTo(1);
            assertThat(h.equipment().count(Gear.ROPE)).isEqualTo(3);
        }

        @Test
        @DisplayName("EN §28 / JP §27: a bow for 18 gold with 10 is rejected; the message names price and gold left")
        void purchaseBeyondGoldRejected() {
            HeroSpec s =
                    spec(SubAttribute.SORCERY).addPurchases(RangedWeapon.BOW).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("bow for 18 gold with 10 left");
        }

        @Test
        @DisplayName("EN §28 / JP §27: after a rope, holy water for 10 with 7 left is rejected")
        void secondPurchaseBeyondGoldRejected() {
            HeroSpec s = spec(SubAttribute.DEXTERITY)
                    .addPurchases(Gear.ROPE, Gear.HOLY_WATER)
                    .build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("holy-water for 10 gold with 7 left");
        }

        @Test
        @DisplayName("EN §27 / JP §26: a second armour (cloth over the kit's cloth) is rejected")
        void secondArmourRejected() {
            HeroSpec s = spec(SubAttribute.SORCERY)
                    .addPurchases(Armour.of(ArmourType.CLOTH))
                    .build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("already worn");
        }

        @Test
        @DisplayName("EN §28 / JP §27: a wood shield bought (5 gold) and held gives max Life 6 to a Sorcery hero")
        void boughtShieldHeld() {
            Hero h = Hero.create(
                    spec(SubAttribute.SORCERY)
                            .addPurchases(WOOD)
                            .hands(List.of(LIGHT, WOOD))
                            .build(),
                    EN);

            assertThat(h.equipment().gold()).isEqualTo(5);
            assertThat(h.maxLife()).isEqualTo(6);
            assertThat(h.life()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §28 / JP §27: between adventures a hero buys a rope with Hero.buy: 7 gold left")
        void buyBetweenAdventures() {
            Hero h = hero(SubAttribute.STRENGTH).buy(Gear.ROPE, EN);

            assertThat(h.equipment().gold()).isEqualTo(7);
            assertThat(h.equipment().count(Gear.ROPE)).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §28 / JP §27: Hero.buy beyond the gold is rejected, naming price and gold")
        void buyBeyondGoldBetweenAdventures() {
            Hero h = hero(SubAttribute.STRENGTH);

            assertThatThrownBy(() -> h.buy(Gear.HEALING_POTION, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("healing-potion for 50 gold with 10");
        }

        @Test
        @DisplayName("EN §27 / JP §26: Hero.buy of a second armour is rejected")
        void buySecondArmourBetweenAdventures() {
            Hero h = hero(SubAttribute.DEXTERITY);

            assertThatThrownBy(() -> h.buy(Armour.of(ArmourType.CLOTH), EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("already worn");
        }

        @Test
        @DisplayName("EN §27 / JP §26: purchases beyond the carry limit (max Life 5) are rejected at creation")
        void carryLimitAtCreation() {
            HeroSpec s = spec(SubAttribute.SORCERY)
                    .level(14)
                    .addPurchases(Gear.ROPE, Gear.ROPE, Gear.ROPE, Gear.ROPE, Gear.ROPE, Gear.ROPE)
                    .build();

            // 6 ropes + 192 gold (1 slot) = 7 slots against max Life 5.
            assertThatThrownBy(() -> Hero.retry(s, 14, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("carries 7 items but may carry 5");
        }
    }

    @Nested
    @DisplayName("Retry heroes (EN §41 / JP §40) and the levels covered (EN §15)")
    class Retry {

        @Test
        @DisplayName("EN §41 / JP §40: a level 14 retry hero gets 210 gold and 14 experience")
        void levelFourteenRetry() {
            Hero h = Hero.retry(spec(SubAttribute.STRENGTH).level(14).build(), 14, EN);

            assertThat(h.level()).isEqualTo(14);
            assertThat(h.experience()).isEqualTo(14);
            assertThat(h.equipment().gold()).isEqualTo(210);
            assertThat(Hero.RETRY_GOLD_PER_LEVEL).isEqualTo(50);
        }

        @Test
        @DisplayName("EN §41 / JP §40: a level 14 retry hero may spend all 14 experience")
        void retrySpendsFourteen() {
            Hero h = Hero.retry(
                    spec(SubAttribute.DIVINITY)
                            .level(14)
                            .growth(new Growth(2, 4, 0, 1))
                            .build(),
                    14,
                    JP);

            assertThat(h.experience()).isZero();
            assertThat(h.level()).isEqualTo(14);
            assertThat(h.technique()).isEqualTo(2);
        }

        @Test
        @DisplayName("EN §41 / JP §40: a level 14 retry hero still cannot spend 15")
        void retryOverBudgetRejected() {
            HeroSpec s = spec(SubAttribute.DIVINITY)
                    .level(14)
                    .growth(new Growth(2, 4, 1, 1))
                    .build();

            assertThatThrownBy(() -> Hero.retry(s, 14, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("costs 15 experience; only 14 is available");
        }

        @Test
        @DisplayName("EN §41 / JP §40: after a level 12 hero, a level 12 or a level 10 retry is allowed")
        void retryAtOrBelowPreviousLevel() {
            assertThat(Hero.retry(spec(SubAttribute.SORCERY).level(12).build(), 12, EN)
                            .equipment()
                            .gold())
                    .isEqualTo(110);
            assertThat(Hero.retry(spec(SubAttribute.SORCERY).build(), 12, JP)
                            .equipment()
                            .gold())
                    .isEqualTo(10);
        }

        @Test
        @DisplayName("EN §41 / JP §40: a retry above the previous level is rejected")
        void retryAbovePreviousLevelRejected() {
            HeroSpec s = spec(SubAttribute.SORCERY).level(15).build();

            assertThatThrownBy(() -> Hero.retry(s, 14, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("may be level 10..14, asked 15");
        }

        @Test
        @DisplayName("EN §41 (C-43): with retryLevelMayEqualPrevious false the retry must be lower")
        void strictRetryLevel() {
            var strict = EN.withRetryLevelMayEqualPrevious(false);

            assertThatThrownBy(() ->
                            Hero.retry(spec(SubAttribute.SORCERY).level(14).build(), 14, strict))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("10..13");
            assertThat(Hero.retry(spec(SubAttribute.SORCERY).level(13).build(), 14, strict)
                            .level())
                    .isEqualTo(13);
        }

        @Test
        @DisplayName("EN §15 (C-07): level 16 is covered: 310 gold; level 17 is rejected (maxCoveredLevel)")
        void maxCoveredLevel() {
            assertThat(Hero.retry(spec(SubAttribute.SORCERY).level(16).build(), 16, EN)
                            .equipment()
                            .gold())
                    .isEqualTo(310);

            assertThatThrownBy(() ->
                            Hero.retry(spec(SubAttribute.SORCERY).level(17).build(), 17, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("up to level 16, asked 17");
            assertThatThrownBy(() ->
                            Hero.retry(spec(SubAttribute.SORCERY).level(17).build(), 17, JP))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("up to level 16");
        }

        @Test
        @DisplayName("EN §16 / JP §16: Hero.create makes new heroes of level 10 only; level 11 with no dead hero behind"
                + " it is refused, and only a retry (EN §41 / JP §40) makes it, with 60 gold")
        void createRefusesALevelAboveTen() {
            HeroSpec eleven = spec(SubAttribute.SORCERY).level(11).build();

            assertThatThrownBy(() -> Hero.create(eleven, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("a new hero starts at level 10, asked 11")
                    .hasMessageContaining("Hero.retry")
                    .extracting(e -> ((RuleViolationException) e).section())
                    .isEqualTo("EN §16 / JP §16");
            assertThatThrownBy(() -> Hero.create(eleven, JP)).isInstanceOf(RuleViolationException.class);
            Hero retry = Hero.retry(eleven, 11, JP);
            assertThat(retry.level()).isEqualTo(11);
            assertThat(retry.equipment().gold()).isEqualTo(60);
            assertThat(Hero.create(spec(SubAttribute.SORCERY).build(), EN)
                            .equipment()
                            .gold())
                    .isEqualTo(10);
        }

        @Test
        @DisplayName("§16: a hero below level 10 is rejected")
        void belowLevelTenRejected() {
            assertThatThrownBy(() ->
                            Hero.create(spec(SubAttribute.SORCERY).level(9).build(), EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("level 10 or more, asked 9");
        }

        @Test
        @DisplayName("EN §41 / JP §40: the retry kit is the ordinary kit with more gold")
        void retryKit() {
            Hero h = Hero.retry(spec(SubAttribute.DEXTERITY).level(11).build(), 11, EN);

            assertThat(h.equipment().armour()).isEqualTo(Optional.of(Armour.of(ArmourType.LEATHER)));
            assertThat(h.equipment().gold()).isEqualTo(60);
            List<Item> all = h.equipment().allItems();
            assertThat(all).contains(Gear.LANTERN, LIGHT, RangedWeapon.BOW);
        }
    }
}

package io.github.roguelikehalf.rules.item;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The equipment list and its prices (EN §28 / JP §27, catalogue R-056). */
@DisplayName("EN §28 / JP §27: equipment list prices")
class ItemPriceTest {

    @ParameterizedTest(name = "EN §28 / JP §27: {0} costs {1} gold and takes {2} hands")
    @DisplayName("EN §28 / JP §27: every item of the equipment list, every variant, with its price and hands")
    @CsvSource({
        "light-weapon/blunt, 2, 1",
        "light-weapon/slashing, 2, 1",
        "one-handed-weapon/blunt, 5, 1",
        "one-handed-weapon/slashing, 5, 1",
        "two-handed-weapon/blunt, 15, 2",
        "two-handed-weapon/slashing, 15, 2",
        "magic-light-weapon/blunt, 10, 1",
        "magic-light-weapon/slashing, 10, 1",
        "magic-one-handed-weapon/blunt, 25, 1",
        "magic-one-handed-weapon/slashing, 25, 1",
        "magic-two-handed-weapon/blunt, 75, 2",
        "magic-two-handed-weapon/slashing, 75, 2",
        "sling, 3, 2",
        "bow, 18, 2",
        "cloth-armour, 4, 0",
        "leather-armour, 10, 0",
        "chain-armour, 30, 0",
        "plate-armour, 50, 0",
        "magic-cloth-armour, 20, 0",
        "magic-leather-armour, 50, 0",
        "magic-chain-armour, 150, 0",
        "magic-plate-armour, 250, 0",
        "wood-shield, 5, 1",
        "round-shield, 15, 1",
        "magic-wood-shield, 50, 1",
        "magic-round-shield, 150, 1",
        "lantern, 2, 1",
        "rope, 3, 1",
        "holy-water, 10, 1",
        "healing-potion, 50, 1"
    })
    void everyItemHasItsListPriceAndHands(String key, int price, int hands) {
        Item item = Item.parse(key);
        assertThat(item.key()).isEqualTo(key);
        assertThat(item.price()).isEqualTo(price);
        assertThat(item.hands()).isEqualTo(hands);
    }

    @Test
    @DisplayName("EN §28 / JP §27: light weapon 2, one-handed weapon 5, two-handed weapon 15 gold")
    void meleeWeaponPrices() {
        assertThat(WeaponClass.LIGHT.price()).isEqualTo(2);
        assertThat(WeaponClass.ONE_HANDED.price()).isEqualTo(5);
        assertThat(WeaponClass.TWO_HANDED.price()).isEqualTo(15);
        for (DamageType d : DamageType.values()) {
            assertThat(Weapon.of(WeaponClass.LIGHT, d).price()).isEqualTo(2);
            assertThat(Weapon.of(WeaponClass.ONE_HANDED, d).price()).isEqualTo(5);
            assertThat(Weapon.of(WeaponClass.TWO_HANDED, d).price()).isEqualTo(15);
        }
    }

    @Test
    @DisplayName("EN §28 / JP §27: magic weapons cost 5x: light 10, one-handed 25, two-handed 75 gold")
    void magicWeaponPrices() {
        assertThat(Weapon.MAGIC_PRICE_FACTOR).isEqualTo(5);
        for (DamageType d : DamageType.values()) {
            assertThat(Weapon.magic(WeaponClass.LIGHT, d).price()).isEqualTo(10);
            assertThat(Weapon.magic(WeaponClass.ONE_HANDED, d).price()).isEqualTo(25);
            assertThat(Weapon.magic(WeaponClass.TWO_HANDED, d).price()).isEqualTo(75);
        }
    }

    @Test
    @DisplayName("EN §28 / JP §27: sling 3, bow and arrows 18 gold")
    void rangedWeaponPrices() {
        assertThat(RangedWeapon.SLING.price()).isEqualTo(3);
        assertThat(RangedWeapon.BOW.price()).isEqualTo(18);
        assertThat(RangedWeapon.values()).containsExactly(RangedWeapon.BOW, RangedWeapon.SLING);
    }

    @Test
    @DisplayName("EN §28 / JP §27: cloth 4, leather 10, chain 30, plate 50 gold")
    void armourPrices() {
        assertThat(Armour.of(ArmourType.CLOTH).price()).isEqualTo(4);
        assertThat(Armour.of(ArmourType.LEATHER).price()).isEqualTo(10);
        assertThat(Armour.of(ArmourType.CHAIN).price()).isEqualTo(30);
        assertThat(Armour.of(ArmourType.PLATE).price()).isEqualTo(50);
        assertThat(ArmourType.values())
                .containsExactly(ArmourType.CLOTH, ArmourType.LEATHER, ArmourType.CHAIN, ArmourType.PLATE);
    }

    @Test
    @DisplayName("EN §28 / JP §27: magic armour costs 5x: 20, 50, 150, 250 gold")
    void magicArmourPrices() {
        assertThat(Armour.MAGIC_PRICE_FACTOR).isEqualTo(5);
        assertThat(Armour.magic(ArmourType.CLOTH).price()).isEqualTo(20);
        assertThat(Armour.magic(ArmourType.LEATHER).price()).isEqualTo(50);
        assertThat(Armour.magic(ArmourType.CHAIN).price()).isEqualTo(150);
        assertThat(Armour.magic(ArmourType.PLATE).price()).isEqualTo(250);
    }

    @Test
    @DisplayName("EN §28 / JP §27: wood shield 5, round shield 15 gold")
    void shieldPrices() {
        assertThat(Shield.of(ShieldType.WOOD).price()).isEqualTo(5);
        assertThat(Shield.of(ShieldType.ROUND).price()).isEqualTo(15);
        assertThat(ShieldType.values()).containsExactly(ShieldType.WOOD, ShieldType.ROUND);
    }

    @Test
    @DisplayName("EN §28 / JP §27: magic shields cost 10x: wood 50, round 150 gold")
    void magicShieldPrices() {
        assertThat(Shield.MAGIC_PRICE_FACTOR).isEqualTo(10);
        assertThat(Shield.magic(ShieldType.WOOD).price()).isEqualTo(50);
        assertThat(Shield.magic(ShieldType.ROUND).price()).isEqualTo(150);
    }

    @Test
    @DisplayName("EN §28 / JP §27: lantern 2, rope 3, holy water 10, healing potion 50 gold")
    void gearPrices() {
        assertThat(Gear.LANTERN.price()).isEqualTo(2);
        assertThat(Gear.ROPE.price()).isEqualTo(3);
        assertThat(Gear.HOLY_WATER.price()).isEqualTo(10);
        assertThat(Gear.HEALING_POTION.price()).isEqualTo(50);
        assertThat(Gear.values()).containsExactly(Gear.LANTERN, Gear.ROPE, Gear.HOLY_WATER, Gear.HEALING_POTION);
    }
}

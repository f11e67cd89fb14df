package io.github.roguelikehalf.rules.item;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** What the items do (EN §28-§30 / JP §27-§29, catalogue R-059..R-074, R-085). */
@DisplayName("EN §28-§30 / JP §27-§29: item effects")
class ItemEffectsTest {

    @Test
    @DisplayName("EN §29 / JP §28: light weapon -1, one-handed 0, two-handed +1 to attack rolls")
    void weaponClassAttackModifiers() {
        assertThat(WeaponClass.LIGHT.attackModifier()).isEqualTo(-1);
        assertThat(WeaponClass.ONE_HANDED.attackModifier()).isZero();
        assertThat(WeaponClass.TWO_HANDED.attackModifier()).isEqualTo(1);
        assertThat(WeaponClass.values())
                .containsExactly(WeaponClass.LIGHT, WeaponClass.ONE_HANDED, WeaponClass.TWO_HANDED);
    }

    @Test
    @DisplayName("EN §29 / JP §28: an unarmed character attacks at -2")
    void unarmedModifier() {
        assertThat(Weapon.UNARMED_ATTACK_MODIFIER).isEqualTo(-2);
    }

    @Test
    @DisplayName("EN §29 / JP §28: every weapon is blunt or slashing")
    void damageTypes() {
        assertThat(DamageType.values()).containsExactly(DamageType.BLUNT, DamageType.SLASHING);
        assertThat(DamageType.BLUNT.key()).isEqualTo("blunt");
        assertThat(DamageType.SLASHING.key()).isEqualTo("slashing");
    }

    @Test
    @DisplayName("EN §28 / JP §27: a weapon keeps the damage type chosen when bought; magic is a separate flag")
    void weaponComponents() {
        Weapon w = Weapon.magic(WeaponClass.TWO_HANDED, DamageType.BLUNT);
        assertThat(w.weaponClass()).isEqualTo(WeaponClass.TWO_HANDED);
        assertThat(w.damage()).isEqualTo(DamageType.BLUNT);
        assertThat(w.magic()).isTrue();
        assertThat(w).isEqualTo(new Weapon(WeaponClass.TWO_HANDED, DamageType.BLUNT, true));
        assertThat(w).isNotEqualTo(Weapon.of(WeaponClass.TWO_HANDED, DamageType.BLUNT));
        assertThat(Weapon.of(WeaponClass.LIGHT, DamageType.SLASHING).magic()).isFalse();
        assertThat(w.toString()).isEqualTo("magic-two-handed-weapon/blunt");
    }

    @Test
    @DisplayName("EN §28 / JP §27: bow and arrows shoot at 0, slashing")
    void bow() {
        assertThat(RangedWeapon.BOW.attackModifier()).isZero();
        assertThat(RangedWeapon.BOW.damage()).isEqualTo(DamageType.SLASHING);
    }

    @Test
    @DisplayName("EN §28 / JP §27: the sling shoots at -1, blunt")
    void sling() {
        assertThat(RangedWeapon.SLING.attackModifier()).isEqualTo(-1);
        assertThat(RangedWeapon.SLING.damage()).isEqualTo(DamageType.BLUNT);
    }

    @Test
    @DisplayName("EN §28 / JP §27: cloth armour max Life +1, Dexterity +1, defense 0")
    void clothArmour() {
        assertThat(ArmourType.CLOTH.maxLifeBonus()).isEqualTo(1);
        assertThat(ArmourType.CLOTH.dexterityBonus()).isEqualTo(1);
        assertThat(ArmourType.CLOTH.defenseBonus()).isZero();
        assertThat(Armour.of(ArmourType.CLOTH).maxLifeBonus()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §28 / JP §27: leather armour max Life +2, Dexterity +1, defense 0")
    void leatherArmour() {
        assertThat(ArmourType.LEATHER.maxLifeBonus()).isEqualTo(2);
        assertThat(ArmourType.LEATHER.dexterityBonus()).isEqualTo(1);
        assertThat(ArmourType.LEATHER.defenseBonus()).isZero();
        assertThat(Armour.of(ArmourType.LEATHER).maxLifeBonus()).isEqualTo(2);
    }

    @Test
    @DisplayName("EN §28 / JP §27: chain armour max Life +1, defense +1, Dexterity 0")
    void chainArmour() {
        assertThat(ArmourType.CHAIN.maxLifeBonus()).isEqualTo(1);
        assertThat(ArmourType.CHAIN.dexterityBonus()).isZero();
        assertThat(ArmourType.CHAIN.defenseBonus()).isEqualTo(1);
        assertThat(Armour.of(ArmourType.CHAIN).maxLifeBonus()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §28 / JP §27: plate armour max Life +2, defense +1, Dexterity 0")
    void plateArmour() {
        assertThat(ArmourType.PLATE.maxLifeBonus()).isEqualTo(2);
        assertThat(ArmourType.PLATE.dexterityBonus()).isZero();
        assertThat(ArmourType.PLATE.defenseBonus()).isEqualTo(1);
        assertThat(Armour.of(ArmourType.PLATE).maxLifeBonus()).isEqualTo(2);
    }

    @Test
    @DisplayName("EN §28 / JP §27: magic armour gives one more max Life: 2, 3, 2, 3")
    void magicArmourMaxLife() {
        assertThat(Armour.magic(ArmourType.CLOTH).maxLifeBonus()).isEqualTo(2);
        assertThat(Armour.magic(ArmourType.LEATHER).maxLifeBonus()).isEqualTo(3);
        assertThat(Armour.magic(ArmourType.CHAIN).maxLifeBonus()).isEqualTo(2);
        assertThat(Armour.magic(ArmourType.PLATE).maxLifeBonus()).isEqualTo(3);
    }

    @ParameterizedTest(name = "EN §28 / JP §27: magic {0} armour keeps the Dexterity and defense bonuses")
    @EnumSource(ArmourType.class)
    @DisplayName("EN §28 / JP §27: magic armour keeps the base armour's other effects")
    void magicArmourKeepsOtherEffects(ArmourType type) {
        Armour magic = Armour.magic(type);
        assertThat(magic.type()).isEqualTo(type);
        assertThat(magic.magic()).isTrue();
        assertThat(magic.type().dexterityBonus()).isEqualTo(type.dexterityBonus());
        assertThat(magic.type().defenseBonus()).isEqualTo(type.defenseBonus());
        assertThat(magic.maxLifeBonus()).isEqualTo(Armour.of(type).maxLifeBonus() + 1);
    }

    @Test
    @DisplayName("EN §28 / JP §27: wood shield max Life +1, round shield +2, no ranged bonus")
    void shields() {
        assertThat(ShieldType.WOOD.maxLifeBonus()).isEqualTo(1);
        assertThat(ShieldType.ROUND.maxLifeBonus()).isEqualTo(2);
        assertThat(Shield.of(ShieldType.WOOD).maxLifeBonus()).isEqualTo(1);
        assertThat(Shield.of(ShieldType.ROUND).maxLifeBonus()).isEqualTo(2);
        assertThat(Shield.of(ShieldType.WOOD).rangedDefenseBonus()).isZero();
        assertThat(Shield.of(ShieldType.ROUND).rangedDefenseBonus()).isZero();
    }

    @Test
    @DisplayName("EN §28 / JP §27: a magic shield adds +1 defense against ranged weapons only, no extra max Life")
    void magicShields() {
        assertThat(Shield.magic(ShieldType.WOOD).maxLifeBonus()).isEqualTo(1);
        assertThat(Shield.magic(ShieldType.ROUND).maxLifeBonus()).isEqualTo(2);
        assertThat(Shield.magic(ShieldType.WOOD).rangedDefenseBonus()).isEqualTo(1);
        assertThat(Shield.magic(ShieldType.ROUND).rangedDefenseBonus()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §27 / JP §26: hands: two-handed weapon, bow and sling 2; armour 0; everything else 1")
    void handsNeeded() {
        assertThat(WeaponClass.LIGHT.hands()).isEqualTo(1);
        assertThat(WeaponClass.ONE_HANDED.hands()).isEqualTo(1);
        assertThat(WeaponClass.TWO_HANDED.hands()).isEqualTo(2);
        for (DamageType d : DamageType.values()) {
            assertThat(Weapon.of(WeaponClass.LIGHT, d).hands()).isEqualTo(1);
            assertThat(Weapon.magic(WeaponClass.ONE_HANDED, d).hands()).isEqualTo(1);
            assertThat(Weapon.of(WeaponClass.TWO_HANDED, d).hands()).isEqualTo(2);
            assertThat(Weapon.magic(WeaponClass.TWO_HANDED, d).hands()).isEqualTo(2);
        }
        assertThat(RangedWeapon.BOW.hands()).isEqualTo(2);
        assertThat(RangedWeapon.SLING.hands()).isEqualTo(2);
        for (ArmourType t : ArmourType.values()) {
            assertThat(Armour.of(t).hands()).isZero();
            assertThat(Armour.magic(t).hands()).isZero();
        }
        for (ShieldType t : ShieldType.values()) {
            assertThat(Shield.of(t).hands()).isEqualTo(1);
            assertThat(Shield.magic(t).hands()).isEqualTo(1);
        }
        for (Gear g : Gear.values()) {
            assertThat(g.hands()).isEqualTo(1);
        }
    }
}

package io.github.roguelikehalf.rules.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleViolationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What one hero holds, wears and carries (EN §27 / JP §26, catalogue R-052..R-055). */
@DisplayName("EN §27 / JP §26: equipment and carry limits")
class EquipmentTest {

    private static final String SECTION = "EN §27 / JP §26";

    private static final Weapon LIGHT = Weapon.of(WeaponClass.LIGHT, DamageType.SLASHING);
    private static final Weapon ONE_HANDED = Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING);
    private static final Weapon ONE_HANDED_BLUNT = Weapon.of(WeaponClass.ONE_HANDED, DamageType.BLUNT);
    private static final Weapon TWO_HANDED = Weapon.of(WeaponClass.TWO_HANDED, DamageType.BLUNT);
    private static final Shield WOOD = Shield.of(ShieldType.WOOD);
    private static final Shield ROUND = Shield.of(ShieldType.ROUND);
    private static final Armour CHAIN = Armour.of(ArmourType.CHAIN);
    private static final Armour PLATE = Armour.of(ArmourType.PLATE);

    private static Equipment holding(Item... hands) {
        return new Equipment(List.of(hands), Optional.empty(), List.of(), 0, 0);
    }

    private static Equipment carrying(Item... carried) {
        return new Equipment(List.of(), Optional.empty(), List.of(carried), 0, 0);
    }

    @Nested
    @DisplayName("EN §27 / JP §26: hands")
    class Hands {

        @Test
        @DisplayName("EN §27 / JP §26: one item in each hand")
        void oneItemPerHand() {
            Equipment e = holding(ONE_HANDED, Gear.LANTERN);
            assertThat(e.hands()).containsExactly(ONE_HANDED, Gear.LANTERN);
            assertThat(e.heldWeapon()).contains(ONE_HANDED);
            assertThat(e.holdsLantern()).isTrue();
            assertThat(e.heldShield()).isEmpty();
            assertThat(e.heldRangedWeapon()).isEmpty();
        }

        @Test
        @DisplayName("EN §27 / JP §26: a shield takes the place of an item in one hand")
        void weaponAndShield() {
            Equipment e = holding(ONE_HANDED, ROUND);
            assertThat(e.heldWeapon()).contains(ONE_HANDED);
            assertThat(e.heldShield()).contains(ROUND);
            assertThat(e.holdsLantern()).isFalse();
        }

        @Test
        @DisplayName("EN §28 / JP §27: lantern and shield together, with no weapon, are allowed")
        void lanternAndShield() {
            Equipment e = holding(Gear.LANTERN, WOOD);
            assertThat(e.holdsLantern()).isTrue();
            assertThat(e.heldShield()).contains(WOOD);
            assertThat(e.heldWeapon()).isEmpty();
        }

        @Test
        @DisplayName("EN §27 / JP §26: one two-handed item alone")
        void twoHandedAlone() {
            assertThat(holding(TWO_HANDED).heldWeapon()).contains(TWO_HANDED);
            assertThat(holding(RangedWeapon.BOW).heldRangedWeapon()).contains(RangedWeapon.BOW);
            assertThat(holding(RangedWeapon.SLING).heldRangedWeapon()).contains(RangedWeapon.SLING);
            assertThat(holding(RangedWeapon.BOW).heldWeapon()).isEmpty();
        }

        @Test
        @DisplayName("EN §28 / JP §27: every weapon held, plain or magic, is the one fought with, beside a shield too")
        void everyWeaponHeld() {
            for (WeaponClass c : WeaponClass.values()) {
                for (DamageType d : DamageType.values()) {
                    for (Weapon w : List.of(Weapon.of(c, d), Weapon.magic(c, d))) {
                        assertThat(holding(w).heldWeapon()).as(w.key()).contains(w);
                        if (c.hands() == 1) {
                            assertThat(holding(WOOD, w).heldWeapon())
                                    .as(w.key())
                                    .contains(w);
                        }
                    }
                }
            }
        }

        @Test
        @DisplayName("EN §27 / JP §26: two weapons, one per hand; the first is the one fought with")
        void twoOneHandedWeapons() {
            Equipment e = holding(LIGHT, ONE_HANDED);
            assertThat(e.heldWeapon()).contains(LIGHT);
        }

        @Test
        @DisplayName("EN §29 / JP §28: empty hands hold no weapon (the hero fights unarmed)")
        void emptyHands() {
            Equipment e = Equipment.none();
            assertThat(e.heldWeapon()).isEmpty();
            assertThat(e.heldRangedWeapon()).isEmpty();
            assertThat(e.heldShield()).isEmpty();
            assertThat(e.holdsLantern()).isFalse();
        }

        @Test
        @DisplayName("EN §27 / JP §26: three one-handed items are rejected")
        void threeItemsRejected() {
            assertThatThrownBy(() -> holding(ONE_HANDED, Gear.LANTERN, Gear.ROPE))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("takes 3 hands")
                    .hasMessageContaining("two hands hold one item each or one two-handed item");
        }

        @Test
        @DisplayName("EN §28 / JP §27: two-handed weapon and shield are rejected; the message names the hands")
        void twoHandedAndShieldRejected() {
            assertThatThrownBy(() -> holding(TWO_HANDED, WOOD))
                    .isInstanceOfSatisfying(
                            RuleViolationException.class,
                            ex -> assertThat(ex.section()).isEqualTo(SECTION))
                    .hasMessageContaining("two-handed-weapon/blunt")
                    .hasMessageContaining("wood-shield")
                    .hasMessageContaining("takes 3 hands")
                    .hasMessageContaining("two hands hold one item each or one two-handed item")
                    .hasMessageEndingWith("(" + SECTION + ")");
        }

        @Test
        @DisplayName("EN §28 / JP §27: two-handed weapon and lantern are rejected")
        void twoHandedAndLanternRejected() {
            assertThatThrownBy(() -> holding(TWO_HANDED, Gear.LANTERN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("lantern")
                    .hasMessageContaining("takes 3 hands");
            assertThatThrownBy(() -> holding(Weapon.magic(WeaponClass.TWO_HANDED, DamageType.SLASHING), Gear.LANTERN))
                    .isInstanceOf(RuleViolationException.class);
        }

        @Test
        @DisplayName("EN §28 / JP §27: bow and lantern are rejected; the sling likewise")
        void rangedAndLanternRejected() {
            assertThatThrownBy(() -> holding(RangedWeapon.BOW, Gear.LANTERN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("[bow, lantern]")
                    .hasMessageContaining("takes 3 hands");
            assertThatThrownBy(() -> holding(RangedWeapon.SLING, Gear.LANTERN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("[sling, lantern]");
        }

        @Test
        @DisplayName("EN §27 / JP §26: bow with a shield, or two two-handed items, are rejected")
        void otherOverfullHandsRejected() {
            assertThatThrownBy(() -> holding(RangedWeapon.BOW, WOOD)).isInstanceOf(RuleViolationException.class);
            assertThatThrownBy(() -> holding(TWO_HANDED, RangedWeapon.BOW))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("takes 4 hands");
        }

        @Test
        @DisplayName("EN §27 / JP §26: two shields are rejected")
        void twoShieldsRejected() {
            assertThatThrownBy(() -> holding(WOOD, ROUND))
                    .isInstanceOfSatisfying(
                            RuleViolationException.class,
                            ex -> assertThat(ex.section()).isEqualTo(SECTION))
                    .hasMessageContaining("at most one shield");
            assertThatThrownBy(() -> holding(WOOD, WOOD)).isInstanceOf(RuleViolationException.class);
        }

        @Test
        @DisplayName("EN §27 / JP §26: armour is worn, not held")
        void armourInHandRejected() {
            assertThatThrownBy(() -> holding(CHAIN))
                    .isInstanceOfSatisfying(
                            RuleViolationException.class,
                            ex -> assertThat(ex.section()).isEqualTo(SECTION))
                    .hasMessageContaining("armour is worn, not held: chain-armour");
        }
    }

    @Nested
    @DisplayName("EN §27 / JP §26: armour")
    class Worn {

        @Test
        @DisplayName("EN §27 / JP §26: armour that is not worn cannot be carried")
        void carriedArmourRejected() {
            assertThatThrownBy(() -> carrying(Gear.ROPE, PLATE))
                    .isInstanceOfSatisfying(
                            RuleViolationException.class,
                            ex -> assertThat(ex.section()).isEqualTo(SECTION))
                    .hasMessageContaining("cannot be carried")
                    .hasMessageContaining("plate-armour");
        }

        @Test
        @DisplayName("EN §27 / JP §26: added armour is worn when none is")
        void addArmourWears() {
            Equipment e = Equipment.none().add(PLATE);
            assertThat(e.armour()).contains(PLATE);
            assertThat(e.carried()).isEmpty();
            assertThat(e.slotsUsed()).isZero();
        }

        @Test
        @DisplayName("EN §27 / JP §26: a second armour is rejected: unworn armour cannot be carried")
        void secondArmourRejected() {
            Equipment e = Equipment.none().add(CHAIN);
            assertThatThrownBy(() -> e.add(Armour.magic(ArmourType.LEATHER)))
                    .isInstanceOfSatisfying(
                            RuleViolationException.class,
                            ex -> assertThat(ex.section()).isEqualTo(SECTION))
                    .hasMessageContaining("cannot take magic-leather-armour")
                    .hasMessageContaining("chain-armour is already worn")
                    .hasMessageContaining("unworn armour cannot be carried");
            assertThatThrownBy(() -> e.add(CHAIN)).isInstanceOf(RuleViolationException.class);
        }

        @Test
        @DisplayName("EN §27 / JP §26: armour can be swapped by removing the old one first")
        void swapArmour() {
            Equipment e = Equipment.none().add(CHAIN).remove(CHAIN).add(PLATE);
            assertThat(e.armour()).contains(PLATE);
        }
    }

    @Nested
    @DisplayName("EN §27 / JP §26: item slots")
    class Slots {

        @ParameterizedTest(name = "EN §27 / JP §26: {0} gold and {1} rations take {2} slots")
        @DisplayName("EN §27 / JP §26: every 100 gold and every 10 rations take one slot")
        @CsvSource({
            "0, 0, 0",
            "10, 2, 0",
            "99, 0, 0",
            "100, 0, 1",
            "199, 0, 1",
            "200, 0, 2",
            "0, 9, 0",
            "0, 10, 1",
            "0, 19, 1",
            "0, 20, 2",
            "199, 9, 1",
            "200, 10, 3",
            "1234, 57, 17"
        })
        void goldAndRations(int gold, int rations, int slots) {
            Equipment e = Equipment.none().withGold(gold).withRations(rations);
            assertThat(e.gold()).isEqualTo(gold);
            assertThat(e.rations()).isEqualTo(rations);
            assertThat(e.slotsUsed()).isEqualTo(slots);
        }

        @Test
        @DisplayName("EN §27 / JP §26: the constants are 100 gold and 10 rations per slot")
        void constants() {
            assertThat(Equipment.GOLD_PER_SLOT).isEqualTo(100);
            assertThat(Equipment.RATIONS_PER_SLOT).isEqualTo(10);
        }

        @Test
        @DisplayName("EN §27 / JP §26: slots = carried items + gold/100 + rations/10; held and worn take none")
        void carriedItemsCount() {
            Equipment e = new Equipment(
                    List.of(ONE_HANDED, Gear.LANTERN),
                    Optional.of(PLATE),
                    List.of(Gear.ROPE, Gear.HEALING_POTION, WOOD),
                    250,
                    12);
            assertThat(e.slotsUsed()).isEqualTo(3 + 2 + 1);
        }

        @Test
        @DisplayName("EN §27 / JP §26: negative gold or rations are rejected")
        void negativeRejected() {
            assertThatThrownBy(() -> Equipment.none().withGold(-1))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("gold -1");
            assertThatThrownBy(() -> Equipment.none().withRations(-1))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("rations -1");
        }
    }

    @Nested
    @DisplayName("EN §28, §30 / JP §27, §29: max Life bonus")
    class MaxLife {

        @Test
        @DisplayName("EN §28, §30 / JP §27, §29: nothing worn or held gives no bonus")
        void none() {
            assertThat(Equipment.none().maxLifeBonus()).isZero();
        }

        @Test
        @DisplayName("EN §26, §28 / JP §25, §27: plate armour and a held round shield give +4")
        void plateAndRound() {
            Equipment e = new Equipment(List.of(ONE_HANDED, ROUND), Optional.of(PLATE), List.of(), 0, 0);
            assertThat(e.maxLifeBonus()).isEqualTo(4);
        }

        @Test
        @DisplayName("EN §26, §28 / JP §25, §27: chain armour and a held wood shield give +2")
        void chainAndWood() {
            Equipment e = new Equipment(List.of(ONE_HANDED, WOOD), Optional.of(CHAIN), List.of(), 0, 0);
            assertThat(e.maxLifeBonus()).isEqualTo(2);
        }

        @Test
        @DisplayName("EN §28 / JP §27: magic plate armour and a magic round shield give +5")
        void magic() {
            Equipment e = new Equipment(
                    List.of(Shield.magic(ShieldType.ROUND)),
                    Optional.of(Armour.magic(ArmourType.PLATE)),
                    List.of(),
                    0,
                    0);
            assertThat(e.maxLifeBonus()).isEqualTo(5);
        }

        @Test
        @DisplayName("EN §28 / JP §27 (ruling): a carried shield gives nothing")
        void carriedShieldGivesNothing() {
            Equipment e =
                    new Equipment(List.of(ONE_HANDED, Gear.LANTERN), Optional.of(CHAIN), List.of(ROUND, WOOD), 0, 0);
            assertThat(e.maxLifeBonus()).isEqualTo(1);
            assertThat(carrying(ROUND).maxLifeBonus()).isZero();
        }

        @Test
        @DisplayName("EN §28 / JP §27 (ruling): taking the shield in hand adds its bonus, putting it down removes it")
        void holdingTheShieldCounts() {
            Equipment e = new Equipment(List.of(ONE_HANDED, Gear.LANTERN), Optional.of(CHAIN), List.of(ROUND), 0, 0);
            Equipment shielded = e.hold(List.of(ONE_HANDED, ROUND));
            assertThat(shielded.maxLifeBonus()).isEqualTo(3);
            assertThat(shielded.hold(List.of(ONE_HANDED, Gear.LANTERN)).maxLifeBonus())
                    .isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("EN §27 / JP §26: changing what is held")
    class Hold {

        private final Equipment dexterityHero = new Equipment(
                List.of(LIGHT, Gear.LANTERN),
                Optional.of(Armour.of(ArmourType.LEATHER)),
                List.of(RangedWeapon.BOW, Gear.ROPE),
                10,
                2);

        @Test
        @DisplayName("EN §27 / JP §26: hold() takes from held and carried items; put-down items are carried")
        void rearrange() {
            Equipment e = dexterityHero.hold(List.of(RangedWeapon.BOW));
            assertThat(e.hands()).containsExactly(RangedWeapon.BOW);
            assertThat(e.carried()).containsExactly(LIGHT, Gear.LANTERN, Gear.ROPE);
            assertThat(e.armour()).contains(Armour.of(ArmourType.LEATHER));
            assertThat(e.gold()).isEqualTo(10);
            assertThat(e.rations()).isEqualTo(2);
            assertThat(e.heldRangedWeapon()).contains(RangedWeapon.BOW);
            assertThat(e.holdsLantern()).isFalse();
            assertThat(e.slotsUsed()).isEqualTo(3);
        }

        @Test
        @DisplayName("EN §27 / JP §26: hold() back again restores the hands")
        void rearrangeBack() {
            Equipment e = dexterityHero.hold(List.of(RangedWeapon.BOW)).hold(List.of(LIGHT, Gear.LANTERN));
            assertThat(e.hands()).containsExactly(LIGHT, Gear.LANTERN);
            assertThat(e.carried()).containsExactly(RangedWeapon.BOW, Gear.ROPE);
            assertThat(e).isEqualTo(dexterityHero);
        }

        @Test
        @DisplayName("EN §27 / JP §26: hold() can keep one item and swap the other")
        void partialSwap() {
            Equipment e = dexterityHero.hold(List.of(LIGHT, Gear.ROPE));
            assertThat(e.hands()).containsExactly(LIGHT, Gear.ROPE);
            assertThat(e.carried()).containsExactly(Gear.LANTERN, RangedWeapon.BOW);
        }

        @Test
        @DisplayName("EN §27 / JP §26: hold() of nothing puts everything in the pack")
        void holdNothing() {
            Equipment e = dexterityHero.hold(List.of());
            assertThat(e.hands()).isEmpty();
            assertThat(e.carried()).containsExactly(LIGHT, Gear.LANTERN, RangedWeapon.BOW, Gear.ROPE);
        }

        @Test
        @DisplayName("EN §27 / JP §26: hold() rejects items not owned")
        void notOwnedRejected() {
            assertThatThrownBy(() -> dexterityHero.hold(List.of(ONE_HANDED)))
                    .isInstanceOfSatisfying(
                            RuleViolationException.class,
                            ex -> assertThat(ex.section()).isEqualTo(SECTION))
                    .hasMessageContaining("cannot hold one-handed-weapon/slashing")
                    .hasMessageContaining("not among held or carried items")
                    .hasMessageContaining("[light-weapon/slashing, lantern]")
                    .hasMessageContaining("[bow, rope]");
        }

        @Test
        @DisplayName("EN §27 / JP §26: hold() rejects a second copy of an item owned once")
        void duplicateNotOwnedRejected() {
            assertThatThrownBy(() -> dexterityHero.hold(List.of(Gear.LANTERN, Gear.LANTERN)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("cannot hold lantern");
        }

        @Test
        @DisplayName("EN §27 / JP §26: the worn armour cannot be taken in hand")
        void wornArmourCannotBeHeld() {
            assertThatThrownBy(() -> dexterityHero.hold(List.of(Armour.of(ArmourType.LEATHER))))
                    .isInstanceOf(RuleViolationException.class);
        }

        @Test
        @DisplayName("EN §28 / JP §27: hold() still applies the hand rules (bow with lantern)")
        void handRulesApply() {
            assertThatThrownBy(() -> dexterityHero.hold(List.of(RangedWeapon.BOW, Gear.LANTERN)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("takes 3 hands");
            Equipment strength = new Equipment(List.of(TWO_HANDED), Optional.of(PLATE), List.of(ROUND), 0, 0);
            assertThatThrownBy(() -> strength.hold(List.of(TWO_HANDED, ROUND)))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("takes 3 hands");
        }
    }

    @Nested
    @DisplayName("EN §27 / JP §26: adding and removing")
    class AddRemove {

        @Test
        @DisplayName("EN §27 / JP §26: added items are carried in the order added")
        void addCarries() {
            Equipment e = Equipment.none().add(Gear.ROPE).add(WOOD).add(Gear.ROPE);
            assertThat(e.carried()).containsExactly(Gear.ROPE, WOOD, Gear.ROPE);
            assertThat(e.add(Gear.LANTERN).carried()).containsExactly(Gear.ROPE, WOOD, Gear.ROPE, Gear.LANTERN);
            assertThatThrownBy(() -> e.carried().add(Gear.ROPE)).isInstanceOf(UnsupportedOperationException.class);
            assertThat(e.hands()).isEmpty();
            assertThat(e.count(Gear.ROPE)).isEqualTo(2);
            assertThat(e.slotsUsed()).isEqualTo(3);
        }

        @Test
        @DisplayName("EN §27 / JP §26: remove() takes from carried items first, then the hands, then the armour")
        void removeOrder() {
            Equipment e =
                    new Equipment(List.of(ONE_HANDED, Gear.LANTERN), Optional.of(CHAIN), List.of(Gear.LANTERN), 0, 0);
            Equipment once = e.remove(Gear.LANTERN);
            assertThat(once.hands()).containsExactly(ONE_HANDED, Gear.LANTERN);
            assertThat(once.carried()).isEmpty();
            Equipment twice = once.remove(Gear.LANTERN);
            assertThat(twice.hands()).containsExactly(ONE_HANDED);
            Equipment unarmoured = twice.remove(CHAIN);
            assertThat(unarmoured.armour()).isEmpty();
            assertThat(unarmoured.hands()).containsExactly(ONE_HANDED);
        }

        @Test
        @DisplayName("EN §27 / JP §26: remove() of an item not owned is rejected")
        void removeNotOwned() {
            Equipment e = new Equipment(List.of(ONE_HANDED), Optional.of(CHAIN), List.of(Gear.ROPE), 0, 0);
            assertThatThrownBy(() -> e.remove(Gear.HOLY_WATER))
                    .isInstanceOfSatisfying(
                            RuleViolationException.class,
                            ex -> assertThat(ex.section()).isEqualTo(SECTION))
                    .hasMessageContaining("does not own holy-water")
                    .hasMessageContaining("owns [one-handed-weapon/slashing, chain-armour, rope]");
            assertThatThrownBy(() -> e.remove(ONE_HANDED_BLUNT)).isInstanceOf(RuleViolationException.class);
            assertThatThrownBy(() -> e.remove(PLATE)).isInstanceOf(RuleViolationException.class);
            assertThatThrownBy(() -> Equipment.none().remove(Gear.LANTERN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("owns []");
        }

        @Test
        @DisplayName("EN §27 / JP §26: owns, count and allItems cover held, worn and carried items")
        void ownership() {
            Equipment e = new Equipment(
                    List.of(ONE_HANDED, Gear.LANTERN), Optional.of(CHAIN), List.of(Gear.LANTERN, WOOD), 0, 0);
            assertThat(e.allItems()).containsExactly(ONE_HANDED, Gear.LANTERN, CHAIN, Gear.LANTERN, WOOD);
            assertThat(e.owns(ONE_HANDED)).isTrue();
            assertThat(e.owns(CHAIN)).isTrue();
            assertThat(e.owns(WOOD)).isTrue();
            assertThat(e.owns(ONE_HANDED_BLUNT)).isFalse();
            assertThat(e.owns(PLATE)).isFalse();
            assertThat(e.count(Gear.LANTERN)).isEqualTo(2);
            assertThat(e.count(CHAIN)).isEqualTo(1);
            assertThat(e.count(Gear.ROPE)).isZero();
        }

        @Test
        @DisplayName("EN §27 / JP §26: equipment is an immutable value")
        void immutable() {
            List<Item> hands = new ArrayList<>(List.of(ONE_HANDED));
            List<Item> carried = new ArrayList<>(List.of(Gear.ROPE));
            Equipment e = new Equipment(hands, Optional.empty(), carried, 0, 0);
            hands.add(Gear.LANTERN);
            carried.clear();
            assertThat(e.hands()).containsExactly(ONE_HANDED);
            assertThat(e.carried()).containsExactly(Gear.ROPE);
            assertThatThrownBy(() -> e.carried().add(Gear.ROPE)).isInstanceOf(UnsupportedOperationException.class);
            assertThatThrownBy(() -> e.allItems().add(Gear.ROPE)).isInstanceOf(UnsupportedOperationException.class);
            Equipment added = e.add(Gear.HOLY_WATER);
            assertThat(e.carried()).containsExactly(Gear.ROPE);
            assertThat(added.carried()).containsExactly(Gear.ROPE, Gear.HOLY_WATER);
            assertThat(Equipment.none()).isEqualTo(new Equipment(List.of(), Optional.empty(), List.of(), 0, 0));
        }
    }
}

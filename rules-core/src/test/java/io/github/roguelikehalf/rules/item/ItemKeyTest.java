package io.github.roguelikehalf.rules.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.RulesException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Canonical item keys (EN §28 / JP §27): every item and variant reads back through {@link Item#parse}. */
@DisplayName("EN §28 / JP §27: item keys")
class ItemKeyTest {

    /** Every item of the equipment list in every variant, generated from the components. */
    static List<Item> allItems() {
        List<Item> all = new ArrayList<>();
        for (boolean magic : new boolean[] {false, true}) {
            for (WeaponClass c : WeaponClass.values()) {
                for (DamageType d : DamageType.values()) {
                    all.add(new Weapon(c, d, magic));
                }
            }
        }
        all.addAll(List.of(RangedWeapon.values()));
        for (boolean magic : new boolean[] {false, true}) {
            for (ArmourType t : ArmourType.values()) {
                all.add(new Armour(t, magic));
            }
        }
        for (boolean magic : new boolean[] {false, true}) {
            for (ShieldType t : ShieldType.values()) {
                all.add(new Shield(t, magic));
            }
        }
        all.addAll(List.of(Gear.values()));
        return all;
    }

    static Stream<Item> items() {
        return allItems().stream();
    }

    @Test
    @DisplayName("EN §28 / JP §27: the 30 items and variants have exactly these canonical keys")
    void exactKeys() {
        assertThat(allItems())
                .extracting(Item::key)
                .containsExactly(
                        "light-weapon/blunt",
                        "light-weapon/slashing",
                        "one-handed-weapon/blunt",
                        "one-handed-weapon/slashing",
                        "two-handed-weapon/blunt",
                        "two-handed-weapon/slashing",
                        "magic-light-weapon/blunt",
                        "magic-light-weapon/slashing",
                        "magic-one-handed-weapon/blunt",
                        "magic-one-handed-weapon/slashing",
                        "magic-two-handed-weapon/blunt",
                        "magic-two-handed-weapon/slashing",
                        "bow",
                        "sling",
                        "cloth-armour",
                        "leather-armour",
                        "chain-armour",
                        "plate-armour",
                        "magic-cloth-armour",
                        "magic-leather-armour",
                        "magic-chain-armour",
                        "magic-plate-armour",
                        "wood-shield",
                        "round-shield",
                        "magic-wood-shield",
                        "magic-round-shield",
                        "lantern",
                        "rope",
                        "holy-water",
                        "healing-potion");
    }

    @Test
    @DisplayName("EN §28 / JP §27: no two items share a key")
    void keysAreUnique() {
        assertThat(allItems()).extracting(Item::key).doesNotHaveDuplicates();
        assertThat(allItems()).doesNotHaveDuplicates();
    }

    @ParameterizedTest(name = "EN §28 / JP §27: {0} round-trips")
    @MethodSource("items")
    @DisplayName("EN §28 / JP §27: every item's key parses back to an equal item")
    void roundTrip(Item item) {
        assertThat(Item.parse(item.key())).isEqualTo(item);
        assertThat(Item.parse(item.key()).key()).isEqualTo(item.key());
    }

    @ParameterizedTest(name = "EN §28 / JP §27: {0} parses ignoring case and surrounding blanks")
    @MethodSource("items")
    @DisplayName("EN §28 / JP §27: keys are read ignoring case and surrounding blanks")
    void parseIsLenientAboutCaseAndBlanks(Item item) {
        assertThat(Item.parse("  " + item.key().toUpperCase(Locale.ROOT) + "\t"))
                .isEqualTo(item);
    }

    @Test
    @DisplayName("EN §28 / JP §27: parse gives the typed values")
    void parseGivesTypedValues() {
        assertThat(Item.parse("magic-two-handed-weapon/slashing"))
                .isEqualTo(Weapon.magic(WeaponClass.TWO_HANDED, DamageType.SLASHING));
        assertThat(Item.parse("light-weapon/blunt")).isEqualTo(Weapon.of(WeaponClass.LIGHT, DamageType.BLUNT));
        assertThat(Item.parse("bow")).isSameAs(RangedWeapon.BOW);
        assertThat(Item.parse("sling")).isSameAs(RangedWeapon.SLING);
        assertThat(Item.parse("leather-armour")).isEqualTo(Armour.of(ArmourType.LEATHER));
        assertThat(Item.parse("magic-chain-armour")).isEqualTo(Armour.magic(ArmourType.CHAIN));
        assertThat(Item.parse("round-shield")).isEqualTo(Shield.of(ShieldType.ROUND));
        assertThat(Item.parse("magic-wood-shield")).isEqualTo(Shield.magic(ShieldType.WOOD));
        assertThat(Item.parse("lantern")).isSameAs(Gear.LANTERN);
        assertThat(Item.parse("rope")).isSameAs(Gear.ROPE);
        assertThat(Item.parse("holy-water")).isSameAs(Gear.HOLY_WATER);
        assertThat(Item.parse("healing-potion")).isSameAs(Gear.HEALING_POTION);
    }

    @ParameterizedTest(name = "EN §28 / JP §27: ''{0}'' is not an item")
    @ValueSource(
            strings = {
                "",
                "sword",
                "magic-bow",
                "magic-sling",
                "magic-lantern",
                "magic-rope",
                "magic-healing-potion",
                "magic-magic-light-weapon/blunt",
                "light-weapon",
                "light-weapon/",
                "/blunt",
                "light-weapon/piercing",
                "heavy-weapon/blunt",
                "light-weapon/blunt/slashing",
                "magic-",
                "cloth",
                "cloth-shield",
                "wood-armour",
                "plate-armour/blunt",
                "bow/slashing",
                "holy water",
                "healing_potion"
            })
    @DisplayName("EN §28 / JP §27: an unknown key is rejected and the message lists the allowed forms")
    void unknownKeysAreRejected(String key) {
        assertThatThrownBy(() -> Item.parse(key))
                .isInstanceOf(RulesException.class)
                .isNotInstanceOf(RuleViolationException.class)
                .hasMessageContaining("unknown item '" + key + "'")
                .hasMessageContaining("light-weapon/blunt")
                .hasMessageContaining("one-handed-weapon/slashing")
                .hasMessageContaining("two-handed-weapon/blunt")
                .hasMessageContaining("magic-")
                .hasMessageContaining("bow")
                .hasMessageContaining("sling")
                .hasMessageContaining("cloth-armour")
                .hasMessageContaining("leather-armour")
                .hasMessageContaining("chain-armour")
                .hasMessageContaining("plate-armour")
                .hasMessageContaining("wood-shield")
                .hasMessageContaining("round-shield")
                .hasMessageContaining("lantern")
                .hasMessageContaining("rope")
                .hasMessageContaining("holy-water")
                .hasMessageContaining("healing-potion");
    }

    @Test
    @DisplayName("EN §28 / JP §27: toString of the record items is the canonical key")
    void toStringIsKey() {
        assertThat(Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING).toString())
                .isEqualTo("one-handed-weapon/slashing");
        assertThat(Armour.magic(ArmourType.PLATE).toString()).isEqualTo("magic-plate-armour");
        assertThat(Shield.of(ShieldType.WOOD).toString()).isEqualTo("wood-shield");
    }
}

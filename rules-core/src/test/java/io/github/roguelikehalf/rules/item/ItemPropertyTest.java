package io.github.roguelikehalf.rules.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.arbitrary;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.roguelikehalf.rules.RuleViolationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Properties of items and equipment (EN §27-§28 / JP §26-§27), checked on generated values. */
@DisplayName("EN §27-§28 / JP §26-§27: item properties")
class ItemPropertyTest {

    private static final long SEED = 0x5EED_2829L;

    /** Any item of the equipment list, built from its components. */
    static Gen<Item> anyItem() {
        Gen<Item> weapons = arbitrary()
                .enumValues(WeaponClass.class)
                .zip(arbitrary().enumValues(DamageType.class), booleans().all(), (c, d, m) -> new Weapon(c, d, m));
        Gen<Item> armours =
                arbitrary().enumValues(ArmourType.class).zip(booleans().all(), (t, m) -> (Item) new Armour(t, m));
        Gen<Item> shields =
                arbitrary().enumValues(ShieldType.class).zip(booleans().all(), (t, m) -> (Item) new Shield(t, m));
        Gen<Item> ranged = arbitrary().enumValues(RangedWeapon.class).map(r -> (Item) r);
        Gen<Item> gear = arbitrary().enumValues(Gear.class).map(g -> (Item) g);
        return integers().between(0, 4).<Item>flatMap(i -> switch (i) {
            case 0 -> weapons;
            case 1 -> armours;
            case 2 -> shields;
            case 3 -> ranged;
            default -> gear;
        });
    }

    /** Any item at all, the treasure-table items (EN §39-§40 / JP §38-§39) included. */
    static Gen<Item> anyItemOrTreasure() {
        Gen<Item> valuables = arbitrary()
                .enumValues(Valuable.Kind.class)
                .zip(integers().between(1, 360), (k, v) -> (Item) new Valuable(k, v));
        // every kind, with any charges left out of those it was found with (EN §39-§40 / JP §38-§39)
        Gen<Item> magicTreasures = arbitrary()
                .enumValues(MagicTreasure.class)
                .zip(integers().between(0, 36), (m, n) -> {
                    if (!m.charged()) {
                        return (Item) MagicItem.of(m);
                    }
                    int total = m.chargesRolled() ? 1 + n % 6 : m.maxCharges();
                    return (Item) new MagicItem(m, n / 6 % (total + 1), total);
                });
        return integers().between(0, 5).<Item>flatMap(i -> switch (i) {
            case 0 -> valuables;
            case 1 -> magicTreasures;
            default -> anyItem();
        });
    }

    @Test
    @DisplayName("EN §28 / JP §27: any item's key parses back to an equal item, in any case")
    void anyKeyParsesBack() {
        qt().withFixedSeed(SEED).withExamples(2000).forAll(anyItemOrTreasure()).checkAssert(item -> {
            assertThat(Item.parse(item.key())).isEqualTo(item);
            assertThat(Item.parse(item.key().toUpperCase(Locale.ROOT))).isEqualTo(item);
            assertThat(Item.parse(item.key()).price()).isEqualTo(item.price());
        });
    }

    @Test
    @DisplayName("EN §28 / JP §27: magic costs 5x for weapons and armour, 10x for shields")
    void magicPriceFactors() {
        qt().withFixedSeed(SEED).withExamples(500).forAll(anyItem()).checkAssert(item -> {
            if (item instanceof Weapon w) {
                assertThat(w.price()).isEqualTo(w.weaponClass().price() * (w.magic() ? 5 : 1));
            } else if (item instanceof Armour a) {
                assertThat(a.price()).isEqualTo(a.type().price() * (a.magic() ? 5 : 1));
                assertThat(a.maxLifeBonus()).isEqualTo(a.type().maxLifeBonus() + (a.magic() ? 1 : 0));
            } else if (item instanceof Shield s) {
                assertThat(s.price()).isEqualTo(s.type().price() * (s.magic() ? 10 : 1));
            }
        });
    }

    @Test
    @DisplayName("EN §27 / JP §26: slots used = carried items + gold / 100 + rations / 10, for any amounts")
    void slotsUsedFormula() {
        Gen<List<Item>> carried =
                lists().of(anyItem().assuming(i -> !(i instanceof Armour))).ofSizeBetween(0, 12);
        qt().withFixedSeed(SEED)
                .withExamples(500)
                .forAll(carried, integers().between(0, 2000), integers().between(0, 200))
                .checkAssert((items, gold, rations) -> {
                    Equipment e = new Equipment(List.of(), Optional.empty(), items, gold, rations);
                    assertThat(e.slotsUsed()).isEqualTo(items.size() + gold / 100 + rations / 10);
                });
    }

    @Test
    @DisplayName("EN §27 / JP §26: holding any owned items either succeeds with nothing lost or is rejected")
    void holdKeepsEveryItem() {
        Gen<List<Item>> owned =
                lists().of(anyItem().assuming(i -> !(i instanceof Armour))).ofSizeBetween(0, 8);
        Gen<List<Integer>> picks = lists().of(integers().between(0, 7)).ofSizeBetween(0, 3);
        qt().withFixedSeed(SEED).withExamples(1000).forAll(owned, picks).checkAssert((items, idx) -> {
            Equipment e = new Equipment(List.of(), Optional.empty(), items, 0, 0);
            List<Item> wanted = new ArrayList<>();
            for (int i : idx) {
                if (i < items.size()) {
                    wanted.add(items.get(i));
                }
            }
            int hands = wanted.stream().mapToInt(Item::hands).sum();
            long shields = wanted.stream().filter(i -> i instanceof Shield).count();
            boolean ownedEnough = wanted.stream().allMatch(w -> count(wanted, w) <= count(items, w));
            if (hands <= 2 && shields <= 1 && ownedEnough) {
                Equipment held = e.hold(wanted);
                assertThat(held.hands()).containsExactlyElementsOf(wanted);
                assertThat(held.allItems()).containsExactlyInAnyOrderElementsOf(items);
                assertThat(held.slotsUsed()).isEqualTo(items.size() - wanted.size());
            } else {
                assertThatThrownBy(() -> e.hold(wanted))
                        .isInstanceOfSatisfying(
                                RuleViolationException.class,
                                ex -> assertThat(ex.section()).isEqualTo("EN §27 / JP §26"));
            }
        });
    }

    private static long count(List<Item> items, Item item) {
        return items.stream().filter(item::equals).count();
    }
}

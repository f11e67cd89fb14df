package io.github.roguelikehalf.rules.hero;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Selling between adventures (EN §28, §39 / JP §27, §38). */
class TownTest {

    private static final RuleOptions EN = RuleOptions.englishEdition();

    private static Hero thief() {
        return Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .addPurchases(Gear.ROPE)
                        .build(),
                EN);
    }

    @ParameterizedTest(name = "{0} sells for {1} gold")
    @CsvSource({
        "rope, 0",
        "plate-armour, 0",
        "accessory:12, 12",
        "large-jewel:40, 40",
        "war-doll, 60",
        "flute-of-peace, 60",
        "flute-of-peace:2, 40",
        "flute-of-peace:1, 20",
        "flute-of-peace:0, 0",
        "searching-monocle:3/4, 45",
    })
    @DisplayName("EN §28, §39 / JP §27, §38: equipment of the list sells for nothing, valuables for their value, magic"
            + " treasures for 60 less the share of charges used")
    void resaleValues(String key, int gold) {
        assertThat(Town.resaleValue(Item.parse(key))).isEqualTo(gold);
    }

    @Test
    @DisplayName("EN §39 / JP §38: selling a Flute of Peace with 2 of 3 charges left adds 40 gold and removes it")
    void sellingAddsTheValueAndRemovesTheItem() {
        Hero h = thief().reequip(thief().equipment().add(Item.parse("flute-of-peace:2")), EN);
        int gold = h.equipment().gold();

        Hero sold = Town.sell(h, Item.parse("flute-of-peace:2"), EN);

        assertThat(sold.equipment().gold()).isEqualTo(gold + 40);
        assertThat(sold.equipment().owns(Item.parse("flute-of-peace:2"))).isFalse();
    }

    @Test
    @DisplayName("EN §28 / JP §27: a rope sold is gone and brings nothing")
    void equipmentSellsForNothing() {
        Hero h = thief();

        Hero sold = Town.sell(h, Gear.ROPE, EN);

        assertThat(sold.equipment().gold()).isEqualTo(h.equipment().gold());
        assertThat(sold.equipment().owns(Gear.ROPE)).isFalse();
    }

    @Test
    @DisplayName("EN §27 / JP §26: an item the hero does not own cannot be sold; the hero is unchanged")
    void onlyOwnedItemsSell() {
        Hero h = thief();

        assertThatThrownBy(() -> Town.sell(h, Item.parse("war-doll"), EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("does not own war-doll");
        assertThat(h.equipment().owns(Item.parse("war-doll"))).isFalse();
    }

    @ParameterizedTest(name = "{0}: sold {1}")
    @CsvSource({
        "rope, true",
        "wood-shield, true",
        "bow, true",
        "war-doll, false",
        "flute-of-peace, false",
        "accessory:12, false",
        "scenario:dried-cheese:1:3, false",
    })
    @DisplayName("EN §28 / JP §27: the shop sells the equipment list; magic treasures, valuables and scenario items are"
            + " refused by Hero.buy and at creation, in both presets")
    void shopSellsTheList(String key, boolean sold) {
        Item item = Item.parse(key);
        assertThat(Town.sells(item)).isEqualTo(sold);
        for (RuleOptions o : java.util.List.of(EN, RuleOptions.japaneseVer46())) {
            Hero rich = ImmutableHero.copyOf(thief())
                    .withEquipment(thief().equipment().withGold(100));
            if (sold) {
                assertThat(rich.buy(item, o).equipment().allItems()).contains(item);
            } else {
                assertThatThrownBy(() -> rich.buy(item, o))
                        .isInstanceOf(RuleViolationException.class)
                        .hasMessageContaining("the shop sells the equipment list only: " + item.key());
                assertThatThrownBy(() -> Hero.create(
                                HeroSpec.builder()
                                        .name("Aki")
                                        .subAttribute(SubAttribute.DEXTERITY)
                                        .addPurchases(item)
                                        .build(),
                                o))
                        .isInstanceOf(RuleViolationException.class);
            }
        }
    }
}

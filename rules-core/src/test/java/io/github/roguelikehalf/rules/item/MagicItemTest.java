package io.github.roguelikehalf.rules.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Magic treasures with charges (EN §39-§40 / JP §38-§39): keys, spending and resale. */
@DisplayName("Magic treasures with charges (EN §39-§40 / JP §38-§39)")
class MagicItemTest {

    @ParameterizedTest(name = "{0} left of {1}: {2} gold")
    @CsvSource({
        "3, 3, 60",
        "2, 3, 40",
        "1, 3, 20",
        "0, 3, 0",
        "5, 5, 60",
        "4, 5, 48",
        "1, 5, 12",
        "2, 4, 30",
        "0, 0, 60"
    })
    @DisplayName("EN §39 / JP §38: resale is 60 gold times the share of charges left (60, 40, 20, 0 for three)")
    void resale(int left, int total, int gold) {
        assertThat(MagicItem.resaleValue(left, total)).isEqualTo(gold);
    }

    @Test
    @DisplayName("EN §39 / JP §38: resale refuses charges outside 0..total")
    void resaleRange() {
        assertThatThrownBy(() -> MagicItem.resaleValue(4, 3)).hasMessageContaining("0..3, was 4");
        assertThatThrownBy(() -> MagicItem.resaleValue(-1, 3)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "flute-of-peace, FLUTE_OF_PEACE, 3, 3",
        "flute-of-peace:2, FLUTE_OF_PEACE, 2, 3",
        "staff-of-wall:0, STAFF_OF_WALL, 0, 3",
        "bullets-of-piercing, BULLETS_OF_PIERCING, 5, 5",
        "bullets-of-piercing:1, BULLETS_OF_PIERCING, 1, 5",
        "searching-monocle:2/4, SEARCHING_MONOCLE, 2, 4",
        "magical-targe, MAGICAL_TARGE, 0, 0",
        "war-doll, WAR_DOLL, 0, 0"
    })
    @DisplayName("EN §40 / JP §39: keys carry the charges left and parse back")
    void keys(String key, MagicTreasure kind, int charges, int total) {
        Item i = Item.parse(key);

        assertThat(i).isEqualTo(new MagicItem(kind, charges, total));
        assertThat(i.key()).isEqualTo(key);
        assertThat(i.price()).isEqualTo(MagicItem.resaleValue(charges, total));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "flute-of-peace:4",
        "searching-monocle",
        "searching-monocle:3",
        "searching-monocle:3/7",
        "war-doll:1",
        "staff-of-wall:1/3",
        "flute-of-peace:x"
    })
    @DisplayName("EN §40 / JP §39: charges out of range or in the wrong form are refused")
    void badKeys(String key) {
        assertThatThrownBy(() -> Item.parse(key))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("unknown item");
    }

    @Test
    @DisplayName("EN §40 / JP §39: spending a charge lowers the charges and the value; none left cannot be spent")
    void spend() {
        MagicItem flute = MagicItem.of(MagicTreasure.FLUTE_OF_PEACE);

        MagicItem once = flute.spend();
        assertThat(once.charges()).isEqualTo(2);
        assertThat(once.resaleValue()).isEqualTo(40);
        assertThat(once.spend().spend().charges()).isZero();
        assertThatThrownBy(() -> once.spend().spend().spend())
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("flute-of-peace:0 has no charge left");
    }

    @Test
    @DisplayName("EN §40 / JP §39: fixed charges are checked against the kind")
    void fixedCharges() {
        assertThatThrownBy(() -> new MagicItem(MagicTreasure.FLUTE_OF_PEACE, 2, 4))
                .hasMessageContaining("found with 3 charges");
        assertThatThrownBy(() -> new MagicItem(MagicTreasure.WAR_DOLL, 1, 1)).hasMessageContaining("has no charges");
        assertThatThrownBy(() -> MagicItem.monocle(1, 7)).hasMessageContaining("1d6 charges");
    }
}

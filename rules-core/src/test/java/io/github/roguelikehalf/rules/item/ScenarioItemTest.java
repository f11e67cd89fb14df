package io.github.roguelikehalf.rules.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scenario items: canonical keys, slots in the carry count (EN §27 / JP §26) and uses. */
class ScenarioItemTest {

    @Test
    @DisplayName("keys print the slots only when not one, and the uses when it has some; they parse back")
    void keys() {
        assertThat(ScenarioItem.of("dungeon-map").key()).isEqualTo("scenario:dungeon-map");
        assertThat(new ScenarioItem("clue", 0, OptionalInt.empty()).key()).isEqualTo("scenario:clue:0");
        assertThat(ScenarioItem.of("healing-salve").withUses(3).key()).isEqualTo("scenario:healing-salve:1:3");
        for (ScenarioItem i : List.of(
                ScenarioItem.of("dungeon-map"),
                new ScenarioItem("clue", 0, OptionalInt.empty()),
                new ScenarioItem("ale", 2, OptionalInt.of(4)))) {
            assertThat(Item.parse(i.key())).isEqualTo(i);
        }
    }

    @Test
    @DisplayName("malformed scenario items are rejected with the expected form")
    void malformed() {
        assertThatThrownBy(() -> Item.parse("scenario:"))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("scenario:ID:SLOTS:USES");
        assertThatThrownBy(() -> Item.parse("scenario:map:x")).isInstanceOf(RulesException.class);
        assertThatThrownBy(() -> Item.parse("scenario:map:1:0")).isInstanceOf(RulesException.class);
        assertThatThrownBy(() -> Item.parse("scenario:map:1:2:3")).isInstanceOf(RulesException.class);
    }

    @Test
    @DisplayName("EN §27 / JP §26: a carried scenario item takes its own number of slots")
    void slots() {
        Equipment e = new Equipment(List.of(), Optional.empty(), List.of(Gear.LANTERN), 0, 0);
        assertThat(e.slotsUsed()).isEqualTo(1);
        assertThat(e.add(new ScenarioItem("clue", 0, OptionalInt.empty())).slotsUsed())
                .isEqualTo(1);
        assertThat(e.add(new ScenarioItem("crate", 2, OptionalInt.empty())).slotsUsed())
                .isEqualTo(3);
    }

    @Test
    @DisplayName("a use spends one; the last use leaves nothing")
    void uses() {
        ScenarioItem salve = ScenarioItem.of("healing-salve").withUses(2);
        assertThat(salve.used()).contains(ScenarioItem.of("healing-salve").withUses(1));
        assertThat(salve.used().orElseThrow().used()).isEmpty();
    }
}

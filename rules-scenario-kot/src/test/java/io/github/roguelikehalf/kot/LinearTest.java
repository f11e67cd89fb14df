package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Linear mode: tile numbers, the final-event table, duplicates up the table (EN §57-§58)")
class LinearTest {

    @Test
    @DisplayName("EN §58: no final event before the 6th tile; 11-16 on the 6th up to 11-56 on the 10th")
    void finalThresholds() {
        assertThat(Linear.finalThreshold(5)).isEmpty();
        assertThat(Linear.finalThreshold(6)).hasValue(16);
        assertThat(Linear.finalThreshold(7)).hasValue(26);
        assertThat(Linear.finalThreshold(8)).hasValue(36);
        assertThat(Linear.finalThreshold(9)).hasValue(46);
        assertThat(Linear.finalThreshold(10)).hasValue(56);
        assertThat(Linear.finalThreshold(11)).isEmpty();
    }

    @Test
    @DisplayName("EN §57: up the table: 25 -> 26 -> 31, and after 66 the table starts again at 11")
    void upTheTable() {
        assertThat(Linear.up(25)).isEqualTo(26);
        assertThat(Linear.up(26)).isEqualTo(31);
        assertThat(Linear.up(66)).isEqualTo(11);
        assertThat(Linear.lead(25, 2, Set.of("25", "26"))).isEqualTo("31");
        assertThat(Linear.lead(66, 2, Set.of("66", "11"))).isEqualTo("12");
    }

    @Test
    @DisplayName("EN §58: the final-event test reads the raw result, before a flipped tile moves it up")
    void finalBeforeDuplicates() {
        assertThat(Linear.lead(16, 6, Set.of("16"))).isEqualTo(Keys.FINAL_TILE);
        assertThat(Linear.lead(21, 6, Set.of())).isEqualTo("21");
        assertThat(Linear.lead(56, 10, Set.of())).isEqualTo(Keys.FINAL_TILE);
        assertThat(Linear.lead(61, 10, Set.of())).isEqualTo("61");
    }
}

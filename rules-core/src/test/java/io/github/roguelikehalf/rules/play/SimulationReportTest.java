package io.github.roguelikehalf.rules.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SimulationReportTest {

    private static SimulationReport report(int runs, int wins) {
        Map<String, Integer> outcomes = new HashMap<>();
        if (wins > 0) {
            outcomes.put("victory", wins);
        }
        if (runs > wins) {
            outcomes.put("death", runs - wins);
        }
        return new SimulationReport(runs, wins, outcomes, Map.of(0, runs), 0);
    }

    private static double round4(double x) {
        return Math.round(x * 10_000) / 10_000.0;
    }

    @Test
    @DisplayName("Wilson interval: 50 wins of 100 gives [0.4038, 0.5962]")
    void wilsonHalf() {
        SimulationReport r = report(100, 50);

        assertThat(r.winRate()).isEqualTo(0.5);
        assertThat(round4(r.lower())).isEqualTo(0.4038);
        assertThat(round4(r.upper())).isEqualTo(0.5962);
    }

    @Test
    @DisplayName("Wilson interval: 0 of 10 gives lower exactly 0 and upper 0.2775; 10 of 10 the mirror image")
    void wilsonEdges() {
        SimulationReport none = report(10, 0);
        assertThat(none.lower()).isEqualTo(0.0);
        assertThat(round4(none.upper())).isEqualTo(0.2775);

        SimulationReport all = report(10, 10);
        assertThat(all.upper()).isEqualTo(1.0);
        assertThat(round4(all.lower())).isEqualTo(0.7225);
    }

    @Test
    @DisplayName("Wilson interval: 1 of 1 000 000 is narrow and contains the rate")
    void wilsonLarge() {
        SimulationReport r = report(1_000_000, 1);

        assertThat(r.lower()).isGreaterThan(0).isLessThan(1e-6);
        assertThat(r.upper()).isGreaterThan(1e-6).isLessThan(1e-5);
    }

    @Test
    @DisplayName("progress: mean and max come from the histogram")
    void progressFromHistogram() {
        SimulationReport r = new SimulationReport(4, 1, Map.of("victory", 1, "death", 3), Map.of(2, 2, 7, 1, -1, 1), 9);

        assertThat(r.meanProgress()).isCloseTo(2.5, within(1e-12));
        assertThat(r.maxProgress()).isEqualTo(7);
    }

    @Test
    @DisplayName("maps are sorted by key and cannot be changed")
    void mapsSortedAndUnmodifiable() {
        SimulationReport r =
                new SimulationReport(6, 1, Map.of("victory", 1, "death", 3, "escape", 2), Map.of(9, 1, 2, 2, 5, 3), 9);

        assertThat(List.copyOf(r.outcomes().keySet())).containsExactly("death", "escape", "victory");
        assertThat(List.copyOf(r.progressHistogram().keySet())).containsExactly(2, 5, 9);
        assertThatThrownBy(() -> r.outcomes().put("x", 1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> r.progressHistogram().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    @DisplayName("a report that contradicts itself cannot be made")
    void validated() {
        assertThatThrownBy(() -> new SimulationReport(0, 0, Map.of(), Map.of(), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SimulationReport(2, 3, Map.of("a", 2), Map.of(0, 2), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SimulationReport(2, 1, Map.of("a", 1), Map.of(0, 2), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("outcomes");
        assertThatThrownBy(() -> new SimulationReport(2, 1, Map.of("a", 2), Map.of(0, 3), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("progressHistogram");
        assertThatThrownBy(() -> new SimulationReport(2, 1, Map.of("a", 2, "b", 0), Map.of(0, 2), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SimulationReport(2, 1, Map.of("a", 2), Map.of(0, 2), -1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("describe: a readable summary, also given by toString")
    void describe() {
        SimulationReport r = new SimulationReport(4, 1, Map.of("victory", 1, "death", 3), Map.of(2, 2, 10, 1, 0, 1), 9);

        assertThat(r.describe()).isEqualTo("""
                        4 runs, 1 won: win rate 25.00% (95% Wilson interval 4.56% to 69.94%)
                        outcomes:
                          death   3 (75.00%)
                          victory 1 (25.00%)
                        progress: mean 3.50, max 10
                           0: 1
                           2: 2
                          10: 1
                        steps: 9 in total, 2.25 per run""");
        assertThat(r).hasToString(r.describe());
    }
}

package io.github.roguelikehalf.rules.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.play.RaceToTen.State;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PairedComparisonTest {

    private static final RaceToTen GAME = new RaceToTen();
    private static final int MAX_STEPS = 10_000;

    @Test
    @DisplayName("per-run results are the report's runs: same wins, outcomes and steps, on any thread count")
    void resultsMatchTheReport() {
        List<RunResult> one = Simulation.results(GAME, State::start, Policy.random(), 7L, 0, 300, 1, MAX_STEPS);
        SimulationReport report = Simulation.run(GAME, State::start, Policy.random(), 7L, 300, 1, MAX_STEPS);

        assertThat(Simulation.results(GAME, State::start, Policy.random(), 7L, 0, 300, 3, MAX_STEPS))
                .isEqualTo(one);
        assertThat(one).hasSize(300);
        assertThat(one.stream().filter(RunResult::win).count()).isEqualTo((long) report.wins());
        assertThat(one.stream().mapToLong(RunResult::steps).sum()).isEqualTo(report.totalSteps());
        assertThat(one.get(42).run()).isEqualTo(42);
    }

    @Test
    @DisplayName("a policy against itself on paired seeds: the same runs, difference 0 with a zero-width interval")
    void samePolicyDiffersByNothing() {
        PairedComparison c =
                PairedComparison.of(GAME, State::start, Policy.random(), Policy.random(), 11L, 500, 2, MAX_STEPS);

        assertThat(c.difference()).isZero();
        assertThat(c.lower()).isZero();
        assertThat(c.upper()).isZero();
        assertThat(c.describe()).startsWith("500 paired runs: ").endsWith("difference +0.0 points [+0.0, +0.0]");
    }

    @Test
    @DisplayName("the interval is the mean paired difference plus or minus 1.96 standard errors")
    void intervalFromThePairedDifferences() {
        // four runs: only the first wins twice, both once, neither once: differences 1, 1, 0, 0
        List<RunResult> a = List.of(run(0, true), run(1, true), run(2, true), run(3, false));
        List<RunResult> b = List.of(run(0, false), run(1, false), run(2, true), run(3, false));
        PairedComparison c = new PairedComparison(a, b);

        assertThat(c.firstWinRate()).isEqualTo(0.75);
        assertThat(c.secondWinRate()).isEqualTo(0.25);
        assertThat(c.difference()).isEqualTo(0.5);
        // sample variance of (1, 1, 0, 0): 4 * 0.25 / 3 = 1/3; standard error sqrt(1/3 / 4)
        double se = Math.sqrt(1.0 / 3 / 4);
        assertThat(c.lower()).isCloseTo(0.5 - 1.96 * se, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(c.upper()).isCloseTo(0.5 + 1.96 * se, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    @DisplayName("runs of different seeds are not paired: a clear error")
    void unpairedRunsAreRejected() {
        assertThatThrownBy(() ->
                        new PairedComparison(List.of(run(0, true)), List.of(new RunResult(0, 99, true, "w", 0, 1))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not paired");
        assertThatThrownBy(() -> new PairedComparison(List.of(run(0, true)), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static RunResult run(int i, boolean win) {
        return new RunResult(i, 1000 + i, win, win ? "goal" : "bust", 0, 1);
    }
}

package io.github.roguelikehalf.rules.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.play.RaceToTen.State;
import io.github.roguelikehalf.rules.play.RaceToTen.Step;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SimulationTest {

    private static final RaceToTen GAME = new RaceToTen();
    private static final int MAX_STEPS = 10_000;

    private static SimulationReport simulate(long seed, int runs, int threads) {
        return Simulation.run(GAME, State::start, Policy.random(), seed, runs, threads, MAX_STEPS);
    }

    @Test
    @DisplayName(
            "shards of a sweep (runRange) merge to exactly the report of the whole sweep, in any order and thread count")
    void shardsMergeToTheWholeSweep() {
        long seed = 99L;
        SimulationReport whole = simulate(seed, 1_000, 1);
        SimulationReport a = Simulation.runRange(GAME, State::start, Policy.random(), seed, 0, 333, 2, MAX_STEPS);
        SimulationReport b = Simulation.runRange(GAME, State::start, Policy.random(), seed, 333, 400, 1, MAX_STEPS);
        SimulationReport c = Simulation.runRange(GAME, State::start, Policy.random(), seed, 733, 267, 2, MAX_STEPS);

        assertThat(a.merge(b).merge(c)).isEqualTo(whole);
        assertThat(c.merge(a).merge(b)).isEqualTo(whole);
        assertThat(a.runs() + b.runs() + c.runs()).isEqualTo(1_000);
    }

    @Test
    @DisplayName("the same seed gives equal reports on 1, 2 and 4 threads")
    void sameReportForAnyThreadCount() {
        SimulationReport one = simulate(2024, 2000, 1);

        assertThat(simulate(2024, 2000, 2)).isEqualTo(one);
        assertThat(simulate(2024, 2000, 4)).isEqualTo(one);
        assertThat(simulate(2024, 2000, 4).describe()).isEqualTo(one.describe());
    }

    @Test
    @DisplayName("counts are consistent: outcomes and the histogram add up to the runs, wins are the victories")
    void countsAddUp() {
        SimulationReport report = simulate(99, 2000, 2);

        assertThat(report.runs()).isEqualTo(2000);
        assertThat(report.outcomes().values().stream()
                        .mapToInt(Integer::intValue)
                        .sum())
                .isEqualTo(2000);
        assertThat(report.progressHistogram().values().stream()
                        .mapToInt(Integer::intValue)
                        .sum())
                .isEqualTo(2000);
        assertThat(report.outcomes()).containsOnlyKeys("busted", "victory");
        assertThat(report.wins()).isEqualTo(report.outcomes().get("victory"));
        assertThat(report.lower()).isLessThan(report.winRate());
        assertThat(report.upper()).isGreaterThan(report.winRate());
        assertThat(report.maxProgress()).isBetween(RaceToTen.GOAL, RaceToTen.GOAL + 1);
        assertThat(report.totalSteps()).isGreaterThanOrEqualTo(2000L * 3);
    }

    @Test
    @DisplayName("different seeds give different reports")
    void differentSeedsDiffer() {
        assertThat(simulate(1, 2000, 2)).isNotEqualTo(simulate(2, 2000, 2));
    }

    @Test
    @DisplayName("run i starts from game seed split(2i) and its policy draws from split(2i + 1)")
    void seedDerivation() {
        long seed = 77;
        Set<Long> seen = ConcurrentHashMap.newKeySet();
        Simulation.run(
                GAME,
                s -> {
                    seen.add(s);
                    return State.start(s);
                },
                Policy.random(),
                seed,
                300,
                3,
                MAX_STEPS);
        Set<Long> expected = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            expected.add(RngState.of(seed).split(2L * i).seed());
        }
        assertThat(seen).isEqualTo(expected);

        Playthrough<State, Step> first = Autoplay.play(
                GAME,
                State.start(RngState.of(seed).split(0).seed()),
                Policy.random(),
                Dice.resume(RngState.of(seed).split(1)),
                MAX_STEPS);
        SimulationReport single = Simulation.run(GAME, State::start, Policy.random(), seed, 1, 1, MAX_STEPS);
        assertThat(single.outcomes()).isEqualTo(Map.of(GAME.outcome(first.end()).orElseThrow(), 1));
        assertThat(single.progressHistogram()).isEqualTo(Map.of(GAME.progress(first.end()), 1));
        assertThat(single.totalSteps()).isEqualTo(first.steps());
        assertThat(single.wins()).isEqualTo(GAME.isWin(first.end()) ? 1 : 0);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4})
    @DisplayName("a failing run is reported as the lowest failing index, with its seed, for any thread count")
    void failingRunIsReportedDeterministically(int threads) {
        long seed = 5;
        int limit = 8;
        int expected = -1;
        for (int i = 0; i < 1000 && expected < 0; i++) {
            try {
                Autoplay.play(
                        GAME,
                        State.start(RngState.of(seed).split(2L * i).seed()),
                        Policy.random(),
                        Dice.resume(RngState.of(seed).split(2L * i + 1)),
                        limit);
            } catch (StepLimitExceededException e) {
                expected = i;
            }
        }
        int firstFailure = expected;
        assertThat(firstFailure).as("some run needs more than %d steps", limit).isPositive();

        assertThatThrownBy(() -> Simulation.run(GAME, State::start, Policy.random(), seed, 1000, threads, limit))
                .isInstanceOfSatisfying(RunFailedException.class, e -> {
                    assertThat(e.runIndex()).isEqualTo(firstFailure);
                    assertThat(e.gameSeed())
                            .isEqualTo(
                                    RngState.of(seed).split(2L * firstFailure).seed());
                    assertThat(e.getCause()).isInstanceOf(StepLimitExceededException.class);
                    assertThat(e.getMessage()).contains("run " + firstFailure).contains("did not end");
                });
    }

    @Test
    @DisplayName("runs must be at least 1 and threads 1 to 64")
    void argumentsValidated() {
        assertThatThrownBy(() -> simulate(1, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> simulate(1, 10, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> simulate(1, 10, 65)).isInstanceOf(IllegalArgumentException.class);
        assertThat(simulate(1, 10, 64)).isEqualTo(simulate(1, 10, 1));
    }
}

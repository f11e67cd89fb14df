package io.github.roguelikehalf.benchmarks;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How {@link Simulation} scales with threads: adventures per second (the score is per adventure, see
 * {@link OperationsPerInvocation}) at 1 thread, 2 threads and all processors ({@code threads = 0}). An adventure is
 * Unit B (see {@link UnitB}) against Weak Creatures, tile after tile, until the hero dies or 5 tiles are behind him,
 * played by the baseline policy. Each invocation is one sweep of {@value #RUNS} adventures from a new seed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 10, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class SimulationBenchmarks {

    /** Adventures in one sweep: a multiple of the simulation's block of 16, so every thread has whole blocks. */
    static final int RUNS = 1_024;

    /** Threads for the sweep; 0 means every processor. */
    @Param({"1", "2", "0"})
    public int threads;

    private Engine engine;
    private BaselinePolicy policy;
    private Party party;
    private long seed;

    /** Builds the engine once per trial. */
    @Setup
    public void setUp() {
        engine = Engine.of(new UnitB.Arena("weak", OptionalInt.of(5)));
        policy = BaselinePolicy.of(engine);
        party = UnitB.party();
    }

    /**
     * One sweep of {@value #RUNS} adventures.
     *
     * @return the report
     */
    @Benchmark
    @OperationsPerInvocation(RUNS)
    public SimulationReport sweep() {
        int n = threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
        return Simulation.run(
                engine.asGame(), s -> engine.start(party, UnitB.RULES, s), policy, seed++, RUNS, n, 100_000);
    }
}

package io.github.roguelikehalf.benchmarks;

import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.GameState;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * (e) Writing and reading one JSON snapshot (rules-json) of a Unit B state in the middle of a fight: the party with
 * its seven Soldiers and Lamplighter, the fight and the dice. Reading includes the engine's validation of the state.
 * Run with {@code java -jar rules-benchmarks/target/benchmarks.jar Snapshot -prof gc} (see docs/performance.md).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SnapshotBenchmarks {

    private UnitB weak;
    private GameState midFight;
    private String json;

    /** Builds the state and its snapshot once per trial. */
    @Setup
    public void setUp() {
        weak = new UnitB("weak");
        midFight = weak.engine.apply(weak.approach, new Action.AttackFirst()).state();
        json = Snapshots.write(midFight);
    }

    /**
     * Writes the state as a JSON snapshot.
     *
     * @return the snapshot
     */
    @Benchmark
    public String writeSnapshot() {
        return Snapshots.write(midFight);
    }

    /**
     * Reads the snapshot back to a state, validated against the scenario.
     *
     * @return the state
     */
    @Benchmark
    public GameState readSnapshot() {
        return Snapshots.read(json, weak.engine);
    }
}

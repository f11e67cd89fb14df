package io.github.roguelikehalf.benchmarks;

import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.bot.Odds;
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
 * The exact odds of a Unit B fight under best play ({@link FightOdds#best}), from the approach, with a new
 * transposition table each time: the whole fight explored with {@code Engine.chances} and solved. One thread; the
 * target is under a second. Run with {@code java -jar rules-benchmarks/target/benchmarks.jar FightOddsBenchmarks -f 1
 * -wi 1 -i 3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 10)
@Measurement(iterations = 3, time = 10)
@Fork(1)
public class FightOddsBenchmarks {

    private UnitB weak;
    private UnitB strong;

    /** Builds the fixtures once per trial. */
    @Setup
    public void setUp() {
        weak = new UnitB("weak");
        strong = new UnitB("strong");
    }

    /**
     * Unit B against six Weak Creatures of level 3, best play, from the approach.
     *
     * @return the odds
     */
    @Benchmark
    public Odds unitBBestPlayAgainstWeakCreatures() {
        return FightOdds.of(weak.engine).best(weak.approach);
    }

    /**
     * Unit B against the Strong Creature, best play, from the approach.
     *
     * @return the odds
     */
    @Benchmark
    public Odds unitBBestPlayAgainstStrongCreature() {
        return FightOdds.of(strong.engine).best(strong.approach);
    }
}

package io.github.roguelikehalf.benchmarks;

import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.SeededDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import java.util.List;
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
 * Throughput of the engine through its public API, one thread: Unit B combats (see {@link UnitB}), the same combats
 * in the hand-written reference loop ({@link ReferenceUnitB}), one check, and computing the legal actions of a state.
 * Run with {@code java -jar rules-benchmarks/target/benchmarks.jar -prof gc} (see docs/performance.md).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 8, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class EngineBenchmarks {

    private UnitB weak;
    private UnitB strong;
    private long seed;
    private SeededDice dice;
    private Check check;
    private GameState midFight;

    /** Builds the fixtures once per trial. */
    @Setup
    public void setUp() {
        weak = new UnitB("weak");
        strong = new UnitB("strong");
        dice = Dice.seeded(42L);
        check = Check.of(CheckKind.ATTACK, "hero-1", Basis.TECHNIQUE, 2)
                .withTarget(3)
                .plus(List.of(new Modifier("two-handed-weapon", 1, "EN §28 / JP §27")));
        GameState s = weak.engine.apply(weak.approach, new Action.AttackFirst()).state();
        midFight = s;
    }

    /**
     * (a) A Unit B combat against six Weak Creatures of level 3.
     *
     * @return the end state
     */
    @Benchmark
    public GameState unitBAgainstWeakCreatures() {
        return weak.combat(seed++);
    }

    /**
     * (a) A Unit B combat against one Strong Creature of level 5, Life 6, 2 attacks.
     *
     * @return the end state
     */
    @Benchmark
    public GameState unitBAgainstStrongCreature() {
        return strong.combat(seed++);
    }

    /**
     * The yardstick: the same combat against Weak Creatures as a plain mutable loop.
     *
     * @return a summary of the end
     */
    @Benchmark
    public int referenceAgainstWeakCreatures() {
        return ReferenceUnitB.combat(seed++, false);
    }

    /**
     * The yardstick against the Strong Creature.
     *
     * @return a summary of the end
     */
    @Benchmark
    public int referenceAgainstStrongCreature() {
        return ReferenceUnitB.combat(seed++, true);
    }

    /**
     * (c) One check with a modifier, from seeded dice.
     *
     * @return the result
     */
    @Benchmark
    public CheckResult oneCheck() {
        return check.resolve(dice);
    }

    /**
     * (d) The legal actions of a state in a fight, computed afresh (a copy of the state, so no cached decision).
     *
     * @return the actions
     */
    @Benchmark
    public List<Action> legalActionsOfAFightState() {
        GameState fresh = ImmutableGameState.builder().from(midFight).build();
        return weak.engine.legalActions(fresh);
    }
}

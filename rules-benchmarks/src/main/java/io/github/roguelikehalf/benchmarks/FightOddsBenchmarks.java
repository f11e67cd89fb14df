package io.github.roguelikehalf.benchmarks;

import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.bot.Odds;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.play.Parties;
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
 * The exact odds of a fight under best play ({@link FightOdds#best}), from the approach, with a new transposition table
 * each time: the whole fight explored with {@code Engine.chances} (faces grouped by result, a won fight not played on
 * into its treasure) and solved. Unit B against the Weak and the Strong Creatures, and the examples' party in its first
 * Knight of Twilight fight (seed 1, the baseline playing up to it). One thread; the target for Unit B is under a
 * second. Run with {@code java -jar rules-benchmarks/target/benchmarks.jar FightOddsBenchmarks -f 1 -wi 1 -i 3}.
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
    private Engine kot;
    private GameState kotFight;

    /** Builds the fixtures once per trial. */
    @Setup
    public void setUp() {
        weak = new UnitB("weak");
        strong = new UnitB("strong");
        kot = Engine.of(new KnightOfTwilight());
        kotFight = firstFight(kot, Parties.examples(KotBenchmarks.RULES), 1L);
    }

    /** The first state of an adventure in a fight, the baseline playing up to it on the state's observed view. */
    static GameState firstFight(Engine engine, Party party, long seed) {
        BaselinePolicy policy = BaselinePolicy.of(engine);
        Dice policyDice = Dice.seeded(1L);
        GameState s = engine.start(party, KotBenchmarks.RULES, seed);
        while (!FightOdds.inFight(s)) {
            s = engine.apply(s, policy.choose(engine.observe(s), engine.legalActions(s), policyDice))
                    .state();
        }
        return s;
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

    /**
     * The examples' party ({@link Parties#examples}) in its first Knight of Twilight fight of seed 1 (the
     * bandersnatch), best play, from the approach.
     *
     * @return the odds
     */
    @Benchmark
    public Odds examplesPartyFirstKnightOfTwilightFight() {
        return FightOdds.of(kot).best(kotFight);
    }
}

package io.github.roguelikehalf.benchmarks;

import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.SeededDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.play.Parties;
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
 * Benchmark (b): one whole Knight of Twilight adventure (EN §48-§75, linear mode) played by the baseline policy
 * through the public API, on one thread, from a new seed each time: a fresh level-10 Strength hero with 7 followers
 * (EN §51), the party the scenario recommends.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 8, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class KotBenchmarks {

    /** The rules of the English text, whose scenario this is. */
    static final RuleOptions RULES = RuleOptions.englishEdition();

    private Engine engine;
    private BaselinePolicy policy;
    private Party party;
    private SeededDice policyDice;
    private long seed;

    /** The party: the examples' party ({@link Parties#examples}) with 2 more Soldiers and a Porter (7 followers). */
    static Party party() {
        Party examples = Parties.examples(RULES);
        String hero = examples.heroes().get(0).id();
        return examples.hire(hero, FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 2, RULES)
                .hire(hero, FollowerKind.of(FollowerType.PORTER), 1, RULES);
    }

    /** Builds the engine once per trial. */
    @Setup
    public void setUp() {
        engine = Engine.of(new KnightOfTwilight());
        policy = BaselinePolicy.of(engine);
        party = party();
        policyDice = Dice.seeded(1L);
    }

    /**
     * One adventure, to its end.
     *
     * @return the actions taken
     */
    @Benchmark
    public long adventure() {
        GameState s = engine.start(party, RULES, seed++);
        while (!s.isTerminal()) {
            List<Action> legal = engine.legalActions(s);
            s = engine.apply(s, policy.choose(s, legal, policyDice)).state();
        }
        return s.steps();
    }
}

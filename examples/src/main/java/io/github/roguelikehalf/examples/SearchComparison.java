package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.bot.SearchPolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Autoplay;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The measurement of {@code SearchPolicy} against {@code BaselinePolicy} on Knight of Twilight (linear mode, English
 * rules): the examples' party and the four lone heroes at levels 10 and 14, each adventure played by both policies on
 * the same seed (paired seeds {@code root + i}), the difference of win rates with a 95% normal interval from the paired
 * differences. Run with {@code java -cp examples/target/examples.jar io.github.roguelikehalf.examples.SearchComparison
 * RUNS [ROOT] [THREADS]}; the table in rules-scenario-kot/README.md comes from it.
 */
public final class SearchComparison {

    private SearchComparison() {}

    /** One party's paired result. */
    record Row(String party, int runs, int baseWins, int searchWins, double diff, double half, double searchSeconds) {
        String format() {
            return String.format(
                    Locale.ROOT,
                    "| %s | %,d | %.1f%% | %.1f%% | %+.1f [%+.1f, %+.1f] | %.3f |",
                    party,
                    runs,
                    100.0 * baseWins / runs,
                    100.0 * searchWins / runs,
                    100 * diff,
                    100 * (diff - half),
                    100 * (diff + half),
                    searchSeconds / runs);
        }
    }

    /**
     * The parties measured.
     *
     * @param options the rules
     * @return each party by name
     */
    static Map<String, Party> parties(RuleOptions options) {
        Map<String, Party> out = new LinkedHashMap<>();
        out.put("examples' party", Parties.warriorWithSoldiers(options));
        for (int level : new int[] {10, 14}) {
            for (SubAttribute sa : SubAttribute.values()) {
                out.put(sa.job() + " " + level, Parties.lone(sa, level, options));
            }
        }
        return out;
    }

    /**
     * Plays one party on paired seeds.
     *
     * @param engine the engine
     * @param name the party's name
     * @param party the party
     * @param options the rules
     * @param root the first seed
     * @param runs the adventures per policy
     * @param threads the threads
     * @return the row
     * @throws Exception if a run fails
     */
    static Row compare(Engine engine, String name, Party party, RuleOptions options, long root, int runs, int threads)
            throws Exception {
        Policy<GameState, Action> base = BaselinePolicy.of(engine);
        Policy<GameState, Action> search = SearchPolicy.of(engine);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<long[]>> futures = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                long seed = root + i;
                futures.add(pool.submit(() -> {
                    boolean b = play(engine, party, options, seed, base);
                    long t = System.nanoTime();
                    boolean s = play(engine, party, options, seed, search);
                    return new long[] {b ? 1 : 0, s ? 1 : 0, System.nanoTime() - t};
                }));
            }
            int bw = 0;
            int sw = 0;
            double sum = 0;
            double sumSq = 0;
            long nanos = 0;
            for (Future<long[]> f : futures) {
                long[] r = f.get();
                bw += (int) r[0];
                sw += (int) r[1];
                double d = r[1] - r[0];
                sum += d;
                sumSq += d * d;
                nanos += r[2];
            }
            double mean = sum / runs;
            double var = runs > 1 ? (sumSq - runs * mean * mean) / (runs - 1) : 0;
            double half = 1.96 * Math.sqrt(var / runs);
            return new Row(name, runs, bw, sw, mean, half, nanos / 1e9);
        } finally {
            pool.shutdownNow();
        }
    }

    private static boolean play(
            Engine engine, Party party, RuleOptions options, long seed, Policy<GameState, Action> p) {
        GameState end = Autoplay.play(
                        engine.asGame(), engine.start(party, options, seed), p, Dice.seeded(seed), 100_000)
                .end();
        return end.outcome().orElseThrow().isVictory();
    }

    /**
     * Prints the table.
     *
     * @param args runs per party, optionally the root seed and the threads
     * @throws Exception if a run fails
     */
    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        long root = args.length > 1 ? Long.parseLong(args[1]) : 1L;
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        RuleOptions options = RuleOptions.englishEdition();
        Engine engine = Engine.forScenario(io.github.roguelikehalf.kot.KnightOfTwilight.ID);
        System.out.println(
                "| party | paired seeds | baseline wins | search wins | difference, points [95%] | search s/adventure |");
        System.out.println("| --- | ---: | ---: | ---: | --- | ---: |");
        for (Map.Entry<String, Party> e : parties(options).entrySet()) {
            System.out.println(compare(engine, e.getKey(), e.getValue(), options, root, runs, threads)
                    .format());
        }
    }
}

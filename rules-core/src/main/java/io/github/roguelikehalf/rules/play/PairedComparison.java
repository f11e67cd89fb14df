package io.github.roguelikehalf.rules.play;

import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;

/**
 * Two policies played on the same runs of a seed (the same start states and dice, run by run: {@link
 * Simulation#results}) and the difference of their win rates, with a 95% interval from the paired differences: for
 * each run, 1 when only the first won, -1 when only the second, 0 otherwise; the interval is their mean plus or minus
 * 1.96 standard errors (normal approximation). Pairing removes what the seeds share, so the interval is much narrower
 * than two separate rates' intervals would give.
 *
 * @param first the first policy's results, in run order
 * @param second the second policy's results, in run order, the same runs
 */
public record PairedComparison(List<RunResult> first, List<RunResult> second) {

    private static final double Z95 = 1.96;

    /** Checks that both lists hold the same runs. */
    public PairedComparison {
        first = List.copyOf(first);
        second = List.copyOf(second);
        if (first.isEmpty() || first.size() != second.size()) {
            throw new IllegalArgumentException(
                    "a paired comparison needs the same runs on both sides, at least one; had " + first.size() + " and "
                            + second.size());
        }
        for (int i = 0; i < first.size(); i++) {
            if (first.get(i).gameSeed() != second.get(i).gameSeed()) {
                throw new IllegalArgumentException("run " + i + " was played from game seed "
                        + first.get(i).gameSeed() + " by the first policy and "
                        + second.get(i).gameSeed() + " by the second: not paired");
            }
        }
    }

    /**
     * Plays both policies on runs 0 to {@code runs - 1} of a seed and pairs their results.
     *
     * @param game the game
     * @param startForSeed makes a start state from a game seed
     * @param first the first policy
     * @param second the second policy
     * @param seed the seed of the sweep
     * @param runs how many runs, at least 1
     * @param threads how many threads, 1 to {@value Simulation#MAX_THREADS}
     * @param maxSteps the most actions in one game, at least 0
     * @param <S> the type of game states
     * @param <A> the type of actions
     * @return the comparison
     * @throws RunFailedException if a run of either policy fails
     */
    public static <S, A> PairedComparison of(
            Game<S, A> game,
            LongFunction<S> startForSeed,
            Policy<S, A> first,
            Policy<S, A> second,
            long seed,
            int runs,
            int threads,
            int maxSteps) {
        Objects.requireNonNull(second, "second");
        List<RunResult> a = Simulation.results(game, startForSeed, first, seed, 0, runs, threads, maxSteps);
        List<RunResult> b = Simulation.results(game, startForSeed, second, seed, 0, runs, threads, maxSteps);
        return new PairedComparison(a, b);
    }

    /**
     * The number of paired runs.
     *
     * @return at least 1
     */
    public int runs() {
        return first.size();
    }

    /**
     * The first policy's win rate.
     *
     * @return 0 to 1
     */
    public double firstWinRate() {
        return wins(first) / (double) runs();
    }

    /**
     * The second policy's win rate.
     *
     * @return 0 to 1
     */
    public double secondWinRate() {
        return wins(second) / (double) runs();
    }

    /**
     * The first win rate minus the second: the mean of the paired differences.
     *
     * @return -1 to 1
     */
    public double difference() {
        return firstWinRate() - secondWinRate();
    }

    /**
     * The lower end of the 95% interval of {@link #difference()}.
     *
     * @return the lower bound
     */
    public double lower() {
        return difference() - Z95 * standardError();
    }

    /**
     * The upper end of the 95% interval of {@link #difference()}.
     *
     * @return the upper bound
     */
    public double upper() {
        return difference() + Z95 * standardError();
    }

    /** The standard error of the mean paired difference (sample standard deviation over the square root of n). */
    private double standardError() {
        int n = runs();
        if (n < 2) {
            return 0;
        }
        double mean = difference();
        double squares = 0;
        for (int i = 0; i < n; i++) {
            double d = (first.get(i).win() ? 1 : 0) - (second.get(i).win() ? 1 : 0) - mean;
            squares += d * d;
        }
        return Math.sqrt(squares / (n - 1) / n);
    }

    private static long wins(List<RunResult> results) {
        return results.stream().filter(RunResult::win).count();
    }

    /**
     * One line: both win rates and the difference with its interval, in percentage points.
     *
     * @return e.g. {@code 2000 paired runs: 61.2% vs 48.0%, difference +13.2 points [+11.0, +15.4]}
     */
    public String describe() {
        return String.format(
                java.util.Locale.ROOT,
                "%d paired runs: %.1f%% vs %.1f%%, difference %+.1f points [%+.1f, %+.1f]",
                runs(),
                100 * firstWinRate(),
                100 * secondWinRate(),
                100 * difference(),
                100 * lower(),
                100 * upper());
    }
}

package io.github.roguelikehalf.rules.play;

import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a {@link Simulation} found: how many runs were won, how they ended, how far they got and how long they took.
 *
 * <p>The win rate, its 95% Wilson score interval, the mean and the maximum progress are derived from the
 * components, so a report can never contradict itself. {@link #describe()} (also {@link #toString()}) gives a
 * readable summary.
 *
 * @param runs how many games were played, at least 1
 * @param wins how many of them were won, 0 to {@code runs}
 * @param outcomes how many runs ended with each outcome label, sorted by label; the counts add up to {@code runs}
 * @param progressHistogram how many runs ended at each progress value, sorted by progress; the counts add up to
 *     {@code runs}
 * @param totalSteps how many actions were applied in all runs together
 */
public record SimulationReport(
        int runs, int wins, Map<String, Integer> outcomes, Map<Integer, Integer> progressHistogram, long totalSteps) {

    /** The standard normal quantile for a two-sided 95% interval. */
    private static final double Z95 = 1.959963984540054;

    /** Validates the counts and copies the maps into unmodifiable sorted maps. */
    public SimulationReport {
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be at least 1, was " + runs);
        }
        if (wins < 0 || wins > runs) {
            throw new IllegalArgumentException("wins must be 0 to " + runs + ", was " + wins);
        }
        outcomes = sortedCounts(outcomes, runs, "outcomes");
        progressHistogram = sortedCounts(progressHistogram, runs, "progressHistogram");
        if (totalSteps < 0) {
            throw new IllegalArgumentException("totalSteps must not be negative, was " + totalSteps);
        }
    }

    private static <K> Map<K, Integer> sortedCounts(Map<K, Integer> counts, int runs, String name) {
        TreeMap<K, Integer> copy = new TreeMap<>(counts);
        long sum = 0;
        for (Map.Entry<K, Integer> e : copy.entrySet()) {
            if (e.getValue() < 1) {
                throw new IllegalArgumentException(
                        name + " counts must be at least 1, was " + e.getValue() + " for " + e.getKey());
            }
            sum += e.getValue();
        }
        if (sum != runs) {
            throw new IllegalArgumentException(name + " counts must add up to " + runs + " runs, was " + sum);
        }
        return Collections.unmodifiableMap(copy);
    }

    /**
     * This report and another one of other runs of the same sweep, added up: the report of all their runs. Shards of
     * one sweep ({@link Simulation#runRange}) merge to exactly the report of the whole sweep, in any order.
     *
     * @param other the report of other runs
     * @return the merged report
     */
    public SimulationReport merge(SimulationReport other) {
        java.util.Objects.requireNonNull(other, "other");
        TreeMap<String, Integer> o = new TreeMap<>(outcomes);
        other.outcomes.forEach((k, v) -> o.merge(k, v, Integer::sum));
        TreeMap<Integer, Integer> p = new TreeMap<>(progressHistogram);
        other.progressHistogram.forEach((k, v) -> p.merge(k, v, Integer::sum));
        return new SimulationReport(
                Math.addExact(runs, other.runs), wins + other.wins, o, p, totalSteps + other.totalSteps);
    }

    /**
     * The share of runs won.
     *
     * @return {@code wins / runs}, 0 to 1
     */
    public double winRate() {
        return (double) wins / runs;
    }

    /**
     * The lower end of the 95% Wilson score interval for the win rate.
     *
     * @return the lower bound, 0 to 1; exactly 0 when no run was won
     */
    public double lower() {
        return wins == 0 ? 0.0 : Math.max(0.0, wilsonCentre() - wilsonHalfWidth());
    }

    /**
     * The upper end of the 95% Wilson score interval for the win rate.
     *
     * @return the upper bound, 0 to 1; exactly 1 when every run was won
     */
    public double upper() {
        return wins == runs ? 1.0 : Math.min(1.0, wilsonCentre() + wilsonHalfWidth());
    }

    private double wilsonCentre() {
        double n = runs;
        double z2 = Z95 * Z95;
        return (winRate() + z2 / (2 * n)) / (1 + z2 / n);
    }

    private double wilsonHalfWidth() {
        double n = runs;
        double p = winRate();
        double z2 = Z95 * Z95;
        return Z95 / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    }

    /**
     * The mean progress at the end of a run.
     *
     * @return the mean of {@link Game#progress} over the end states
     */
    public double meanProgress() {
        long sum = 0;
        for (Map.Entry<Integer, Integer> e : progressHistogram.entrySet()) {
            sum += (long) e.getKey() * e.getValue();
        }
        return (double) sum / runs;
    }

    /**
     * The furthest progress any run reached at its end.
     *
     * @return the largest progress value in the histogram
     */
    public int maxProgress() {
        return Collections.max(progressHistogram.keySet());
    }

    /**
     * A readable multi-line summary: runs and wins with the interval, each outcome, progress and steps.
     *
     * @return the summary, lines separated by {@code \n}
     */
    public String describe() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "%d runs, %d won: win rate %.2f%% (95%% Wilson interval %.2f%% to %.2f%%)%n",
                runs,
                wins,
                100 * winRate(),
                100 * lower(),
                100 * upper()));
        out.append("outcomes:\n");
        int labelWidth =
                outcomes.keySet().stream().mapToInt(String::length).max().orElse(0);
        int countWidth = Integer.toString(runs).length();
        outcomes.forEach((label, count) -> out.append(String.format(
                Locale.ROOT,
                "  %-" + labelWidth + "s %" + countWidth + "d (%.2f%%)%n",
                label,
                count,
                100.0 * count / runs)));
        out.append(String.format(Locale.ROOT, "progress: mean %.2f, max %d%n", meanProgress(), maxProgress()));
        int keyWidth = progressHistogram.keySet().stream()
                .mapToInt(k -> Integer.toString(k).length())
                .max()
                .orElse(0);
        progressHistogram.forEach((progress, count) -> out.append(
                String.format(Locale.ROOT, "  %" + keyWidth + "d: %" + countWidth + "d%n", progress, count)));
        out.append(
                String.format(Locale.ROOT, "steps: %d in total, %.2f per run", totalSteps, (double) totalSteps / runs));
        return out.toString().replace(System.lineSeparator(), "\n");
    }

    /**
     * The same as {@link #describe()}.
     *
     * @return the readable summary
     */
    @Override
    public String toString() {
        return describe();
    }
}

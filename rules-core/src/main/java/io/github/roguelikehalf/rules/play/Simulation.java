package io.github.roguelikehalf.rules.play;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays many seeded games and sums them up in a {@link SimulationReport}.
 *
 * <p>Run {@code i} (from 0) is fully determined by the seed: its start state is made from the game seed
 * {@code RngState.of(seed).split(2 * i).seed()}, and its policy draws from
 * {@code Dice.resume(RngState.of(seed).split(2 * i + 1))}. Runs are spread over threads in fixed blocks whose
 * tallies are added up in index order, so the report is identical for any number of threads.
 *
 * <p>It logs through SLF4J at INFO: the start (runs, threads, seed), progress (when another tenth of the runs is done,
 * at most every two seconds) and a one-line summary.
 */
public final class Simulation {

    private static final Logger LOG = LoggerFactory.getLogger(Simulation.class);

    /** The most threads a simulation may use. */
    public static final int MAX_THREADS = 64;

    /**
     * Runs per task handed to a thread: fixed, so how runs are grouped never depends on the thread count; small, so
     * that at the end of a sweep one thread waits for the other's last block only briefly (with 64, a sweep of 1,024
     * runs on 2 threads left a thread idle for about half a block of 16, some 3% of the sweep).
     */
    private static final int BLOCK = 16;

    private static final AtomicInteger POOLS = new AtomicInteger();

    private Simulation() {}

    /**
     * Plays {@code runs} games and reports on them.
     *
     * <p>{@code game}, {@code startForSeed} and {@code policy} are called from several threads at once when
     * {@code threads > 1}, so they must hold no mutable state.
     *
     * @param game the game
     * @param startForSeed makes a start state from a game seed
     * @param policy chooses the actions
     * @param seed the seed of the whole simulation
     * @param runs how many games to play, at least 1
     * @param threads how many threads to play them on, 1 to {@value #MAX_THREADS}
     * @param maxSteps the most actions in one game, at least 0
     * @param <S> the type of game states
     * @param <A> the type of actions
     * @return the report, the same for the same arguments whatever {@code threads} is
     * @throws RunFailedException if a run fails (e.g. does not end within {@code maxSteps}); the failed run with the
     *     lowest index is reported
     */
    public static <S, A> SimulationReport run(
            Game<S, A> game,
            LongFunction<S> startForSeed,
            Policy<S, A> policy,
            long seed,
            int runs,
            int threads,
            int maxSteps) {
        return runRange(game, startForSeed, policy, seed, 0, runs, threads, maxSteps);
    }

    /**
     * Plays the runs {@code firstRun} to {@code firstRun + runs - 1} of the sweep of a seed: a shard. Run {@code i}
     * is the same game whichever shard plays it, so a sweep can be split across processes or machines (e.g. runs 0 to
     * 499,999 on one, 500,000 to 999,999 on another) and the shards' reports merged with
     * {@link SimulationReport#merge(SimulationReport)} give exactly the report of the whole sweep.
     *
     * @param game the game
     * @param startForSeed makes a start state from a game seed
     * @param policy chooses the actions
     * @param seed the seed of the whole sweep
     * @param firstRun the index of the shard's first run, at least 0
     * @param runs how many runs the shard plays, at least 1
     * @param threads how many threads to play them on, 1 to {@value #MAX_THREADS}
     * @param maxSteps the most actions in one game, at least 0
     * @param <S> the type of game states
     * @param <A> the type of actions
     * @return the shard's report
     * @throws RunFailedException if a run fails; the failed run with the lowest index is reported
     */
    public static <S, A> SimulationReport runRange(
            Game<S, A> game,
            LongFunction<S> startForSeed,
            Policy<S, A> policy,
            long seed,
            long firstRun,
            int runs,
            int threads,
            int maxSteps) {
        checkArguments(game, startForSeed, policy, firstRun, runs, threads, maxSteps);
        Runner<S, A> runner = new Runner<>(game, startForSeed, policy, RngState.of(seed), maxSteps);
        int blocks = (runs - 1) / BLOCK + 1;
        ProgressLog progress = new ProgressLog(seed, firstRun, runs, threads);
        Tally total = new Tally();
        if (threads == 1 || blocks == 1) {
            for (int b = 0; b < blocks; b++) {
                long from = firstRun + (long) b * BLOCK;
                long to = Math.min(firstRun + runs, from + BLOCK);
                total.add(runner.play(from, to));
                progress.done((int) (to - firstRun));
            }
            return progress.finished(total.report(runs));
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, blocks), threadFactory());
        try {
            List<Future<Tally>> futures = new ArrayList<>(blocks);
            for (int b = 0; b < blocks; b++) {
                long from = firstRun + (long) b * BLOCK;
                long to = Math.min(firstRun + runs, from + BLOCK);
                futures.add(pool.submit(() -> runner.play(from, to)));
            }
            for (int b = 0; b < blocks; b++) {
                total.add(await(futures.get(b)));
                progress.done((int) Math.min(runs, (b + 1L) * BLOCK));
            }
            return progress.finished(total.report(runs));
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Plays the runs {@code firstRun} to {@code firstRun + runs - 1} of the sweep of a seed, as {@link #runRange} does,
     * and gives each run's result in run order instead of a report: the same games, so two policies played over the
     * same seed meet the same start states and dice, run by run ({@link PairedComparison}).
     *
     * @param game the game
     * @param startForSeed makes a start state from a game seed
     * @param policy chooses the actions
     * @param seed the seed of the whole sweep
     * @param firstRun the index of the first run, at least 0
     * @param runs how many runs to play, at least 1
     * @param threads how many threads to play them on, 1 to {@value #MAX_THREADS}
     * @param maxSteps the most actions in one game, at least 0
     * @param <S> the type of game states
     * @param <A> the type of actions
     * @return one result per run, in run order, the same whatever {@code threads} is
     * @throws RunFailedException if a run fails; the failed run with the lowest index is reported
     */
    public static <S, A> List<RunResult> results(
            Game<S, A> game,
            LongFunction<S> startForSeed,
            Policy<S, A> policy,
            long seed,
            long firstRun,
            int runs,
            int threads,
            int maxSteps) {
        checkArguments(game, startForSeed, policy, firstRun, runs, threads, maxSteps);
        Runner<S, A> runner = new Runner<>(game, startForSeed, policy, RngState.of(seed), maxSteps);
        int blocks = (runs - 1) / BLOCK + 1;
        List<RunResult> all = new ArrayList<>(runs);
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, blocks), threadFactory());
        try {
            List<Future<List<RunResult>>> futures = new ArrayList<>(blocks);
            for (int b = 0; b < blocks; b++) {
                long from = firstRun + (long) b * BLOCK;
                long to = Math.min(firstRun + runs, from + BLOCK);
                futures.add(pool.submit(() -> runner.results(from, to)));
            }
            for (Future<List<RunResult>> f : futures) {
                all.addAll(await(f));
            }
            return List.copyOf(all);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Logs a simulation at INFO: its start, a progress line each time another tenth of the runs is done but at most
     * every {@link #PROGRESS_INTERVAL_NANOS}, and a summary. Used by the calling thread only; when INFO is off it costs
     * one boolean test per block of runs.
     */
    /** The checks every entry point makes, with the message naming the argument and what is allowed. */
    private static void checkArguments(
            Game<?, ?> game,
            LongFunction<?> startForSeed,
            Policy<?, ?> policy,
            long firstRun,
            int runs,
            int threads,
            int maxSteps) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(startForSeed, "startForSeed");
        Objects.requireNonNull(policy, "policy");
        if (firstRun < 0) {
            throw new IllegalArgumentException("firstRun must not be negative, was " + firstRun);
        }
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be at least 1, was " + runs);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1 to " + MAX_THREADS + ", was " + threads);
        }
        if (maxSteps < 0) {
            throw new IllegalArgumentException("maxSteps must not be negative, was " + maxSteps);
        }
    }

    private static final class ProgressLog {
        private static final long PROGRESS_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(2);

        private final boolean enabled = LOG.isInfoEnabled();
        private final int runs;
        private final long startNanos = System.nanoTime();
        private long lastLineNanos = startNanos;
        private int tenthsLogged;

        ProgressLog(long seed, long firstRun, int runs, int threads) {
            this.runs = runs;
            if (enabled) {
                LOG.info(
                        "Simulation started: runs {} to {} ({} in all) on {} thread(s), seed {}",
                        firstRun,
                        firstRun + runs - 1,
                        runs,
                        threads,
                        seed);
            }
        }

        void done(int completed) {
            if (!enabled || completed >= runs) {
                return;
            }
            int tenths = (int) (completed * 10L / runs);
            long now = System.nanoTime();
            if (tenths > tenthsLogged && now - lastLineNanos >= PROGRESS_INTERVAL_NANOS) {
                tenthsLogged = tenths;
                lastLineNanos = now;
                LOG.info(
                        "Simulation: {} of {} runs done ({}%), {} runs/s",
                        completed, runs, completed * 100L / runs, Math.round(completed / seconds(now)));
            }
        }

        SimulationReport finished(SimulationReport report) {
            if (enabled) {
                double seconds = seconds(System.nanoTime());
                LOG.info(String.format(
                        Locale.ROOT,
                        "Simulation done: %d runs in %.2f s (%.0f runs/s), win rate %.4f [%.4f, %.4f], %d steps",
                        report.runs(),
                        seconds,
                        report.runs() / seconds,
                        report.winRate(),
                        report.lower(),
                        report.upper(),
                        report.totalSteps()));
            }
            return report;
        }

        private double seconds(long now) {
            return Math.max(1, now - startNanos) / 1e9;
        }
    }

    private static <T> T await(Future<T> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for simulation runs", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException("a simulation run failed", cause);
        }
    }

    private static ThreadFactory threadFactory() {
        int pool = POOLS.incrementAndGet();
        AtomicInteger threads = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "simulation-" + pool + "-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** Plays runs; holds only immutable values, so one runner serves every thread. */
    private static final class Runner<S, A> {
        private final Game<S, A> game;
        private final LongFunction<S> startForSeed;
        private final Policy<S, A> policy;
        private final RngState root;
        private final int maxSteps;

        Runner(Game<S, A> game, LongFunction<S> startForSeed, Policy<S, A> policy, RngState root, int maxSteps) {
            this.game = game;
            this.startForSeed = startForSeed;
            this.policy = policy;
            this.root = root;
            this.maxSteps = maxSteps;
        }

        /** Plays runs {@code from} (inclusive) to {@code to} (exclusive), in order, stopping at the first failure. */
        Tally play(long from, long to) {
            Tally tally = new Tally();
            for (long i = from; i < to; i++) {
                RunResult r = run(i);
                tally.add(r.win(), r.outcome(), r.progress(), r.steps());
            }
            return tally;
        }

        /** Plays runs {@code from} (inclusive) to {@code to} (exclusive) and keeps each one's result. */
        List<RunResult> results(long from, long to) {
            List<RunResult> out = new ArrayList<>((int) (to - from));
            for (long i = from; i < to; i++) {
                out.add(run(i));
            }
            return out;
        }

        /** Plays run {@code i}. */
        RunResult run(long i) {
            long gameSeed = root.split(2L * i).seed();
            try {
                S start =
                        Objects.requireNonNull(startForSeed.apply(gameSeed), "the start-state function returned null");
                Playthrough<S, A> run =
                        Autoplay.play(game, start, policy, Dice.resume(root.split(2L * i + 1)), maxSteps);
                S end = run.end();
                String outcome = game.outcome(end)
                        .orElseThrow(() -> new IllegalStateException(
                                "the game broke its contract: a terminal state has no outcome: " + end));
                return new RunResult(i, gameSeed, game.isWin(end), outcome, game.progress(end), run.steps());
            } catch (RuntimeException e) {
                throw new RunFailedException(i, gameSeed, e);
            }
        }
    }

    /** Counts for a block of runs; confined to one thread until its future is read. */
    private static final class Tally {
        private int wins;
        private final Map<String, Integer> outcomes = new TreeMap<>();
        private final Map<Integer, Integer> progress = new TreeMap<>();
        private long steps;

        void add(boolean win, String outcome, int reached, int stepsTaken) {
            if (win) {
                wins++;
            }
            outcomes.merge(outcome, 1, Integer::sum);
            progress.merge(reached, 1, Integer::sum);
            steps += stepsTaken;
        }

        void add(Tally other) {
            wins += other.wins;
            other.outcomes.forEach((k, v) -> outcomes.merge(k, v, Integer::sum));
            other.progress.forEach((k, v) -> progress.merge(k, v, Integer::sum));
            steps += other.steps;
        }

        SimulationReport report(int runs) {
            return new SimulationReport(runs, wins, outcomes, progress, steps);
        }
    }
}

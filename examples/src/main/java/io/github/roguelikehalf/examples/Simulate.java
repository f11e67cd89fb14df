package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.PairedComparison;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Simulates many adventures with a policy, in shards of derived seeds merged into one report (so a progress bar
 * can follow), and prints the summary; {@code --chart FILE.png} also draws the win rate by starting level and
 * sub-attribute; {@code --compare A,B} plays two policies on the same seeds and prints the paired difference.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true, description = "Simulate many adventures and report.")
final class Simulate implements Callable<Integer> {

    /** The policies to choose from. */
    enum PolicyName {
        BASELINE,
        RANDOM,
        SEARCH
    }

    /** The rule editions to choose from. */
    enum Edition {
        ENGLISH,
        JAPANESE
    }

    /** The levels of the chart's x axis (up to the options' level cap). */
    static final int[] CHART_LEVELS = {10, 12, 14, 16, 18, 20};

    @Spec
    CommandSpec spec;

    @Option(names = "--runs", description = "adventures to play, at least 1 (default ${DEFAULT-VALUE})")
    int runs = 10_000;

    @Option(names = "--seed", description = "the seed all runs derive from (default ${DEFAULT-VALUE})")
    long seed = 42L;

    @Option(
            names = "--threads",
            description = "threads, 1 to " + Simulation.MAX_THREADS + " (default: the processors, at most "
                    + Simulation.MAX_THREADS + ")")
    int threads = Math.min(Runtime.getRuntime().availableProcessors(), Simulation.MAX_THREADS);

    @Option(names = "--policy", description = "one of ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE})")
    PolicyName policy = PolicyName.BASELINE;

    @Option(
            names = "--compare",
            description = "two policies, e.g. baseline,search: play both on the same --runs seeds with the --party and"
                    + " print both win rates and what the second gains, with its 95%% interval (paired)")
    Optional<String> compare = Optional.empty();

    @Option(
            names = "--party",
            description = "examples (the default: a Strength hero with 3 Soldiers and a Lamplighter) or a lone hero as"
                    + " <sub-attribute>-<level>: strength, dexterity, sorcery or divinity, level 10 to the rules' cap,"
                    + " e.g. divinity-14")
    String party = "examples";

    @Option(names = "--edition", description = "one of ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE})")
    Edition edition = Edition.ENGLISH;

    @Option(names = "--lang", description = "EN or JA: the language of the report (default ${DEFAULT-VALUE})")
    Narrator lang = Narrator.EN;

    @Option(names = "--scenario", description = "scenario id (default ${DEFAULT-VALUE})")
    String scenario = KnightOfTwilight.ID;

    @Option(names = "--chart", description = "also simulate each sub-attribute and starting level; draw a PNG")
    Optional<Path> chart = Optional.empty();

    @Option(
            names = "--no-progress",
            description = "no progress (a bar on a terminal, plain lines at each tenth otherwise, on standard error)")
    boolean noProgress;

    private final PrintStream out;
    private final PrintStream progress;
    private final boolean terminal;

    /**
     * A simulate command.
     *
     * @param out where the report goes
     * @param progress where the progress goes (standard error)
     * @param terminal whether {@code progress} is a terminal: a bar if so, plain lines otherwise
     */
    Simulate(PrintStream out, PrintStream progress, boolean terminal) {
        this.out = out;
        this.progress = progress;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (runs < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--runs must be at least 1, was " + runs);
        }
        if (threads < 1 || threads > Simulation.MAX_THREADS) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--threads must be 1 to " + Simulation.MAX_THREADS + ", was " + threads);
        }
        RuleOptions options = edition == Edition.JAPANESE ? RuleOptions.japaneseVer46() : RuleOptions.englishEdition();
        Engine engine = Examples.engine(scenario, spec.commandLine());
        if (compare.isPresent()) {
            return compare(engine, options, compare.get());
        }
        long start = System.nanoTime();
        SimulationReport report = sweep(engine, party(options), options, runs, "adventures");
        double seconds = (System.nanoTime() - start) / 1e9;
        Texts text = lang.texts();
        out.println(text.say(
                "simulate.header",
                Narration.of(engine.scenario(), lang.locale())
                        .name(engine.scenario().title()),
                text.say("edition." + options.edition().name().toLowerCase(java.util.Locale.ROOT)),
                text.say("policy." + policy.name().toLowerCase(java.util.Locale.ROOT)),
                party));
        out.println(ReportText.describe(text, report));
        out.println(text.say(
                "simulate.timing",
                runs,
                String.format("%.2f", seconds),
                String.format("%,.0f", runs / seconds),
                threads));
        if (chart.isPresent()) {
            chart(engine, options, chart.get());
        }
        return 0;
    }

    /** Plays {@code n} adventures of a party in shards of derived seeds, merged into one report. */
    private SimulationReport sweep(Engine engine, Party party, RuleOptions options, int n, String task) {
        Policy<GameState, Action> p =
                Policies.of(policy.name(), engine).orElseThrow(() -> new IllegalStateException("no policy " + policy));
        int shard = Math.max(1_000, n / 100);
        SimulationReport total = null;
        int tenthsShown = 0;
        try (ProgressBar bar = noProgress || !terminal
                ? null
                : new ProgressBarBuilder()
                        .setTaskName(task)
                        .setInitialMax(n)
                        .setConsumer(new ConsoleProgressBarConsumer(progress))
                        .build()) {
            for (long first = 0; first < n; first += shard) {
                int size = (int) Math.min(shard, n - first);
                SimulationReport part = Simulation.runRange(
                        engine.asGame(), s -> engine.start(party, options, s), p, seed, first, size, threads, 100_000);
                total = total == null ? part : total.merge(part);
                long done = first + size;
                if (bar != null) {
                    bar.stepBy(size);
                } else if (!noProgress && done * 10 / n > tenthsShown) {
                    tenthsShown = (int) (done * 10 / n);
                    progress.printf("%s: %d of %d (%d%%)%n", task, done, n, done * 100 / n);
                }
            }
        }
        return total;
    }

    /** Plays two policies on the same seeds with the examples' party and prints the paired difference. */
    private int compare(Engine engine, RuleOptions options, String names) {
        String[] two = names.split(",", -1);
        if (two.length != 2) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "--compare takes two policies, e.g. baseline,random; was " + names);
        }
        List<Policy<GameState, Action>> policies = new ArrayList<>();
        for (String name : two) {
            policies.add(Policies.of(name.trim(), engine)
                    .orElseThrow(() -> new CommandLine.ParameterException(
                            spec.commandLine(),
                            "--compare: no policy '" + name.trim() + "'; known: " + Policies.names())));
        }
        Party players = party(options);
        PairedComparison c = PairedComparison.of(
                engine.asGame(),
                s -> engine.start(players, options, s),
                policies.get(0),
                policies.get(1),
                seed,
                runs,
                threads,
                100_000);
        out.println(engine.scenario().title() + ", " + options.edition() + " rules, party " + party + ", "
                + two[0].trim() + " vs " + two[1].trim() + " on the same " + runs + " seeds (seed " + seed + ")");
        out.printf(
                java.util.Locale.ROOT,
                "%s: %.1f%% wins; %s: %.1f%% wins%n",
                two[0].trim(),
                100 * c.firstWinRate(),
                two[1].trim(),
                100 * c.secondWinRate());
        // the second policy's gain over the first, so that "baseline,search" reads as what search gains
        out.printf(
                java.util.Locale.ROOT,
                "%s minus %s: %+.1f points, 95%% interval [%+.1f, %+.1f] (paired)%n",
                two[1].trim(),
                two[0].trim(),
                0.0 - 100 * c.difference(),
                0.0 - 100 * c.upper(),
                0.0 - 100 * c.lower());
        return 0;
    }

    /** The party of {@code --party}: the examples' party, or a lone hero named {@code <sub-attribute>-<level>}. */
    private Party party(RuleOptions options) {
        if (party.equals("examples")) {
            return Parties.warriorWithSoldiers(options);
        }
        int dash = party.lastIndexOf('-');
        String allowed = "--party is examples or <sub-attribute>-<level>, a sub-attribute of "
                + java.util.Arrays.toString(SubAttribute.values()).toLowerCase(java.util.Locale.ROOT)
                + " and a level from 10 to " + options.maxCoveredLevel() + "; was " + party;
        try {
            SubAttribute sa =
                    SubAttribute.valueOf(party.substring(0, Math.max(dash, 0)).toUpperCase(java.util.Locale.ROOT));
            int level = Integer.parseInt(party.substring(dash + 1));
            if (level < 10 || level > options.maxCoveredLevel()) {
                throw new CommandLine.ParameterException(spec.commandLine(), allowed);
            }
            return Parties.lone(sa, level, options);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), allowed, e);
        }
    }

    /** Simulates each sub-attribute at each starting level and draws the win rates. */
    private void chart(Engine engine, RuleOptions options, Path file) {
        List<WinRateChart.Point> points = new ArrayList<>();
        for (SubAttribute sa : SubAttribute.values()) {
            for (int level : CHART_LEVELS) {
                if (level > options.maxCoveredLevel()) {
                    continue;
                }
                SimulationReport r =
                        sweep(engine, Parties.lone(sa, level, options), options, runs, sa.job() + " " + level);
                Texts text = lang.texts();
                String job = text.term("job." + sa.job().toLowerCase(java.util.Locale.ROOT));
                points.add(new WinRateChart.Point(job, level, r.winRate(), r.lower(), r.upper()));
                out.println(text.say(
                        "simulate.chart-row",
                        String.format("%-10s", job),
                        String.format("%2d", level),
                        String.format(java.util.Locale.ROOT, "%.3f", r.winRate()),
                        String.format(java.util.Locale.ROOT, "%.3f", r.lower()),
                        String.format(java.util.Locale.ROOT, "%.3f", r.upper())));
            }
        }
        try {
            WinRateChart.write(
                    Narration.of(engine.scenario(), lang.locale())
                            .name(engine.scenario().title()),
                    points,
                    lang.texts(),
                    file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println(lang.texts().say("simulate.chart-written", file));
    }
}

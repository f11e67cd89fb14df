package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Simulates many adventures with a policy and prints the report. */
@Command(name = "simulate", mixinStandardHelpOptions = true, description = "Simulate many adventures and report.")
final class Simulate implements Callable<Integer> {

    @Option(names = "--runs", description = "adventures to play (default ${DEFAULT-VALUE})")
    int runs = 10_000;

    @Option(names = "--seed", description = "the seed all runs derive from (default ${DEFAULT-VALUE})")
    long seed = 42L;

    @Option(names = "--threads", description = "threads (default: the number of processors)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--policy", description = "baseline or random (default ${DEFAULT-VALUE})")
    String policy = "baseline";

    @Option(names = "--edition", description = "english or japanese (default ${DEFAULT-VALUE})")
    String edition = "english";

    @Option(names = "--scenario", description = "scenario id (default ${DEFAULT-VALUE})")
    String scenario = GoblinCellar.ID;

    private final PrintStream out;

    Simulate(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        RuleOptions options = edition.startsWith("j") ? RuleOptions.japaneseVer46() : RuleOptions.englishEdition();
        Engine engine = Engine.forScenario(scenario);
        Party party = Parties.warriorWithSoldiers(options);
        Policy<GameState, Action> p = policy.equals("random") ? Policy.random() : BaselinePolicy.of(engine);
        long start = System.nanoTime();
        SimulationReport report =
                Simulation.run(engine.asGame(), s -> engine.start(party, options, s), p, seed, runs, threads, 100_000);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println(engine.scenario().title() + ", " + options.edition() + " rules, policy " + policy);
        out.println(report.describe());
        out.printf(
                "%d adventures in %.2f s (%,.0f adventures/s, %d threads)%n", runs, seconds, runs / seconds, threads);
        return 0;
    }
}

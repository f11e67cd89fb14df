package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Engine;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The examples' command line: {@code quickstart}, {@code play}, {@code autoplay}, {@code simulate}, {@code roll},
 * {@code serve} and {@code web}.
 */
@Command(
        name = "examples",
        mixinStandardHelpOptions = true,
        description = "Roguelike Half rules library examples.",
        subcommands = {CommandLine.HelpCommand.class})
public final class Examples implements Callable<Integer> {

    private final PrintStream out;

    private Examples(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        QuickStart.run(out);
        return 0;
    }

    /**
     * Runs a command with no input and returns its exit code.
     *
     * @param out where to print
     * @param args the arguments, e.g. {@code simulate --runs 1000}
     * @return the exit code: 0, or 2 for a wrong option (with a one-line message and the usage)
     */
    public static int run(PrintStream out, String... args) {
        return run(InputStream.nullInputStream(), out, args);
    }

    /**
     * Runs a command and returns its exit code.
     *
     * @param in what the player types ({@code play})
     * @param out where to print
     * @param args the arguments, e.g. {@code play --seed 7}
     * @return the exit code: 0, or 2 for a wrong option (with a one-line message and the usage)
     */
    public static int run(InputStream in, PrintStream out, String... args) {
        CommandLine cl = new CommandLine(new Examples(out))
                .addSubcommand("quickstart", new QuickStartCommand(out))
                .addSubcommand(
                        "play",
                        new Play(() -> new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out))
                .addSubcommand("autoplay", new AutoplayCommand(out))
                .addSubcommand("simulate", new Simulate(out, System.err, Terminal.isConsole()))
                .addSubcommand("roll", new RollCommand(out))
                .addSubcommand(
                        "serve",
                        new Serve(() -> new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), out))
                .addSubcommand("web", new Web(out));
        PrintWriter writer = new PrintWriter(out, true, StandardCharsets.UTF_8);
        cl.setOut(writer);
        cl.setErr(writer);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        return cl.execute(args);
    }

    /**
     * The engine of a scenario on the class path.
     *
     * @param scenario the scenario's id
     * @param command the command asking, which reports a wrong id
     * @return the engine
     * @throws CommandLine.ParameterException naming the scenarios there are, if none has that id
     */
    static Engine engine(String scenario, CommandLine command) {
        try {
            return Engine.forScenario(scenario);
        } catch (RulesException e) {
            throw new CommandLine.ParameterException(command, e.getMessage());
        }
    }

    @Command(name = "quickstart", mixinStandardHelpOptions = true, description = "Create a hero and roll a check.")
    static final class QuickStartCommand implements Callable<Integer> {
        private final PrintStream out;

        QuickStartCommand(PrintStream out) {
            this.out = out;
        }

        @Override
        public Integer call() {
            QuickStart.run(out);
            return 0;
        }
    }

    /**
     * Entry point.
     *
     * @param args the command and its options; none runs the quick start
     */
    public static void main(String[] args) {
        System.exit(run(System.in, System.out, args));
    }
}

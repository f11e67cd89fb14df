package io.github.roguelikehalf.examples;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The examples' command line: {@code quickstart}, {@code play} and {@code simulate}. */
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
     * Runs a command and returns its exit code.
     *
     * @param out where to print
     * @param args the arguments, e.g. {@code simulate --runs 1000}
     * @return the exit code
     */
    public static int run(PrintStream out, String... args) {
        CommandLine cl = new CommandLine(new Examples(out))
                .addSubcommand("quickstart", new QuickStartCommand(out))
                .addSubcommand("play", new Play(out))
                .addSubcommand("simulate", new Simulate(out));
        cl.setOut(new java.io.PrintWriter(out, true, StandardCharsets.UTF_8));
        return cl.execute(args);
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
        System.exit(run(System.out, args));
    }
}

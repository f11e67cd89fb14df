package io.github.roguelikehalf.examples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Optional;

/** Lines typed by a player, and what the program says back. */
final class Terminal {

    /** Thrown when the input ends in the middle of a question (e.g. a die asked for); nothing was applied. */
    static final class InputEnded extends RuntimeException {
        private static final long serialVersionUID = 1L;

        InputEnded() {
            super("the input ended");
        }
    }

    /**
     * Whether this program talks to a terminal: there is a console, and (from Java 22, where a console may stand for
     * redirected streams) {@code Console.isTerminal()} says so.
     *
     * @return true on a terminal, false when the output is piped or redirected
     */
    @SuppressWarnings("SystemConsoleNull") // the null test runs only before Java 22, where it is the right test
    static boolean isConsole() {
        if (Runtime.version().feature() < 22) {
            return System.console() != null; // before Java 22 a console exists only on a terminal
        }
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(System.console());
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    private final BufferedReader in;
    private final PrintStream out;

    Terminal(BufferedReader in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    PrintStream out() {
        return out;
    }

    /**
     * Asks a question and reads the answer.
     *
     * @param prompt the prompt, e.g. {@code "> "}
     * @return the trimmed line, or empty when the input has ended
     */
    Optional<String> ask(String prompt) {
        out.print(prompt);
        out.flush();
        try {
            String line = in.readLine();
            return line == null ? Optional.empty() : Optional.of(line.trim());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

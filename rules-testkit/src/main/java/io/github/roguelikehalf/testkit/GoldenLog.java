package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.play.Policy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Golden playthroughs: a whole adventure played by a policy, written as a readable text log, and compared with a file
 * checked in beside the tests. Any change of behaviour, or of an event's text, shows as a diff.
 *
 * <p>The log has one line per action ({@code > attack hero-1 -> goblins}), one per event under it (two spaces, then
 * the event as {@link Event#toString()} writes it: rule, text, dice) and a last line with the outcome and the number
 * of actions. The system property {@code golden.update=true} (re)writes the file before comparing, and is refused
 * where the environment variable {@code CI} is {@code true}: in CI a missing or changed file must fail, not be written.
 */
public final class GoldenLog {

    private GoldenLog() {}

    /**
     * Plays an adventure to its end and writes its log.
     *
     * @param header the first line, after {@code # }: what was played (scenario, party, policy, seed)
     * @param engine the engine
     * @param start the state to play from
     * @param policy chooses every action
     * @param policyDice the policy's own dice
     * @return the log, each line ending with a newline
     */
    public static String play(
            String header, Engine engine, GameState start, Policy<GameState, Action> policy, Dice policyDice) {
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(policyDice, "policyDice");
        StringBuilder log = new StringBuilder("# ").append(header).append('\n');
        GameState s = Objects.requireNonNull(start, "start");
        while (!s.isTerminal()) {
            Action a = policy.choose(s, engine.legalActions(s), policyDice);
            log.append("> ").append(a).append('\n');
            Transition t = engine.apply(s, a);
            for (Event e : t.events()) {
                log.append("  ").append(e).append('\n');
            }
            s = t.state();
        }
        return log.append("= ")
                .append(s.outcome().orElseThrow().label())
                .append(" after ")
                .append(s.steps())
                .append(" actions\n")
                .toString();
    }

    /**
     * Compares a log with its golden file, after writing the file when {@code -Dgolden.update=true}.
     *
     * @param file the golden file
     * @param log the log just played
     * @throws AssertionError if the file is missing (with how to write it), or differs (with the first line that
     *     differs, both ways), or an update is asked for in CI
     * @throws UncheckedIOException if the file cannot be read or written
     */
    public static void check(Path file, String log) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(log, "log");
        try {
            if (Boolean.getBoolean("golden.update")) {
                if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                    throw new AssertionError(
                            "golden files are never written in CI (-Dgolden.update=true with CI=true)");
                }
                Path dir = file.toAbsolutePath().getParent();
                if (dir != null) {
                    Files.createDirectories(dir);
                }
                Files.writeString(file, log, StandardCharsets.UTF_8);
            }
            if (!Files.exists(file)) {
                throw new AssertionError(
                        "golden file " + file + " is missing: write it with -Dgolden.update=true and review it");
            }
            String golden = Files.readString(file, StandardCharsets.UTF_8);
            if (!golden.equals(log)) {
                throw new AssertionError(difference(file, golden, log));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("golden file " + file, e);
        }
    }

    /** The first line where the played log leaves the golden file. */
    static String difference(Path file, String golden, String log) {
        String[] want = golden.split("\n", -1);
        String[] got = log.split("\n", -1);
        int n = Math.min(want.length, got.length);
        int line = 0;
        while (line < n && want[line].equals(got[line])) {
            line++;
        }
        String expected = line < want.length ? want[line] : "(end of file)";
        String actual = line < got.length ? got[line] : "(end of log)";
        return "the playthrough differs from golden file " + file + " at line " + (line + 1) + ":\n  golden: "
                + expected + "\n  played: " + actual
                + "\n(if the change is deliberate, rewrite it with -Dgolden.update=true and review the diff)";
    }
}

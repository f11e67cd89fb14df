package io.github.roguelikehalf.rules.play;

import java.util.Objects;

/**
 * The result of one run of a {@link Simulation}: which run, its game seed, and how it ended.
 *
 * @param run the run's index in the sweep, from 0
 * @param gameSeed the game seed its start state was made from
 * @param win whether the game counts it as a win ({@link Game#isWin})
 * @param outcome the game's outcome key ({@link Game#outcome})
 * @param progress how far it got ({@link Game#progress}, e.g. rooms cleared)
 * @param steps the actions taken
 */
public record RunResult(long run, long gameSeed, boolean win, String outcome, int progress, int steps) {

    /** Checks the parts. */
    public RunResult {
        Objects.requireNonNull(outcome, "outcome");
        if (run < 0 || steps < 0) {
            throw new IllegalArgumentException("run and steps must not be negative, were " + run + " and " + steps);
        }
    }
}

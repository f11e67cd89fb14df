package io.github.roguelikehalf.rules.play;

/**
 * Thrown by {@link Simulation#run} when one run fails (e.g. with a {@link StepLimitExceededException}); it names
 * the run and its game seed, so the run can be reproduced on its own. The cause is the original failure.
 *
 * <p>When several runs fail, the one with the lowest index is reported, whatever the number of threads.
 */
public final class RunFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final long runIndex;
    private final long gameSeed;

    /**
     * Creates the exception.
     *
     * @param runIndex the index of the run that failed, from 0
     * @param gameSeed the game seed the run's start state was made from
     * @param cause the original failure
     */
    public RunFailedException(long runIndex, long gameSeed, RuntimeException cause) {
        super("run " + runIndex + " (game seed " + gameSeed + ") failed: " + cause.getMessage(), cause);
        this.runIndex = runIndex;
        this.gameSeed = gameSeed;
    }

    /**
     * The run that failed.
     *
     * @return its index, from 0
     */
    public long runIndex() {
        return runIndex;
    }

    /**
     * The game seed of the run that failed: the value passed to the start-state function.
     *
     * @return the game seed
     */
    public long gameSeed() {
        return gameSeed;
    }
}

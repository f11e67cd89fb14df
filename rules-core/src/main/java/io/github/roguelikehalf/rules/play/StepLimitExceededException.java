package io.github.roguelikehalf.rules.play;

/** Thrown when an automatic playthrough applies its maximum number of actions and the game has still not ended. */
public final class StepLimitExceededException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int limit;

    /**
     * Creates the exception.
     *
     * @param limit the maximum number of actions that was allowed
     */
    public StepLimitExceededException(int limit) {
        super("the game did not end within the step limit of " + limit + " actions");
        this.limit = limit;
    }

    /**
     * The step limit that was reached.
     *
     * @return the maximum number of actions that was allowed
     */
    public int limit() {
        return limit;
    }
}

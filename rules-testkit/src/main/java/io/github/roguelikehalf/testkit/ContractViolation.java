package io.github.roguelikehalf.testkit;

/**
 * A broken engine contract: which check failed, and where (the start, the adventure, the step and the action), so the
 * failure can be replayed from the start's seed and the actions alone.
 */
public final class ContractViolation extends AssertionError {

    private static final long serialVersionUID = 1L;

    /** The check that failed, e.g. {@code apply is a function}. */
    private final String check;

    /** What was wrong, and where. */
    private final String detail;

    /**
     * A violation.
     *
     * @param check the check that failed, e.g. {@code apply is a function}
     * @param detail what was wrong, and where
     */
    public ContractViolation(String check, String detail) {
        super("engine contract broken: " + check + ": " + detail);
        this.check = check;
        this.detail = detail;
    }

    /**
     * The check that failed.
     *
     * @return its name, e.g. {@code apply is a function}
     */
    public String check() {
        return check;
    }

    /**
     * What was wrong, and where.
     *
     * @return the detail, without the check's name
     */
    public String detail() {
        return detail;
    }
}

package io.github.roguelikehalf.json;

import io.github.roguelikehalf.rules.RulesException;

/**
 * A snapshot could not be read: it is not JSON, not a snapshot, of a version this library does not read, or it
 * describes a state that cannot be. The message starts with the JSON path of the offending value and says what is
 * wrong, e.g. {@code $.game.party.heroes[0].life: 9 is above max Life 6}. Nothing is returned when one is thrown.
 */
public class SnapshotException extends RulesException {

    private static final long serialVersionUID = 1L;

    /** The JSON path. */
    private final String path;

    /** What is wrong. */
    private final String problem;

    /**
     * Creates an exception.
     *
     * @param path the JSON path of the offending value, e.g. {@code $.game.phase.kind}
     * @param problem what is wrong
     */
    public SnapshotException(String path, String problem) {
        super(path + ": " + problem);
        this.path = path;
        this.problem = problem;
    }

    /**
     * The JSON path of the offending value ({@code $} for the whole document).
     *
     * @return e.g. {@code $.game.party.heroes[0].life}
     */
    public String path() {
        return path;
    }

    /**
     * What is wrong, without the path.
     *
     * @return the problem
     */
    public String problem() {
        return problem;
    }
}

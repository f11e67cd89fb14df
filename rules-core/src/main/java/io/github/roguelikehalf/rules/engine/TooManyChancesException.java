package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RulesException;

/**
 * Thrown by {@link Engine#chances(GameState, Action, int)} when an action may roll more dice sequences than the limit
 * allows; nothing is returned and nothing changes.
 */
public final class TooManyChancesException extends RulesException {

    private static final long serialVersionUID = 1L;

    private final int limit;

    /**
     * An action whose dice sequences exceed the limit.
     *
     * @param limit the limit
     * @param action the action
     */
    public TooManyChancesException(int limit, Action action) {
        super("'" + action + "' rolls more than " + limit + " dice sequences; pass a higher limit to"
                + " Engine.chances(state, action, limit), or sample the action on branched dice (Engine.branch)");
        this.limit = limit;
    }

    /**
     * The limit that was passed.
     *
     * @return the most dice sequences that were to be played
     */
    public int limit() {
        return limit;
    }
}

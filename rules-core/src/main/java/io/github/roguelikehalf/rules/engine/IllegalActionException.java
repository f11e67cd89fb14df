package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RulesException;
import java.util.List;

/** Thrown when an action is not among the legal actions of the state's decision; the state is unchanged. */
public final class IllegalActionException extends RulesException {

    private static final long serialVersionUID = 1L;

    private final transient List<Action> legal;

    /**
     * An action refused.
     *
     * @param action the action
     * @param why why it is refused
     * @param legal the legal actions of the state
     */
    public IllegalActionException(Action action, String why, List<Action> legal) {
        super("illegal action '" + action + "': " + why + "; legal actions: " + legal);
        this.legal = List.copyOf(legal);
    }

    /**
     * The actions that were legal.
     *
     * @return the legal actions
     */
    public List<Action> legalActions() {
        return legal;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The legal actions of a decision as a step lists them: copied once from the step's working list into an array of
 * their number, which a {@link io.github.roguelikehalf.rules.engine.Decision} keeps as it is (it copies any other
 * list). Read-only; equal to any list of the same actions, in order.
 */
public final class ActionList extends AbstractList<Action> implements RandomAccess {

    private final Action[] actions;

    private ActionList(Action[] actions) {
        this.actions = actions;
    }

    /**
     * The actions of a step's working list, copied once.
     *
     * @param working the step's list, none null
     * @return the read-only copy
     */
    static ActionList of(List<Action> working) {
        Action[] a = new Action[working.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = java.util.Objects.requireNonNull(working.get(i), "action");
        }
        return new ActionList(a);
    }

    /**
     * The list a decision keeps: a step's as it is, any other copied ({@link List#copyOf}).
     *
     * @param actions the actions
     * @return a read-only list of them
     */
    public static List<Action> kept(List<Action> actions) {
        return actions instanceof ActionList ? actions : List.copyOf(actions);
    }

    @Override
    public Action get(int index) {
        return actions[index];
    }

    @Override
    public int size() {
        return actions.length;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Event;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A list of events that keeps none: a turn played under the fight odds' enumeration ({@link Chances#untilWon}) adds its
 * events here, since those plays read only the states they lead to.
 */
final class DiscardedEvents extends AbstractList<Event> implements RandomAccess {

    static final DiscardedEvents LIST = new DiscardedEvents();

    private DiscardedEvents() {}

    @Override
    public Event get(int index) {
        throw new IndexOutOfBoundsException(index);
    }

    @Override
    public int size() {
        return 0;
    }

    @Override
    public void add(int index, Event e) {
        // not kept
    }

    @Override
    public Event set(int index, Event e) {
        throw new IndexOutOfBoundsException(index);
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Event;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The events of one {@code Engine.apply}, handed to the {@link io.github.roguelikehalf.rules.engine.Transition}
 * without another copy: the array a turn's working list was copied into once it was over ({@link EventBuffer#copy}).
 * Read-only; equal to any list of the same events, in order.
 */
public final class EventLog extends AbstractList<Event> implements RandomAccess {

    private final Event[] events;

    /** @param events the events of a finished turn, none null, held by nobody else */
    EventLog(Event[] events) {
        this.events = events;
    }

    @Override
    public Event get(int index) {
        return events[index];
    }

    @Override
    public int size() {
        return events.length;
    }
}

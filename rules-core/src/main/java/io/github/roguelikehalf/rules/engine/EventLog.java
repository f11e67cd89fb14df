package io.github.roguelikehalf.rules.engine;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The events of one {@code Engine.apply}, handed to the {@link Transition} without a copy: the list a {@code Turn}
 * filled, read-only, once that turn is over and nothing adds to it any more.
 */
final class EventLog extends AbstractList<Event> implements RandomAccess {

    private final List<Event> events;

    /** @param events the events of a finished turn, none null, never changed afterwards */
    EventLog(List<Event> events) {
        this.events = events;
    }

    @Override
    public Event get(int index) {
        return events.get(index);
    }

    @Override
    public int size() {
        return events.size();
    }
}

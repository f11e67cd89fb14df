package io.github.roguelikehalf.rules.engine;

import java.util.List;

/**
 * The result of applying an action: the new state and what happened, in order.
 *
 * @param state the new state
 * @param events the events, each naming its rule
 */
public record Transition(GameState state, List<Event> events) {

    /** Copies the events (the engine's own list of a finished {@code apply} is read-only already). */
    public Transition {
        java.util.Objects.requireNonNull(state, "state");
        events = io.github.roguelikehalf.rules.internal.steps.FixedList.kept(events);
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import java.util.List;

/**
 * What one apply made ({@link Result}), and what a {@link Turn} makes of it as it ends ({@link Ending}): the engine's
 * {@link io.github.roguelikehalf.rules.engine.Transition} at once, the fight odds' enumeration a result. Not API.
 */
public final class Applied {

    private Applied() {}

    /**
     * What one apply made, before it is sealed.
     *
     * @param state the new state, or null when the turn was cut short ({@link Turn#cut})
     * @param events the events, in order; nothing adds to the list any more
     * @param decision the new state's decision, or null when the adventure is over (the engine caches it)
     */
    public record Result(ImmutableGameState state, List<Event> events, Decision decision) {}

    /**
     * What one apply is made into, from the parts of a {@link Result}: the engine makes its transition at once,
     * remembering the decision, without a result in between.
     *
     * @param <T> what is made
     */
    @FunctionalInterface
    public interface Ending<T> {
        /**
         * Makes it from the parts a {@link Result} would hold.
         *
         * @param state the new state, or null when the turn was cut short
         * @param events the events, in order
         * @param decision the new state's decision, or null when the adventure is over
         * @return what is made
         */
        T made(ImmutableGameState state, List<Event> events, Decision decision);
    }

    /** The ending that makes a {@link Result}. */
    public static final Ending<Result> RESULT = Result::new;
}

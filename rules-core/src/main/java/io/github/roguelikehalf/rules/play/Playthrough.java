package io.github.roguelikehalf.rules.play;

import java.util.List;
import java.util.Objects;

/**
 * One game played from start to end: enough to replay it exactly with {@link Autoplay#replay}.
 *
 * @param start the state the game started from
 * @param actions every action applied, in order
 * @param end the state reached after the last action
 * @param steps how many actions were applied, equal to {@code actions.size()}
 * @param <S> the type of game states
 * @param <A> the type of actions
 */
public record Playthrough<S, A>(S start, List<A> actions, S end, int steps) {

    /** Validates the values and copies the actions. */
    public Playthrough {
        Objects.requireNonNull(start, "start");
        actions = List.copyOf(actions);
        Objects.requireNonNull(end, "end");
        if (steps != actions.size()) {
            throw new IllegalArgumentException(
                    "steps must equal the number of actions, " + actions.size() + ", was " + steps);
        }
    }
}

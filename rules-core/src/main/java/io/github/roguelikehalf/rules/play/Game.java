package io.github.roguelikehalf.rules.play;

import java.util.List;
import java.util.Optional;

/**
 * A deterministic forward model of a game: which actions are legal in a state, and which state an action leads to.
 *
 * <p>States and actions are immutable values. A state carries its own random-number state, so {@link #apply} is
 * a pure function: the same state and action always give the same next state, and a start state plus a list of
 * actions replays a whole game exactly. Implementations must be safe to call from several threads at once (they
 * hold no mutable state), because {@link Simulation} plays many games in parallel.
 *
 * @param <S> the type of game states
 * @param <A> the type of actions
 */
public interface Game<S, A> {

    /**
     * The actions legal in a state: the only source of truth for what may be applied.
     *
     * @param state the state
     * @return the legal actions, in a stable order; empty if and only if the state is terminal
     */
    List<A> legalActions(S state);

    /**
     * Whether the game is over in a state. The default asks whether there is no legal action; override it when
     * that is cheaper to tell directly.
     *
     * @param state the state
     * @return {@code true} if no action can be applied any more
     */
    default boolean isTerminal(S state) {
        return legalActions(state).isEmpty();
    }

    /**
     * Applies an action. Any randomness is drawn from the random-number state inside {@code state}, and the
     * advanced random-number state is stored in the result, so this is a pure function.
     *
     * @param state a state that is not terminal
     * @param action one of {@link #legalActions(Object) the legal actions} in {@code state}
     * @return the next state
     * @throws RuntimeException if the action is not legal in the state (implementations choose the type)
     */
    S apply(S state, A action);

    /**
     * What a player (or a policy) may see of a state: {@link Autoplay} and {@link Simulation} hand policies this view,
     * not the state itself. The default shows everything; a game whose state holds its future randomness hides it
     * (the Roguelike Half engine replaces the dice state).
     *
     * @param state the state
     * @return the view of it
     */
    default S observe(S state) {
        return state;
    }

    /**
     * How a terminal state ended, as a short label for reports (e.g. {@code "victory"}, {@code "death"}).
     *
     * @param state the state
     * @return the label of a terminal state; empty when the state is not terminal
     */
    Optional<String> outcome(S state);

    /**
     * Whether a state is a win for the player.
     *
     * @param state the state
     * @return {@code true} if the state is terminal and won
     */
    boolean isWin(S state);

    /**
     * A game-specific measure of how far a state got (e.g. tiles reached), for reports.
     *
     * @param state the state
     * @return the measure; larger means further
     */
    int progress(S state);
}

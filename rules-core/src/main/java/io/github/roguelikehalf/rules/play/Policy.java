package io.github.roguelikehalf.rules.play;

import io.github.roguelikehalf.rules.dice.Dice;
import java.util.List;

/**
 * A way of choosing an action among the legal ones: a bot, a heuristic, or a person.
 *
 * <p>A policy that needs randomness draws it from the {@code dice} it is given: the policy's own source, never the
 * game's, so a policy's choices replay exactly and do not change the dice the game rolls. A policy is called from
 * several threads at once by {@link Simulation}, so it must hold no mutable state of its own.
 *
 * <p>{@link Autoplay} and {@link Simulation} hand a policy {@link Game#observe the player's view} of the state, not the
 * state itself: for Roguelike Half the same state with its dice hidden, so a policy that plays ahead cannot read the
 * game's future dice. A search policy branches the view with seeds of its own ({@code Engine.branch}), or lists the
 * exact results of an action ({@code Engine.chances}).
 *
 * @param <S> the type of game states
 * @param <A> the type of actions
 */
@FunctionalInterface
public interface Policy<S, A> {

    /**
     * Chooses an action.
     *
     * @param state the current state, not terminal
     * @param legalActions the legal actions in {@code state}, not empty
     * @param dice the policy's own randomness
     * @return one of {@code legalActions}
     */
    A choose(S state, List<A> legalActions, Dice dice);

    /**
     * A policy that picks uniformly at random with one {@code dice.face(n, "policy choice")} draw among {@code n}
     * legal actions (face {@code k} picks the {@code k}-th action). When only one action is legal it is returned
     * without drawing.
     *
     * @param <S> the type of game states
     * @param <A> the type of actions
     * @return the uniformly random policy
     */
    static <S, A> Policy<S, A> random() {
        return (state, legalActions, dice) -> {
            int n = legalActions.size();
            if (n == 0) {
                throw new IllegalArgumentException("there is no legal action to choose from");
            }
            return n == 1 ? legalActions.get(0) : legalActions.get(dice.face(n, "policy choice") - 1);
        };
    }

    /**
     * A policy that always picks the first legal action and never draws.
     *
     * @param <S> the type of game states
     * @param <A> the type of actions
     * @return the deterministic first-action policy
     */
    static <S, A> Policy<S, A> first() {
        return (state, legalActions, dice) -> {
            if (legalActions.isEmpty()) {
                throw new IllegalArgumentException("there is no legal action to choose from");
            }
            return legalActions.get(0);
        };
    }
}

package io.github.roguelikehalf.rules.play;

import io.github.roguelikehalf.rules.dice.Dice;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Plays one game automatically with a {@link Policy}, and replays a recorded game.
 *
 * <p>Everything is deterministic: the game draws from the random-number state inside its states, the policy from
 * its own dice, so the same start, policy and policy dice always give the same {@link Playthrough}.
 */
public final class Autoplay {

    private Autoplay() {}

    /**
     * Applies the policy's choices from {@code start} until the game ends.
     *
     * <p>Before each action the game's legal actions are listed and the policy's choice is checked against them.
     *
     * @param game the game
     * @param start the state to start from
     * @param policy chooses each action
     * @param policyDice the policy's own randomness
     * @param maxSteps the most actions to apply, at least 0
     * @param <S> the type of game states
     * @param <A> the type of actions
     * @return the playthrough, ending in a terminal state
     * @throws StepLimitExceededException if the game has not ended after {@code maxSteps} actions
     * @throws IllegalStateException if the policy chooses an action that is not legal, or the game breaks its
     *     contract (a state that is not terminal but has no legal action)
     */
    public static <S, A> Playthrough<S, A> play(
            Game<S, A> game, S start, Policy<S, A> policy, Dice policyDice, int maxSteps) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(policyDice, "policyDice");
        if (maxSteps < 0) {
            throw new IllegalArgumentException("maxSteps must not be negative, was " + maxSteps);
        }
        S state = start;
        List<A> actions = new ArrayList<>();
        while (!game.isTerminal(state)) {
            if (actions.size() >= maxSteps) {
                throw new StepLimitExceededException(maxSteps);
            }
            List<A> legal = legalActions(game, state);
            A action = policy.choose(game.observe(state), legal, policyDice);
            if (action == null) {
                throw new IllegalStateException("the policy chose no action (null); legal actions: " + legal);
            }
            if (!legal.contains(action)) {
                throw new IllegalStateException(
                        "the policy chose " + action + ", which is not one of the legal actions " + legal);
            }
            state = Objects.requireNonNull(game.apply(state, action), "the game returned no state (null)");
            actions.add(action);
        }
        return new Playthrough<>(start, actions, state, actions.size());
    }

    /**
     * Applies recorded actions from {@code start}, checking each against the legal actions, and returns the state
     * reached. A complete {@link Playthrough} replays to its {@code end}; a prefix of its actions replays to the
     * state in between.
     *
     * @param game the game
     * @param start the state to start from
     * @param actions the actions to apply, in order
     * @param <S> the type of game states
     * @param <A> the type of actions
     * @return the state after the last action
     * @throws IllegalArgumentException if an action is not legal where it is applied, or comes after the game ended
     */
    public static <S, A> S replay(Game<S, A> game, S start, List<A> actions) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(start, "start");
        List<A> toApply = List.copyOf(actions);
        S state = start;
        for (int i = 0; i < toApply.size(); i++) {
            A action = toApply.get(i);
            String which = "action " + (i + 1) + " of " + toApply.size() + " (" + action + ")";
            if (game.isTerminal(state)) {
                throw new IllegalArgumentException(which + " comes after the game ended");
            }
            List<A> legal = game.legalActions(state);
            if (!legal.contains(action)) {
                throw new IllegalArgumentException(which + " is not legal; legal actions: " + legal);
            }
            state = Objects.requireNonNull(game.apply(state, action), "the game returned no state (null)");
        }
        return state;
    }

    private static <S, A> List<A> legalActions(Game<S, A> game, S state) {
        List<A> legal = List.copyOf(game.legalActions(state));
        if (legal.isEmpty()) {
            throw new IllegalStateException(
                    "the game broke its contract: a state that is not terminal has no legal action: " + state);
        }
        return legal;
    }
}

package io.github.roguelikehalf.rules.play;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.dice.SeededDice;
import java.util.List;
import java.util.Optional;

/**
 * A toy game for the tests, "race to 10": each step moves 1 or 2 forward, but a d6 drawn from the state's own
 * random-number state busts the step (back to 0) on a 1 for a step of 1, and on 1 or 2 for a step of 2. Reaching
 * 10 wins; the third bust loses.
 */
final class RaceToTen implements Game<RaceToTen.State, RaceToTen.Step> {

    static final int GOAL = 10;
    static final int MAX_BUSTS = 3;
    static final Step ONE = new Step(1);
    static final Step TWO = new Step(2);

    /** A state: the position, the busts so far and the random-number state. */
    record State(int position, int busts, RngState rng) {
        static State start(long seed) {
            return new State(0, 0, RngState.of(seed));
        }
    }

    /** An action: a step of 1 or 2 (or, for tests of illegal choices, anything else). */
    record Step(int length) {
        @Override
        public String toString() {
            return "step" + length;
        }
    }

    @Override
    public List<Step> legalActions(State state) {
        return isTerminal(state) ? List.of() : List.of(ONE, TWO);
    }

    @Override
    public boolean isTerminal(State state) {
        return state.position() >= GOAL || state.busts() >= MAX_BUSTS;
    }

    @Override
    public State apply(State state, Step action) {
        if (!legalActions(state).contains(action)) {
            throw new IllegalArgumentException(action + " is not legal in " + state);
        }
        SeededDice dice = Dice.resume(state.rng());
        int face = dice.face(6, "bust check of " + action);
        if (face <= action.length()) {
            return new State(0, state.busts() + 1, dice.state());
        }
        return new State(state.position() + action.length(), state.busts(), dice.state());
    }

    @Override
    public Optional<String> outcome(State state) {
        if (state.position() >= GOAL) {
            return Optional.of("victory");
        }
        return state.busts() >= MAX_BUSTS ? Optional.of("busted") : Optional.empty();
    }

    @Override
    public boolean isWin(State state) {
        return state.position() >= GOAL;
    }

    @Override
    public int progress(State state) {
        return state.position();
    }
}

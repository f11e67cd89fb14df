package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.engine.Action;

/**
 * A position's value and the action played there: the value exact over one denominator (put in lowest terms when
 * asked for, once), and in doubles: {@code d} holds the chances to win, to die, to escape and not to win (the last
 * summed directly, so it keeps its digits when the chance to win is close to 1).
 */
final class Solved {
    private final ExactOdds exact;
    private final Action action;
    private final double[] d;
    private volatile Odds odds;

    Solved(ExactOdds exact, Action action, double[] d) {
        this.exact = exact;
        this.action = action;
        this.d = d;
    }

    static Solved of(ExactOdds exact, Action action) {
        return new Solved(exact, action, exact.doubles());
    }

    /** The odds, in lowest terms. */
    Odds odds() {
        Odds o = odds;
        if (o == null) {
            o = exact.odds();
            odds = o;
        }
        return o;
    }

    ExactOdds exact() {
        return exact;
    }

    Action action() {
        return action;
    }

    double[] d() {
        return d;
    }
}

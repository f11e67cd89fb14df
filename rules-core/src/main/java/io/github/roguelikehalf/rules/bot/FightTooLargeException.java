package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.RulesException;

/**
 * Thrown by {@link FightOdds} when a fight has more positions than its limit, a loop of positions (a part of the fight
 * that can come back to where it was) too large to solve exactly, or when solving it rolls more dice in all than
 * {@link FightOdds#withTotalDice} allows; nothing is cached from the failed attempt.
 */
public final class FightTooLargeException extends RulesException {

    private static final long serialVersionUID = 1L;

    FightTooLargeException(String message) {
        super(message);
    }
}

package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.internal.steps.Chances;

/**
 * The results of actions in a fight as its odds need them (EN §35-§42 / JP §34-§42): the sequences that win the fight
 * counted together and not played on (their treasure is not the fight's business), faces with the same result played
 * once; and the dice they roll counted against a solve's limit on the dice rolled in all ({@link
 * FightOdds#withTotalDice}). One instance per solve.
 */
final class FightChances {

    private final Engine engine;
    private final FightOdds.Limits limits;
    /** The dice rolled so far. */
    private long rolled;

    FightChances(Engine engine, FightOdds.Limits limits) {
        this.engine = engine;
        this.limits = limits;
    }

    /**
     * Every result of an action in a fight.
     *
     * @throws FightTooLargeException if the dice rolled in all pass the limit
     * @throws io.github.roguelikehalf.rules.engine.TooManyChancesException if the action's sequences pass theirs
     */
    Chances.UntilWon of(GameState state, Action action) {
        Chances.UntilWon c = Chances.untilWon(engine.scenario(), state, action, limits.chances());
        rolled += c.dice();
        if (rolled > limits.dice()) {
            throw new FightTooLargeException("the fight's odds roll more than " + limits.dice()
                    + " dice in all; pass a higher limit to FightOdds.withTotalDice");
        }
        return c;
    }

    /** The odds of the sequences that won the fight at once. */
    static Odds won(Chances.UntilWon chances) {
        return chances.wonNumerator().signum() == 0
                ? Odds.NEVER
                : Odds.NEVER.plus(new Fraction(chances.wonNumerator(), chances.wonDenominator()), Odds.WON);
    }
}

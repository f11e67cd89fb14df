package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.TooManyChancesException;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.List;

/**
 * In a fight (EN §35-§42 / JP §34-§42), best play's action ({@link FightOdds#bestAction}) where the fight solves within
 * a number of positions; elsewhere, and where it is larger, the base policy's choice. Each thread keeps the table of
 * the fight it plays (a new one when creatures are approached), so later decisions of a fight are looked up, not
 * solved again. A fight too large is tried again at each decision: it shrinks as it goes.
 */
final class FightChoice implements Policy<GameState, Action> {

    /** The most sequences one action of a solve may play (a few Soldiers' attacks on a crowd are more). */
    static final int CHANCES = 20_000;

    private final Engine engine;
    private final Policy<GameState, Action> base;
    private final int positions;
    private final ThreadLocal<FightOdds[]> table = ThreadLocal.withInitial(() -> new FightOdds[1]);

    FightChoice(Engine engine, Policy<GameState, Action> base, int positions) {
        this.engine = engine;
        this.base = base;
        this.positions = positions;
    }

    int positions() {
        return positions;
    }

    @Override
    public Action choose(GameState state, List<Action> legal, Dice dice) {
        if (legal.size() > 1 && FightOdds.inFight(state)) {
            FightOdds[] t = table.get();
            if (t[0] == null || state.phase() instanceof Phase.Approaching) {
                t[0] = FightOdds.of(engine).withLimits(positions, positions).withChances(CHANCES);
            }
            try {
                Action a = t[0].bestAction(state);
                if (legal.contains(a)) {
                    return a;
                }
            } catch (FightTooLargeException | TooManyChancesException tooLarge) {
                // the base policy's choice
            }
        }
        return base.choose(state, legal, dice);
    }
}

package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.ArrayList;
import java.util.List;

/**
 * The Monte Carlo look-ahead of {@link SearchPolicy}: each legal action is tried on the same branches of the observed
 * state (seeds of the policy's own dice, {@link Engine#branch}, common to every action so the actions are compared on
 * equal luck), and the base policy plays each branch to the end of the adventure. The action whose branches score
 * most wins; the base policy's own choice wins every tie.
 */
final class Rollouts {

    /** The most actions a branch plays before it counts as a loss (an adventure is far shorter). */
    private static final int STEPS = 5_000;

    private final Engine engine;
    private final Policy<GameState, Action> base;
    private final int rollouts;
    private final int probe;

    Rollouts(Engine engine, Policy<GameState, Action> base, int rollouts, int probe) {
        this.engine = engine;
        this.base = base;
        this.rollouts = rollouts;
        this.probe = probe;
    }

    /**
     * The action whose branches score most, the base policy's choice on ties.
     *
     * @param state the observed state
     * @param legal its legal actions, at least two
     * @param dice the policy's dice, for the branches' seeds
     * @return the action
     */
    Action best(GameState state, List<Action> legal, Dice dice) {
        Action preferred = base.choose(state, legal, dice);
        long[] seeds = new long[rollouts];
        for (int i = 0; i < rollouts; i++) {
            seeds[i] = ((long) dice.face(1 << 30, "look-ahead seed") << 30) ^ dice.face(1 << 30, "look-ahead seed");
        }
        List<Action> others = new ArrayList<>(legal.size() - 1);
        for (Action a : legal) {
            if (!a.equals(preferred)) {
                others.add(a);
            }
        }
        // each action's total score, branch by branch. An action is dropped after the first branches if every one of
        // them ended exactly as the base choice's (victory and tiles), and if every action is dropped the base
        // policy's choice stands: on equal luck most choices change nothing
        long[] totals = new long[others.size()];
        boolean[] differs = new boolean[others.size()];
        boolean[] dropped = new boolean[others.size()];
        boolean anyVictory = false;
        long preferredTotal = 0;
        for (int i = 0; i < seeds.length; i++) {
            int p = score(state, preferred, seeds[i]);
            preferredTotal += p;
            anyVictory |= p >= VICTORY;
            for (int k = 0; k < others.size(); k++) {
                if (dropped[k]) {
                    continue;
                }
                int v = score(state, others.get(k), seeds[i]);
                totals[k] += v;
                anyVictory |= v >= VICTORY;
                differs[k] |= v != p;
            }
            if (i + 1 == probe) {
                boolean any = false;
                for (int k = 0; k < others.size(); k++) {
                    dropped[k] = !differs[k];
                    any |= !dropped[k];
                }
                if (!any) {
                    return preferred;
                }
            }
        }
        // victories decide; the tiles cleared only where no branch of any action tried ends in victory
        Action best = preferred;
        long bestTotal = anyVictory ? preferredTotal / VICTORY : preferredTotal;
        for (int k = 0; k < others.size(); k++) {
            long t = anyVictory ? totals[k] / VICTORY : totals[k];
            if (!dropped[k] && t > bestTotal) {
                best = others.get(k);
                bestTotal = t;
            }
        }
        return best;
    }

    /**
     * A branch's score: its victory in the high bits, the tiles cleared (EN §58 / JP §57) in the low ones, so a sum over
     * at most a few thousand branches keeps both.
     */
    private static final int VICTORY = 1 << 16;

    private int score(GameState state, Action first, long seed) {
        GameState s = engine.apply(engine.branch(state, seed), first).state();
        Dice own = Dice.seeded(~seed);
        for (int step = 0; !s.isTerminal(); step++) {
            if (step >= STEPS) {
                return s.progress().tilesCleared();
            }
            List<Action> legal = engine.legalActions(s);
            Action a = legal.size() == 1 ? legal.get(0) : base.choose(s, legal, own);
            s = engine.apply(s, a).state();
        }
        return s.progress().tilesCleared() + (s.outcome().orElseThrow().isVictory() ? VICTORY : 0);
    }
}

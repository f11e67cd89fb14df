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
 * equal luck), and the base policy plays each branch to the end of the adventure. Once a branch played has ended in
 * victory, another action replaces the base policy's choice only if it leads it in victories by the margin ({@link
 * #margin}); where none has, the tiles cleared summed over the branches played decide. Ties go to the base choice,
 * then to the first action in legal order. The base choice is the one of a policy of its own ({@code prefer}): the
 * base policy, or best play in fights where the search asks for it ({@link FightChoice}).
 */
final class Rollouts {

    /** The most actions a branch plays before it counts as a loss (an adventure is far shorter). */
    private static final int STEPS = 5_000;

    private final Engine engine;
    private final Policy<GameState, Action> base;
    /** The choice the branches must beat: the base policy's, or best play's in fights ({@link FightChoice}). */
    private final Policy<GameState, Action> prefer;

    private final int rollouts;
    private final int probe;

    Rollouts(Engine engine, Policy<GameState, Action> base, Policy<GameState, Action> prefer, int rollouts, int probe) {
        this.engine = engine;
        this.base = base;
        this.prefer = prefer;
        this.rollouts = rollouts;
        this.probe = probe;
    }

    /**
     * The base policy's choice, or another action that leads it in victories by the margin (where a branch played ended
     * in victory) or that cleared more tiles over its branches (where none did).
     *
     * @param state the observed state
     * @param legal its legal actions, at least two
     * @param dice the policy's dice, for the branches' seeds
     * @return the action
     */
    Action best(GameState state, List<Action> legal, Dice dice) {
        Action preferred = prefer.choose(state, legal, dice);
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
        // each action's total score, and against the base choice, branch by branch: on how many branches their
        // victories differ (split) and how many more of those the action won (lead). An action is dropped after the
        // probe if every branch ended exactly as the base choice's (victory and tiles), and once a branch has ended in
        // victory, as soon as it can no longer lead by the margin; when every action is dropped the base policy's
        // choice stands: on equal luck most choices change nothing
        int n = others.size();
        long[] totals = new long[n];
        int[] split = new int[n];
        int[] lead = new int[n];
        boolean[] differs = new boolean[n];
        boolean[] dropped = new boolean[n];
        boolean anyVictory = false;
        long preferredTotal = 0;
        for (int i = 0; i < seeds.length; i++) {
            int p = score(state, preferred, seeds[i]);
            preferredTotal += p;
            anyVictory |= p >= VICTORY;
            for (int k = 0; k < n; k++) {
                if (dropped[k]) {
                    continue;
                }
                int v = score(state, others.get(k), seeds[i]);
                totals[k] += v;
                anyVictory |= v >= VICTORY;
                differs[k] |= v != p;
                if ((v >= VICTORY) != (p >= VICTORY)) {
                    split[k]++;
                    lead[k] += v >= VICTORY ? 1 : -1;
                }
            }
            int left = seeds.length - i - 1;
            boolean any = false;
            for (int k = 0; k < n; k++) {
                dropped[k] |= (i + 1 == probe && !differs[k]) || (anyVictory && !canLead(lead[k], split[k], left));
                any |= !dropped[k];
            }
            if (!any) {
                return preferred;
            }
        }
        Action best = preferred;
        if (anyVictory) {
            // victories decide: the action that leads the base choice by the margin, and by most
            int bestLead = 0;
            for (int k = 0; k < n; k++) {
                if (!dropped[k] && lead[k] >= margin(split[k]) && lead[k] > bestLead) {
                    best = others.get(k);
                    bestLead = lead[k];
                }
            }
            return best;
        }
        // no branch of any action ends in victory: the tiles cleared decide
        long bestTotal = preferredTotal;
        for (int k = 0; k < n; k++) {
            if (!dropped[k] && totals[k] > bestTotal) {
                best = others.get(k);
                bestTotal = totals[k];
            }
        }
        return best;
    }

    /**
     * How many more victories an action must have than the base choice, over the branches where their victories
     * differ, to be taken instead: {@value SearchPolicy#MARGIN} times the square root of those branches, and at least
     * 1 (a one-sided sign test; without it two equal actions would swap on luck alone).
     */
    static int margin(int split) {
        return Math.max(1, (int) Math.ceil(SearchPolicy.MARGIN * Math.sqrt(split)));
    }

    /** Whether a lead can still reach the margin in the branches left, whatever they show. */
    static boolean canLead(int lead, int split, int left) {
        for (int x = 0; x <= left; x++) {
            if (lead + x >= margin(split + x)) {
                return true;
            }
        }
        return false;
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

package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Chance;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.internal.steps.Chances;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One solve of a fight: explores every position reachable from the start (under a policy, or under every legal action
 * for best play) with {@link Engine#chances}, splits the position graph into strongly connected parts (Tarjan), and
 * solves them from the fight's ends backwards. A part without a loop is an expectimax node, exact. A part with a loop
 * is chosen by value iteration in doubles (best play) and then solved exactly under the chosen actions by Gaussian
 * elimination over fractions; positions of a loop from which no end can be reached never end.
 */
final class FightSolver {

    /** A position's value and the action played there. */
    record Solved(Odds odds, Action action) {}

    private static final class Node {
        final GameState state;
        final GameState key;
        final List<Action> actions = new ArrayList<>();
        /** Per action: the positions still to solve, their chances, and what ends or is already known. */
        final List<int[]> to = new ArrayList<>();

        final List<Fraction[]> p = new ArrayList<>();
        final List<Odds> ext = new ArrayList<>();
        int index = -1;
        int low;
        boolean onStack;

        Node(GameState state, GameState key) {
            this.state = state;
            this.key = key;
        }
    }

    private final Engine engine;
    private final Policy<GameState, Action> policy;
    private final Map<GameState, Solved> table;
    private final FightOdds.Limits limits;
    private final List<Node> nodes = new ArrayList<>();
    private final Map<GameState, Integer> index = new HashMap<>();
    private final Map<GameState, Solved> solved = new HashMap<>();

    FightSolver(
            Engine engine, Policy<GameState, Action> policy, Map<GameState, Solved> table, FightOdds.Limits limits) {
        this.engine = engine;
        this.policy = policy;
        this.table = table;
        this.limits = limits;
    }

    /** Solves from the start, whose key is not in the table; the solved positions are then put in the table. */
    Solved solve(GameState start) {
        GameState startKey = FightOdds.key(engine, start);
        add(start, startKey);
        for (int i = 0; i < nodes.size(); i++) {
            expand(nodes.get(i));
        }
        tarjan();
        table.putAll(solved);
        return solved.get(startKey);
    }

    private int add(GameState state, GameState key) {
        Integer i = index.get(key);
        if (i != null) {
            return i;
        }
        if (nodes.size() >= limits.positions()) {
            throw new FightTooLargeException("the fight has more than " + limits.positions()
                    + " positions; pass a higher limit to FightOdds.withLimits");
        }
        nodes.add(new Node(state, key));
        index.put(key, nodes.size() - 1);
        return nodes.size() - 1;
    }

    private void expand(Node n) {
        List<Action> legal = engine.legalActions(n.state);
        if (policy != null) {
            Action a = policy.choose(engine.observe(n.state), legal, Dice.seeded(0L));
            if (!legal.contains(a)) {
                throw new IllegalStateException("the policy chose '" + a + "', not one of " + legal);
            }
            legal = List.of(a);
        }
        boolean escapingNow =
                n.state.phase() instanceof Phase.Fighting f && f.combat().escaping();
        for (Action a : legal) {
            Chances.UntilWon chances = chances(engine, n.state, a, limits.chances());
            boolean escaping = escapingNow || a instanceof Action.Escape;
            Odds ext = won(chances);
            List<Integer> to = new ArrayList<>();
            List<Fraction> p = new ArrayList<>();
            for (Chance c : chances.chances()) {
                Fraction q = new Fraction(c.numerator(), c.denominator());
                GameState child = c.state();
                if (!FightOdds.inFight(child)) {
                    ext = ext.plus(q, end(child, escaping));
                    continue;
                }
                GameState key = FightOdds.key(engine, child);
                Solved known = table.get(key);
                if (known != null) {
                    ext = ext.plus(q, known.odds());
                    continue;
                }
                to.add(add(child, key));
                p.add(q);
            }
            n.actions.add(a);
            n.to.add(to.stream().mapToInt(Integer::intValue).toArray());
            n.p.add(p.toArray(new Fraction[0]));
            n.ext.add(ext);
        }
    }

    /**
     * Every result of an action in a fight, the sequences that win the fight counted together and not played on
     * (their treasure is not the fight's business); faces with the same result played once.
     */
    static Chances.UntilWon chances(Engine engine, GameState state, Action action, int limit) {
        return Chances.untilWon(d -> engine.apply(state, action, d).state(), action, limit);
    }

    /** The odds of the sequences that won the fight at once. */
    static Odds won(Chances.UntilWon chances) {
        return chances.wonNumerator().signum() == 0
                ? Odds.NEVER
                : Odds.NEVER.plus(new Fraction(chances.wonNumerator(), chances.wonDenominator()), Odds.WON);
    }

    /** How a fight ended, from the state after it. */
    private static Odds end(GameState after, boolean escaping) {
        if (after.outcome().isPresent()) {
            return after.outcome().get().isVictory() ? Odds.WON : Odds.DIED;
        }
        return escaping ? Odds.ESCAPED : Odds.WON;
    }

    // ------------------------------------------------------------------ strongly connected parts

    private int counter;
    private final ArrayDeque<Integer> stack = new ArrayDeque<>();

    /** Tarjan's algorithm without recursion: parts come out sinks first, so each is solved after what it leads to. */
    private void tarjan() {
        for (int s = 0; s < nodes.size(); s++) {
            if (nodes.get(s).index >= 0) {
                continue;
            }
            // frames: node, and the position in its flattened successor list
            ArrayDeque<int[]> frames = new ArrayDeque<>();
            visit(s);
            frames.push(new int[] {s, 0});
            while (!frames.isEmpty()) {
                int[] fr = frames.peek();
                Node v = nodes.get(fr[0]);
                int w = successor(v, fr[1]);
                if (w >= 0) {
                    fr[1]++;
                    Node wn = nodes.get(w);
                    if (wn.index < 0) {
                        visit(w);
                        frames.push(new int[] {w, 0});
                    } else if (wn.onStack) {
                        v.low = Math.min(v.low, wn.index);
                    }
                    continue;
                }
                frames.pop();
                if (!frames.isEmpty()) {
                    Node parent = nodes.get(frames.peek()[0]);
                    parent.low = Math.min(parent.low, v.low);
                }
                if (v.low == v.index) {
                    List<Integer> part = new ArrayList<>();
                    int x;
                    do {
                        x = stack.pop();
                        nodes.get(x).onStack = false;
                        part.add(x);
                    } while (x != fr[0]);
                    solvePart(part);
                }
            }
        }
    }

    private void visit(int i) {
        Node n = nodes.get(i);
        n.index = counter;
        n.low = counter;
        counter++;
        stack.push(i);
        n.onStack = true;
    }

    /** The k-th successor of a node over all its actions, or -1 past the last. */
    private static int successor(Node n, int k) {
        for (int[] to : n.to) {
            if (k < to.length) {
                return to[k];
            }
            k -= to.length;
        }
        return -1;
    }

    // ------------------------------------------------------------------ solving a part

    private void solvePart(List<Integer> part) {
        if (part.size() == 1 && !loops(part.get(0))) {
            Node n = nodes.get(part.get(0));
            Odds best = null;
            int choice = 0;
            for (int a = 0; a < n.actions.size(); a++) {
                Odds v = value(n, a);
                if (best == null || v.betterThan(best)) {
                    best = v;
                    choice = a;
                }
            }
            solved.put(n.key, new Solved(best, n.actions.get(choice)));
            return;
        }
        if (part.size() > limits.loop()) {
            throw new FightTooLargeException("the fight has a loop of " + part.size()
                    + " positions, more than the " + limits.loop() + " solved exactly; pass a higher limit to"
                    + " FightOdds.withLimits");
        }
        LoopSolver.solve(this, part);
    }

    private boolean loops(int i) {
        for (int[] to : nodes.get(i).to) {
            for (int t : to) {
                if (t == i) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The exact value of an action whose successors are all solved. */
    private Odds value(Node n, int a) {
        Odds v = n.ext.get(a);
        int[] to = n.to.get(a);
        Fraction[] p = n.p.get(a);
        for (int k = 0; k < to.length; k++) {
            v = v.plus(p[k], solved.get(nodes.get(to[k]).key).odds());
        }
        return v;
    }

    // ------------------------------------------------------------------ access for the loop solver

    int actions(int node) {
        return nodes.get(node).actions.size();
    }

    int[] to(int node, int action) {
        return nodes.get(node).to.get(action);
    }

    Fraction[] chances(int node, int action) {
        return nodes.get(node).p.get(action);
    }

    Odds ends(int node, int action) {
        return nodes.get(node).ext.get(action);
    }

    /** The odds of a solved position. */
    Odds solvedOdds(int node) {
        return solved.get(nodes.get(node).key).odds();
    }

    void put(int node, Odds odds, int action) {
        Node n = nodes.get(node);
        solved.put(n.key, new Solved(odds, n.actions.get(action)));
    }
}

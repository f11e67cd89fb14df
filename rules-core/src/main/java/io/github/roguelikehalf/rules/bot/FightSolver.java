package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Chance;
import io.github.roguelikehalf.rules.engine.Decision;
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
 * solves them from the fight's ends backwards. A part without a loop is an expectimax node, exact: each action's chance
 * not to win is first summed in doubles, and only the actions within {@link #NEAR} of the best are summed exactly and
 * compared exactly (a sum of positive doubles errs by far less), so the exact fractions are added once per position
 * rather than once per action. A part with a loop is chosen by value iteration in doubles (best play) and then solved
 * exactly under the chosen actions by Gaussian elimination over fractions; positions of a loop from which no end can
 * be reached never end.
 */
final class FightSolver {

    /** Relative distance in the chance not to win within which actions are compared exactly. */
    static final double NEAR = 1e-9;

    static final double[] D_WON = {1, 0, 0, 0};
    static final double[] D_DIED = {0, 1, 0, 1};
    static final double[] D_ESCAPED = {0, 0, 1, 1};

    /**
     * One action of a position: the positions it reaches that are still to solve with their chances (exact and in
     * doubles), the odds of its sequences that end the fight (exact, and in doubles as win, death, escape, loss), and
     * the positions solved before this solve that it reaches, with their chances.
     */
    private record Arm(
            Action action,
            int[] to,
            Fraction[] p,
            double[] pd,
            ExactOdds ext,
            double[] extD,
            Fraction[] knownP,
            Solved[] known) {}

    private static final class Node {
        /** The state, until it is expanded (then only its key is kept: a solve holds many positions). */
        GameState state;

        final GameState key;
        /**
         * The state's decision as the play that made the state found it, or null (the start, or once expanded).
         */
        Decision decision;

        final List<Arm> arms = new ArrayList<>();
        /** The position's value and action, once its part is solved. */
        Solved solved;

        int index = -1;
        int low;
        boolean onStack;

        Node(GameState state, GameState key, Decision decision) {
            this.state = state;
            this.key = key;
            this.decision = decision;
        }
    }

    private final Engine engine;
    private final Policy<GameState, Action> policy;
    private final Map<GameState, Solved> table;
    private final FightOdds.Limits limits;
    private final List<Node> nodes = new ArrayList<>();
    private final Map<GameState, Integer> index = new HashMap<>();
    private final FightChances chances;

    FightSolver(
            Engine engine, Policy<GameState, Action> policy, Map<GameState, Solved> table, FightOdds.Limits limits) {
        this.engine = engine;
        this.policy = policy;
        this.table = table;
        this.limits = limits;
        this.chances = new FightChances(engine, limits);
    }

    /** Solves from the start, whose key is not in the table; the solved positions are then put in the table. */
    Solved solve(GameState start) {
        GameState startKey = FightOdds.key(engine, start);
        // played from its position: the plays keep its hidden dice and step count, so their results are positions too
        add(startKey, startKey, null);
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            expand(n);
            n.state = null;
            n.decision = null;
        }
        tarjan();
        for (Node n : nodes) {
            table.put(n.key, n.solved);
        }
        return nodes.get(0).solved;
    }

    private int add(GameState state, GameState key, Decision decision) {
        Integer i = index.get(key);
        if (i != null) {
            return i;
        }
        if (nodes.size() >= limits.positions()) {
            throw new FightTooLargeException("the fight has more than " + limits.positions()
                    + " positions; pass a higher limit to FightOdds.withLimits");
        }
        nodes.add(new Node(state, key, decision));
        index.put(key, nodes.size() - 1);
        return nodes.size() - 1;
    }

    private void expand(Node n) {
        List<Action> legal = n.decision != null ? n.decision.legalActions() : engine.legalActions(n.state);
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
            Chances.UntilWon results = chances.of(n.state, a);
            boolean escaping = escapingNow || a instanceof Action.Escape;
            Odds ext = FightChances.won(results);
            double[] extD = new double[4];
            addD(extD, ext.win().doubleValue(), D_WON);
            List<Integer> to = new ArrayList<>();
            List<Fraction> p = new ArrayList<>();
            List<Fraction> knownP = new ArrayList<>();
            List<Solved> known = new ArrayList<>();
            List<Chance> cs = results.chances();
            for (int ci = 0; ci < cs.size(); ci++) {
                Chance c = cs.get(ci);
                Fraction q = new Fraction(c.numerator(), c.denominator());
                GameState child = c.state();
                if (!FightOdds.inFight(child)) {
                    Odds end = end(child, escaping);
                    ext = ext.plus(q, end);
                    addD(extD, q.doubleValue(), end == Odds.WON ? D_WON : end == Odds.DIED ? D_DIED : D_ESCAPED);
                    continue;
                }
                GameState key = FightOdds.key(engine, child);
                Solved k = table.get(key);
                if (k != null) {
                    knownP.add(q);
                    known.add(k);
                    addD(extD, q.doubleValue(), k.d());
                    continue;
                }
                to.add(add(child, key, results.decisions().get(ci)));
                p.add(q);
            }
            Fraction[] pa = p.toArray(new Fraction[0]);
            double[] pd = new double[pa.length];
            for (int k = 0; k < pa.length; k++) {
                pd[k] = pa[k].doubleValue();
            }
            n.arms.add(new Arm(
                    a,
                    to.stream().mapToInt(Integer::intValue).toArray(),
                    pa,
                    pd,
                    ExactOdds.of(ext),
                    extD,
                    knownP.toArray(new Fraction[0]),
                    known.toArray(new Solved[0])));
        }
    }

    private static void addD(double[] sum, double p, double[] d) {
        for (int c = 0; c < 4; c++) {
            sum[c] += p * d[c];
        }
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
        for (Arm arm : n.arms) {
            int[] to = arm.to();
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
            int na = n.arms.size();
            double[][] d = new double[na][];
            double least = Double.POSITIVE_INFINITY;
            for (int a = 0; a < na; a++) {
                d[a] = valueD(n, a);
                least = Math.min(least, d[a][3]);
            }
            // exact sums and comparison only among the actions whose chance not to win is near the least
            ExactOdds best = null;
            int choice = 0;
            for (int a = 0; a < na; a++) {
                if (d[a][3] > least * (1 + NEAR)) {
                    continue;
                }
                ExactOdds v = value(n, a);
                if (best == null || v.betterThan(best)) {
                    best = v;
                    choice = a;
                }
            }
            n.solved = new Solved(best, n.arms.get(choice).action(), d[choice]);
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
        for (Arm arm : nodes.get(i).arms) {
            int[] to = arm.to();
            for (int t : to) {
                if (t == i) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The exact value of an action whose successors are all solved. */
    private ExactOdds value(Node n, int a) {
        return value(n, a, Map.of());
    }

    /**
     * The exact value of an action, leaving out the positions {@code inside} (a loop's own, for the loop solver); every
     * other position it reaches is solved.
     */
    private ExactOdds value(Node n, int a, Map<Integer, Integer> inside) {
        Arm arm = n.arms.get(a);
        ExactOdds v = arm.ext();
        Fraction[] kp = arm.knownP();
        Solved[] k = arm.known();
        for (int i = 0; i < kp.length; i++) {
            v = v.plus(kp[i], k[i].exact());
        }
        int[] to = arm.to();
        Fraction[] p = arm.p();
        for (int j = 0; j < to.length; j++) {
            if (!inside.containsKey(to[j])) {
                v = v.plus(p[j], nodes.get(to[j]).solved.exact());
            }
        }
        return v;
    }

    /** The value of an action whose successors are all solved, in doubles (win, death, escape, loss). */
    private double[] valueD(Node n, int a) {
        Arm arm = n.arms.get(a);
        double[] v = arm.extD().clone();
        int[] to = arm.to();
        double[] p = arm.pd();
        for (int k = 0; k < to.length; k++) {
            addD(v, p[k], nodes.get(to[k]).solved.d());
        }
        return v;
    }

    // ------------------------------------------------------------------ access for the loop solver

    int actions(int node) {
        return nodes.get(node).arms.size();
    }

    int[] to(int node, int action) {
        return nodes.get(node).arms.get(action).to();
    }

    Fraction[] chances(int node, int action) {
        return nodes.get(node).arms.get(action).p();
    }

    double[] chancesD(int node, int action) {
        return nodes.get(node).arms.get(action).pd();
    }

    /** The exact value of an action of a loop's position, leaving out the loop's own positions. */
    ExactOdds exits(int node, int action, Map<Integer, Integer> inside) {
        return value(nodes.get(node), action, inside);
    }

    /** The same in doubles: win, death, escape, loss. */
    double[] endsD(int node, int action) {
        return nodes.get(node).arms.get(action).extD();
    }

    /** The odds of a solved position in doubles: win, death, escape, loss. */
    double[] solvedD(int node) {
        return nodes.get(node).solved.d();
    }

    void put(int node, ExactOdds odds, int action) {
        Node n = nodes.get(node);
        n.solved = Solved.of(odds, n.arms.get(action).action());
    }
}

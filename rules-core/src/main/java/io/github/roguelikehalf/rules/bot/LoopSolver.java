package io.github.roguelikehalf.rules.bot;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Solves a part of a fight that can come back to where it was (a strongly connected part of the position graph, e.g.
 * a round in which nobody is hurt, or items swapped back and forth). Best play is chosen by value iteration in doubles
 * to a fixpoint, preferring among the best actions (within 1e-12) those that lead out of the loop; then the chances
 * under the chosen actions are solved exactly, {@code x = e + Q x} by Gaussian elimination over fractions. Positions
 * from which the chosen play never leaves the loop never end: their odds are all 0.
 */
final class LoopSolver {

    private static final double EPS = 1e-12;
    private static final int MAX_SWEEPS = 10_000;

    private LoopSolver() {}

    static void solve(FightSolver s, List<Integer> part) {
        int m = part.size();
        Map<Integer, Integer> local = new HashMap<>();
        for (int i = 0; i < m; i++) {
            local.put(part.get(i), i);
        }
        // per node and action: the odds of what leaves the part in doubles, whether anything does, the edges inside
        double[][][] outD = new double[m][][];
        boolean[][] leaves = new boolean[m][];
        int[][][] in = new int[m][][];
        Fraction[][][] inP = new Fraction[m][][];
        for (int i = 0; i < m; i++) {
            int node = part.get(i);
            int na = s.actions(node);
            outD[i] = new double[na][];
            leaves[i] = new boolean[na];
            in[i] = new int[na][];
            inP[i] = new Fraction[na][];
            for (int a = 0; a < na; a++) {
                double[] v = s.endsD(node, a).clone();
                int[] to = s.to(node, a);
                Fraction[] p = s.chances(node, a);
                double[] pd = s.chancesD(node, a);
                int inside = 0;
                for (int t : to) {
                    inside += local.containsKey(t) ? 1 : 0;
                }
                in[i][a] = new int[inside];
                inP[i][a] = new Fraction[inside];
                Fraction mass = Fraction.ZERO;
                int k = 0;
                for (int e = 0; e < to.length; e++) {
                    Integer j = local.get(to[e]);
                    if (j == null) {
                        double[] w = s.solvedD(to[e]);
                        for (int c = 0; c < 3; c++) {
                            v[c] += pd[e] * w[c];
                        }
                    } else {
                        in[i][a][k] = j;
                        inP[i][a][k++] = p[e];
                        mass = mass.plus(p[e]);
                    }
                }
                outD[i][a] = v;
                leaves[i][a] = mass.compareTo(Fraction.ONE) < 0;
            }
        }
        int[] choice = choose(outD, leaves, in, inP);
        // the exact odds of what leaves the part, for the chosen actions only
        ExactOdds[] out = new ExactOdds[m];
        for (int i = 0; i < m; i++) {
            out[i] = s.exits(part.get(i), choice[i], local);
        }
        // the positions from which the chosen play leaves the loop
        boolean[] ends = new boolean[m];
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int i = 0; i < m; i++) {
                if (ends[i]) {
                    continue;
                }
                boolean e = leaves[i][choice[i]];
                for (int j : in[i][choice[i]]) {
                    e |= ends[j];
                }
                if (e) {
                    ends[i] = true;
                    grew = true;
                }
            }
        }
        ExactOdds[] x = exact(out, in, inP, choice, ends);
        for (int i = 0; i < m; i++) {
            s.put(part.get(i), ends[i] ? x[i] : ExactOdds.NEVER, choice[i]);
        }
    }

    /** Value iteration in doubles, then among the near-best actions those that lead out of the loop. */
    private static int[] choose(double[][][] o, boolean[][] leaves, int[][][] in, Fraction[][][] inP) {
        int m = o.length;
        int[] choice = new int[m];
        boolean anyChoice = false;
        for (double[][] x : o) {
            anyChoice |= x.length > 1;
        }
        if (!anyChoice) {
            return choice;
        }
        double[][] v = new double[m][3];
        double[][][] p = new double[m][][];
        for (int i = 0; i < m; i++) {
            p[i] = new double[o[i].length][];
            for (int a = 0; a < o[i].length; a++) {
                p[i][a] = new double[inP[i][a].length];
                for (int k = 0; k < p[i][a].length; k++) {
                    p[i][a][k] = inP[i][a][k].doubleValue();
                }
            }
        }
        for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
            double delta = 0;
            for (int i = 0; i < m; i++) {
                double[] best = null;
                for (int a = 0; a < o[i].length; a++) {
                    double[] q = q(o, p, in, v, i, a);
                    if (best == null || better(q, best)) {
                        best = q;
                    }
                }
                for (int c = 0; c < 3; c++) {
                    delta = Math.max(delta, Math.abs(best[c] - v[i][c]));
                }
                v[i] = best;
            }
            if (delta < 1e-14) {
                break;
            }
        }
        // near-best actions; prefer those that leave the loop, or lead to a position that has chosen one
        boolean[] done = new boolean[m];
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int i = 0; i < m; i++) {
                if (done[i]) {
                    continue;
                }
                for (int a = 0; a < o[i].length && !done[i]; a++) {
                    double[] q = q(o, p, in, v, i, a);
                    if (better(v[i], q)) {
                        continue;
                    }
                    boolean e = leaves[i][a];
                    for (int j : in[i][a]) {
                        e |= done[j];
                    }
                    if (e) {
                        choice[i] = a;
                        done[i] = true;
                        grew = true;
                    }
                }
            }
        }
        return choice;
    }

    /**
     * A right-hand side of the elimination, put in lowest terms once it is more than twice as long (and a word) as at
     * the start or when it was last put so: the elimination feeds each back into the others, so the pivots' factors
     * that the numerators share would otherwise pile up in the denominator with every step; waiting for it to double
     * keeps the gcds few.
     */
    private static ExactOdds shortened(ExactOdds o, int[] bits, int r) {
        if (o.bits() <= 2 * bits[r] + 64) {
            return o;
        }
        ExactOdds s = o.reduced();
        bits[r] = s.bits();
        return s;
    }

    private static double[] q(double[][][] o, double[][][] p, int[][][] in, double[][] v, int i, int a) {
        double[] q = java.util.Arrays.copyOf(o[i][a], 3);
        for (int k = 0; k < in[i][a].length; k++) {
            double[] w = v[in[i][a][k]];
            for (int c = 0; c < 3; c++) {
                q[c] += p[i][a][k] * w[c];
            }
        }
        return q;
    }

    /** Better by more than the tolerance: win, then less death, then escape. */
    private static boolean better(double[] x, double[] y) {
        if (Math.abs(x[0] - y[0]) > EPS) {
            return x[0] > y[0];
        }
        if (Math.abs(x[1] - y[1]) > EPS) {
            return x[1] < y[1];
        }
        return x[2] - y[2] > EPS;
    }

    /**
     * Solves {@code (I - Q) x = out} over the positions that end, by Gaussian elimination over fractions; the
     * right-hand sides (the long fractions) stay over one denominator each ({@link ExactOdds}).
     */
    static ExactOdds[] exact(ExactOdds[] out, int[][][] in, Fraction[][][] inP, int[] choice, boolean[] ends) {
        int m = out.length;
        int[] row = new int[m];
        int n = 0;
        for (int i = 0; i < m; i++) {
            row[i] = ends[i] ? n++ : -1;
        }
        Fraction[][] a = new Fraction[n][n];
        ExactOdds[] b = new ExactOdds[n];
        for (int i = 0; i < m; i++) {
            if (!ends[i]) {
                continue;
            }
            Fraction[] r = a[row[i]];
            java.util.Arrays.fill(r, Fraction.ZERO);
            r[row[i]] = Fraction.ONE;
            int c = choice[i];
            for (int k = 0; k < in[i][c].length; k++) {
                int j = in[i][c][k];
                if (ends[j]) {
                    r[row[j]] = r[row[j]].minus(inP[i][c][k]);
                }
            }
            b[row[i]] = out[i];
        }
        // each right-hand side's length at the start, or when last put in lowest terms
        int[] bits = new int[n];
        for (int r = 0; r < n; r++) {
            bits[r] = b[r].bits();
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            while (a[pivot][col].isZero()) {
                pivot++;
            }
            Fraction[] t = a[pivot];
            a[pivot] = a[col];
            a[col] = t;
            ExactOdds tb = b[pivot];
            b[pivot] = b[col];
            b[col] = tb;
            int tl = bits[pivot];
            bits[pivot] = bits[col];
            bits[col] = tl;
            Fraction d = a[col][col];
            for (int c = col; c < n; c++) {
                if (!a[col][c].isZero()) {
                    a[col][c] = a[col][c].dividedBy(d);
                }
            }
            b[col] = shortened(b[col].times(Fraction.ONE.dividedBy(d)), bits, col);
            for (int r = 0; r < n; r++) {
                if (r == col || a[r][col].isZero()) {
                    continue;
                }
                Fraction f = a[r][col];
                for (int c = col; c < n; c++) {
                    if (!a[col][c].isZero()) {
                        a[r][c] = a[r][c].minus(f.times(a[col][c]));
                    }
                }
                b[r] = shortened(b[r].plus(Fraction.ZERO.minus(f), b[col]), bits, r);
            }
        }
        ExactOdds[] x = new ExactOdds[m];
        for (int i = 0; i < m; i++) {
            if (ends[i]) {
                x[i] = b[row[i]];
            }
        }
        return x;
    }
}

package io.github.roguelikehalf.rules.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A loop of a fight's positions (a round in which nobody is hurt can come back to where it was, EN §35-§42 / JP
 * §34-§42) is solved exactly by Gaussian elimination ({@link LoopSolver}): the odds are those of the same elimination
 * over {@link Fraction}s, and they stay short. Without reduction the odds' shared denominator grew with the product of
 * every pivot (random loops of 40 and 160 positions: 722 and 10,803 bits against 158 and 655 in lowest terms).
 */
class LoopSolverTest {

    /** A loop of n positions, each with one action, 1 to 3 edges inside of 1-9/36 each, the rest leaving it. */
    private record Loop(int[][][] in, Fraction[][][] inP, ExactOdds[] out, Odds[] outOdds) {

        static Loop random(int n, long seed) {
            Random r = new Random(seed);
            int[][][] in = new int[n][1][];
            Fraction[][][] inP = new Fraction[n][1][];
            ExactOdds[] out = new ExactOdds[n];
            Odds[] outOdds = new Odds[n];
            for (int i = 0; i < n; i++) {
                int k = 1 + r.nextInt(3);
                in[i][0] = new int[k];
                inP[i][0] = new Fraction[k];
                Fraction mass = Fraction.ZERO;
                for (int e = 0; e < k; e++) {
                    in[i][0][e] = r.nextInt(n);
                    inP[i][0][e] = Fraction.of(1 + r.nextInt(9), 36 * (1 + r.nextInt(5)));
                    mass = mass.plus(inP[i][0][e]);
                }
                // what leaves: a win, a death and an escape share the rest
                Fraction rest = Fraction.ONE.minus(mass);
                Fraction w = rest.times(Fraction.of(r.nextInt(7), 6 * 7));
                Fraction d = rest.times(Fraction.of(r.nextInt(4), 6 * 4));
                outOdds[i] = new Odds(w, d, rest.minus(w).minus(d));
                out[i] = ExactOdds.of(outOdds[i]);
            }
            return new Loop(in, inP, out, outOdds);
        }
    }

    /** The reference: x = out + Q x solved over Fractions, one chance at a time. */
    private static Fraction[][] reference(Loop l) {
        int n = l.out().length;
        Fraction[][] x = new Fraction[3][];
        for (int c = 0; c < 3; c++) {
            Fraction[][] a = new Fraction[n][n + 1];
            for (int i = 0; i < n; i++) {
                java.util.Arrays.fill(a[i], Fraction.ZERO);
                a[i][i] = Fraction.ONE;
                for (int e = 0; e < l.in()[i][0].length; e++) {
                    int j = l.in()[i][0][e];
                    a[i][j] = a[i][j].minus(l.inP()[i][0][e]);
                }
                Odds o = l.outOdds()[i];
                a[i][n] = c == 0 ? o.win() : c == 1 ? o.death() : o.escape();
            }
            for (int col = 0; col < n; col++) {
                int p = col;
                while (a[p][col].isZero()) {
                    p++;
                }
                Fraction[] t = a[p];
                a[p] = a[col];
                a[col] = t;
                Fraction d = a[col][col];
                for (int k = col; k <= n; k++) {
                    a[col][k] = a[col][k].dividedBy(d);
                }
                for (int row = 0; row < n; row++) {
                    Fraction f = a[row][col];
                    if (row != col && !f.isZero()) {
                        for (int k = col; k <= n; k++) {
                            a[row][k] = a[row][k].minus(f.times(a[col][k]));
                        }
                    }
                }
            }
            x[c] = new Fraction[n];
            for (int i = 0; i < n; i++) {
                x[c][i] = a[i][n];
            }
        }
        return x;
    }

    @Test
    void aLoopsOddsAreTheEliminationsOverFractionsAndStayShort() {
        for (long seed = 1; seed <= 3; seed++) {
            Loop l = Loop.random(40, seed);
            int n = l.out().length;
            boolean[] ends = new boolean[n];
            java.util.Arrays.fill(ends, true);
            ExactOdds[] x = LoopSolver.exact(l.out(), l.in(), l.inP(), new int[n], ends);
            Fraction[][] ref = reference(l);
            for (int i = 0; i < n; i++) {
                assertThat(x[i].odds()).isEqualTo(new Odds(ref[0][i], ref[1][i], ref[2][i]));
                // no longer than twice its lowest terms (and a word): the pivots' factors are cancelled as they come
                assertThat(x[i].bits()).isLessThanOrEqualTo(2 * x[i].reduced().bits() + 64);
            }
        }
    }
}

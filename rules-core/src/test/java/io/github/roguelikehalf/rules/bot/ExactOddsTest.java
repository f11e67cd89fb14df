package io.github.roguelikehalf.rules.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The fight solver's odds over one denominator ({@link ExactOdds}) give exactly the odds that the same sums and products
 * of {@link Fraction}s give, in lowest terms, and compare as {@link Odds#betterThan} does.
 */
class ExactOddsTest {

    /** A chance with a denominator of dice sides (2, 3 and 6 powers) and a factor like a loop's determinant. */
    private static final Gen<Fraction> CHANCES = integers()
            .between(0, 6)
            .zip(integers().between(0, 4), integers().between(1, 37), (a, b, k) -> {
                long den = (1L << a) * (long) Math.pow(3, b) * k;
                return den;
            })
            .zip(integers().between(0, 1_000_000), (den, x) -> Fraction.of(x % (den + 1), den));

    /** Valid odds: three chances scaled so that they sum to at most 1. */
    private static final Gen<Odds> ODDS = CHANCES.zip(CHANCES, CHANCES, (w, d, e) -> {
        Fraction sum = w.plus(d).plus(e);
        if (sum.compareTo(Fraction.ONE) <= 0) {
            return new Odds(w, d, e);
        }
        return new Odds(w.dividedBy(sum), d.dividedBy(sum), e.dividedBy(sum));
    });

    private static Odds mix(Odds a, Fraction p, Odds b) {
        Fraction q = Fraction.ONE.minus(p);
        return new Odds(
                a.win().times(q).plus(p.times(b.win())),
                a.death().times(q).plus(p.times(b.death())),
                a.escape().times(q).plus(p.times(b.escape())));
    }

    @Test
    void aMixOfTwoOddsIsTheFractionsMix() {
        qt().forAll(ODDS, CHANCES, ODDS).checkAssert((a, p, b) -> {
            ExactOdds x = ExactOdds.of(a).times(Fraction.ONE.minus(p)).plus(p, ExactOdds.of(b));
            assertThat(x.odds()).isEqualTo(mix(a, p, b));
        });
    }

    @Test
    void timesAndItsInverseAndANegativeStepComeBack() {
        qt().forAll(ODDS, CHANCES, ODDS).checkAssert((a, p, b) -> {
            if (p.isZero()) {
                return;
            }
            // x * p / p, and (x - p b) + p b: the steps of Gaussian elimination, through negative numerators
            ExactOdds x = ExactOdds.of(a).times(p).times(Fraction.ONE.dividedBy(p));
            assertThat(x.odds()).isEqualTo(a);
            ExactOdds y = ExactOdds.of(a)
                    .plus(Fraction.ZERO.minus(p), ExactOdds.of(b))
                    .plus(p, ExactOdds.of(b));
            assertThat(y.odds()).isEqualTo(a);
        });
    }

    @Test
    void comparesAsOddsDo() {
        qt().forAll(ODDS, ODDS).checkAssert((a, b) -> {
            assertThat(ExactOdds.of(a).betterThan(ExactOdds.of(b))).isEqualTo(a.betterThan(b));
            assertThat(ExactOdds.of(a).betterThan(ExactOdds.of(a))).isFalse();
            double[] d = ExactOdds.of(a).doubles();
            assertThat(d[0]).isCloseTo(a.win().doubleValue(), org.assertj.core.api.Assertions.within(1e-15));
            assertThat(d[3])
                    .isCloseTo(
                            Fraction.ONE.minus(a.win()).doubleValue(), org.assertj.core.api.Assertions.within(1e-15));
        });
    }
}

package io.github.roguelikehalf.rules.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The fractions of the odds: sums and products reduced by the gcd of the denominators (Knuth) give exactly the
 * fraction that reducing the whole result gives, in lowest terms, with the sign on the numerator.
 */
class FractionTest {

    /** Numerators and denominators made of small primes (so that operands share factors, as the solver's do). */
    private static final Gen<BigInteger> SMOOTH = integers()
            .between(0, 12)
            .zip(
                    integers().between(0, 9),
                    integers().between(0, 3),
                    integers().between(0, 2),
                    (a, b, c, d) -> BigInteger.TWO
                            .pow(a)
                            .multiply(BigInteger.valueOf(3).pow(b))
                            .multiply(BigInteger.valueOf(5).pow(c))
                            .multiply(BigInteger.valueOf(7).pow(d)));

    private static final Gen<Fraction> FRACTIONS = SMOOTH.zip(
            SMOOTH,
            longs().between(-40, 40),
            longs().between(1, 40),
            (n, d, x, y) -> new Fraction(n.multiply(BigInteger.valueOf(x)), d.multiply(BigInteger.valueOf(y))));

    /** The naive sum: one fraction of the whole cross product, reduced by the public constructor. */
    private static Fraction naiveSum(Fraction a, Fraction b) {
        return new Fraction(
                a.numerator().multiply(b.denominator()).add(b.numerator().multiply(a.denominator())),
                a.denominator().multiply(b.denominator()));
    }

    private static Fraction naiveProduct(Fraction a, Fraction b) {
        return new Fraction(
                a.numerator().multiply(b.numerator()), a.denominator().multiply(b.denominator()));
    }

    private static void lowestTerms(Fraction f) {
        assertThat(f.denominator().signum()).isPositive();
        assertThat(f.numerator().gcd(f.denominator())).isEqualTo(BigInteger.ONE);
    }

    @Test
    void sumsAndDifferencesAreTheReducedCrossProducts() {
        qt().forAll(FRACTIONS, FRACTIONS).checkAssert((a, b) -> {
            Fraction sum = a.plus(b);
            assertThat(sum).isEqualTo(naiveSum(a, b));
            lowestTerms(sum);
            Fraction difference = a.minus(b);
            assertThat(difference)
                    .isEqualTo(naiveSum(a, new Fraction(b.numerator().negate(), b.denominator())));
            lowestTerms(difference);
            assertThat(sum.hashCode()).isEqualTo(naiveSum(a, b).hashCode());
        });
    }

    @Test
    void productsQuotientsAndSumsOfProductsAreReduced() {
        qt().forAll(FRACTIONS, FRACTIONS, FRACTIONS).checkAssert((a, b, c) -> {
            Fraction product = a.times(b);
            assertThat(product).isEqualTo(naiveProduct(a, b));
            lowestTerms(product);
            if (!b.isZero()) {
                Fraction quotient = a.dividedBy(b);
                assertThat(quotient.times(b)).isEqualTo(a);
                lowestTerms(quotient);
            }
            Fraction plusTimes = c.plusTimes(a, b);
            assertThat(plusTimes).isEqualTo(naiveSum(c, naiveProduct(a, b)));
            lowestTerms(plusTimes);
        });
    }

    @Test
    void exactValuesOfSmallCases() {
        // 1/6 + 1/3 = 1/2; 5/12 - 5/12 = 0 (denominator 1); 3/4 * 2/9 = 1/6; (1/2) / (-3/4) = -2/3
        assertThat(Fraction.of(1, 6).plus(Fraction.of(1, 3))).isEqualTo(Fraction.of(1, 2));
        Fraction zero = Fraction.of(5, 12).minus(Fraction.of(5, 12));
        assertThat(zero.isZero()).isTrue();
        assertThat(zero.denominator()).isEqualTo(BigInteger.ONE);
        assertThat(zero).isEqualTo(Fraction.ZERO);
        assertThat(Fraction.of(3, 4).times(Fraction.of(2, 9))).isEqualTo(Fraction.of(1, 6));
        Fraction q = Fraction.of(1, 2).dividedBy(Fraction.of(-3, 4));
        assertThat(q.numerator()).isEqualTo(BigInteger.valueOf(-2));
        assertThat(q.denominator()).isEqualTo(BigInteger.valueOf(3));
        assertThat(q.toString()).isEqualTo("-2/3");
        assertThat(Fraction.of(6, 6)).isEqualTo(Fraction.ONE);
    }

    @Test
    void badFractionsAreRefused() {
        assertThatThrownBy(() -> Fraction.of(1, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive denominator");
        assertThatThrownBy(() -> Fraction.ONE.dividedBy(Fraction.ZERO))
                .isInstanceOf(ArithmeticException.class)
                .hasMessageContaining("division by zero");
    }
}

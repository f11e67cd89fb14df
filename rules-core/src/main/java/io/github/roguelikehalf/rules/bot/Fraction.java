package io.github.roguelikehalf.rules.bot;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Objects;

/**
 * An exact fraction in lowest terms, for odds: {@link Odds} holds its chances as fractions so that a fight's odds are
 * exact, not rounded.
 *
 * <p>Sums and products take the greatest common divisor of the operands' denominators (and of small cross factors)
 * instead of the whole result's numerator and denominator (D. Knuth, <i>The Art of Computer Programming</i> vol. 2,
 * 4.5.1): the solver's fractions grow to thousands of digits, where that gcd is most of the cost. Equal fractions are
 * equal values ({@link #equals}, {@link #hashCode}) whatever made them.
 */
public final class Fraction implements Comparable<Fraction> {

    /** Zero. */
    public static final Fraction ZERO = new Fraction(BigInteger.ZERO, BigInteger.ONE, true);

    /** One. */
    public static final Fraction ONE = new Fraction(BigInteger.ONE, BigInteger.ONE, true);

    private final BigInteger numerator;
    private final BigInteger denominator;

    /**
     * Validates the fraction and puts it in lowest terms.
     *
     * @param numerator the numerator
     * @param denominator the denominator, positive
     * @throws IllegalArgumentException if the denominator is not positive
     */
    public Fraction(BigInteger numerator, BigInteger denominator) {
        Objects.requireNonNull(numerator, "numerator");
        Objects.requireNonNull(denominator, "denominator");
        if (denominator.signum() <= 0) {
            throw new IllegalArgumentException(
                    "a fraction has a positive denominator, was " + numerator + "/" + denominator);
        }
        if (numerator.signum() == 0) {
            denominator = BigInteger.ONE;
        } else if (!denominator.equals(BigInteger.ONE)) {
            BigInteger g = numerator.gcd(denominator);
            if (!g.equals(BigInteger.ONE)) {
                numerator = numerator.divide(g);
                denominator = denominator.divide(g);
            }
        }
        this.numerator = numerator;
        this.denominator = denominator;
    }

    /** A fraction known to be in lowest terms with a positive denominator: no check, no gcd. */
    private Fraction(BigInteger numerator, BigInteger denominator, boolean reduced) {
        this.numerator = numerator;
        this.denominator = numerator.signum() == 0 ? BigInteger.ONE : denominator;
    }

    /**
     * The fraction {@code numerator / denominator}.
     *
     * @param numerator the numerator
     * @param denominator positive
     * @return the fraction in lowest terms
     */
    public static Fraction of(long numerator, long denominator) {
        return new Fraction(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
    }

    /**
     * The numerator, in lowest terms (negative for a negative fraction).
     *
     * @return the numerator
     */
    public BigInteger numerator() {
        return numerator;
    }

    /**
     * The denominator, in lowest terms and positive.
     *
     * @return the denominator
     */
    public BigInteger denominator() {
        return denominator;
    }

    /**
     * The sum.
     *
     * @param o the other fraction
     * @return this + o
     */
    public Fraction plus(Fraction o) {
        if (o.numerator.signum() == 0) {
            return this;
        }
        if (numerator.signum() == 0) {
            return o;
        }
        return sum(numerator, denominator, o.numerator, o.denominator);
    }

    /**
     * The difference.
     *
     * @param o the fraction to take away
     * @return this - o
     */
    public Fraction minus(Fraction o) {
        if (o.numerator.signum() == 0) {
            return this;
        }
        return sum(numerator, denominator, o.numerator.negate(), o.denominator);
    }

    /**
     * The product.
     *
     * @param o the other fraction
     * @return this * o
     */
    public Fraction times(Fraction o) {
        if (numerator.signum() == 0 || o.numerator.signum() == 0) {
            return ZERO;
        }
        // the solver multiplies chances by the odds of ends, 1 or 0: no product, no gcd
        if (o.isOne()) {
            return this;
        }
        if (isOne()) {
            return o;
        }
        return product(numerator, denominator, o.numerator, o.denominator);
    }

    /**
     * The quotient.
     *
     * @param o a fraction other than zero
     * @return this / o
     * @throws ArithmeticException if o is zero
     */
    public Fraction dividedBy(Fraction o) {
        if (o.numerator.signum() == 0) {
            throw new ArithmeticException("division by zero");
        }
        if (numerator.signum() == 0) {
            return ZERO;
        }
        // times the reciprocal, its sign on the numerator
        return o.numerator.signum() < 0
                ? product(numerator, denominator, o.denominator.negate(), o.numerator.negate())
                : product(numerator, denominator, o.denominator, o.numerator);
    }

    /**
     * {@code this + p * o}: the solver's sums of chances times odds.
     */
    Fraction plusTimes(Fraction p, Fraction o) {
        if (p.numerator.signum() == 0 || o.numerator.signum() == 0) {
            return this;
        }
        return plus(p.times(o));
    }

    /** a/b + c/d, both in lowest terms, b and d positive (Knuth 4.5.1). */
    private static Fraction sum(BigInteger a, BigInteger b, BigInteger c, BigInteger d) {
        BigInteger g = b.gcd(d);
        if (g.equals(BigInteger.ONE)) {
            return new Fraction(a.multiply(d).add(b.multiply(c)), b.multiply(d), true);
        }
        BigInteger bg = b.divide(g);
        BigInteger t = a.multiply(d.divide(g)).add(c.multiply(bg));
        if (t.signum() == 0) {
            return ZERO;
        }
        BigInteger g2 = t.gcd(g);
        return g2.equals(BigInteger.ONE)
                ? new Fraction(t, bg.multiply(d), true)
                : new Fraction(t.divide(g2), bg.multiply(d.divide(g2)), true);
    }

    /** (a/b) * (c/d), both in lowest terms, b and d positive (Knuth 4.5.1). */
    private static Fraction product(BigInteger a, BigInteger b, BigInteger c, BigInteger d) {
        BigInteger g1 = a.gcd(d);
        BigInteger g2 = c.gcd(b);
        if (!g1.equals(BigInteger.ONE)) {
            a = a.divide(g1);
            d = d.divide(g1);
        }
        if (!g2.equals(BigInteger.ONE)) {
            c = c.divide(g2);
            b = b.divide(g2);
        }
        return new Fraction(a.multiply(c), b.multiply(d), true);
    }

    /** Whether this is 1 (in lowest terms, numerator equals denominator). */
    private boolean isOne() {
        return numerator.equals(denominator);
    }

    /**
     * Whether this is zero.
     *
     * @return true for 0
     */
    public boolean isZero() {
        return numerator.signum() == 0;
    }

    /**
     * The fraction as a double.
     *
     * @return numerator / denominator, rounded
     */
    public double doubleValue() {
        if (numerator.bitLength() < 53 && denominator.bitLength() < 53) {
            return numerator.doubleValue() / denominator.doubleValue();
        }
        return new BigDecimal(numerator)
                .divide(new BigDecimal(denominator), MathContext.DECIMAL64)
                .doubleValue();
    }

    /**
     * The fraction as a percentage with one decimal, e.g. {@code 41.7%}.
     *
     * @return the percentage text
     */
    public String percent() {
        return String.format(java.util.Locale.ROOT, "%.1f%%", 100 * doubleValue());
    }

    @Override
    public int compareTo(Fraction o) {
        return numerator.multiply(o.denominator).compareTo(o.numerator.multiply(denominator));
    }

    /**
     * Whether the other object is the same fraction.
     *
     * @param o another object
     * @return true for a fraction with the same numerator and denominator in lowest terms
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Fraction f && numerator.equals(f.numerator) && denominator.equals(f.denominator);
    }

    /**
     * A hash of the numerator and denominator.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return 31 * numerator.hashCode() + denominator.hashCode();
    }

    @Override
    public String toString() {
        return denominator.equals(BigInteger.ONE) ? numerator.toString() : numerator + "/" + denominator;
    }
}

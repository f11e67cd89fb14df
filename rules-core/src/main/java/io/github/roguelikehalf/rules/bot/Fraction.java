package io.github.roguelikehalf.rules.bot;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Objects;

/**
 * An exact fraction in lowest terms, for odds: {@link Odds} holds its chances as fractions so that a fight's odds are
 * exact, not rounded.
 *
 * @param numerator the numerator
 * @param denominator the denominator, positive
 */
public record Fraction(BigInteger numerator, BigInteger denominator) implements Comparable<Fraction> {

    /** Zero. */
    public static final Fraction ZERO = new Fraction(BigInteger.ZERO, BigInteger.ONE);

    /** One. */
    public static final Fraction ONE = new Fraction(BigInteger.ONE, BigInteger.ONE);

    /** Validates the fraction and puts it in lowest terms. */
    public Fraction {
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
        if (denominator.equals(o.denominator)) {
            return new Fraction(numerator.add(o.numerator), denominator);
        }
        return new Fraction(
                numerator.multiply(o.denominator).add(o.numerator.multiply(denominator)),
                denominator.multiply(o.denominator));
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
        return new Fraction(
                numerator.multiply(o.denominator).subtract(o.numerator.multiply(denominator)),
                denominator.multiply(o.denominator));
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
        return new Fraction(numerator.multiply(o.numerator), denominator.multiply(o.denominator));
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
        BigInteger n = numerator.multiply(o.denominator);
        BigInteger d = denominator.multiply(o.numerator);
        return d.signum() < 0 ? new Fraction(n.negate(), d.negate()) : new Fraction(n, d);
    }

    /**
     * {@code this + p * o} with one reduction instead of two: the solver's sums of chances times odds, whose
     * fractions grow long (a fight with loops has denominators of thousands of digits), where the gcd is most of the
     * cost.
     */
    Fraction plusTimes(Fraction p, Fraction o) {
        if (p.numerator.signum() == 0 || o.numerator.signum() == 0) {
            return this;
        }
        if (o.isOne()) {
            return plus(p);
        }
        if (p.isOne()) {
            return plus(o);
        }
        BigInteger pn = p.numerator.multiply(o.numerator);
        BigInteger pd = p.denominator.multiply(o.denominator);
        if (numerator.signum() == 0) {
            return new Fraction(pn, pd);
        }
        return new Fraction(numerator.multiply(pd).add(pn.multiply(denominator)), denominator.multiply(pd));
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

    @Override
    public String toString() {
        return denominator.equals(BigInteger.ONE) ? numerator.toString() : numerator + "/" + denominator;
    }
}

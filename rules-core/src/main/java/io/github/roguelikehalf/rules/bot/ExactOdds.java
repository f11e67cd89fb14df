package io.github.roguelikehalf.rules.bot;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * The exact chances to win, die and escape over one shared denominator, as the fight solver sums them: adding a chance
 * times another position's odds takes one gcd of the two denominators instead of one per chance, and the three are put
 * in lowest terms only when an {@link Odds} is asked for or {@link #reduced()} is called. The shared denominator is the
 * least common multiple of what was added, times any long factor the numerators would cancel: where results are fed
 * back into sums again and again (Gaussian elimination), the caller reduces them when they grow
 * ({@link LoopSolver}).
 */
final class ExactOdds {

    /** The longest g, in bits, whose common factors with a sum's numerators are cancelled. */
    private static final int SHORT = 64;

    static final ExactOdds NEVER = new ExactOdds(BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO, BigInteger.ONE);

    private final BigInteger win;
    private final BigInteger death;
    private final BigInteger escape;
    private final BigInteger den;

    private ExactOdds(BigInteger win, BigInteger death, BigInteger escape, BigInteger den) {
        this.win = win;
        this.death = death;
        this.escape = escape;
        this.den = den;
    }

    /** The same odds over one denominator, the least common multiple of the three. */
    static ExactOdds of(Odds o) {
        BigInteger den = lcm(
                lcm(o.win().denominator(), o.death().denominator()), o.escape().denominator());
        return new ExactOdds(over(o.win(), den), over(o.death(), den), over(o.escape(), den), den);
    }

    private static BigInteger over(Fraction f, BigInteger den) {
        return f.numerator().multiply(den.divide(f.denominator()));
    }

    private static BigInteger lcm(BigInteger a, BigInteger b) {
        if (a.equals(b) || b.equals(BigInteger.ONE)) {
            return a;
        }
        if (a.equals(BigInteger.ONE)) {
            return b;
        }
        return a.divide(a.gcd(b)).multiply(b);
    }

    /** These odds plus {@code p} times another's. */
    ExactOdds plus(Fraction p, ExactOdds o) {
        if (p.isZero() || (o.win.signum() == 0 && o.death.signum() == 0 && o.escape.signum() == 0)) {
            return this;
        }
        BigInteger pn = p.numerator();
        BigInteger d2 = o.den.multiply(p.denominator());
        BigInteger g = den.gcd(d2);
        BigInteger f1 = d2.divide(g);
        BigInteger f2 = den.divide(g);
        BigInteger w = win.multiply(f1).add(o.win.multiply(pn).multiply(f2));
        BigInteger d = death.multiply(f1).add(o.death.multiply(pn).multiply(f2));
        BigInteger e = escape.multiply(f1).add(o.escape.multiply(pn).multiply(f2));
        BigInteger n = f2.multiply(d2);
        // the factors of a short g the three numerators share cancel (a long g, the loops' determinants, is left: its
        // gcd with the numerators costs more than carrying it, and the denominator stays their least common multiple)
        if (!g.equals(BigInteger.ONE) && g.bitLength() <= SHORT) {
            BigInteger c = g.gcd(w).gcd(d).gcd(e);
            if (c.signum() > 0 && !c.equals(BigInteger.ONE)) {
                return new ExactOdds(w.divide(c), d.divide(c), e.divide(c), n.divide(c));
            }
        }
        return new ExactOdds(w, d, e, n);
    }

    /** These odds times {@code f} (of either sign), the factors {@code f} shares with them cancelled. */
    ExactOdds times(Fraction f) {
        BigInteger fn = f.numerator();
        BigInteger fd = f.denominator();
        BigInteger c1 = den.gcd(fn);
        if (!c1.equals(BigInteger.ONE)) {
            fn = fn.divide(c1);
        }
        BigInteger n = c1.equals(BigInteger.ONE) ? den : den.divide(c1);
        BigInteger c2 = fd.equals(BigInteger.ONE)
                ? BigInteger.ONE
                : fd.gcd(win).gcd(death).gcd(escape);
        BigInteger w = win;
        BigInteger d = death;
        BigInteger e = escape;
        if (c2.signum() > 0 && !c2.equals(BigInteger.ONE)) {
            fd = fd.divide(c2);
            w = w.divide(c2);
            d = d.divide(c2);
            e = e.divide(c2);
        }
        return new ExactOdds(w.multiply(fn), d.multiply(fn), e.multiply(fn), n.multiply(fd));
    }

    /**
     * Better by the rules of best play: a higher chance to win, then a lower chance of death, then a higher one to
     * escape.
     */
    boolean betterThan(ExactOdds o) {
        int c = win.multiply(o.den).compareTo(o.win.multiply(den));
        if (c != 0) {
            return c > 0;
        }
        c = death.multiply(o.den).compareTo(o.death.multiply(den));
        if (c != 0) {
            return c < 0;
        }
        return escape.multiply(o.den).compareTo(o.escape.multiply(den)) > 0;
    }

    /** The bits of the shared denominator: how long these odds are. */
    int bits() {
        return den.bitLength();
    }

    /** The same odds with every factor the three numerators share with the denominator cancelled. */
    ExactOdds reduced() {
        BigInteger c = den.gcd(win).gcd(death).gcd(escape);
        if (c.equals(BigInteger.ONE)) {
            return this;
        }
        return new ExactOdds(win.divide(c), death.divide(c), escape.divide(c), den.divide(c));
    }

    /** The odds in lowest terms. */
    Odds odds() {
        return new Odds(new Fraction(win, den), new Fraction(death, den), new Fraction(escape, den));
    }

    /** The chances to win, die, escape and not to win, in doubles. */
    double[] doubles() {
        return new double[] {ratio(win), ratio(death), ratio(escape), ratio(den.subtract(win))};
    }

    private double ratio(BigInteger n) {
        if (n.signum() == 0) {
            return 0;
        }
        if (n.bitLength() < 53 && den.bitLength() < 53) {
            return n.doubleValue() / den.doubleValue();
        }
        return new BigDecimal(n)
                .divide(new BigDecimal(den), MathContext.DECIMAL64)
                .doubleValue();
    }
}

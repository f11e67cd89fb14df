package io.github.roguelikehalf.rules.bot;

import java.util.Objects;

/**
 * The exact chances of how a fight ends, from one position: the party wins (the creatures are defeated, flee, or
 * leave the party be), dies (the adventure ends in the fight without a victory), or escapes (EN §42 / JP §42). What is
 * left, {@link #unending()}, is the chance that the fight never ends (only when the play considered can loop forever).
 *
 * @param win the chance that the encounter ends with the party standing where it fought
 * @param death the chance that the adventure ends in the fight: every hero dead, or the scenario lost
 * @param escape the chance that the party escapes
 */
public record Odds(Fraction win, Fraction death, Fraction escape) {

    /** The odds of a fight already won. */
    public static final Odds WON = new Odds(Fraction.ONE, Fraction.ZERO, Fraction.ZERO);

    /** The odds of a fight already lost. */
    public static final Odds DIED = new Odds(Fraction.ZERO, Fraction.ONE, Fraction.ZERO);

    /** The odds of a fight escaped. */
    public static final Odds ESCAPED = new Odds(Fraction.ZERO, Fraction.ZERO, Fraction.ONE);

    /** No chance of any end: a fight that never ends. */
    public static final Odds NEVER = new Odds(Fraction.ZERO, Fraction.ZERO, Fraction.ZERO);

    /** Validates the chances. */
    public Odds {
        Objects.requireNonNull(win, "win");
        Objects.requireNonNull(death, "death");
        Objects.requireNonNull(escape, "escape");
        if (win.numerator().signum() < 0
                || death.numerator().signum() < 0
                || escape.numerator().signum() < 0
                || over(win, death, escape)) {
            throw new IllegalArgumentException(
                    "chances are at least 0 and sum to at most 1, were " + win + ", " + death + ", " + escape);
        }
    }

    /** Whether three chances sum to more than 1: without gcd, as the solver builds many odds of long fractions. */
    private static boolean over(Fraction a, Fraction b, Fraction c) {
        if (b.isZero() && c.isZero()) {
            return a.compareTo(Fraction.ONE) > 0;
        }
        java.math.BigInteger ad = a.denominator();
        java.math.BigInteger bd = b.denominator();
        java.math.BigInteger cd = c.denominator();
        java.math.BigInteger sum = a.numerator()
                .multiply(bd)
                .multiply(cd)
                .add(b.numerator().multiply(ad).multiply(cd))
                .add(c.numerator().multiply(ad).multiply(bd));
        return sum.compareTo(ad.multiply(bd).multiply(cd)) > 0;
    }

    /**
     * The chance that the fight never ends: 1 minus the other three.
     *
     * @return the chance of no end
     */
    public Fraction unending() {
        return Fraction.ONE.minus(win).minus(death).minus(escape);
    }

    /**
     * Whether these odds are better for the party than others, by what best play maximises: the chance to win first,
     * then the lower chance of death, then the higher chance to escape.
     *
     * @param o the other odds
     * @return true if strictly better
     */
    public boolean betterThan(Odds o) {
        int c = win.compareTo(o.win);
        if (c != 0) {
            return c > 0;
        }
        c = death.compareTo(o.death);
        if (c != 0) {
            return c < 0;
        }
        return escape.compareTo(o.escape) > 0;
    }

    /** {@code this + p * o}, for the solver. */
    Odds plus(Fraction p, Odds o) {
        return new Odds(win.plusTimes(p, o.win), death.plusTimes(p, o.death), escape.plusTimes(p, o.escape));
    }

    /**
     * The odds in words, e.g. {@code win 41.7%, death 50.0%, escape 8.3%}.
     *
     * @return the text
     */
    public String describe() {
        String s = "win " + win.percent() + ", death " + death.percent() + ", escape " + escape.percent();
        return unending().isZero() ? s : s + ", never ends " + unending().percent();
    }
}

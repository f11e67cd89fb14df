package io.github.roguelikehalf.rules.engine;

import java.math.BigInteger;
import java.util.Objects;

/**
 * One distinct result of an action and its exact probability, as {@link Engine#chances(GameState, Action)} lists them:
 * every sequence of dice the action may roll is played, and sequences that lead to equal states are merged. Faces that
 * give a check the same result are played once, as their group's lowest face: the state is the same whichever face of
 * the group was rolled, but a replay of the action with that face would tell that face in its events.
 *
 * @param state the state the action leads to; it keeps the dice state of the state the action was applied to (the
 *     faces were handed in), so branch it with {@link Engine#branch(GameState, long)} before sampling play from it
 * @param numerator the probability's numerator
 * @param denominator the probability's denominator, positive; the fraction is in lowest terms
 */
public record Chance(GameState state, BigInteger numerator, BigInteger denominator) {

    /** Validates the fraction and puts it in lowest terms. */
    public Chance {
        Objects.requireNonNull(state, "state");
        if (denominator.signum() <= 0 || numerator.signum() < 0 || numerator.compareTo(denominator) > 0) {
            throw new IllegalArgumentException(
                    "a probability is 0..1 with a positive denominator, was " + numerator + "/" + denominator);
        }
        BigInteger g = numerator.gcd(denominator);
        if (g.signum() > 0 && !g.equals(BigInteger.ONE)) {
            numerator = numerator.divide(g);
            denominator = denominator.divide(g);
        }
    }

    /**
     * The probability as a double.
     *
     * @return numerator / denominator
     */
    public double probability() {
        return new java.math.BigDecimal(numerator)
                .divide(new java.math.BigDecimal(denominator), java.math.MathContext.DECIMAL64)
                .doubleValue();
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator + " " + state.phase();
    }
}

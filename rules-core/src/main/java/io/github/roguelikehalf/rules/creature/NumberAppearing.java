package io.github.roguelikehalf.rules.creature;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.Roll;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How many creatures appear: a fixed number, or {@code NdM} with an optional {@code +K} or {@code -K} (EN §35 /
 * JP §34). Never fewer than 1.
 *
 * @param dice how many dice (0 for a fixed number)
 * @param faces faces per die
 * @param plus the constant added
 */
public record NumberAppearing(int dice, int faces, int plus) {

    private static final Pattern FORM = Pattern.compile("(?:(\\d+)d(\\d+))?([+-]?\\d+)?");

    /**
     * Reads a notation.
     *
     * @param text e.g. {@code 1d6}, {@code 2d6+1}, {@code 4}
     * @return the value
     * @throws IllegalArgumentException for anything else
     */
    public static NumberAppearing parse(String text) {
        Matcher m = FORM.matcher(text.trim());
        if (text.isBlank() || !m.matches()) {
            throw new IllegalArgumentException(
                    "number appearing '" + text + "' is not of the form NdM, NdM+K or K (e.g. 1d6, 2d6+1, 3)");
        }
        int n = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
        int f = m.group(2) == null ? 6 : Integer.parseInt(m.group(2));
        int k = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
        if (n == 0 && k < 1) {
            throw new IllegalArgumentException("a fixed number appearing must be at least 1, was '" + text + "'");
        }
        return new NumberAppearing(n, f, k);
    }

    /**
     * Rolls the number.
     *
     * @param dice the dice
     * @param purpose what it is for
     * @return the number (at least 1) and the roll made, if any, with the constant as its {@link Roll#modifier()}
     */
    public Result roll(Dice dice, String purpose) {
        if (this.dice == 0) {
            return new Result(plus, Optional.empty());
        }
        Roll r = dice.roll(this.dice, faces, purpose).plus(plus);
        return new Result(Math.max(1, r.result()), Optional.of(r));
    }

    /**
     * A rolled number appearing.
     *
     * @param count how many appear
     * @param roll the roll, if dice were thrown
     */
    public record Result(int count, Optional<Roll> roll) {}
}

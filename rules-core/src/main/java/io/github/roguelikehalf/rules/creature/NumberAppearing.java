package io.github.roguelikehalf.rules.creature;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.Roll;
import java.util.Optional;

/**
 * How many creatures appear: a fixed number, or {@code NdM} with an optional {@code +K} or {@code -K} (EN §35 /
 * JP §34). Never fewer than 1.
 *
 * @param dice how many dice (0 for a fixed number)
 * @param faces faces per die
 * @param plus the constant added
 */
public record NumberAppearing(int dice, int faces, int plus) {

    /**
     * Reads a notation.
     *
     * @param text e.g. {@code 1d6}, {@code 2d6+1}, {@code 4}
     * @return the value
     * @throws IllegalArgumentException for anything else
     */
    public static NumberAppearing parse(String text) {
        // read by hand, not by a regular expression: a creature's number is read at every encounter
        String s = text.trim();
        int d = s.indexOf('d');
        int end = d < 0 ? 0 : signAfter(s, d + 1);
        int n = d < 0 ? 0 : number(s, 0, d, false, text);
        int f = d < 0 ? 6 : number(s, d + 1, end, false, text);
        int k = end < s.length() || s.isEmpty() ? number(s, end, s.length(), true, text) : 0;
        if (n == 0 && k < 1) {
            throw new IllegalArgumentException("a fixed number appearing must be at least 1, was '" + text + "'");
        }
        return new NumberAppearing(n, f, k);
    }

    /** Where the constant after {@code NdM} starts: its sign, or the end. */
    private static int signAfter(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '+' || c == '-') {
                return i;
            }
        }
        return s.length();
    }

    /** The decimal digits {@code s[from, to)}, after a sign when {@code signed}; at least one digit. */
    private static int number(String s, int from, int to, boolean signed, String text) {
        int first = signed && from < to && (s.charAt(from) == '+' || s.charAt(from) == '-') ? from + 1 : from;
        boolean digits = first < to;
        for (int i = first; i < to && digits; i++) {
            digits = s.charAt(i) >= '0' && s.charAt(i) <= '9';
        }
        if (!digits) {
            throw new IllegalArgumentException(
                    "number appearing '" + text + "' is not of the form NdM, NdM+K or K (e.g. 1d6, 2d6+1, 3)");
        }
        return Integer.parseInt(s, from, to, 10); // too many digits: a NumberFormatException, an argument's fault
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

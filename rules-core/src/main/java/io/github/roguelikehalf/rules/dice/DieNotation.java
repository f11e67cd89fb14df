package io.github.roguelikehalf.rules.dice;

/**
 * A dice notation of EN §6: {@code NdM}, {@code 1d3} or {@code d66}.
 *
 * @param count how many dice are thrown
 * @param faces faces per die
 * @param reading how the faces become a result
 */
public record DieNotation(int count, int faces, Reading reading) {

    /** How the faces of a throw are read. */
    public enum Reading {
        /** The faces are added up ({@code NdM}). */
        SUM,
        /** One d6 halved, rounding up ({@code 1d3}). */
        HALF_ROUNDED_UP,
        /** Two d6 read as tens and units ({@code d66}). */
        TENS_AND_UNITS
    }

    /** {@code 1d6}. */
    public static final DieNotation D6 = new DieNotation(1, 6, Reading.SUM);
    /** {@code 1d3}. */
    public static final DieNotation D3 = new DieNotation(1, 6, Reading.HALF_ROUNDED_UP);
    /** {@code d66}. */
    public static final DieNotation D66 = new DieNotation(2, 6, Reading.TENS_AND_UNITS);

    /** Validates the notation. */
    public DieNotation {
        if (count < 1 || faces < 2) {
            throw new IllegalArgumentException("a notation needs at least 1 die of at least 2 faces");
        }
    }

    /**
     * Whether a result can come up on this notation, e.g. 1..6 on {@code 1d6}, 1..3 on {@code 1d3}, 11..66 with digits
     * 1..6 on {@code d66}.
     *
     * @param result a result, as {@link Roll#total()} gives it
     * @return whether these dice can give it
     */
    public boolean allows(int result) {
        return switch (reading) {
            case SUM -> result >= count && result <= count * faces;
            case HALF_ROUNDED_UP -> result >= 1 && result <= (faces + 1) / 2;
            case TENS_AND_UNITS -> {
                int tens = result / 10;
                int units = result % 10;
                yield result > 0 && tens >= 1 && tens <= faces && units >= 1 && units <= faces;
            }
        };
    }

    /**
     * The results this notation can give, for messages: e.g. {@code 1..6}, or {@code 11..66 with digits 1..6}.
     *
     * @return the results in words
     */
    public String results() {
        return switch (reading) {
            case SUM -> count + ".." + count * faces;
            case HALF_ROUNDED_UP -> "1.." + (faces + 1) / 2;
            case TENS_AND_UNITS -> "11.." + (faces * 10 + faces) + " with digits 1.." + faces;
        };
    }

    @Override
    public String toString() {
        return switch (reading) {
            case SUM -> count + "d" + faces;
            case HALF_ROUNDED_UP -> "1d3";
            case TENS_AND_UNITS -> "d66";
        };
    }
}

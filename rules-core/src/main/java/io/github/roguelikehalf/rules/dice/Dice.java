package io.github.roguelikehalf.rules.dice;

import java.util.List;

/**
 * A source of die faces.
 *
 * <p>A {@code Dice} is a cursor: each call draws the next face. Rules take one as a parameter and never create
 * their own, so a caller decides where faces come from: {@link #seeded(long) a seeded generator} whose whole
 * state is a small {@link RngState} value that game state can carry, {@link #of(int...) scripted faces} for
 * tests, or physical dice at a table.
 *
 * <p>Every draw names what it is for ({@code purpose}), so a scripted source that runs out can say which roll it
 * needs (e.g. "1d6 for Dexterity check of hero-1"). A {@code Dice} is not thread-safe; use one per thread.
 *
 * <p>Tables that are not checks (d66, number appearing, treasure) use the same faces; the notations of EN §6
 * are provided as default methods.
 */
public interface Dice {

    /**
     * Draws one face of a die with {@code faces} faces.
     *
     * @param faces the number of faces, at least 2
     * @param purpose what the roll is for, shown when a scripted source runs out and in events
     * @return a face from 1 to {@code faces}
     * @throws DiceExhaustedException if a scripted source has no face left
     */
    int face(int faces, String purpose);

    /**
     * Draws one face, naming the purpose only if this source needs it: seeded dice never read it, so a caller in a
     * hot loop need not build the text. By default it asks for the text and calls {@link #face(int, String)}.
     *
     * @param faces the number of faces, at least 2
     * @param purpose gives what the roll is for, as {@link #face(int, String)} takes it
     * @return a face from 1 to {@code faces}
     * @throws DiceExhaustedException if a scripted source has no face left
     */
    default int face(int faces, java.util.function.Supplier<String> purpose) {
        return face(faces, purpose.get());
    }

    /**
     * Rolls 1d6 (§6).
     *
     * @param purpose what the roll is for
     * @return the roll
     */
    default Roll d6(String purpose) {
        return Roll.single(DieNotation.D6, face(6, purpose), purpose);
    }

    /**
     * Rolls {@code count}d{@code faces} and sums the faces (§6).
     *
     * @param count how many dice, at least 1
     * @param faces faces per die, at least 2
     * @param purpose what the roll is for
     * @return the roll, with every face
     */
    default Roll roll(int count, int faces, String purpose) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, was " + count);
        }
        // Validate the whole notation before drawing, so a bad request consumes no scripted face.
        DieNotation notation = new DieNotation(count, faces, DieNotation.Reading.SUM);
        int[] drawn = new int[count];
        int total = 0;
        for (int i = 0; i < count; i++) {
            drawn[i] = face(faces, purpose);
            total += drawn[i];
        }
        return new Roll(notation, listOf(drawn), total, purpose);
    }

    /**
     * Rolls 2d6 (§6).
     *
     * @param purpose what the roll is for
     * @return the roll
     */
    default Roll twoD6(String purpose) {
        return roll(2, 6, purpose);
    }

    /**
     * Rolls 1d3: one d6 halved, rounding up, so 1-2 give 1, 3-4 give 2 and 5-6 give 3 (§6; see rulings C-01).
     *
     * @param purpose what the roll is for
     * @return the roll; {@link Roll#faces()} holds the d6 face, {@link Roll#total()} the 1d3 result
     */
    default Roll d3(String purpose) {
        int f = face(6, purpose);
        return new Roll(DieNotation.D3, List.of(f), (f + 1) / 2, purpose);
    }

    /**
     * Rolls d66: 1d6 twice, the first as tens and the second as units, giving 11..66 (§6, EN §34 / JP §33).
     *
     * @param purpose what the roll is for
     * @return the roll; {@link Roll#total()} is the two-digit result
     */
    default Roll d66(String purpose) {
        // the purposes written only for dice that read them
        int tens = face(6, () -> purpose + " (tens)");
        int units = face(6, () -> purpose + " (units)");
        return new Roll(DieNotation.D66, List.of(tens, units), tens * 10 + units, purpose);
    }

    /**
     * Rolls a notation: the faces added up ({@code NdM}), one d6 halved ({@code 1d3}, as {@link #d3(String)}), or two
     * dice read as tens and units ({@code d66}, as {@link #d66(String)}).
     *
     * @param notation the notation
     * @param purpose what the roll is for
     * @return the roll
     */
    default Roll roll(DieNotation notation, String purpose) {
        return switch (notation.reading()) {
            case SUM -> roll(notation.count(), notation.faces(), purpose);
            case HALF_ROUNDED_UP -> d3(purpose);
            case TENS_AND_UNITS -> {
                if (notation.equals(DieNotation.D66)) {
                    yield d66(purpose);
                }
                int tens = face(notation.faces(), purpose + " (tens)");
                int units = face(notation.faces(), purpose + " (units)");
                yield new Roll(notation, List.of(tens, units), tens * 10 + units, purpose);
            }
        };
    }

    /**
     * Scripted dice: the given faces, in order, then a {@link DiceExhaustedException} naming the roll needed.
     *
     * @param faces the faces to return, each at least 1
     * @return a new scripted source
     */
    static ScriptedDice of(int... faces) {
        return ScriptedDice.of(faces);
    }

    /**
     * A seeded generator starting at counter 0.
     *
     * @param seed the seed
     * @return a new generator
     */
    static SeededDice seeded(long seed) {
        return new SeededDice(RngState.of(seed));
    }

    /**
     * A seeded generator resuming from a stored state.
     *
     * @param state the state to resume from
     * @return a new generator at that state
     */
    static SeededDice resume(RngState state) {
        return new SeededDice(state);
    }

    private static List<Integer> listOf(int[] faces) {
        Integer[] boxed = new Integer[faces.length];
        for (int i = 0; i < faces.length; i++) {
            boxed[i] = faces[i];
        }
        return List.of(boxed);
    }
}

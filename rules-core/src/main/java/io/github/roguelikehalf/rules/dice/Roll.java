package io.github.roguelikehalf.rules.dice;

import java.util.List;

/**
 * A throw of dice that is not a check: the notation, every face, the result and what it was for, and the constant
 * added to it, if any (a number appearing of {@code 1d3+3} is a {@code 1d3} roll with {@code modifier} 3).
 *
 * @param notation the notation thrown
 * @param faces every face drawn, in order
 * @param total the result read from the faces, without the modifier
 * @param purpose what the roll was for
 * @param modifier the constant added to the faces' result (0 if none); {@link #result()} is the sum
 */
public record Roll(DieNotation notation, List<Integer> faces, int total, String purpose, int modifier) {

    /** Validates and copies the faces. */
    public Roll {
        faces = List.copyOf(faces);
        if (faces.isEmpty()) {
            throw new IllegalArgumentException("a roll has at least one face");
        }
    }

    /**
     * A roll with no constant added.
     *
     * @param notation the notation thrown
     * @param faces every face drawn, in order
     * @param total the result read from the faces
     * @param purpose what the roll was for
     */
    public Roll(DieNotation notation, List<Integer> faces, int total, String purpose) {
        this(notation, faces, total, purpose, 0);
    }

    static Roll single(DieNotation notation, int face, String purpose) {
        return new Roll(
                notation, face > 0 && face < ONE_FACE.size() ? ONE_FACE.get(face) : List.of(face), face, purpose);
    }

    /** The faces of a one-die roll of 1 to 6, each list made once (1d6 is thrown for every treasure and more). */
    private static final List<List<Integer>> ONE_FACE = oneFace();

    private static List<List<Integer>> oneFace() {
        List<List<Integer>> all = new java.util.ArrayList<>();
        for (int f = 0; f <= 6; f++) {
            all.add(List.of(f));
        }
        return List.copyOf(all);
    }

    /**
     * This roll with a constant added, e.g. the {@code +3} of a number appearing of {@code 1d3+3}.
     *
     * @param constant the constant (negative to subtract)
     * @return the same faces and total, with {@code modifier} increased by {@code constant}
     */
    public Roll plus(int constant) {
        return new Roll(notation, faces, total, purpose, modifier + constant);
    }

    /**
     * The faces' result with the constant added.
     *
     * @return {@code total() + modifier()}
     */
    public int result() {
        return total + modifier;
    }

    /** E.g. {@code 1d3 [5] = 3 (shots)}, or with a constant {@code 1d3+3 [5] = 3+3 = 6 (number of hob-goblin)}. */
    @Override
    public String toString() {
        if (modifier == 0) {
            return notation + " " + faces + " = " + total + " (" + purpose + ")";
        }
        String k = (modifier > 0 ? "+" : "") + modifier;
        return notation + k + " " + faces + " = " + total + k + " = " + result() + " (" + purpose + ")";
    }
}

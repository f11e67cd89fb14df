package io.github.roguelikehalf.rules.dice;

import java.util.List;

/**
 * A throw of dice that is not a check: the notation, every face, the result and what it was for.
 *
 * @param notation the notation thrown
 * @param faces every face drawn, in order
 * @param total the result read from the faces
 * @param purpose what the roll was for
 */
public record Roll(DieNotation notation, List<Integer> faces, int total, String purpose) {

    /** Validates and copies the faces. */
    public Roll {
        faces = List.copyOf(faces);
        if (faces.isEmpty()) {
            throw new IllegalArgumentException("a roll has at least one face");
        }
    }

    static Roll single(DieNotation notation, int face, String purpose) {
        return new Roll(notation, List.of(face), face, purpose);
    }

    @Override
    public String toString() {
        return notation + " " + faces + " = " + total + " (" + purpose + ")";
    }
}

package io.github.roguelikehalf.rules.dice;

import java.util.Arrays;
import java.util.List;

/**
 * Dice that return given faces in order: for tests, and for a person rolling physical dice.
 *
 * <p>When the faces run out, the next draw throws a {@link DiceExhaustedException} naming the roll needed, so an
 * application can ask for one more face and apply the same action again with it. Faces left over are allowed (a
 * person may roll ahead); a test that gives exactly the faces a rule needs calls {@link #checkAllUsed()} afterwards.
 */
public final class ScriptedDice implements Dice {

    private final int[] faces;
    private int next;

    private ScriptedDice(int[] faces) {
        this.faces = faces;
    }

    static ScriptedDice of(int... faces) {
        int[] copy = Arrays.copyOf(faces, faces.length);
        for (int f : copy) {
            if (f < 1) {
                throw new IllegalArgumentException("a scripted face must be at least 1, was " + f);
            }
        }
        return new ScriptedDice(copy);
    }

    @Override
    public int face(int faceCount, String purpose) {
        if (faceCount < 2) {
            throw new IllegalArgumentException("a die has at least 2 faces, was " + faceCount);
        }
        if (next >= faces.length) {
            throw new DiceExhaustedException(faceCount, purpose, faces.length);
        }
        int f = faces[next];
        if (f > faceCount) {
            throw new IllegalArgumentException("scripted face " + f + " (number " + (next + 1)
                    + ") cannot come up on a d" + faceCount + " for " + purpose);
        }
        next++;
        return f;
    }

    /**
     * How many faces have been drawn.
     *
     * @return the number of faces used so far
     */
    public int used() {
        return next;
    }

    /**
     * The faces not yet drawn.
     *
     * @return the remaining faces, in order
     */
    public List<Integer> remaining() {
        return Arrays.stream(faces, next, faces.length).boxed().toList();
    }

    /**
     * Checks that every face was drawn. A scripted test gives exactly the faces a rule needs: a missing face throws a
     * {@link DiceExhaustedException} as it is drawn, and this catches a face left over (a roll the rule did not make).
     *
     * @return these dice
     * @throws IllegalStateException naming the faces left unused, e.g. {@code 3 scripted faces left unused: [5, 5, 5]
     *     (1 of 4 drawn)}
     */
    public ScriptedDice checkAllUsed() {
        if (next < faces.length) {
            throw new IllegalStateException((faces.length - next) + " scripted faces left unused: " + remaining() + " ("
                    + next + " of " + faces.length + " drawn)");
        }
        return this;
    }

    @Override
    public String toString() {
        return "ScriptedDice" + Arrays.toString(faces) + " at " + next;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.internal.CheckFaces;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * Dice that show a prefix of faces, then the first face to play of every further die, noting the others (so no play
 * is cut short to ask for a die; a play ends at its result, or where it pauses, {@link Chances#pause}). {@link
 * #byOutcome} gives the check pipeline a view that asks for a check's die by groups of faces.
 */
final class PrefixDice implements Dice {

    /** A die drawn past the prefix: where, the faces to play (the first was shown) and how many each stands for. */
    static final class Need {
        final int at;
        final int sides;
        final int[] faces;
        final int[] sizes;

        Need(int at, int sides, int[] faces, int[] sizes) {
            this.at = at;
            this.sides = sides;
            this.faces = faces;
            this.sizes = sizes;
        }
    }

    /** The faces 1..n of an n-sided die, each standing for one face, for n up to 20. */
    private static final int[][] EACH = new int[21][];

    private static final int[][] ONES = new int[21][];

    static {
        for (int n = 0; n < EACH.length; n++) {
            EACH[n] = new int[n];
            ONES[n] = new int[n];
            for (int f = 0; f < n; f++) {
                EACH[n][f] = f + 1;
                ONES[n][f] = 1;
            }
        }
    }

    /**
     * Where a play paused: the place to merge plays at (the loop's place, the turn's parts and counters), the loop's
     * place alone (the order the places are played on in), the turn to go on from and the rest of its step.
     */
    record Pause(Object key, long at, WorkingState turn, Consumer<Turn> rest) {}

    private final int[] faces;
    /** Whether faces with the same result are played once and plays pause ({@link Chances}' shortcuts). */
    private final boolean shortcuts;

    final boolean untilWon;
    /** Whether the fight was won in this play (the turn is then cut short). */
    boolean won;

    int next;
    /** Every face shown, the prefix first. */
    int[] drawn;
    /** The dice drawn past the prefix, in order. */
    final List<Need> opened = new ArrayList<>(4);

    /** The length of the sequence from which a play may pause. */
    private final int pauseFrom;
    /** The place of the last pass of a loop. */
    private long lastAt = -1;
    /** Whether the play pauses no more: a loop started again, or the turn went on past the action's own step. */
    boolean pausesOver;
    /** Where the play paused, or null. */
    Pause paused;

    /** Dice that show {@code faces} from {@code start} on (a play resumed where the faces before it left off). */
    PrefixDice(int[] faces, int start, boolean shortcuts, boolean untilWon, int pauseFrom) {
        this.faces = faces;
        this.next = start;
        this.pauseFrom = pauseFrom;
        this.shortcuts = shortcuts;
        this.untilWon = untilWon;
        this.drawn = Arrays.copyOf(faces, faces.length + 8);
    }

    @Override
    public int face(int faceCount, String purpose) {
        return draw(faceCount);
    }

    @Override
    public int face(int faceCount, java.util.function.Supplier<String> purpose) {
        return draw(faceCount);
    }

    /** The body of {@link Chances#pause}: whether the play pauses at this place of a loop (the turn is cut short). */
    boolean pause(Turn t, long at, Object loop, Consumer<Turn> rest) {
        if (pausesOver || won || !shortcuts) {
            return false;
        }
        if (at <= lastAt) {
            pausesOver = true;
            return false;
        }
        lastAt = at;
        if (next < pauseFrom) {
            return false;
        }
        WorkingState turn = t.paused();
        paused = new Pause(turn.place(at, loop), at, turn, rest);
        t.cut = true;
        return true;
    }

    private int draw(int sides) {
        if (next < faces.length) {
            return faces[next++];
        }
        if (won) {
            // the rest of the step that won the fight: its dice do not branch the sequence
            return 1;
        }
        if (sides < EACH.length) {
            return open(sides, EACH[sides], ONES[sides]);
        }
        int[] all = new int[sides];
        int[] ones = new int[sides];
        for (int f = 0; f < sides; f++) {
            all[f] = f + 1;
            ones[f] = 1;
        }
        return open(sides, all, ones);
    }

    /** Thrown by a play that rolls more than {@link Chances#MAX_DICE} dice (no stack trace: it is caught at once). */
    static final class Unending extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unending() {
            super(null, null, false, false);
        }
    }

    /** Shows the first of the faces to play for a die past the prefix, and notes the others. */
    private int open(int sides, int[] choices, int[] sizes) {
        if (next >= Chances.MAX_DICE) {
            throw new Unending();
        }
        opened.add(new Need(next, sides, choices, sizes));
        if (next >= drawn.length) {
            drawn = Arrays.copyOf(drawn, drawn.length * 2);
        }
        drawn[next++] = choices[0];
        return choices[0];
    }

    /**
     * These dice for one check whose caller reads only whether it succeeded, and whether it was a critical if
     * {@code critical}; these dice themselves when they play every face.
     */
    Dice byOutcome(boolean critical) {
        return shortcuts ? new Grouped(critical) : this;
    }

    /** A check's die by groups of faces with the same success (and critical). */
    private final class Grouped implements CheckFaces {
        private final boolean critical;

        Grouped(boolean critical) {
            this.critical = critical;
        }

        @Override
        public int face(IntFunction<CheckResult> resultOfFace) {
            if (next < faces.length) {
                return faces[next++];
            }
            if (won) {
                return 1;
            }
            // the lowest face of each group, in the order of the faces, and the size of the group
            int[] firsts = new int[6];
            int[] sizes = new int[6];
            int[] keys = new int[6];
            int groups = 0;
            for (int f = 1; f <= 6; f++) {
                CheckResult r = resultOfFace.apply(f);
                int key = (r.success() ? 1 : 0) + (critical && r.critical() ? 2 : 0);
                int g = 0;
                while (g < groups && keys[g] != key) {
                    g++;
                }
                if (g == groups) {
                    keys[g] = key;
                    firsts[g] = f;
                    groups++;
                }
                sizes[g]++;
            }
            return open(6, Arrays.copyOf(firsts, groups), Arrays.copyOf(sizes, groups));
        }

        /**
         * Another die while a check is rolled: as the dice themselves (the check asks {@link #face(IntFunction)}).
         */
        @Override
        public int face(int sides, String purpose) {
            return draw(sides);
        }
    }
}

package io.github.roguelikehalf.rules.dice;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Property tests (QuickTheories) of the dice: replay and resumption, and the ranges of §6. */
class DicePropertiesTest {

    /** The i-th draw of a run uses a die of 2..20 faces, so every die size crosses the stored state. */
    private static int facesOfDraw(int i) {
        return 2 + i % 19;
    }

    private static List<Integer> draw(SeededDice dice, int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int i = from; i < to; i++) {
            out.add(dice.face(facesOfDraw(i), "draw " + i));
        }
        return out;
    }

    @Test
    @DisplayName("determinism: for any seed and any split of n draws into two runs, faces equal one uninterrupted run")
    void splitRunEqualsUninterruptedRun() {
        qt().forAll(longs().all(), integers().between(0, 60), integers().between(0, 60))
                .check((seed, k, rest) -> {
                    int n = k + rest;
                    SeededDice whole = Dice.seeded(seed);
                    List<Integer> uninterrupted = draw(whole, 0, n);

                    SeededDice first = Dice.seeded(seed);
                    List<Integer> resumed = new ArrayList<>(draw(first, 0, k));
                    RngState stored = first.state();
                    SeededDice second = Dice.resume(stored);
                    resumed.addAll(draw(second, k, n));

                    return resumed.equals(uninterrupted) && second.state().equals(whole.state());
                });
    }

    @Test
    @DisplayName("determinism: for any state, resuming twice from it gives the same faces")
    void resumeIsAPureFunctionOfTheState() {
        qt().forAll(longs().all(), longs().between(0, Long.MAX_VALUE / 2))
                .check((seed, counter) -> draw(Dice.resume(new RngState(seed, counter)), 0, 40)
                        .equals(draw(Dice.resume(new RngState(seed, counter)), 0, 40)));
    }

    @Test
    @DisplayName("§6 for any seed and any die of 2..20 faces, the face lies in 1..n")
    void facesInRange() {
        qt().forAll(longs().all(), integers().between(2, 20)).check((seed, n) -> {
            SeededDice dice = Dice.seeded(seed);
            for (int i = 0; i < 50; i++) {
                int f = dice.face(n, "range");
                if (f < 1 || f > n) {
                    return false;
                }
            }
            return true;
        });
    }

    @Test
    @DisplayName("§6 R-002 for any d6 face, 1d3 = ceil(face / 2); R-003 d66 = 10 * tens + units")
    void d3AndD66FromFaces() {
        qt().forAll(integers().between(1, 6), integers().between(1, 6)).check((a, b) -> {
            Roll d3 = Dice.of(a).d3("d3");
            Roll d66 = Dice.of(a, b).d66("d66");
            return d3.total() == (int) Math.ceil(a / 2.0)
                    && d66.total() == a * 10 + b
                    && d66.total() >= 11
                    && d66.total() <= 66;
        });
    }

    @Test
    @DisplayName("RngState.split: for any seed, different indices give different seeds")
    void splitIsInjective() {
        qt().forAll(longs().all(), longs().between(0, Long.MAX_VALUE), longs().between(0, Long.MAX_VALUE))
                .assuming((seed, i, j) -> !i.equals(j))
                .check((seed, i, j) ->
                        !RngState.of(seed).split(i).equals(RngState.of(seed).split(j)));
    }
}

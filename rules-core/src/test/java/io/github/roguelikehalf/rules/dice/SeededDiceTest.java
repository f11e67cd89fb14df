package io.github.roguelikehalf.rules.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The seeded generator (design "Dice and determinism"): a counter-based SplitMix64 whose state is a value. */
class SeededDiceTest {

    private static List<Integer> d6s(Dice dice, int n) {
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(dice.face(6, "d6 #" + i));
        }
        return out;
    }

    @Test
    @DisplayName("determinism: SplitMix64 mixing matches the published reference (seed 0 → 0xE220A8397B1DCDAF)")
    void splitMix64Reference() {
        // First output of the reference SplitMix64 seeded with 0: mix(0 + 1 * golden gamma).
        assertThat(SeededDice.mix(0x9E3779B97F4A7C15L)).isEqualTo(0xE220A8397B1DCDAFL);
    }

    @Test
    @DisplayName("determinism: the faces of seed 42 are pinned, so stored games replay after an upgrade")
    void goldenFaces() {
        assertThat(d6s(Dice.seeded(42), 12)).containsExactly(2, 2, 1, 1, 5, 1, 2, 3, 2, 3, 6, 5);
        assertThat(d6s(Dice.seeded(0), 12)).containsExactly(2, 1, 2, 5, 2, 1, 6, 3, 6, 3, 2, 5);
        SeededDice d20 = Dice.seeded(42);
        List<Integer> faces = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            faces.add(d20.face(20, "d20"));
        }
        assertThat(faces).containsExactly(14, 12, 19, 5, 11, 3, 6, 9);
        assertThat(d20.state()).isEqualTo(new RngState(42, 8));
    }

    @Test
    @DisplayName("determinism: the same seed gives the same sequence")
    void sameSeedSameSequence() {
        assertThat(d6s(Dice.seeded(123_456_789L), 200)).isEqualTo(d6s(Dice.seeded(123_456_789L), 200));
        assertThat(d6s(Dice.seeded(-7L), 200)).isEqualTo(d6s(Dice.resume(RngState.of(-7L)), 200));
    }

    @Test
    @DisplayName("determinism: different seeds give different sequences")
    void differentSeedsDiffer() {
        List<Integer> one = d6s(Dice.seeded(1), 50);
        List<Integer> two = d6s(Dice.seeded(2), 50);
        List<Integer> big = d6s(Dice.seeded(Long.MIN_VALUE), 50);

        assertThat(one).isNotEqualTo(two).isNotEqualTo(big);
        assertThat(two).isNotEqualTo(big);
    }

    @ParameterizedTest(name = "draw {0} faces, store the state, resume: same faces as one run")
    @ValueSource(ints = {0, 1, 2, 7, 100})
    @DisplayName("determinism: Dice.resume(state()) continues exactly where the first generator stopped")
    void resumeContinuesExactly(int k) {
        List<Integer> uninterrupted = d6s(Dice.seeded(2024), k + 30);

        SeededDice first = Dice.seeded(2024);
        List<Integer> resumed = new ArrayList<>(d6s(first, k));
        RngState stored = first.state();
        assertThat(stored).isEqualTo(new RngState(2024, k));
        resumed.addAll(d6s(Dice.resume(stored), 30));

        assertThat(resumed).isEqualTo(uninterrupted);
    }

    @Test
    @DisplayName("determinism: state() starts at counter 0 and counts every draw")
    void stateCountsDraws() {
        SeededDice dice = Dice.seeded(99);
        assertThat(dice.state()).isEqualTo(RngState.of(99)).isEqualTo(new RngState(99, 0));

        dice.twoD6("x");
        dice.d66("y");
        dice.d3("z");

        assertThat(dice.state()).isEqualTo(new RngState(99, 5));
        assertThat(dice).hasToString("SeededDice" + new RngState(99, 5));
    }

    @Test
    @DisplayName("§6 faces always lie in 1..n for every n in 2..20, and every face comes up")
    void facesInRange() {
        SeededDice dice = Dice.seeded(7);
        for (int n = 2; n <= 20; n++) {
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < 2_000; i++) {
                int f = dice.face(n, "d" + n);
                assertThat(f).as("face of a d%d", n).isBetween(1, n);
                seen.add(f);
            }
            assertThat(seen).as("faces seen on a d%d", n).hasSize(n);
        }
    }

    @Test
    @DisplayName("§6 a seeded die needs at least 2 faces")
    void atLeastTwoFaces() {
        SeededDice dice = Dice.seeded(1);

        assertThatThrownBy(() -> dice.face(1, "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a die has at least 2 faces, was 1");
        assertThat(dice.state().counter()).isZero();
    }

    @Test
    @DisplayName("§6 rough uniformity: 60,000 d6 with a fixed seed give each face 10,000 within 10%")
    void roughlyUniform() {
        SeededDice dice = Dice.seeded(20_240_601L);
        int[] counts = new int[7];
        for (int i = 0; i < 60_000; i++) {
            counts[dice.face(6, "uniformity")]++;
        }
        assertThat(counts[0]).isZero();
        for (int face = 1; face <= 6; face++) {
            assertThat(counts[face]).as("count of face %d", face).isBetween(9_000, 11_000);
        }
    }

    @Test
    @DisplayName("RngState.split(i) is deterministic, pinned, and distinct for different i")
    void split() {
        RngState root = RngState.of(42);

        assertThat(root.split(0)).isEqualTo(root.split(0)).isEqualTo(RngState.of(6756303123087779718L));
        assertThat(root.split(1)).isEqualTo(RngState.of(-9095225811195051271L));
        assertThat(root.split(2)).isEqualTo(RngState.of(8028069254982791587L));

        Set<Long> seeds = new HashSet<>();
        for (long i = 0; i < 1_000; i++) {
            RngState child = root.split(i);
            assertThat(child.counter()).isZero();
            seeds.add(child.seed());
        }
        assertThat(seeds).hasSize(1_000).doesNotContain(42L);
        assertThat(d6s(Dice.resume(root.split(0)), 30)).isNotEqualTo(d6s(Dice.resume(root.split(1)), 30));
    }

    @Test
    @DisplayName("RngState.split depends on the seed only, not on how far the parent has drawn")
    void splitIgnoresCounter() {
        assertThat(new RngState(42, 17).split(3)).isEqualTo(RngState.of(42).split(3));
        assertThat(RngState.of(43).split(3)).isNotEqualTo(RngState.of(42).split(3));
    }

    @Test
    @DisplayName("RngState rejects a negative counter and a negative split index")
    void negativesRejected() {
        assertThatThrownBy(() -> new RngState(1, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("counter must not be negative, was -1");
        assertThatThrownBy(() -> RngState.of(1).split(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("index must not be negative, was -1");
    }
}

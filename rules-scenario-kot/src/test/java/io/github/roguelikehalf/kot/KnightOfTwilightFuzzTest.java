package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.testkit.StateFuzz;
import org.junit.jupiter.api.Test;

/**
 * States from outside, fuzzed (rules-testkit's {@link StateFuzz}): Knight of Twilight states reached by random play,
 * mutated structurally, are either refused with a typed exception or play on; 10,000 inputs per check in every build
 * ({@code -Dtestkit.fuzz.nightly=true} tries 1,000,000).
 */
class KnightOfTwilightFuzzTest {

    private final StateFuzz fuzz = StateFuzz.of(KnightOfTwilight::new).withSystemProperties();

    @Test
    void mutatedSnapshotsAreRefusedOrPlayable() {
        bothOutcomesMet(fuzz.snapshots());
    }

    @Test
    void mutatedStatesAreRefusedOrPlayable() {
        bothOutcomesMet(fuzz.states());
    }

    /** The fuzz met both outcomes: some inputs were refused, some played on (each without breaking the property). */
    private static void bothOutcomesMet(StateFuzz.FuzzReport r) {
        System.getLogger(KnightOfTwilightFuzzTest.class.getName()).log(System.Logger.Level.INFO, "fuzz: " + r);
        assertThat(r.refused()).isPositive();
        assertThat(r.accepted()).isPositive();
        assertThat(r.refused() + r.accepted()).isEqualTo(r.documents());
    }
}

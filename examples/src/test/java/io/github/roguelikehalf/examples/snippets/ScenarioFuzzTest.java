package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.testkit.StateFuzz;
import org.junit.jupiter.api.Test;

class ScenarioFuzzTest {
    // your scenario's constructor here; 10,000 documents a check by default (500 keep this page's example quick)
    private final StateFuzz fuzz =
            StateFuzz.of(KnightOfTwilight::new).withSystemProperties().documents(500);

    @Test
    void mutatedSnapshotsAreRefusedOrPlayable() { // needs rules-json on the test class path
        fuzz.snapshots();
    }

    @Test
    void mutatedStatesAreRefusedOrPlayable() { // builders, with* methods and Fixture, through Engine.validate
        fuzz.states();
    }
}

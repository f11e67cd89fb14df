package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.testkit.example.Cellar;
import org.junit.jupiter.api.Test;

/** {@link StateFuzz} on the example scenario: both doors refuse or play what they are given, from a seed alone. */
class StateFuzzTest {

    private final StateFuzz fuzz = StateFuzz.of(Cellar::new).documents(2_000);

    @Test
    void mutatedSnapshotsAreRefusedOrPlayable() {
        StateFuzz.FuzzReport r = fuzz.snapshots();
        assertThat(r.documents()).isEqualTo(2_000);
        assertThat(r.refused()).isPositive();
        assertThat(r.accepted()).isPositive();
        assertThat(r.refused() + r.accepted()).isEqualTo(r.documents());
    }

    @Test
    void mutatedStatesAreRefusedOrPlayable() {
        StateFuzz.FuzzReport r = fuzz.states();
        assertThat(r.refused()).isPositive();
        assertThat(r.accepted()).isPositive();
    }

    @Test
    void theGeneratorsFollowFromTheSeed() {
        Engine engine = Engine.of(new Cellar());
        Generator<String> snapshots = StateFuzz.mutatedSnapshots(engine, 60);
        assertThat(snapshots.next(42L)).isEqualTo(snapshots.next(42L)).isNotEqualTo(snapshots.next(43L));
        assertThat(StateFuzz.mutatedStates(engine, 60).next(42L))
                .isEqualTo(StateFuzz.mutatedStates(engine, 60).next(42L));
        assertThatThrownBy(() -> fuzz.documents(0)).isInstanceOf(IllegalArgumentException.class);
    }
}

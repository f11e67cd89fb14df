package io.github.roguelikehalf.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.rules.engine.Phase;
import org.junit.jupiter.api.Test;

/** The snapshot benchmark measures a real round trip: the state read back equals the state written. */
class SnapshotBenchmarksTest {

    @Test
    void theSnapshotOfAUnitBFightReadsBackToTheSameState() {
        SnapshotBenchmarks b = new SnapshotBenchmarks();
        b.setUp();

        String json = b.writeSnapshot();

        assertThat(json).contains("\"kind\": \"fighting\"");
        assertThat(b.readSnapshot().phase()).isInstanceOf(Phase.Fighting.class);
        assertThat(Snapshots.write(b.readSnapshot())).isEqualTo(json);
    }
}

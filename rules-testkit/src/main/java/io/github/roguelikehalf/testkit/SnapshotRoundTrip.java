package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import java.util.Optional;

/**
 * Writes a state as a snapshot and reads it back, for the {@link ContractSuite}'s round-trip check. The testkit does
 * not depend on rules-json: {@link #detect()} finds its {@code Snapshots} class on the class path, if it is there.
 */
@FunctionalInterface
public interface SnapshotRoundTrip {

    /** The class of rules-json that writes and reads snapshots. */
    String RULES_JSON_SNAPSHOTS = "io.github.roguelikehalf.json.Snapshots";

    /**
     * Writes the state and reads it back.
     *
     * @param state the state
     * @param engine the engine of its scenario, to check the state read back
     * @return the state read back
     * @throws RulesException if the snapshot does not read back
     */
    GameState roundTrip(GameState state, Engine engine);

    /**
     * The round trip through rules-json's {@code Snapshots.write(GameState)} and
     * {@code Snapshots.read(String, Engine)}, when rules-json is on the class path (or, on the module path, in the
     * module graph, e.g. with {@code --add-modules io.github.roguelikehalf.json}).
     *
     * @return the round trip, or empty without rules-json
     */
    static Optional<SnapshotRoundTrip> detect() {
        return JsonSnapshots.detect().map(json -> (state, engine) -> json.read(json.write(state), engine));
    }
}

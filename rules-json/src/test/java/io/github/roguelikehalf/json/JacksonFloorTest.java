package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Transition;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Runs only in the surefire execution "jackson-floor" of this module's pom, whose class path has Jackson 2.16.0 (the
 * floor, system property {@code jackson.floor}) instead of the build's Jackson; RoundTripTest and GoldenFilesTest run
 * there too.
 */
@Tag("jackson-floor")
class JacksonFloorTest {

    @Test
    @DisplayName(
            "on the floor Jackson (2.16.0): a game is saved midway, read back equal and played on to the same state")
    void snapshotsWorkOnTheFloor() {
        String floor = System.getProperty("jackson.floor");
        assertThat(floor).isEqualTo(JacksonSupport.FLOOR);
        assertThat(com.fasterxml.jackson.core.json.PackageVersion.VERSION).hasToString(floor);
        assertThat(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION).hasToString(floor);
        assertThat(JacksonSupport.hasTokenLimit()).as("2.16 has no token limit").isFalse();

        Engine engine = Engine.forScenario(JsonVault.ID);
        GameState state = Walks.start(engine, 7);
        for (int i = 0; i < 6 && !state.isTerminal(); i++) {
            state = engine.apply(state, engine.legalActions(state).get(0)).state();
        }
        String json = Snapshots.write(state);
        GameState loaded = Snapshots.read(json);
        assertThat(loaded).isEqualTo(state);
        assertThat(Snapshots.write(loaded)).isEqualTo(json);
        if (!state.isTerminal()) {
            Transition a = engine.apply(state, engine.legalActions(state).get(0));
            Transition b = engine.apply(loaded, engine.legalActions(loaded).get(0));
            assertThat(b.events()).isEqualTo(a.events());
            assertThat(b.state()).isEqualTo(a.state());
        }

        ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
        assertThat(mapper.getRegisteredModuleIds()).contains("RulesJsonModule");
    }
}

package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import java.util.ServiceConfigurationError;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Runs only in the surefire execution "jackson-too-old" of this module's pom, whose class path has Jackson 2.15.4
 * (system property {@code jackson.tooOld}): below the floor, every entry point fails at once with a message, not with a
 * {@code NoSuchMethodError} from inside Jackson.
 */
@Tag("jackson-too-old")
class JacksonTooOldTest {

    private static final String MESSAGE = "rules-json needs Jackson 2.16.0 or a later 2.x (jackson-core and"
            + " jackson-databind), found jackson-core 2.15.4 and jackson-databind 2.15.4";

    @Test
    @DisplayName("on Jackson 2.15.4: writing, reading and the Jackson module fail with IllegalStateException naming"
            + " the versions")
    void olderJacksonFailsEarlyWithAMessage() {
        assertThat(com.fasterxml.jackson.core.json.PackageVersion.VERSION)
                .hasToString(System.getProperty("jackson.tooOld"));
        Engine engine = Engine.forScenario(JsonVault.ID);
        GameState state = Walks.start(engine, 7);

        assertThatThrownBy(() -> Snapshots.write(state))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith(MESSAGE);
        // the same message the second time: nothing was left half-initialised
        assertThatThrownBy(() -> Snapshots.read("{}"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith(MESSAGE);
        assertThatThrownBy(RulesJsonModule::new)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith(MESSAGE);
        assertThatThrownBy(() -> new ObjectMapper().findAndRegisterModules())
                .isInstanceOf(ServiceConfigurationError.class)
                .hasRootCauseInstanceOf(IllegalStateException.class)
                .hasRootCauseMessage(JacksonSupport.problem(
                                com.fasterxml.jackson.core.json.PackageVersion.VERSION,
                                com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION)
                        .orElseThrow());
    }
}

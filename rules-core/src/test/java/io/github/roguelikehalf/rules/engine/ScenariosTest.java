package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Scenarios;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Finding scenarios by id (docs/architecture.md): duplicates and missing ids fail fast with clear messages. */
@DisplayName("Scenarios by id (docs/architecture.md)")
class ScenariosTest {

    @Test
    @DisplayName("scenarios given by the caller are found by id; the ids are sorted")
    void ofAndGet() {
        TestCrypt crypt = new TestCrypt();
        ReactionTest.HostileCrypt hostile = new ReactionTest.HostileCrypt();

        Scenarios s = Scenarios.of(List.of(crypt, hostile));

        assertThat(s.ids()).containsExactly("hostile-crypt", "test-crypt");
        assertThat(s.get("test-crypt")).isSameAs(crypt);
        assertThat(s.get("hostile-crypt")).isSameAs(hostile);
    }

    @Test
    @DisplayName("a duplicated id fails at once, naming the id and both classes")
    void duplicate() {
        assertThatThrownBy(() -> Scenarios.of(List.of(new TestCrypt(), new Impostor())))
                .isInstanceOf(RulesException.class)
                .hasMessage("two scenarios have the id 'test-crypt': io.github.roguelikehalf.rules.engine.TestCrypt"
                        + " and io.github.roguelikehalf.rules.engine.ScenariosTest$Impostor");
    }

    @Test
    @DisplayName("the same class twice is a duplicate too")
    void sameClassTwice() {
        assertThatThrownBy(() -> Scenarios.of(List.of(new TestCrypt(), new TestCrypt())))
                .isInstanceOf(RulesException.class)
                .hasMessageStartingWith("two scenarios have the id 'test-crypt'");
    }

    @Test
    @DisplayName("a missing id fails, listing the ids there are")
    void missing() {
        Scenarios s = Scenarios.of(List.of(new TestCrypt(), new ReactionTest.HostileCrypt()));

        assertThatThrownBy(() -> s.get("knight-of-twilight"))
                .isInstanceOf(RulesException.class)
                .hasMessage("no scenario 'knight-of-twilight'; available: [hostile-crypt, test-crypt]");
        assertThatThrownBy(() -> Scenarios.of(List.of()).get("test-crypt"))
                .isInstanceOf(RulesException.class)
                .hasMessage("no scenario 'test-crypt'; available: []");
    }

    @Test
    @DisplayName("the ids cannot be changed through the list returned")
    void idsUnmodifiable() {
        Scenarios s = Scenarios.of(List.of(new TestCrypt()));

        assertThatThrownBy(() -> s.ids().add("x")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    @DisplayName("Scenarios.load() follows the module system: on the class path it finds TestCrypt through the test"
            + " resources' META-INF/services; in the named module (how Maven runs these tests) it sees only 'provides'"
            + " of module-info, and asking for TestCrypt lists what there is")
    void load() {
        Scenarios loaded = Scenarios.load();

        if (ScenariosTest.class.getModule().isNamed()) {
            assertThat(loaded.ids()).doesNotContain(TestCrypt.ID);
            assertThatThrownBy(() -> Engine.forScenario(TestCrypt.ID))
                    .isInstanceOf(RulesException.class)
                    .hasMessage("no scenario 'test-crypt'; available: " + loaded.ids());
        } else {
            assertThat(loaded.ids()).contains(TestCrypt.ID);
            assertThat(loaded.get(TestCrypt.ID)).isInstanceOf(TestCrypt.class);
            assertThat(Engine.forScenario(TestCrypt.ID).scenario()).isInstanceOf(TestCrypt.class);
        }
    }

    /** Another scenario that claims TestCrypt's id. */
    static final class Impostor implements Scenario {

        @Override
        public String id() {
            return TestCrypt.ID;
        }

        @Override
        public String title() {
            return "Not the Test Crypt";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.of(Tile.empty(id, "nothing"));
        }

        @Override
        public Optional<Creature> creature(String id) {
            return Optional.empty();
        }
    }
}

package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Scenarios;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every state reached in random legal-action walks of every scenario on the class path is written, valid under the
 * schema, read back equal, written again to the same text, and played on with the same action to the same events
 * and state.
 */
class RoundTripTest {

    /** Adventures walked per scenario; about 90 states each. */
    static final int ADVENTURES = Integer.getInteger("roundtrip.adventures", 80);

    private static final Logger LOG = LoggerFactory.getLogger(RoundTripTest.class);

    @TestFactory
    Stream<DynamicTest> everyReachedStateRoundTrips() {
        Scenarios all = Scenarios.load();
        assertThat(all.ids()).contains(JsonVault.ID);
        return all.ids().stream().map(id -> DynamicTest.dynamicTest(id, () -> walk(all.get(id))));
    }

    private static void walk(Scenario scenario) {
        Engine engine = Engine.of(scenario);
        AtomicInteger states = new AtomicInteger();
        Map<String, Integer> phases = new TreeMap<>();
        for (long seed = 0; seed < ADVENTURES; seed++) {
            long s = seed;
            GameState end = Walks.play(engine, seed, step -> {
                GameState read = roundTrip(step.state(), engine);
                Transition again = engine.apply(read, step.action());
                assertThat(again.events())
                        .as(
                                "seed %d, step %d: '%s' from the read state",
                                s, step.state().steps(), step.action())
                        .isEqualTo(step.transition().events());
                assertThat(again.state()).isEqualTo(step.transition().state());
                states.incrementAndGet();
                phases.merge(step.state().phase().getClass().getSimpleName(), 1, Integer::sum);
            });
            roundTrip(end, engine);
            states.incrementAndGet();
            phases.merge(Phase.Finished.class.getSimpleName(), 1, Integer::sum);
        }
        LOG.info(
                "{}: {} states of {} adventures written, validated and read back; phases {}",
                scenario.id(),
                states,
                ADVENTURES,
                phases);
        assertThat(states.get()).isGreaterThan(ADVENTURES);
        assertThat(phases).containsKeys("Bribing", "Choosing", "ChoosingTile", "Fighting", "Reacting", "AfterFight");
    }

    @Test
    @DisplayName("an active War Doll (EN §40 / JP §39) is written as followers.warDoll and read back; a bad one is"
            + " rejected at its path")
    void anActiveWarDollRoundTrips() {
        Engine engine = Engine.forScenario(JsonVault.ID);
        GameState s = Walks.start(engine, 3);
        Party p = s.party().with(s.party().followers().withWarDoll(Optional.of(new WarDoll(1, true, true))));
        GameState with = engine.validate(ImmutableGameState.copyOf(s).withParty(p));
        String json = Snapshots.write(with);
        assertThat(json).contains("\"warDoll\": {\n");
        assertThat(roundTrip(with, engine).party().followers().warDoll()).contains(new WarDoll(1, true, true));
        assertThat(Snapshots.write(s)).doesNotContain("\"warDoll\": {");
        String bad = json.replace("\"life\": 1,\n          \"guardUsed\"", "\"life\": 3,\n          \"guardUsed\"");
        assertThat(bad).isNotEqualTo(json);
        assertThatThrownBy(() -> Snapshots.read(bad))
                .isInstanceOf(SnapshotException.class)
                .hasMessageContaining("$.game.party.followers.warDoll")
                .hasMessageContaining("an active War Doll has 1 or 2 Life, was 3");
    }

    static GameState roundTrip(GameState state, Engine engine) {
        String json = Snapshots.write(state);
        SchemaCheck.valid(json);
        GameState read = Snapshots.read(json);
        assertThat(read).as("read back from\n%s", json).isEqualTo(state);
        assertThat(Snapshots.read(json, engine)).isEqualTo(state);
        assertThat(Snapshots.write(read)).isEqualTo(json);
        return read;
    }
}

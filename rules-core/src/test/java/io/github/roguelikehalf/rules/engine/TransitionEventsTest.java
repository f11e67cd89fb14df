package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The events of a transition are its own: the engine writes a turn's events in a working list of its thread and hands
 * each transition a copy, so a later action (or one that failed half-way) changes no earlier transition's events and
 * leaves nothing behind in the next one's (docs/architecture.md).
 */
@DisplayName("a transition's events are its own, whatever the engine plays next")
class TransitionEventsTest {

    /** The Test Crypt, whose tile entry speaks and then fails while {@link #failing} is set. */
    static final class FailingCrypt extends TestCrypt {
        boolean failing;

        @Override
        public void onTileEntered(ScenarioContext ctx, Tile tile) {
            if (failing) {
                ctx.event(Event.of("test", "the hook speaks, then fails"));
                throw new RulesException("the tile's hook failed");
            }
        }
    }

    @Test
    @DisplayName("EN §34 / JP §33: the events of one exploration stay as they were while forty more actions are played")
    void earlierEventsStay() {
        Engine engine = Engine.of(new TestCrypt());
        GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 5L);
        List<Transition> played = new ArrayList<>();
        List<List<Event>> seen = new ArrayList<>();
        for (int i = 0; i < 40 && !s.isTerminal(); i++) {
            Transition t = engine.apply(s, engine.legalActions(s).get(0));
            played.add(t);
            seen.add(List.copyOf(t.events()));
            s = t.state();
        }
        assertThat(played).hasSizeGreaterThan(10);
        for (int i = 0; i < played.size(); i++) {
            // every action here tells something: an exploration its tile, an attack its roll
            assertThat(seen.get(i)).as("transition %s", i).isNotEmpty();
            assertThat(played.get(i).events()).as("transition %s", i).isEqualTo(seen.get(i));
        }
    }

    @Test
    @DisplayName("a scenario hook that fails half-way leaves no event behind in the next action's transition")
    void aFailedTurnLeavesNothing() {
        FailingCrypt failing = new FailingCrypt();
        Engine engine = Engine.of(failing);
        Engine plain = Engine.of(new TestCrypt());
        GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 5L);
        Action explore = new Action.Explore();
        assertThat(engine.legalActions(s)).contains(explore);

        failing.failing = true;
        assertThatThrownBy(() -> engine.apply(s, explore))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("the tile's hook failed");
        failing.failing = false;

        Transition after = engine.apply(s, explore);
        Transition fresh = plain.apply(plain.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 5L), explore);
        assertThat(after.events()).isEqualTo(fresh.events());
        assertThat(after.events()).noneMatch(e -> e.text().contains("the hook speaks"));
        assertThat(after.state()).isEqualTo(fresh.state());
    }
}

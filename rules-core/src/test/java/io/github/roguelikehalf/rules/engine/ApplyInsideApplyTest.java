package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each thread lends one turn and its working state to its applies, one after the other (docs/architecture.md, "One
 * action's path"): an apply asked for while another runs in the same thread (a scenario's rule asking an engine) has
 * a turn of its own, and neither changes the other's game.
 */
@DisplayName("an apply inside an apply: each plays its own game")
class ApplyInsideApplyTest {

    /** The Test Crypt, whose escape rule plays an action of another game each time it is asked. */
    static final class ApplyingCrypt extends TestCrypt {
        final Engine other = Engine.of(new TestCrypt());
        final GameState start = other.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 5L);
        final List<Transition> inner = new ArrayList<>();

        @Override
        public boolean escapeAllowed(GameState state, String tileId) {
            // asked while an apply goes on: the hero's turn is being listed after the action
            inner.add(other.apply(start, other.legalActions(start).get(0)));
            return super.escapeAllowed(state, tileId);
        }
    }

    @Test
    @DisplayName(
            "EN §36 / JP §35: forty actions in and out of fights, each with other applies inside it, as without them")
    void eachItsOwn() {
        ApplyingCrypt applying = new ApplyingCrypt();
        Engine engine = Engine.of(applying);
        Engine plain = Engine.of(new TestCrypt());
        int[] before = {0};
        int[] during = {0};
        Lockstep.play(
                engine,
                plain,
                Party.of(hero(SubAttribute.STRENGTH)),
                2L,
                40,
                () -> before[0] = applying.inner.size(),
                played -> during[0] += applying.inner.size() > before[0] ? 1 : 0);
        assertThat(during[0]).as("applies with another inside").isGreaterThan(3);
        Engine fresh = Engine.of(new TestCrypt());
        Transition alone =
                fresh.apply(applying.start, fresh.legalActions(applying.start).get(0));
        assertThat(applying.inner).allSatisfy(t -> {
            assertThat(t.state()).isEqualTo(alone.state());
            assertThat(t.events()).isEqualTo(alone.events());
        });
    }
}

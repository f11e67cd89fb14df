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
 * A decision's legal actions are its own: a step lists them in a working list of its thread and the decision keeps a
 * copy, so later decisions change no earlier one's actions, and a decision computed while another is being listed
 * (a scenario hook asking an engine) lists its own (docs/architecture.md, "One action's path").
 */
@DisplayName("a decision's legal actions are its own, whatever the engine decides next or meanwhile")
class DecisionActionsTest {

    /** The Test Crypt, whose escape rule asks another engine for the decision of the state it is asked about. */
    static final class AskingCrypt extends TestCrypt {
        int asked;

        @Override
        public boolean escapeAllowed(GameState state, String tileId) {
            // asked while the hero's turn lists its actions
            asked += Engine.of(new TestCrypt()).legalActions(state).size() > 0 ? 1 : 0;
            return super.escapeAllowed(state, tileId);
        }
    }

    @Test
    @DisplayName("EN §36 / JP §35: the actions of forty decisions stay as they were, in and out of fights")
    void earlierActionsStay() {
        Engine engine = Engine.of(new TestCrypt());
        List<Decision> decided = new ArrayList<>();
        List<List<Action>> seen = new ArrayList<>();
        int fights = 0;
        for (long seed = 1; seed <= 3; seed++) {
            GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, seed);
            for (int i = 0; i < 40 && !s.isTerminal(); i++) {
                Decision d = engine.decision(s).orElseThrow();
                decided.add(d);
                seen.add(List.copyOf(d.legalActions()));
                fights += s.phase() instanceof Phase.Fighting ? 1 : 0;
                s = engine.apply(s, d.legalActions().get(0)).state();
            }
        }
        assertThat(fights).isGreaterThan(5);
        for (int i = 0; i < decided.size(); i++) {
            assertThat(decided.get(i).legalActions())
                    .as("decision %s", i)
                    .isNotEmpty()
                    .isEqualTo(seen.get(i));
        }
    }

    @Test
    @DisplayName("a decision asked for by a hook while the hero's actions are listed: both lists whole and right")
    void aDecisionInsideADecision() {
        AskingCrypt asking = new AskingCrypt();
        Engine engine = Engine.of(asking);
        Engine plain = Engine.of(new TestCrypt());
        GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 2L);
        GameState p = plain.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 2L);
        for (int i = 0; i < 40 && !s.isTerminal(); i++) {
            List<Action> legal = engine.legalActions(s);
            assertThat(legal).as("action %s", i).isEqualTo(plain.legalActions(p));
            s = engine.apply(s, legal.get(0)).state();
            p = plain.apply(p, legal.get(0)).state();
        }
        assertThat(asking.asked).as("the hook was asked inside a hero's turn").isGreaterThan(0);
    }
}

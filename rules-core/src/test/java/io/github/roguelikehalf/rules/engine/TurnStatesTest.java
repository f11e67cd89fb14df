package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The states a scenario's hooks see inside one {@code apply} (docs/architecture.md, "One action's path"): each carries
 * the action's step count and the dice as the action has rolled them, so the state the new decision is computed on is
 * the state returned, made once, when nothing changed after it; with dice handed in, the hooks see the same states and
 * the game's own dice do not move.
 */
@DisplayName("the states made inside one action: its step count, its dice, and the last one returned")
class TurnStatesTest {

    /** The Test Crypt, remembering the states its end condition was asked about (at every pass of the turn's loop). */
    private static final class WatchedCrypt extends TestCrypt {
        final List<GameState> seen = new ArrayList<>();

        @Override
        public Optional<Outcome> endCondition(GameState state) {
            seen.add(state);
            return super.endCondition(state);
        }
    }

    @Test
    @DisplayName("every state seen in an action has its step count; the last is the new state when it has a decision")
    void statesOfAnAction() {
        WatchedCrypt crypt = new WatchedCrypt();
        Engine engine = Engine.of(crypt);
        int fights = 0;
        int rolled = 0;
        for (long seed = 1; seed <= 6; seed++) {
            GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, seed);
            for (int i = 0; i < 60 && !s.isTerminal(); i++) {
                Action a = engine.legalActions(s).get(0);
                crypt.seen.clear();
                Transition t = engine.apply(s, a);
                GameState next = t.state();
                long steps = s.steps() + 1;
                assertThat(crypt.seen)
                        .allSatisfy(seen -> assertThat(seen.steps()).isEqualTo(steps));
                if (!next.isTerminal()) {
                    // the decision was computed on the state the action returns: the very object, not a copy
                    assertThat(crypt.seen).isNotEmpty();
                    assertThat(crypt.seen.get(crypt.seen.size() - 1)).isSameAs(next);
                }
                fights += next.phase() instanceof Phase.Fighting ? 1 : 0;
                rolled += next.rng().equals(s.rng()) ? 0 : 1;

                // the same action with the game's dice handed in: the same states seen, the game's dice unmoved
                List<GameState> own = List.copyOf(crypt.seen);
                crypt.seen.clear();
                Transition handed = engine.apply(s, a, Dice.resume(s.rng()));
                assertThat(handed.events()).isEqualTo(t.events());
                assertThat(handed.state().rng()).isEqualTo(s.rng());
                assertThat(crypt.seen).isEqualTo(own);
                s = next;
            }
        }
        assertThat(fights).as("the walk fights").isGreaterThan(3);
        assertThat(rolled).as("the walk rolls dice").isGreaterThan(3);
    }
}

package io.github.roguelikehalf.rules.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.play.RaceToTen.State;
import io.github.roguelikehalf.rules.play.RaceToTen.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AutoplayTest {

    private static final RaceToTen GAME = new RaceToTen();
    private static final int ENOUGH = 10_000;

    private static Playthrough<State, Step> play(long gameSeed, long policySeed) {
        return Autoplay.play(GAME, State.start(gameSeed), Policy.random(), Dice.seeded(policySeed), ENOUGH);
    }

    @Test
    @DisplayName("autoplay reaches a terminal state, and replaying its actions gives the identical end state")
    void playsToTheEndAndReplays() {
        Playthrough<State, Step> run = play(42, 7);

        assertThat(GAME.isTerminal(run.end())).isTrue();
        assertThat(GAME.outcome(run.end())).isPresent();
        assertThat(run.start()).isEqualTo(State.start(42));
        assertThat(run.steps()).isEqualTo(run.actions().size()).isPositive();
        assertThat(Autoplay.replay(GAME, run.start(), run.actions())).isEqualTo(run.end());
    }

    @Test
    @DisplayName("the same seeds give the same playthrough")
    void deterministic() {
        assertThat(play(42, 7)).isEqualTo(play(42, 7));
    }

    @Test
    @DisplayName("for any game seed and policy seed: the game ends, replay is identical and every state is valid")
    void replayProperty() {
        qt().forAll(longs().all(), longs().all()).checkAssert((gameSeed, policySeed) -> {
            Playthrough<State, Step> run = play(gameSeed, policySeed);
            State state = run.start();
            for (Step action : run.actions()) {
                assertThat(GAME.isTerminal(state)).isFalse();
                assertThat(GAME.outcome(state)).isEmpty();
                state = GAME.apply(state, action);
                assertThat(state.position()).isBetween(0, RaceToTen.GOAL + 1);
                assertThat(state.busts()).isBetween(0, RaceToTen.MAX_BUSTS);
                assertThat(GAME.legalActions(state).isEmpty()).isEqualTo(GAME.isTerminal(state));
            }
            assertThat(state).isEqualTo(run.end());
            assertThat(GAME.isTerminal(state)).isTrue();
            assertThat(GAME.isWin(state)).isEqualTo(GAME.outcome(state).equals(Optional.of("victory")));
        });
    }

    @Test
    @DisplayName("the policy's dice are its own: a policy that never draws leaves the game's rolls unchanged")
    void policyDiceAreSeparate() {
        Playthrough<State, Step> a = Autoplay.play(GAME, State.start(5), Policy.first(), Dice.seeded(1), ENOUGH);
        Playthrough<State, Step> b = Autoplay.play(GAME, State.start(5), Policy.first(), Dice.seeded(2), ENOUGH);

        assertThat(a).isEqualTo(b);
        assertThat(a.actions()).containsOnly(RaceToTen.ONE);
    }

    @Test
    @DisplayName("step limit: the game cannot end in 2 steps from the start, so a limit of 2 throws")
    void stepLimit() {
        assertThatThrownBy(() -> Autoplay.play(GAME, State.start(3), Policy.random(), Dice.seeded(3), 2))
                .isInstanceOfSatisfying(StepLimitExceededException.class, e -> {
                    assertThat(e.limit()).isEqualTo(2);
                    assertThat(e.getMessage()).contains("2").contains("did not end");
                });
    }

    @Test
    @DisplayName("step limit: exactly as many steps as the game needs is enough, one fewer is not")
    void stepLimitBoundary() {
        Playthrough<State, Step> run = play(11, 12);

        assertThat(Autoplay.play(GAME, State.start(11), Policy.random(), Dice.seeded(12), run.steps()))
                .isEqualTo(run);
        assertThatThrownBy(
                        () -> Autoplay.play(GAME, State.start(11), Policy.random(), Dice.seeded(12), run.steps() - 1))
                .isInstanceOf(StepLimitExceededException.class);
    }

    @Test
    @DisplayName("a terminal start takes no step, even with a limit of 0")
    void terminalStart() {
        State won = new State(RaceToTen.GOAL, 0, State.start(1).rng());

        Playthrough<State, Step> run = Autoplay.play(GAME, won, Policy.random(), Dice.of(), 0);

        assertThat(run.steps()).isZero();
        assertThat(run.end()).isEqualTo(won);
    }

    @Test
    @DisplayName("a policy that chooses an action that is not legal is rejected, naming it and the legal ones")
    void illegalChoiceRejected() {
        Policy<State, Step> cheat = (state, legal, dice) -> new Step(3);

        assertThatThrownBy(() -> Autoplay.play(GAME, State.start(1), cheat, Dice.of(), ENOUGH))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("step3")
                .hasMessageContaining("[step1, step2]");
    }

    @Test
    @DisplayName("a policy that chooses nothing (null) is rejected")
    void nullChoiceRejected() {
        Policy<State, Step> none = (state, legal, dice) -> null;

        assertThatThrownBy(() -> Autoplay.play(GAME, State.start(1), none, Dice.of(), ENOUGH))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("null");
    }

    @Test
    @DisplayName("a game whose state is not terminal but has no legal action breaks the contract")
    void brokenGameRejected() {
        Game<State, Step> broken = new Game<>() {
            @Override
            public List<Step> legalActions(State state) {
                return List.of();
            }

            @Override
            public boolean isTerminal(State state) {
                return false;
            }

            @Override
            public State apply(State state, Step action) {
                return state;
            }

            @Override
            public Optional<String> outcome(State state) {
                return Optional.empty();
            }

            @Override
            public boolean isWin(State state) {
                return false;
            }

            @Override
            public int progress(State state) {
                return 0;
            }
        };

        assertThatThrownBy(() -> Autoplay.play(broken, State.start(1), Policy.random(), Dice.of(), ENOUGH))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no legal action");
    }

    @Test
    @DisplayName("replay checks every action: an illegal one, or one after the end, is rejected")
    void replayRejectsBadActions() {
        Playthrough<State, Step> run = play(42, 7);

        assertThatThrownBy(() -> Autoplay.replay(GAME, run.start(), List.of(RaceToTen.ONE, new Step(5))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("action 2 of 2 (step5)")
                .hasMessageContaining("[step1, step2]");
        List<Step> tooMany = new ArrayList<>(run.actions());
        tooMany.add(RaceToTen.ONE);
        assertThatThrownBy(() -> Autoplay.replay(GAME, run.start(), tooMany))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("after the game ended");
    }

    @Test
    @DisplayName("replaying a prefix of the actions gives the state in between")
    void replayPrefix() {
        Playthrough<State, Step> run = play(42, 7);
        State state = run.start();
        for (int i = 0; i < run.steps(); i++) {
            assertThat(Autoplay.replay(GAME, run.start(), run.actions().subList(0, i)))
                    .isEqualTo(state);
            state = GAME.apply(state, run.actions().get(i));
        }
    }

    @Test
    @DisplayName("a playthrough keeps its steps equal to its actions, and its actions unmodifiable")
    void playthroughValidates() {
        State s = State.start(1);
        assertThatThrownBy(() -> new Playthrough<>(s, List.of(RaceToTen.ONE), s, 2))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> play(1, 1).actions().add(RaceToTen.ONE))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> Autoplay.play(GAME, s, Policy.random(), Dice.of(), -1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}

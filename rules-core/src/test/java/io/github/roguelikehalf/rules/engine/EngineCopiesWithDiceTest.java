package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A state from outside is checked before it is played (docs/architecture.md, "State, decisions, actions"); a copy of a
 * checked state that differs only in its dice (a search or a benchmark restarting from a position with new dice) holds
 * the same checked parts, so the engine gives it the same decision without checking it again. Any other change is
 * checked.
 */
@DisplayName("a copy of a checked state with other dice is not checked again; any other copy is")
class EngineCopiesWithDiceTest {

    private final CountingCrypt crypt = new CountingCrypt();
    private final Engine engine = Engine.of(crypt);

    /** A state in a fight, as an engine of the Test Crypt made it. */
    private static GameState inAFight(Engine engine) {
        GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 3L);
        for (int i = 0; i < 20 && !(s.phase() instanceof Phase.Fighting); i++) {
            s = engine.apply(s, engine.legalActions(s).get(0)).state();
        }
        assertThat(s.phase()).isInstanceOf(Phase.Fighting.class);
        return s;
    }

    private static Optional<Decision> afresh(GameState s) {
        return Engine.of(new TestCrypt()).decision(ImmutableGameState.copyOf(s));
    }

    @Test
    @DisplayName("copies with new dice of a foreign state: checked once, each with the state's decision")
    void copiesWithOtherDice() {
        // made by another engine: this one has never seen its parts
        GameState made = inAFight(Engine.of(new TestCrypt()));
        GameState foreign = ImmutableGameState.copyOf(made).withRng(RngState.of(1L));
        int before = crypt.checks;
        assertThat(engine.decision(foreign)).isEqualTo(afresh(made));
        assertThat(crypt.checks).isEqualTo(before + 1);
        for (long seed = 2; seed < 40; seed++) {
            GameState copy = ImmutableGameState.copyOf(foreign).withRng(RngState.of(seed));
            assertThat(engine.decision(copy)).isEqualTo(afresh(made));
            // played through: the same action as from the state, with the copy's own dice
            Action first = engine.legalActions(copy).get(0);
            assertThat(engine.apply(copy, first).events())
                    .isEqualTo(Engine.of(new TestCrypt())
                            .apply(ImmutableGameState.copyOf(copy), first)
                            .events());
        }
        assertThat(crypt.checks).isEqualTo(before + 1);
    }

    @Test
    @DisplayName("a copy with new dice of a state the engine made is not checked at all")
    void ownStateWithOtherDice() {
        GameState made = inAFight(engine);
        int before = crypt.checks;
        GameState copy = ImmutableGameState.copyOf(made).withRng(RngState.of(5L));
        assertThat(engine.decision(copy)).isEqualTo(afresh(made));
        assertThat(crypt.checks).isEqualTo(before);
        // a copy with other steps is a state from outside
        assertThat(engine.decision(ImmutableGameState.copyOf(made).withSteps(made.steps() + 2)))
                .isEqualTo(afresh(made));
        assertThat(crypt.checks).isEqualTo(before + 1);
    }

    @Test
    @DisplayName("a copy with another part (steps, the fight) is checked, and refused when wrong")
    void otherPartsAreChecked() {
        GameState made = inAFight(Engine.of(new TestCrypt()));
        GameState foreign = ImmutableGameState.copyOf(made).withRng(RngState.of(1L));
        engine.decision(foreign);
        int before = crypt.checks;
        GameState later = ImmutableGameState.copyOf(foreign).withSteps(foreign.steps() + 1);
        assertThat(engine.decision(later)).isEqualTo(afresh(made));
        assertThat(crypt.checks).isEqualTo(before + 1);
        Combat c = ((Phase.Fighting) foreign.phase()).combat();
        GameState stranger = ImmutableGameState.copyOf(foreign)
                .withRng(RngState.of(9L))
                .withPhase(new Phase.Fighting(c.actedBy(List.of("hero-9"))));
        assertThatThrownBy(() -> engine.decision(stranger))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("phase.combat.acted");
        // the refused copy is not remembered: asked again, it is checked and refused again
        assertThatThrownBy(() -> engine.decision(stranger)).isInstanceOf(RulesException.class);
    }
}

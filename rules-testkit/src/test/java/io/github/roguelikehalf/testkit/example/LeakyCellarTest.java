package io.github.roguelikehalf.testkit.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.roguelikehalf.testkit.ContractSuite;
import io.github.roguelikehalf.testkit.ContractViolation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract suite catches a scenario whose hook keeps hidden mutable state (EN §31 / JP §30: exploring), and one
 * whose creature rules read the dice.
 */
@DisplayName("The contract suite catches a scenario with hidden mutable state, or one that reads the dice")
class LeakyCellarTest {

    @Test
    @DisplayName("EN §31 / JP §30: exploring twice from the same state leads to different tiles: apply is no function")
    void hiddenStateIsCaught() {
        ContractViolation e = catchThrowableOfType(
                ContractViolation.class,
                () -> ContractSuite.of(LeakyCellar::new).steps(1_000).walks());

        assertThat(e).as("the suite must catch the leaky scenario").isNotNull();
        assertThat(e.check()).isEqualTo("apply is a function");
        assertThat(e.getMessage())
                .startsWith("engine contract broken: apply is a function: adventure 0 (game seed ")
                .containsPattern("\\], action \\d+ 'explore' in phase Exploring\\[\\]: 'explore' ")
                .endsWith("'explore' applied twice to the same state gave different transitions");
    }

    @Test
    @DisplayName(
            "EN §36 / JP §35: creatures that may be attacked only on odd dice: a decision that depends on the dice")
    void diceReadByARuleAreCaught() {
        ContractViolation e = catchThrowableOfType(
                ContractViolation.class,
                () -> ContractSuite.of(DiceReadingCellar::new).steps(1_000).walks());

        assertThat(e).as("the suite must catch the rule that reads the dice").isNotNull();
        assertThat(e.check()).isEqualTo("a decision does not depend on the dice");
        assertThat(e.getMessage())
                .startsWith("engine contract broken: a decision does not depend on the dice: adventure ")
                .contains("a copy of the state with other dice has another decision: ");
    }

    @Test
    @DisplayName("EN §31 / JP §30: the same suite passes the sound Cellar")
    void theSoundCellarPasses() {
        assertThat(ContractSuite.of(Cellar::new).steps(1_000).walks().steps()).isGreaterThanOrEqualTo(1_000);
    }
}

package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class OutcomeTest {

    @Test
    void labelNamesTheCauseForReports() {
        assertThat(new Outcome(Outcome.Termination.VICTORY, "the hall").label()).isEqualTo("victory");
        assertThat(new Outcome(Outcome.Termination.DEATH, "hero-1 fell to ogre", Optional.of("ogre")).label())
                .isEqualTo("death: ogre");
        assertThat(new Outcome(Outcome.Termination.EXPLORATION_LIMIT, "30").label())
                .isEqualTo("exploration-limit");
        assertThat(new Outcome(Outcome.Termination.DEATH, "x").isVictory()).isFalse();
    }
}

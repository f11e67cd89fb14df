package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.hookscenario.HookScenario;
import io.github.roguelikehalf.testkit.ContractSuite;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every event of the contract suite's walks is told in Japanese by {@link Narration}, with names instead of ids: no
 * English fallback, no word in Latin letters but the heroes' own names and dice notations.
 */
@DisplayName("Narration: every event of the walks is told in Japanese, with names instead of ids")
class JapaneseNarrationTest {

    @Test
    @DisplayName("the Test Crypt, walked by the contract suite, is told in Japanese throughout")
    void testCrypt() {
        assertThat(ContractSuite.of(TestCrypt::new)
                        .seed(0x5EED_0028L)
                        .narrations(Locale.JAPANESE)
                        .steps())
                .isGreaterThan(0);
    }

    @Test
    @DisplayName("the hook scenario, walked by the contract suite, is told in Japanese throughout")
    void hookScenario() {
        assertThat(ContractSuite.of(HookScenario::new)
                        .seed(0x5EED_0029L)
                        .narrations(Locale.JAPANESE)
                        .steps())
                .isGreaterThan(0);
    }
}

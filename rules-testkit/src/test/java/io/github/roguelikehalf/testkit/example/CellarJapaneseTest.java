package io.github.roguelikehalf.testkit.example;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.testkit.ContractSuite;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The testkit's example scenario is told in Japanese throughout by the contract suite's walks. */
@DisplayName("Example cellar: every event of the walks is told in Japanese, with names instead of ids")
class CellarJapaneseTest {

    @Test
    @DisplayName("the contract suite's walks of the example cellar are told in Japanese throughout")
    void toldInJapanese() {
        assertThat(ContractSuite.of(Cellar::new).narrations(Locale.JAPANESE).steps())
                .isGreaterThan(0);
    }
}

package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.testkit.ContractSuite;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The examples' Goblin Cellar is told in Japanese throughout, as every scenario of the project is. */
class GoblinCellarJapaneseTest {

    @Test
    @DisplayName("the contract suite's walks of the Goblin Cellar are told in Japanese throughout, questions included")
    void toldInJapanese() {
        assertThat(ContractSuite.of(GoblinCellar::new)
                        .seed(0x5EED_0030L)
                        .narrations(Locale.JAPANESE)
                        .steps())
                .isGreaterThan(0);
    }
}

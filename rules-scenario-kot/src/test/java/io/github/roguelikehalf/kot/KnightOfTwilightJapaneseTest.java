package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.testkit.ContractSuite;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Knight of Twilight is told in Japanese throughout: the contract suite's walks, every event through {@code
 * Narration}, with no English fallback and no word in Latin letters but the heroes' names and dice notations.
 */
@DisplayName("Knight of Twilight: every event of the walks is told in Japanese, with names instead of ids")
class KnightOfTwilightJapaneseTest {

    @Test
    @DisplayName("the contract suite's walks of Knight of Twilight are told in Japanese throughout")
    void toldInJapanese() {
        assertThat(ContractSuite.of(KnightOfTwilight::new)
                        .seed(0x5EED_0028L)
                        .narrations(Locale.JAPANESE)
                        .steps())
                .isGreaterThan(0);
    }

    @Test
    @DisplayName("docs/glossary.md lists every Japanese name of Knight of Twilight, English to Japanese and back")
    void glossaryListsEveryName() throws java.io.IOException {
        String glossary = java.nio.file.Files.readString(
                java.nio.file.Path.of("..", "docs", "glossary.md"), java.nio.charset.StandardCharsets.UTF_8);
        var names = new KnightOfTwilight().names().orElseThrow().japanese();
        assertThat(names).hasSizeGreaterThan(50);
        names.forEach((english, japanese) -> assertThat(glossary)
                .contains("| " + english + " | " + japanese + " |")
                .contains("| " + japanese + " | " + english + " |"));
    }
}

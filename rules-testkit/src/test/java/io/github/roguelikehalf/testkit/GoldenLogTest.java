package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.testkit.example.Cellar;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Golden logs: a playthrough as text, compared with its file")
class GoldenLogTest {

    private static final Fixture CELLAR = Fixture.of(new Cellar());

    private static String play(long seed) {
        GameState start = CELLAR.seed(seed).hero(SubAttribute.STRENGTH).exploring();
        return GoldenLog.play(
                "cellar, seed " + seed,
                CELLAR.engine(),
                start,
                BaselinePolicy.of(CELLAR.engine()),
                Dice.seeded(seed + 1_000));
    }

    @Test
    void theLogHasAHeaderAnActionLineBeforeItsEventsAndTheOutcomeLast() {
        String log = play(1);
        String[] lines = log.lines().toArray(String[]::new);

        assertThat(lines[0]).isEqualTo("# cellar, seed 1");
        assertThat(lines[1]).startsWith("> ");
        assertThat(lines[2]).startsWith("  [");
        assertThat(lines[lines.length - 1]).startsWith("= ").endsWith(" actions");
        assertThat(log).endsWith("\n");
        // the same seeds play the same adventure
        assertThat(play(1)).isEqualTo(log);
    }

    @Test
    void aMatchingFilePasses(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("cellar-1.txt");
        Files.writeString(file, play(1), StandardCharsets.UTF_8);

        GoldenLog.check(file, play(1));
    }

    @Test
    void aMissingFileFailsAndSaysHowToWriteIt(@TempDir Path dir) {
        Path file = dir.resolve("missing.txt");

        assertThatThrownBy(() -> GoldenLog.check(file, play(1)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("missing.txt is missing")
                .hasMessageContaining("-Dgolden.update=true");
        assertThat(file).doesNotExist();
    }

    @Test
    void aChangedPlaythroughFailsNamingTheFirstLineThatDiffers(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("cellar-1.txt");
        String log = play(1);
        Files.writeString(file, log.replaceFirst("\n> ", "\n> something else\n> "), StandardCharsets.UTF_8);

        assertThatThrownBy(() -> GoldenLog.check(file, log))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("at line 2:")
                .hasMessageContaining("golden: > something else")
                .hasMessageContaining("played: > ");
    }

    @Test
    void aLogThatStopsEarlyIsADifferenceToo() {
        assertThat(GoldenLog.difference(Path.of("g.txt"), "# a\n> b\n= c\n", "# a"))
                .contains("at line 2:")
                .contains("golden: > b")
                .contains("played: (end of log)");
    }
}

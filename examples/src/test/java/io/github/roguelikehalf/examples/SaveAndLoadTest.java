package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the README's save-and-load example. */
class SaveAndLoadTest {

    @Test
    void aGameSavedToAFileReadsBackEqualAndPlaysOnAsTheOriginal(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("game.json");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GameState loaded = SaveAndLoad.run(file, new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertThat(bytes.toString(StandardCharsets.UTF_8)).startsWith("saved and loaded equal: true");
        assertThat(Files.readString(file)).contains("\"format\": \"roguelike-half/snapshot\"");

        // The same three actions from the same seed give the state that was saved.
        RuleOptions rules = RuleOptions.englishEdition();
        Engine engine = Engine.of(new GoblinCellar());
        GameState state = engine.start(Parties.warriorWithSoldiers(rules), rules, 7L);
        for (int i = 0; i < 3; i++) {
            state = engine.apply(state, engine.legalActions(state).get(0)).state();
        }
        assertThat(loaded).isEqualTo(state);
        assertThat(engine.apply(loaded, engine.legalActions(loaded).get(0)).events())
                .isEqualTo(
                        engine.apply(state, engine.legalActions(state).get(0)).events());
        assertThat(Snapshots.write(loaded)).isEqualTo(Files.readString(file));
    }
}

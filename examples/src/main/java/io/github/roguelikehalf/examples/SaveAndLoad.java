package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Transition;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** The README's "save and load a game": a game saved to a JSON file in the middle and played on from it. */
public final class SaveAndLoad {

    private SaveAndLoad() {}

    /**
     * Plays a few actions, saves the game to a file, reads it back and plays one more action from the copy.
     *
     * @param file where to save the game
     * @param out where to print
     * @return the game read back from the file
     */
    public static GameState run(Path file, PrintStream out) {
        RuleOptions rules = RuleOptions.englishEdition();
        Engine engine = Engine.of(new GoblinCellar());
        GameState state = engine.start(Parties.warriorWithSoldiers(rules), rules, 7L);
        for (int i = 0; i < 3 && !state.isTerminal(); i++) {
            state = engine.apply(state, engine.legalActions(state).get(0)).state();
        }

        Snapshots.write(state, file); // one JSON document: the party, the phase, the dice, the scenario's state
        GameState loaded = Snapshots.read(file, engine); // validated; a bad file throws SnapshotException

        out.println("saved and loaded equal: " + loaded.equals(state));
        Transition next = engine.apply(loaded, engine.legalActions(loaded).get(0));
        next.events().forEach(out::println);
        return loaded;
    }

    /**
     * Entry point: saves to a temporary file.
     *
     * @param args ignored
     * @throws IOException if the temporary file cannot be made
     */
    public static void main(String[] args) throws IOException {
        Path file = Files.createTempFile("roguelike-half-", ".json");
        try {
            run(file, System.out);
        } finally {
            Files.deleteIfExists(file);
        }
    }
}

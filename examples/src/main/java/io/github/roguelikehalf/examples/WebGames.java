package io.github.roguelikehalf.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.engine.Transition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The games of the web example, kept in a directory by game id: {@code ID.json}, the game's rules-json snapshot
 * (which {@code play}'s {@code load FILE} also reads), and {@code ID.log.json}, what was done and told so far. Each
 * file is replaced whole (written beside it, then moved), the log first: a log entry past the snapshot's step is
 * dropped when read, so a crash between the two writes loses at most the last action, never mixes two states.
 */
final class WebGames {

    /** A game id: 16 lower-case hex digits. Nothing else reaches the file system. */
    private static final Pattern ID = Pattern.compile("[0-9a-f]{16}");

    /**
     * One game as read: its id, engine, state and log ({@code [{step, action, label: {en, ja}, events: [{rule, en,
     * ja}]}]}; a log written before labels had both languages has {@code label} as one English string).
     */
    record Game(String id, Engine engine, GameState state, ArrayNode log) {}

    private final Path dir;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Object> locks = new ConcurrentHashMap<>();
    private final Map<String, Engine> engines = new ConcurrentHashMap<>();

    /**
     * The games kept in a directory, created if missing.
     *
     * @param dir the directory
     */
    WebGames(Path dir) {
        try {
            this.dir = Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the games directory " + dir, e);
        }
    }

    /** The directory the games are kept in. */
    Path dir() {
        return dir;
    }

    /** The engine of a scenario, made once. */
    Engine engine(String scenarioId) {
        return engines.computeIfAbsent(scenarioId, Engine::forScenario);
    }

    /** Keeps a new game under a new id, with an empty log. */
    Game create(GameState state) {
        Engine engine = engine(state.scenarioId());
        String id;
        do {
            byte[] bytes = new byte[8];
            random.nextBytes(bytes);
            id = HexFormat.of().formatHex(bytes);
        } while (Files.exists(snapshotFile(id)));
        ArrayNode log = ServeJson.MAPPER.createArrayNode();
        synchronized (lock(id)) {
            write(logFile(id), log.toString());
            write(snapshotFile(id), Snapshots.write(state));
        }
        return new Game(id, engine, state, log);
    }

    /**
     * A kept game.
     *
     * @throws Serve.Refused {@code unknown-game} if there is none of that id
     */
    Game find(String id) {
        synchronized (lock(known(id))) {
            return read(id);
        }
    }

    /**
     * Applies a legal action to a kept game and keeps the result; on any exception nothing is written.
     *
     * @throws io.github.roguelikehalf.rules.engine.IllegalActionException if the action is not legal now
     * @throws Serve.Refused {@code unknown-game}, or {@code game-over} if the adventure has ended
     */
    Game apply(String id, Action action) {
        synchronized (lock(known(id))) {
            Game g = read(id);
            if (g.state().isTerminal()) {
                throw new Serve.Refused(
                        "game-over",
                        "the adventure is over: " + g.state().outcome().orElseThrow());
            }
            Transition t = g.engine().apply(g.state(), action);
            ArrayNode log = g.log().deepCopy();
            ObjectNode entry = log.addObject().put("step", t.state().steps()).put("action", action.toString());
            ObjectNode label = entry.putObject("label");
            for (Narrator lang : Narrator.values()) {
                label.put(
                        lang.name().toLowerCase(java.util.Locale.ROOT),
                        Labels.describe(
                                lang.texts(),
                                action,
                                Narration.of(g.engine().scenario(), lang.locale())
                                        .with(g.state())::name));
            }
            ArrayNode events = entry.putArray("events");
            for (Event e : t.events()) {
                events.addObject()
                        .put("rule", e.rule())
                        .put("en", Narrator.EN.tell(g.engine().scenario(), g.state(), t.state(), e))
                        .put("ja", Narrator.JA.tell(g.engine().scenario(), g.state(), t.state(), e));
            }
            write(logFile(id), log.toString());
            write(snapshotFile(id), Snapshots.write(t.state()));
            return new Game(id, g.engine(), t.state(), log);
        }
    }

    /**
     * A kept game's snapshot, as written.
     *
     * @throws Serve.Refused {@code unknown-game} if there is none of that id
     */
    String snapshot(String id) {
        synchronized (lock(known(id))) {
            Path file = snapshotFile(id);
            try {
                return Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private Game read(String id) {
        Path file = snapshotFile(id);
        try {
            String json = Files.readString(file, StandardCharsets.UTF_8);
            Engine engine = engine(Snapshots.read(json).scenarioId());
            GameState state = Snapshots.read(json, engine);
            ArrayNode log = ServeJson.MAPPER.createArrayNode();
            Path logFile = logFile(id);
            if (Files.exists(logFile)) {
                for (JsonNode entry : ServeJson.MAPPER.readTree(logFile.toFile())) {
                    if (entry.path("step").asInt() <= state.steps()) {
                        log.add(entry);
                    }
                }
            }
            return new Game(id, engine, state, log);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read game " + id, e);
        }
    }

    private String known(String id) {
        if (!ID.matcher(id).matches() || !Files.exists(snapshotFile(id))) {
            throw new Serve.Refused(
                    "unknown-game", "there is no game '" + shorten(id) + "'; start one with POST api/games");
        }
        return id;
    }

    private static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    private Object lock(String id) {
        return locks.computeIfAbsent(id, k -> new Object());
    }

    private Path snapshotFile(String id) {
        return dir.resolve(id + ".json");
    }

    private Path logFile(String id) {
        return dir.resolve(id + ".log.json");
    }

    private static void write(Path file, String text) {
        try {
            Path tmp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}

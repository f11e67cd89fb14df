package io.github.roguelikehalf.json;

import io.github.roguelikehalf.json.v1.Write;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.scenario.Scenarios;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Saves and loads Roguelike Half states as JSON snapshots (format {@code roguelike-half/snapshot}, version 1; see
 * {@code docs/snapshots.md} and {@link #schema()}).
 *
 * <pre>{@code
 * Snapshots.write(state, Path.of("save.json"));
 * GameState again = Snapshots.read(Path.of("save.json"));   // equal to state
 * }</pre>
 *
 * <p>Writing gives one canonical text per state: two spaces of indentation, fields in a fixed order, sets and maps
 * sorted, {@code \n} line ends. Reading checks everything: the format and version, every field's presence and type,
 * every name and item key, every value's range, and the state as a whole against its scenario ({@link
 * Engine#validate(GameState)}); it throws a {@link SnapshotException} naming the JSON path of the first problem, and
 * never returns a half-read state. Input is bounded: see the {@code MAX_} constants. Every released version of the
 * format stays readable.
 *
 * <p>All methods are thread-safe. Null arguments are rejected with a {@link NullPointerException} naming the
 * parameter.
 *
 * <p>Jackson 2.16.0 or a later 2.x is needed (the token limit is applied from 2.18 on); on an older Jackson every
 * method throws an {@link IllegalStateException} naming the versions found, rather than a {@code NoSuchMethodError}
 * from inside Jackson.
 */
public final class Snapshots {

    /** The value of a snapshot's {@code format} field. */
    public static final String FORMAT = Write.FORMAT;

    /** The version this library writes, and the newest it reads. */
    public static final int VERSION = Write.VERSION;

    /** The most characters (or bytes, from a stream) a snapshot may have: 1,000,000. */
    public static final long MAX_DOCUMENT_LENGTH = 1_000_000;

    /** The deepest nesting of arrays and objects: 32 (a snapshot of version 1 needs at most 9). */
    public static final int MAX_NESTING_DEPTH = 32;

    /** The longest string value: 10,000 characters. */
    public static final int MAX_STRING_LENGTH = 10_000;

    /** The longest field name: 1,000 characters. */
    public static final int MAX_NAME_LENGTH = 1_000;

    /** The longest number: 24 characters (a long has at most 20). */
    public static final int MAX_NUMBER_LENGTH = 24;

    /** The most tokens (values, names, brackets) a snapshot may have: 100,000. */
    public static final long MAX_TOKEN_COUNT = 100_000;

    private static final String SCHEMA = "/io/github/roguelikehalf/json/snapshot-v1.schema.json";

    private Snapshots() {}

    /**
     * Writes a game state.
     *
     * @param state the state
     * @return the snapshot, ending with a line break
     */
    public static String write(GameState state) {
        return Codec.write(Write.snapshot(Objects.requireNonNull(state, "state")));
    }

    /**
     * Writes a game state to a stream, in UTF-8. The stream is left open.
     *
     * @param state the state
     * @param out where to write
     * @throws UncheckedIOException if the stream fails
     */
    public static void write(GameState state, OutputStream out) {
        String json = write(state);
        Objects.requireNonNull(out, "out");
        try {
            out.write(json.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes a game state to a file, in UTF-8, replacing it.
     *
     * @param state the state
     * @param file the file
     * @throws UncheckedIOException if the file cannot be written
     */
    public static void write(GameState state, Path file) {
        String json = write(state);
        Objects.requireNonNull(file, "file");
        try {
            Files.writeString(file, json, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a game state whose scenario is found with {@link Scenarios#load()}.
     *
     * @param json the snapshot
     * @return the state, checked with {@link Engine#validate(GameState)}
     * @throws SnapshotException if the snapshot is bad or names an unknown scenario; the message names the path
     */
    public static GameState read(String json) {
        Objects.requireNonNull(json, "json");
        return Codec.game(Codec.parse(json), Codec.loaded());
    }

    /**
     * Reads a game state of an engine's scenario.
     *
     * @param json the snapshot
     * @param engine the engine that will play it
     * @return the state, checked with {@link Engine#validate(GameState)}
     * @throws SnapshotException if the snapshot is bad or of another scenario
     */
    public static GameState read(String json, Engine engine) {
        Objects.requireNonNull(json, "json");
        Objects.requireNonNull(engine, "engine");
        return Codec.game(Codec.parse(json), Codec.only(engine));
    }

    /**
     * Reads a game state from a stream of UTF-8 (the stream is left open), its scenario found with {@link
     * Scenarios#load()}.
     *
     * @param in the snapshot
     * @return the state
     * @throws SnapshotException if the snapshot is bad
     * @throws UncheckedIOException if the stream fails
     */
    public static GameState read(InputStream in) {
        Objects.requireNonNull(in, "in");
        return Codec.game(Codec.parse(in), Codec.loaded());
    }

    /**
     * Reads a game state of an engine's scenario from a stream of UTF-8 (the stream is left open).
     *
     * @param in the snapshot
     * @param engine the engine that will play it
     * @return the state
     * @throws SnapshotException if the snapshot is bad or of another scenario
     * @throws UncheckedIOException if the stream fails
     */
    public static GameState read(InputStream in, Engine engine) {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(engine, "engine");
        return Codec.game(Codec.parse(in), Codec.only(engine));
    }

    /**
     * Reads a game state from a file, its scenario found with {@link Scenarios#load()}.
     *
     * @param file the file
     * @return the state
     * @throws SnapshotException if the snapshot is bad
     * @throws UncheckedIOException if the file cannot be read
     */
    public static GameState read(Path file) {
        Objects.requireNonNull(file, "file");
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a game state of an engine's scenario from a file.
     *
     * @param file the file
     * @param engine the engine that will play it
     * @return the state
     * @throws SnapshotException if the snapshot is bad or of another scenario
     * @throws UncheckedIOException if the file cannot be read
     */
    public static GameState read(Path file, Engine engine) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(engine, "engine");
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, engine);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes a hero on its own, e.g. between adventures.
     *
     * @param hero the hero
     * @return the snapshot, of kind {@code hero}
     */
    public static String writeHero(Hero hero) {
        return Codec.write(Write.snapshot(Objects.requireNonNull(hero, "hero")));
    }

    /**
     * Reads a hero on its own.
     *
     * @param json the snapshot, of kind {@code hero}
     * @return the hero
     * @throws SnapshotException if the snapshot is bad
     */
    public static Hero readHero(String json) {
        return Codec.hero(Codec.parse(Objects.requireNonNull(json, "json")));
    }

    /**
     * Writes a scenario's own state on its own: the campaign value carried from one adventure to the next.
     *
     * @param scenarioState the scenario's state
     * @return the snapshot, of kind {@code scenario-state}
     */
    public static String writeScenarioState(ScenarioState scenarioState) {
        return Codec.write(Write.snapshot(Objects.requireNonNull(scenarioState, "scenarioState")));
    }

    /**
     * Reads a scenario's own state on its own.
     *
     * @param json the snapshot, of kind {@code scenario-state}
     * @return the scenario's state
     * @throws SnapshotException if the snapshot is bad
     */
    public static ScenarioState readScenarioState(String json) {
        return Codec.scenarioState(Codec.parse(Objects.requireNonNull(json, "json")));
    }

    /**
     * The JSON Schema (draft 2020-12) of the format's version 1.
     *
     * @return the schema's text
     */
    public static String schema() {
        try (InputStream in = Snapshots.class.getResourceAsStream(SCHEMA)) {
            if (in == null) {
                throw new IllegalStateException("the schema " + SCHEMA + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

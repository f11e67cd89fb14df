package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Optional;

/**
 * rules-json's {@code Snapshots.write(GameState)} and {@code Snapshots.read(String, Engine)}, found on the class path
 * (the testkit does not depend on rules-json).
 */
final class JsonSnapshots {

    private final Method write;
    private final Method read;

    private JsonSnapshots(Method write, Method read) {
        this.write = write;
        this.read = read;
    }

    /** rules-json's snapshots, or empty when it is not on the class path (or in the module graph). */
    static Optional<JsonSnapshots> detect() {
        try {
            Class<?> snapshots = Class.forName(
                    SnapshotRoundTrip.RULES_JSON_SNAPSHOTS, true, SnapshotRoundTrip.class.getClassLoader());
            return Optional.of(new JsonSnapshots(
                    snapshots.getMethod("write", GameState.class),
                    snapshots.getMethod("read", String.class, Engine.class)));
        } catch (ClassNotFoundException | LinkageError | NoSuchMethodException e) {
            return Optional.empty();
        }
    }

    /** The snapshot of a state. */
    String write(GameState state) {
        return (String) call(write, state);
    }

    /** The state of a snapshot, read for an engine; rules-json's exceptions come through as they are. */
    GameState read(String json, Engine engine) {
        return (GameState) call(read, json, engine);
    }

    private static Object call(Method m, Object... args) {
        try {
            return m.invoke(null, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("rules-json's Snapshots cannot be called: " + e.getMessage(), e);
        }
    }
}

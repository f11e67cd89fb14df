package io.github.roguelikehalf.json.v1;

import io.github.roguelikehalf.json.SnapshotException;
import io.github.roguelikehalf.rules.RulesException;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/** Where in a document a value is read, as a JSON path such as {@code $.game.party.heroes[0].life}. */
public final class At {

    /** The document itself. */
    public static final At ROOT = new At("$");

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private static final int SHOWN = 60;

    private final String path;

    private At(String path) {
        this.path = path;
    }

    /**
     * A field of the object here.
     *
     * @param name the field's name, a plain word
     * @return the field's place
     */
    public At field(String name) {
        return new At(path + "." + name);
    }

    /**
     * An element of the array here.
     *
     * @param index the index
     * @return the element's place
     */
    public At index(int index) {
        return new At(path + "[" + index + "]");
    }

    /**
     * A member of the map-like object here, such as an effect under its key.
     *
     * @param key the key, any string
     * @return the member's place
     */
    public At key(String key) {
        return PLAIN.matcher(key).matches()
                ? new At(path + "." + key)
                : new At(path + "['" + shorten(key).replace("\\", "\\\\").replace("'", "\\'") + "']");
    }

    /**
     * The path.
     *
     * @return e.g. {@code $.game.phase}
     */
    public String path() {
        return path;
    }

    /**
     * The exception for a problem here.
     *
     * @param problem what is wrong
     * @return the exception, to throw
     */
    public SnapshotException fail(String problem) {
        return new SnapshotException(path, problem);
    }

    /**
     * A required field's value.
     *
     * @param <T> its type
     * @param value the value read, null when missing
     * @param field the field's name
     * @return the value
     */
    public <T> T req(T value, String field) {
        if (value == null) {
            throw field(field).fail("missing field (or null)");
        }
        return value;
    }

    /**
     * Builds a core value, turning the core's complaint into a snapshot exception here.
     *
     * @param <T> the value's type
     * @param build how to build it
     * @return the value
     */
    public <T> T build(Supplier<T> build) {
        try {
            return build.get();
        } catch (RulesException | IllegalArgumentException | IllegalStateException | NullPointerException e) {
            throw fail(String.valueOf(e.getMessage()));
        }
    }

    /**
     * A string cut for a message.
     *
     * @param s the string
     * @return the string, or its start with its length
     */
    public static String shorten(String s) {
        return s.length() <= SHOWN ? s : s.substring(0, SHOWN) + "... (" + s.length() + " characters)";
    }

    @Override
    public String toString() {
        return path;
    }
}

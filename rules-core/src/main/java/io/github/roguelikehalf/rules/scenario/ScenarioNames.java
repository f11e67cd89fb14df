package io.github.roguelikehalf.rules.scenario;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A scenario's Japanese names and sentences, read from a UTF-8 resource of lines {@code key<TAB>japanese}: a key is an
 * id or an English name or title ({@code giant-rat}, {@code giant rat}), or the English template of one of the
 * scenario's own events, with placeholders in braces ({@code {a} opens the chest: {b}}; {@code {n}}, {@code {m}},
 * {@code {k}} are numbers, any other a name); blank lines and lines starting with {@code #} are skipped. A scenario
 * gives them with {@link Scenario#names()}.
 *
 * <p>An immutable value.
 */
public final class ScenarioNames {

    private final Map<String, String> japanese;
    private final Map<String, String> templates;

    private ScenarioNames(Map<String, String> japanese, Map<String, String> templates) {
        this.japanese = Collections.unmodifiableMap(japanese);
        this.templates = Collections.unmodifiableMap(templates);
    }

    /**
     * Reads the names from a resource, e.g. {@code ScenarioNames.read(MyScenario.class.getResourceAsStream(
     * "names_ja.tsv"), "names_ja.tsv")}: the scenario opens its own resource, which its module may keep to itself.
     *
     * @param stream the resource, or null if it was not found; it is closed
     * @param resource the resource's name, for messages
     * @return the names
     * @throws IllegalArgumentException if the resource is missing or a line has no tab
     */
    public static ScenarioNames read(InputStream stream, String resource) {
        Map<String, String> m = new LinkedHashMap<>();
        Map<String, String> t = new LinkedHashMap<>();
        try (InputStream in = stream) {
            if (in == null) {
                throw new IllegalArgumentException("no resource " + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                if (tab < 1) {
                    throw new IllegalArgumentException(resource + ": a line is key<TAB>name, was '" + line + "'");
                }
                String key = line.substring(0, tab).trim();
                (key.contains("{") ? t : m).put(key, line.substring(tab + 1).trim());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ScenarioNames(m, t);
    }

    /**
     * The name of a key in a language.
     *
     * @param key an id or an English name
     * @param locale the language: Japanese gives the names read, any other none
     * @return the name, or empty
     */
    public Optional<String> name(String key, Locale locale) {
        Objects.requireNonNull(key, "key");
        if (!Locale.JAPANESE.getLanguage().equals(locale.getLanguage())) {
            return Optional.empty();
        }
        return Optional.ofNullable(japanese.get(key));
    }

    /**
     * The English templates of the scenario's own events and their Japanese, in the order read.
     *
     * @return an unmodifiable map
     */
    public Map<String, String> templates() {
        return templates;
    }

    /**
     * Every key but the templates and its Japanese name, in the order read: the scenario's glossary.
     *
     * @return an unmodifiable map
     */
    public Map<String, String> japanese() {
        return japanese;
    }
}

package io.github.roguelikehalf.rules.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The texts of the events without a {@link Fact}, in English and Japanese, read from the UTF-8 resource {@code
 * narration.tsv}: one line per kind of event, {@code english<TAB>japanese}. A template's placeholders are typed by
 * their names: {@code {n}}, {@code {m}}, {@code {k}} are numbers, shown as they are; any other ({@code {a}}, {@code
 * {b}}...) is a hero, creature, group, follower, item, effect, tile or option, shown by its name in the language. The
 * first template whose English matches the whole of an event's English text is the event's message.
 */
final class EventTemplates {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z][a-z0-9]*)}");

    /** One kind of event. */
    record Template(Pattern english, List<String> names, String englishText, String japanese) {

        /** The text in a language, its placeholders filled by {@code name} (numbers as they are). */
        String render(boolean inJapanese, Matcher m, UnaryOperator<String> name) {
            String out = inJapanese ? japanese : englishText;
            for (String p : names) {
                String value = m.group(p);
                out = out.replace("{" + p + "}", isNumber(p) ? value : name.apply(value));
            }
            return out;
        }
    }

    static final List<Template> ALL = load();

    private EventTemplates() {}

    /**
     * The template that reads an English text, with the match.
     *
     * @param english the event's text
     * @return the template and its match, or empty
     */
    static Optional<Matched> match(String english) {
        return match(ALL, english);
    }

    static Optional<Matched> match(List<Template> templates, String english) {
        for (Template t : templates) {
            Matcher m = t.english().matcher(english);
            if (m.matches()) {
                return Optional.of(new Matched(t, m));
            }
        }
        return Optional.empty();
    }

    /** A template with the text it matched. */
    record Matched(Template template, Matcher matcher) {
        String render(boolean inJapanese, UnaryOperator<String> name) {
            return template.render(inJapanese, matcher, name);
        }
    }

    private static boolean isNumber(String placeholder) {
        char c = placeholder.charAt(0);
        return c == 'n' || c == 'm' || c == 'k';
    }

    private static List<Template> load() {
        List<Template> out = new ArrayList<>();
        try (InputStream in = EventTemplates.class.getResourceAsStream("narration.tsv")) {
            if (in == null) {
                throw new IllegalStateException("narration.tsv is missing from rules-core");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\t", -1);
                if (parts.length != 2) {
                    throw new IllegalStateException("narration.tsv: a line is english<TAB>japanese: " + line);
                }
                out.add(compile(parts[0], parts[1]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(out);
    }

    static Template compile(String english, String japanese) {
        StringBuilder regex = new StringBuilder();
        List<String> names = new ArrayList<>();
        Matcher m = PLACEHOLDER.matcher(english);
        int at = 0;
        while (m.find()) {
            regex.append(Pattern.quote(english.substring(at, m.start())));
            String p = m.group(1);
            regex.append("(?<")
                    .append(p)
                    .append('>')
                    .append(isNumber(p) ? "-?\\d+" : ".+?")
                    .append(')');
            names.add(p);
            at = m.end();
        }
        regex.append(Pattern.quote(english.substring(at)));
        return new Template(Pattern.compile(regex.toString()), List.copyOf(names), english, japanese);
    }
}

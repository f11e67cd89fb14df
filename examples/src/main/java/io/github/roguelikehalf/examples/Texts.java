package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.Names;
import io.github.roguelikehalf.rules.engine.Outcome;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * Every text the examples' commands print to a person (prompts, labels, help, errors, status lines, headers), in one
 * language: {@code texts.properties} (English) and {@code texts_ja.properties} (Japanese) beside this class, with the
 * same keys. Events themselves are told by the library's {@code Narration}.
 */
final class Texts {

    private static final String BUNDLE = "io.github.roguelikehalf.examples.texts";

    private final ResourceBundle bundle;
    private final Locale locale;

    private Texts(ResourceBundle bundle, Locale locale) {
        this.bundle = bundle;
        this.locale = locale;
    }

    /**
     * The texts of a language; English for any language without its own file, whatever the default locale.
     *
     * @param locale the language
     * @return the texts
     */
    static Texts of(Locale locale) {
        return new Texts(
                ResourceBundle.getBundle(
                        BUNDLE,
                        locale,
                        Texts.class.getClassLoader(),
                        ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)),
                locale);
    }

    /**
     * One text, its placeholders filled in; numbers are written plainly (no grouping).
     *
     * @param key the key in the bundle
     * @param args what fills {@code {0}}, {@code {1}}...
     * @return the text
     */
    String say(String key, Object... args) {
        Object[] plain = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            plain[i] = args[i] instanceof Number ? args[i].toString() : args[i];
        }
        return new MessageFormat(bundle.getString(key), bundle.getLocale()).format(plain);
    }

    /** Names joined with the language's separator. */
    String list(List<String> names) {
        return String.join(bundle.getString("list.separator"), names);
    }

    /** How an adventure ended: its kind, and in English the engine's detail. */
    String outcome(Outcome o) {
        return say("outcome", say("outcome." + o.termination().key()), o.detail());
    }

    /** A rule term of the base rules by its key (e.g. {@code sub-attribute.strength}) in this language. */
    String term(String key) {
        return Names.byKey(key).map(t -> t.displayName(locale)).orElse(key);
    }

    /** Whether the language has a text of this key. */
    boolean has(String key) {
        return bundle.containsKey(key);
    }
}

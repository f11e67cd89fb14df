package io.github.roguelikehalf.rules;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The names of the {@link RuleTerm rule terms} in English and Japanese, read from the resource bundle
 * {@code io.github.roguelikehalf.rules.names} (English is the base bundle, {@code names_ja} the Japanese one).
 *
 * <p>Any locale whose language is Japanese gives the Japanese names; every other locale gives the English names.
 * The default locale of the JVM plays no part, so the same call gives the same name on every machine. The bundles
 * live in this module and package, and load the same way on the module path and on the class path; the JDK caches
 * them.
 */
public final class Names {

    /** The base name of the resource bundle. */
    private static final String BUNDLE = "io.github.roguelikehalf.rules.names";

    private static final Set<Locale> SUPPORTED =
            Collections.unmodifiableSet(new LinkedHashSet<>(List.of(Locale.ENGLISH, Locale.JAPANESE)));

    private static final Map<String, RuleTerm> BY_KEY =
            Arrays.stream(RuleTerm.values()).collect(Collectors.toUnmodifiableMap(RuleTerm::key, Function.identity()));

    private Names() {}

    /**
     * The name of a rule term in a locale.
     *
     * @param term the term
     * @param locale the locale; a Japanese one (any country or variant) gives Japanese, any other English
     * @return the name, e.g. "Knockout" for {@link RuleTerm#KNOCKOUT} in English, "気絶" in Japanese
     * @throws java.util.MissingResourceException if the bundles lack the term, which the tests rule out
     */
    public static String of(RuleTerm term, Locale locale) {
        Objects.requireNonNull(term, "term");
        return bundle(Objects.requireNonNull(locale, "locale")).getString(term.key());
    }

    /**
     * The rule term with a key.
     *
     * @param key a key as returned by {@link RuleTerm#key()}, e.g. {@code follower.lamplighter}
     * @return the term, or empty if no term has that key
     */
    public static Optional<RuleTerm> byKey(String key) {
        return Optional.ofNullable(BY_KEY.get(Objects.requireNonNull(key, "key")));
    }

    /**
     * The locales with names of their own: English and Japanese, in that order.
     *
     * @return an unmodifiable set of {@link Locale#ENGLISH} and {@link Locale#JAPANESE}
     */
    public static Set<Locale> supportedLocales() {
        return SUPPORTED;
    }

    /**
     * Loads the bundle for a locale. The locale is first narrowed to the bundle that exists for it (Japanese, or the
     * English base bundle at {@link Locale#ROOT}), so the JDK never falls back to the default locale. A
     * {@link ResourceBundle.Control} would do the same on the class path, but {@code getBundle} rejects one when
     * called from a named module.
     */
    private static ResourceBundle bundle(Locale locale) {
        Locale bundleLocale =
                Locale.JAPANESE.getLanguage().equals(locale.getLanguage()) ? Locale.JAPANESE : Locale.ROOT;
        return ResourceBundle.getBundle(BUNDLE, bundleLocale, Names.class.getModule());
    }
}

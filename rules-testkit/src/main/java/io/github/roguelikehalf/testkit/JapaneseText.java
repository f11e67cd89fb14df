package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.engine.Narration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a text a person reads is in Japanese: no English fallback ({@link Narration#FALLBACK}) and no word in Latin
 * letters but the names the player chose (the heroes' names) and dice notations such as {@code d66}. The check of
 * {@link ContractSuite#narrations(java.util.Locale)}, for any other text shown to a person (labels, prompts, panels).
 */
public final class JapaneseText {

    private static final Pattern LATIN = Pattern.compile("[A-Za-z][A-Za-z'-]*");
    private static final Pattern DICE = Pattern.compile("(?<![A-Za-z0-9])\\d*d\\d+(?![A-Za-z0-9])");

    private JapaneseText() {}

    /**
     * The words of a text that keep it from being Japanese.
     *
     * @param text the text
     * @param names the names the player chose, which may be in Latin letters
     * @return the words in Latin letters other than those names and dice notations, in order; the fallback mark as
     *     {@code (en)} if the text starts with it; empty if the text is Japanese
     */
    public static List<String> strayWords(String text, Collection<String> names) {
        List<String> out = new ArrayList<>();
        String rest = text;
        if (rest.startsWith(Narration.FALLBACK)) {
            out.add(Narration.FALLBACK.trim());
            rest = rest.substring(Narration.FALLBACK.length());
        }
        for (String name : names) {
            rest = rest.replace(name, " ");
        }
        Matcher m = LATIN.matcher(DICE.matcher(rest).replaceAll(" "));
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    /**
     * Whether a text is Japanese throughout.
     *
     * @param text the text
     * @param names the names the player chose
     * @return true if {@link #strayWords} finds none
     */
    public static boolean isJapanese(String text, Collection<String> names) {
        return strayWords(text, names).isEmpty();
    }
}

package io.github.roguelikehalf.rules.scenario;

import java.util.List;

/**
 * A choice a scenario offers: a trade, a chest to open or leave, an altar, a trap whose target the player picks, or,
 * inside a fight, whom a creature's rule hits where the text lets the player decide. It is played as {@code choose ACTOR OPTION}, e.g. {@code choose party buy:identification-tag},
 * and resolved by {@link Scenario#resolveChoice(ScenarioContext, Choice, String)}.
 *
 * @param key the scenario's key for the choice, e.g. {@code trader}
 * @param actor who decides: a hero id or {@code party}
 * @param prompt what is asked, in plain English
 * @param rule the rule section it applies
 * @param options the options, distinct words of lower-case letters, digits, {@code -} and {@code :}
 */
public record Choice(String key, String actor, String prompt, String rule, List<String> options) {

    /** Validates the words and copies the options. */
    public Choice {
        options = List.copyOf(options);
        if (options.isEmpty()) {
            throw new IllegalArgumentException("a choice needs at least one option: " + key);
        }
        if (options.stream().distinct().count() != options.size()) {
            throw new IllegalArgumentException("the options of " + key + " repeat: " + options);
        }
        for (String w : options) {
            word(w);
        }
        word(key);
        word(actor);
    }

    static String word(String w) {
        if (!ScenarioState.isKey(w)) {
            throw new IllegalArgumentException(
                    "a choice's key, actor and options are lower-case letters, digits, '-' and ':', was '" + w + "'");
        }
        return w;
    }
}

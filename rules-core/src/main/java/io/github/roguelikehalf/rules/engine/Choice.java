package io.github.roguelikehalf.rules.engine;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A choice a scenario offers: a trade, a chest to open or leave, an altar, a trap whose target the player picks, or,
 * inside a fight, whom a creature's rule hits where the text lets the player decide. It is played as {@code choose ACTOR OPTION}, e.g. {@code choose party buy:identification-tag},
 * and resolved by {@link io.github.roguelikehalf.rules.scenario.Scenario#resolveChoice(
 * io.github.roguelikehalf.rules.scenario.ScenarioContext, Choice, String)}. What each option means, for a bot,
 * is {@link io.github.roguelikehalf.rules.scenario.Scenario#meanings(GameState, Choice)}: one {@link Option} each.
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

    /**
     * What an option of a choice means, for a bot: its canonical text (the {@code OPTION} of {@code choose ACTOR
     * OPTION}), what kind of answer it is, and the character it names, if any.
     *
     * @param text the option's text, one of the choice's options
     * @param kind what the option does, as a bot weighs it
     * @param character the hero id or follower key the option names (who acts, pays or is hit), if any
     */
    public record Option(String text, Kind kind, Optional<String> character) {

        /** Checks the parts. */
        public Option {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(character, "character");
        }

        /**
         * An option of no particular kind ({@link Kind#OTHER}), naming nobody.
         *
         * @param text the option's text
         * @return the option
         */
        public static Option untyped(String text) {
            return new Option(text, Kind.OTHER, Optional.empty());
        }
    }

    /** What kind of answer an option is. */
    public enum Kind {
        /** Take what is offered at no risk: rest, pray, search, accept a request, lift a curse. */
        ACCEPT,
        /** Buy something (gold for an item). */
        BUY,
        /** Pay what creatures ask (gold, an item, a clue) to avoid a fight. */
        PAY,
        /** Try something that can hurt the character named (a trapped chest): a gain on success. */
        RISK,
        /** Take something that burdens the party in play (slots, hands) for a later gain (the cool statue). */
        BURDEN,
        /** Name the character who suffers a harm the party cannot avoid (a trap's target, a blast, a payment in Life). */
        SUFFER,
        /** Start a fight. */
        FIGHT,
        /** Decline, leave or stay: nothing happens. */
        DECLINE,
        /** Not typed by the scenario. */
        OTHER
    }
}

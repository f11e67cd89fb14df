package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.Locale;

/**
 * The language the examples tell events in: English or Japanese, both through the library's {@link Narration}, with
 * the heroes', creatures' and followers' names instead of their ids.
 */
enum Narrator {
    /** English. */
    EN(Locale.ENGLISH),
    /** Japanese. */
    JA(Locale.JAPANESE);

    private final Locale locale;

    Narrator(Locale locale) {
        this.locale = locale;
    }

    /**
     * The narrator of a language code.
     *
     * @param code {@code en} or {@code ja}
     * @return the narrator
     * @throws IllegalArgumentException naming the codes there are
     */
    static Narrator of(String code) {
        return switch (code.toLowerCase(Locale.ROOT)) {
            case "en" -> EN;
            case "ja" -> JA;
            default -> throw new IllegalArgumentException("unknown language '" + code + "'; use en or ja");
        };
    }

    Locale locale() {
        return locale;
    }

    /** The commands' own texts in this language. */
    Texts texts() {
        return Texts.of(locale);
    }

    /**
     * One event of an action, as a line with its rule section and dice.
     *
     * @param scenario the scenario played
     * @param before the state the action was applied to
     * @param after the state it gave
     * @param e the event
     * @return the line
     */
    String tell(Scenario scenario, GameState before, GameState after, Event e) {
        return Narration.of(scenario, locale).with(before).with(after).line(e);
    }
}

package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/** Tells the events of walks in a language and keeps the texts not told in it, one per English text's shape. */
final class NarrationCheck {

    static final String CHECK = "every event is told in the language, with names instead of ids";

    private static final Pattern LATIN = Pattern.compile("[A-Za-z][A-Za-z'-]*");
    private static final Pattern DICE = Pattern.compile("(?<![A-Za-z0-9])\\d*d\\d+(?![A-Za-z0-9])");

    private final Narration narration;
    private final boolean japanese;
    /** The shape of each English text not told (its digits as N) and one Japanese line of it. */
    private final Map<String, String> untold = new TreeMap<>();

    NarrationCheck(Scenario scenario, Locale locale) {
        this.narration = Narration.of(scenario, locale);
        this.japanese = Locale.JAPANESE.getLanguage().equals(locale.getLanguage());
    }

    void tell(GameState before, io.github.roguelikehalf.rules.engine.Transition t) {
        Narration n = narration.with(before).with(t.state());
        for (Event e : t.events()) {
            String line = n.line(e);
            String text = n.text(e);
            if (japanese && !told(text, before)) {
                untold.putIfAbsent(e.text().replaceAll("\\d+", "N"), line + "   <- " + e.text());
            }
        }
    }

    private static boolean told(String text, GameState state) {
        if (text.startsWith(Narration.FALLBACK)) {
            return false;
        }
        String rest = text;
        for (Hero h : state.party().heroes()) {
            rest = rest.replace(h.name(), " ");
        }
        return !LATIN.matcher(DICE.matcher(rest).replaceAll(" ")).find();
    }

    void finish() {
        if (!untold.isEmpty()) {
            throw new ContractViolation(
                    CHECK, untold.size() + " kinds of event:\n  " + String.join("\n  ", untold.values()));
        }
    }
}

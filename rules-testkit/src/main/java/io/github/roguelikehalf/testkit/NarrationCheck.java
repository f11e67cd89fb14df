package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.hero.Hero;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Tells the events of walks in a language, and the questions a scenario asks the player ({@link Decision.Choose}: its
 * question and options, by {@link Narration#name}) and the purposes of the rolls ({@link Narration#purpose}), and keeps
 * the texts not told in it, one per English text's shape.
 */
final class NarrationCheck {

    static final String CHECK = "every event is told in the language, with names instead of ids";

    private final Narration narration;
    private final boolean japanese;
    /** The shape of each English text not told (its digits as N) and one Japanese line of it. */
    private final Map<String, String> untold = new TreeMap<>();

    private final Engine engine;

    NarrationCheck(Engine engine, Locale locale) {
        this.engine = engine;
        this.narration = Narration.of(engine.scenario(), locale);
        this.japanese = Locale.JAPANESE.getLanguage().equals(locale.getLanguage());
    }

    void tell(GameState before, Action action, io.github.roguelikehalf.rules.engine.Transition t) {
        Narration n = narration.with(before).with(t.state());
        if (japanese) {
            purposes(n, before, action);
        }
        for (Event e : t.events()) {
            String line = n.line(e);
            String text = n.text(e);
            if (japanese && (!told(text, before) || !n.knows(e))) {
                untold.putIfAbsent(e.text().replaceAll("\\d+", "N"), line + "   <- " + e.text());
            }
        }
        if (japanese
                && !t.state().isTerminal()
                && engine.decision(t.state()).orElse(null) instanceof Decision.Choose c) {
            question(n, c.prompt(), t.state());
            for (Action a : c.legalActions()) {
                if (a instanceof Action.Choose o) {
                    question(n, o.option(), t.state());
                }
            }
        }
    }

    /**
     * The purposes of the rolls of an action (what {@code play --physical-dice} asks a die for), told by {@link
     * Narration#purpose}: the action is applied again from the same state with the state's own dice, recorded.
     */
    private void purposes(Narration n, GameState before, Action action) {
        Dice own = Dice.resume(before.rng());
        List<String> asked = new ArrayList<>();
        engine.apply(before, action, (faces, purpose) -> {
            asked.add(purpose);
            return own.face(faces, purpose);
        });
        for (String english : asked) {
            String text = n.purpose(english);
            if (!told(text, before)) {
                untold.putIfAbsent("roll for: " + english.replaceAll("\\d+", "N"), text + "   <- " + english);
            }
        }
    }

    /** A scenario's question or option, told by name. */
    private void question(Narration n, String english, GameState state) {
        String text = n.name(english);
        if (!told(text, state)) {
            untold.putIfAbsent("question: " + english.replaceAll("\\d+", "N"), text + "   <- " + english);
        }
    }

    private static boolean told(String text, GameState state) {
        return JapaneseText.isJapanese(
                text, state.party().heroes().stream().map(Hero::name).toList());
    }

    void finish() {
        if (!untold.isEmpty()) {
            throw new ContractViolation(
                    CHECK, untold.size() + " kinds of event:\n  " + String.join("\n  ", untold.values()));
        }
    }
}

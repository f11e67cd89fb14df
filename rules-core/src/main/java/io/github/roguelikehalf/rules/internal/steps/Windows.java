package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;

/**
 * Windows where the text lets a player act before the rules go on. A window opens only when somebody has an offer in
 * it, so a window whose only action would be {@code pass} never stops the game; each offer is taken at most once.
 */
public final class Windows {

    private Windows() {}

    /** Lists the offers not yet taken, as actions, in {@code a}: the scenario's, then the base rules' own. */
    private static void offers(List<Action> a, Window w, GameState s, Scenario scenario) {
        List<Offer> offers = scenario.windowOffers(w, s);
        if (!offers.isEmpty()) {
            for (Offer o : offers) {
                if (!w.used().contains(o.toString())) {
                    a.add(new Action.Choose(o.actor(), o.option()));
                }
            }
        }
        // the base rules' own actions in the window: spells, miracles and Protect (EN §19, §21-§22 / JP §19, §21-§22)
        Magic.window(a, w, s, scenario);
    }

    /** Whether a scenario's class offers in windows: has {@link Scenario#windowOffers} of its own. */
    private static final ClassValue<Boolean> SCENARIO_OFFERS =
            Overrides.scenarioHook("windowOffers", Window.class, GameState.class);

    /**
     * Whether anybody may have something to do after a won fight, before its treasure (EN §39 / JP §38), told without
     * the whole state: the scenario's offers, a cast or an item's use. False promises that the window would not open and
     * that no item is used there.
     */
    static boolean mayOpenAfterFight(Scenario sc, Party p, RuleOptions o) {
        return SCENARIO_OFFERS.get(sc.getClass()) || Magic.mayOfferAfterFight(p, o) || Items.mayOfferAfterFight(p);
    }

    /**
     * Whether a window would stop the game: somebody has an offer in it. Ask with the state at the window (the phase
     * of a window outside a fight already set), as the decision will.
     */
    static boolean opens(Window w, GameState s, Scenario scenario) {
        // listed in the thread's working list: no list made to ask
        List<Action> a = WorkingList.actions();
        try {
            offers(a, w, s, scenario);
            return !a.isEmpty();
        } finally {
            WorkingList.giveBackActions(a);
        }
    }

    /** The window's decision: the offers, then {@code pass}; null when nothing is left to take. */
    static Decision decision(Window w, GameState s, Scenario scenario) {
        List<Action> a = WorkingList.actions();
        try {
            offers(a, w, s, scenario);
            if (a.isEmpty()) {
                return null;
            }
            a.add(Steps.PASS);
            return new Decision.Window(w, FixedList.of(a));
        } finally {
            WorkingList.giveBackActions(a);
        }
    }

    /** Applies a spell, a miracle or Protect taken in a window; false if the action is none of them. */
    static boolean magic(Turn t, Action action) {
        if (action instanceof Action.Cast c) {
            Magic.apply(t, c);
            return true;
        }
        if (action instanceof Action.Protect p) {
            Magic.apply(t, p);
            return true;
        }
        return false;
    }

    /** Takes an offer: marks it used, then lets the scenario resolve it. */
    static void take(Turn t, Window w, Action.Choose a) {
        Offer o = new Offer(a.actor(), a.option());
        t.setWindow(w.withUsed(o.toString()));
        t.add(Event.of("window " + w.kind().name().toLowerCase(java.util.Locale.ROOT), o + " is taken"));
        t.scenario.resolveOffer(t, t.window().orElseThrow(), o);
    }

    /** Changes the open window: a turn's {@link io.github.roguelikehalf.rules.scenario.ScenarioContext#setWindow}. */
    static void set(Turn t, Window next) {
        Window now = t.window().orElseThrow(() -> new RulesException("no window is open"));
        if (now.kind() != next.kind()) {
            throw new RulesException("a " + now.kind() + " window cannot become " + next.kind());
        }
        if (t.fighting()) {
            // a fight's window, changed in place: no whole state or fight to make
            t.fight().window(next);
            return;
        }
        Phase p = t.phase();
        if (p instanceof Phase.Reacting r) {
            t.setPhase(new Phase.Reacting(r.encounter(), next, r.face()));
        } else if (p instanceof Phase.AfterFight a) {
            t.setPhase(new Phase.AfterFight(a.encounter(), next));
        } else {
            t.setCombat(t.combat().windowOpen(Optional.of(next)));
        }
    }
}

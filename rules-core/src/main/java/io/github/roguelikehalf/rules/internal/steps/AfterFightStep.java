package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/** A fight is won and the window before its treasure is open (EN §39 / JP §38); then the treasure, and the tile clears. */
public final class AfterFightStep implements Step {

    static final AfterFightStep INSTANCE = new AfterFightStep();

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        Phase.AfterFight p = (Phase.AfterFight) s.phase();
        // an item used in the window, e.g. a rope's capture (EN §28 / JP §27), besides the scenario's offers
        List<Action> a = new ArrayList<>();
        Items.afterFight(a, s, scenario, p);
        Decision d = Windows.decision(p.window(), s, scenario);
        if (d != null) {
            a.addAll(d.legalActions());
        } else if (!a.isEmpty()) {
            a.add(Steps.PASS);
        }
        return a.isEmpty() ? null : new Decision.Window(p.window(), FixedList.of(a));
    }

    @Override
    public void apply(Turn t, Action action) {
        Phase.AfterFight p = (Phase.AfterFight) t.phase();
        if (action instanceof Action.Choose c) {
            Windows.take(t, p.window(), c);
        } else if (!Items.apply(t, action) && !Windows.magic(t, action)) {
            proceed(t);
        }
    }

    @Override
    public void proceed(Turn t) {
        spoils(t, ((Phase.AfterFight) t.phase()).encounter());
    }

    /** The treasure of every group, then the tile is cleared. */
    static void spoils(Turn t, Encounter e) {
        Spoils.treasure(t, e);
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.scenario.Scenario;

/** A fight is won and the window before its treasure is open (EN §39 / JP §38); then the treasure, and the tile clears. */
final class AfterFightStep implements Step {

    static final AfterFightStep INSTANCE = new AfterFightStep();

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        return Windows.decision(((Phase.AfterFight) s.phase()).window(), s, scenario);
    }

    @Override
    public void apply(Turn t, Action action) {
        Phase.AfterFight p = (Phase.AfterFight) t.state().phase();
        if (action instanceof Action.Choose c) {
            Windows.take(t, p.window(), c);
        } else {
            proceed(t);
        }
    }

    @Override
    public void proceed(Turn t) {
        spoils(t, ((Phase.AfterFight) t.state().phase()).encounter());
    }

    /** The treasure of every group, then the tile is cleared. */
    static void spoils(Turn t, Encounter e) {
        Spoils.treasure(t, e);
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/** The scenario offered two tiles for one result (e.g. a Dungeon Map): the party picks one, {@code tile:ID}. */
public final class TileChoiceStep implements Step {

    static final TileChoiceStep INSTANCE = new TileChoiceStep();

    private static final String PREFIX = "tile:";

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        List<Action> a = new ArrayList<>();
        for (String id : ((Phase.ChoosingTile) s.phase()).tileIds()) {
            a.add(new Action.Choose("party", PREFIX + id));
        }
        return new Decision.Choose("party", "which tile to enter", a);
    }

    @Override
    public void apply(Turn t, Action action) {
        String id = ((Action.Choose) action).option().substring(PREFIX.length());
        t.add(Event.of(Turn.PROGRESS, "the party chooses tile " + id));
        TileEntry.enter(t, t.tile(id));
    }
}

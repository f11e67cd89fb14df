package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;

/**
 * A tile entered and a tile cleared (EN §34-§35 / JP §33-§34), with the scenario's hooks {@code onTileEntered},
 * {@code onEvent} and {@code onTileCleared}.
 */
public final class TileEntry {

    private TileEntry() {}

    /**
     * Enters a tile: the scenario's {@code onTileEntered}, its event, then its creatures, or it is cleared. The first
     * event of the tile states the entry as a fact; a tile that says nothing first gets its own "enters" event.
     */
    static void enter(Turn t, Tile tile) {
        List<Event> events = t.events;
        int mark = events.size();
        t.tileInPlay(tile.id());
        int before = t.phaseChanges();
        t.scenario.onTileEntered(t, tile);
        boolean hookSpoke = events.size() > mark;
        if (t.phaseChanges() == before && !t.terminal()) {
            enterTile(t, tile);
        }
        Fact entered = new Fact.TileEntered(tile.id(), tile.title());
        if (!hookSpoke && events.size() > mark && events.get(mark).fact().isEmpty()) {
            events.set(mark, events.get(mark).with(entered));
        } else {
            String title = tile.title();
            events.add(mark, Event.of(Turn.PROGRESS, () -> "the party enters " + title, entered));
        }
    }

    private static void enterTile(Turn t, Tile tile) {
        if (tile.event().isPresent()) {
            int before = t.phaseChanges();
            t.scenario.onEvent(t, tile);
            if (t.phaseChanges() != before || t.terminal()) {
                return;
            }
        }
        if (tile.creatures().isEmpty()) {
            if (tile.event().isEmpty()) {
                t.add(Event.of(Turn.PROGRESS, tile.title() + ": nothing happens"));
            }
            cleared(t, tile);
            return;
        }
        List<EnemyGroup> groups = new ArrayList<>();
        for (String id : tile.creatures()) {
            groups.add(Encounters.appear(t, Foes.creature(t.scenario, id)));
        }
        t.encounter(groups);
    }

    /** The tile is cleared: it counts, the party explores again, the scenario's hook, then a goal is won. */
    static void cleared(Turn t, Tile tile) {
        t.setProgress(t.progress().cleared());
        t.setPhase(new Phase.Exploring());
        afterClearing(t, tile);
        if (tile.goal() && !t.terminal()) {
            Victory.reached(t, tile);
        }
    }

    /** The scenario's {@code onTileCleared}, once the count has grown; it may end the adventure, nothing else. */
    static void afterClearing(Turn t, Tile tile) {
        int before = t.phaseChanges();
        t.scenario.onTileCleared(t, tile);
        if (t.phaseChanges() != before && !t.terminal()) {
            throw new IllegalStateException("scenario " + t.scenario.id() + ": Scenario.onTileCleared for tile '"
                    + tile.id() + "' changed the phase to " + t.phase()
                    + "; it may change the scenario state and the heroes, tell events and end the adventure, nothing"
                    + " else");
        }
    }
}

package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** What a player at a terminal sees of a state: the party, what each hero holds and carries, the room and foes. */
final class Status {

    private Status() {}

    /**
     * The lines to show before a decision.
     *
     * @param engine the engine (for the scenario's tiles and creatures)
     * @param state the state
     * @return the lines
     */
    static List<String> lines(Engine engine, GameState state) {
        List<String> out = new ArrayList<>();
        out.add("-- " + engine.scenario().title() + ", rooms cleared "
                + state.progress().tilesCleared() + ", explorations "
                + state.progress().explorations());
        for (Hero h : state.party().heroes()) {
            out.add("   " + h.name() + " (" + h.id() + ", " + h.subAttribute().label() + "): Life " + h.life() + "/"
                    + h.maxLife() + ", Technique " + h.technique() + ", "
                    + h.subAttribute().label() + " "
                    + h.subAttributeValue() + ", gold " + h.equipment().gold() + ", rations "
                    + h.equipment().rations());
            out.add("      holds " + keys(h.equipment().hands())
                    + h.equipment().armour().map(a -> ", wears " + a.key()).orElse("")
                    + (h.equipment().carried().isEmpty()
                            ? ""
                            : ", carries " + keys(h.equipment().carried())));
        }
        if (state.party().followers().total() > 0) {
            out.add("   followers: "
                    + state.party().followers().groups().stream()
                            .map(g -> g.count() + " " + g.key())
                            .collect(Collectors.joining(", ")));
        }
        encounter(state.phase()).ifPresent(e -> {
            out.add("   room " + e.tileId() + ": " + roomTitle(engine, e));
            for (EnemyGroup g : e.enemies()) {
                boolean strong = engine.creature(g).strong();
                String left = !g.active()
                        ? (g.fled() ? "fled" : "defeated")
                        : strong
                                ? "Life " + g.current() + "/" + g.initial()
                                : g.current() + " of " + g.initial() + " left";
                out.add("      " + engine.creature(g).name() + " [" + g.id() + "]: " + left);
            }
        });
        return out;
    }

    private static String keys(List<Item> items) {
        return items.isEmpty() ? "nothing" : items.stream().map(Item::key).collect(Collectors.joining(", "));
    }

    /** The title of an encounter's room (its tile id if the scenario has no such tile). */
    static String roomTitle(Engine engine, Encounter e) {
        return engine.scenario().tile(e.tileId()).map(t -> t.title()).orElse(e.tileId());
    }

    static Optional<Encounter> encounter(Phase p) {
        if (p instanceof Phase.Fighting f) {
            return Optional.of(f.combat().encounter());
        } else if (p instanceof Phase.Approaching a) {
            return Optional.of(a.encounter());
        } else if (p instanceof Phase.Reacting r) {
            return Optional.of(r.encounter());
        } else if (p instanceof Phase.Bribing b) {
            return Optional.of(b.encounter());
        } else if (p instanceof Phase.AfterFight a) {
            return Optional.of(a.encounter());
        }
        return Optional.empty();
    }
}

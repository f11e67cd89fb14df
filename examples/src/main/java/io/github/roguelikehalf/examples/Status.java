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
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** What a player at a terminal sees of a state: the party, what each hero holds and carries, the room and foes. */
final class Status {

    private Status() {}

    /**
     * The lines to show before a decision.
     *
     * @param engine the engine (for the scenario's tiles and creatures)
     * @param state the state
     * @param t the texts of the language
     * @param name the name of an id or key in the language (heroes, creatures, items, rooms)
     * @return the lines
     */
    static List<String> lines(Engine engine, GameState state, Texts t, UnaryOperator<String> name) {
        List<String> out = new ArrayList<>();
        out.add(t.say(
                "status.header",
                name.apply(engine.scenario().title()),
                state.progress().tilesCleared(),
                state.progress().explorations()));
        for (Hero h : state.party().heroes()) {
            String sub = t.term("sub-attribute." + h.subAttribute().name().toLowerCase(Locale.ROOT));
            out.add("   "
                    + t.say(
                            "status.hero",
                            h.name(),
                            h.id(),
                            sub,
                            h.life(),
                            h.maxLife(),
                            h.technique(),
                            h.subAttributeValue(),
                            h.equipment().gold(),
                            h.equipment().rations()));
            out.add("      " + t.say("status.holds", keys(h.equipment().hands(), t, name))
                    + h.equipment()
                            .armour()
                            .map(a -> t.say("status.wears", name.apply(a.key())))
                            .orElse("")
                    + (h.equipment().carried().isEmpty()
                            ? ""
                            : t.say("status.carries", keys(h.equipment().carried(), t, name))));
        }
        if (state.party().followers().total() > 0) {
            out.add("   "
                    + t.say(
                            "status.followers",
                            t.list(state.party().followers().groups().stream()
                                    .map(g -> t.say("status.follower-group", g.count(), name.apply(g.key())))
                                    .toList())));
        }
        encounter(state.phase()).ifPresent(e -> {
            out.add("   " + room(engine, e, t, name));
            for (EnemyGroup g : e.enemies()) {
                boolean strong = engine.creature(g).strong();
                String left = !g.active()
                        ? t.say(g.fled() ? "status.fled" : "status.defeated")
                        : strong
                                ? t.say("status.strong-left", g.current(), g.initial())
                                : t.say("status.left", g.current(), g.initial());
                out.add("      " + t.say("status.enemy", name.apply(g.id()), g.id(), left));
            }
        });
        return out;
    }

    private static String keys(List<Item> items, Texts t, UnaryOperator<String> name) {
        return items.isEmpty()
                ? t.say("status.nothing")
                : t.list(items.stream().map(i -> name.apply(i.key())).toList());
    }

    /** The room of an encounter: its number and name, or only its name when its tile is no numbered one. */
    static String room(Engine engine, Encounter e, Texts t, UnaryOperator<String> name) {
        String title = name.apply(roomTitle(engine, e));
        return e.tileId().chars().allMatch(Character::isDigit) ? t.say("status.room", e.tileId(), title) : title;
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

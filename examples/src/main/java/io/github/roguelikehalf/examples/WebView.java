package io.github.roguelikehalf.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Item;
import java.util.List;

/**
 * What the web page shows of a kept game, as JSON: the {@code serve} protocol's {@code summary}, {@code decision}
 * and {@code outcome} (docs/protocol.md), each hero's gear, the room, the log, and {@code odds}: the exact odds of
 * the fight under way under best play, or null outside a fight ({@link WebOdds}), and {@code texts}: every text of
 * the view a person reads, in English and Japanese, with names instead of ids ({@link WebText}).
 */
final class WebView {

    private WebView() {}

    /**
     * The view of a game.
     *
     * @param g the game
     * @return {@code {id, title, seed, summary, decision, outcome, gear, room, odds, texts, log}}
     */
    static ObjectNode of(WebGames.Game g) {
        Engine engine = g.engine();
        GameState state = g.state();
        ObjectNode view = ServeJson.MAPPER
                .createObjectNode()
                .put("id", g.id())
                .put("title", engine.scenario().title())
                .put("seed", state.rng().seed());
        ServeJson.state(view, engine, state);
        ArrayNode gear = view.putArray("gear");
        for (Hero h : state.party().heroes()) {
            ObjectNode node = gear.addObject().put("hero", h.id());
            keys(node.putArray("hands"), h.equipment().hands());
            node.put("armour", h.equipment().armour().map(Item::key).orElse(null));
            keys(node.putArray("carried"), h.equipment().carried());
        }
        view.set(
                "room",
                Status.encounter(state.phase())
                        .<JsonNode>map(e -> ServeJson.MAPPER
                                .createObjectNode()
                                .put("tileId", e.tileId())
                                .put("title", Status.roomTitle(engine, e)))
                        .orElse(ServeJson.MAPPER.nullNode()));
        view.set("odds", WebOdds.of(engine, state));
        view.set("texts", WebText.both(engine, state));
        view.set("log", g.log());
        return view;
    }

    private static void keys(ArrayNode array, List<? extends Item> items) {
        items.forEach(i -> array.add(i.key()));
    }
}

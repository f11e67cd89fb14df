package io.github.roguelikehalf.examples;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Item;
import java.util.List;
import java.util.Locale;

/**
 * Every text of the web page's view a person reads, in one language, with names instead of ids (through
 * {@link Narration}) and the examples' words ({@link Texts}): the question, the actions' labels, the party, the
 * room, the creatures and the end. The view carries them in both languages and the page shows one.
 */
final class WebText {

    private WebText() {}

    /**
     * The texts of a state in both languages.
     *
     * @param engine the game's engine
     * @param state the state
     * @return {@code {en: {...}, ja: {...}}}, each as {@link #of(Engine, GameState, Narrator)}
     */
    static ObjectNode both(Engine engine, GameState state) {
        ObjectNode node = ServeJson.MAPPER.createObjectNode();
        for (Narrator lang : Narrator.values()) {
            node.set(lang.name().toLowerCase(Locale.ROOT), of(engine, state, lang));
        }
        return node;
    }

    /**
     * The texts of a state in one language.
     *
     * @param engine the game's engine
     * @param state the state
     * @param lang the language
     * @return {@code {title, prompt, labels: [one per legal action, in order], heroes: [{name, subAttribute, hands,
     *     armour, carried}], followers, room, enemies: [...], outcome}}; {@code prompt}, {@code room} and {@code
     *     outcome} are null where there is none, {@code followers} is empty without followers
     */
    static ObjectNode of(Engine engine, GameState state, Narrator lang) {
        Texts t = lang.texts();
        Narration n = Narration.of(engine.scenario(), lang.locale()).with(state);
        ObjectNode node = ServeJson.MAPPER
                .createObjectNode()
                .put("title", n.name(engine.scenario().title()));
        Decision d = engine.decision(state).orElse(null);
        node.put("prompt", d == null ? null : Labels.prompt(t, d, n::name));
        ArrayNode labels = node.putArray("labels");
        for (Action a : d == null ? List.<Action>of() : d.legalActions()) {
            labels.add(Labels.describe(t, a, n::name));
        }
        ArrayNode heroes = node.putArray("heroes");
        for (Hero h : state.party().heroes()) {
            ObjectNode hero = heroes.addObject()
                    .put("name", h.name())
                    .put(
                            "subAttribute",
                            t.term("sub-attribute." + h.subAttribute().key()));
            items(hero.putArray("hands"), h.equipment().hands(), n);
            hero.put("armour", h.equipment().armour().map(a -> n.name(a.key())).orElse(null));
            items(hero.putArray("carried"), h.equipment().carried(), n);
        }
        List<FollowerGroup> groups = state.party().followers().groups();
        node.put(
                "followers",
                groups.isEmpty()
                        ? ""
                        : t.say(
                                "status.followers",
                                t.list(groups.stream()
                                        .map(g -> n.counted(g.key(), g.count()))
                                        .toList())));
        ArrayNode enemies = node.putArray("enemies");
        node.putNull("room");
        Status.encounter(state.phase()).ifPresent(e -> {
            node.put("room", Status.room(engine, e, t, n::name));
            for (EnemyGroup g : e.enemies()) {
                enemies.add(enemy(engine, g, n, t));
            }
        });
        node.put("outcome", state.outcome().map(t::outcome).orElse(null));
        return node;
    }

    private static String enemy(Engine engine, EnemyGroup g, Narration n, Texts t) {
        if (!g.active()) {
            return t.say("web.enemy", n.name(g.id()), t.say(g.fled() ? "status.fled" : "status.defeated"));
        } else if (engine.creature(g).strong()) {
            return t.say("web.enemy", n.name(g.id()), t.say("status.strong-left", g.current(), g.initial()));
        }
        return t.say("web.enemy-weak", n.counted(g.id(), g.current()), g.initial());
    }

    private static void items(ArrayNode array, List<? extends Item> items, Narration n) {
        items.forEach(i -> array.add(n.name(i.key())));
    }
}

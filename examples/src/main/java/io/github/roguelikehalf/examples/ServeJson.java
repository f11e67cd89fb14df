package io.github.roguelikehalf.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** The JSON of the {@code serve} protocol's replies (docs/protocol.md): states, decisions, events, outcomes. */
final class ServeJson {

    static final ObjectMapper MAPPER = new ObjectMapper();

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ServeJson() {}

    /** Adds the state's summary, decision (or null) and outcome (or null) to a reply, its labels in English. */
    static ObjectNode state(ObjectNode reply, Engine engine, GameState state) {
        return state(reply, engine, state, Narrator.EN);
    }

    /**
     * Adds the state's summary, decision (or null) and outcome (or null) to a reply, the texts a person reads (the
     * prompt, the actions' labels, the creatures' names, the outcome's text) in a language; ids and canonical actions
     * stay as they are. English keeps the protocol's first texts (the heroes' names for their ids, nothing else).
     */
    static ObjectNode state(ObjectNode reply, Engine engine, GameState state, Narrator lang) {
        UnaryOperator<String> name = names(engine, state, lang);
        Texts texts = lang.texts();
        reply.set(
                "summary",
                summary(
                        engine,
                        state,
                        lang == Narrator.EN ? g -> engine.creature(g).name() : g -> name.apply(g.id())));
        reply.set(
                "decision",
                engine.decision(state)
                        .<JsonNode>map(d -> decision(d, texts, name))
                        .orElse(NODES.nullNode()));
        reply.set(
                "outcome",
                state.outcome()
                        .<JsonNode>map(o ->
                                lang == Narrator.EN ? outcome(o) : outcome(o).put("text", texts.outcome(o)))
                        .orElse(NODES.nullNode()));
        return reply;
    }

    /** The names of ids in a language: English gives the heroes' names only, as the protocol always did. */
    static UnaryOperator<String> names(Engine engine, GameState state, Narrator lang) {
        return lang == Narrator.EN
                ? Play.names(state)
                : Narration.of(engine.scenario(), lang.locale()).with(state)::name;
    }

    private static ObjectNode summary(
            Engine engine, GameState state, java.util.function.Function<EnemyGroup, String> creature) {
        ObjectNode s = NODES.objectNode();
        s.put("scenario", state.scenarioId());
        s.put("steps", state.steps());
        s.put("phase", kebab(state.phase().getClass().getSimpleName()));
        s.put("tilesCleared", state.progress().tilesCleared());
        s.put("explorations", state.progress().explorations());
        ArrayNode heroes = s.putArray("heroes");
        for (Hero h : state.party().heroes()) {
            heroes.addObject()
                    .put("id", h.id())
                    .put("name", h.name())
                    .put("subAttribute", h.subAttribute().key())
                    .put("life", h.life())
                    .put("maxLife", h.maxLife())
                    .put("technique", h.technique())
                    .put("subAttributeValue", h.subAttributeValue())
                    .put("gold", h.equipment().gold())
                    .put("rations", h.equipment().rations());
        }
        ArrayNode followers = s.putArray("followers");
        for (FollowerGroup g : state.party().followers().groups()) {
            followers.addObject().put("kind", g.key()).put("count", g.count());
        }
        ArrayNode enemies = s.putArray("enemies");
        Status.encounter(state.phase()).ifPresent(e -> {
            for (EnemyGroup g : e.enemies()) {
                enemies.addObject()
                        .put("id", g.id())
                        .put("name", creature.apply(g))
                        .put("current", g.current())
                        .put("initial", g.initial())
                        .put("active", g.active());
            }
        });
        return s;
    }

    private static ObjectNode decision(Decision d, Texts texts, UnaryOperator<String> name) {
        ObjectNode node = NODES.objectNode();
        node.put("kind", kebab(d.getClass().getSimpleName()));
        node.put("actor", d.actor());
        node.put("prompt", Labels.prompt(texts, d, name));
        ArrayNode legal = node.putArray("legal");
        for (Action a : d.legalActions()) {
            legal.addObject().put("action", a.toString()).put("label", Labels.describe(texts, a, name));
        }
        return node;
    }

    static ObjectNode outcome(Outcome o) {
        ObjectNode node = NODES.objectNode();
        node.put("termination", o.termination().key());
        node.put("victory", o.isVictory());
        node.put("detail", o.detail());
        node.set("cause", o.cause().<JsonNode>map(NODES::textNode).orElse(NODES.nullNode()));
        node.put("text", o.toString());
        return node;
    }

    static ArrayNode events(Collection<Event> events) {
        ArrayNode array = NODES.arrayNode();
        for (Event e : events) {
            ObjectNode node = array.addObject();
            node.put("rule", e.rule());
            node.put("kind", kebab(e.kind().name()));
            node.put("text", e.text());
            e.check().ifPresent(c -> node.set("check", check(c)));
            e.roll().ifPresent(r -> node.set("roll", roll(r)));
            e.fact().ifPresent(f -> {
                ObjectNode fact = (ObjectNode) value(f);
                node.set(
                        "fact",
                        NODES.objectNode()
                                .put("type", kebab(f.getClass().getSimpleName()))
                                .setAll(fact));
            });
        }
        return array;
    }

    private static ObjectNode check(CheckResult c) {
        return NODES.objectNode()
                .put("kind", kebab(c.check().kind().name()))
                .put("subject", c.check().subject())
                .put("face", c.face())
                .put("total", c.total())
                .put("target", c.check().target())
                .put("success", c.success())
                .put("critical", c.critical())
                .put("fumble", c.fumble());
    }

    private static ObjectNode roll(Roll r) {
        ObjectNode node = NODES.objectNode().put("notation", r.notation().toString());
        ArrayNode faces = node.putArray("faces");
        r.faces().forEach(faces::add);
        return node.put("total", r.total()).put("purpose", r.purpose());
    }

    /** A fact's fields by their record component names; enums as kebab keys, optionals as value or null. */
    private static JsonNode value(Object v) {
        if (v instanceof Outcome o) {
            return outcome(o);
        } else if (v instanceof Record r) {
            ObjectNode node = NODES.objectNode();
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                try {
                    node.set(c.getName(), value(c.getAccessor().invoke(r)));
                } catch (IllegalAccessException | InvocationTargetException e) {
                    throw new IllegalStateException("cannot read " + c, e);
                }
            }
            return node;
        } else if (v instanceof Optional<?> o) {
            return o.isPresent() ? value(o.get()) : NODES.nullNode();
        } else if (v instanceof Enum<?> e) {
            return NODES.textNode(kebab(e.name()));
        } else if (v instanceof Integer i) {
            return NODES.numberNode(i);
        } else if (v instanceof Boolean b) {
            return NODES.booleanNode(b);
        } else if (v instanceof Collection<?> c) {
            ArrayNode a = NODES.arrayNode();
            c.forEach(x -> a.add(value(x)));
            return a;
        }
        return NODES.textNode(String.valueOf(v));
    }

    /** {@code HeroTurn} and {@code HERO_TURN} both give {@code hero-turn}. */
    static String kebab(String name) {
        if (name.equals(name.toUpperCase(Locale.ROOT))) {
            return name.toLowerCase(Locale.ROOT).replace('_', '-');
        }
        return name.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }
}

package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Hero;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Mutated golden files (dropped, duplicated, retyped and out-of-range fields, strings from elsewhere in the document,
 * truncation, deep nesting, huge numbers and strings, stray characters) each read to a valid state or fail with a
 * {@link SnapshotException} whose message starts with a JSON path: never any other exception.
 */
class FuzzTest {

    /** Mutated inputs per golden file; at least 10,000 in all. */
    static final int PER_FILE = Integer.getInteger("fuzz.perFile", 1_100);

    private static final String STRAY = "{}[]\",:0-9ae \\\u0000";
    private static final String DEEP = "\u0002deep";
    private static final String DEEP_JSON = "\"\\u0002deep\"";
    private static final Logger LOG = LoggerFactory.getLogger(FuzzTest.class);
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Engine ENGINE = Engine.of(new JsonVault());
    private static final List<String> NAMES = List.of(
            "fighting",
            "finished",
            "exploring",
            "bribe",
            "gold",
            "heroes",
            "defend",
            "after-failed-defence",
            "lantern",
            "LANTERN",
            "magic-lantern",
            "soldier/blunt",
            "captured:ogre",
            "hero-1",
            "hero-2",
            "followers",
            "party",
            "archers",
            "goblins",
            "final",
            "99",
            "cursed",
            "until-cured",
            "attack",
            "english",
            "",
            " ",
            "é");

    @Test
    void mutatedGoldenFilesReadOrFailWithThePath() throws Exception {
        SplittableRandom r = new SplittableRandom(Long.getLong("fuzz.seed", 20_261_130L));
        Map<String, Integer> outcomes = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        int inputs = 0;
        for (GoldenFilesTest.Golden g : GoldenFilesTest.goldens()) {
            String golden = GoldenFilesTest.text(g.name());
            JsonNode tree = MAPPER.readTree(golden);
            for (int i = 0; i < PER_FILE; i++) {
                String input = mutate(r, tree, golden);
                inputs++;
                String outcome = attempt(tree.get("kind").asText(), input, failures);
                outcomes.merge(outcome, 1, Integer::sum);
            }
        }
        LOG.info("fuzzing: {} mutated inputs, outcomes {}", inputs, outcomes);
        assertThat(failures)
                .as("inputs that ended otherwise than in a state or a SnapshotException")
                .isEmpty();
        assertThat(inputs).isGreaterThanOrEqualTo(10_000);
        assertThat(outcomes.keySet()).contains("read", "rejected");
    }

    /** Reads an input as its kind: a state that is then valid and round-trips, or a SnapshotException. */
    private static String attempt(String kind, String input, List<String> failures) {
        try {
            switch (kind) {
                case "game" -> {
                    GameState s = Snapshots.read(input);
                    ENGINE.validate(s);
                    String again = Snapshots.write(s);
                    SchemaCheck.valid(again);
                    assertThat(Snapshots.read(again)).isEqualTo(s);
                    assertThat(Snapshots.read(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8))))
                            .isEqualTo(s);
                }
                case "hero" -> {
                    Hero h = Snapshots.readHero(input);
                    assertThat(Snapshots.readHero(Snapshots.writeHero(h))).isEqualTo(h);
                }
                default -> {
                    ScenarioState s = Snapshots.readScenarioState(input);
                    assertThat(Snapshots.readScenarioState(Snapshots.writeScenarioState(s)))
                            .isEqualTo(s);
                }
            }
            return "read";
        } catch (SnapshotException e) {
            if (!e.getMessage().startsWith("$") || !e.getMessage().startsWith(e.path() + ": ")) {
                failures.add("message without a path: " + e.getMessage() + "\ninput: " + shortened(input));
            }
            return "rejected";
        } catch (RuntimeException | AssertionError e) {
            if (failures.size() < 5) {
                failures.add(e + "\ninput: " + shortened(input));
            }
            return "other";
        }
    }

    private static String shortened(String s) {
        return s.length() > 3_000 ? s.substring(0, 3_000) + "..." : s;
    }

    static String mutate(SplittableRandom r, JsonNode golden, String text) {
        int kind = r.nextInt(12);
        if (kind == 0) {
            return text.substring(0, r.nextInt(text.length()));
        }
        if (kind == 1) {
            StringBuilder b = new StringBuilder(text);
            for (int n = 1 + r.nextInt(3); n > 0; n--) {
                int at = r.nextInt(b.length());
                b.setCharAt(at, STRAY.charAt(r.nextInt(STRAY.length())));
            }
            return b.toString();
        }
        JsonNode tree = golden.deepCopy();
        for (int n = 1 + (r.nextInt(4) == 0 ? r.nextInt(3) : 0); n > 0; n--) {
            List<JsonNode> containers = new ArrayList<>();
            List<String> strings = new ArrayList<>();
            collect(tree, containers, strings);
            JsonNode c = containers.get(r.nextInt(containers.size()));
            if (c.isEmpty()) {
                continue;
            }
            switch (kind) {
                case 2 -> drop(r, c);
                case 3 -> {
                    return duplicateKey(r, tree, c);
                }
                case 4 ->
                    set(
                            r,
                            c,
                            strings.isEmpty()
                                    ? NODES.textNode("x")
                                    : NODES.textNode(strings.get(r.nextInt(strings.size()))));
                case 5 -> set(r, c, NODES.numberNode(r.nextInt(7) - 2));
                case 6 -> set(r, c, number(r));
                case 7 -> set(r, c, NODES.textNode(NAMES.get(r.nextInt(NAMES.size()))));
                case 8 -> set(r, c, other(r));
                case 9 -> set(r, c, NODES.textNode(DEEP));
                case 10 -> copyElement(r, c);
                default ->
                    set(
                            r,
                            c,
                            r.nextBoolean()
                                    ? NODES.textNode("x".repeat(5_000 + r.nextInt(10_000)))
                                    : NODES.numberNode(r.nextInt()));
            }
        }
        String out = tree.toString();
        return out.contains(DEEP_JSON) ? out.replace(DEEP_JSON, nested(r)) : out;
    }

    private static void collect(JsonNode n, List<JsonNode> containers, List<String> strings) {
        if (n.isContainerNode()) {
            containers.add(n);
            for (JsonNode c : n) {
                collect(c, containers, strings);
            }
        } else if (n.isTextual()) {
            strings.add(n.asText());
        }
    }

    private static void drop(SplittableRandom r, JsonNode c) {
        if (c instanceof ObjectNode o) {
            o.remove(name(r, o));
        } else if (c instanceof ArrayNode a) {
            a.remove(r.nextInt(a.size()));
        }
    }

    private static String name(SplittableRandom r, ObjectNode o) {
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names.get(r.nextInt(names.size()));
    }

    private static void set(SplittableRandom r, JsonNode c, JsonNode value) {
        if (c instanceof ObjectNode o) {
            o.set(name(r, o), value);
        } else if (c instanceof ArrayNode a) {
            a.set(r.nextInt(a.size()), value);
        }
    }

    private static void copyElement(SplittableRandom r, JsonNode c) {
        if (c instanceof ArrayNode a) {
            a.add(a.get(r.nextInt(a.size())).deepCopy());
        } else if (c instanceof ObjectNode o) {
            o.set("extra", o.get(name(r, o)).deepCopy());
        }
    }

    /** A field written twice in one object: the text of the document with the field repeated. */
    private static String duplicateKey(SplittableRandom r, JsonNode tree, JsonNode c) {
        if (!(c instanceof ObjectNode o)) {
            return tree.toString();
        }
        String field = name(r, o);
        JsonNode value = o.get(field);
        Iterator<String> names = o.fieldNames();
        ObjectNode copy = NODES.objectNode();
        while (names.hasNext()) {
            String n = names.next();
            copy.set(n.equals(field) ? "\u0001dup" : n, o.get(n));
        }
        o.removeAll();
        o.setAll(copy);
        String dup = "\"" + field + "\":" + value + ",\"" + field + "\":";
        return tree.toString().replace("\"\\u0001dup\":", dup);
    }

    private static JsonNode number(SplittableRandom r) {
        return switch (r.nextInt(8)) {
            case 0 -> NODES.numberNode(Integer.MAX_VALUE);
            case 1 -> NODES.numberNode(Integer.MIN_VALUE);
            case 2 -> NODES.numberNode(2_147_483_648L);
            case 3 -> NODES.numberNode(Long.MIN_VALUE);
            case 4 -> NODES.numberNode(new java.math.BigInteger("9".repeat(19 + r.nextInt(2_000))));
            case 5 -> NODES.numberNode(1.5);
            case 6 -> NODES.numberNode(new java.math.BigDecimal("1e400"));
            default -> NODES.numberNode(-r.nextInt(1_000));
        };
    }

    private static JsonNode other(SplittableRandom r) {
        return switch (r.nextInt(6)) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.booleanNode(r.nextBoolean());
            case 2 -> NODES.arrayNode();
            case 3 -> NODES.objectNode();
            case 4 -> NODES.arrayNode().add("lantern").add(NODES.nullNode());
            default -> NODES.textNode("");
        };
    }

    /** Arrays and objects nested a little, or far beyond the limit, as text (Jackson would not write them). */
    private static String nested(SplittableRandom r) {
        int depth = r.nextBoolean() ? 1 + r.nextInt(40) : 1_000 + r.nextInt(50_000);
        StringBuilder open = new StringBuilder();
        StringBuilder close = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            boolean array = r.nextBoolean();
            open.append(array ? "[" : "{\"a\":");
            close.append(array ? "]" : "}");
        }
        return open + "1" + close.reverse();
    }
}

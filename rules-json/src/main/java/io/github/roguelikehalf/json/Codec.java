package io.github.roguelikehalf.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.github.roguelikehalf.json.v1.At;
import io.github.roguelikehalf.json.v1.Dto;
import io.github.roguelikehalf.json.v1.Kinds;
import io.github.roguelikehalf.json.v1.Read;
import io.github.roguelikehalf.json.v1.Write;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Scenarios;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The JSON side of snapshots: one strictly configured mapper, the envelope, and errors turned into paths. */
final class Codec {

    /**
     * The mapper and its parts, built on first use, after {@link JacksonSupport#require()} has checked the Jackson
     * version: an older Jackson then fails with a message rather than a {@code NoSuchMethodError} here.
     */
    private static final class Json {
        /** The limits on what is read; {@code docs/snapshots.md} lists them. */
        static final StreamReadConstraints LIMITS = JacksonSupport.withTokenLimit(
                        StreamReadConstraints.builder()
                                .maxDocumentLength(Snapshots.MAX_DOCUMENT_LENGTH)
                                .maxNestingDepth(Snapshots.MAX_NESTING_DEPTH)
                                .maxStringLength(Snapshots.MAX_STRING_LENGTH)
                                .maxNameLength(Snapshots.MAX_NAME_LENGTH)
                                .maxNumberLength(Snapshots.MAX_NUMBER_LENGTH),
                        Snapshots.MAX_TOKEN_COUNT)
                .build();

        static final JsonFactory FACTORY = JsonFactory.builder()
                .streamReadConstraints(LIMITS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();

        static final ObjectMapper MAPPER = JsonMapper.builder(FACTORY)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .withCoercionConfig(
                        LogicalType.Textual,
                        c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
                .withCoercionConfig(
                        LogicalType.Integer,
                        c -> c.setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail)
                                .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail))
                .withCoercionConfig(
                        LogicalType.Boolean,
                        c -> c.setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                                .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail))
                .withCoercionConfigDefaults(c -> c.setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.EmptyArray, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.EmptyObject, CoercionAction.Fail))
                .build();

        /** Two spaces, one value per line, {@code "name": value}, {@code \n} on every platform. */
        static final ObjectWriter PRETTY = MAPPER.writer(new DefaultPrettyPrinter()
                .withSeparators(
                        Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n")));

        private Json() {}
    }

    /** The strictly configured mapper; throws {@link IllegalStateException} on a Jackson older than the floor. */
    static ObjectMapper mapper() {
        JacksonSupport.require();
        return Json.MAPPER;
    }

    private static ObjectWriter pretty() {
        JacksonSupport.require();
        return Json.PRETTY;
    }

    private static final Pattern INVALID =
            Pattern.compile("invalid state: ([A-Za-z0-9_.\\[\\]]+): (.*)", Pattern.DOTALL);

    private Codec() {}

    static String write(Dto.Snapshot snapshot) {
        try {
            return pretty().writeValueAsString(snapshot) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a snapshot could not be written", e);
        }
    }

    static JsonNode tree(Dto.Snapshot snapshot) {
        return mapper().valueToTree(snapshot);
    }

    static JsonNode parse(String json) {
        try {
            return nonEmpty(mapper().readTree(json));
        } catch (JsonProcessingException e) {
            throw translate(e);
        }
    }

    static JsonNode parse(InputStream in) {
        try {
            return nonEmpty(mapper().readTree(in));
        } catch (JsonProcessingException e) {
            throw translate(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode nonEmpty(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            throw At.ROOT.fail("empty input: a snapshot is a JSON object");
        }
        return n;
    }

    static GameState game(JsonNode tree, Function<String, Scenario> scenarios) {
        Dto.Snapshot s = envelope(tree, Kinds.GAME);
        At at = At.ROOT.field("game");
        GameState state = Read.game(at, s.game());
        Scenario scenario;
        try {
            scenario = scenarios.apply(state.scenarioId());
        } catch (RulesException e) {
            throw at.field("scenarioId").fail(e.getMessage());
        }
        try {
            Engine.of(scenario).validate(state);
        } catch (RulesException e) {
            Matcher m = INVALID.matcher(String.valueOf(e.getMessage()));
            if (m.matches()) {
                throw new SnapshotException(at.path() + "." + m.group(1), m.group(2));
            }
            throw at.fail(String.valueOf(e.getMessage()));
        }
        return state;
    }

    /** The scenarios of {@link Scenarios#load()}, loaded again only when an id is not among them. */
    private static volatile Scenarios loaded;

    static Function<String, Scenario> loaded() {
        return id -> {
            Scenarios s = loaded;
            if (s == null || !s.ids().contains(id)) {
                s = Scenarios.load();
                loaded = s;
            }
            return known(s).apply(id);
        };
    }

    static Function<String, Scenario> known(Scenarios scenarios) {
        return id -> {
            try {
                return scenarios.get(id);
            } catch (RulesException e) {
                throw new RulesException("unknown scenario '" + At.shorten(id) + "'; known: " + scenarios.ids());
            }
        };
    }

    static Function<String, Scenario> only(Engine engine) {
        return id -> {
            if (!engine.scenario().id().equals(id)) {
                throw new RulesException("the snapshot is of scenario '" + At.shorten(id) + "', not of the engine's '"
                        + engine.scenario().id() + "'");
            }
            return engine.scenario();
        };
    }

    static Hero hero(JsonNode tree) {
        Dto.Snapshot s = envelope(tree, Kinds.HERO);
        return Read.hero(At.ROOT.field("hero"), s.hero());
    }

    static ScenarioState scenarioState(JsonNode tree) {
        Dto.Snapshot s = envelope(tree, Kinds.SCENARIO_STATE);
        return Read.scenarioState(At.ROOT.field("scenarioState"), s.scenarioState());
    }

    /** Checks the format, the version and the kind, then binds the records; the body of the kind is present. */
    private static Dto.Snapshot envelope(JsonNode tree, String kind) {
        if (!tree.isObject()) {
            throw At.ROOT.fail("a snapshot is a JSON object, was " + type(tree));
        }
        JsonNode format = tree.get("format");
        if (format == null || !format.isTextual() || !format.asText().equals(Write.FORMAT)) {
            throw At.ROOT
                    .field("format")
                    .fail("not a Roguelike Half snapshot: expected \"" + Write.FORMAT + "\", was "
                            + (format == null ? "nothing" : At.shorten(format.toString())));
        }
        JsonNode version = tree.get("version");
        if (version == null || !version.isIntegralNumber()) {
            throw At.ROOT
                    .field("version")
                    .fail("expected the format's version, an integer, was "
                            + (version == null ? "nothing" : At.shorten(version.toString())));
        }
        if (!version.canConvertToInt() || version.intValue() != Write.VERSION) {
            throw At.ROOT
                    .field("version")
                    .fail("unsupported version " + At.shorten(version.toString()) + "; this library reads version "
                            + Write.VERSION);
        }
        JsonNode k = tree.get("kind");
        List<String> kinds = List.of(Kinds.GAME, Kinds.HERO, Kinds.SCENARIO_STATE);
        if (k == null || !k.isTextual() || !kinds.contains(k.asText())) {
            throw At.ROOT
                    .field("kind")
                    .fail("expected one of " + kinds + ", was " + (k == null ? "nothing" : At.shorten(k.toString())));
        }
        if (!k.asText().equals(kind)) {
            throw At.ROOT.field("kind").fail("expected a snapshot of kind '" + kind + "', was '" + k.asText() + "'");
        }
        Dto.Snapshot s;
        try {
            s = mapper().treeToValue(tree, Dto.Snapshot.class);
        } catch (JsonProcessingException e) {
            throw translate(e);
        } catch (IllegalArgumentException e) {
            throw At.ROOT.fail(String.valueOf(e.getMessage()));
        }
        String body = field(kind);
        for (String other : List.of("game", "hero", "scenarioState")) {
            boolean present = switch (other) {
                case "game" -> s.game() != null;
                case "hero" -> s.hero() != null;
                default -> s.scenarioState() != null;
            };
            if (other.equals(body) && !present) {
                throw At.ROOT.field(body).fail("missing field (or null)");
            }
            if (!other.equals(body) && present) {
                throw At.ROOT.field(other).fail("a snapshot of kind '" + kind + "' has no field '" + other + "'");
            }
        }
        return s;
    }

    private static String field(String kind) {
        return switch (kind) {
            case Kinds.GAME -> "game";
            case Kinds.HERO -> "hero";
            default -> "scenarioState";
        };
    }

    private static String type(JsonNode n) {
        return n.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }

    /** A Jackson complaint, with the JSON path it names. */
    static SnapshotException translate(JsonProcessingException e) {
        String problem = String.valueOf(e.getOriginalMessage());
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            At at = At.ROOT;
            for (JsonMappingException.Reference r : m.getPath()) {
                if (r.getIndex() >= 0) {
                    at = at.index(r.getIndex());
                } else if (r.getFieldName() != null) {
                    at = at.key(r.getFieldName());
                }
            }
            if (m instanceof MismatchedInputException mi && mi.getTargetType() != null) {
                return at.fail(
                        "wrong type: expected " + expected(mi.getTargetType()) + " (" + shortMessage(problem) + ")");
            }
            if (m instanceof UnrecognizedPropertyException) {
                return at.fail("unknown field");
            }
            return at.fail(shortMessage(problem));
        }
        if (e instanceof InputCoercionException) {
            At at = e.getProcessor() instanceof JsonParser p ? path(p.getParsingContext()) : At.ROOT;
            return at.fail("number out of range (" + shortMessage(problem) + ")");
        }
        At at = At.ROOT;
        if (e.getProcessor() instanceof JsonParser p) {
            at = path(p.getParsingContext());
        }
        String where = e.getLocation() == null
                ? ""
                : " (line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr() + ")";
        return at.fail(shortMessage(problem) + where);
    }

    private static String expected(Class<?> type) {
        if (type == Integer.class || type == int.class) {
            return "an integer from -2147483648 to 2147483647";
        } else if (type == Long.class || type == long.class) {
            return "a 64-bit integer";
        } else if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        } else if (type == String.class) {
            return "a string";
        } else if (java.util.Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        return "an object";
    }

    private static At path(JsonStreamContext ctx) {
        Deque<JsonStreamContext> chain = new ArrayDeque<>();
        for (JsonStreamContext c = ctx; c != null && !c.inRoot(); c = c.getParent()) {
            chain.push(c);
        }
        At at = At.ROOT;
        for (JsonStreamContext c : chain) {
            if (c.inArray()) {
                at = at.index(Math.max(0, c.getCurrentIndex()));
            } else if (c.inObject() && c.getCurrentName() != null) {
                at = at.key(c.getCurrentName());
            }
        }
        return at;
    }

    /** Jackson's first line, without the class names of this library's records. */
    private static String shortMessage(String message) {
        String first = message.lines().findFirst().orElse(message);
        first = first.replaceAll("io\\.github\\.roguelikehalf\\.json\\.v1\\.Dto\\$", "");
        return first.length() > 300 ? first.substring(0, 300) + "..." : first;
    }
}

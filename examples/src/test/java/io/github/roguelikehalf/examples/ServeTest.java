package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.testkit.JapaneseText;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The bot protocol {@code serve}: the sample session of docs/protocol.md, errors, hints, snapshots, dice. */
class ServeTest {

    private static final Path DOC = Path.of("..", "docs", "protocol.md");
    private static final String FENCE = "```";
    private static final String SAMPLE_START = "## Sample session";
    private static final Schema SCHEMA = schema();

    private static Schema schema() {
        try {
            JsonNode node = ServeJson.MAPPER.readTree(
                    Path.of("..", "docs", "protocol.schema.json").toFile());
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void valid(String line) {
        try {
            assertThat(SCHEMA.validate(ServeJson.MAPPER.readTree(line)))
                    .as("schema errors of %s", line)
                    .isEmpty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs {@code serve} on the whole input and returns its output lines. */
    private static List<String> serve(List<String> requests, String... options) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] input = (String.join("\n", requests) + "\n").getBytes(StandardCharsets.UTF_8);
        List<String> args = new ArrayList<>(List.of("serve"));
        args.addAll(List.of(options));
        int code = Examples.run(
                new ByteArrayInputStream(input),
                new PrintStream(bytes, true, StandardCharsets.UTF_8),
                args.toArray(String[]::new));
        assertThat(code).isZero();
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** One session, request by request, for tests that look at replies as JSON. */
    private static final class Session {
        private final Serve serve = new Serve(() -> null, System.out);

        JsonNode send(String line) {
            ObjectNode reply = serve.answer(line);
            valid(reply.toString());
            return reply;
        }
    }

    @Test
    @DisplayName("The sample session of docs/protocol.md replays byte for byte, every line valid under the schema")
    void sampleSessionReplays() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        int start = doc.indexOf(FENCE + "text\n", doc.indexOf(SAMPLE_START)) + (FENCE + "text\n").length();
        int end = doc.indexOf(FENCE, start);
        List<String> lines = doc.substring(start, end).lines().toList();
        List<String> requests = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String l : lines) {
            (l.startsWith("> ") ? requests : expected).add(l.substring(2));
        }
        assertThat(requests).hasSizeGreaterThan(5);
        List<String> actual = serve(requests);
        if (Boolean.getBoolean("protocol.update")) {
            StringBuilder b = new StringBuilder("< ").append(actual.get(0)).append('\n');
            for (int i = 0; i < requests.size(); i++) {
                b.append("> ").append(requests.get(i)).append('\n');
                b.append("< ").append(actual.get(i + 1)).append('\n');
            }
            Files.writeString(DOC, doc.substring(0, start) + b + doc.substring(end), StandardCharsets.UTF_8);
            return;
        }
        assertThat(actual).containsExactlyElementsOf(expected);
        requests.stream().filter(r -> r.startsWith("{")).forEach(ServeTest::valid); // one line is not JSON on purpose
        actual.forEach(ServeTest::valid);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiterString = "|",
            value = {
                "this is not JSON | malformed | not JSON",
                "[1, 2] | malformed | a request is a JSON object",
                "{\"action\":\"explore\"} | malformed | no \"cmd\"",
                "{\"cmd\":7} | malformed | \"cmd\" is a string",
                "{\"cmd\":\"fly\"} | unknown-command | the commands are new, state, apply",
                "{\"cmd\":\"apply\"} | malformed | no \"action\"",
                "{\"cmd\":\"apply\",\"action\":\"dance wildly\"} | bad-action | dance wildly",
                "{\"cmd\":\"apply\",\"action\":\"wait\"} | illegal-action | legal actions: [explore",
                "{\"cmd\":\"apply\",\"action\":\"explore\",\"dice\":[4]} | dice-exhausted | d66",
                "{\"cmd\":\"apply\",\"action\":\"explore\",\"dice\":[0]} | malformed | whole numbers from 1",
                "{\"cmd\":\"apply\",\"action\":\"explore\",\"dice\":\"4,4\"} | malformed | \"dice\" is an array",
                "{\"cmd\":\"new\",\"seed\":\"seven\"} | malformed | \"seed\" is a whole number",
                "{\"cmd\":\"new\",\"seed\":1.5} | malformed | \"seed\" is a whole number",
                "{\"cmd\":\"new\",\"rules\":\"klingon\"} | bad-request | use english or japanese",
                "{\"cmd\":\"new\",\"party\":\"ninjas\"} | bad-request | use warrior-with-soldiers",
                "{\"cmd\":\"new\",\"scenario\":\"atlantis\"} | bad-request | atlantis",
                "{\"cmd\":\"new\",\"heroes\":[]} | malformed | non-empty array",
                "{\"cmd\":\"new\",\"heroes\":[{\"name\":\"x\"}]} | bad-snapshot | $.format: not a Roguelike Half snapshot",
                "{\"cmd\":\"load\"} | malformed | needs a \"snapshot\" object",
                "{\"cmd\":\"load\",\"snapshot\":{\"format\":\"nope\"}} | bad-snapshot | $.format: not a Roguelike Half snapshot",
            })
    @DisplayName("A malformed or illegal line gets an error line naming what was wrong; the game is unchanged")
    void errorsChangeNothing(String line, String code, String message) {
        Session s = new Session();
        s.send("{\"cmd\":\"new\",\"seed\":5}");
        JsonNode before = s.send("{\"cmd\":\"state\"}");
        JsonNode error = s.send(line);
        assertThat(error.get("type").asText()).isEqualTo("error");
        assertThat(error.get("error").asText()).isEqualTo(code);
        assertThat(error.get("message").asText()).contains(message);
        assertThat(s.send("{\"cmd\":\"state\"}")).isEqualTo(before);
    }

    @Test
    @DisplayName("Before a game only new and load are served; the id of a request comes back")
    void noGameYet() {
        Session s = new Session();
        JsonNode error = s.send("{\"cmd\":\"hint\",\"id\":\"a\"}");
        assertThat(error.get("error").asText()).isEqualTo("no-game");
        assertThat(error.get("id").asText()).isEqualTo("a");
    }

    @Test
    @DisplayName("Scripted dice: explore with faces 4 and 4 enters tile 44 (EN §34 / JP §33), and the event says so")
    void applyWithDice() {
        Session s = new Session();
        s.send("{\"cmd\":\"new\",\"seed\":1}");
        JsonNode applied = s.send("{\"cmd\":\"apply\",\"action\":\"explore\",\"dice\":[4,4,5]}");
        JsonNode events = applied.get("events");
        assertThat(events.get(0).get("roll").get("total").asInt()).isEqualTo(44);
        assertThat(events.get(1).get("fact").get("type").asText()).isEqualTo("tile-entered");
        assertThat(events.get(1).get("fact").get("tileId").asText()).isEqualTo("44");
        assertThat(events.get(1).get("check").get("face").asInt()).isEqualTo(5);
        assertThat(applied.get("summary").get("tilesCleared").asInt()).isEqualTo(1);
    }

    @Test
    @DisplayName("A snapshot loads back into the same state, and play goes on from it")
    void snapshotAndLoad() {
        Session s = new Session();
        s.send("{\"cmd\":\"new\",\"seed\":9}");
        s.send("{\"cmd\":\"apply\",\"action\":\"explore\"}");
        JsonNode state = s.send("{\"cmd\":\"state\"}");
        JsonNode snapshot = s.send("{\"cmd\":\"snapshot\"}").get("snapshot");
        Session other = new Session();
        JsonNode loaded = other.send("{\"cmd\":\"load\",\"snapshot\":" + snapshot + "}");
        assertThat(loaded).isEqualTo(state);
    }

    @Test
    @DisplayName("Heroes as rules-json writes them start a game without followers")
    void heroes() {
        String hero = Snapshots.writeHero(Parties.warriorWithSoldiers(RuleOptions.englishEdition())
                .heroes()
                .get(0));
        Session s = new Session();
        JsonNode state = s.send("{\"cmd\":\"new\",\"rules\":\"japanese\",\"heroes\":[" + hero + "]}");
        assertThat(state.get("summary").get("heroes").get(0).get("name").asText())
                .isEqualTo("Rin");
        assertThat(state.get("summary").get("followers")).isEmpty();
    }

    @Test
    @DisplayName("Playing every hint to the end plays autoplay's adventure: the same actions, the same outcome")
    void hintsPlayAutoplaysAdventure() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Examples.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), "autoplay", "--seed", "4");
        List<String> autoplay = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        Session s = new Session();
        JsonNode state = s.send("{\"cmd\":\"new\",\"seed\":4}");
        List<String> actions = new ArrayList<>();
        while (state.get("outcome").isNull()) {
            String action = s.send("{\"cmd\":\"hint\"}").get("action").asText();
            assertThat(s.send("{\"cmd\":\"hint\"}").get("action").asText()).isEqualTo(action);
            actions.add("> " + action);
            state = s.send("{\"cmd\":\"apply\",\"action\":\"" + action + "\"}");
        }
        assertThat(actions)
                .isEqualTo(autoplay.stream().filter(l -> l.startsWith("> ")).toList());
        assertThat(autoplay.get(autoplay.size() - 1))
                .isEqualTo("The end: " + state.get("outcome").get("text").asText() + " after "
                        + state.get("summary").get("steps").asLong() + " actions");
        assertThat(s.send("{\"cmd\":\"hint\"}").get("error").asText()).isEqualTo("game-over");
    }

    @Test
    @DisplayName(
            "serve --lang ja: the prompts, the actions' and hints' labels, the creatures' names and the outcome are"
                    + " Japanese with names, throughout an adventure; ids, canonical actions and the events' texts stay")
    void japaneseLabels() {
        List<String> out = serve(
                List.of(
                        "{\"cmd\":\"new\",\"seed\":3}",
                        "{\"cmd\":\"hint\"}",
                        "{\"cmd\":\"apply\",\"action\":\"explore\"}",
                        "{\"cmd\":\"apply\",\"action\":\"explore\"}"),
                "--lang",
                "ja");
        out.forEach(ServeTest::valid);
        JsonNode first = json(out.get(1));
        assertThat(first.get("decision").get("prompt").asText()).isEqualTo("マップタイルの間:探索を続けるか、準備をする");
        assertThat(first.get("decision").get("legal").get(1).get("action").asText())
                .isEqualTo("release soldier/slashing");
        assertThat(json(out.get(2)).get("label").asText())
                .isEqualTo(
                        first.get("decision").get("legal").get(0).get("label").asText());
        JsonNode lamia = json(out.get(4));
        assertThat(lamia.get("type").asText()).as(lamia.toString()).isEqualTo("applied");
        assertThat(lamia.get("events").get(0).get("text").asText()).isEqualTo("d66 61");
        assertThat(lamia.get("summary").get("enemies").get(0).get("id").asText())
                .isEqualTo("lamian-slicer-thrower");
        assertThat(lamia.get("summary").get("enemies").get(0).get("name").asText())
                .isEqualTo("ラミアの円刃投げ");

        Session s = new Session();
        s.serve.lang = Narrator.JA;
        JsonNode state = s.send("{\"cmd\":\"new\",\"seed\":4}");
        List<String> read = new ArrayList<>();
        while (state.get("outcome").isNull()) {
            JsonNode hint = s.send("{\"cmd\":\"hint\"}");
            read.add(hint.get("label").asText());
            read.add(state.get("decision").get("prompt").asText());
            state.get("decision")
                    .get("legal")
                    .forEach(a -> read.add(a.get("label").asText()));
            state.get("summary")
                    .get("enemies")
                    .forEach(e -> read.add(e.get("name").asText()));
            state = s.send(
                    "{\"cmd\":\"apply\",\"action\":\"" + hint.get("action").asText() + "\"}");
        }
        read.add(state.get("outcome").get("text").asText());
        assertThat(read)
                .hasSizeGreaterThan(50)
                .allSatisfy(text -> assertThat(JapaneseText.strayWords(text, List.of("Rin")))
                        .as(text)
                        .isEmpty());
        assertThat(state.get("outcome").get("text").asText()).isEqualTo("成功");
        assertThat(state.get("outcome").get("victory").asBoolean()).isTrue();
    }

    private static JsonNode json(String line) {
        try {
            return ServeJson.MAPPER.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    @DisplayName("The session ends at quit: later lines are not read")
    void quit() {
        List<String> out = serve(List.of("{\"cmd\":\"quit\"}", "{\"cmd\":\"new\"}"));
        assertThat(out).hasSize(2);
        assertThat(out.get(1)).isEqualTo("{\"type\":\"bye\"}");
    }
}

package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.bot.Fraction;
import io.github.roguelikehalf.rules.bot.Odds;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The web example's endpoints over plain HTTP: every endpoint, a whole seeded adventure, and bad requests. */
class WebApiTest {

    /** A seed whose baseline adventure is short (a victory in a few dozen actions). */
    static final long SEED = 11L;

    @TempDir
    Path dir;

    private HttpServer server;
    private final HttpClient http = HttpClient.newHttpClient();

    record Response(int status, String body, java.net.http.HttpHeaders headers) {
        JsonNode json() {
            try {
                return ServeJson.MAPPER.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @BeforeEach
    void start() throws IOException {
        server = WebServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), new WebGames(dir));
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void restart() throws IOException {
        server.stop(0);
        start();
    }

    Response send(String method, String path, String body) {
        return send(method, path, body.getBytes(StandardCharsets.UTF_8));
    }

    Response send(String method, String path, byte[] body) {
        URI uri = URI.create("http://localhost:" + server.getAddress().getPort() + "/" + path);
        HttpRequest request = HttpRequest.newBuilder(uri)
                .method(
                        method,
                        body.length == 0
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        try {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return new Response(r.statusCode(), r.body(), r.headers());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** What {@code autoplay} prints for a seed, line by line. */
    static List<String> autoplay(long seed, String lang) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = Examples.run(
                new PrintStream(bytes, true, StandardCharsets.UTF_8),
                "autoplay",
                "--seed",
                Long.toString(seed),
                "--lang",
                lang);
        assertThat(code).isZero();
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** A log as autoplay prints it: {@code > action}, then each event indented by two spaces. */
    static List<String> logLines(JsonNode log, String lang) {
        List<String> lines = new ArrayList<>();
        for (JsonNode entry : log) {
            lines.add("> " + entry.get("action").asText());
            entry.get("events").forEach(e -> lines.add("  " + e.get(lang).asText()));
        }
        return lines;
    }

    private String started() {
        Response r = send("POST", "api/games", "{\"seed\":" + SEED + "}");
        assertThat(r.status()).isEqualTo(201);
        return r.json().get("id").asText();
    }

    @Test
    @DisplayName("GET / serves the page, GET app.js and style.css its script and style; nothing else is a file")
    void pageFiles() {
        Response page = send("GET", "", "");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type")).hasValue("text/html; charset=utf-8");
        assertThat(page.body()).contains("<script src=\"app.js\">").contains("href=\"style.css\"");
        assertThat(send("GET", "app.js", "").headers().firstValue("Content-Type"))
                .hasValue("text/javascript; charset=utf-8");
        assertThat(send("GET", "style.css", "").status()).isEqualTo(200);
        assertThat(send("GET", "WebApi.class", "").status()).isEqualTo(404);
    }

    @Test
    @DisplayName("POST api/games starts the seed's game (EN §34 / JP §33: the first decision is to explore),"
            + " kept as a rules-json snapshot named by its id")
    void newGame() throws IOException {
        Response r = send("POST", "api/games", "{\"party\":\"warrior-with-soldiers\",\"seed\":" + SEED + "}");
        assertThat(r.status()).isEqualTo(201);
        JsonNode view = r.json();
        String id = view.get("id").asText();
        assertThat(id).matches("[0-9a-f]{16}");
        assertThat(view.get("seed").asLong()).isEqualTo(SEED);
        assertThat(view.get("title").asText()).isEqualTo("Knight of Twilight");
        assertThat(view.at("/decision/kind").asText()).isEqualTo("explore");
        assertThat(view.at("/decision/legal/0/action").asText()).isEqualTo("explore");
        assertThat(view.at("/decision/legal/0/label").asText()).isEqualTo("Explore: roll for the next room");
        assertThat(view.get("odds").isNull()).isTrue();
        assertThat(view.get("log")).isEmpty();
        assertThat(view.get("room").isNull()).isTrue();

        RuleOptions options = RuleOptions.englishEdition();
        Engine engine = Engine.forScenario(KnightOfTwilight.ID);
        GameState expected = engine.start(Parties.warriorWithSoldiers(options), options, SEED);
        assertThat(Snapshots.read(dir.resolve(id + ".json"), engine)).isEqualTo(expected);
        Hero rin = expected.party().heroes().get(0);
        assertThat(view.at("/summary/heroes/0/life").asInt()).isEqualTo(rin.life());
        assertThat(view.at("/summary/followers/0/count").asInt()).isEqualTo(3);
        assertThat(view.at("/gear/0/hands").toString())
                .isEqualTo(ServeJson.MAPPER
                        .valueToTree(rin.equipment().hands().stream()
                                .map(i -> i.key())
                                .toList())
                        .toString());
        assertThat(view.at("/gear/0/armour").asText())
                .isEqualTo(rin.equipment().armour().orElseThrow().key());
    }

    @Test
    @DisplayName("In a fight (EN §35-§42 / JP §34-§42) the view carries the exact odds under best play, which sum"
            + " with the chance of no end to 1; outside a fight the odds are null")
    void oddsOfTheFightUnderWay() throws IOException {
        Engine engine = Engine.forScenario(KnightOfTwilight.ID);
        FightOdds odds = FightOdds.of(engine);
        BaselinePolicy baseline = BaselinePolicy.of(engine);
        String id = send("POST", "api/games", "{\"party\":\"strength\",\"level\":10,\"seed\":" + SEED + "}")
                .json()
                .get("id")
                .asText();
        int fights = 0;
        int outside = 0;
        GameState now = Snapshots.read(dir.resolve(id + ".json"), engine);
        // the baseline plays on until its first fight is over
        while (!now.isTerminal() && (fights == 0 || FightOdds.inFight(now))) {
            Action action = baseline.choose(engine.observe(now), engine.legalActions(now), Dice.seeded(0L));
            JsonNode view = send("POST", "api/games/" + id + "/actions", "{\"action\":\"" + action + "\"}")
                    .json();
            now = Snapshots.read(dir.resolve(id + ".json"), engine);
            GameState state = now;
            JsonNode o = view.get("odds");
            if (!FightOdds.inFight(state)) {
                assertThat(o.isNull()).as("after %s", action).isTrue();
                outside++;
                continue;
            }
            fights++;
            assertThat(o.get("computed").asBoolean())
                    .as("after %s: %s", action, o)
                    .isTrue();
            Odds expected = odds.best(state);
            JsonNode exact = o.get("exact");
            assertThat(List.of(
                            exact.get("win").asText(),
                            exact.get("death").asText(),
                            exact.get("escape").asText(),
                            exact.get("unending").asText()))
                    .containsExactly(
                            expected.win().toString(),
                            expected.death().toString(),
                            expected.escape().toString(),
                            expected.unending().toString());
            Fraction sum = Fraction.ZERO;
            for (String k : List.of("win", "death", "escape", "unending")) {
                String[] f = (exact.get(k).asText() + "/1").split("/");
                sum = sum.plus(new Fraction(new BigInteger(f[0]), new BigInteger(f[1])));
                assertThat(o.get(k).asDouble())
                        .isCloseTo(Double.parseDouble(f[0]) / Double.parseDouble(f[1]), within(1e-12));
            }
            assertThat(sum).isEqualTo(Fraction.ONE);
            assertThat(o.get("text").asText()).isEqualTo(expected.describe());
        }
        assertThat(fights).isPositive();
        assertThat(outside).isPositive();
    }

    @Test
    @DisplayName("A lone hero of a chosen level gets that level's growth (EN §15-§16 / JP §15-§16)")
    void loneHeroOfALevel() {
        Response r = send("POST", "api/games", "{\"party\":\"sorcery\",\"level\":12,\"seed\":3}");
        assertThat(r.status()).isEqualTo(201);
        Hero expected = Parties.lone(SubAttribute.SORCERY, 12, RuleOptions.englishEdition())
                .heroes()
                .get(0);
        JsonNode hero = r.json().at("/summary/heroes/0");
        assertThat(hero.get("name").asText()).isEqualTo("Sorcerer 12");
        assertThat(hero.get("maxLife").asInt()).isEqualTo(expected.maxLife());
        assertThat(hero.get("technique").asInt()).isEqualTo(expected.technique());
        assertThat(hero.get("subAttributeValue").asInt()).isEqualTo(expected.subAttributeValue());
        assertThat(r.json().get("summary").get("followers")).isEmpty();
    }

    @Test
    @DisplayName("Playing autoplay's actions tells autoplay's events in English and Japanese and ends as it does;"
            + " a server restart midway loses nothing")
    void playsAsAutoplay() throws IOException {
        List<String> en = autoplay(SEED, "en");
        List<String> ja = autoplay(SEED, "ja");
        List<String> actions = en.stream()
                .filter(l -> l.startsWith("> "))
                .map(l -> l.substring(2))
                .toList();
        String id = started();
        JsonNode view = null;
        for (int i = 0; i < actions.size(); i++) {
            if (i == actions.size() / 2) {
                String before = send("GET", "api/games/" + id, "").body();
                restart();
                assertThat(send("GET", "api/games/" + id, "").body()).isEqualTo(before);
            }
            Response r = send("POST", "api/games/" + id + "/actions", "{\"action\":\"" + actions.get(i) + "\"}");
            assertThat(r.status()).as("%s: %s", actions.get(i), r.body()).isEqualTo(200);
            view = r.json();
        }
        assertThat(logLines(view.get("log"), "en")).isEqualTo(en.subList(1, en.size() - 1));
        assertThat(logLines(view.get("log"), "ja")).isEqualTo(ja.subList(1, ja.size() - 1));
        assertThat("The end: " + view.at("/outcome/text").asText() + " after " + view.at("/summary/steps") + " actions")
                .isEqualTo(en.get(en.size() - 1));
        assertThat(view.get("decision").isNull()).isTrue();

        Response over = send("POST", "api/games/" + id + "/actions", "{\"action\":\"explore\"}");
        assertThat(over.status()).isEqualTo(409);
        assertThat(over.json().get("error").asText()).isEqualTo("game-over");
    }

    @Test
    @DisplayName("GET api/games/ID/snapshot downloads the rules-json snapshot; POST api/games/load plays it on")
    void saveAndLoad() {
        String id = started();
        send("POST", "api/games/" + id + "/actions", "{\"action\":\"explore\"}");
        JsonNode saved = send("GET", "api/games/" + id, "").json();
        Response file = send("GET", "api/games/" + id + "/snapshot", "");
        assertThat(file.status()).isEqualTo(200);
        assertThat(file.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"knight-of-twilight-" + id + ".json\"");
        assertThat(Snapshots.read(file.body()).steps()).isEqualTo(1);

        Response loaded = send("POST", "api/games/load", file.body());
        assertThat(loaded.status()).isEqualTo(201);
        JsonNode view = loaded.json();
        assertThat(view.get("id").asText()).isNotEqualTo(id);
        assertThat(view.get("summary")).isEqualTo(saved.get("summary"));
        assertThat(view.get("decision")).isEqualTo(saved.get("decision"));
        assertThat(view.get("log")).isEmpty();
    }

    @ParameterizedTest(name = "{0} {1} {2} -> {3} {4}")
    @CsvSource(
            delimiterString = "|",
            value = {
                "GET | api/games/0123456789abcdef | | 404 | unknown-game",
                "GET | api/games/..%2F..%2Fetc%2Fpasswd | | 404 | not-found",
                "GET | api/games/NOT-AN-ID | | 404 | unknown-game",
                "GET | api/games/ID%2F..%2F..%2Fsecret/snapshot | | 404 | not-found",
                "POST | api/games/0123456789abcdef/actions | {\"action\":\"explore\"} | 404 | unknown-game",
                "POST | api/games/ID/actions | {\"action\":\"wait\"} | 409 | illegal-action",
                "POST | api/games/ID/actions | {\"action\":\"dance wildly\"} | 400 | bad-action",
                "POST | api/games/ID/actions | explore | 400 | malformed",
                "POST | api/games/ID/actions | {} | 400 | malformed",
                "POST | api/games/ID/actions | [\"explore\"] | 400 | malformed",
                "POST | api/games/ID/actions | {\"action\":7} | 400 | malformed",
                "POST | api/games/load | {\"hello\":\"world\"} | 400 | bad-snapshot",
                "POST | api/games/load | not a snapshot | 400 | bad-snapshot",
                "POST | api/games | {\"party\":\"dragons\"} | 400 | bad-request",
                "POST | api/games | {\"seed\":\"seven\"} | 400 | malformed",
                "POST | api/games | {\"level\":99} | 400 | bad-request",
                "POST | api/games | {\"rules\":\"mine\"} | 400 | bad-request",
                "GET | api/games | | 405 | method-not-allowed",
                "DELETE | api/games/ID | | 405 | method-not-allowed",
                "POST | api/games/ID/snapshot | | 405 | method-not-allowed",
                "GET | api/nowhere | | 404 | not-found",
            })
    @DisplayName("A bad request gets an HTTP error with a JSON code and message, and the game is unchanged")
    void badRequests(String method, String path, String body, int status, String code) throws IOException {
        String id = started();
        byte[] snapshot = Files.readAllBytes(dir.resolve(id + ".json"));
        byte[] log = Files.readAllBytes(dir.resolve(id + ".log.json"));
        long files;
        try (var list = Files.list(dir)) {
            files = list.count();
        }
        Response r = send(method, path.replace("ID", id), body == null ? "" : body);
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.headers().firstValue("Content-Type")).hasValue("application/json; charset=utf-8");
        assertThat(r.json().get("error").asText()).isEqualTo(code);
        assertThat(r.json().get("message").asText()).isNotBlank();
        assertThat(Files.readAllBytes(dir.resolve(id + ".json"))).isEqualTo(snapshot);
        assertThat(Files.readAllBytes(dir.resolve(id + ".log.json"))).isEqualTo(log);
        try (var list = Files.list(dir)) {
            assertThat(list.count()).isEqualTo(files);
        }
    }

    @Test
    @DisplayName("An illegal action's message names the legal ones; a body over the limit gets 413 unread")
    void messagesAndLimits() {
        String id = started();
        Response illegal = send("POST", "api/games/" + id + "/actions", "{\"action\":\"wait\"}");
        assertThat(illegal.json().get("message").asText()).contains("explore");
        byte[] huge = new byte[WebApi.MAX_BODY + 1];
        java.util.Arrays.fill(huge, (byte) ' ');
        Response big = send("POST", "api/games/load", huge);
        assertThat(big.status()).isEqualTo(413);
        assertThat(big.json().get("error").asText()).isEqualTo("too-large");
        assertThat(big.json().get("message").asText()).contains(Integer.toString(WebApi.MAX_BODY));
        assertThat(send("GET", "api/games/" + id, "")
                        .json()
                        .at("/summary/steps")
                        .asInt())
                .isZero();
    }
}

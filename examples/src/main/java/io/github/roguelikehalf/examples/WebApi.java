package io.github.roguelikehalf.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.json.SnapshotException;
import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.ActionParseException;
import io.github.roguelikehalf.rules.engine.IllegalActionException;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The web example's endpoints, apart from any HTTP server: a request's method, path (below where the example is
 * mounted, e.g. {@code api/games/ID}) and body go in, a {@link Reply} comes out. {@link WebServer} serves it with
 * the JDK's HTTP server; any other server can call {@link #answer} the same way (README: embedding). Every bad
 * request gets a 4xx reply {@code {"error": code, "message": ..., "ja": ...}} (the message in English, and a
 * Japanese sentence for the code) and changes no game.
 */
public final class WebApi {

    /** The largest request body read: a snapshot's own limit. */
    public static final int MAX_BODY = (int) Snapshots.MAX_DOCUMENT_LENGTH;

    /** The page's files, by path. */
    private static final Map<String, String> FILES =
            Map.of("", "index.html", "index.html", "index.html", "app.js", "app.js", "style.css", "style.css");

    /**
     * A reply.
     *
     * @param status the HTTP status
     * @param contentType the body's media type (always text, UTF-8)
     * @param body the body
     * @param download the file name to save the body as, if it is a download
     */
    public record Reply(int status, String contentType, String body, Optional<String> download) {
        static Reply json(int status, JsonNode node) {
            return new Reply(status, "application/json; charset=utf-8", node.toString(), Optional.empty());
        }
    }

    private final WebGames games;

    /**
     * The endpoints, the games kept in a directory.
     *
     * @param gamesDir the directory, created if missing; each game is {@code ID.json} (a rules-json snapshot) and
     *     {@code ID.log.json} (what was done and told)
     */
    public WebApi(Path gamesDir) {
        this(new WebGames(gamesDir));
    }

    WebApi(WebGames games) {
        this.games = games;
    }

    /**
     * Answers one request; never throws for a bad request.
     *
     * @param method the HTTP method, e.g. {@code POST}
     * @param path the path below the mount point, with or without a leading {@code /}
     * @param body the request body (at most {@link #MAX_BODY} bytes: the server refuses longer ones)
     * @return the reply
     */
    public Reply answer(String method, String path, byte[] body) {
        try {
            return route(method, path.startsWith("/") ? path.substring(1) : path, body);
        } catch (Serve.Refused e) {
            return error(e.code, e.getMessage());
        } catch (IllegalActionException e) {
            return error("illegal-action", e.getMessage());
        } catch (ActionParseException e) {
            return error("bad-action", e.getMessage());
        } catch (SnapshotException e) {
            return error("bad-snapshot", "that is no game snapshot: " + e.getMessage());
        } catch (RulesException | IllegalArgumentException e) {
            return error("bad-request", e.getMessage());
        }
    }

    private Reply route(String method, String path, byte[] body) {
        String[] parts = path.split("/", -1);
        if (FILES.containsKey(path)) {
            allow(method, "GET");
            return file(FILES.get(path));
        } else if (path.equals("api/games")) {
            allow(method, "POST");
            return Reply.json(201, WebView.of(games.create(WebNewGame.read(json(body, true), games))));
        } else if (path.equals("api/games/load")) {
            allow(method, "POST");
            String json = new String(body, StandardCharsets.UTF_8);
            return Reply.json(201, WebView.of(games.create(Snapshots.read(json, games.engine(scenarioOf(json))))));
        } else if (parts.length == 3 && parts[0].equals("api") && parts[1].equals("games")) {
            allow(method, "GET");
            return Reply.json(200, WebView.of(games.find(parts[2])));
        } else if (parts.length == 4 && path.startsWith("api/games/") && parts[3].equals("actions")) {
            allow(method, "POST");
            JsonNode request = json(body, false);
            JsonNode action = request.get("action");
            if (action == null || !action.isTextual()) {
                throw new Serve.Refused(
                        "malformed", "the body is {\"action\": \"...\"}, an action as the page's buttons give it");
            }
            Action parsed = Action.parse(action.asText());
            return Reply.json(200, WebView.of(games.apply(parts[2], parsed)));
        } else if (parts.length == 4 && path.startsWith("api/games/") && parts[3].equals("snapshot")) {
            allow(method, "GET");
            return new Reply(
                    200,
                    "application/json; charset=utf-8",
                    games.snapshot(parts[2]),
                    Optional.of(KnightOfTwilight.ID + "-" + parts[2] + ".json"));
        }
        throw new Serve.Refused(
                "not-found",
                "nothing at '" + (path.length() > 60 ? path.substring(0, 60) + "..." : path)
                        + "'; the endpoints are POST api/games, POST api/games/load, GET api/games/ID,"
                        + " POST api/games/ID/actions, GET api/games/ID/snapshot");
    }

    private static String scenarioOf(String json) {
        return Snapshots.read(json).scenarioId();
    }

    private static void allow(String method, String allowed) {
        if (!method.equals(allowed)) {
            throw new Serve.Refused("method-not-allowed", method + " is not allowed here; use " + allowed);
        }
    }

    /** The body as a JSON object; an empty body is an empty object where that is allowed. */
    private static JsonNode json(byte[] body, boolean emptyAllowed) {
        if (body.length == 0 && emptyAllowed) {
            return ServeJson.MAPPER.createObjectNode();
        }
        JsonNode node;
        try {
            node = ServeJson.MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            throw new Serve.Refused("malformed", "the body is not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (node == null || !node.isObject()) {
            throw new Serve.Refused("malformed", "the body is a JSON object");
        }
        return node;
    }

    private static Reply file(String name) {
        try (InputStream in = WebApi.class.getResourceAsStream("web/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the page's file " + name + " is missing from the jar");
            }
            String type = name.endsWith(".html") ? "text/html" : name.endsWith(".js") ? "text/javascript" : "text/css";
            return new Reply(
                    200,
                    type + "; charset=utf-8",
                    new String(in.readAllBytes(), StandardCharsets.UTF_8),
                    Optional.empty());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The HTTP status of an error code. */
    static int status(String code) {
        return switch (code) {
            case "unknown-game", "not-found" -> 404;
            case "method-not-allowed" -> 405;
            case "illegal-action", "game-over" -> 409;
            case "too-large" -> 413;
            default -> 400;
        };
    }

    /** An error reply: its code, the English message, and what the page shows in Japanese ({@code ja}). */
    static Reply error(String code, String message) {
        Texts ja = Narrator.JA.texts();
        ObjectNode node = ServeJson.MAPPER
                .createObjectNode()
                .put("error", code)
                .put("message", message)
                .put("ja", ja.has("web.error." + code) ? ja.say("web.error." + code) : ja.say("web.error.bad-request"));
        return Reply.json(status(code), node);
    }

    /** The new-game request: {@code party}, {@code level}, {@code seed}, {@code rules}. */
    static final class WebNewGame {
        private WebNewGame() {}

        static io.github.roguelikehalf.rules.engine.GameState read(JsonNode request, WebGames games) {
            RuleOptions options = switch (text(request, "rules", "english")) {
                case "english" -> RuleOptions.englishEdition();
                case "japanese" -> RuleOptions.japaneseVer46();
                default -> throw new Serve.Refused("bad-request", "\"rules\" is english or japanese");
            };
            long seed = number(request, "seed", 1L);
            long level = number(request, "level", 10L);
            if (level < 10 || level > options.maxCoveredLevel()) {
                throw new Serve.Refused(
                        "bad-request",
                        "\"level\" is from 10 (a new hero) to " + options.maxCoveredLevel() + ", was " + level);
            }
            String name = text(request, "party", "warrior-with-soldiers");
            Party party;
            if (name.equals("warrior-with-soldiers")) {
                party = Parties.warriorWithSoldiers(options);
            } else {
                SubAttribute sub;
                try {
                    sub = SubAttribute.valueOf(name.toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException e) {
                    throw new Serve.Refused(
                            "bad-request",
                            "unknown \"party\" '" + name
                                    + "'; use warrior-with-soldiers, or a lone strength, dexterity, sorcery or"
                                    + " divinity hero");
                }
                party = Parties.lone(sub, (int) level, options);
            }
            return games.engine(KnightOfTwilight.ID).start(party, options, seed);
        }

        private static String text(JsonNode request, String field, String fallback) {
            JsonNode node = request.get(field);
            if (node == null) {
                return fallback;
            } else if (!node.isTextual() || node.asText().length() > 40) {
                throw new Serve.Refused("malformed", "\"" + field + "\" is a short string");
            }
            return node.asText();
        }

        private static long number(JsonNode request, String field, long fallback) {
            JsonNode node = request.get(field);
            if (node == null) {
                return fallback;
            } else if (!node.isIntegralNumber() || !node.canConvertToLong()) {
                throw new Serve.Refused("malformed", "\"" + field + "\" is a whole number, was " + node);
            }
            return node.asLong();
        }
    }
}

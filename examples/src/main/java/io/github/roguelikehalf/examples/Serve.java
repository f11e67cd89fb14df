package io.github.roguelikehalf.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.json.SnapshotException;
import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.DiceExhaustedException;
import io.github.roguelikehalf.rules.dice.SeededDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.ActionParseException;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.IllegalActionException;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The bot protocol: JSON lines on standard input and output (docs/protocol.md). Each request line gets one reply
 * line; a malformed or illegal request gets an {@code error} reply and changes nothing.
 */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = "Speak the bot protocol: JSON lines on standard input and output (docs/protocol.md).")
final class Serve implements Callable<Integer> {

    /** The protocol's version, in the {@code ready} line. */
    static final int VERSION = 1;

    /** A request that cannot be served; the session goes on unchanged. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        /** The error code of the reply. */
        final String code;

        Refused(String code, String message) {
            super(message);
            this.code = code;
        }
    }

    /** The game being played: its engine, its state and the baseline bot's dice for hints. */
    private record Game(Engine engine, GameState state, SeededDice hintDice, Optional<Action> hint) {
        static Game of(Engine engine, GameState state) {
            return new Game(engine, state, Dice.seeded(~state.rng().seed()), Optional.empty());
        }

        Game next(GameState next) {
            return new Game(engine, next, hintDice, Optional.empty());
        }
    }

    @Option(
            names = "--lang",
            description = "the language of the texts a person reads (prompts, labels, creatures' names, the outcome):"
                    + " EN or JA; ids, actions and events[].text stay the engine's (default ${DEFAULT-VALUE})")
    Narrator lang = Narrator.EN;

    private final Supplier<BufferedReader> in;
    private final PrintStream out;
    private Optional<Game> game = Optional.empty();

    Serve(Supplier<BufferedReader> in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    @Override
    public Integer call() {
        ObjectNode ready =
                ServeJson.MAPPER.createObjectNode().put("type", "ready").put("protocol", VERSION);
        ready.putPOJO(
                "scenarios",
                io.github.roguelikehalf.rules.scenario.Scenarios.load().ids());
        send(ready);
        BufferedReader reader = in.get();
        while (true) {
            String line;
            try {
                line = reader.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (line == null) {
                return 0;
            }
            if (line.isBlank()) {
                continue;
            }
            ObjectNode reply = answer(line);
            send(reply);
            if ("bye".equals(reply.path("type").asText())) {
                return 0;
            }
        }
    }

    private void send(ObjectNode reply) {
        out.println(reply.toString());
        out.flush();
    }

    /** The reply to one request line; an error reply if it cannot be served. */
    ObjectNode answer(String line) {
        JsonNode request;
        try {
            request = ServeJson.MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            return error(null, "malformed", "not JSON: " + e.getOriginalMessage());
        }
        JsonNode id = request.isObject() ? request.get("id") : null;
        try {
            if (!request.isObject()) {
                throw new Refused("malformed", "a request is a JSON object with a \"cmd\"");
            }
            ObjectNode reply = serve(request);
            if (id != null) {
                reply.set("id", id);
            }
            return reply;
        } catch (Refused e) {
            return error(id, e.code, e.getMessage());
        } catch (IllegalActionException e) {
            return error(id, "illegal-action", e.getMessage());
        } catch (ActionParseException e) {
            return error(id, "bad-action", e.getMessage());
        } catch (DiceExhaustedException e) {
            return error(id, "dice-exhausted", e.getMessage() + "; add faces to \"dice\" and apply again");
        } catch (SnapshotException e) {
            return error(id, "bad-snapshot", e.getMessage());
        } catch (RulesException | IllegalArgumentException e) {
            return error(id, "bad-request", e.getMessage());
        }
    }

    private ObjectNode serve(JsonNode request) {
        String cmd = text(request, "cmd", null);
        ObjectNode reply = ServeJson.MAPPER.createObjectNode();
        switch (cmd) {
            case "new" -> {
                Game g = start(request);
                game = Optional.of(g);
                return ServeJson.state(reply.put("type", "state"), g.engine(), g.state(), lang);
            }
            case "state" -> {
                Game g = current();
                return ServeJson.state(reply.put("type", "state"), g.engine(), g.state(), lang);
            }
            case "apply" -> {
                Game g = current();
                Action action = Action.parse(text(request, "action", null));
                Optional<int[]> dice = faces(request);
                Transition t = dice.isPresent()
                        ? g.engine().apply(g.state(), action, Dice.of(dice.get()))
                        : g.engine().apply(g.state(), action);
                game = Optional.of(g.next(t.state()));
                reply.put("type", "applied").put("action", action.toString());
                reply.set("events", ServeJson.events(t.events()));
                return ServeJson.state(reply, g.engine(), t.state(), lang);
            }
            case "hint" -> {
                Game g = current();
                if (g.state().isTerminal()) {
                    throw new Refused(
                            "game-over",
                            "the adventure is over: " + g.state().outcome().orElseThrow());
                }
                Action a = g.hint()
                        .orElseGet(() -> BaselinePolicy.of(g.engine())
                                .choose(g.state(), g.engine().legalActions(g.state()), g.hintDice()));
                game = Optional.of(new Game(g.engine(), g.state(), g.hintDice(), Optional.of(a)));
                return reply.put("type", "hint")
                        .put("action", a.toString())
                        .put("label", Labels.describe(lang.texts(), a, ServeJson.names(g.engine(), g.state(), lang)));
            }
            case "snapshot" -> {
                reply.put("type", "snapshot");
                reply.set("snapshot", tree(Snapshots.write(current().state())));
                return reply;
            }
            case "load" -> {
                JsonNode snapshot = request.get("snapshot");
                if (snapshot == null || !snapshot.isObject()) {
                    throw new Refused(
                            "malformed", "\"load\" needs a \"snapshot\" object, as \"snapshot\" replies give");
                }
                String json = snapshot.toString();
                Engine engine = Engine.forScenario(Snapshots.read(json).scenarioId());
                Game g = Game.of(engine, Snapshots.read(json, engine));
                game = Optional.of(g);
                return ServeJson.state(reply.put("type", "state"), g.engine(), g.state(), lang);
            }
            case "quit" -> {
                return reply.put("type", "bye");
            }
            default ->
                throw new Refused(
                        "unknown-command",
                        "unknown \"cmd\" '" + cmd
                                + "'; the commands are new, state, apply, hint, snapshot, load, quit");
        }
    }

    private Game current() {
        return game.orElseThrow(() -> new Refused("no-game", "no game yet; start one with {\"cmd\":\"new\"}"));
    }

    private static Game start(JsonNode request) {
        String scenario = text(request, "scenario", KnightOfTwilight.ID);
        String rules = text(request, "rules", "english");
        RuleOptions options = switch (rules) {
            case "english" -> RuleOptions.englishEdition();
            case "japanese" -> RuleOptions.japaneseVer46();
            default -> throw new Refused("bad-request", "unknown \"rules\" '" + rules + "'; use english or japanese");
        };
        JsonNode seedNode = request.path("seed");
        if (!seedNode.isMissingNode() && !(seedNode.isIntegralNumber() && seedNode.canConvertToLong())) {
            throw new Refused("malformed", "\"seed\" is a whole number, was " + seedNode);
        }
        long seed = seedNode.isMissingNode() ? 1L : seedNode.asLong();
        Party party = party(request, options);
        Engine engine = Engine.forScenario(scenario);
        return Game.of(engine, engine.start(party, options, seed));
    }

    private static Party party(JsonNode request, RuleOptions options) {
        JsonNode heroes = request.get("heroes");
        if (heroes != null) {
            if (request.has("party")) {
                throw new Refused("malformed", "give \"party\" or \"heroes\", not both");
            }
            if (!heroes.isArray() || heroes.isEmpty()) {
                throw new Refused("malformed", "\"heroes\" is a non-empty array of heroes as rules-json writes them");
            }
            List<Hero> list = new ArrayList<>();
            heroes.forEach(h -> list.add(Snapshots.readHero(h.toString())));
            return new Party(list, Followers.none()).validate(options);
        }
        String name = text(request, "party", "warrior-with-soldiers");
        if (!name.equals("warrior-with-soldiers")) {
            throw new Refused(
                    "bad-request", "unknown \"party\" '" + name + "'; use warrior-with-soldiers, or give \"heroes\"");
        }
        return Parties.warriorWithSoldiers(options);
    }

    /** A text field, its default if absent (null: required). */
    private static String text(JsonNode request, String field, String fallback) {
        JsonNode node = request.get(field);
        if (node == null) {
            if (fallback == null) {
                throw new Refused("malformed", "the request has no \"" + field + "\"");
            }
            return fallback;
        }
        if (!node.isTextual()) {
            throw new Refused("malformed", "\"" + field + "\" is a string, was " + node);
        }
        return node.asText();
    }

    private static Optional<int[]> faces(JsonNode request) {
        JsonNode dice = request.get("dice");
        if (dice == null) {
            return Optional.empty();
        }
        if (!dice.isArray()) {
            throw new Refused("malformed", "\"dice\" is an array of die faces, e.g. [4, 6]");
        }
        int[] faces = new int[dice.size()];
        for (int i = 0; i < faces.length; i++) {
            JsonNode f = dice.get(i);
            if (!f.isIntegralNumber() || !f.canConvertToInt() || f.asInt() < 1) {
                throw new Refused("malformed", "\"dice\" holds die faces, whole numbers from 1, was " + f);
            }
            faces[i] = f.asInt();
        }
        return Optional.of(faces);
    }

    private static JsonNode tree(String json) {
        try {
            return ServeJson.MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the snapshot written is no JSON", e);
        }
    }

    private static ObjectNode error(JsonNode id, String code, String message) {
        ObjectNode reply = ServeJson.MAPPER
                .createObjectNode()
                .put("type", "error")
                .put("error", code)
                .put("message", message);
        if (id != null) {
            reply.set("id", id);
        }
        return reply;
    }
}

package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * States from outside are refused or playable: snapshots of states reached by random legal play in the test scenario,
 * mutated structurally (values replaced by extremes, by other values of the document or by the value of the same field
 * in another snapshot, fields and elements removed or duplicated, as {@link FuzzTest} does, and numbers moved to a
 * neighbour), are either refused with a {@link SnapshotException} or play on for 20 random legal actions, each
 * accepted (stricter than raising only the library's typed exceptions: a legal action is never refused), and written
 * again read back equal. 10,000 documents per build
 * ({@code -Dfuzz.documents=N}; the nightly size is 1,000,000).
 */
class PlayableFuzzTest {

    static final long DOCUMENTS = Long.getLong("fuzz.documents", 10_000);

    private static final Logger LOG = LoggerFactory.getLogger(PlayableFuzzTest.class);
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Engine ENGINE = Engine.of(new JsonVault());
    private static final Policy<GameState, Action> POLICY = Policy.random();

    /** What became of the documents. */
    private static final class Tally {
        final Map<String, Long> outcomes = new TreeMap<>();
        final List<String> failures = new ArrayList<>();
        long documents;
    }

    @Test
    void mutatedSnapshotsOfPlayedStatesAreRefusedOrPlayOn() throws Exception {
        Tally t = fuzz(new SplittableRandom(Long.getLong("fuzz.seed", 20_261_201L)));
        LOG.info("playable fuzzing: {} documents, outcomes {}", t.documents, t.outcomes);
        assertThat(t.failures).as("documents accepted but not playable").isEmpty();
        assertThat(t.outcomes.keySet()).contains("played", "refused");
    }

    /** Ten documents from the states of each adventure, until there are enough. */
    private static Tally fuzz(SplittableRandom r) throws Exception {
        Tally t = new Tally();
        for (long seed = 1; t.documents < DOCUMENTS; seed++) {
            List<GameState> states = new ArrayList<>();
            Walks.play(ENGINE, seed, step -> states.add(step.state()));
            for (int i = 0; i < 10 && t.documents < DOCUMENTS; i++, t.documents++) {
                String text = Snapshots.write(states.get(r.nextInt(states.size())));
                JsonNode donor = MAPPER.readTree(Snapshots.write(states.get(r.nextInt(states.size()))));
                String input = r.nextInt(3) == 0
                        ? fromDonor(r, MAPPER.readTree(text), donor)
                        : FuzzTest.mutate(r, MAPPER.readTree(text), text);
                t.outcomes.merge(attempt(input, r.nextLong(), t.failures), 1L, Long::sum);
            }
        }
        return t;
    }

    /** Reads a document and plays on from it: refused, played, or a failure. */
    private static String attempt(String input, long seed, List<String> failures) {
        GameState s;
        try {
            s = Snapshots.read(input, ENGINE);
        } catch (SnapshotException e) {
            return "refused";
        } catch (RuntimeException e) {
            failures.add("read: " + e + "\n" + input);
            return "failed";
        }
        try {
            if (!Snapshots.read(Snapshots.write(s), ENGINE).equals(s)) {
                failures.add("does not read back equal:\n" + input);
                return "failed";
            }
            Dice dice = Dice.seeded(seed);
            for (int a = 0; a < 20 && !s.isTerminal(); a++) {
                s = ENGINE.apply(s, POLICY.choose(s, ENGINE.legalActions(s), dice))
                        .state();
            }
            return "played";
        } catch (RuntimeException e) {
            // a legal action is never refused: not even a typed exception may come of one
            failures.add("play: " + e + "\n" + input);
            return "failed";
        }
    }

    /** A field of the document set to the value of a field of the same name in another snapshot, or a neighbour. */
    private static String fromDonor(SplittableRandom r, JsonNode tree, JsonNode donor) {
        List<ObjectNode> objects = new ArrayList<>();
        objects(tree.get("game"), objects);
        ObjectNode o = objects.get(r.nextInt(objects.size()));
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        if (names.isEmpty()) {
            return tree.toString();
        }
        String name = names.get(r.nextInt(names.size()));
        List<JsonNode> same = donor.findValues(name);
        if (o.get(name).isIntegralNumber() && (same.isEmpty() || r.nextBoolean())) {
            o.put(name, o.get(name).bigIntegerValue().add(java.math.BigInteger.valueOf(r.nextBoolean() ? 1 : -1)));
        } else if (!same.isEmpty()) {
            o.set(name, same.get(r.nextInt(same.size())).deepCopy());
        }
        return tree.toString();
    }

    private static void objects(JsonNode n, List<ObjectNode> out) {
        if (n instanceof ObjectNode o) {
            out.add(o);
        }
        for (JsonNode c : n) {
            objects(c, out);
        }
    }
}

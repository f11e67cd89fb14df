package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Fuzzing the doors through which states come in from outside: rules-json's {@code Snapshots.read} and {@link
 * Engine#validate(GameState)}. States reached by random legal play in a scenario are mutated structurally (values
 * replaced by neighbours, extremes or values of other states, fields and elements removed or duplicated); each result
 * must be either refused with the library's typed exception (a {@link RulesException}) or played on for {@value
 * #ACTIONS_AFTER} random legal actions, each of them accepted (a legal action is never refused, so not even a typed
 * exception may come of it), and written as a snapshot it must read back equal.
 *
 * <pre>{@code
 * FuzzReport r = StateFuzz.of(MyScenario::new).withSystemProperties().snapshots();
 * }</pre>
 *
 * <p>{@link #snapshots()} needs rules-json on the test class path; {@link #states()} does not (it checks the round trip
 * only when rules-json is there). A broken property throws a {@link ContractViolation} naming the input.
 */
public final class StateFuzz {

    /** Documents (or states) each check tries by default: 10,000. */
    public static final long DEFAULT_DOCUMENTS = 10_000;

    /** Documents each check tries in a nightly run ({@code -Dtestkit.fuzz.nightly=true}): 1,000,000. */
    public static final long NIGHTLY_DOCUMENTS = 1_000_000;

    /** Random legal actions played from each accepted input: 20. */
    public static final int ACTIONS_AFTER = 20;

    /** The most actions played from a start to reach the state to mutate: 150. */
    public static final int DEFAULT_MAX_ACTIONS = 150;

    /** Inputs made from the states of one walk by the checks (the public generators make one a walk). */
    private static final int PER_WALK = 10;

    /** The seed the inputs are drawn from by default. */
    public static final long DEFAULT_SEED = 0x5EED_0024L;

    private final Supplier<? extends Scenario> scenarios;
    private final Sizes sizes;

    /** How many inputs, from which seed, reached by how many actions at most. */
    private record Sizes(long documents, long seed, int maxActions) {}

    private StateFuzz(Supplier<? extends Scenario> scenarios, Sizes sizes) {
        this.scenarios = Objects.requireNonNull(scenarios, "scenarios");
        this.sizes = sizes;
    }

    /**
     * A fuzz of a scenario, of {@link #DEFAULT_DOCUMENTS} inputs per check.
     *
     * @param scenarios makes the scenario (a new instance each call)
     * @return the fuzz
     */
    public static StateFuzz of(Supplier<? extends Scenario> scenarios) {
        return new StateFuzz(scenarios, new Sizes(DEFAULT_DOCUMENTS, DEFAULT_SEED, DEFAULT_MAX_ACTIONS));
    }

    /**
     * This fuzz with sizes from system properties: {@code testkit.fuzz.documents=N}, {@code testkit.fuzz.nightly=true}
     * for {@link #NIGHTLY_DOCUMENTS}, {@code testkit.fuzz.seed=S}.
     *
     * @return the new fuzz
     */
    public StateFuzz withSystemProperties() {
        long n = Boolean.getBoolean("testkit.fuzz.nightly") ? NIGHTLY_DOCUMENTS : sizes.documents();
        return documents(Long.getLong("testkit.fuzz.documents", n))
                .seed(Long.getLong("testkit.fuzz.seed", sizes.seed()));
    }

    /**
     * This fuzz with another number of inputs per check.
     *
     * @param next at least 1
     * @return the new fuzz
     */
    public StateFuzz documents(long next) {
        if (next < 1) {
            throw new IllegalArgumentException("documents must be at least 1, was " + next);
        }
        return new StateFuzz(scenarios, new Sizes(next, sizes.seed(), sizes.maxActions()));
    }

    /**
     * This fuzz drawing its inputs from another seed.
     *
     * @param next the seed
     * @return the new fuzz
     */
    public StateFuzz seed(long next) {
        return new StateFuzz(scenarios, new Sizes(sizes.documents(), next, sizes.maxActions()));
    }

    /**
     * The inputs each check tries.
     *
     * @return the number of documents or states
     */
    public long documents() {
        return sizes.documents();
    }

    /**
     * Mutated snapshots through {@code Snapshots.read}: each is refused with a {@link RulesException} (rules-json's
     * {@code SnapshotException}) or plays on and round-trips.
     *
     * @return what happened to the inputs
     * @throws ContractViolation if an input broke the property (the first; the first of each other kind of failure
     *     is attached as suppressed)
     * @throws IllegalStateException if rules-json is not on the class path
     */
    public FuzzReport snapshots() {
        Engine engine = Engine.of(scenarios.get());
        JsonSnapshots json = json();
        return run(
                engine,
                "snapshot",
                snapshotBatches(engine, sizes.maxActions(), PER_WALK),
                text -> json.read(text, engine));
    }

    /**
     * States mutated through the builders and {@code with*} methods, from random play and from {@link Fixture}, through
     * {@link Engine#validate(GameState)}: each is refused with a {@link RulesException} or plays on (and round-trips
     * when rules-json is on the class path).
     *
     * @return what happened to the inputs
     * @throws ContractViolation if an input broke the property
     */
    public FuzzReport states() {
        Engine engine = Engine.of(scenarios.get());
        return run(engine, "state", stateBatches(engine, sizes.maxActions(), PER_WALK), engine::validate);
    }

    /**
     * Snapshots (written by rules-json) of states reached by random legal play, as {@link
     * Generators#reachedStates(Engine, int)}, each mutated one to three times with values of other states of the same
     * adventure.
     *
     * @param engine the engine of the scenario
     * @param maxActions the most actions played to reach the state, at least 0
     * @return the generator of snapshot texts
     * @throws IllegalStateException if rules-json is not on the class path
     */
    public static Generator<String> mutatedSnapshots(Engine engine, int maxActions) {
        return snapshotBatches(engine, maxActions, 1).map(b -> b.get(0));
    }

    /** Mutated snapshots of states of one walk: the last state first, then others of the walk. */
    private static Generator<List<String>> snapshotBatches(Engine engine, int maxActions, int perWalk) {
        JsonSnapshots json = json();
        Generator<List<GameState>> walks = walks(engine, maxActions);
        return d -> {
            List<GameState> walk = walks.next(d);
            List<String> donors = List.of(json.write(d.pick(walk)), json.write(d.pick(walk)));
            List<String> out = new ArrayList<>();
            for (int i = 0; i < perWalk; i++) {
                GameState base = i == 0 ? walk.get(walk.size() - 1) : d.pick(walk);
                out.add(SnapshotMutator.mutate(json.write(base), donors, d));
            }
            return out;
        };
    }

    /**
     * States reached by random legal play (or made by {@link Fixture} at a tile and creature met on the way), each
     * mutated one to three times through the public builders and {@code with*} methods, with parts of other states of
     * the same adventure. What a value's own constructor refuses is not made.
     *
     * @param engine the engine of the scenario
     * @param maxActions the most actions played to reach the state, at least 0
     * @return the generator
     */
    public static Generator<GameState> mutatedStates(Engine engine, int maxActions) {
        return stateBatches(engine, maxActions, 1).map(b -> b.get(0));
    }

    /** Mutated states of one walk: the last state (or a fixture's) first, then others of the walk. */
    private static Generator<List<GameState>> stateBatches(Engine engine, int maxActions, int perWalk) {
        Generator<List<GameState>> walks = walks(engine, maxActions);
        return d -> {
            List<GameState> walk = walks.next(d);
            List<GameState> out = new ArrayList<>();
            for (int i = 0; i < perWalk; i++) {
                GameState base = i == 0 ? walk.get(walk.size() - 1) : d.pick(walk);
                if (d.intBetween(0, 3) == 0) {
                    base = fixture(engine, walk, d).orElse(base);
                }
                out.add(StateMutator.mutate(base, walk, d));
            }
            return out;
        };
    }

    /** A walk from a random start: every state on the way, the last one the state reached. */
    private static Generator<List<GameState>> walks(Engine engine, int maxActions) {
        Objects.requireNonNull(engine, "engine");
        if (maxActions < 0) {
            throw new IllegalArgumentException("maxActions must be at least 0, was " + maxActions);
        }
        Policy<GameState, Action> policy = Policy.random();
        return d -> {
            Start start = Generators.starts().next(d);
            start = start.withFollowersAtMost(engine.scenario().followerCap(start.party(), start.options()));
            GameState s = start.state(engine, 0);
            Dice dice = Dice.seeded(start.policySeed(0));
            List<GameState> walk = new ArrayList<>();
            walk.add(s);
            for (int i = d.intBetween(0, maxActions); i > 0 && !s.isTerminal(); i--) {
                s = engine.apply(s, policy.choose(s, engine.legalActions(s), dice))
                        .state();
                walk.add(s);
            }
            return walk;
        };
    }

    /** A fixture's state at a tile and creature met in the walk, if the walk met any. */
    private static Optional<GameState> fixture(Engine engine, List<GameState> walk, Draw d) {
        List<io.github.roguelikehalf.rules.engine.Encounter> met = new ArrayList<>();
        for (GameState s : walk) {
            s.phase().met().ifPresent(met::add);
        }
        if (met.isEmpty() || met.get(0).enemies().isEmpty()) {
            return Optional.empty();
        }
        var e = d.pick(met);
        if (e.enemies().isEmpty()) {
            return Optional.empty();
        }
        Fixture f = Fixture.of(engine).seed(d.anyLong()).hero(d.pick(SubAttribute.class));
        var enemies = Fixture.enemies(d.pick(e.enemies()).creatureId(), d.intBetween(1, 4));
        try {
            return Optional.of(d.flip() ? f.fight(e.tileId(), enemies, d.flip()) : f.encounter(e.tileId(), enemies));
        } catch (RulesException notThere) {
            return Optional.empty();
        }
    }

    private static JsonSnapshots json() {
        return JsonSnapshots.detect()
                .orElseThrow(() -> new IllegalStateException(
                        "rules-json is not on the class path: add it as a test dependency to fuzz snapshots"));
    }

    private <T> FuzzReport run(Engine engine, String what, Generator<List<T>> batches, Function<T, GameState> door) {
        Draw d = Draw.seeded(sizes.seed());
        long documents = sizes.documents();
        Optional<SnapshotRoundTrip> roundTrip = SnapshotRoundTrip.detect();
        Policy<GameState, Action> policy = Policy.random();
        long refused = 0;
        long accepted = 0;
        long actions = 0;
        Map<String, ContractViolation> failures = new LinkedHashMap<>();
        java.util.Iterator<T> inputs = java.util.Collections.emptyIterator();
        for (long i = 0; i < documents; i++) {
            if (!inputs.hasNext()) {
                inputs = batches.next(d).iterator();
            }
            T input = inputs.next();
            GameState s;
            try {
                s = door.apply(input);
            } catch (RulesException e) {
                refused++;
                continue;
            } catch (RuntimeException e) {
                failed(failures, violation(what + " is refused with a typed exception", i, input, e), e);
                continue;
            }
            accepted++;
            Dice dice = Dice.seeded(d.anyLong());
            try {
                if (roundTrip.isPresent()
                        && !roundTrip.get().roundTrip(s, engine).equals(s)) {
                    failed(failures, new ContractViolation(what + " reads back equal", input(i, input)), null);
                    continue;
                }
                for (int a = 0; a < ACTIONS_AFTER && !s.isTerminal(); a++) {
                    List<Action> legal = engine.legalActions(s);
                    if (legal.isEmpty()) {
                        String where = input(i, input) + "\nafter " + a + " actions, in phase " + s.phase();
                        failed(failures, new ContractViolation(what + " has a decision", where), null);
                        break;
                    }
                    s = engine.apply(s, policy.choose(s, legal, dice)).state();
                    actions++;
                }
            } catch (RuntimeException e) {
                // a legal action is never refused: even a typed exception here means the state was not playable
                failed(failures, violation(what + " plays on", i, input, e), e);
            }
        }
        if (!failures.isEmpty()) {
            ContractViolation first = failures.values().iterator().next();
            failures.values().stream().skip(1).forEach(first::addSuppressed);
            throw first;
        }
        return new FuzzReport(documents, refused, accepted, actions);
    }

    /** Keeps the first violation of each kind (check, exception and where it was thrown), up to ten kinds. */
    private static void failed(Map<String, ContractViolation> failures, ContractViolation v, RuntimeException cause) {
        String kind = v.check();
        if (cause != null) {
            StackTraceElement[] at = cause.getStackTrace();
            kind += " " + cause.getClass().getName() + (at.length > 0 ? " " + at[0] : "");
        }
        if (failures.size() < 10) {
            failures.putIfAbsent(kind, v);
        }
    }

    private static ContractViolation violation(String check, long i, Object input, RuntimeException e) {
        ContractViolation v = new ContractViolation(check, e + "\n" + input(i, input));
        v.initCause(e);
        return v;
    }

    private static String input(long i, Object input) {
        String s = String.valueOf(input);
        return "input " + i + ": " + (s.length() > 20_000 ? s.substring(0, 20_000) + "..." : s);
    }

    /**
     * What a check did with its inputs.
     *
     * @param documents the inputs tried
     * @param refused those refused with a typed exception
     * @param accepted those accepted and played on
     * @param actions the actions played from accepted inputs
     */
    public record FuzzReport(long documents, long refused, long accepted, long actions) {}
}

package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.IllegalActionException;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.play.Autoplay;
import io.github.roguelikehalf.rules.play.Game;
import io.github.roguelikehalf.rules.play.Playthrough;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The engine contract, as plain code with no test framework: random legal-action walks with {@link Policy#random()}
 * from valid starts ({@link Generators#starts()}) through a scenario, checking at every step that
 *
 * <ul>
 *   <li>an adventure goes on exactly while it has a decision and its legal actions are never empty;
 *   <li>every legal action is accepted, and gives a transition that moves the state on by one step;
 *   <li>other actions (nonsense, legal actions of other kinds of decision met earlier, and of any kind), given as
 *       actions or as text, are rejected with an {@link IllegalActionException} naming the legal actions, also with
 *       dice handed in, leaving the state and its decision unchanged; nothing is legal once the adventure is over;
 *   <li>{@code apply} is a function: the same action on the same state gives an equal transition, with the game's own
 *       dice or the same dice handed in (which leaves the game's own dice where they were);
 *   <li>every state passes {@link Engine#validate} (what the state names exists, the party keeps within its carry limit
 *       and Follower score); the legal actions are the decision's, distinct, read back from their text, and name
 *       only living heroes, enemies still fighting and followers the party has; the scenario's {@link
 *       Scenario#mayEnd} is false only where its {@link Scenario#endCondition} gives empty; the rules of each group
 *       met leave unchanged every question of a kind their {@code mayChange} leaves out;
 *   <li>a transition moves the state on by one step, keeps the scenario, the options, the heroes and the seed of the
 *       game's dice, and never takes back explorations, cleared tiles, drunk potions or remembered reactions; every
 *       event names its rule;
 *   <li>every adventure ends within a bound on its actions;
 *   <li>a start's seed and the actions replay to equal transitions on a second engine, and {@link Autoplay} takes the
 *       same walk ({@link #replays()});
 *   <li>a state written as a snapshot reads back equal, when rules-json is on the class path
 *       ({@link #snapshotRoundTrips()}).
 * </ul>
 *
 * <p>A failure is a {@link ContractViolation} naming the check, the start, the adventure and the step. The JUnit 5 base
 * {@link EngineContract} runs this suite; it can also be run from any other framework.
 */
public final class ContractSuite {

    /** Actions each check walks by default. */
    public static final long DEFAULT_STEPS = 10_000;

    /** Actions each check walks in a nightly run ({@code -Dtestkit.contract.nightly=true}). */
    public static final long NIGHTLY_STEPS = 1_000_000;

    /** The default bound on the actions of one adventure. */
    public static final int DEFAULT_MAX_ACTIONS = 5_000;

    /** Actions walked from each start before the next start is drawn. */
    public static final int STEPS_PER_START = 250;

    /** The default seed of the starts. */
    public static final long DEFAULT_SEED = 0x5EED_0002L;

    private static final String REPLAY = "a seed and the actions replay exactly";

    /** How often a long walk logs how far it got (at level INFO, through {@link System.Logger}). */
    private static final long PROGRESS_EVERY = 100_000;

    private static final System.Logger LOG = System.getLogger(ContractSuite.class.getName());

    private static final Policy<GameState, Action> POLICY = Policy.random();

    private final Supplier<? extends Scenario> scenarios;
    private final long steps;
    private final long seed;
    private final int maxActions;
    private final Generator<Start> starts;
    private final Optional<SnapshotRoundTrip> snapshots;

    private ContractSuite(
            Supplier<? extends Scenario> scenarios,
            long steps,
            long seed,
            int maxActions,
            Generator<Start> starts,
            Optional<SnapshotRoundTrip> snapshots) {
        this.scenarios = scenarios;
        this.steps = steps;
        this.seed = seed;
        this.maxActions = maxActions;
        this.starts = starts;
        this.snapshots = snapshots;
    }

    /**
     * The suite for a scenario, with {@link #DEFAULT_STEPS}, {@link #DEFAULT_SEED}, {@link #DEFAULT_MAX_ACTIONS}, the
     * starts of {@link Generators#starts()} and the snapshot round trip of {@link SnapshotRoundTrip#detect()}.
     *
     * @param scenarios makes a new scenario each call; replays use a second engine of a second scenario
     * @return the suite
     */
    public static ContractSuite of(Supplier<? extends Scenario> scenarios) {
        return new ContractSuite(
                Objects.requireNonNull(scenarios, "scenarios"),
                DEFAULT_STEPS,
                DEFAULT_SEED,
                DEFAULT_MAX_ACTIONS,
                Generators.starts(),
                SnapshotRoundTrip.detect());
    }

    /**
     * This suite sized by system properties: {@code testkit.contract.steps} (actions per check), or
     * {@code testkit.contract.nightly=true} for {@link #NIGHTLY_STEPS}; {@code testkit.contract.seed}.
     *
     * @return the new suite
     */
    public ContractSuite withSystemProperties() {
        long n = Boolean.getBoolean("testkit.contract.nightly") ? NIGHTLY_STEPS : steps;
        return steps(Long.getLong("testkit.contract.steps", n)).seed(Long.getLong("testkit.contract.seed", seed));
    }

    /**
     * This suite walking at least this many actions in each check.
     *
     * @param next the actions, at least 1
     * @return the new suite
     */
    public ContractSuite steps(long next) {
        if (next < 1) {
            throw new IllegalArgumentException("steps must be at least 1, was " + next);
        }
        return new ContractSuite(scenarios, next, seed, maxActions, starts, snapshots);
    }

    /**
     * This suite walking at least this many actions in each check: a scenario's size for every build, which a larger
     * size (e.g. {@code -Dtestkit.contract.nightly=true}) still raises.
     *
     * @param min the fewest actions, at least 1
     * @return this suite if it walks as many already, else the suite walking {@code min}
     */
    public ContractSuite stepsAtLeast(long min) {
        return steps >= min ? this : steps(min);
    }

    /**
     * This suite drawing its starts from another seed.
     *
     * @param next the seed
     * @return the new suite
     */
    public ContractSuite seed(long next) {
        return new ContractSuite(scenarios, steps, next, maxActions, starts, snapshots);
    }

    /**
     * This suite with another bound on the actions of one adventure.
     *
     * @param next the bound, at least 1
     * @return the new suite
     */
    public ContractSuite maxActionsPerAdventure(int next) {
        if (next < 1) {
            throw new IllegalArgumentException("the bound must be at least 1, was " + next);
        }
        return new ContractSuite(scenarios, steps, seed, next, starts, snapshots);
    }

    /**
     * This suite drawing its starts from another generator; parties beyond the scenario's own follower cap are
     * trimmed with {@link Start#withFollowersAtMost(int)}.
     *
     * @param next the generator
     * @return the new suite
     */
    public ContractSuite starts(Generator<Start> next) {
        return new ContractSuite(scenarios, steps, seed, maxActions, Objects.requireNonNull(next, "next"), snapshots);
    }

    /**
     * This suite with a snapshot round trip of its own, or none.
     *
     * @param next the round trip, or empty for none
     * @return the new suite
     */
    public ContractSuite snapshots(Optional<SnapshotRoundTrip> next) {
        return new ContractSuite(scenarios, steps, seed, maxActions, starts, Objects.requireNonNull(next, "next"));
    }

    /**
     * The actions each check walks.
     *
     * @return at least 1
     */
    public long steps() {
        return steps;
    }

    /**
     * Whether {@link #snapshotRoundTrips()} has a round trip to check.
     *
     * @return true with rules-json on the class path or a round trip given
     */
    public boolean hasSnapshots() {
        return snapshots.isPresent();
    }

    /**
     * Walks random adventures, checking every step as this class's description lists: the decision, every legal
     * action, rejected illegal actions, {@code apply}, {@code validate}, {@code mayEnd}, {@code mayChange}, the bound.
     *
     * @return what was walked
     * @throws ContractViolation at the first broken check
     */
    public ContractReport walks() {
        Engine engine = Engine.of(scenarios.get());
        ContractReport.Counter c = new ContractReport.Counter();
        walkEach(engine, c, start -> {
            SplittableRandom pick = new SplittableRandom(start.seed() ^ 0x1111_2222_3333_4444L);
            Map<Class<?>, List<Action>> pool = new LinkedHashMap<>();
            return step -> StepChecks.check(engine, step, pool, pick, c);
        });
        return c.report();
    }

    /**
     * Walks random adventures and tells every event with a {@link Narration} in a language: in Japanese, no event may
     * fall back on English ({@link Narration#FALLBACK}) or keep a word in Latin letters other than a hero's name (the
     * one name the player chooses) or a dice notation such as {@code d66}; nor may a question the scenario asks the
     * player ({@code Decision.Choose}: its question and each option, told by {@link Narration#name}), nor the purpose
     * of a roll ({@link Narration#purpose}, what {@code play --physical-dice} asks a die for).
     *
     * @param locale the language
     * @return what was walked
     * @throws ContractViolation listing the texts not told in the language, one per kind of event
     */
    public ContractReport narrations(Locale locale) {
        Engine engine = Engine.of(scenarios.get());
        ContractReport.Counter c = new ContractReport.Counter();
        NarrationCheck check = new NarrationCheck(engine, locale);
        walkEach(engine, c, start -> step -> check.tell(step.state(), step.action(), step.transition()));
        check.finish();
        return c.report();
    }

    /**
     * Walks random adventures, then replays each from its start's seed and its actions on a second engine: the first
     * state and every transition must be equal; {@link Autoplay#play} with the random policy and the same policy seed
     * takes the same walk to the same end, and {@link Autoplay#replay} of the actions ends there too.
     *
     * @return what was walked
     * @throws ContractViolation at the first difference
     */
    public ContractReport replays() {
        Engine engine = Engine.of(scenarios.get());
        Engine replayer = Engine.of(scenarios.get());
        ContractReport.Counter c = new ContractReport.Counter();
        forEachStart(engine, c, start -> {
            long walked = 0;
            for (int n = 0; walked < STEPS_PER_START; n++) {
                List<Transition> ts = new ArrayList<>();
                List<Action> actions = walk(engine, start, n, c, step -> ts.add(step.transition()));
                walked += actions.size();
                GameState first = start.state(engine, n);
                GameState s = start.state(replayer, n);
                int number = n;
                Supplier<String> adventure = () -> "adventure " + number + " of " + start;
                Checks.check(
                        s.equals(first),
                        REPLAY,
                        () -> adventure.get() + ": the same start and seed gave another first state");
                for (int i = 0; i < actions.size(); i++) {
                    Transition t = replayer.apply(s, actions.get(i));
                    if (!t.equals(ts.get(i))) {
                        throw new ContractViolation(
                                REPLAY,
                                adventure.get() + ", action " + (i + 1) + " '" + actions.get(i) + "' replayed to "
                                        + t.events() + " instead of "
                                        + ts.get(i).events());
                    }
                    s = t.state();
                }
                GameState end = ts.isEmpty() ? first : ts.get(ts.size() - 1).state();
                Game<GameState, Action> game = replayer.asGame();
                Playthrough<GameState, Action> p =
                        Autoplay.play(game, first, POLICY, Dice.seeded(start.policySeed(n)), maxActions);
                Checks.check(
                        p.actions().equals(actions) && p.end().equals(end),
                        REPLAY,
                        () -> adventure.get() + ": Autoplay.play took another walk, " + p.actions() + " instead of "
                                + actions);
                Checks.check(
                        Autoplay.replay(game, first, actions).equals(end),
                        REPLAY,
                        () -> adventure.get() + ": Autoplay.replay of the actions ended elsewhere");
            }
        });
        return c.report();
    }

    /**
     * Walks random adventures, writing every state as a snapshot and reading it back: it must be equal, with the same
     * legal actions.
     *
     * @return what was walked
     * @throws IllegalStateException if there is no round trip ({@link #hasSnapshots()})
     * @throws ContractViolation at the first state that does not read back
     */
    public ContractReport snapshotRoundTrips() {
        SnapshotRoundTrip trip = snapshots.orElseThrow(() -> new IllegalStateException(
                "no snapshot round trip: put rules-json on the class path or give one with snapshots(...)"));
        Engine engine = Engine.of(scenarios.get());
        ContractReport.Counter c = new ContractReport.Counter();
        walkEach(
                engine,
                c,
                start -> step ->
                        StepChecks.readsBack(engine, trip, step.transition().state()));
        return c.report();
    }

    /** Walks adventures from each start, {@link #STEPS_PER_START} actions each, handing every step to a consumer. */
    private void walkEach(Engine engine, ContractReport.Counter c, Function<Start, Consumer<StepChecks.Step>> checks) {
        forEachStart(engine, c, start -> {
            Consumer<StepChecks.Step> each = checks.apply(start);
            for (int n = 0, walked = 0; walked < STEPS_PER_START; n++) {
                walked += walk(engine, start, n, c, each).size();
            }
        });
    }

    private void forEachStart(Engine engine, ContractReport.Counter c, Consumer<Start> walkFrom) {
        Draw draw = Draw.seeded(seed);
        long startsNeeded = (steps + STEPS_PER_START - 1) / STEPS_PER_START;
        long logged = 0;
        for (long i = 0; i < startsNeeded; i++) {
            Start start = starts.next(draw);
            int cap = engine.scenario().followerCap(start.party(), start.options());
            walkFrom.accept(start.withFollowersAtMost(cap));
            if (c.steps() / PROGRESS_EVERY > logged) {
                logged = c.steps() / PROGRESS_EVERY;
                LOG.log(
                        System.Logger.Level.INFO,
                        "engine contract of {0}: {1} of {2} actions walked",
                        engine.scenario().id(),
                        c.steps(),
                        steps);
            }
        }
    }

    /** Walks one adventure with the random policy, handing each step to a consumer; returns the actions. */
    private List<Action> walk(
            Engine engine, Start start, int n, ContractReport.Counter c, Consumer<StepChecks.Step> each) {
        int limit = engine.scenario().explorationLimit().orElse(Integer.MAX_VALUE - 1);
        GameState first = start.state(engine, n);
        Checks.check(
                first.steps() == 0,
                Checks.TRANSITION,
                () -> "adventure " + n + " of " + start + " starts after " + first.steps() + " steps");
        Checks.state(engine, first, limit);
        GameState s = first;
        Dice policyDice = Dice.seeded(start.policySeed(n));
        List<Action> actions = new ArrayList<>();
        while (!s.isTerminal()) {
            if (actions.size() >= maxActions) {
                throw new ContractViolation(
                        "every adventure ends within " + maxActions + " actions",
                        "adventure " + n + " (seed " + start.seed(n) + ") of " + start + " goes on after "
                                + actions.size() + " actions, in phase " + s.phase());
            }
            Action a = POLICY.choose(s, engine.legalActions(s), policyDice);
            c.step(engine.decision(s).orElseThrow(), a);
            Transition t = engine.apply(s, a);
            StepChecks.Step step = new StepChecks.Step(start, n, actions.size(), s, a, t);
            try {
                Checks.transition(s, a, t);
                Checks.state(engine, t.state(), limit);
                each.accept(step);
            } catch (ContractViolation e) {
                throw new ContractViolation(e.check(), step.where() + ": " + e.detail());
            }
            actions.add(a);
            s = t.state();
        }
        c.adventure(s, actions.size());
        return actions;
    }
}

package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Random legal-action walks with {@link Policy#random()} for the engine contract suite, in the manner of OpenSpiel's
 * {@code basic_tests}: from a start, one adventure after another (each from a fresh seed) until enough actions have
 * been applied, checking the invariants at every step.
 *
 * <p>The policy draws from dice of its own, seeded per adventure ({@link ContractStart#policySeed(int)}), exactly
 * once per step as {@link io.github.roguelikehalf.rules.play.Autoplay#play} does, so a walk can be repeated through
 * {@link Engine#asGame()}. The illegal actions tried at each step are picked with another generator, which touches
 * neither the game's dice nor the policy's.
 */
final class ContractWalker {

    /** Illegal actions that never name anything real, tried in turn (one per step). */
    static final List<Action> NONSENSE = List.of(
            new Action.Attack("hero-9", "nobody", false),
            new Action.Explore(),
            new Action.Enter(),
            new Action.AttackFirst(),
            new Action.Wait(),
            new Action.RefuseBribe(),
            new Action.Escape(),
            new Action.Hold(Combat.FOLLOWERS),
            new Action.Defend("hero-9", false),
            new Action.PayBribe("hero-9", List.of()),
            new Action.AssignExtra(List.of("nobody")),
            new Action.Search("scout"),
            new Action.Drink("hero-9"),
            new Action.Eat("hero-9"),
            new Action.Swap("hero-1", "magic-two-handed-weapon/blunt"),
            new Action.FollowersAttack("nobody"),
            new Action.FollowersShoot("nobody"),
            new Action.Shoot("hero-9", "nobody", true),
            new Action.Hold("hero-9"),
            new Action.Choose("hero-9", "nothing"),
            new Action.Pass());

    /** How many legal actions of one decision type are kept as later illegal candidates. */
    private static final int POOL_PER_TYPE = 64;

    private static final Policy<GameState, Action> POLICY = Policy.random();

    /** What the walks did, over every adventure walked with one walker. */
    static final class Stats {
        final AtomicLong steps = new AtomicLong();
        final AtomicInteger adventures = new AtomicInteger();
        final AtomicInteger longestAdventure = new AtomicInteger();
        final AtomicLong illegalRejected = new AtomicLong();
        final Map<String, AtomicInteger> outcomes = new ConcurrentSkipListMap<>();
        final Map<String, AtomicInteger> decisions = new ConcurrentSkipListMap<>();
        final Map<String, AtomicInteger> windows = new ConcurrentSkipListMap<>();

        void adventure(GameState end, int actions) {
            adventures.incrementAndGet();
            steps.addAndGet(actions);
            longestAdventure.accumulateAndGet(actions, Math::max);
            outcomes.computeIfAbsent(end.outcome().orElseThrow().termination().key(), k -> new AtomicInteger())
                    .incrementAndGet();
        }

        @Override
        public String toString() {
            return adventures + " adventures, " + steps + " actions applied, longest adventure " + longestAdventure
                    + " actions, " + illegalRejected + " illegal actions rejected, outcomes " + outcomes
                    + (decisions.isEmpty() ? "" : ", decisions met " + decisions)
                    + (windows.isEmpty() ? "" : ", windows met " + windows);
        }
    }

    /**
     * One adventure walked: its first state, the actions and the transitions.
     *
     * @param first the first state
     * @param actions the actions applied, in order
     * @param transitions what each action gave
     */
    record Adventure(GameState first, List<Action> actions, List<Transition> transitions) {

        GameState end() {
            return transitions.isEmpty()
                    ? first
                    : transitions.get(transitions.size() - 1).state();
        }
    }

    private final Engine engine;
    private final int explorationLimit;
    private final int maxActions;
    private final Stats stats;

    /**
     * A walker.
     *
     * @param engine the engine
     * @param maxActions the stated bound on the actions of one adventure
     * @param stats where to count
     */
    ContractWalker(Engine engine, int maxActions, Stats stats) {
        this.engine = engine;
        this.explorationLimit = engine.scenario().explorationLimit().orElse(Integer.MAX_VALUE - 1);
        this.maxActions = maxActions;
        this.stats = stats;
    }

    /**
     * Walks adventures from a start, each from a fresh seed, until at least {@code minSteps} actions were applied,
     * checking every invariant at every step.
     *
     * @param start the start
     * @param minSteps the fewest actions to apply
     * @return the adventures walked
     */
    List<Adventure> walkChecked(ContractStart start, long minSteps) {
        Map<Class<?>, Set<Action>> seen = new LinkedHashMap<>();
        SplittableRandom pick = new SplittableRandom(start.seed() ^ 0x1111_2222_3333_4444L);
        List<Adventure> out = new ArrayList<>();
        long steps = 0;
        for (int n = 0; steps < minSteps; n++) {
            Adventure a = walk(start, n, true, seen, pick);
            out.add(a);
            steps += a.actions().size();
        }
        return out;
    }

    /**
     * Walks one adventure.
     *
     * @param start the start
     * @param n the adventure's index from the start
     * @param check whether to check the invariants at every step
     * @return the adventure
     */
    Adventure walk(ContractStart start, int n, boolean check) {
        return walk(start, n, check, new LinkedHashMap<>(), new SplittableRandom(n));
    }

    private Adventure walk(
            ContractStart start, int n, boolean check, Map<Class<?>, Set<Action>> seen, SplittableRandom pick) {
        GameState first = start.start(engine, n);
        Dice policyDice = Dice.seeded(start.policySeed(n));
        List<Action> actions = new ArrayList<>();
        List<Transition> transitions = new ArrayList<>();
        GameState s = first;
        if (check) {
            ContractInvariants.checkState(engine, s, explorationLimit);
        }
        while (!s.isTerminal()) {
            assertThat(actions.size())
                    .as("adventure %d from %s ends within the stated bound of %d actions", n, start, maxActions)
                    .isLessThan(maxActions);
            List<Action> legal = engine.legalActions(s);
            if (check) {
                tryIllegal(s, legal, candidates(s, legal, seen, pick, actions.size()));
            }
            Action a = POLICY.choose(s, legal, policyDice);
            Transition t = engine.apply(s, a);
            if (check) {
                try {
                    checkApply(s, a, t);
                    ContractInvariants.checkState(engine, t.state(), explorationLimit);
                } catch (AssertionError e) {
                    throw new AssertionError(
                            "adventure " + n + " (seed " + start.seed(n) + "), action " + (actions.size() + 1) + " '"
                                    + a + "' in phase " + s.phase() + " gave events " + t.events() + " and party "
                                    + t.state().party() + ": " + e.getMessage(),
                            e);
                }
                Decision d = engine.decision(s).orElseThrow();
                stats.decisions
                        .computeIfAbsent(d.getClass().getSimpleName(), k -> new AtomicInteger())
                        .incrementAndGet();
                if (d instanceof Decision.Window w) {
                    stats.windows
                            .computeIfAbsent(w.window().kind().name(), k -> new AtomicInteger())
                            .incrementAndGet();
                }
                Set<Action> pool = seen.computeIfAbsent(d.getClass(), k -> new LinkedHashSet<>());
                for (Action x : legal) {
                    if (pool.size() < POOL_PER_TYPE) {
                        pool.add(x);
                    }
                }
            }
            actions.add(a);
            transitions.add(t);
            s = t.state();
        }
        if (check) {
            // Nothing is legal once the adventure is over, not even what was legal a moment ago.
            List<Action> after = new ArrayList<>(NONSENSE);
            after.add(actions.get(actions.size() - 1));
            tryIllegal(s, List.of(), after);
        }
        stats.adventure(s, actions.size());
        return new Adventure(first, actions, transitions);
    }

    /** The same action on the same state gives equal transitions, with the game's dice or the same dice given. */
    private void checkApply(GameState s, Action a, Transition t) {
        ContractInvariants.checkTransition(s, a, t);
        assertThat(engine.apply(s, a))
                .as("apply is a function: '%s' again at step %d", a, s.steps())
                .isEqualTo(t);
        Transition given = engine.apply(s, a, Dice.resume(s.rng()));
        assertThat(given.events())
                .as("'%s' at step %d with the game's dice handed in gives the same events", a, s.steps())
                .isEqualTo(t.events());
        assertThat(given.state().rng())
                .as("apply with dice given leaves the game's dice as they were")
                .isEqualTo(s.rng());
        assertThat(ImmutableGameState.copyOf(given.state()).withRng(t.state().rng()))
                .as("'%s' at step %d with the game's dice handed in gives the same state", a, s.steps())
                .isEqualTo(t.state());
    }

    /**
     * Illegal candidates: one action that names nothing real (in turn), one legal action of another decision type
     * seen earlier, and one of any type seen earlier; those that happen to be legal now are left out by the caller.
     */
    private List<Action> candidates(
            GameState s, List<Action> legal, Map<Class<?>, Set<Action>> seen, SplittableRandom pick, int step) {
        List<Action> out = new ArrayList<>();
        out.add(NONSENSE.get(step % NONSENSE.size()));
        Class<?> now = engine.decision(s).orElseThrow().getClass();
        List<Action> other = new ArrayList<>();
        List<Action> any = new ArrayList<>();
        for (Map.Entry<Class<?>, Set<Action>> e : seen.entrySet()) {
            for (Action a : e.getValue()) {
                if (!legal.contains(a)) {
                    any.add(a);
                    if (e.getKey() != now) {
                        other.add(a);
                    }
                }
            }
        }
        if (!other.isEmpty()) {
            out.add(other.get(pick.nextInt(other.size())));
        }
        if (!any.isEmpty()) {
            out.add(any.get(pick.nextInt(any.size())));
        }
        return out;
    }

    /** Each candidate that is not legal is rejected with IllegalActionException, and the state is untouched. */
    private void tryIllegal(GameState s, List<Action> legal, List<Action> candidates) {
        GameState copy = ImmutableGameState.builder().from(s).build();
        var decision = engine.decision(s);
        boolean text = true;
        for (Action a : candidates) {
            if (legal.contains(a)) {
                continue;
            }
            IllegalActionException e = text
                    ? catchThrowableOfType(IllegalActionException.class, () -> engine.apply(s, a.toString()))
                    : catchThrowableOfType(IllegalActionException.class, () -> engine.apply(s, a));
            text = !text;
            assertThat(e)
                    .as("'%s' is not legal at step %d (legal: %s) and must be rejected", a, s.steps(), legal)
                    .isNotNull();
            assertThat(e.legalActions())
                    .as("the rejection names the legal actions")
                    .isEqualTo(legal);
            IllegalActionException withDice =
                    catchThrowableOfType(IllegalActionException.class, () -> engine.apply(s, a, Dice.of()));
            assertThat(withDice)
                    .as("'%s' with dice given is rejected too, before any die is needed", a)
                    .isNotNull();
            assertThat(s).as("the state is unchanged after rejecting '%s'", a).isEqualTo(copy);
            assertThat(engine.decision(s))
                    .as("the decision is unchanged after rejecting '%s'", a)
                    .isEqualTo(decision);
            stats.illegalRejected.incrementAndGet();
        }
    }
}

package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Transition;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** The checks {@link ContractSuite#replays()} makes at each step of a walk. */
final class StepChecks {

    private static final String FUNCTION = "apply is a function";
    private static final String DICE_FREE = "a decision does not depend on the dice";

    private StepChecks() {}

    /** One step of a walk: the state, the action chosen and its transition. */
    record Step(Start start, int adventure, int index, GameState state, Action action, Transition transition) {

        String where() {
            return "adventure " + adventure + " (game seed " + start.seed(adventure) + ") from start [" + start
                    + "], action " + (index + 1) + " '" + action + "' in phase " + state.phase();
        }
    }

    /** At one step: apply is a function, every legal action is accepted, illegal candidates are rejected. */
    static void check(
            Engine engine,
            Step step,
            Map<Class<?>, List<Action>> pool,
            SplittableRandom pick,
            ContractReport.Counter c) {
        GameState s = step.state();
        Action a = step.action();
        Transition transition = step.transition();
        int index = step.index();
        Checks.check(
                engine.apply(s, a).equals(transition),
                FUNCTION,
                () -> "'" + a + "' applied twice to the same state gave different transitions");
        Transition given = engine.apply(s, a, Dice.resume(s.rng()));
        Checks.check(
                given.events().equals(transition.events()),
                FUNCTION,
                () -> "'" + a + "' with the game's dice handed in gave other events");
        Checks.check(
                given.state().rng().equals(s.rng()),
                FUNCTION,
                () -> "'" + a + "' with dice handed in moved the game's own dice");
        Checks.check(
                ImmutableGameState.copyOf(given.state())
                        .withRng(transition.state().rng())
                        .equals(transition.state()),
                FUNCTION,
                () -> "'" + a + "' with the game's dice handed in gave another state");
        diceFree(engine, step);
        List<Action> legal = engine.legalActions(s);
        int limit = engine.scenario().explorationLimit().orElse(Integer.MAX_VALUE - 1);
        for (Action other : legal) {
            if (!other.equals(a)) {
                Transition t;
                try {
                    t = engine.apply(s, other);
                } catch (RuntimeException e) {
                    throw new ContractViolation("every legal action is accepted", "'" + other + "' threw " + e);
                }
                Checks.transition(s, other, t);
                Checks.state(engine, t.state(), limit);
                c.legalAccepted();
            }
        }
        IllegalActions.check(engine, s, legal, index, a, transition, pool, pick, c);
    }

    /**
     * What must be decided does not depend on the dice: a copy of the state with other dice, computed from scratch by
     * an engine that never saw it (so checked as a state from outside), has the state's decision. The engine gives a
     * copy with other dice the decision it remembers, so a scenario hook or creature rule that reads the dice would
     * make the two differ.
     */
    private static void diceFree(Engine engine, Step step) {
        GameState s = step.state();
        RngState other =
                new RngState(s.rng().seed() ^ 0x9E3779B97F4A7C15L, s.rng().counter() + 1 + step.index());
        GameState copy = ImmutableGameState.copyOf(s).withRng(other);
        var mine = engine.decision(s);
        var afresh = Engine.of(engine.scenario()).decision(copy);
        Checks.check(
                mine.equals(afresh),
                DICE_FREE,
                () -> "a copy of the state with other dice has another decision: " + afresh + " instead of " + mine);
    }

    /** A state written as a snapshot reads back equal, with the same legal actions. */
    static void readsBack(Engine engine, SnapshotRoundTrip trip, GameState s) {
        GameState back;
        try {
            back = trip.roundTrip(s, engine);
        } catch (RuntimeException e) {
            throw new ContractViolation("a snapshot reads back", "it threw " + e);
        }
        Checks.check(
                back.equals(s) && engine.legalActions(back).equals(engine.legalActions(s)),
                "a snapshot reads back",
                () -> "the state read back differs");
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.internal.steps.Applied;
import io.github.roguelikehalf.rules.internal.steps.StateValidation;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What {@link Engine}'s public methods share: the legality check of an action, the decision of a state (computed
 * once and remembered by the engine's {@link DecisionMemo}, a foreign state validated first), copies with other dice,
 * and logging.
 */
final class EngineSupport {

    private static final Logger LOG = LoggerFactory.getLogger(Engine.class);

    /** The dice of an observed state: a fixed stream, the same for every state. */
    static final RngState HIDDEN = RngState.of(0);

    private EngineSupport() {}

    /** The decision of a state; a state the engine did not make is validated once, as {@link Engine#validate}. */
    static Optional<Decision> decision(Scenario scenario, DecisionMemo memo, GameState state) {
        return Optional.ofNullable(decisionOrNull(scenario, memo, state));
    }

    /** As {@link #decision}, without the wrapper: null when the adventure is over. */
    static Decision decisionOrNull(Scenario scenario, DecisionMemo memo, GameState state) {
        if (state.isTerminal()) {
            return null;
        }
        Decision cached = memo.get(state);
        if (cached != null) {
            return cached;
        }
        if (!StateValidation.choiceWaiting(state)) {
            // a copy of a remembered state with other dice: its parts were checked with that state (where a choice
            // waits, the check tries the options with the copy's own dice, so it is made again)
            cached = memo.sameButDice(state);
            if (cached != null) {
                memo.put(state, cached);
                return cached;
            }
        }
        // A state this engine did not make (built by hand, read from a file, or a copy edited through its
        // generated with* methods), or one it no longer remembers, is checked before it is played; the engine's
        // own recent states are remembered with their decision.
        Decision d = StateValidation.checkPlayable(scenario, state).orElse(null);
        if (d != null) {
            memo.put(state, d);
            // a state from outside is often a root a bot comes back to (branch after branch): kept longer
            memo.putFar(state, d);
        }
        return d;
    }

    /** The body of {@link Engine#validate}. */
    static void validate(Scenario scenario, DecisionMemo memo, GameState state) {
        if (memo.get(state) == null) {
            StateValidation.checkPlayable(scenario, state).ifPresent(x -> {
                memo.put(state, x);
                memo.putFar(state, x);
            });
        } else {
            StateValidation.check(scenario, state);
        }
    }

    /**
     * As {@link #withDice}, for a state a search branches from again and again: its decision (checked first if the
     * engine did not make the state) is kept in the larger table, so no branch of it is checked as a foreign state.
     */
    static GameState branch(Scenario scenario, DecisionMemo memo, GameState state, RngState rng) {
        java.util.Objects.requireNonNull(state, "state");
        Decision d = decisionOrNull(scenario, memo, state);
        if (d != null) {
            memo.putFar(state, d);
        }
        return copyKeepingDecision(memo, state, d, rng);
    }

    /** The state with other dice, keeping its decision, which does not depend on the dice. */
    static GameState withDice(DecisionMemo memo, GameState state, RngState rng) {
        java.util.Objects.requireNonNull(state, "state");
        return copyKeepingDecision(memo, state, memo.get(state), rng);
    }

    /** A copy with other dice, remembered with the decision when known, so it is not checked as a foreign state. */
    private static GameState copyKeepingDecision(DecisionMemo memo, GameState state, Decision d, RngState rng) {
        ImmutableGameState next = ImmutableGameState.copyOf(state).withRng(rng);
        if (d != null) {
            memo.put(next, d);
        }
        return next;
    }

    /**
     * The transition of one apply: its state's decision is remembered, its events are handed over without a copy. Made
     * by the turn as it ends ({@link Applied.Ending}).
     */
    static Transition transition(DecisionMemo memo, GameState state, List<Event> events, Decision decision) {
        if (decision != null) {
            memo.put(state, decision);
        }
        return new Transition(state, events);
    }

    /** As {@link #transition}, for a state of {@link Engine#chances}: remembered where a search finds it later. */
    static GameState chance(DecisionMemo memo, Applied.Result r) {
        if (r.decision() != null) {
            memo.putFar(r.state(), r.decision());
        }
        return r.state();
    }

    /** Throws unless the action is one of the state's legal actions under this scenario. */
    static void check(Scenario scenario, DecisionMemo memo, GameState state, Action action) {
        if (!state.scenarioId().equals(scenario.id())) {
            throw new RulesException(
                    "state of scenario '" + state.scenarioId() + "' given to the engine of '" + scenario.id() + "'");
        }
        Decision d = decisionOrNull(scenario, memo, state);
        if (d == null) {
            throw new IllegalActionException(
                    action, "the adventure is over (" + state.outcome().orElseThrow() + ")", List.of());
        }
        if (!isLegal(d.legalActions(), action)) {
            throw new IllegalActionException(action, "not legal now", d.legalActions());
        }
    }

    /** Whether an action is one of the legal ones: by identity first (a policy hands back one of them), then equal. */
    private static boolean isLegal(List<Action> legal, Action action) {
        for (int i = 0; i < legal.size(); i++) {
            if (legal.get(i) == action) {
                return true;
            }
        }
        return legal.contains(action);
    }

    /** Logs a transition: the action and the number of events at DEBUG, each event at TRACE; nothing when off. */
    static Transition logged(Action action, Transition t) {
        if (LOG.isDebugEnabled()) {
            LOG.debug("{}: {} events", action, t.events().size());
            if (LOG.isTraceEnabled()) {
                for (Event event : t.events()) {
                    LOG.trace("  {}", event);
                }
            }
        }
        return t;
    }
}

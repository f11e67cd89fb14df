package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.internal.steps.StateValidation;
import io.github.roguelikehalf.rules.internal.steps.Turn;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What {@link Engine}'s public methods share: the legality check of an action, the decision of a state (computed
 * once and remembered with the state, a foreign state validated first), copies with other dice, and logging.
 */
final class EngineSupport {

    private static final Logger LOG = LoggerFactory.getLogger(Engine.class);

    /** The dice of an observed state: a fixed stream, the same for every state. */
    static final RngState HIDDEN = RngState.of(0);

    private EngineSupport() {}

    /** The decision of a state; a state the engine did not make is validated once, as {@link Engine#validate}. */
    static Optional<Decision> decision(Scenario scenario, GameState state) {
        return Optional.ofNullable(decisionOrNull(scenario, state));
    }

    /** As {@link #decision}, without the wrapper: null when the adventure is over. */
    static Decision decisionOrNull(Scenario scenario, GameState state) {
        if (state.isTerminal()) {
            return null;
        }
        Decision cached = state.cached(scenario);
        if (cached != null) {
            return cached;
        }
        // A state this engine did not make (built by hand, read from a file, or a copy edited through its
        // generated with* methods) is checked once before it is played; the engine's own states carry their
        // decision already.
        Optional<Decision> d = StateValidation.checkPlayable(scenario, state);
        d.ifPresent(x -> state.cache(scenario, x));
        return d.orElse(null);
    }

    /** The body of {@link Engine#validate}. */
    static void validate(Scenario scenario, GameState state) {
        if (state.cachedDecision(scenario).isEmpty()) {
            StateValidation.checkPlayable(scenario, state).ifPresent(x -> state.cache(scenario, x));
        } else {
            StateValidation.check(scenario, state);
        }
    }

    /** The state with other dice, keeping its decision, which does not depend on the dice. */
    static GameState withDice(Scenario scenario, GameState state, RngState rng) {
        java.util.Objects.requireNonNull(state, "state");
        Optional<Decision> d = state.cachedDecision(scenario);
        ImmutableGameState next = ImmutableGameState.copyOf(state).withRng(rng);
        // so the copy is not checked as a foreign state
        d.ifPresent(x -> next.cache(scenario, x));
        return next;
    }

    /** The transition of one apply: its state carries its decision, its events are handed over without a copy. */
    static Transition transition(Scenario scenario, Turn.Result r) {
        if (r.decision() != null) {
            r.state().cache(scenario, r.decision());
        }
        return new Transition(r.state(), new EventLog(r.events()));
    }

    /** Throws unless the action is one of the state's legal actions under this scenario. */
    static void check(Scenario scenario, GameState state, Action action) {
        if (!state.scenarioId().equals(scenario.id())) {
            throw new RulesException(
                    "state of scenario '" + state.scenarioId() + "' given to the engine of '" + scenario.id() + "'");
        }
        Decision d = decisionOrNull(scenario, state);
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

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.ValueStyle;
import io.github.roguelikehalf.rules.scenario.ScenarioState;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * The whole state of an adventure, as plain immutable data: the scenario's id and its own state, the rule options,
 * the dice's state, the party, the progress and the phase (with the fight, if any). Two equal states behave
 * identically under one scenario.
 *
 * <p>What must be decided now depends on the scenario too: ask the engine, {@link Engine#decision(GameState)} and
 * {@link Engine#legalActions(GameState)}.
 */
@Value.Immutable
@ValueStyle
public abstract class GameState {

    GameState() {}

    /** The id of the scenario being played. */
    public abstract String scenarioId();

    /** The rule options in force. */
    public abstract RuleOptions options();

    /** The state of the game's own dice (seed and counter). */
    public abstract RngState rng();

    /** The heroes and followers. */
    public abstract Party party();

    /** How far the adventure has come. */
    public abstract Progress progress();

    /** Where the adventure stands. */
    public abstract Phase phase();

    /** How many actions have been applied since the start. */
    public abstract long steps();

    /** The scenario's own state: counters, flags and sets of ids, in canonical order. */
    @Value.Default
    public ScenarioState scenarioState() {
        return ScenarioState.EMPTY;
    }

    /**
     * The decision computed by the engine for this state, and the scenario object it was computed for (compared by
     * identity, so the state's model needs nothing of the scenario SPI); not state.
     */
    @SuppressWarnings("immutables:incompat")
    private transient volatile Object[] decisionCache;

    final void cache(Object scenario, Decision decision) {
        decisionCache = new Object[] {scenario, decision};
    }

    final Optional<Decision> cachedDecision(Object scenario) {
        Object[] c = decisionCache;
        return c != null && c[0] == scenario ? Optional.of((Decision) c[1]) : Optional.empty();
    }

    /**
     * Whether the adventure is over.
     *
     * @return true when the phase is {@link Phase.Finished}
     */
    public final boolean isTerminal() {
        return phase() instanceof Phase.Finished;
    }

    /**
     * How the adventure ended.
     *
     * @return the outcome, or empty while it goes on
     */
    public final Optional<Outcome> outcome() {
        return phase() instanceof Phase.Finished f ? Optional.of(f.outcome()) : Optional.empty();
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * The whole state of an adventure, as plain immutable data: the scenario's id, the rule options, the dice's state,
 * the party, the progress and the phase (with the fight, if any). Two equal states behave identically.
 *
 * <p>{@link #decision()} says what must be decided now; it is computed from the state alone by the one legal-action
 * generator that {@link Engine#apply(GameState, Action)} also validates against.
 */
@Value.Immutable
@Value.Style(allowedClasspathAnnotations = {Override.class})
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

    /**
     * What must be decided now.
     *
     * @return the decision, or empty when the adventure is over
     */
    @Value.Lazy
    public Optional<Decision> decision() {
        return Decisions.of(this);
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

    /**
     * The legal actions now.
     *
     * @return the decision's actions, or an empty list when the adventure is over
     */
    public final java.util.List<Action> legalActions() {
        return decision().map(Decision::legalActions).orElse(java.util.List.of());
    }
}

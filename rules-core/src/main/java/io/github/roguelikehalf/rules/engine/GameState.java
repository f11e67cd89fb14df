package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.ValueStyle;
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
@Value.Immutable(lazyhash = true)
@ValueStyle
public abstract class GameState {

    GameState() {}

    /**
     * The most actions a state may count, and the most values its dice may have drawn: 2<sup>53</sup> − 1
     * (9,007,199,254,740,991), the largest integer every JSON reader keeps exactly; far beyond any adventure, and far
     * enough below {@code Long.MAX_VALUE} that no rule can overflow them.
     */
    public static final long MAX_STEPS = (1L << 53) - 1;

    /**
     * The most any other count or amount of a state may be: 1,000,000 (gold, rations, experience, level, explorations,
     * tiles cleared, a fight's round, damage, a bribe, an effect's uses and the size of its
     * modifiers, a scenario item's slots and uses). {@link Engine#validate(GameState)} refuses a state beyond it.
     */
    public static final int MAX_COUNT = 1_000_000;

    /**
     * The largest enemy group, in number or Life, and the largest group of followers of one kind: 100 (the rules'
     * largest are a few dice, and the Follower score; a fight plays each creature's attacks one by one, so a group of a
     * million would take a million defence rolls a round).
     */
    public static final int MAX_GROUP = 100;

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

package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.List;
import java.util.Objects;

/**
 * A policy that looks ahead: at each decision with more than one legal action it tries every action on the same
 * {@value #ROLLOUTS} branches (by default, {@link #withRollouts}) of the observed state ({@link Engine#branch} with
 * seeds drawn from the policy's own dice), lets a policy (by default {@link BaselinePolicy}) play each branch to the
 * end of the adventure, and keeps the base policy's choice unless another action won clearly more of the branches: on
 * the branches where the two differ in victory, at least {@value #MARGIN} times the square root of their number more (a
 * one-sided sign test), and at least one more. Only where no branch of any action ends in victory do the tiles cleared
 * (EN §58 / JP §57) decide. An action that changes no branch's end on the first {@value #PROBE} branches, or, once a
 * branch has ended in victory, that can no longer lead by the margin, is not tried further, so the look-ahead departs
 * from its base policy only on evidence and spends its time where the choice matters.
 *
 * <p>It reads nothing of the game's own dice: the branches replace them with dice of its own, so it plays the same
 * from the {@link Engine#observe observed} state as from the real one. It is deterministic for the same state and
 * policy dice, and thread-safe. The measured gain over the baseline on Knight of Twilight is in that scenario's README;
 * {@link FightOdds} gives the exact best play of a single fight.
 */
public final class SearchPolicy implements Policy<GameState, Action> {

    /** The branches each legal action is tried on. */
    public static final int ROLLOUTS = 40;

    /** The first branches every action is tried on; one that changes no end there is dropped. */
    public static final int PROBE = 10;

    /**
     * How far another action must lead the base policy's choice to be taken: on the branches where their victories
     * differ ({@code n} of them), it must win at least {@code MARGIN * sqrt(n)} more, and at least 1 more.
     */
    public static final double MARGIN = 1.5;

    private final Engine engine;
    private final Policy<GameState, Action> base;
    private final int rollouts;
    private final int probe;
    /** The most positions of a fight solved for best play's action, or 0: the base policy's choice in fights too. */
    private final int fightPositions;

    private final Rollouts lookAhead;

    private SearchPolicy(Engine engine, Policy<GameState, Action> base, int rollouts, int probe, int fightPositions) {
        this.engine = engine;
        this.base = base;
        this.rollouts = rollouts;
        this.probe = probe;
        this.fightPositions = fightPositions;
        Policy<GameState, Action> prefer = fightPositions > 0 ? new FightChoice(engine, base, fightPositions) : base;
        this.lookAhead = new Rollouts(engine, base, prefer, rollouts, probe);
    }

    /**
     * The look-ahead over {@link BaselinePolicy} for the games of an engine.
     *
     * @param engine the engine
     * @return the policy
     */
    public static SearchPolicy of(Engine engine) {
        Objects.requireNonNull(engine, "engine");
        return new SearchPolicy(engine, BaselinePolicy.of(engine), ROLLOUTS, PROBE, 0);
    }

    /**
     * The look-ahead over any policy: the policy plays the branches, and its choice stands unless another action's
     * branches end better. The policy must be deterministic for its dice and must not change anything.
     *
     * @param engine the engine
     * @param policy the base policy
     * @return the policy
     */
    public static SearchPolicy over(Engine engine, Policy<GameState, Action> policy) {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(policy, "policy");
        return new SearchPolicy(engine, policy, ROLLOUTS, PROBE, 0);
    }

    /**
     * The same look-ahead with other numbers of branches, as a new policy (this one is unchanged): more branches take
     * about proportionally longer and play stronger, with gains that flatten (docs/bots.md has the measurements). With
     * 1 or 2 branches no action can reach the margin, so the base choice stands wherever a branch ends in victory.
     *
     * @param rollouts the branches each legal action is tried on, at least 1
     * @param probe the first branches every action is tried on, from 1 to {@code rollouts}; an action that changes no
     *     branch's end there is dropped ({@code probe == rollouts} turns that drop off; an action that can no longer
     *     reach the margin is still dropped)
     * @return the policy
     * @throws IllegalArgumentException if a number is out of its range
     */
    public SearchPolicy withRollouts(int rollouts, int probe) {
        if (rollouts < 1 || probe < 1 || probe > rollouts) {
            throw new IllegalArgumentException(
                    "rollouts must be at least 1 and probe from 1 to rollouts; were " + rollouts + " and " + probe);
        }
        return new SearchPolicy(engine, base, rollouts, probe, fightPositions);
    }

    /**
     * The same look-ahead, with best play's action ({@link FightOdds#bestAction}) as the choice the branches must beat
     * at each decision of a fight (EN §35-§42 / JP §34-§42) that solves within {@code positions} positions; where a
     * fight is larger (or one of its actions rolls more than 20,000 dice sequences), the base policy's choice,
     * as everywhere outside fights. Best play maximises the chance to win the fight, not the adventure: measured on
     * Knight of Twilight it does not win more adventures than the plain look-ahead and costs more (docs/bots.md has the
     * figures), so it is not the default. Each thread keeps the table of the fight it is in.
     *
     * @param positions the most positions of a fight to solve, at least 1
     * @return the policy (this one is unchanged)
     * @throws IllegalArgumentException if {@code positions} is less than 1
     */
    public SearchPolicy withFightOdds(int positions) {
        if (positions < 1) {
            throw new IllegalArgumentException("positions must be at least 1, was " + positions);
        }
        return new SearchPolicy(engine, base, rollouts, probe, positions);
    }

    @Override
    public Action choose(GameState state, List<Action> legal, Dice dice) {
        if (legal.size() == 1) {
            return legal.get(0);
        }
        return lookAhead.best(state, legal, dice);
    }

    /**
     * The base policy the branches are played with.
     *
     * @return the policy
     */
    public Policy<GameState, Action> base() {
        return base;
    }
}

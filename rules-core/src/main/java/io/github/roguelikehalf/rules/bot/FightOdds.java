package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Chance;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.internal.steps.Chances;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The exact odds of a fight (EN §35-§42 / JP §34-§42) from any position between meeting the creatures and the end of
 * the fight: the chances to win, to die and to escape, under a given policy or under best play. Every position the
 * fight can reach is explored with {@link Engine#chances}, positions are merged by {@link Engine#position} (the combat
 * round counted as 0, 1 or later, the only distinction the rules make), and the odds are solved from the fight's ends
 * backwards. Parts of a fight that can come back to where they were (a round in which nobody is hurt) are solved
 * exactly, not played out; a play that can never leave such a loop has a chance {@link Odds#unending()} of never
 * ending.
 *
 * <p><b>Best play</b> maximises the chance to win; among equal chances it minimises the chance of death, then
 * maximises the chance to escape (docs/bots.md). An instance remembers the positions it has solved under best play
 * (a transposition table of up to 300,000 positions, cleared when full; about 0.8 KB a position, so up to about 250
 * MB), so asking again from a later position of the same fight costs little; it is thread-safe. A program that asks
 * about many fights and is short of memory uses a new instance for each fight. The odds under a policy are solved
 * afresh on each call.
 */
public final class FightOdds {

    /** The default limit on a fight's positions. */
    public static final int DEFAULT_POSITIONS = 200_000;

    /** The default limit on the positions of one loop solved exactly. */
    public static final int DEFAULT_LOOP = 400;

    private static final int TABLE_SIZE = 300_000;

    /** The limits of a solve. */
    record Limits(int positions, int loop, int chances, long dice) {}

    private final Engine engine;
    private final Limits limits;
    private final Map<GameState, Solved> best = new ConcurrentHashMap<>();

    private FightOdds(Engine engine, Limits limits) {
        this.engine = engine;
        this.limits = limits;
    }

    /**
     * Odds for the games of an engine, with the default limits.
     *
     * @param engine the engine
     * @return the odds calculator, with an empty transposition table
     */
    public static FightOdds of(Engine engine) {
        java.util.Objects.requireNonNull(engine, "engine");
        return new FightOdds(engine, new Limits(DEFAULT_POSITIONS, DEFAULT_LOOP, 100_000, Long.MAX_VALUE));
    }

    /**
     * The same calculator with other limits (and a new transposition table).
     *
     * @param positions the most positions of one fight, at least 1
     * @param loop the most positions of one loop solved exactly, at least 1
     * @return the calculator
     */
    public FightOdds withLimits(int positions, int loop) {
        if (positions < 1 || loop < 1) {
            throw new IllegalArgumentException(
                    "limits are at least 1, were positions " + positions + " and loop " + loop);
        }
        return new FightOdds(engine, new Limits(positions, loop, limits.chances(), limits.dice()));
    }

    /**
     * The same calculator with another limit on the dice sequences played for one action ({@link
     * Engine#chances(GameState, Action, int)}; 100,000 by default), and a new transposition table: a low limit makes
     * a fight whose actions roll many dice fail fast with a {@link
     * io.github.roguelikehalf.rules.engine.TooManyChancesException}.
     *
     * @param chances the most dice sequences of one action, at least 1
     * @return the calculator
     */
    public FightOdds withChances(int chances) {
        if (chances < 1) {
            throw new IllegalArgumentException("the limit on dice sequences is at least 1, was " + chances);
        }
        return new FightOdds(engine, new Limits(limits.positions(), limits.loop(), chances, limits.dice()));
    }

    /**
     * The same calculator with a limit on the dice rolled in one solve, over all the sequences of all its positions'
     * actions (none by default), and a new transposition table. The other limits bound the positions and each action's
     * sequences, not their product: a fight of many creatures can stay within both and still roll tens of millions of
     * dice. The dice rolled are what a solve's time grows with, so this limit bounds the time, and the same fight
     * always gets the same answer (the web example allows 300,000 dice: under a second). Past it a {@link
     * FightTooLargeException}.
     *
     * @param dice the most dice rolled in one solve, at least 1
     * @return the calculator
     */
    public FightOdds withTotalDice(long dice) {
        if (dice < 1) {
            throw new IllegalArgumentException("the limit on the dice rolled in all is at least 1, was " + dice);
        }
        return new FightOdds(engine, new Limits(limits.positions(), limits.loop(), limits.chances(), dice));
    }

    /**
     * Whether a state is in a fight as these odds count it: creatures approached, reacting, bribing or fought, and the
     * adventure not over.
     *
     * @param state the state
     * @return true between meeting creatures and the end of the fight
     */
    public static boolean inFight(GameState state) {
        Phase p = state.phase();
        return !state.isTerminal()
                && (p instanceof Phase.Fighting
                        || p instanceof Phase.Approaching
                        || p instanceof Phase.Reacting
                        || p instanceof Phase.Bribing);
    }

    /**
     * The odds under best play.
     *
     * @param state a state {@link #inFight in a fight}
     * @return the exact odds
     * @throws RulesException if the state is not in a fight
     * @throws FightTooLargeException past the limits
     * @throws io.github.roguelikehalf.rules.engine.TooManyChancesException if one action rolls more than 100,000
     *     dice sequences
     */
    public Odds best(GameState state) {
        return solved(state).odds();
    }

    /**
     * The action best play takes here.
     *
     * @param state a state {@link #inFight in a fight}
     * @return the action, one of the state's legal actions
     * @throws RulesException if the state is not in a fight
     * @throws FightTooLargeException past the limits
     */
    public Action bestAction(GameState state) {
        GameState live = live(state);
        Action a = solved(state).action();
        // the solved position may have been reached with another round: the same action, asked of this state
        return engine.legalActions(live).contains(a)
                ? a
                : engine.legalActions(live).get(0);
    }

    /**
     * The odds of each legal action here, with best play after it.
     *
     * @param state a state {@link #inFight in a fight}
     * @return the legal actions in the engine's order, each with its odds
     * @throws RulesException if the state is not in a fight
     * @throws FightTooLargeException past the limits
     */
    public Map<Action, Odds> actions(GameState state) {
        GameState live = live(state);
        Map<Action, Odds> out = new LinkedHashMap<>();
        boolean escaping =
                live.phase() instanceof Phase.Fighting f && f.combat().escaping();
        FightChances results = new FightChances(engine, limits);
        for (Action a : engine.legalActions(live)) {
            Chances.UntilWon chances = results.of(live, a);
            Odds v = FightChances.won(chances);
            for (Chance c : chances.chances()) {
                Fraction q = new Fraction(c.numerator(), c.denominator());
                Odds next;
                if (inFight(c.state())) {
                    next = best(c.state());
                } else if (c.state().outcome().isPresent()) {
                    next = c.state().outcome().get().isVictory() ? Odds.WON : Odds.DIED;
                } else {
                    next = escaping || a instanceof Action.Escape ? Odds.ESCAPED : Odds.WON;
                }
                v = v.plus(q, next);
            }
            out.put(a, v);
        }
        return out;
    }

    /**
     * The odds when a policy plays the fight. The policy is asked once per position, with {@link
     * Engine#observe(GameState) the observed view} and dice of seed 0, so a policy that draws from its dice is taken
     * at one draw.
     *
     * @param state a state {@link #inFight in a fight}
     * @param policy the policy
     * @return the exact odds
     * @throws RulesException if the state is not in a fight
     * @throws FightTooLargeException past the limits
     */
    public Odds under(GameState state, Policy<GameState, Action> policy) {
        java.util.Objects.requireNonNull(policy, "policy");
        GameState live = live(state);
        return new FightSolver(engine, policy, new java.util.HashMap<>(), limits)
                .solve(live)
                .odds();
    }

    private Solved solved(GameState state) {
        GameState live = live(state);
        Solved s = best.get(key(engine, live));
        if (s != null) {
            return s;
        }
        if (best.size() > TABLE_SIZE) {
            best.clear();
        }
        return new FightSolver(engine, null, best, limits).solve(live);
    }

    private GameState live(GameState state) {
        java.util.Objects.requireNonNull(state, "state");
        if (!inFight(state)) {
            throw new RulesException("odds are for a fight: creatures approached, reacting, bribing or fought; the"
                    + " state is "
                    + (state.isTerminal() ? "over" : state.phase().getClass().getSimpleName()));
        }
        return state;
    }

    /** The transposition key: the position, with the combat round counted as 0, 1 or later. */
    static GameState key(Engine engine, GameState state) {
        GameState p = engine.position(state);
        if (p.phase() instanceof Phase.Fighting f && f.combat().round() > 2) {
            p = ImmutableGameState.copyOf(p)
                    .withPhase(new Phase.Fighting(
                            ImmutableCombat.copyOf(f.combat()).withRound(2)));
        }
        return p;
    }
}

package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.TooManyChancesException;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.List;

/**
 * A policy that plays fights by {@link FightOdds best play}: from meeting creatures to the end of the fight it takes
 * the action with the best exact chance to win the fight (then the least chance of death, then of escaping), read
 * from a transposition table that the policy keeps between decisions and adventures. Fights larger than its limits
 * (more than 2,000 positions, or an action with more than 20,000 dice sequences: the rest of such a fight) and
 * every decision outside a fight are left to {@link BaselinePolicy}. It reads nothing of the game's own dice: the odds are computed from the state
 * handed to it (the observed view under {@link io.github.roguelikehalf.rules.play.Autoplay}), over every face the dice
 * could show. It is deterministic and thread-safe.
 */
public final class SearchPolicy implements Policy<GameState, Action> {

    /** The most positions of a fight solved; larger fights are played by the baseline. */
    public static final int POSITIONS = 2_000;

    private final BaselinePolicy baseline;
    private final FightOdds odds;

    private SearchPolicy(Engine engine) {
        this.baseline = BaselinePolicy.of(engine);
        this.odds = FightOdds.of(engine)
                .withLimits(POSITIONS, FightOdds.DEFAULT_LOOP)
                .withChances(20_000);
    }

    /**
     * The policy for the games of an engine.
     *
     * @param engine the engine
     * @return the policy, with an empty table of solved fights
     */
    public static SearchPolicy of(Engine engine) {
        java.util.Objects.requireNonNull(engine, "engine");
        return new SearchPolicy(engine);
    }

    /**
     * The fight odds this policy plays by, with its table of solved positions.
     *
     * @return the odds
     */
    public FightOdds odds() {
        return odds;
    }

    /** Where a fight was too large: the tile and progress of the adventure, and the party's heroes. */
    private record TooLarge(Object progress, String tile, List<String> heroes) {}

    private final java.util.Set<TooLarge> tooLarge = java.util.concurrent.ConcurrentHashMap.newKeySet();

    @Override
    public Action choose(GameState state, List<Action> legal, Dice dice) {
        if (legal.size() > 1 && FightOdds.inFight(state)) {
            TooLarge here = new TooLarge(
                    state.progress(),
                    state.phase().tileInPlay().orElse(""),
                    state.party().ids());
            if (!tooLarge.contains(here)) {
                try {
                    Action a = odds.bestAction(state);
                    if (legal.contains(a)) {
                        return a;
                    }
                } catch (FightTooLargeException | TooManyChancesException e) {
                    // too large to solve: the baseline plays the rest of this fight
                    if (tooLarge.size() > 100_000) {
                        tooLarge.clear();
                    }
                    tooLarge.add(here);
                }
            }
        }
        return baseline.choose(state, legal, dice);
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.Scenario;

/**
 * One kind of moment of an adventure, holding its legal actions and their effects side by side: what may be done
 * here and what doing it means are written in one place. A step changes the state only through the {@link Turn}.
 */
public interface Step {

    /**
     * The decision now: who decides and the legal actions.
     *
     * @return the decision, or null where the rules go on by themselves ({@link #proceed(Turn)})
     */
    Decision decision(GameState s, Scenario scenario);

    /**
     * In a fight, whether the rules go on by themselves here ({@link #proceed(Turn)}), told from the party and the
     * fight without the whole state made: true only where {@link #decision} would return null; false leaves it to
     * {@link #decision}. A step answers from the same test its decision starts with.
     *
     * @param party the party as it stands
     * @param fight the fight as it stands
     */
    default boolean proceedsAlone(Party party, FightParts fight) {
        return false;
    }

    /** Applies one of the decision's legal actions. */
    void apply(Turn t, Action action);

    /** Moves on where nobody has a choice. */
    default void proceed(Turn t) {
        throw new IllegalStateException("no decision and nothing to do (engine bug): " + t.phase());
    }
}

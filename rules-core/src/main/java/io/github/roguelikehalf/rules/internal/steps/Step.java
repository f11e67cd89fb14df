package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
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
     * In a fight, whether the rules go on by themselves here ({@link #proceed(Turn)}), told from the parts of the state
     * being built without the whole state made: true only where {@link #decision} would return null; false leaves it
     * to {@link #decision}. A step answers from the same tests its decision starts with.
     *
     * @param w the state being built, in a fight: its party and fight's parts as they stand
     * @param scenario the scenario, whose creatures' rules may be asked
     * @param source where the creatures' rules read the state, made whole only for a creature that has rules
     */
    default boolean proceedsAlone(WorkingState w, Scenario scenario, CreatureEvents.StateSource source) {
        return false;
    }

    /**
     * In a fight, the one action the engine takes by itself here, told from the parts of the state being built without
     * the whole state made: non-null only where {@link #decision} would be one the engine takes by itself ({@link
     * Steps#automatic}) whose one legal action it is; null leaves it to {@link #decision}. Asked where {@link
     * #proceedsAlone} is false.
     *
     * @param w the state being built, in a fight: its party, options and fight's parts as they stand
     * @return the one action, or null
     */
    default Action soleAction(WorkingState w) {
        return null;
    }

    /** Applies one of the decision's legal actions. */
    void apply(Turn t, Action action);

    /** Moves on where nobody has a choice. */
    default void proceed(Turn t) {
        throw new IllegalStateException("no decision and nothing to do (engine bug): " + t.phase());
    }
}

package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A creature as its rules see it when asked what it {@link Would} do ({@link CreatureRules#modify}): its data, its
 * group and the game. An immutable value: two views are equal when their creature, group and state are.
 *
 * <p>The engine makes the state of a view only when the rules read it ({@link #of(Creature, EnemyGroup, Supplier)}):
 * most rules answer most questions from the event and the group alone. Read the state within the call the view is
 * given to: once the rules have answered, a view the engine gave whose state was not read refuses to make it, with an
 * {@link IllegalStateException}, rather than show the game as it stands later (the refusal is its supplier's: a view
 * made here never refuses by itself). {@link #equals}, {@link #hashCode} and {@link #toString} read the state.
 */
public final class CreatureView {

    private final Creature creature;
    private final EnemyGroup group;
    /** The state, or until it is first read the supplier making it (one field: a view is 24 bytes). */
    private Object state;

    /**
     * A view of a state at hand.
     *
     * @param creature the creature's data
     * @param group its group in the encounter or fight
     * @param state the state
     */
    public CreatureView(Creature creature, EnemyGroup group, GameState state) {
        this.creature = Objects.requireNonNull(creature, "creature");
        this.group = Objects.requireNonNull(group, "group");
        this.state = Objects.requireNonNull(state, "state");
    }

    private CreatureView(Creature creature, EnemyGroup group, Supplier<? extends GameState> source) {
        this.creature = Objects.requireNonNull(creature, "creature");
        this.group = Objects.requireNonNull(group, "group");
        this.state = Objects.requireNonNull(source, "state");
    }

    /**
     * A view whose state is made when it is first read, and only then: for an engine or a tool asking rules that may
     * not read it, or a test that checks whether they do. The supplier is called at most once, when the state is first
     * read (whenever that is: to refuse a late read, the supplier throws); it must not give null.
     *
     * @param creature the creature's data
     * @param group its group in the encounter or fight
     * @param state makes the state
     * @return the view
     */
    public static CreatureView of(Creature creature, EnemyGroup group, Supplier<? extends GameState> state) {
        return new CreatureView(creature, group, state);
    }

    /**
     * The creature's data.
     *
     * @return the creature
     */
    public Creature creature() {
        return creature;
    }

    /**
     * Its group in the encounter or fight.
     *
     * @return the group
     */
    public EnemyGroup group() {
        return group;
    }

    /**
     * The state, made when first read.
     *
     * @return the state
     * @throws IllegalStateException for a view the engine gave, first read after the call it was given to
     */
    @SuppressWarnings("unchecked") // checked: only a supplier of states is held that is not a state
    public GameState state() {
        Object s = state;
        if (s instanceof GameState made) {
            return made;
        }
        GameState made = Objects.requireNonNull(((Supplier<? extends GameState>) s).get(), "the view's state");
        state = made;
        return made;
    }

    /** Equal when the creature, group and state are (the state is made to compare). */
    @Override
    public boolean equals(Object o) {
        return o == this
                || o instanceof CreatureView v
                        && creature.equals(v.creature)
                        && group.equals(v.group)
                        && state().equals(v.state());
    }

    @Override
    public int hashCode() {
        return Objects.hash(creature, group, state());
    }

    @Override
    public String toString() {
        return "CreatureView[creature=" + creature + ", group=" + group + ", state=" + state() + "]";
    }
}

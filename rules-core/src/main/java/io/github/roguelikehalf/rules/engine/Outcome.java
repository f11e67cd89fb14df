package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.internal.EnumKeys;

/**
 * How an adventure ended.
 *
 * @param termination the kind of ending
 * @param detail a short explanation, e.g. the tile or the creature
 * @param cause what ended it, for reports: e.g. the creature that killed the last hero
 */
public record Outcome(Termination termination, String detail, java.util.Optional<String> cause) {

    /**
     * An outcome without a cause.
     *
     * @param termination the kind of ending
     * @param detail a short explanation
     */
    public Outcome(Termination termination, String detail) {
        this(termination, detail, java.util.Optional.empty());
    }

    /**
     * A label for reports: the termination's key, with the cause if there is one, e.g. {@code death: ogre}.
     *
     * @return the label
     */
    public String label() {
        return termination.key() + cause.map(c -> ": " + c).orElse("");
    }

    /** The kinds of ending. */
    public enum Termination {
        /** The scenario's goal was achieved (EN §44 / JP §44). */
        VICTORY,
        /** Every hero died (EN §13, §41 / JP §13, §40). */
        DEATH,
        /** The scenario's limit on explorations ran out. */
        EXPLORATION_LIMIT,
        /** The scenario's own rule ended it with a win; the cause is the scenario's name for the ending. */
        SCENARIO_VICTORY,
        /** The scenario's own rule ended it with a loss (e.g. one dead hero); the cause names the ending. */
        SCENARIO_DEFEAT;

        private final String key = EnumKeys.kebab(name());

        /**
         * The canonical key.
         *
         * @return e.g. {@code victory}
         */
        public String key() {
            return key;
        }
    }

    /**
     * An ending by the scenario's own rule.
     *
     * @param name the scenario's name for it, e.g. {@code hero-lost}
     * @param detail a short explanation
     * @param victory whether the heroes won
     * @return the outcome, labelled e.g. {@code scenario-defeat: hero-lost}
     */
    public static Outcome scenario(String name, String detail, boolean victory) {
        return new Outcome(
                victory ? Termination.SCENARIO_VICTORY : Termination.SCENARIO_DEFEAT,
                detail,
                java.util.Optional.of(name));
    }

    /**
     * The scenario's name for its own ending, as given to {@link #scenario(String, String, boolean)}, e.g. {@code
     * hero-lost}: a test or a report tells the scenario's endings apart by it.
     *
     * @return the name of a {@link Termination#SCENARIO_VICTORY} or {@link Termination#SCENARIO_DEFEAT}; empty for the
     *     base rules' endings (a victory at the goal, death, the exploration limit)
     */
    public java.util.Optional<String> name() {
        return termination == Termination.SCENARIO_VICTORY || termination == Termination.SCENARIO_DEFEAT
                ? cause
                : java.util.Optional.empty();
    }

    /**
     * Whether the heroes won.
     *
     * @return true for a victory, the scenario's or the goal's
     */
    public boolean isVictory() {
        return termination == Termination.VICTORY || termination == Termination.SCENARIO_VICTORY;
    }

    @Override
    public String toString() {
        return termination.key() + ": " + detail;
    }
}

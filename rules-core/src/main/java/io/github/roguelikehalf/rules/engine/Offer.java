package io.github.roguelikehalf.rules.engine;

/**
 * Something an actor may do in a {@link Window}, played as {@code choose ACTOR OPTION}.
 *
 * @param actor a hero id, {@code followers} or {@code party}
 * @param option a word of lower-case letters, digits, {@code -} and {@code :}, e.g. {@code use:lucky-charm}
 */
public record Offer(String actor, String option) {

    /** Validates the words. */
    public Offer {
        Choice.word(actor);
        Choice.word(option);
    }

    @Override
    public String toString() {
        return actor + " " + option;
    }
}

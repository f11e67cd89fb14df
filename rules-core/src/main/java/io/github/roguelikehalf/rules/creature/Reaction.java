package io.github.roguelikehalf.rules.creature;

import java.util.Optional;

/**
 * One entry of a reaction table (EN §35 / JP §34).
 *
 * @param kind the reaction
 * @param bribe what a {@link ReactionKind#BRIBE} asks for
 * @param scenarioKey for a {@link ReactionKind#SCENARIO} reaction, the scenario's key for it (e.g. {@code trade})
 */
public record Reaction(ReactionKind kind, Optional<Bribe> bribe, Optional<String> scenarioKey) {

    /** Checks that a bribe is given exactly for BRIBE and a key exactly for SCENARIO. */
    public Reaction {
        if ((kind == ReactionKind.BRIBE) != bribe.isPresent()) {
            throw new IllegalArgumentException("a bribe amount is given exactly for the Bribe reaction");
        }
        if ((kind == ReactionKind.SCENARIO) != scenarioKey.isPresent()) {
            throw new IllegalArgumentException("a scenario key is given exactly for scenario reactions");
        }
    }

    /**
     * A reaction with no parameter.
     *
     * @param kind any kind but BRIBE and SCENARIO
     * @return the reaction
     */
    public static Reaction of(ReactionKind kind) {
        return new Reaction(kind, Optional.empty(), Optional.empty());
    }

    /**
     * A bribe.
     *
     * @param kind what is paid
     * @param amount how much
     * @return the reaction
     */
    public static Reaction bribe(Bribe.Kind kind, int amount) {
        return new Reaction(ReactionKind.BRIBE, Optional.of(new Bribe(kind, amount)), Optional.empty());
    }

    /**
     * A scenario-defined reaction.
     *
     * @param key the scenario's key
     * @return the reaction
     */
    public static Reaction scenario(String key) {
        return new Reaction(ReactionKind.SCENARIO, Optional.empty(), Optional.of(key));
    }

    @Override
    public String toString() {
        return kind.key()
                + bribe.map(b -> " " + b).orElse("")
                + scenarioKey.map(k -> " " + k).orElse("");
    }
}

package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.Effect;
import java.util.Optional;

/**
 * A trap as data: a Dexterity roll against its difficulty for each character it targets, and what a failure costs
 * (Life lost and, optionally, a condition). {@link Traps#spring} plays it through a {@link ScenarioContext}.
 *
 * @param name what it is called in events, e.g. {@code spear thrower}
 * @param rule the rule section of the trap, named by its events
 * @param difficulty the Dexterity roll's target number
 * @param targeting who it targets
 * @param damage Life (for a follower: the follower) lost on a failure, 0 or more
 * @param condition a condition given to a hero who fails, e.g. {@link Effect#oilSoaked(String)}
 */
public record Trap(
        String name, String rule, int difficulty, Targeting targeting, int damage, Optional<Effect> condition) {

    /** Who a trap targets. */
    public enum Targeting {
        /** One character at random: each living hero and each follower is one chance. */
        RANDOM_ONE,
        /** 1d3 characters, chosen by the player ({@link Traps#chosenCount(ScenarioContext, Trap)}). */
        CHOSEN_1D3,
        /** Every character: each living hero and each follower. */
        WHOLE_PARTY,
        /** One non-combat follower at random; one character at random when there is none. */
        NON_COMBAT_FOLLOWER_FIRST,
        /** Every living hero, each rolling for himself; no follower is targeted. */
        EACH_HERO
    }

    /** Validates the numbers. */
    public Trap {
        if (name.isBlank() || rule.isBlank()) {
            throw new IllegalArgumentException("a trap has a name and a rule section");
        }
        if (difficulty < 1 || difficulty > 12) {
            throw new IllegalArgumentException(name + ": difficulty must be 1..12, was " + difficulty);
        }
        if (damage < 0) {
            throw new IllegalArgumentException(name + ": damage cannot be negative, was " + damage);
        }
    }
}

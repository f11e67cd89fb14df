package io.github.roguelikehalf.rules.check;

import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.Optional;

/**
 * What is added to the die of a check: Technique, the current value of a sub-attribute (consumed by one after the
 * roll, §9), or current Life (§10).
 */
public enum Basis {
    /** Technique (§7). */
    TECHNIQUE(null),
    /** Current Sorcery (§9). */
    SORCERY(SubAttribute.SORCERY),
    /** Current Divinity (§9). */
    DIVINITY(SubAttribute.DIVINITY),
    /** Current Strength (§9; Power Attack, Power Defend and Protect, §22). */
    STRENGTH(SubAttribute.STRENGTH),
    /** Current Dexterity (§9; Search, EN §25 / JP §24; Power Shot, EN §24). */
    DEXTERITY(SubAttribute.DEXTERITY),
    /** Current Life, not consumed (§10). */
    LIFE(null);

    private final SubAttribute subAttribute;

    Basis(SubAttribute subAttribute) {
        this.subAttribute = subAttribute;
    }

    /**
     * The sub-attribute this basis uses, and so consumes (§9).
     *
     * @return the sub-attribute, or empty for Technique and Life
     */
    public Optional<SubAttribute> subAttribute() {
        return Optional.ofNullable(subAttribute);
    }

    /**
     * The basis that uses a sub-attribute.
     *
     * @param subAttribute the sub-attribute
     * @return its basis
     */
    public static Basis of(SubAttribute subAttribute) {
        return switch (subAttribute) {
            case SORCERY -> SORCERY;
            case DIVINITY -> DIVINITY;
            case STRENGTH -> STRENGTH;
            case DEXTERITY -> DEXTERITY;
        };
    }
}

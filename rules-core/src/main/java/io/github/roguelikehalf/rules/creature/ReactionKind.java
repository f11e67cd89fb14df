package io.github.roguelikehalf.rules.creature;

import io.github.roguelikehalf.rules.internal.EnumKeys;

/** The reactions of a reaction table (EN §35 / JP §34). */
public enum ReactionKind {
    /** All living characters recover 1 Life; met again, the reaction is Peaceful. */
    WELCOMING,
    /** No attack; the same reaction when met again. */
    PEACEFUL,
    /** As Peaceful. */
    NEUTRAL,
    /** The creatures leave; their treasure is won as if they were defeated. */
    FLEE,
    /** Flee if fewer than the heroes and followers, otherwise Fight. */
    FLEE_IF_OUTNUMBERED,
    /** A payment sends them away without treasure; refused, they Fight. */
    BRIBE,
    /** They attack first. */
    FIGHT,
    /** They attack first and never flee. */
    FIGHT_TO_THE_DEATH,
    /** A reaction the scenario defines, such as Trade or Information. */
    SCENARIO;

    private final String key = EnumKeys.kebab(name());

    /**
     * The canonical key.
     *
     * @return e.g. {@code flee-if-outnumbered}
     */
    public String key() {
        return key;
    }
}

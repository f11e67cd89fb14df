package io.github.roguelikehalf.rules.hero;

/** The choice in the Strength hero's starting equipment (EN §26 / JP §25). */
public enum StrengthKit {
    /** A two-handed weapon. */
    TWO_HANDED_WEAPON,
    /** A one-handed weapon and a round shield. */
    ONE_HANDED_WEAPON_AND_ROUND_SHIELD
}

package io.github.roguelikehalf.rules.magic;

/** Where a Fireball is cast (EN §19 / JP §19): a narrow or a wide space. */
public enum Space {
    /** A narrow space: the target, and one more enemy per point of power above its level. */
    NARROW,
    /** A wide space: one enemy per whole multiple of the level the power reaches. */
    WIDE;

    /**
     * The space a 1d6 gives when the scenario does not say (EN §19 / JP §19): 1-3 narrow, 4-6 wide.
     *
     * @param face the d6, 1..6
     * @return the space
     * @throws IllegalArgumentException if the face is not 1..6
     */
    public static Space fromRoll(int face) {
        if (face < 1 || face > 6) {
            throw new IllegalArgumentException("a d6 face is 1..6, was " + face);
        }
        return face <= 3 ? NARROW : WIDE;
    }
}

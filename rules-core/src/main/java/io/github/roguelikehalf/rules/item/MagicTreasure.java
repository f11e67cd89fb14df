package io.github.roguelikehalf.rules.item;

import io.github.roguelikehalf.rules.internal.EnumKeys;

/**
 * The six kinds of magic treasure of the magic treasure table (EN §40 / JP §39), one per face of 1d6. A treasure as
 * carried, with the charges it has left, is a {@link MagicItem}. Unless stated they sell for 60 gold between
 * adventures, less by the share of charges used (EN §39 / JP §38).
 */
public enum MagicTreasure {
    /** 1: Bullets of Piercing, five sling bullets at +2. */
    BULLETS_OF_PIERCING(5),
    /** 2: Flute of Peace, Knockout three times. */
    FLUTE_OF_PEACE(3),
    /** 3: Staff of Wall, makes a wide space narrow three times. */
    STAFF_OF_WALL(3),
    /** 4: Searching Monocle, +1 to searching, 1d6 times (rolled when found). */
    SEARCHING_MONOCLE(6),
    /** 5: Magical Targe, +1 defense against missiles for one follower. */
    MAGICAL_TARGE(0),
    /** 6: War Doll, a combat follower activated with 1 experience. */
    WAR_DOLL(0);

    /** What a magic treasure sells for unless stated (EN §39 / JP §38). */
    public static final int RESALE_VALUE = 60;

    private final String key = EnumKeys.kebab(name());

    private final int maxCharges;

    MagicTreasure(int maxCharges) {
        this.maxCharges = maxCharges;
    }

    /**
     * The treasure for a face of 1d6 on the magic treasure table.
     *
     * @param face 1..6
     * @return the treasure
     */
    public static MagicTreasure forFace(int face) {
        if (face < 1 || face > 6) {
            throw new IllegalArgumentException("the magic treasure table is rolled on 1d6, was " + face);
        }
        return values()[face - 1];
    }

    /**
     * Whether it is used up by charges (EN §40 / JP §39): the bullets, the flute, the staff and the monocle.
     *
     * @return true if it has charges
     */
    public boolean charged() {
        return maxCharges > 0;
    }

    /**
     * Whether its number of charges is rolled (1d6) when it is found: the Searching Monocle (EN §40 / JP §39).
     *
     * @return true for the monocle
     */
    public boolean chargesRolled() {
        return this == SEARCHING_MONOCLE;
    }

    /**
     * The most charges it can have: 5 bullets, 3 for the flute and the staff, 6 for the monocle (1d6), 0 without
     * charges.
     *
     * @return the charges
     */
    public int maxCharges() {
        return maxCharges;
    }

    /**
     * The canonical key of the kind.
     *
     * @return e.g. {@code flute-of-peace}
     */
    public String key() {
        return key;
    }
}

package io.github.roguelikehalf.rules.item;

import io.github.roguelikehalf.rules.internal.EnumKeys;

/**
 * The six magic treasures of the magic treasure table (EN §40 / JP §39), one per face of 1d6. Unless stated they
 * sell for 60 gold between adventures (EN §39 / JP §38). Their effects in play belong to the treasure rules.
 */
public enum MagicTreasure implements Item {
    /** 1: Bullets of Piercing, five sling bullets at +2. */
    BULLETS_OF_PIERCING,
    /** 2: Flute of Peace, Knockout three times. */
    FLUTE_OF_PEACE,
    /** 3: Staff of Wall, makes a wide space narrow three times. */
    STAFF_OF_WALL,
    /** 4: Searching Monocle, +1 to searching, 1d6 times. */
    SEARCHING_MONOCLE,
    /** 5: Magical Targe, +1 defense against missiles for one follower. */
    MAGICAL_TARGE,
    /** 6: War Doll, a combat follower activated with 1 experience. */
    WAR_DOLL;

    /** What a magic treasure sells for unless stated (EN §39 / JP §38). */
    public static final int RESALE_VALUE = 60;

    private final String key = EnumKeys.kebab(name());

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

    @Override
    public int price() {
        return RESALE_VALUE;
    }

    @Override
    public int hands() {
        return 1;
    }

    @Override
    public String key() {
        return key;
    }
}

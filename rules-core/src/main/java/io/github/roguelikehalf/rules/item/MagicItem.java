package io.github.roguelikehalf.rules.item;

import io.github.roguelikehalf.rules.RulesException;

/**
 * A magic treasure as carried (EN §40 / JP §39): its kind and, for a treasure with charges, the charges left out of
 * those it was found with. The key is the kind's key for a treasure without charges or with all of its fixed charges
 * ({@code war-doll}, {@code flute-of-peace}), {@code KIND:LEFT} once some are used ({@code flute-of-peace:2}), and
 * {@code searching-monocle:LEFT/TOTAL} for the monocle, whose charges are rolled when found.
 *
 * @param kind the kind of treasure
 * @param charges the charges left, 0 for a treasure without charges
 * @param total the charges it was found with, 0 for a treasure without charges
 */
public record MagicItem(MagicTreasure kind, int charges, int total) implements Item {

    /** Validates the charges against the kind. */
    public MagicItem {
        if (!kind.charged() && (charges != 0 || total != 0)) {
            throw new IllegalArgumentException(kind.key() + " has no charges");
        }
        if (kind.charged() && !kind.chargesRolled() && total != kind.maxCharges()) {
            throw new IllegalArgumentException(kind.key() + " is found with " + kind.maxCharges() + " charges");
        }
        if (kind.chargesRolled() && (total < 1 || total > kind.maxCharges())) {
            throw new IllegalArgumentException(kind.key() + " is found with 1d6 charges, was " + total);
        }
        if (kind.charged() && (charges < 0 || charges > total)) {
            throw new IllegalArgumentException(kind.key() + ": charges left must be 0.." + total + ", was " + charges);
        }
    }

    /**
     * A treasure as found with all its charges; for the Searching Monocle, whose charges
     * are rolled, use {@link #monocle(int, int)}.
     *
     * @param kind a kind whose charges are not rolled
     * @return the treasure
     * @throws IllegalArgumentException for the monocle
     */
    public static MagicItem of(MagicTreasure kind) {
        return new MagicItem(kind, kind.charged() ? kind.maxCharges() : 0, kind.charged() ? kind.maxCharges() : 0);
    }

    /**
     * A Searching Monocle with its charges.
     *
     * @param charges the charges left
     * @param total the charges it was found with, 1..6
     * @return the monocle
     */
    public static MagicItem monocle(int charges, int total) {
        return new MagicItem(MagicTreasure.SEARCHING_MONOCLE, charges, total);
    }

    /**
     * What a treasure sells for between adventures (EN §39 / JP §38): 60 gold, less by the share of its charges used:
     * {@code 60 * left / total} (a three-charge item 60, 40, 20, 0).
     *
     * @param left charges left
     * @param total charges it was found with, 0 for a treasure without charges
     * @return the gold
     * @throws IllegalArgumentException if {@code left} is not within 0..total
     */
    public static int resaleValue(int left, int total) {
        if (total == 0 && left == 0) {
            return MagicTreasure.RESALE_VALUE;
        }
        if (total < 1 || left < 0 || left > total) {
            throw new IllegalArgumentException("charges left must be 0.." + total + ", was " + left);
        }
        return MagicTreasure.RESALE_VALUE * left / total;
    }

    /**
     * This treasure's resale value between adventures (EN §39 / JP §38).
     *
     * @return the gold
     */
    public int resaleValue() {
        return resaleValue(charges, total);
    }

    /**
     * The treasure after one charge is used (EN §40 / JP §39).
     *
     * @return the treasure with one charge less
     * @throws RulesException if it has no charge left
     */
    public MagicItem spend() {
        if (charges < 1) {
            throw new RulesException(key() + " has no charge left");
        }
        return new MagicItem(kind, charges - 1, total);
    }

    /** A magic treasure is not bought; its price is its resale value. */
    @Override
    public int price() {
        return resaleValue();
    }

    @Override
    public int hands() {
        return 1;
    }

    @Override
    public String key() {
        if (kind.chargesRolled()) {
            return kind.key() + ":" + charges + "/" + total;
        }
        return charges == total ? kind.key() : kind.key() + ":" + charges;
    }

    @Override
    public String toString() {
        return key();
    }

    /** Reads a key of {@link #key()}'s form; null if the key names no magic treasure. */
    static MagicItem parse(String k) {
        int colon = k.indexOf(':');
        String name = colon < 0 ? k : k.substring(0, colon);
        for (MagicTreasure m : MagicTreasure.values()) {
            if (!m.key().equals(name)) {
                continue;
            }
            if (colon < 0) {
                return m.chargesRolled() ? null : of(m);
            }
            String c = k.substring(colon + 1);
            int slash = c.indexOf('/');
            try {
                if (m.chargesRolled() && slash > 0) {
                    return monocle(Integer.parseInt(c.substring(0, slash)), Integer.parseInt(c.substring(slash + 1)));
                }
                if (m.charged() && !m.chargesRolled() && slash < 0) {
                    return new MagicItem(m, Integer.parseInt(c), m.maxCharges());
                }
            } catch (IllegalArgumentException e) {
                return null;
            }
            return null;
        }
        return null;
    }
}

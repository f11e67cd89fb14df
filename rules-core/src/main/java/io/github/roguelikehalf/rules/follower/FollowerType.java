package io.github.roguelikehalf.rules.follower;

import io.github.roguelikehalf.rules.internal.EnumKeys;
import java.util.Optional;

/**
 * The follower types (EN §28, §32-§33 / JP §27, §31-§32). Every follower is a Weak Creature with 1 Life.
 * Combat followers choose a blunt or slashing weapon when hired.
 */
public enum FollowerType {
    /** Soldier: combat, Technique 0, melee only; free. */
    SOLDIER(0, true, 0, 0),
    /** Bowman: combat, Technique 0, bow +1 (slashing) in round 0, melee with a light weapon -1; 5 gold. */
    BOWMAN(0, true, 5, -1),
    /** Swordsman: combat, Technique 1, melee only; 7 gold. */
    SWORDSMAN(1, true, 7, 0),
    /** Magician: combat, Technique 0, Sorcery 1 into the shared pool, melee with a light weapon -1; 5 gold. */
    MAGICIAN(0, true, 5, -1),
    /** Lamplighter: non-combat; holds a lantern so no hero hand must; free. */
    LAMPLIGHTER(0, false, 0, 0),
    /** Squire: non-combat; the hero swaps weapons without spending a round; free. */
    SQUIRE(0, false, 0, 0),
    /** Porter: non-combat; carries up to 3 items; free. */
    PORTER(0, false, 0, 0),
    /** Scout: non-combat; may make its own Search roll with Technique 0; 5 gold. */
    SCOUT(0, false, 5, 0),
    /** Captured: a Weak Creature taken prisoner; non-combat; fails every check; cannot be hired. */
    CAPTURED(0, false, -1, 0);

    /** Items a Porter carries (EN §28 / JP §27). */
    public static final int PORTER_CAPACITY = 3;

    /** The attack modifier of a Bowman's bow shot (EN §28 / JP §27). */
    public static final int BOWMAN_SHOT_MODIFIER = 1;

    private final int technique;
    private final boolean combat;
    private final int price;
    private final int meleeModifier;

    FollowerType(int technique, boolean combat, int price, int meleeModifier) {
        this.technique = technique;
        this.combat = combat;
        this.price = price;
        this.meleeModifier = meleeModifier;
    }

    /**
     * Technique (EN §28 / JP §27).
     *
     * @return 1 for the Swordsman, 0 for every other type
     */
    public int technique() {
        return technique;
    }

    /**
     * Whether this is a combat follower (EN §33 / JP §32).
     *
     * @return true for Soldier, Bowman, Swordsman and Magician
     */
    public boolean combat() {
        return combat;
    }

    /**
     * Whether a weapon type (blunt or slashing) is chosen when hired: true for combat followers.
     *
     * @return true if a damage type must be chosen
     */
    public boolean choosesWeapon() {
        return combat;
    }

    /**
     * The price of hiring one (EN §28 / JP §27).
     *
     * @return gold, or empty for Captured, who cannot be hired
     */
    public Optional<Integer> price() {
        return price < 0 ? Optional.empty() : Optional.of(price);
    }

    /**
     * The modifier to melee attack rolls: -1 for Bowmen and Magicians, who use light weapons.
     *
     * @return the modifier
     */
    public int meleeModifier() {
        return meleeModifier;
    }

    private final String key = EnumKeys.kebab(name());

    /**
     * The canonical key.
     *
     * @return e.g. {@code lamplighter}
     */
    public String key() {
        return key;
    }

    /**
     * The type with a canonical key.
     *
     * @param key e.g. {@code scout}
     * @return the type, or empty
     */
    public static Optional<FollowerType> byKey(String key) {
        for (FollowerType t : values()) {
            if (t.key().equals(key)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}

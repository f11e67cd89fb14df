package io.github.roguelikehalf.rules.follower;

import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.item.DamageType;
import java.util.Optional;

/**
 * A kind of follower: type, weapon type for combat followers, creature for Captured. Followers of one kind are
 * interchangeable.
 *
 * @param type the follower type
 * @param weapon the weapon's damage type, for combat followers
 * @param creature the creature, for Captured
 */
public record FollowerKind(FollowerType type, Optional<DamageType> weapon, Optional<String> creature) {

    /**
     * Validates the kind: combat followers choose a weapon type and no one else does (EN §28 / JP §27), and exactly
     * the Captured name a creature, whose id is not blank (so that {@link #key()} reads back).
     */
    public FollowerKind {
        validate(type, weapon, creature);
    }

    static void validate(FollowerType type, Optional<DamageType> weapon, Optional<String> creature) {
        if (type.choosesWeapon() != weapon.isPresent()) {
            throw new RuleViolationException(
                    "EN §28 / JP §27",
                    type.choosesWeapon()
                            ? "a " + type.key() + " needs a blunt or slashing weapon chosen when hired"
                            : "a " + type.key() + " has no weapon type");
        }
        if ((type == FollowerType.CAPTURED) != creature.isPresent()) {
            throw new IllegalArgumentException("only Captured followers name a creature, and they always do");
        }
        if (creature.isPresent() && creature.get().isBlank()) {
            throw new IllegalArgumentException("a Captured creature needs a non-blank creature id");
        }
    }

    /**
     * A non-combat follower kind.
     *
     * @param type a non-combat type other than Captured
     * @return the kind
     */
    public static FollowerKind of(FollowerType type) {
        return new FollowerKind(type, Optional.empty(), Optional.empty());
    }

    /**
     * A combat follower kind.
     *
     * @param type a combat type
     * @param weapon the damage type of its weapon
     * @return the kind
     */
    public static FollowerKind of(FollowerType type, DamageType weapon) {
        return new FollowerKind(type, Optional.of(weapon), Optional.empty());
    }

    /**
     * A Captured creature.
     *
     * @param creature the creature's id
     * @return the kind
     */
    public static FollowerKind captured(String creature) {
        return new FollowerKind(FollowerType.CAPTURED, Optional.empty(), Optional.of(creature));
    }

    /**
     * A group of this kind.
     *
     * @param count how many
     * @return the group
     */
    public FollowerGroup times(int count) {
        return new FollowerGroup(type, weapon, creature, count);
    }

    /**
     * The canonical key, which {@link #parse(String)} reads back.
     *
     * @return e.g. {@code swordsman/slashing}, {@code porter}, {@code captured:goblin}
     */
    public String key() {
        if (creature.isPresent()) {
            return type.key() + ":" + creature.get();
        }
        return weapon.isPresent() ? Keys.ARMED.get(type).get(weapon.get()) : Keys.PLAIN.get(type);
    }

    /** The kind of these parts: one shared value for every kind but the Captured, which are made anew. */
    static FollowerKind shared(FollowerType type, Optional<DamageType> weapon, Optional<String> creature) {
        if (creature.isEmpty() && type != FollowerType.CAPTURED) {
            FollowerKind known = weapon.isPresent()
                    ? Keys.ARMED_KINDS[type.ordinal()][weapon.get().ordinal()]
                    : Keys.PLAIN_KINDS[type.ordinal()];
            if (known != null) {
                return known;
            }
        }
        return new FollowerKind(type, weapon, creature);
    }

    /** The keys of the kinds without a creature, computed once. */
    private static final class Keys {
        static final java.util.Map<FollowerType, String> PLAIN = new java.util.EnumMap<>(FollowerType.class);
        static final java.util.Map<FollowerType, java.util.Map<DamageType, String>> ARMED =
                new java.util.EnumMap<>(FollowerType.class);
        /** Every kind but the Captured, by key: {@link #parse} reads these without taking the key apart. */
        static final java.util.Map<String, FollowerKind> KINDS = new java.util.HashMap<>();
        /** The same kinds by type and weapon (ordinals), for {@link #shared}: no key is made to find one. */
        static final FollowerKind[] PLAIN_KINDS = new FollowerKind[FollowerType.values().length];

        static final FollowerKind[][] ARMED_KINDS =
                new FollowerKind[FollowerType.values().length][DamageType.values().length];

        static {
            for (FollowerType t : FollowerType.values()) {
                PLAIN.put(t, t.key());
                java.util.Map<DamageType, String> byWeapon = new java.util.EnumMap<>(DamageType.class);
                for (DamageType d : DamageType.values()) {
                    byWeapon.put(d, t.key() + "/" + d.key());
                }
                ARMED.put(t, byWeapon);
            }
            for (FollowerType t : FollowerType.values()) {
                if (t == FollowerType.CAPTURED) {
                    continue;
                }
                if (t.choosesWeapon()) {
                    for (DamageType d : DamageType.values()) {
                        FollowerKind k = of(t, d);
                        KINDS.put(ARMED.get(t).get(d), k);
                        ARMED_KINDS[t.ordinal()][d.ordinal()] = k;
                    }
                } else {
                    FollowerKind k = of(t);
                    KINDS.put(PLAIN.get(t), k);
                    PLAIN_KINDS[t.ordinal()] = k;
                }
            }
        }
    }

    /**
     * Reads a kind from its key.
     *
     * @param key the key
     * @return the kind
     * @throws RulesException if the key names no kind
     */
    public static FollowerKind parse(String key) {
        FollowerKind known = Keys.KINDS.get(key);
        if (known != null) {
            return known;
        }
        int colon = key.indexOf(':');
        if (colon > 0 && key.substring(0, colon).equals(FollowerType.CAPTURED.key()) && colon < key.length() - 1) {
            return captured(key.substring(colon + 1));
        }
        int slash = key.indexOf('/');
        String typeKey = slash > 0 ? key.substring(0, slash) : key;
        Optional<FollowerType> type = FollowerType.byKey(typeKey);
        if (type.isPresent() && type.get() != FollowerType.CAPTURED) {
            if (slash < 0 && !type.get().choosesWeapon()) {
                return of(type.get());
            }
            if (slash > 0 && type.get().choosesWeapon()) {
                String w = key.substring(slash + 1);
                for (DamageType d : DamageType.values()) {
                    if (d.key().equals(w)) {
                        return of(type.get(), d);
                    }
                }
            }
        }
        throw new RulesException("unknown follower kind '" + key
                + "'; kinds are soldier/blunt, soldier/slashing (likewise bowman, swordsman, magician),"
                + " lamplighter, squire, porter, scout, captured:<creature>");
    }

    @Override
    public String toString() {
        return key();
    }
}

package io.github.roguelikehalf.rules.follower;

import io.github.roguelikehalf.rules.item.DamageType;
import java.util.Optional;

/**
 * Interchangeable followers of one kind, held as a count: the same type, the same weapon type, and for Captured
 * the same creature. Followers of one type act together in the rules, so a count is all the state needs.
 *
 * @param type the follower type
 * @param weapon the damage type of their weapon: present exactly for combat followers
 * @param creature for Captured, the creature's id (e.g. {@code goblin}); empty otherwise
 * @param count how many, at least 1
 */
public record FollowerGroup(FollowerType type, Optional<DamageType> weapon, Optional<String> creature, int count) {

    /** Validates the group. */
    public FollowerGroup {
        if (count < 1) {
            throw new IllegalArgumentException("a follower group has at least 1 follower, was " + count);
        }
        FollowerKind.validate(type, weapon, creature);
    }

    /**
     * The kind of follower this group holds, without the count.
     *
     * @return the kind
     */
    public FollowerKind kind() {
        return FollowerKind.shared(type, weapon, creature);
    }

    /**
     * The canonical key of the kind, e.g. {@code soldier/blunt}, {@code scout}, {@code captured:goblin}.
     *
     * @return the key
     */
    public String key() {
        return kind().key();
    }
}

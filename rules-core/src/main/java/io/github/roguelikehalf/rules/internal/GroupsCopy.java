package io.github.roguelikehalf.rules.internal;

import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import java.util.Arrays;
import java.util.List;

/**
 * The creatures of a fight changed in place ({@link FightCopy}): a hit sets its group in an array, and the {@link
 * Encounter} is made again only when it is read whole after a change, so that the hits of one action (a follower group's
 * attacks) make one encounter, not one each. Read group by group, it makes none. Not API.
 */
final class GroupsCopy {

    /** The encounter as set or as last made; null after a change until it is read whole. */
    private Encounter whole;

    /** The groups, once a group was set since {@link #from}; then {@code whole}'s tile id is kept here. */
    private EnemyGroup[] groups = new EnemyGroup[4];

    private int size;
    private String tileId;
    private boolean copied;

    /** Starts from an encounter, held as it is. */
    void from(Encounter e) {
        whole = e;
        copied = false;
    }

    /** Lets go of the groups, so that a copy kept for later holds none. */
    void forget() {
        whole = null;
        Arrays.fill(groups, 0, size, null);
        size = 0;
        tileId = null;
        copied = false;
    }

    /** The encounter with the groups as set, made once after each change. */
    Encounter encounter() {
        if (whole == null && copied) {
            List<EnemyGroup> list = switch (size) {
                case 1 -> List.of(groups[0]);
                case 2 -> List.of(groups[0], groups[1]);
                default -> List.of(Arrays.copyOf(groups, size));
            };
            whole = new Encounter(tileId, list);
        }
        return whole;
    }

    /** How many groups there are. */
    int size() {
        return copied ? size : whole.enemies().size();
    }

    /** The group at an index. */
    EnemyGroup group(int i) {
        if (copied) {
            if (i >= size) {
                throw new IndexOutOfBoundsException(i);
            }
            return groups[i];
        }
        return whole.enemies().get(i);
    }

    /** The index of the group with an id, or -1. */
    int indexOf(String id) {
        if (!copied) {
            return whole.indexOf(id);
        }
        for (int i = 0; i < size; i++) {
            if (groups[i].id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /** Sets a group in place of the one at its index, which keeps its id. */
    void set(int i, EnemyGroup g) {
        if (!copied) {
            List<EnemyGroup> e = whole.enemies();
            size = e.size();
            if (groups.length < size) {
                groups = new EnemyGroup[size];
            }
            for (int k = 0; k < size; k++) {
                groups[k] = e.get(k);
            }
            tileId = whole.tileId();
            copied = true;
        }
        if (i >= size) {
            throw new IndexOutOfBoundsException(i);
        }
        if (!groups[i].id().equals(g.id())) {
            throw new IllegalArgumentException("group " + i + " is '" + groups[i].id() + "', not '" + g.id() + "'");
        }
        groups[i] = g;
        whole = null;
    }
}

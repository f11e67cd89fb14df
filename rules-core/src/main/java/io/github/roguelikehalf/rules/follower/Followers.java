package io.github.roguelikehalf.rules.follower;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;

/**
 * The followers of a party, as counts per kind, with the Magicians' shared Sorcery pool (EN §28, §32-§33 / JP §27,
 * §31-§32).
 *
 * <p>The Magicians know one basic spell between them and share a pool of Sorcery whose maximum is the number of
 * Magicians; when Magicians die the current value is lowered to that number (clamped, EN §28 / JP §27). Groups are
 * kept in one canonical order, so two equal parties are equal values.
 *
 * @param groups the groups, one per kind, in canonical order
 * @param magicianSorcery the current Sorcery of the Magicians' pool, 0..number of Magicians
 * @param magicianSpell the basic spell the Magicians know, once chosen
 * @param effects effects on all the followers at once, such as Cursed, by key (followers of one type are one group)
 * @param warDoll the active War Doll, if any (EN §40 / JP §39): a combat follower beside the groups, not counted by
 *     {@link #total()} or {@link #combatCount()}
 */
public record Followers(
        List<FollowerGroup> groups,
        int magicianSorcery,
        Optional<Spell> magicianSpell,
        SortedMap<String, Effect> effects,
        Optional<WarDoll> warDoll) {

    // by type, then weapon (none first), then captured creature; written out, as it runs on every copy
    private static final Comparator<FollowerGroup> ORDER = Followers::compare;

    private static int compare(FollowerGroup a, FollowerGroup b) {
        int c = a.type().compareTo(b.type());
        if (c != 0) {
            return c;
        }
        if (a.weapon().isPresent() != b.weapon().isPresent()) {
            return a.weapon().isPresent() ? 1 : -1;
        }
        if (a.weapon().isPresent()) {
            c = a.weapon().get().compareTo(b.weapon().get());
            if (c != 0) {
                return c;
            }
        }
        return a.creature().orElse("").compareTo(b.creature().orElse(""));
    }

    /** Merges groups of one kind, sorts them and checks the pool. */
    public Followers {
        if (mergedAndSorted(groups)) {
            // the usual case (every copy made by these methods): nothing to merge or sort
            groups = List.copyOf(groups);
        } else {
            List<FollowerGroup> merged = new ArrayList<>();
            for (FollowerGroup g : groups) {
                int at = indexOf(merged, g.kind());
                if (at >= 0) {
                    merged.set(at, g.kind().times(merged.get(at).count() + g.count()));
                } else {
                    merged.add(g);
                }
            }
            merged.sort(ORDER);
            groups = List.copyOf(merged);
        }
        if (effects.isEmpty()) {
            // no entries to check: iterating the empty map would make an iterator at every change of the followers
            effects = java.util.Collections.emptySortedMap();
        } else {
            effects = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(effects));
            for (Map.Entry<String, Effect> e : effects.entrySet()) {
                if (!e.getKey().equals(e.getValue().key())) {
                    throw new IllegalArgumentException("effect " + e.getValue().key() + " filed as " + e.getKey());
                }
            }
        }
        java.util.Objects.requireNonNull(warDoll, "warDoll");
        int magicians = countOf(groups, FollowerType.MAGICIAN);
        if (magicianSorcery < 0 || magicianSorcery > magicians) {
            throw new IllegalArgumentException(
                    "the Magicians' Sorcery must be 0.." + magicians + " (one per Magician), was " + magicianSorcery);
        }
    }

    /**
     * Followers without a War Doll.
     *
     * @param groups the groups
     * @param magicianSorcery the Magicians' current Sorcery
     * @param magicianSpell the Magicians' spell
     * @param effects effects on all the followers
     */
    public Followers(
            List<FollowerGroup> groups,
            int magicianSorcery,
            Optional<Spell> magicianSpell,
            SortedMap<String, Effect> effects) {
        this(groups, magicianSorcery, magicianSpell, effects, Optional.empty());
    }

    /**
     * These followers with the War Doll activated, changed or gone (EN §40 / JP §39).
     *
     * @param doll the doll, or empty
     * @return the new followers
     */
    public Followers withWarDoll(Optional<WarDoll> doll) {
        return new Followers(groups, magicianSorcery, magicianSpell, effects, doll);
    }

    /**
     * Whether the War Doll is active and takes part in the current round: then it attacks with the combat
     * followers and defends attacks meant for them (EN §40 / JP §39).
     *
     * @return true if it fights this round
     */
    public boolean warDollFights() {
        return warDoll.isPresent() && !warDoll.get().sitsOut();
    }

    /**
     * Followers without effects.
     *
     * @param groups the groups
     * @param magicianSorcery the Magicians' current Sorcery
     * @param magicianSpell the Magicians' spell
     */
    public Followers(List<FollowerGroup> groups, int magicianSorcery, Optional<Spell> magicianSpell) {
        this(groups, magicianSorcery, magicianSpell, java.util.Collections.emptySortedMap());
    }

    /**
     * These followers with an effect added, replacing one with the same key.
     *
     * @param effect the effect on all the followers
     * @return the new followers
     */
    public Followers withEffect(Effect effect) {
        return new Followers(groups, magicianSorcery, magicianSpell, Effect.adding(effects, effect), warDoll);
    }

    /**
     * These followers with other effects.
     *
     * @param next the effects, by key
     * @return the new followers
     */
    public Followers withEffects(SortedMap<String, Effect> next) {
        return new Followers(groups, magicianSorcery, magicianSpell, next, warDoll);
    }

    /**
     * No followers.
     *
     * @return an empty party of followers
     */
    public static Followers none() {
        return new Followers(List.of(), 0, Optional.empty());
    }

    /**
     * Followers from groups, with the Magicians' pool full.
     *
     * @param groups the groups
     * @return the followers
     */
    public static Followers of(List<FollowerGroup> groups) {
        return new Followers(groups, countOf(groups, FollowerType.MAGICIAN), Optional.empty());
    }

    /**
     * How many followers there are in all, Captured included: this is what the Follower score limits.
     *
     * @return the total
     */
    public int total() {
        int n = 0;
        for (int i = 0; i < groups.size(); i++) {
            FollowerGroup g = groups.get(i);
            n += g.count();
        }
        return n;
    }

    /**
     * How many followers of a type there are.
     *
     * @param type the type
     * @return the count
     */
    public int count(FollowerType type) {
        return countOf(groups, type);
    }

    /**
     * How many followers of a kind there are.
     *
     * @param kind the kind
     * @return the count
     */
    public int count(FollowerKind kind) {
        int at = indexOf(groups, kind);
        return at < 0 ? 0 : groups.get(at).count();
    }

    /**
     * How many combat followers there are (EN §33 / JP §32).
     *
     * @return the count of Soldiers, Bowmen, Swordsmen and Magicians
     */
    public int combatCount() {
        int n = 0;
        for (int i = 0; i < groups.size(); i++) {
            FollowerGroup g = groups.get(i);
            if (g.type().combat()) {
                n += g.count();
            }
        }
        return n;
    }

    /**
     * The maximum of the Magicians' Sorcery pool: one per Magician (EN §28 / JP §27).
     *
     * @return the number of Magicians
     */
    public int magicianSorceryMax() {
        return count(FollowerType.MAGICIAN);
    }

    /**
     * Extra item slots the Porters give (EN §28 / JP §27).
     *
     * @return 3 per Porter
     */
    public int porterCapacity() {
        return count(FollowerType.PORTER) * FollowerType.PORTER_CAPACITY;
    }

    /**
     * These followers with more of a kind. New Magicians raise the pool's maximum but not its current value
     * (see {@code docs/rulings.md}, AMB-11).
     *
     * @param kind the kind
     * @param n how many, at least 1
     * @return the new followers
     */
    public Followers add(FollowerKind kind, int n) {
        List<FollowerGroup> g = new ArrayList<>(groups);
        g.add(kind.times(n));
        return new Followers(g, magicianSorcery, magicianSpell, effects, warDoll);
    }

    /**
     * These followers with fewer of a kind (released, dead or otherwise gone). When Magicians go, the pool's
     * current value is lowered to the number left if it is above it (EN §28 / JP §27).
     *
     * @param kind the kind
     * @param n how many, at least 1
     * @return the new followers
     * @throws RuleViolationException if there are fewer than {@code n} of that kind
     */
    public Followers remove(FollowerKind kind, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("remove at least 1 follower, was " + n);
        }
        int at = indexOf(groups, kind);
        int have = at < 0 ? 0 : groups.get(at).count();
        if (have < n) {
            throw new RuleViolationException(
                    "EN §32 / JP §31", "cannot remove " + n + " " + kind.key() + ": there are " + have);
        }
        List<FollowerGroup> g = new ArrayList<>(groups);
        if (have == n) {
            g.remove(at);
        } else {
            g.set(at, kind.times(have - n));
        }
        int magicians = countOf(g, FollowerType.MAGICIAN);
        return new Followers(g, Math.min(magicianSorcery, magicians), magicianSpell, effects, warDoll);
    }

    /**
     * These followers with the Magicians' pool at another current value.
     *
     * @param current the new current value, 0..number of Magicians
     * @return the new followers
     */
    public Followers withMagicianSorcery(int current) {
        return new Followers(groups, current, magicianSpell, effects, warDoll);
    }

    /**
     * These followers with the Magicians' pool refilled to its maximum.
     *
     * @return the new followers
     */
    public Followers withMagicianPoolRefilled() {
        return new Followers(groups, magicianSorceryMax(), magicianSpell, effects, warDoll);
    }

    /**
     * These followers with the Magicians knowing a basic spell (EN §28 / JP §27: one spell for all of them).
     *
     * @param spell the spell
     * @return the new followers
     */
    public Followers withMagicianSpell(Spell spell) {
        return new Followers(groups, magicianSorcery, Optional.of(spell), effects, warDoll);
    }

    private static int indexOf(List<FollowerGroup> groups, FollowerKind kind) {
        for (int i = 0; i < groups.size(); i++) {
            if (groups.get(i).kind().equals(kind)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether each group is of another kind and the groups are in {@link #ORDER}, strictly. */
    private static boolean mergedAndSorted(List<FollowerGroup> groups) {
        for (int i = 1; i < groups.size(); i++) {
            if (compare(groups.get(i - 1), groups.get(i)) >= 0) {
                return false;
            }
        }
        return true;
    }

    private static int countOf(List<FollowerGroup> groups, FollowerType type) {
        int n = 0;
        for (int i = 0; i < groups.size(); i++) {
            FollowerGroup g = groups.get(i);
            if (g.type() == type) {
                n += g.count();
            }
        }
        return n;
    }
}

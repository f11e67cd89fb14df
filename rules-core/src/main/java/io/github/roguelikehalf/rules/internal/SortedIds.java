package io.github.roguelikehalf.rules.internal;

import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * An unmodifiable set of ids in their natural order, held in one sorted array: a fight's set of ids (who has acted
 * this round) grown by one id in two small objects, where a copy through the generated class rebuilds a {@link
 * TreeSet}, its map, an entry per id and a wrapper. It equals, hashes and prints as any set of the same ids. A
 * scenario state's sets are a subclass that marks them as checked; the array and the way it grows and shrinks are
 * here only. Not API.
 */
public class SortedIds extends AbstractSet<String> implements SortedSet<String> {

    private final String[] ids;

    /**
     * A set held in the array given, not copied.
     *
     * @param ids distinct ids in their natural order, held by nobody else and never changed
     */
    protected SortedIds(String[] ids) {
        this.ids = ids;
    }

    /**
     * A set of ids.
     *
     * @param ids the ids, in any order, repeats counted once
     * @return the set
     */
    public static SortedSet<String> of(java.util.Collection<String> ids) {
        String[] a = ids.stream().sorted().distinct().toArray(String[]::new);
        return new SortedIds(a);
    }

    /**
     * A set with one id more.
     *
     * @param set an unmodifiable set of ids in their natural order
     * @param id the id to add
     * @return {@code set} itself when it holds the id, else a new set with it
     */
    public static SortedSet<String> adding(SortedSet<String> set, String id) {
        Objects.requireNonNull(id, "id");
        if (set.contains(id)) {
            return set;
        }
        if (set.isEmpty()) {
            return single(id);
        }
        if (set instanceof SortedIds s) {
            return new SortedIds(s.plus(id));
        }
        String[] ids = new String[set.size() + 1];
        int i = 0;
        for (String s : set) {
            ids[i++] = s;
        }
        ids[i] = id;
        if (i > 0 && ids[i - 1].compareTo(id) > 0) {
            Arrays.sort(ids);
        }
        return new SortedIds(ids);
    }

    /** Sets of one id, kept by the id's hash: the heroes' ids come back round after round and fight after fight. */
    private static final SortedIds[] SINGLES = new SortedIds[64];

    /**
     * The set of one id: one kept from an earlier call for the same id, else a new one that takes its slot. Safe
     * between threads: a set's array is final, so a thread sees a whole set or none (and then makes one).
     */
    private static SortedIds single(String id) {
        int i = id.hashCode() & (SINGLES.length - 1);
        SortedIds s = SINGLES[i];
        if (s != null && s.ids[0].equals(id)) {
            return s;
        }
        s = new SortedIds(new String[] {id});
        SINGLES[i] = s;
        return s;
    }

    /**
     * The ids with one more, in its place.
     *
     * @param id an id this set does not hold
     * @return a new array, for a new set
     */
    protected final String[] plus(String id) {
        int at = -Arrays.binarySearch(ids, id) - 1;
        if (at < 0) {
            throw new IllegalArgumentException("already held: " + id);
        }
        String[] more = new String[ids.length + 1];
        System.arraycopy(ids, 0, more, 0, at);
        more[at] = id;
        System.arraycopy(ids, at, more, at + 1, ids.length - at);
        return more;
    }

    /**
     * The ids without one.
     *
     * @param id an id this set holds
     * @return a new array, for a new set
     */
    protected final String[] minus(String id) {
        int at = Arrays.binarySearch(ids, id);
        if (at < 0) {
            throw new IllegalArgumentException("not held: " + id);
        }
        String[] fewer = new String[ids.length - 1];
        System.arraycopy(ids, 0, fewer, 0, at);
        System.arraycopy(ids, at + 1, fewer, at, fewer.length - at);
        return fewer;
    }

    @Override
    public int size() {
        return ids.length;
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof String s && Arrays.binarySearch(ids, s) >= 0;
    }

    @Override
    public Iterator<String> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < ids.length;
            }

            @Override
            public String next() {
                if (next >= ids.length) {
                    throw new NoSuchElementException();
                }
                return ids[next++];
            }
        };
    }

    @Override
    public Comparator<? super String> comparator() {
        return null; // natural order
    }

    @Override
    public String first() {
        if (ids.length == 0) {
            throw new NoSuchElementException();
        }
        return ids[0];
    }

    @Override
    public String last() {
        if (ids.length == 0) {
            throw new NoSuchElementException();
        }
        return ids[ids.length - 1];
    }

    @Override
    public SortedSet<String> subSet(String fromElement, String toElement) {
        return Collections.unmodifiableSortedSet(new TreeSet<>(this).subSet(fromElement, toElement));
    }

    @Override
    public SortedSet<String> headSet(String toElement) {
        return Collections.unmodifiableSortedSet(new TreeSet<>(this).headSet(toElement));
    }

    @Override
    public SortedSet<String> tailSet(String fromElement) {
        return Collections.unmodifiableSortedSet(new TreeSet<>(this).tailSet(fromElement));
    }
}

package io.github.roguelikehalf.rules.engine;

import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A scenario's own state, held in the game state as plain, canonically ordered data: named counters (e.g. clears,
 * clues), flags (e.g. a waterway taken) and sets of ids (e.g. flipped tiles). Equal contents are equal values and
 * print the same. Keys and ids are lower-case words of letters, digits, {@code -} and {@code :}, at most {@link
 * #MAX_KEY_LENGTH} characters; counters keep within ±{@link #MAX_COUNTER}; there are at most {@link #MAX_ENTRIES}
 * counters, flags and sets (each), and ids in a set. A state beyond a bound is refused with an {@link
 * IllegalArgumentException} when made.
 *
 * @param counters named counters, sorted by name; a counter at 0 is not stored
 * @param flags flags that are set, sorted
 * @param sets named sets of ids, sorted by name and content; an empty set is not stored
 */
public record ScenarioState(
        SortedMap<String, Integer> counters, SortedSet<String> flags, SortedMap<String, SortedSet<String>> sets) {

    /**
     * Whether a key is lower-case letters, digits, {@code -} and {@code :}, not starting with either sign (checked by
     * hand: a regular expression here cost a tenth of a Knight of Twilight adventure). Choices' words too.
     */
    static boolean isKey(String k) {
        int n = k.length();
        if (n == 0 || n > MAX_KEY_LENGTH) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = k.charAt(i);
            boolean word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            if (!word && (i == 0 || (c != '-' && c != ':'))) {
                return false;
            }
        }
        return true;
    }

    /** The largest size of a counter, either sign: 1,000,000 (no rule can overflow one within it). */
    public static final int MAX_COUNTER = 1_000_000;

    /** The longest key or id: 100 characters. */
    public static final int MAX_KEY_LENGTH = 100;

    /** The most counters, flags or sets (each), and the most ids in one set: 1,000. */
    public static final int MAX_ENTRIES = 1_000;

    /** No counters, flags or sets. */
    public static final ScenarioState EMPTY =
            new ScenarioState(Collections.emptySortedMap(), Collections.emptySortedSet(), Collections.emptySortedMap());

    /** Validates the keys and copies everything into sorted, unmodifiable collections. */
    public ScenarioState {
        // the collections of another state are kept as they are: they are read-only and were checked when made
        counters = counters instanceof Frozen.Table<Integer> t ? t : new Frozen.Table<>(checkedCounters(counters));
        flags = flags instanceof Frozen.Ids ids ? ids : new Frozen.Ids(entries("flags", copy(flags)));
        sets = sets instanceof Frozen.Table<SortedSet<String>> t ? t : new Frozen.Table<>(checkedSets(sets));
    }

    /** The counters that are not 0, checked, in natural order. */
    private static TreeMap<String, Integer> checkedCounters(SortedMap<String, Integer> counters) {
        TreeMap<String, Integer> c = new TreeMap<>();
        for (Map.Entry<String, Integer> e : counters.entrySet()) {
            if (e.getValue() != 0) {
                c.put(key(e.getKey()), counterValue(e.getKey(), e.getValue()));
            }
        }
        return entries("counters", c);
    }

    /** The sets that are not empty, checked, in natural order. */
    private static TreeMap<String, SortedSet<String>> checkedSets(SortedMap<String, SortedSet<String>> sets) {
        TreeMap<String, SortedSet<String>> m = new TreeMap<>();
        for (Map.Entry<String, SortedSet<String>> e : sets.entrySet()) {
            if (!e.getValue().isEmpty()) {
                m.put(key(e.getKey()), new Frozen.Ids(entries("set " + e.getKey(), copy(e.getValue()))));
            }
        }
        return entries("sets", m);
    }

    /** A checked copy of ids in natural order. */
    private static TreeSet<String> copy(SortedSet<String> ids) {
        for (String id : ids) {
            key(id);
        }
        if (ids.comparator() == null) {
            return new TreeSet<>(ids);
        }
        TreeSet<String> natural = new TreeSet<>();
        natural.addAll(ids);
        return natural;
    }

    private static String key(String k) {
        if (!isKey(k)) {
            throw new IllegalArgumentException("scenario state keys and ids are 1.." + MAX_KEY_LENGTH
                    + " lower-case letters, digits, '-' and ':', was '" + shorten(k) + "'");
        }
        return k;
    }

    private static int counterValue(String name, int value) {
        if (value > MAX_COUNTER || value < -MAX_COUNTER) {
            throw new IllegalArgumentException(
                    "counter '" + shorten(name) + "' must be -" + MAX_COUNTER + ".." + MAX_COUNTER + ", was " + value);
        }
        return value;
    }

    private static <T extends java.util.Collection<?>> T entries(String what, T c) {
        if (c.size() > MAX_ENTRIES) {
            throw new IllegalArgumentException(
                    "scenario state " + what + " has at most " + MAX_ENTRIES + " entries, had " + c.size());
        }
        return c;
    }

    private static <T extends Map<?, ?>> T entries(String what, T m) {
        entries(what, m.keySet());
        return m;
    }

    private static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    /**
     * A counter's value.
     *
     * @param name the counter
     * @return its value, 0 when never set
     */
    public int counter(String name) {
        return counters.getOrDefault(name, 0);
    }

    /**
     * Whether a flag is set.
     *
     * @param name the flag
     * @return true if set
     */
    public boolean flag(String name) {
        return flags.contains(name);
    }

    /**
     * A set of ids.
     *
     * @param name the set
     * @return its ids, empty when never set
     */
    public SortedSet<String> set(String name) {
        return sets.getOrDefault(name, Collections.emptySortedSet());
    }

    /**
     * This state with a counter set.
     *
     * @param name the counter
     * @param value its value, within ±{@link #MAX_COUNTER}
     * @return the new state
     * @throws IllegalArgumentException if the value is beyond the bound
     */
    public ScenarioState withCounter(String name, int value) {
        if (counter(name) == value && isKey(name)) {
            return this;
        }
        NavigableMap<String, Integer> c = ((Frozen.Table<Integer>) counters).copy();
        if (value == 0) {
            c.remove(name);
        } else {
            c.put(key(name), counterValue(name, value));
        }
        return new ScenarioState(new Frozen.Table<>(entries("counters", c)), flags, sets);
    }

    /**
     * This state with a counter increased.
     *
     * @param name the counter
     * @param by the amount, may be negative
     * @return the new state
     */
    public ScenarioState add(String name, int by) {
        return withCounter(name, counter(name) + by);
    }

    /**
     * This state with a flag set or cleared.
     *
     * @param name the flag
     * @param set whether it is set
     * @return the new state
     */
    public ScenarioState withFlag(String name, boolean set) {
        if (flag(name) == set && isKey(name)) {
            return this;
        }
        NavigableSet<String> f = ((Frozen.Ids) flags).copy();
        if (set) {
            f.add(key(name));
        } else {
            f.remove(name);
        }
        return new ScenarioState(counters, new Frozen.Ids(entries("flags", f)), sets);
    }

    /**
     * This state with an id added to a set.
     *
     * @param name the set
     * @param id the id
     * @return the new state
     */
    public ScenarioState withAdded(String name, String id) {
        if (set(name).contains(id)) {
            return this;
        }
        NavigableMap<String, SortedSet<String>> m = ((Frozen.Table<SortedSet<String>>) sets).copy();
        SortedSet<String> before = set(name);
        NavigableSet<String> ids = before instanceof Frozen.Ids i ? i.copy() : new TreeSet<>();
        ids.add(key(id));
        m.put(key(name), new Frozen.Ids(entries("set " + name, ids)));
        return new ScenarioState(counters, flags, new Frozen.Table<>(entries("sets", m)));
    }

    /**
     * This state with a set emptied.
     *
     * @param name the set
     * @return the new state
     */
    public ScenarioState withoutSet(String name) {
        if (!sets.containsKey(name) && isKey(name)) {
            return this;
        }
        NavigableMap<String, SortedSet<String>> m = ((Frozen.Table<SortedSet<String>>) sets).copy();
        m.remove(name);
        return new ScenarioState(counters, flags, new Frozen.Table<>(m));
    }

    /**
     * Whether nothing is stored.
     *
     * @return true for {@link #EMPTY}
     */
    public boolean isEmpty() {
        return counters.isEmpty() && flags.isEmpty() && sets.isEmpty();
    }

    /**
     * The ids of a set as a plain set, for convenience.
     *
     * @param name the set
     * @return the ids
     */
    public Set<String> ids(String name) {
        return set(name);
    }

    @Override
    public String toString() {
        return "counters " + counters + ", flags " + flags + ", sets " + sets;
    }
}

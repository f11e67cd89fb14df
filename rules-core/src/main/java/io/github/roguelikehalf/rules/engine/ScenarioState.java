package io.github.roguelikehalf.rules.engine;

import java.util.Collections;
import java.util.Map;
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
        counters = counters instanceof Frozen.Table<Integer> t ? t : Frozen.Table.of(checkedCounters(counters));
        flags = flags instanceof Frozen.Ids ids ? ids : entries("flags", copy(flags));
        sets = sets instanceof Frozen.Table<SortedSet<String>> t ? t : Frozen.Table.of(checkedSets(sets));
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
                m.put(key(e.getKey()), entries("set " + e.getKey(), copy(e.getValue())));
            }
        }
        return entries("sets", m);
    }

    /** A checked copy of ids in natural order. */
    private static Frozen.Ids copy(SortedSet<String> ids) {
        for (String id : ids) {
            key(id);
        }
        TreeSet<String> natural;
        if (ids.comparator() == null) {
            natural = new TreeSet<>(ids);
        } else {
            natural = new TreeSet<>();
            natural.addAll(ids);
        }
        return new Frozen.Ids(natural.toArray(new String[0]));
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
        entries(what, "", c.size());
        return c;
    }

    private static <T extends Map<?, ?>> T entries(String what, T m) {
        entries(what, "", m.size());
        return m;
    }

    /** Refuses more than {@link #MAX_ENTRIES} entries in what is named by the two words (joined only to refuse). */
    private static void entries(String what, String name, int size) {
        if (size > MAX_ENTRIES) {
            throw new IllegalArgumentException(
                    "scenario state " + what + name + " has at most " + MAX_ENTRIES + " entries, had " + size);
        }
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
        Frozen.Table<Integer> c = (Frozen.Table<Integer>) counters;
        c = value == 0 ? c.without(name) : c.with(key(name), counterValue(name, value));
        return new ScenarioState(entries("counters", c), flags, sets);
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
        Frozen.Ids f = (Frozen.Ids) flags;
        f = set ? f.with(key(name)) : f.without(name);
        return new ScenarioState(counters, entries("flags", f), sets);
    }

    /**
     * This state with an id added to a set.
     *
     * @param name the set
     * @param id the id
     * @return the new state
     */
    public ScenarioState withAdded(String name, String id) {
        SortedSet<String> before = set(name);
        if (before.contains(id)) {
            return this;
        }
        String added = key(id);
        Frozen.Ids ids = before instanceof Frozen.Ids i ? i.with(added) : new Frozen.Ids(new String[] {added});
        String named = key(name);
        entries("set ", name, ids.size());
        Frozen.Table<SortedSet<String>> m = ((Frozen.Table<SortedSet<String>>) sets).with(named, ids);
        return new ScenarioState(counters, flags, entries("sets", m));
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
        return new ScenarioState(counters, flags, ((Frozen.Table<SortedSet<String>>) sets).without(name));
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

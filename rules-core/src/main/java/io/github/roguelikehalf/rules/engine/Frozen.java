package io.github.roguelikehalf.rules.engine;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The read-only sorted collections of a {@link ScenarioState}: made only by it, from copies nobody else holds, with
 * their keys checked. The state's constructor keeps them as they are instead of checking and copying them again, so a
 * state with one flag more costs one copy, not two.
 */
final class Frozen {

    private Frozen() {}

    /** Ids in natural order. */
    // a SortedSet, not a NavigableSet: it stands for ScenarioState's SortedSet components
    @SuppressWarnings("JdkObsolete")
    static final class Ids extends AbstractSet<String> implements SortedSet<String> {
        private final NavigableSet<String> ids;
        /** The hash, once computed (0 until then; the contents never change). */
        private int hash;

        /** @param ids checked ids in natural order, held by nobody else */
        Ids(NavigableSet<String> ids) {
            this.ids = ids;
        }

        /** A copy with one more id, checked by the caller. */
        NavigableSet<String> copy() {
            return new TreeSet<>(ids);
        }

        @Override
        public Iterator<String> iterator() {
            return Collections.unmodifiableSortedSet(ids).iterator();
        }

        // every state's hash reads its scenario state's: kept, and an empty set's without an iterator
        @Override
        public int hashCode() {
            int h = hash;
            if (h == 0 && !ids.isEmpty()) {
                h = super.hashCode();
                hash = h;
            }
            return h;
        }

        @Override
        public int size() {
            return ids.size();
        }

        @Override
        public boolean contains(Object o) {
            return ids.contains(o);
        }

        @Override
        public Comparator<? super String> comparator() {
            return null;
        }

        @Override
        public SortedSet<String> subSet(String from, String to) {
            return Collections.unmodifiableSortedSet(ids.subSet(from, to));
        }

        @Override
        public SortedSet<String> headSet(String to) {
            return Collections.unmodifiableSortedSet(ids.headSet(to));
        }

        @Override
        public SortedSet<String> tailSet(String from) {
            return Collections.unmodifiableSortedSet(ids.tailSet(from));
        }

        @Override
        public String first() {
            return ids.first();
        }

        @Override
        public String last() {
            return ids.last();
        }
    }

    /** Values by key, keys in natural order. */
    // a SortedMap, not a NavigableMap: it stands for ScenarioState's SortedMap components
    @SuppressWarnings("JdkObsolete")
    static final class Table<V> extends AbstractMap<String, V> implements SortedMap<String, V> {
        private final NavigableMap<String, V> table;
        /** The hash, once computed (0 until then; the contents never change). */
        private int hash;

        /** @param table checked keys and values, held by nobody else */
        Table(NavigableMap<String, V> table) {
            this.table = table;
        }

        /** A copy to change, checked by the caller. */
        NavigableMap<String, V> copy() {
            return new TreeMap<>(table);
        }

        @Override
        public Set<Map.Entry<String, V>> entrySet() {
            return Collections.unmodifiableSortedMap(table).entrySet();
        }

        // every state's hash reads its scenario state's: kept, and an empty table's without an iterator
        @Override
        public int hashCode() {
            int h = hash;
            if (h == 0 && !table.isEmpty()) {
                h = super.hashCode();
                hash = h;
            }
            return h;
        }

        @Override
        public int size() {
            return table.size();
        }

        @Override
        public V get(Object key) {
            return table.get(key);
        }

        @Override
        public boolean containsKey(Object key) {
            return table.containsKey(key);
        }

        @Override
        public V getOrDefault(Object key, V fallback) {
            return table.getOrDefault(key, fallback);
        }

        @Override
        public Comparator<? super String> comparator() {
            return null;
        }

        @Override
        public SortedMap<String, V> subMap(String from, String to) {
            return Collections.unmodifiableSortedMap(table.subMap(from, to));
        }

        @Override
        public SortedMap<String, V> headMap(String to) {
            return Collections.unmodifiableSortedMap(table.headMap(to));
        }

        @Override
        public SortedMap<String, V> tailMap(String from) {
            return Collections.unmodifiableSortedMap(table.tailMap(from));
        }

        @Override
        public String firstKey() {
            return table.firstKey();
        }

        @Override
        public String lastKey() {
            return table.lastKey();
        }
    }
}

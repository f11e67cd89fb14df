package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.internal.SortedIds;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The read-only sorted collections of a {@link ScenarioState}: made only by it, from copies nobody else holds, with
 * their keys checked. The state's constructor keeps them as they are instead of checking and copying them again, so a
 * state with one flag more costs one copy, not two. They are sorted arrays (the collections are small), searched by
 * halves, and answer as a {@link java.util.TreeMap} or {@link java.util.TreeSet} of the same contents would: the same
 * equality, hash and text, and a key of {@code null} refused.
 */
final class Frozen {

    private static final String[] NO_KEYS = {};
    private static final Object[] NO_VALUES = {};

    private Frozen() {}

    /**
     * What a tree does when asked for a key that is not a string: refuses {@code null}, and any other kind of key
     * unless there is nothing to compare it with.
     */
    private static void notAString(Object key, boolean empty) {
        Objects.requireNonNull(key);
        if (!empty || !(key instanceof Comparable)) {
            throw new ClassCastException(key.getClass().getName() + " cannot be compared with java.lang.String");
        }
    }

    /** Ids in natural order, checked: a scenario state's flags and the ids of each of its sets. */
    static final class Ids extends SortedIds {
        /** The hash, once computed (0 until then; the contents never change). */
        private int hash;

        /** @param ids checked, distinct ids in natural order, held by nobody else */
        Ids(String[] ids) {
            super(ids);
        }

        /** A copy with one more id, checked by the caller and not held here. */
        Ids with(String id) {
            return new Ids(plus(id));
        }

        /** A copy without an id; this when it is not held. */
        Ids without(String id) {
            return contains(id) ? new Ids(minus(id)) : this;
        }

        @Override
        public boolean contains(Object o) {
            if (o instanceof String) {
                return super.contains(o);
            }
            notAString(o, isEmpty());
            return false;
        }

        // every state's hash reads its scenario state's: kept, and an empty set's without an iterator
        @Override
        public int hashCode() {
            int h = hash;
            if (h == 0 && !isEmpty()) {
                h = super.hashCode();
                hash = h;
            }
            return h;
        }
    }

    /** Values by key, keys in natural order. */
    // a SortedMap, not a NavigableMap: it stands for ScenarioState's SortedMap components
    @SuppressWarnings("JdkObsolete")
    static final class Table<V> extends AbstractMap<String, V> implements SortedMap<String, V> {
        /** The keys, checked, distinct and in natural order. */
        private final String[] keys;
        /** The value of each key, at its index. */
        private final Object[] values;
        /** The hash, once computed (0 until then; the contents never change). */
        private int hash;

        private Table(String[] keys, Object[] values) {
            this.keys = keys;
            this.values = values;
        }

        /**
         * A table of the entries of a map.
         *
         * @param checked checked keys in natural order, and their values
         */
        static <V> Table<V> of(SortedMap<String, V> checked) {
            if (checked.isEmpty()) {
                return new Table<>(NO_KEYS, NO_VALUES);
            }
            String[] k = new String[checked.size()];
            Object[] v = new Object[k.length];
            int i = 0;
            for (Map.Entry<String, V> e : checked.entrySet()) {
                k[i] = e.getKey();
                v[i++] = e.getValue();
            }
            return new Table<>(k, v);
        }

        /** A copy with a key's value set, the key checked by the caller. */
        Table<V> with(String key, V value) {
            int at = Arrays.binarySearch(keys, key);
            if (at >= 0) {
                Object[] v = values.clone();
                v[at] = value;
                return new Table<>(keys, v);
            }
            at = -at - 1;
            int n = keys.length;
            String[] k = new String[n + 1];
            Object[] v = new Object[n + 1];
            System.arraycopy(keys, 0, k, 0, at);
            System.arraycopy(values, 0, v, 0, at);
            k[at] = key;
            v[at] = value;
            System.arraycopy(keys, at, k, at + 1, n - at);
            System.arraycopy(values, at, v, at + 1, n - at);
            return new Table<>(k, v);
        }

        /** A copy without a key; this when it is not held. */
        Table<V> without(Object key) {
            int at = index(key);
            if (at < 0) {
                return this;
            }
            int n = keys.length - 1;
            String[] k = new String[n];
            Object[] v = new Object[n];
            System.arraycopy(keys, 0, k, 0, at);
            System.arraycopy(values, 0, v, 0, at);
            System.arraycopy(keys, at + 1, k, at, n - at);
            System.arraycopy(values, at + 1, v, at, n - at);
            return new Table<>(k, v);
        }

        /** Where a key is, or below 0 when it is not held. */
        private int index(Object key) {
            if (key instanceof String s) {
                return Arrays.binarySearch(keys, s);
            }
            notAString(key, keys.length == 0);
            return -1;
        }

        @SuppressWarnings("unchecked") // every value was put as a V
        private V value(int i) {
            return (V) values[i];
        }

        @Override
        public Set<Map.Entry<String, V>> entrySet() {
            return new Entries();
        }

        // every state's hash reads its scenario state's: kept, and made without entries or an iterator
        @Override
        public int hashCode() {
            int h = hash;
            if (h == 0 && keys.length > 0) {
                for (int i = 0; i < keys.length; i++) {
                    h += keys[i].hashCode() ^ Objects.hashCode(values[i]);
                }
                hash = h;
            }
            return h;
        }

        @Override
        public boolean equals(Object o) {
            if (o instanceof Table<?> t) {
                return Arrays.equals(keys, t.keys) && Arrays.equals(values, t.values);
            }
            return super.equals(o);
        }

        @Override
        public int size() {
            return keys.length;
        }

        @Override
        public boolean isEmpty() {
            return keys.length == 0;
        }

        @Override
        public V get(Object key) {
            int at = index(key);
            return at < 0 ? null : value(at);
        }

        @Override
        public boolean containsKey(Object key) {
            return index(key) >= 0;
        }

        @Override
        public V getOrDefault(Object key, V fallback) {
            int at = index(key);
            return at < 0 ? fallback : value(at);
        }

        @Override
        public Comparator<? super String> comparator() {
            return null;
        }

        // the parts of a table are rarely asked for: a tree of its entries answers
        @Override
        public SortedMap<String, V> subMap(String from, String to) {
            return Collections.unmodifiableSortedMap(new TreeMap<>(this).subMap(from, to));
        }

        @Override
        public SortedMap<String, V> headMap(String to) {
            return Collections.unmodifiableSortedMap(new TreeMap<>(this).headMap(to));
        }

        @Override
        public SortedMap<String, V> tailMap(String from) {
            return Collections.unmodifiableSortedMap(new TreeMap<>(this).tailMap(from));
        }

        @Override
        public String firstKey() {
            if (keys.length == 0) {
                throw new NoSuchElementException();
            }
            return keys[0];
        }

        @Override
        public String lastKey() {
            if (keys.length == 0) {
                throw new NoSuchElementException();
            }
            return keys[keys.length - 1];
        }

        /** The entries in key order, read-only: every change refused, even one that would change nothing. */
        private final class Entries extends AbstractSet<Map.Entry<String, V>> {
            @Override
            public Iterator<Map.Entry<String, V>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < keys.length;
                    }

                    @Override
                    public Map.Entry<String, V> next() {
                        if (next >= keys.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new AbstractMap.SimpleImmutableEntry<>(keys[i], value(i));
                    }
                };
            }

            @Override
            public int size() {
                return keys.length;
            }

            @Override
            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry<?, ?> e)) {
                    return false;
                }
                int at = index(e.getKey());
                return at >= 0 && Objects.equals(values[at], e.getValue());
            }

            @Override
            public boolean add(Map.Entry<String, V> e) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean addAll(Collection<? extends Map.Entry<String, V>> c) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean remove(Object o) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean removeAll(Collection<?> c) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean retainAll(Collection<?> c) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean removeIf(Predicate<? super Map.Entry<String, V>> filter) {
                throw new UnsupportedOperationException();
            }

            @Override
            public void clear() {
                throw new UnsupportedOperationException();
            }
        }
    }
}

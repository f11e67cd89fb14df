package io.github.roguelikehalf.rules.internal.steps;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A read-only list over an array nobody else holds: the engine's lists made once, a decision's legal actions as a step
 * lists them and a turn's events once it is over ({@link WorkingList#copy}), which the {@link
 * io.github.roguelikehalf.rules.engine.Decision} and the {@link io.github.roguelikehalf.rules.engine.Transition} keep as
 * they are (they copy any other list). Equal to any list of the same elements, in order.
 *
 * @param <E> the elements
 */
public final class FixedList<E> extends AbstractList<E> implements RandomAccess {

    private final Object[] items;

    private FixedList(Object[] items) {
        this.items = items;
    }

    /**
     * The elements of a working list, copied once: one or two in a {@code List.of} of them (one object, where this
     * class takes two), more in one of these.
     *
     * @param working the list, none null; it may change afterwards
     * @param <E> the elements
     * @return the read-only copy
     */
    static <E> List<E> of(List<E> working) {
        if (working.size() == 1) {
            return List.of(working.get(0));
        }
        if (working.size() == 2) {
            return List.of(working.get(0), working.get(1));
        }
        Object[] a = new Object[working.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = Objects.requireNonNull(working.get(i), "element");
        }
        return new FixedList<>(a);
    }

    /**
     * The first {@code n} elements of an array just filled, which nobody else holds or changes afterwards: one or two in
     * a {@code List.of} of them, all of a full array kept as it is, fewer copied once.
     *
     * @param filled the array, none of its first {@code n} elements null
     * @param n how many of its elements are the list's
     * @param <E> the elements
     * @return the read-only list
     */
    public static <E> List<E> ofFirst(Object[] filled, int n) {
        Objects.checkFromToIndex(0, n, filled.length);
        for (int i = 0; i < n; i++) {
            Objects.requireNonNull(filled[i], "element");
        }
        @SuppressWarnings("unchecked") // only elements of type E were put in
        List<E> list = switch (n) {
            case 0 -> List.of();
            case 1 -> List.of((E) filled[0]);
            case 2 -> List.of((E) filled[0], (E) filled[1]);
            default -> new FixedList<>(n == filled.length ? filled : java.util.Arrays.copyOf(filled, n));
        };
        return list;
    }

    /**
     * The list a record keeps: one of these as it is, any other copied ({@link List#copyOf}, which keeps a list of
     * {@code List.of} as it is).
     *
     * @param list the elements, none null
     * @param <E> the elements
     * @return a read-only list of them
     */
    public static <E> List<E> kept(List<E> list) {
        return list instanceof FixedList ? list : List.copyOf(list);
    }

    @Override
    @SuppressWarnings("unchecked") // only elements of type E are put in
    public E get(int index) {
        return (E) items[index];
    }

    @Override
    public int size() {
        return items.length;
    }

    /**
     * By index, without the iterator the inherited method makes: bots ask whether an action is legal often. A null is
     * refused, as the {@code List.of} lists of one or two elements (and the empty one) refuse it, so that every list
     * {@link #of} gives answers alike.
     */
    @Override
    public int indexOf(Object o) {
        Objects.requireNonNull(o, "element");
        for (int i = 0; i < items.length; i++) {
            if (items[i].equals(o)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Event;
import java.util.ArrayList;
import java.util.List;

/**
 * Each thread's working lists, lent to one user at a time (a turn or a decision made inside another makes its own):
 * a turn's events, and a decision's legal actions as a step lists them. What is kept is copied out once ({@link
 * FixedList#of}: one or two in a {@code List.of}, more in an array of their number), and the list is cleared for the
 * thread's next use. A new list per turn, with room
 * for a fight action's twenty events, was 4% of the bytes of a Unit B combat; a new list per decision, 3%.
 */
final class WorkingList {

    private static final ThreadLocal<WorkingList> EVENTS = ThreadLocal.withInitial(() -> new WorkingList(32));
    private static final ThreadLocal<WorkingList> ACTIONS = ThreadLocal.withInitial(() -> new WorkingList(16));

    private final ArrayList<Object> list;
    private boolean lent;

    private WorkingList(int room) {
        list = new ArrayList<>(room);
    }

    /** A list for a turn's events: the thread's own, or a new one while it is lent. Give it back with {@link #giveBackEvents}. */
    static List<Event> events() {
        return borrow(EVENTS);
    }

    /** A list for a decision's actions: the thread's own, or a new one while it is lent. Give it back with {@link #giveBackActions}. */
    static List<Action> actions() {
        return borrow(ACTIONS);
    }

    @SuppressWarnings("unchecked") // the list is empty when lent and holds only what its borrower adds
    private static <E> List<E> borrow(ThreadLocal<WorkingList> spare) {
        WorkingList w = spare.get();
        if (w.lent) {
            return new ArrayList<>();
        }
        w.lent = true;
        return (List<E>) (List<?>) w.list;
    }

    /** A turn's events as they stand, copied once: a read-only list nobody changes afterwards. */
    static List<Event> copy(List<Event> events) {
        return events.isEmpty() ? List.of() : FixedList.of(events);
    }

    /** Takes a turn's list back when it is the thread's own (also after a turn that failed), cleared. */
    static void giveBackEvents(List<Event> events) {
        giveBack(EVENTS, events);
    }

    /** Takes a decision's list back when it is the thread's own (also after a decision that failed), cleared. */
    static void giveBackActions(List<Action> actions) {
        giveBack(ACTIONS, actions);
    }

    private static void giveBack(ThreadLocal<WorkingList> spare, List<?> list) {
        WorkingList w = spare.get();
        if (list == w.list) {
            w.list.clear();
            w.lent = false;
        }
    }
}

package io.github.roguelikehalf.testkit;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Structural mutations of a snapshot's JSON: a value replaced by a neighbour (a number one or two away, a boolean
 * flipped, another string of the document), by an extreme (0, ±1, the ends of int and long) or by the value of a field
 * of the same name in another snapshot; a field or an element removed; an element or a field written twice.
 */
final class SnapshotMutator {

    private static final List<String> EXTREMES = List.of(
            "0",
            "1",
            "-1",
            "2147483647",
            "-2147483648",
            "2147483648",
            "9223372036854775807",
            "9223372036854775806",
            "-9223372036854775808",
            "9007199254740993",
            "4611686018427387904");

    private static final String DUP = "\u0000dup";

    /** A place in the tree: a field of an object or an element of an array, with the name it is found under. */
    private record Slot(Object container, String field, int index, String name) {

        Object get() {
            return container instanceof Map<?, ?> m ? m.get(field) : ((List<?>) container).get(index);
        }

        @SuppressWarnings("unchecked")
        void set(Object v) {
            if (container instanceof Map<?, ?> m) {
                ((Map<String, Object>) m).put(field, v);
            } else {
                ((List<Object>) container).set(index, v);
            }
        }
    }

    private SnapshotMutator() {}

    /**
     * Mutates a snapshot one to three times.
     *
     * @param snapshot the snapshot's text
     * @param donors other snapshots' texts, whose values may replace the snapshot's
     * @param d the randomness
     * @return the mutated text
     */
    static String mutate(String snapshot, List<String> donors, Draw d) {
        Object tree = JsonTree.parse(snapshot);
        Map<String, List<Object>> byName = new HashMap<>();
        List<String> strings = new ArrayList<>();
        for (String donor : donors) {
            index(JsonTree.parse(donor), "$", byName, strings);
        }
        index(tree, "$", byName, strings);
        int n = d.intBetween(0, 3) == 0 ? d.intBetween(2, 3) : 1;
        for (int i = 0; i < n; i++) {
            List<Slot> slots = new ArrayList<>();
            slots(tree, "$", slots);
            if (slots.isEmpty()) {
                break;
            }
            mutate(d.pick(slots), d, byName, strings);
        }
        return JsonTree.write(tree).replace("\\u0000dup\"", "\"");
    }

    @SuppressWarnings("unchecked")
    private static void mutate(Slot slot, Draw d, Map<String, List<Object>> byName, List<String> strings) {
        Object v = slot.get();
        switch (d.intBetween(0, 5)) {
            case 0 -> slot.set(neighbour(v, d, strings));
            case 1 -> slot.set(extreme(v, d));
            case 2, 3 -> {
                List<Object> same = byName.getOrDefault(slot.name(), List.of());
                slot.set(same.isEmpty() ? extreme(v, d) : JsonTree.copy(d.pick(same)));
            }
            case 4 -> {
                if (slot.container() instanceof Map<?, ?> m) {
                    m.remove(slot.field());
                } else {
                    ((List<Object>) slot.container()).remove(slot.index());
                }
            }
            default -> {
                if (slot.container() instanceof Map<?, ?> m) {
                    Map<String, Object> copy = new LinkedHashMap<>();
                    m.forEach((k, x) -> {
                        copy.put((String) k, x);
                        if (k.equals(slot.field())) {
                            copy.put(k + DUP, JsonTree.copy(x));
                        }
                    });
                    Map<String, Object> target = (Map<String, Object>) m;
                    target.clear();
                    target.putAll(copy);
                } else {
                    ((List<Object>) slot.container()).add(slot.index(), JsonTree.copy(v));
                }
            }
        }
    }

    private static Object neighbour(Object v, Draw d, List<String> strings) {
        if (v instanceof JsonTree.Num n && isInteger(n.text())) {
            BigInteger by = BigInteger.valueOf(d.pick(List.of(-2, -1, 1, 2)));
            return new JsonTree.Num(new BigInteger(n.text()).add(by).toString());
        }
        if (v instanceof Boolean b) {
            return !b;
        }
        if (v instanceof String s) {
            return d.flip() && !strings.isEmpty() ? d.pick(strings) : s + d.pick(List.of("x", "1", "-", ":"));
        }
        return extreme(v, d);
    }

    private static Object extreme(Object v, Draw d) {
        if (v instanceof String && d.flip()) {
            return "";
        }
        if (v instanceof List<?> && d.flip()) {
            return new ArrayList<>();
        }
        if (v instanceof Map<?, ?> && d.flip()) {
            return new LinkedHashMap<>();
        }
        return new JsonTree.Num(d.pick(EXTREMES));
    }

    private static boolean isInteger(String text) {
        return text.matches("-?[0-9]+");
    }

    /** Every value of the tree by the name it is found under (an array's elements under the array's name and {@code []}). */
    private static void index(Object v, String name, Map<String, List<Object>> byName, List<String> strings) {
        if (v instanceof Map<?, ?> m) {
            m.forEach((k, x) -> {
                byName.computeIfAbsent((String) k, key -> new ArrayList<>()).add(x);
                index(x, (String) k, byName, strings);
            });
        } else if (v instanceof List<?> l) {
            for (Object x : l) {
                byName.computeIfAbsent(name + "[]", key -> new ArrayList<>()).add(x);
                index(x, name + "[]", byName, strings);
            }
        } else if (v instanceof String s) {
            strings.add(s);
        }
    }

    private static void slots(Object v, String name, List<Slot> out) {
        if (v instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                String k = (String) e.getKey();
                // the envelope stays: a snapshot of another format or version is refused before anything is read
                if (!name.equals("$") || k.equals("game")) {
                    out.add(new Slot(m, k, -1, k));
                }
                slots(e.getValue(), k, out);
            }
        } else if (v instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                out.add(new Slot(l, null, i, name + "[]"));
                slots(l.get(i), name + "[]", out);
            }
        }
    }
}

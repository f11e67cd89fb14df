package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The collections a {@link ScenarioState} holds answer as trees of the same contents would, whether the state was
 * grown step by step or made from trees: equal both ways, the same hash and text, natural order, read-only, and the
 * same bounds with the same messages.
 */
@DisplayName("ScenarioState's collections: as trees of the same contents")
class ScenarioStateCollectionsTest {

    private static final String KEYS =
            "scenario state keys and ids are 1..100 lower-case letters, digits, '-' and" + " ':', was '";

    /** Grown step by step, in no order, with things set and then taken away again. */
    private static ScenarioState grown() {
        return ScenarioState.EMPTY
                .withCounter("m", 3)
                .add("b:2", -4)
                .withCounter("z", 9)
                .add("10", 1)
                .withCounter("gone", 5)
                .add("gone", -5)
                .withCounter("9", 2)
                .withFlag("q", true)
                .withFlag("a-b", true)
                .withFlag("cleared", true)
                .withFlag("a", true)
                .withFlag("cleared", false)
                .withAdded("tiles", "62")
                .withAdded("tiles", "16")
                .withAdded("tiles", "45")
                .withAdded("emptied", "x")
                .withAdded("loot", "sword")
                .withAdded("a", "b")
                .withoutSet("emptied");
    }

    /** The same contents as {@link #grown()}, made from trees. */
    private static ScenarioState fromTrees() {
        TreeMap<String, Integer> counters = new TreeMap<>(Map.of("m", 3, "b:2", -4, "z", 9, "10", 1, "9", 2));
        TreeSet<String> flags = new TreeSet<>(List.of("q", "a-b", "a"));
        TreeMap<String, SortedSet<String>> sets = new TreeMap<>();
        sets.put("tiles", new TreeSet<>(List.of("62", "16", "45")));
        sets.put("loot", new TreeSet<>(List.of("sword")));
        sets.put("a", new TreeSet<>(List.of("b")));
        return new ScenarioState(counters, flags, sets);
    }

    @Test
    void aGrownStateEqualsOneMadeFromTreesBothWaysWithTheSameHashAndText() {
        ScenarioState grown = grown();
        ScenarioState trees = fromTrees();

        assertThat(grown).isEqualTo(trees).hasSameHashCodeAs(trees).hasToString(trees.toString());
        assertThat(trees).isEqualTo(grown);
        assertThat(grown.toString())
                .isEqualTo("counters {10=1, 9=2, b:2=-4, m=3, z=9}, flags [a, a-b, q],"
                        + " sets {a=[b], loot=[sword], tiles=[16, 45, 62]}");
        // each part against a plain tree, both ways
        TreeMap<String, Integer> counters = new TreeMap<>(grown.counters());
        TreeSet<String> flags = new TreeSet<>(grown.flags());
        TreeSet<String> tiles = new TreeSet<>(List.of("16", "45", "62"));
        assertThat(grown.counters()).isEqualTo(counters).hasSameHashCodeAs(counters);
        assertThat(counters).isEqualTo(grown.counters());
        assertThat(grown.flags()).isEqualTo(flags).hasSameHashCodeAs(flags).hasToString(flags.toString());
        assertThat(flags).isEqualTo(grown.flags());
        assertThat(grown.set("tiles")).isEqualTo(tiles).hasSameHashCodeAs(tiles);
        assertThat(tiles).isEqualTo(grown.set("tiles"));
        assertThat(grown.sets()).isEqualTo(trees.sets()).hasSameHashCodeAs(new TreeMap<>(trees.sets()));
        assertThat(grown.counters()).isNotEqualTo(grown.counters().tailMap("a"));
        assertThat(grown.withCounter("m", 4)).isNotEqualTo(trees);
        assertThat(trees).isNotEqualTo(grown.withAdded("loot", "shield"));
    }

    @Test
    void everythingIsInNaturalOrder() {
        ScenarioState s = grown();

        assertThat(s.counters().keySet()).containsExactly("10", "9", "b:2", "m", "z");
        assertThat(s.counters())
                .containsExactly(entry("10", 1), entry("9", 2), entry("b:2", -4), entry("m", 3), entry("z", 9));
        assertThat(s.counters().values()).containsExactly(1, 2, -4, 3, 9);
        assertThat(s.flags()).containsExactly("a", "a-b", "q");
        assertThat(s.sets().keySet()).containsExactly("a", "loot", "tiles");
        assertThat(s.set("tiles")).containsExactly("16", "45", "62");
        assertThat(s.flags().comparator()).isNull();
        assertThat(s.counters().comparator()).isNull();
        assertThat(s.sets().comparator()).isNull();
    }

    @Test
    void lookUpsFindWhatIsThereAndRefuseNullAsATreeDoes() {
        ScenarioState s = grown();

        assertThat(s.counter("b:2")).isEqualTo(-4);
        assertThat(s.counter("gone")).isZero();
        assertThat(s.counters().get("z")).isEqualTo(9);
        assertThat(s.counters().get("y")).isNull();
        assertThat(s.counters().getOrDefault("y", 7)).isEqualTo(7);
        assertThat(s.counters().containsKey("10")).isTrue();
        assertThat(s.counters().containsKey("1")).isFalse();
        assertThat(s.counters().entrySet()).contains(Map.entry("m", 3)).doesNotContain(Map.entry("m", 4));
        assertThat(s.flag("a-b")).isTrue();
        assertThat(s.flag("cleared")).isFalse();
        assertThat(s.set("tiles").contains("45")).isTrue();
        assertThat(s.set("tiles").contains("46")).isFalse();
        assertThat(s.set("none")).isEmpty();
        assertThat(s.ids("loot")).containsExactly("sword");
        assertThatThrownBy(() -> s.counter(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> s.flag(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> s.set(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> ScenarioState.EMPTY.flag(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void aCounterAtZeroAClearedFlagAndAnEmptiedSetAreNotKept() {
        ScenarioState s = grown();

        for (UnaryOperator<ScenarioState> remove : List.<UnaryOperator<ScenarioState>>of(
                t -> t.withCounter("10", 0), t -> t.add("m", -3), t -> t.withCounter("z", 0))) {
            ScenarioState after = remove.apply(s);
            assertThat(after.counters()).hasSize(4);
            TreeMap<String, Integer> tree = new TreeMap<>(after.counters());
            assertThat(after.counters()).isEqualTo(tree).hasSameHashCodeAs(tree).hasToString(tree.toString());
        }
        assertThat(s.withFlag("a", false).withFlag("q", false).flags()).containsExactly("a-b");
        assertThat(s.withoutSet("a").withoutSet("tiles").sets()).containsOnlyKeys("loot");
        ScenarioState none = s.withCounter("10", 0)
                .withCounter("9", 0)
                .withCounter("b:2", 0)
                .withCounter("m", 0)
                .withCounter("z", 0)
                .withFlag("a", false)
                .withFlag("a-b", false)
                .withFlag("q", false)
                .withoutSet("a")
                .withoutSet("loot")
                .withoutSet("tiles");
        assertThat(none).isEqualTo(ScenarioState.EMPTY).hasSameHashCodeAs(ScenarioState.EMPTY);
        assertThat(none.isEmpty()).isTrue();
        assertThat(none).hasToString("counters {}, flags [], sets {}");
        // what is not there is left as it was
        assertThat(s.withCounter("gone", 0)).isSameAs(s);
        assertThat(s.withFlag("cleared", false)).isSameAs(s);
        assertThat(s.withoutSet("emptied")).isSameAs(s);
        assertThat(s.withAdded("tiles", "16")).isSameAs(s);
    }

    @Test
    void theBoundsAndTheirMessagesAreAsBefore() {
        ScenarioState full = ScenarioState.EMPTY;
        for (int i = 0; i < ScenarioState.MAX_ENTRIES; i++) {
            full = full.withCounter("c" + i, 1).withFlag("f" + i, true).withAdded("big", String.valueOf(i));
            // the sets: "big" and 999 more
            full = i == 0 ? full : full.withAdded("s" + i, "x");
        }
        ScenarioState at = full;
        String most = " has at most 1000 entries, had 1001";

        assertThatThrownBy(() -> at.withCounter("one-more", 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scenario state counters" + most);
        assertThatThrownBy(() -> at.withFlag("one-more", true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scenario state flags" + most);
        assertThatThrownBy(() -> at.withAdded("one-more", "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scenario state sets" + most);
        assertThatThrownBy(() -> at.withAdded("big", "one-more"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scenario state set big" + most);
        TreeSet<String> flags = new TreeSet<>(at.flags());
        flags.add("one-more");
        assertThatThrownBy(() -> new ScenarioState(Collections.emptySortedMap(), flags, Collections.emptySortedMap()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("scenario state flags" + most);
        assertThat(new ScenarioState(at.counters(), new TreeSet<>(at.flags()), new TreeMap<>(at.sets())))
                .isEqualTo(at);

        assertThatThrownBy(() -> at.withCounter("Clears", 1)).hasMessage(KEYS + "Clears'");
        assertThatThrownBy(() -> at.withFlag("-x", true)).hasMessage(KEYS + "-x'");
        assertThatThrownBy(() -> at.withAdded("big", "X1")).hasMessage(KEYS + "X1'");
        assertThatThrownBy(() -> at.withAdded("Bad", "X1")).hasMessage(KEYS + "X1'");
        assertThatThrownBy(() -> at.withAdded("Bad", "x")).hasMessage(KEYS + "Bad'");
        assertThatThrownBy(() -> ScenarioState.EMPTY.withCounter("c", ScenarioState.MAX_COUNTER + 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("counter 'c' must be -1000000..1000000, was 1000001");
        assertThatThrownBy(() -> ScenarioState.EMPTY.add("c", -ScenarioState.MAX_COUNTER - 1))
                .hasMessage("counter 'c' must be -1000000..1000000, was -1000001");
        // taking away what a bad key names finds nothing, and refuses nothing
        assertThat(at.withCounter("Bad", 0)).isEqualTo(at);
        assertThat(at.withFlag("Bad", false)).isEqualTo(at);
        assertThat(at.withoutSet("Bad")).isEqualTo(at);
    }

    @Test
    void nothingCanBeChanged() {
        ScenarioState s = grown();
        SortedMap<String, Integer> counters = s.counters();
        SortedSet<String> tiles = s.set("tiles");

        assertThatThrownBy(() -> counters.put("x", 1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> counters.remove("m")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(counters::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(ScenarioState.EMPTY.counters()::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> counters.entrySet().iterator().next().setValue(4))
                .isInstanceOf(UnsupportedOperationException.class);
        Iterator<Map.Entry<String, Integer>> entries = counters.entrySet().iterator();
        entries.next();
        assertThatThrownBy(entries::remove).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> counters.entrySet().removeIf(e -> true))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> counters.entrySet().remove(Map.entry("m", 3)))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> counters.keySet().remove("m")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> counters.values().remove(3)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> counters.replaceAll((k, v) -> v + 1))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> counters.headMap("m").put("a", 1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.flags().add("x")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.flags().remove("q")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.sets().put("x", tiles)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> tiles.add("1")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(tiles::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> tiles.tailSet("2").clear()).isInstanceOf(UnsupportedOperationException.class);
        Iterator<String> ids = tiles.iterator();
        ids.next();
        assertThatThrownBy(ids::remove).isInstanceOf(UnsupportedOperationException.class);
        assertThat(s).isEqualTo(grown());
    }

    @Test
    void theEndsAndPartsOfSmallCollections() {
        ScenarioState s = grown();
        SortedSet<String> tiles = s.set("tiles");

        assertThat(tiles.first()).isEqualTo("16");
        assertThat(tiles.last()).isEqualTo("62");
        assertThat(tiles.headSet("45")).containsExactly("16");
        assertThat(tiles.tailSet("45")).containsExactly("45", "62");
        assertThat(tiles.subSet("2", "7")).containsExactly("45", "62");
        assertThat(s.flags().first()).isEqualTo("a");
        assertThat(s.flags().last()).isEqualTo("q");
        assertThat(s.counters().firstKey()).isEqualTo("10");
        assertThat(s.counters().lastKey()).isEqualTo("z");
        assertThat(s.counters().headMap("b")).containsExactly(entry("10", 1), entry("9", 2));
        assertThat(s.counters().tailMap("m")).containsExactly(entry("m", 3), entry("z", 9));
        assertThat(s.counters().subMap("9", "n")).containsOnlyKeys("9", "b:2", "m");
        assertThat(s.sets().firstKey()).isEqualTo("a");
        assertThat(s.sets().lastKey()).isEqualTo("tiles");
        assertThatThrownBy(ScenarioState.EMPTY.flags()::first).isInstanceOf(NoSuchElementException.class);
        assertThatThrownBy(ScenarioState.EMPTY.counters()::firstKey).isInstanceOf(NoSuchElementException.class);
        assertThatThrownBy(ScenarioState.EMPTY.sets()::lastKey).isInstanceOf(NoSuchElementException.class);
        assertThatThrownBy(() -> ScenarioState.EMPTY.flags().iterator().next())
                .isInstanceOf(NoSuchElementException.class);
    }

    @Test
    void aStatesOwnCollectionsAreKeptAsTheyAre() {
        ScenarioState s = grown();
        ScenarioState again = new ScenarioState(s.counters(), s.flags(), s.sets());

        assertThat(again.counters()).isSameAs(s.counters());
        assertThat(again.flags()).isSameAs(s.flags());
        assertThat(again.sets()).isSameAs(s.sets());
        assertThat(s.withFlag("new", true).counters()).isSameAs(s.counters());
        assertThat(s.withFlag("new", true).sets()).isSameAs(s.sets());
        assertThat(s.withAdded("tiles", "1").set("loot")).isSameAs(s.set("loot"));
    }
}

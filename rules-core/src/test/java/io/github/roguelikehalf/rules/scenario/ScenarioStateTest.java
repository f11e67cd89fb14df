package io.github.roguelikehalf.rules.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.engine.ScenarioState;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The scenario's own state (the SPI's counters, flags and sets): a value whose collections are sorted, read-only and
 * checked, whichever way it was made.
 */
@DisplayName("ScenarioState: sorted, read-only, checked keys")
class ScenarioStateTest {

    private static ScenarioState sample() {
        return ScenarioState.EMPTY
                .withCounter("clears", 2)
                .add("attempts:hero-1", 1)
                .withFlag("rogues-met", true)
                .withFlag("final-won", true)
                .withAdded("flipped", "62")
                .withAdded("flipped", "16")
                .withAdded("stolen", "sword");
    }

    @Test
    void aStateMadeByStepsEqualsOneMadeFromPlainCollections() {
        TreeMap<String, Integer> counters = new TreeMap<>(Map.of("clears", 2, "attempts:hero-1", 1, "unused", 0));
        TreeSet<String> flags = new TreeSet<>(List.of("rogues-met", "final-won"));
        TreeMap<String, SortedSet<String>> sets = new TreeMap<>();
        sets.put("flipped", new TreeSet<>(List.of("16", "62")));
        sets.put("stolen", new TreeSet<>(List.of("sword")));
        sets.put("empty", new TreeSet<>());

        ScenarioState plain = new ScenarioState(counters, flags, sets);

        assertThat(sample()).isEqualTo(plain).hasSameHashCodeAs(plain);
        assertThat(sample().toString()).isEqualTo(plain.toString());
        // a counter of 0 and an empty set are not kept
        assertThat(plain.counters()).containsOnlyKeys("attempts:hero-1", "clears");
        assertThat(plain.sets()).containsOnlyKeys("flipped", "stolen");
    }

    @Test
    void collectionsAreSortedNaturallyWhateverOrderTheyCameIn() {
        TreeSet<String> reversed = new TreeSet<>(Comparator.reverseOrder());
        reversed.addAll(List.of("a", "c", "b"));
        TreeMap<String, Integer> counters = new TreeMap<>(Comparator.reverseOrder());
        counters.putAll(Map.of("x", 1, "y", 2));

        ScenarioState s = new ScenarioState(counters, reversed, Collections.emptySortedMap());

        assertThat(s.flags()).containsExactly("a", "b", "c");
        assertThat(s.flags().comparator()).isNull();
        assertThat(s.counters().keySet()).containsExactly("x", "y");
        assertThat(s.counters().comparator()).isNull();
        assertThat(s.withFlag("aa", true).flags()).containsExactly("a", "aa", "b", "c");
    }

    @Test
    void theCollectionsCannotBeChanged() {
        ScenarioState s = sample();

        assertThatThrownBy(() -> s.flags().add("x")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.flags().remove("final-won")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.counters().put("x", 1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.counters().keySet().remove("clears"))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.counters().entrySet().iterator().next().setValue(9))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.set("flipped").clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.sets().remove("flipped")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> s.set("flipped").headSet("5").clear())
                .isInstanceOf(UnsupportedOperationException.class);
        Iterator<String> it = s.flags().iterator();
        it.next();
        assertThatThrownBy(it::remove).isInstanceOf(UnsupportedOperationException.class);
        assertThat(s).isEqualTo(sample());
    }

    @Test
    void aChangeLeavesTheStateItCameFromAsItWas() {
        ScenarioState before = sample();

        ScenarioState after = before.withCounter("clears", 0)
                .withFlag("rogues-met", false)
                .withAdded("flipped", "45")
                .withoutSet("stolen");

        assertThat(before).isEqualTo(sample());
        assertThat(after.counters()).containsExactly(Map.entry("attempts:hero-1", 1));
        assertThat(after.flags()).containsExactly("final-won");
        assertThat(after.set("flipped")).containsExactly("16", "45", "62");
        assertThat(after.set("stolen")).isEmpty();
        assertThat(before.set("flipped")).containsExactly("16", "62");
    }

    @Test
    void settingWhatIsAlreadyThereGivesTheSameState() {
        ScenarioState s = sample();

        assertThat(s.withCounter("clears", 2)).isSameAs(s);
        assertThat(s.withFlag("final-won", true)).isSameAs(s);
        assertThat(s.withFlag("missing", false)).isSameAs(s);
        assertThat(s.withAdded("flipped", "16")).isSameAs(s);
        assertThat(s.withoutSet("missing")).isSameAs(s);
    }

    @Test
    void badKeysAreRefusedWhereverTheyComeIn() {
        String allowed = "lower-case letters, digits, '-' and ':'";

        assertThatThrownBy(() -> ScenarioState.EMPTY.withCounter("Clears", 1)).hasMessageContaining(allowed);
        assertThatThrownBy(() -> ScenarioState.EMPTY.withFlag("has space", true))
                .hasMessageContaining(allowed);
        assertThatThrownBy(() -> ScenarioState.EMPTY.withAdded("flipped", "X1")).hasMessageContaining(allowed);
        assertThatThrownBy(() -> ScenarioState.EMPTY.withAdded("-flipped", "1")).hasMessageContaining(allowed);
        SortedMap<String, SortedSet<String>> badIds =
                new TreeMap<>(Map.of("flipped", new TreeSet<>(List.of("ok", "NO"))));
        assertThatThrownBy(() -> new ScenarioState(Collections.emptySortedMap(), Collections.emptySortedSet(), badIds))
                .hasMessageContaining("'NO'");
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The read-only copies the engine hands a transition (its events) and a decision (its legal actions): whatever their
 * size, a copy equals the list it was made from, is not changed by later changes to it, cannot be changed, and answers
 * a lookup alike (a null refused).
 */
@DisplayName("FixedList.of: a transition's events and a decision's actions, copied once, alike at every size")
class FixedListTest {

    @Test
    @DisplayName("copies of 0 to 4 elements equal their source, keep its order, and are read-only")
    void copiesAtEverySize() {
        for (int n = 0; n <= 4; n++) {
            List<String> working = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                working.add("e" + i);
            }
            List<String> copy = FixedList.of(working);
            List<String> expected = List.copyOf(working);
            working.add("later");
            assertThat(copy).as("%d elements", n).isEqualTo(expected).hasSameHashCodeAs(expected);
            assertThat(copy.size()).isEqualTo(n);
            assertThatThrownBy(() -> copy.add("x")).isInstanceOf(UnsupportedOperationException.class);
            for (int i = 0; i < n; i++) {
                assertThat(copy.get(i)).isEqualTo("e" + i);
                assertThat(copy.indexOf("e" + i)).isEqualTo(i);
                assertThat(copy.contains(new String("e" + i)))
                        .as("found by equality")
                        .isTrue();
            }
            assertThat(copy.contains("later")).isFalse();
            assertThat(copy.indexOf("later")).isEqualTo(-1);
            assertThatThrownBy(() -> copy.contains(null))
                    .as("%d elements: a null is refused", n)
                    .isInstanceOf(NullPointerException.class);
            // a record keeps the copy as it is
            assertThat(FixedList.kept(copy)).isSameAs(copy);
        }
    }

    @Test
    @DisplayName("ofFirst: the first n of an array filled for a check's modifiers, 0 to 4 of an array of 4")
    void firstOfAnArray() {
        for (int n = 0; n <= 4; n++) {
            Object[] filled = {"m0", "m1", "m2", "m3"};
            List<String> list = FixedList.ofFirst(filled, n);
            List<String> expected = List.of("m0", "m1", "m2", "m3").subList(0, n);
            assertThat(list).as("%d of 4", n).isEqualTo(expected).hasSameHashCodeAs(expected);
            assertThat(list.size()).isEqualTo(n);
            assertThatThrownBy(() -> list.add("x")).isInstanceOf(UnsupportedOperationException.class);
            assertThat(FixedList.kept(list)).as("a record keeps it").isSameAs(list);
            if (n == 3) {
                // fewer than the array holds: copied, so the array's last element is not in it
                filled[2] = "changed";
                assertThat(list).containsExactly("m0", "m1", "m2");
            }
        }
        assertThatThrownBy(() -> FixedList.ofFirst(new Object[] {"a", null, "c"}, 3))
                .isInstanceOf(NullPointerException.class);
        assertThat(FixedList.ofFirst(new Object[] {"a", null}, 1)).containsExactly("a");
        assertThatThrownBy(() -> FixedList.ofFirst(new Object[2], 3)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    @DisplayName("a working list holding a null cannot be copied")
    void nullRefused() {
        List<String> working = new ArrayList<>(List.of("a", "b", "c"));
        working.add(null);
        assertThatThrownBy(() -> FixedList.of(working)).isInstanceOf(NullPointerException.class);
    }
}

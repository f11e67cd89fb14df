package io.github.roguelikehalf.rules.follower;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.arbitrary;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.github.roguelikehalf.rules.RuleViolationException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** Invariants of {@link Followers} under any sequence of operations (EN §28, §32 / JP §27, §31). */
@DisplayName("EN §28, §32 / JP §27, §31: follower invariants")
class FollowersPropertyTest {

    private static final long SEED = 0x2832_2731L;

    /** One operation: 0 add, 1 remove, 2 set the pool, 3 refill the pool. */
    record Op(int action, FollowerKind kind, int n) {

        @Override
        public String toString() {
            return switch (action) {
                case 0 -> "add " + n + " " + kind;
                case 1 -> "remove " + n + " " + kind;
                case 2 -> "pool " + n;
                default -> "refill";
            };
        }
    }

    private static Gen<FollowerKind> kinds() {
        return arbitrary().pick(FollowerKindTest.allKinds());
    }

    private static Gen<Op> ops() {
        return integers().between(0, 3).zip(kinds(), integers().between(0, 6), Op::new);
    }

    @Test
    @DisplayName("EN §28, §32 / JP §27, §31: total = sum of groups, groups >= 1, 0 <= pool <= Magicians, canonical")
    void anySequenceKeepsInvariants() {
        qt().withFixedSeed(SEED)
                .withExamples(1000)
                .forAll(lists().of(ops()).ofSizeBetween(0, 40))
                .checkAssert(FollowersPropertyTest::run);
    }

    private static void run(List<Op> ops) {
        Followers f = Followers.none();
        Map<FollowerKind, Integer> model = new LinkedHashMap<>();
        for (Op op : ops) {
            int have = model.getOrDefault(op.kind(), 0);
            int before = f.magicianSorcery();
            switch (op.action()) {
                case 0 -> {
                    if (op.n() < 1) {
                        Followers current = f;
                        assertThatThrownBy(() -> current.add(op.kind(), op.n()))
                                .isInstanceOf(IllegalArgumentException.class);
                    } else {
                        f = f.add(op.kind(), op.n());
                        model.put(op.kind(), have + op.n());
                        assertThat(f.magicianSorcery()).isEqualTo(before);
                    }
                }
                case 1 -> {
                    Followers current = f;
                    if (op.n() < 1) {
                        assertThatThrownBy(() -> current.remove(op.kind(), op.n()))
                                .isInstanceOf(IllegalArgumentException.class);
                    } else if (have < op.n()) {
                        assertThatThrownBy(() -> current.remove(op.kind(), op.n()))
                                .isInstanceOf(RuleViolationException.class)
                                .hasMessageContaining("there are " + have);
                    } else {
                        f = f.remove(op.kind(), op.n());
                        if (have == op.n()) {
                            model.remove(op.kind());
                        } else {
                            model.put(op.kind(), have - op.n());
                        }
                        assertThat(f.magicianSorcery()).isEqualTo(Math.min(before, f.magicianSorceryMax()));
                    }
                }
                case 2 -> {
                    if (op.n() <= f.magicianSorceryMax()) {
                        f = f.withMagicianSorcery(op.n());
                        assertThat(f.magicianSorcery()).isEqualTo(op.n());
                    } else {
                        Followers current = f;
                        assertThatThrownBy(() -> current.withMagicianSorcery(op.n()))
                                .isInstanceOf(IllegalArgumentException.class);
                    }
                }
                default -> {
                    f = f.withMagicianPoolRefilled();
                    assertThat(f.magicianSorcery()).isEqualTo(f.magicianSorceryMax());
                }
            }
            checkInvariants(f, model, ops.size() + op.n());
        }
    }

    private static void checkInvariants(Followers f, Map<FollowerKind, Integer> model, long shuffleSeed) {
        int sum = 0;
        for (FollowerGroup g : f.groups()) {
            assertThat(g.count()).isGreaterThanOrEqualTo(1);
            sum += g.count();
        }
        assertThat(f.total()).isEqualTo(sum);
        assertThat(f.total())
                .isEqualTo(model.values().stream().mapToInt(Integer::intValue).sum());
        assertThat(f.magicianSorcery()).isBetween(0, f.magicianSorceryMax());
        assertThat(f.magicianSorceryMax()).isEqualTo(f.count(FollowerType.MAGICIAN));
        assertThat(f.porterCapacity()).isEqualTo(3 * f.count(FollowerType.PORTER));

        // one group per kind, with the model's counts
        assertThat(f.groups()).extracting(FollowerGroup::kind).doesNotHaveDuplicates();
        assertThat(f.groups()).hasSize(model.size());
        for (Map.Entry<FollowerKind, Integer> e : model.entrySet()) {
            assertThat(f.count(e.getKey())).isEqualTo(e.getValue());
        }

        // canonical: the same groups in any order (and split up) make an equal value
        List<FollowerGroup> shuffled = new ArrayList<>();
        for (FollowerGroup g : f.groups()) {
            if (g.count() > 1) {
                shuffled.add(g.kind().times(1));
                shuffled.add(g.kind().times(g.count() - 1));
            } else {
                shuffled.add(g);
            }
        }
        Collections.shuffle(shuffled, new Random(shuffleSeed));
        Followers rebuilt = new Followers(shuffled, f.magicianSorcery(), f.magicianSpell());
        assertThat(rebuilt).isEqualTo(f);
        assertThat(rebuilt.groups()).containsExactlyElementsOf(f.groups());
    }
}

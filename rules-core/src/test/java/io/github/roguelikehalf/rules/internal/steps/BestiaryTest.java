package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's table of creatures (docs/architecture.md, "Adding a creature"): each creature and its rules looked up in
 * the scenario once, whichever action or thread asks, and always the scenario's answer.
 */
@DisplayName("the engine's creatures: looked up once, always the scenario's answer")
class BestiaryTest {

    /** A scenario of 40 Weak Creatures of levels 1 to 40, each with rules of its own, counting the lookups. */
    static final class Menagerie implements Scenario {
        final Map<String, AtomicInteger> creatures = new ConcurrentHashMap<>();
        final Map<String, AtomicInteger> rules = new ConcurrentHashMap<>();
        final Map<String, CreatureRules> ruleObjects = new ConcurrentHashMap<>();

        @Override
        public String id() {
            return "menagerie";
        }

        @Override
        public String title() {
            return "Menagerie";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.empty();
        }

        @Override
        public Optional<Creature> creature(String id) {
            creatures.computeIfAbsent(id, k -> new AtomicInteger()).incrementAndGet();
            if (!id.startsWith("c")) {
                return Optional.empty();
            }
            int level = Integer.parseInt(id.substring(1));
            return Optional.of(Creature.weak(id, "beast " + level, level, "1", 0, Optional.empty(), Set.of()));
        }

        @Override
        public CreatureRules creatureRules(String creatureId) {
            rules.computeIfAbsent(creatureId, k -> new AtomicInteger()).incrementAndGet();
            return ruleObjects.computeIfAbsent(creatureId, k -> new CreatureRules() {});
        }
    }

    static List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (int level = 1; level <= 40; level++) {
            ids.add("c" + level);
        }
        return ids;
    }

    @Test
    @DisplayName("each creature and its rules are asked of the scenario once, however often the engine reads them")
    void onceEach() {
        Menagerie m = new Menagerie();
        Bestiary b = new Bestiary(m);
        for (int pass = 0; pass < 5; pass++) {
            for (String id : List.of("c3", "c17", "c3", "c17")) {
                assertThat(b.creature(new String(id)).level()).isEqualTo(Integer.parseInt(id.substring(1)));
                assertThat(b.rules(id)).isSameAs(m.ruleObjects.get(id));
            }
        }
        assertThat(m.creatures).containsOnlyKeys("c3", "c17");
        assertThat(m.creatures.get("c3")).hasValue(1);
        assertThat(m.creatures.get("c17")).hasValue(1);
        assertThat(m.rules.get("c3")).hasValue(1);
        assertThat(m.rules.get("c17")).hasValue(1);
    }

    @Test
    @DisplayName("more creatures than slots: every answer is still the scenario's own")
    void moreCreaturesThanSlots() {
        Menagerie m = new Menagerie();
        Bestiary b = new Bestiary(m);
        for (int pass = 0; pass < 3; pass++) {
            for (String id : ids()) {
                int level = Integer.parseInt(id.substring(1));
                assertThat(b.creature(id).level()).isEqualTo(level);
                assertThat(b.creature(id).id()).isEqualTo(id);
                assertThat(b.rules(id)).isSameAs(m.ruleObjects.get(id));
            }
        }
        // 40 ids in 32 slots: those sharing a slot are asked again when they take it back, the others never
        long askedOnce = m.creatures.values().stream().filter(n -> n.get() == 1).count();
        assertThat(askedOnce).isGreaterThan(0);
        assertThat(m.creatures.values()).allMatch(n -> n.get() <= 3);
    }

    @Test
    @DisplayName("a creature the scenario does not have: a RulesException naming it, asked again the next time")
    void unknownCreature() {
        Menagerie m = new Menagerie();
        Bestiary b = new Bestiary(m);
        for (int i = 0; i < 2; i++) {
            assertThatThrownBy(() -> b.creature("dragon"))
                    .isInstanceOf(RulesException.class)
                    .hasMessageContaining("scenario menagerie has no creature 'dragon'");
        }
        assertThat(m.creatures.get("dragon")).hasValue(2);
    }

    @Test
    @DisplayName("one table shared by threads, as by an engine's simulation: every answer is the scenario's own")
    void sharedByThreads() throws Exception {
        Menagerie m = new Menagerie();
        Bestiary b = new Bestiary(m);
        List<String> ids = ids();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int seed = t;
                done.add(pool.submit(() -> {
                    int wrong = 0;
                    for (int i = 0; i < 50_000; i++) {
                        String id = ids.get((i * 7 + seed * 13) % ids.size());
                        int level = Integer.parseInt(id.substring(1));
                        if (b.creature(id).level() != level || b.rules(id) != m.ruleObjects.get(id)) {
                            wrong++;
                        }
                    }
                    return wrong;
                }));
            }
            for (Future<Integer> f : done) {
                assertThat(f.get()).isZero();
            }
        } finally {
            pool.shutdown();
        }
    }
}

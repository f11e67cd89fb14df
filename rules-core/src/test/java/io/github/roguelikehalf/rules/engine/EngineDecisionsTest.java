package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The decision of a state, as {@link Engine#decision(GameState)} gives it (docs/architecture.md, "State, decisions,
 * actions"): the engine remembers the decisions of the states it made, outside the state, and must give the same
 * decision as for a copy of the state it never saw, whatever the order the states are asked in and whichever thread
 * asks.
 */
@DisplayName(
        "an engine's decisions do not depend on the order or the thread states are asked in (docs/architecture.md)")
class EngineDecisionsTest {

    private static final SubAttribute[] SUBS = SubAttribute.values();

    /** A new engine of the crypt, which has seen no state. */
    private static Engine fresh() {
        return Engine.of(new TestCrypt());
    }

    private static GameState start(Engine engine, long seed) {
        return engine.start(Party.of(hero(SUBS[(int) (seed % SUBS.length)])), EN, seed);
    }

    /** The decision of a copy of the state: never made by {@code other}, so computed from scratch. */
    private static Optional<Decision> afresh(Engine other, GameState state) {
        return other.decision(ImmutableGameState.copyOf(state));
    }

    @Test
    @DisplayName("interleaved games, old states and observed copies: each state's decision is its own")
    void interleaved() {
        Engine engine = fresh();
        Engine other = fresh();
        Random random = new Random(7);
        int games = 12;
        List<List<GameState>> histories = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            histories.add(new ArrayList<>(List.of(start(engine, 100 + g))));
        }
        int checked = 0;
        for (int step = 0; step < 60; step++) {
            for (int g = 0; g < games; g++) {
                List<GameState> h = histories.get(g);
                GameState s = h.get(h.size() - 1);
                if (s.isTerminal()) {
                    continue;
                }
                GameState view = engine.observe(s);
                GameState old = h.get(random.nextInt(h.size()));
                // asked out of order: an old state of this game, the observed copy, then the state itself
                assertThat(engine.decision(old)).isEqualTo(afresh(other, old));
                assertThat(engine.decision(view)).isEqualTo(afresh(other, view));
                assertThat(engine.decision(s)).isEqualTo(afresh(other, s));
                List<Action> legal = engine.legalActions(s);
                Action a = legal.get(random.nextInt(legal.size()));
                h.add(engine.apply(s, a).state());
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(games * 10);
    }

    @Test
    @DisplayName("several threads share one engine and ask each other's states: every decision is the state's own")
    void threads() throws Exception {
        Engine engine = fresh();
        int threads = 4;
        ConcurrentLinkedQueue<GameState> made = new ConcurrentLinkedQueue<>();
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                long base = 1_000L * (t + 1);
                results.add(pool.submit(() -> {
                    Engine other = fresh();
                    Random random = new Random(base);
                    go.await();
                    int checked = 0;
                    for (int game = 0; game < 8; game++) {
                        GameState s = start(engine, base + game);
                        while (!s.isTerminal() && checked < 2_000) {
                            GameState foreign = made.poll();
                            if (foreign != null) {
                                // a state another thread made (or this one, long ago)
                                assertThat(engine.decision(foreign)).isEqualTo(afresh(other, foreign));
                            }
                            Optional<Decision> d = engine.decision(engine.observe(s));
                            assertThat(d).isEqualTo(afresh(other, s));
                            List<Action> legal = d.orElseThrow().legalActions();
                            s = engine.apply(s, legal.get(random.nextInt(legal.size())))
                                    .state();
                            if (random.nextInt(4) == 0) {
                                made.add(s);
                            }
                            checked++;
                        }
                    }
                    return checked;
                }));
            }
            go.countDown();
            int total = 0;
            for (Future<Integer> f : results) {
                total += f.get(2, TimeUnit.MINUTES);
            }
            assertThat(total).isGreaterThan(threads * 50);
        } finally {
            pool.shutdownNow();
        }
    }
}

package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Hero;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The golden files of format version 1 ({@code src/test/resources/golden}) still read to the states they were written
 * from: each state is found again by playing {@link JsonVault} from fixed seeds with the seeded random policy, and
 * the first state of the walks that fits a description is the expected one. Regenerate them only for a new version
 * of the format, never to make a change pass: {@code -Dgolden.update=true} rewrites them.
 */
class GoldenFilesTest {

    private static final Engine ENGINE = Engine.of(new JsonVault());

    private static final int SEEDS = 200;

    /** One golden file: its name, what it holds, and how to write and read it. */
    record Golden(String name, Object expected, Function<Object, String> write, Function<String, Object> read) {}

    static List<Golden> goldens() {
        List<Golden> g = new ArrayList<>();
        g.add(game("exploring", s -> s.steps() == 0 && s.phase() instanceof Phase.Exploring));
        g.add(game(
                "fight-incoming",
                s -> s.phase() instanceof Phase.Fighting f
                        && f.combat().incoming().size() >= 2
                        && !f.combat().effects().isEmpty()));
        g.add(game(
                "fight-window",
                s -> s.phase() instanceof Phase.Fighting f
                        && f.combat().window().isPresent()));
        g.add(game("bribe", s -> s.phase() instanceof Phase.Bribing));
        g.add(game("reaction-window", s -> s.phase() instanceof Phase.Reacting));
        g.add(game("choice", s -> s.phase() instanceof Phase.Choosing));
        g.add(game("choosing-tile", s -> s.phase() instanceof Phase.ChoosingTile));
        g.add(game("finished", s -> s.isTerminal() && s.outcome().orElseThrow().isVictory()));
        Hero hero =
                find(s -> s.party().heroes().stream().anyMatch(h -> h.effects().size() >= 1)).party().heroes().stream()
                        .filter(h -> !h.effects().isEmpty())
                        .findFirst()
                        .orElseThrow();
        g.add(new Golden("hero-effects", hero, h -> Snapshots.writeHero((Hero) h), Snapshots::readHero));
        ScenarioState campaign = find(s -> s.isTerminal()
                        && s.scenarioState().counter("loot") > 0
                        && !s.scenarioState().flags().isEmpty())
                .scenarioState();
        g.add(new Golden(
                "campaign",
                campaign,
                c -> Snapshots.writeScenarioState((ScenarioState) c),
                Snapshots::readScenarioState));
        return g;
    }

    private static Golden game(String name, Predicate<GameState> fits) {
        return new Golden(name, find(fits), s -> Snapshots.write((GameState) s), Snapshots::read);
    }

    /** The first state of the walks from seeds 0, 1, ... that fits. */
    static GameState find(Predicate<GameState> fits) {
        for (long seed = 0; seed < SEEDS; seed++) {
            List<GameState> states = new ArrayList<>();
            GameState end = Walks.play(ENGINE, seed, step -> states.add(step.state()));
            states.add(end);
            Optional<GameState> hit = states.stream().filter(fits).findFirst();
            if (hit.isPresent()) {
                return hit.get();
            }
        }
        throw new AssertionError("no state of " + SEEDS + " adventures fits");
    }

    static String text(String name) throws IOException {
        try (InputStream in = GoldenFilesTest.class.getResourceAsStream("/golden/" + name + ".json")) {
            assertThat(in).as("golden file %s.json", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyGoldenFileReadsToItsState() throws IOException {
        List<Golden> goldens = goldens();
        if (Boolean.getBoolean("golden.update")) {
            Path dir = Path.of("src/test/resources/golden");
            Files.createDirectories(dir);
            for (Golden g : goldens) {
                Files.writeString(dir.resolve(g.name() + ".json"), g.write().apply(g.expected()));
            }
        }
        return goldens.stream()
                .map(g -> DynamicTest.dynamicTest(g.name(), () -> {
                    String golden = text(g.name());
                    SchemaCheck.valid(golden);
                    assertThat(g.read().apply(golden))
                            .as("%s.json reads to its state", g.name())
                            .isEqualTo(g.expected());
                    assertThat(g.write().apply(g.expected()))
                            .as("version 1 is still written exactly as %s.json", g.name())
                            .isEqualTo(golden);
                }));
    }
}

package io.github.roguelikehalf.examples.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Autoplay;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apiguardian.api.API;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The library as an application embeds it: its jars on the module path of a JVM of their own, without apiguardian
 * and with or without a logging backend; and what the build publishes (manifests, the BOM, what is not installed).
 */
class EmbeddingTest {

    private static final String SLF4J_NO_PROVIDER = "SLF4J(W): No SLF4J providers were found.";

    /** Where a class was loaded from: a jar, or a classes directory before the package phase. */
    private static Path location(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What a child JVM printed. */
    private record Run(int exit, List<String> out, List<String> err) {}

    private static Run java(List<Class<?>> modulePath, String... options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(options));
        command.add("--module-path");
        command.add(modulePath.stream()
                .map(EmbeddingTest::location)
                .map(Path::toString)
                .distinct()
                .collect(Collectors.joining(File.pathSeparator)));
        // The application's own class stays on the class path; it reads every module resolved.
        command.addAll(List.of("--add-modules", "io.github.roguelikehalf.json"));
        command.addAll(List.of("-cp", location(ModulePathGame.class).toString(), ModulePathGame.class.getName()));
        Path out = Files.createTempFile("embedding-", ".out");
        Path err = Files.createTempFile("embedding-", ".err");
        try {
            Process p = new ProcessBuilder(command)
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
            int exit = p.waitFor();
            return new Run(
                    exit,
                    Files.readAllLines(out, StandardCharsets.UTF_8),
                    Files.readAllLines(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** The library and its run-time dependencies, without apiguardian and without a logging backend. */
    private static List<Class<?>> libraryModules() {
        List<Class<?>> path = List.of(
                Engine.class,
                KnightOfTwilight.class,
                Snapshots.class,
                LoggerFactory.class,
                ObjectMapper.class,
                JsonFactory.class,
                JsonProperty.class);
        assertThat(path).extracting(EmbeddingTest::location).doesNotContain(location(API.class));
        return path;
    }

    /** What the game prints on the class path of this JVM: the same game as on the module path. */
    private static String outcome() {
        RuleOptions rules = RuleOptions.englishEdition();
        Hero aki = Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                rules);
        Engine engine = Engine.forScenario("knight-of-twilight");
        GameState end = Autoplay.play(
                        engine.asGame(),
                        engine.start(Party.of(aki), rules, 42L),
                        BaselinePolicy.of(engine),
                        Dice.seeded(7),
                        1_000)
                .end();
        return "outcome: " + end.outcome().orElseThrow();
    }

    @Test
    @DisplayName("on the module path without apiguardian or a logging backend: Knight of Twilight is found, played,"
            + " saved midway, loaded and finished; SLF4J says on standard error that it found no provider")
    void modulePathWithoutApiguardian() throws Exception {
        Run run = java(libraryModules());

        assertThat(run.exit()).as("exit code; standard error: %s", run.err()).isZero();
        assertThat(run.out())
                .containsExactly(
                        "rules-core: io.github.roguelikehalf.rules",
                        "rules-json: io.github.roguelikehalf.json",
                        "apiguardian resolved: false",
                        "loaded equal: true",
                        outcome());
        assertThat(run.err())
                .containsExactly(
                        SLF4J_NO_PROVIDER,
                        "SLF4J(W): Defaulting to no-operation (NOP) logger implementation",
                        "SLF4J(W): See https://www.slf4j.org/codes.html#noProviders for further details.");
    }

    @Test
    @DisplayName("without a logging backend, -Dslf4j.internal.verbosity=ERROR leaves standard error empty")
    void slf4jWarningSilenced() throws Exception {
        Run run = java(libraryModules(), "-Dslf4j.internal.verbosity=ERROR");

        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("loaded equal: true");
        assertThat(run.err()).isEmpty();
    }

    @Test
    @DisplayName("with a backend on the module path (slf4j-simple here) SLF4J binds it and prints no warning")
    void withABackend() throws Exception {
        List<Class<?>> path = new ArrayList<>(libraryModules());
        path.add(Class.forName("org.slf4j.simple.SimpleLogger"));
        Run run = java(path);

        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("loaded equal: true");
        assertThat(run.err()).doesNotContain(SLF4J_NO_PROVIDER);
    }

    @Test
    @DisplayName("each published jar's manifest has Implementation-Version, the project's version (full build only)")
    void manifestsHaveTheImplementationVersion() throws IOException {
        String version = System.getProperty("project.version");
        assertThat(version).isNotBlank();
        for (Class<?> c : List.of(Engine.class, KnightOfTwilight.class, Snapshots.class)) {
            Path jar = location(c);
            assumeTrue(jar.toString().endsWith(".jar"), "the reactor's jars exist only once packaged (./mvnw verify)");
            try (JarFile f = new JarFile(jar.toFile())) {
                assertThat(f.getManifest().getMainAttributes().getValue("Implementation-Version"))
                        .as(jar.toString())
                        .isEqualTo(version);
            }
            assertThat(c.getPackage().getImplementationVersion()).isEqualTo(version);
        }
    }

    @Test
    @DisplayName("the BOM's installed and published pom is dependency management only; examples and benchmarks are"
            + " neither installed nor deployed")
    void bomAndUnpublishedModules() throws IOException {
        Path bom = Path.of("../rules-bom/.flattened-pom.xml");
        assumeTrue(Files.exists(bom), "rules-bom is flattened in its process-resources phase");
        String pom = Files.readString(bom, StandardCharsets.UTF_8);
        assertThat(pom).contains("<dependencyManagement>").doesNotContain("<build>", "<profiles>", "<properties>");
        for (String module : List.of("examples", "rules-benchmarks")) {
            String text = Files.readString(Path.of("..", module, "pom.xml"), StandardCharsets.UTF_8);
            assertThat(text)
                    .as(module)
                    .contains(
                            "<maven.install.skip>true</maven.install.skip>",
                            "<maven.deploy.skip>true</maven.deploy.skip>");
        }
        try (Stream<String> lines = Files.lines(Path.of("../pom.xml"))) {
            assertThat(lines.filter(l -> l.contains("<addDefaultImplementationEntries>true")))
                    .hasSize(1);
        }
    }
}

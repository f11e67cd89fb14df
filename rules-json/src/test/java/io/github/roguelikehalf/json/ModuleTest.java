package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Hero;
import java.io.ByteArrayOutputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Jackson module, the stream and file entry points, and the module descriptor. */
class ModuleTest {

    /** An application's own save file, with a game inside. */
    record Save(String player, GameState game, Hero reserve, ScenarioState campaign) {}

    private static GameState fight() throws Exception {
        return Snapshots.read(GoldenFilesTest.text("fight-incoming"));
    }

    @Test
    void findAndRegisterModulesWritesAndReadsSnapshots() throws Exception {
        ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
        assertThat(mapper.getRegisteredModuleIds()).contains("RulesJsonModule");
        GameState state = fight();
        String json = mapper.writeValueAsString(state);
        assertThat(mapper.readTree(json)).isEqualTo(mapper.readTree(Snapshots.write(state)));
        assertThat(mapper.readValue(json, GameState.class)).isEqualTo(state);
        Hero hero = state.party().heroes().get(0);
        assertThat(mapper.readValue(mapper.writeValueAsString(hero), Hero.class))
                .isEqualTo(hero);
        ScenarioState campaign = Snapshots.readScenarioState(GoldenFilesTest.text("campaign"));
        assertThat(mapper.readValue(mapper.writeValueAsString(campaign), ScenarioState.class))
                .isEqualTo(campaign);
    }

    @Test
    void snapshotsNestInAnApplicationsJsonWhateverTheMappersNaming() throws Exception {
        ObjectMapper mapper = new ObjectMapper()
                .registerModule(new RulesJsonModule())
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
        GameState state = fight();
        Save save = new Save("Aki", state, state.party().heroes().get(0), state.scenarioState());
        String json = mapper.writeValueAsString(save);
        assertThat(json).contains("\"scenarioId\"").contains("\"magicWeaponUsed\"");
        assertThat(mapper.readValue(json, Save.class)).isEqualTo(save);
        String bad = json.replace("\"magicWeaponUsed\"", "\"magic_weapon_used\"");
        Throwable t = catchThrowable(() -> mapper.readValue(bad, Save.class));
        while (t != null && !(t instanceof SnapshotException)) {
            t = t.getCause();
        }
        assertThat(t).isInstanceOf(SnapshotException.class).hasMessageStartingWith("$.game.phase.combat.");
    }

    @Test
    void streamsAndFiles(@TempDir Path dir) throws Exception {
        GameState state = fight();
        Path file = dir.resolve("save.json");
        Snapshots.write(state, file);
        assertThat(Snapshots.read(file)).isEqualTo(state);
        assertThat(Snapshots.read(file, io.github.roguelikehalf.rules.engine.Engine.of(new JsonVault())))
                .isEqualTo(state);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Snapshots.write(state, out);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(Files.readString(file));
        assertThat(Snapshots.write(state)).endsWith("}\n").doesNotContain("\r");
    }

    @Test
    void theModuleExportsOnlyTheApiAndProvidesTheJacksonModule() {
        ModuleDescriptor d = ModuleFinder.of(Path.of("target/classes"))
                .find("io.github.roguelikehalf.json")
                .orElseThrow()
                .descriptor();
        assertThat(d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()))
                .isEqualTo(Set.of("io.github.roguelikehalf.json"));
        assertThat(d.opens()).singleElement().satisfies(o -> {
            assertThat(o.source()).isEqualTo("io.github.roguelikehalf.json.v1");
            assertThat(o.targets()).containsExactly("com.fasterxml.jackson.databind");
        });
        assertThat(d.provides()).singleElement().satisfies(p -> {
            assertThat(p.service()).isEqualTo("com.fasterxml.jackson.databind.Module");
            assertThat(p.providers()).containsExactly(RulesJsonModule.class.getName());
        });
    }

    @Test
    void theSchemaIsShipped() {
        assertThat(Snapshots.schema()).contains("https://json-schema.org/draft/2020-12/schema");
        assertThat(SchemaCheck.errors("{\"format\": \"roguelike-half/snapshot\", \"version\": 2}"))
                .isNotEmpty();
    }
}

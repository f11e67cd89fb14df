package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad snapshots fail with one typed exception whose message names the JSON path and what is wrong. */
class BadInputTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static ObjectNode golden(String name) throws IOException {
        return (ObjectNode) MAPPER.readTree(GoldenFilesTest.text(name));
    }

    private static SnapshotException rejected(String json) {
        SnapshotException e = catchThrowableOfType(SnapshotException.class, () -> Snapshots.read(json));
        assertThat(e).as("a SnapshotException for\n%s", json).isNotNull();
        assertThat(e).isInstanceOf(RulesException.class);
        assertThat(e.getMessage()).isEqualTo(e.path() + ": " + e.problem());
        return e;
    }

    private static SnapshotException edited(String golden, Consumer<ObjectNode> edit) throws IOException {
        ObjectNode tree = golden(golden);
        edit.accept(tree);
        return rejected(tree.toString());
    }

    private static ObjectNode at(JsonNode root, String pointer) {
        return (ObjectNode) root.at(pointer);
    }

    @Test
    void missingFieldsAreNamed() throws IOException {
        SnapshotException e =
                edited("exploring", t -> at(t, "/game/party/heroes/0").remove("life"));
        assertThat(e.path()).isEqualTo("$.game.party.heroes[0].life");
        assertThat(e.problem()).isEqualTo("missing field (or null)");
        assertThat(edited("exploring", t -> at(t, "/game/options").remove("warDoll"))
                        .path())
                .isEqualTo("$.game.options.warDoll");
        assertThat(edited("exploring", t -> t.remove("game")).getMessage())
                .isEqualTo("$.game: missing field (or null)");
    }

    @Test
    void impossibleValuesAreNamed() throws IOException {
        SnapshotException life =
                edited("exploring", t -> at(t, "/game/party/heroes/0").put("life", 99));
        assertThat(life.path()).isEqualTo("$.game.party.heroes[0].life");
        assertThat(life.problem()).startsWith("99 is above max Life ");
        assertThat(edited("exploring", t -> at(t, "/game/party/heroes/0").put("technique", -1))
                        .getMessage())
                .isEqualTo("$.game.party.heroes[0].technique: cannot be negative, was -1");
        assertThat(edited("exploring", t -> at(t, "/game/rng").put("counter", -5))
                        .getMessage())
                .isEqualTo("$.game.rng.counter: cannot be negative, was -5");
        assertThat(edited(
                                "fight-incoming",
                                t -> at(t, "/game/phase/combat/encounter/enemies/0")
                                        .put("current", 9))
                        .path())
                .isEqualTo("$.game.phase.combat.encounter.enemies[0].current");
        assertThat(edited(
                                "exploring",
                                t -> at(t, "/game/party/heroes/0/equipment").put("gold", -1))
                        .getMessage())
                .startsWith("$.game.party.heroes[0].equipment: gold and rations cannot be negative");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "/game/options|edition|french|$.game.options.edition: unknown edition 'french'; one of [english,"
                        + " japanese-ver-4-6]",
                "/game/party/heroes/0|subAttribute|magic|$.game.party.heroes[0].subAttribute: unknown sub-attribute"
                        + " 'magic'; one of [sorcery, divinity, strength, dexterity]",
                "/game/phase|kind|dancing|$.game.phase.kind: unknown phase kind 'dancing'; one of [exploring,"
                        + " searching, choosing-tile, approaching, reacting, bribing, choosing, fighting, after-fight,"
                        + " treasure, finished]",
                "/game/phase/combat|stage|lunch|$.game.phase.combat.stage: unknown fight stage 'lunch'; one of"
                        + " [escape, heroes, followers, assign, defend]",
            })
    void unknownNamesAreNamed(String object, String field, String value, String message) throws IOException {
        String golden = object.contains("combat") ? "fight-incoming" : "exploring";
        assertThat(edited(golden, t -> at(t, object).put(field, value)).getMessage())
                .isEqualTo(message);
    }

    @Test
    void wrongTypesAreNamed() throws IOException {
        SnapshotException s =
                edited("exploring", t -> at(t, "/game/party/heroes/0").put("life", "6"));
        assertThat(s.path()).isEqualTo("$.game.party.heroes[0].life");
        assertThat(s.problem()).startsWith("wrong type: expected an integer from -2147483648 to 2147483647 (");
        assertThat(edited("exploring", t -> at(t, "/game/party/heroes/0").put("life", 3_000_000_000L))
                        .getMessage())
                .isEqualTo("$.game.party.heroes[0].life: Numeric value (3000000000) out of range of int (-2147483648 -"
                        + " 2147483647)");
        assertThat(edited(
                                "exploring",
                                t -> at(t, "/game/party/heroes/0")
                                        .putArray("spells")
                                        .add(1))
                        .getMessage())
                .startsWith("$.game.party.heroes[0].spells[0]: wrong type: expected a string (");
        assertThat(edited("exploring", t -> at(t, "/game").put("colour", "red")).getMessage())
                .isEqualTo("$.game.colour: unknown field");
        assertThat(edited("exploring", t -> at(t, "/game/party/heroes/0").put("life", 6.5))
                        .path())
                .isEqualTo("$.game.party.heroes[0].life");
        assertThat(edited("exploring", t -> at(t, "/game/party/heroes/0").put("name", 7))
                        .path())
                .isEqualTo("$.game.party.heroes[0].name");
        assertThat(edited("exploring", t -> at(t, "/game/options").put("powerShot", 1))
                        .path())
                .isEqualTo("$.game.options.powerShot");
        assertThat(edited("exploring", t -> at(t, "/game/party").put("heroes", "hero-1"))
                        .path())
                .isEqualTo("$.game.party.heroes");
        assertThat(edited("exploring", t -> at(t, "/game").put("colour", "red")).path())
                .isEqualTo("$.game.colour");
        assertThat(edited("exploring", t -> at(t, "/game/rng").put("seed", new java.math.BigInteger("9".repeat(22))))
                        .path())
                .isEqualTo("$.game.rng.seed");
    }

    @Test
    void unknownItemsAndKindsAreNamed() throws IOException {
        assertThat(edited(
                                "exploring",
                                t -> at(t, "/game/party/heroes/0/equipment")
                                        .putArray("carried")
                                        .add("sword"))
                        .getMessage())
                .isEqualTo("$.game.party.heroes[0].equipment.carried[0]: unknown item key 'sword'");
        assertThat(edited(
                                "exploring",
                                t -> at(t, "/game/party/heroes/0/equipment")
                                        .putArray("carried")
                                        .add("LANTERN"))
                        .getMessage())
                .isEqualTo(
                        "$.game.party.heroes[0].equipment.carried[0]: 'LANTERN' is not the canonical key of lantern");
        assertThat(edited(
                                "exploring",
                                t -> at(t, "/game/party/heroes/0/equipment").put("armour", "lantern"))
                        .getMessage())
                .isEqualTo("$.game.party.heroes[0].equipment.armour: 'lantern' is not armour");
    }

    @Test
    void crossReferencesAreChecked() throws IOException {
        assertThat(edited(
                                "fight-incoming",
                                t -> at(t, "/game/phase/combat/incoming/0").put("attacker", "orcs"))
                        .getMessage())
                .isEqualTo("$.game.phase.combat.incoming[0].attacker: 'orcs' is not an enemy group of the fight"
                        + " [archers]");
        assertThat(edited(
                                "fight-incoming",
                                t -> at(t, "/game/phase/combat")
                                        .putArray("acted")
                                        .add("hero-9"))
                        .getMessage())
                .isEqualTo("$.game.phase.combat.acted: 'hero-9' is not a hero of the party [hero-1, hero-2]");
        assertThat(edited(
                                "fight-incoming",
                                t -> at(t, "/game/phase/combat/encounter/enemies/0")
                                        .put("creatureId", "dragon"))
                        .getMessage())
                .isEqualTo("$.game.phase.combat.encounter.enemies[0].creatureId: scenario 'json-vault' has no"
                        + " creature 'dragon'");
        assertThat(edited("exploring", t -> at(t, "/game").put("scenarioId", "nowhere"))
                        .getMessage())
                .startsWith("$.game.scenarioId: unknown scenario 'nowhere'; known: [");
        JsonNode combat = golden("fight-incoming").at("/game/phase/combat");
        assertThat(edited("exploring", t -> at(t, "/game/phase").set("combat", combat))
                        .getMessage())
                .isEqualTo("$.game.phase.combat: a phase of kind 'exploring' has no field 'combat'");
    }

    @Test
    void theEnvelopeIsChecked() throws IOException {
        assertThat(edited("exploring", t -> t.put("version", 2)).getMessage())
                .isEqualTo("$.version: unsupported version 2; this library reads version 1");
        assertThat(edited("exploring", t -> t.put("format", "save-game")).getMessage())
                .isEqualTo("$.format: not a Roguelike Half snapshot: expected \"roguelike-half/snapshot\", was"
                        + " \"save-game\"");
        assertThat(rejected(GoldenFilesTest.text("hero-effects")).getMessage())
                .isEqualTo("$.kind: expected a snapshot of kind 'game', was 'hero'");
        assertThat(rejected("").getMessage()).isEqualTo("$: empty input: a snapshot is a JSON object");
        assertThat(rejected("[1]").getMessage()).isEqualTo("$: a snapshot is a JSON object, was array");
        assertThat(rejected("{\"format\": ").path()).isEqualTo("$.format");
        assertThat(rejected("{\"format\": 1, \"format\": 2}").problem()).startsWith("Duplicate field 'format'");
        assertThat(rejected("[".repeat(100)).problem()).contains("nesting depth");
        assertThat(rejected("{\"a\": \"" + "x".repeat(20_000) + "\"}").problem())
                .contains("String value length");
        assertThat(rejected("{} {}").path()).isEqualTo("$");
    }

    @Test
    void aSnapshotOfAnotherScenarioIsRefusedByAnEngine() throws IOException {
        Engine other = Engine.of(new io.github.roguelikehalf.rules.scenario.Scenario() {
            @Override
            public String id() {
                return "other-vault";
            }

            @Override
            public String title() {
                return "Another vault";
            }

            @Override
            public java.util.Optional<io.github.roguelikehalf.rules.scenario.Tile> tile(String id) {
                return java.util.Optional.empty();
            }

            @Override
            public java.util.Optional<io.github.roguelikehalf.rules.creature.Creature> creature(String id) {
                return java.util.Optional.empty();
            }
        });
        SnapshotException e = catchThrowableOfType(
                SnapshotException.class, () -> Snapshots.read(GoldenFilesTest.text("exploring"), other));
        assertThat(e.getMessage())
                .isEqualTo("$.game.scenarioId: the snapshot is of scenario 'json-vault', not of the engine's"
                        + " 'other-vault'");
    }

    @Test
    void nullArgumentsAreNamed() {
        assertThatNullPointerException()
                .isThrownBy(() -> Snapshots.write((GameState) null))
                .withMessage("state");
        assertThatNullPointerException()
                .isThrownBy(() -> Snapshots.read((String) null))
                .withMessage("json");
        assertThatNullPointerException()
                .isThrownBy(() -> Snapshots.read((Path) null))
                .withMessage("file");
        assertThatNullPointerException()
                .isThrownBy(() -> Snapshots.read("{}", (Engine) null))
                .withMessage("engine");
        assertThatNullPointerException()
                .isThrownBy(() -> Snapshots.writeHero(null))
                .withMessage("hero");
        assertThatNullPointerException()
                .isThrownBy(() -> Snapshots.writeScenarioState(null))
                .withMessage("scenarioState");
        assertThatNullPointerException()
                .isThrownBy(() -> Snapshots.readHero(null))
                .withMessage("json");
    }
}

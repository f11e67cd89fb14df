package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A small scenario for the engine's tests: the d66 tens digit picks the tile (1 empty, 2 goblins, 3 rats, 4 goblin
 * archers, 5 bandits, 6 an ogre), and after four cleared tiles the crypt lord waits as the goal. A test that needs
 * the crypt with one hook changed (counting lookups, a hook that fails) extends it.
 */
public class TestCrypt implements Scenario {

    /** The scenario id. */
    public static final String ID = "test-crypt";

    /** Tiles cleared before the goal appears. */
    public static final int TILES_BEFORE_GOAL = 4;

    static final Creature GOBLIN = Creature.weak(
            "goblins",
            "goblin",
            3,
            "1d6",
            0,
            Optional.of(List.of(
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.bribe(Bribe.Kind.GOLD, 5),
                    Reaction.of(ReactionKind.FLEE_IF_OUTNUMBERED),
                    Reaction.of(ReactionKind.PEACEFUL),
                    Reaction.of(ReactionKind.WELCOMING))),
            Set.of("humanoid"));

    static final Creature RAT = Creature.weak("rats", "giant rat", 2, "2d6", -1, Optional.empty(), Set.of("animal"));

    static final Creature ARCHER = Creature.weak(
                    "archers",
                    "goblin archer",
                    3,
                    "1d6",
                    1,
                    Optional.of(List.of(
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FLEE),
                            Reaction.of(ReactionKind.NEUTRAL),
                            Reaction.scenario("trade"))),
                    Set.of("humanoid"))
            .withRanged();

    static final Creature BANDIT = Creature.weak(
            "bandits",
            "bandit",
            4,
            "2",
            2,
            Optional.of(List.of(
                    Reaction.bribe(Bribe.Kind.ITEMS, 1),
                    Reaction.bribe(Bribe.Kind.RATIONS, 1),
                    Reaction.bribe(Bribe.Kind.LIFE, 1),
                    Reaction.bribe(Bribe.Kind.FOLLOWER, 1),
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.FIGHT_TO_THE_DEATH))),
            Set.of("humanoid"));

    static final Creature OGRE = Creature.strong(
            "ogre",
            "ogre",
            4,
            4,
            2,
            1,
            Optional.of(List.of(
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.FIGHT_TO_THE_DEATH),
                    Reaction.of(ReactionKind.FLEE),
                    Reaction.bribe(Bribe.Kind.GOLD, 10),
                    Reaction.of(ReactionKind.PEACEFUL))),
            Set.of());

    static final Creature LORD = Creature.strong("lord", "crypt lord", 5, 5, 2, 2, Optional.empty(), Set.of("undead"));

    private static final Map<String, Creature> CREATURES =
            Map.of("goblins", GOBLIN, "rats", RAT, "archers", ARCHER, "bandits", BANDIT, "ogre", OGRE, "lord", LORD);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "The Test Crypt";
    }

    @Override
    public Optional<String> fixedTile(GameState state) {
        return state.progress().tilesCleared() >= TILES_BEFORE_GOAL ? Optional.of("final") : Optional.empty();
    }

    @Override
    public Optional<Tile> tile(String id) {
        if (id.equals("final")) {
            return Optional.of(
                    Tile.encounter("final", "the crypt lord's hall", "lord").asGoal());
        }
        if (id.equals("99")) {
            // a hall for tests that put chosen creatures in front of the party
            return Optional.of(Tile.empty("99", "a test hall"));
        }
        if (!id.matches("[1-6][1-6]")) {
            return Optional.empty();
        }
        return Optional.of(
                switch (id.charAt(0)) {
                    case '1' -> Tile.empty(id, "an empty room");
                    case '2' -> Tile.encounter(id, "a goblin den", "goblins");
                    case '3' -> Tile.encounter(id, "a rat nest", "rats");
                    case '4' -> Tile.encounter(id, "an archers' gallery", "archers");
                    case '5' -> Tile.encounter(id, "a bandit camp", "bandits");
                    default -> Tile.encounter(id, "the ogre's larder", "ogre");
                });
    }

    private static final io.github.roguelikehalf.rules.scenario.ScenarioNames NAMES =
            io.github.roguelikehalf.rules.scenario.ScenarioNames.read(
                    TestCrypt.class.getResourceAsStream("test-crypt_ja.tsv"), "test-crypt_ja.tsv");

    @Override
    public Optional<io.github.roguelikehalf.rules.scenario.ScenarioNames> names() {
        return Optional.of(NAMES);
    }

    @Override
    public Optional<Creature> creature(String id) {
        return Optional.ofNullable(CREATURES.get(id));
    }

    @Override
    public OptionalInt explorationLimit() {
        return OptionalInt.of(30);
    }
}

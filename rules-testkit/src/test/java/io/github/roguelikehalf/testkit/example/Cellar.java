package io.github.roguelikehalf.testkit.example;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioNames;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A small example scenario, written against the public API only: the d66 tens digit picks the tile (1-2 empty, 3-4
 * rats, 5-6 goblins), and after three cleared tiles the rat king waits as the goal.
 */
public class Cellar implements Scenario {

    /** Tiles cleared before the goal appears. */
    public static final int TILES_BEFORE_GOAL = 3;

    private static final Creature RATS =
            Creature.weak("rats", "giant rat", 1, "1d6", -1, Optional.empty(), Set.of("animal"));

    private static final Creature GOBLINS = Creature.weak(
            "goblins",
            "goblin",
            2,
            "1d6",
            0,
            Optional.of(List.of(
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.FLEE_IF_OUTNUMBERED),
                    Reaction.of(ReactionKind.NEUTRAL),
                    Reaction.of(ReactionKind.PEACEFUL),
                    Reaction.of(ReactionKind.WELCOMING))),
            Set.of("humanoid"));

    private static final Creature KING = Creature.strong("king", "rat king", 3, 3, 1, 1, Optional.empty(), Set.of());

    private static final Map<String, Creature> CREATURES = Map.of("rats", RATS, "goblins", GOBLINS, "king", KING);

    @Override
    public String id() {
        return "example-cellar";
    }

    @Override
    public String title() {
        return "The Cellar";
    }

    @Override
    public Optional<String> fixedTile(GameState state) {
        return state.progress().tilesCleared() >= TILES_BEFORE_GOAL ? Optional.of("throne") : Optional.empty();
    }

    @Override
    public Optional<Tile> tile(String id) {
        if (id.equals("throne")) {
            return Optional.of(
                    Tile.encounter("throne", "the rat king's throne", "king").asGoal());
        }
        if (!id.matches("[1-6][1-6]")) {
            return Optional.empty();
        }
        return Optional.of(
                switch (id.charAt(0)) {
                    case '1', '2' -> Tile.empty(id, "a dusty store room");
                    case '3', '4' -> Tile.encounter(id, "a rat nest", "rats");
                    default -> Tile.encounter(id, "a goblin camp", "goblins");
                });
    }

    private static final ScenarioNames NAMES =
            ScenarioNames.read(Cellar.class.getResourceAsStream("cellar_ja.tsv"), "cellar_ja.tsv");

    /**
     * The scenario's names in Japanese.
     *
     * @return the names
     */
    @Override
    public Optional<ScenarioNames> names() {
        return Optional.of(NAMES);
    }

    @Override
    public Optional<Creature> creature(String id) {
        return Optional.ofNullable(CREATURES.get(id));
    }

    @Override
    public OptionalInt explorationLimit() {
        return OptionalInt.of(20);
    }
}

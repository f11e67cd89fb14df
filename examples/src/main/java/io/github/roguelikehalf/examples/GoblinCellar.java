package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.creature.Bribe;
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
 * A tiny scenario written for the examples (not part of the rules): the d66 tens digit picks what is in a cellar
 * room, and after five cleared rooms the goblin chief waits. It shows how a scenario implements the SPI; it is
 * registered in {@code META-INF/services}.
 */
public final class GoblinCellar implements Scenario {

    /** The scenario id. */
    public static final String ID = "goblin-cellar";

    private static final List<Reaction> GOBLIN_REACTIONS = List.of(
            Reaction.of(ReactionKind.FIGHT),
            Reaction.of(ReactionKind.FIGHT),
            Reaction.bribe(Bribe.Kind.GOLD, 5),
            Reaction.of(ReactionKind.FLEE_IF_OUTNUMBERED),
            Reaction.of(ReactionKind.PEACEFUL),
            Reaction.of(ReactionKind.WELCOMING));

    private static final Map<String, Creature> CREATURES = Map.of(
            "rats",
            Creature.weak("rats", "cellar rat", 2, "1d6", -1, Optional.empty(), Set.of("animal")),
            "goblins",
            Creature.weak("goblins", "goblin", 3, "1d6", 0, Optional.of(GOBLIN_REACTIONS), Set.of("humanoid")),
            "slingers",
            Creature.weak("slingers", "goblin slinger", 3, "1d3", 1, Optional.of(GOBLIN_REACTIONS), Set.of("humanoid"))
                    .withRanged(),
            "hound",
            Creature.strong(
                    "hound",
                    "cave hound",
                    5,
                    4,
                    1,
                    0,
                    Optional.of(List.of(
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FLEE),
                            Reaction.bribe(Bribe.Kind.RATIONS, 1),
                            Reaction.of(ReactionKind.PEACEFUL))),
                    Set.of("animal")),
            "chief",
            Creature.strong("chief", "goblin chief", 5, 6, 3, 2, Optional.empty(), Set.of("humanoid")));

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "The Goblin Cellar (example scenario)";
    }

    @Override
    public Optional<String> fixedTile(GameState state) {
        return state.progress().tilesCleared() >= 5 ? Optional.of("chief") : Optional.empty();
    }

    @Override
    public Optional<Tile> tile(String id) {
        if (id.equals("chief")) {
            return Optional.of(
                    Tile.encounter("chief", "the chief's hall", "chief").asGoal());
        }
        if (!id.matches("[1-6][1-6]")) {
            return Optional.empty();
        }
        return Optional.of(
                switch (id.charAt(0)) {
                    case '1', '2' -> Tile.empty(id, "a dusty cellar room");
                    case '3' -> Tile.encounter(id, "a rat-infested storeroom", "rats");
                    case '4' -> Tile.encounter(id, "a goblin guard post", "goblins");
                    case '5' -> Tile.encounter(id, "a slingers' ledge", "slingers");
                    default -> Tile.encounter(id, "a hound's lair", "hound");
                });
    }

    private static final ScenarioNames NAMES =
            ScenarioNames.read(GoblinCellar.class.getResourceAsStream("goblin-cellar_ja.tsv"), "goblin-cellar_ja.tsv");

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
        return OptionalInt.of(40);
    }
}

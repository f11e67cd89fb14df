package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

public final class Cellar implements Scenario {

    private static final Creature RATS =
            Creature.weak("rats", "giant rat", 2, "2d6", -1, Optional.empty(), Set.of("animal"));

    @Override
    public String id() {
        return "cellar";
    }

    @Override
    public String title() {
        return "The Cellar";
    }

    @Override
    public Optional<Tile> tile(String id) { // the d66 result: 61-66 a rat nest, every other one an empty room
        if (!id.matches("[1-6][1-6]")) {
            return Optional.empty();
        }
        return Optional.of(
                id.startsWith("6") ? Tile.encounter(id, "a rat nest", "rats") : Tile.empty(id, "a dusty cellar"));
    }

    @Override
    public Optional<Creature> creature(String id) {
        return id.equals("rats") ? Optional.of(RATS) : Optional.empty();
    }

    @Override
    public OptionalInt explorationLimit() {
        return OptionalInt.of(12);
    }
}

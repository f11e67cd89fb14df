package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioNames;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * The Test Crypt, counting what the engine asks of it: the checks of states from outside ({@link #checkState}) and
 * the lookups of each creature and of its rules. One instance per test: the counts are plain fields.
 */
final class CountingCrypt implements Scenario {

    private final TestCrypt crypt = new TestCrypt();

    /** How often {@link #checkState} was called. */
    int checks;

    /** How often each creature was looked up. */
    final Map<String, Integer> creatures = new TreeMap<>();

    /** How often each creature's rules were looked up. */
    final Map<String, Integer> rules = new TreeMap<>();

    @Override
    public String id() {
        return crypt.id();
    }

    @Override
    public String title() {
        return crypt.title();
    }

    @Override
    public Optional<String> fixedTile(GameState state) {
        return crypt.fixedTile(state);
    }

    @Override
    public Optional<Tile> tile(String id) {
        return crypt.tile(id);
    }

    @Override
    public Optional<ScenarioNames> names() {
        return crypt.names();
    }

    @Override
    public Optional<Creature> creature(String id) {
        creatures.merge(id, 1, Integer::sum);
        return crypt.creature(id);
    }

    @Override
    public CreatureRules creatureRules(String creatureId) {
        rules.merge(creatureId, 1, Integer::sum);
        return crypt.creatureRules(creatureId);
    }

    @Override
    public OptionalInt explorationLimit() {
        return crypt.explorationLimit();
    }

    @Override
    public void checkState(GameState state) {
        checks++;
    }
}

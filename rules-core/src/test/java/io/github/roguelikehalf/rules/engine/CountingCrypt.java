package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The Test Crypt, counting what the engine asks of it: the checks of states from outside ({@link #checkState}) and
 * the lookups of each creature and of its rules. One instance per test: the counts are plain fields.
 */
final class CountingCrypt extends TestCrypt {

    /** How often {@link #checkState} was called. */
    int checks;

    /** How often each creature was looked up. */
    final Map<String, Integer> creatures = new TreeMap<>();

    /** How often each creature's rules were looked up. */
    final Map<String, Integer> rules = new TreeMap<>();

    @Override
    public Optional<Creature> creature(String id) {
        creatures.merge(id, 1, Integer::sum);
        return super.creature(id);
    }

    @Override
    public CreatureRules creatureRules(String creatureId) {
        rules.merge(creatureId, 1, Integer::sum);
        return super.creatureRules(creatureId);
    }

    @Override
    public void checkState(GameState state) {
        checks++;
    }
}

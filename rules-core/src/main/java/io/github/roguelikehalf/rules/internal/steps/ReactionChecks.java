package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What may wait in the window after the reaction, or be asked as a bribe, in a state from outside: only what the
 * creatures met could roll on their reaction table or have as their fixed reaction (EN §35 / JP §34).
 */
final class ReactionChecks {

    private ReactionChecks() {}

    /**
     * A bribe rolled on the reaction table (waiting in the window after the reaction) or asked (bribing): of a kind on
     * the table of the encounter's first group or of their rules' fixed reaction, as rolled or as their rules then ask
     * it (EN §35 / JP §34); its amount may differ (per head, lowered by Friendship).
     */
    static void bribe(String at, Scenario scenario, GameState s, Encounter e, Bribe bribe, boolean asked) {
        EnemyGroup first = e.enemies().get(0);
        Set<Bribe.Kind> kinds = java.util.EnumSet.noneOf(Bribe.Kind.class);
        List<Reaction> reactions = new java.util.ArrayList<>(
                Foes.creature(scenario, first).reactions().orElse(List.of()));
        CreatureEvents.fixedReaction(scenario, () -> s, first).ifPresent(reactions::add);
        for (Reaction r : reactions) {
            r.bribe()
                    .ifPresent(b -> kinds.add(
                            asked
                                    ? CreatureEvents.bribe(scenario, () -> s, first, b)
                                            .kind()
                                    : b.kind()));
        }
        if (!kinds.contains(bribe.kind())) {
            StateValidation.fail(
                    at,
                    "a bribe of " + first.creatureId() + " is of the kinds on their reaction table or fixed reaction "
                            + kinds + " (EN §35 / JP §34), was " + bribe.kind());
        }
    }

    /**
     * A scenario reaction waiting in the window after the reaction: on the reaction table of the encounter's first
     * group, or their rules' fixed reaction (EN §35 / JP §34).
     */
    static void scenarioReaction(String at, Scenario scenario, GameState s, Encounter e, String key) {
        EnemyGroup first = e.enemies().get(0);
        List<Reaction> reactions = new java.util.ArrayList<>(
                Foes.creature(scenario, first).reactions().orElse(List.of()));
        CreatureEvents.fixedReaction(scenario, () -> s, first).ifPresent(reactions::add);
        if (reactions.stream().noneMatch(r -> r.scenarioKey().equals(Optional.of(key)))) {
            StateValidation.fail(
                    at,
                    "the scenario reaction '" + key + "' is not on the reaction table of '" + first.creatureId()
                            + "', the creature met, nor their fixed reaction (EN §35 / JP §34)");
        }
    }
}

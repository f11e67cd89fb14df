package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Scenario;

/**
 * The creatures of one action and their rules, each looked up in the scenario once ({@link Scenario#creature} and
 * {@link Scenario#creatureRules} give the same answer for an id whenever asked): a fight asks them at every attack, defence
 * and hit. A few slots, found by the id's identity first (a group's id is the one its tile named), then by equality.
 */
final class Bestiary {

    private static final int SLOTS = 4;

    private final Scenario scenario;
    private final String[] ids = new String[SLOTS];
    private final Creature[] creatures = new Creature[SLOTS];
    private final CreatureRules[] rules = new CreatureRules[SLOTS];
    private int next;

    Bestiary(Scenario scenario) {
        this.scenario = scenario;
    }

    /** The creature of an id, as {@link Foes#creature(Scenario, String)} finds it (a typed error if there is none). */
    Creature creature(String id) {
        int i = slot(id);
        if (creatures[i] == null) {
            creatures[i] = Foes.creature(scenario, id);
        }
        return creatures[i];
    }

    /** The rules of a creature, as the scenario gives them. */
    CreatureRules rules(String id) {
        int i = slot(id);
        if (rules[i] == null) {
            rules[i] = scenario.creatureRules(id);
        }
        return rules[i];
    }

    private int slot(String id) {
        for (int i = 0; i < SLOTS; i++) {
            if (ids[i] == id) {
                return i;
            }
        }
        for (int i = 0; i < SLOTS; i++) {
            if (id.equals(ids[i])) {
                return i;
            }
        }
        int i = next;
        next = (next + 1) % SLOTS;
        ids[i] = id;
        creatures[i] = null;
        rules[i] = null;
        return i;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Scenario;

/**
 * The creatures of a scenario and their rules, each looked up in the scenario once ({@link Scenario#creature} and
 * {@link Scenario#creatureRules} give the same answer for an id whenever asked): a fight asks them at every attack,
 * defence and hit. An engine holds one for all its actions, the fight odds one per enumeration.
 *
 * <p>A table of slots chosen by the id's hash, each holding an immutable entry: a lookup whose slot holds another id
 * asks the scenario again and takes the slot. Safe to share between threads without locks: an entry's fields are
 * final, so a thread sees either a whole entry or none (and then asks the scenario itself).
 */
public final class Bestiary {

    private static final int SLOTS = 32; // a power of two

    private final Scenario scenario;
    private final Entry[] entries = new Entry[SLOTS];

    /** One id's creature and rules, each null until asked. */
    private record Entry(String id, Creature creature, CreatureRules rules) {}

    /**
     * An empty table for a scenario.
     *
     * @param scenario the scenario asked
     */
    public Bestiary(Scenario scenario) {
        this.scenario = scenario;
    }

    /**
     * The creature of an id, as {@link Foes#creature(Scenario, String)} finds it.
     *
     * @param id the creature's id
     * @return the creature
     * @throws io.github.roguelikehalf.rules.RulesException if the scenario has none of that id
     */
    public Creature creature(String id) {
        int i = id.hashCode() & (SLOTS - 1);
        Entry e = entries[i];
        if (e != null && e.creature != null && (e.id == id || e.id.equals(id))) {
            return e.creature;
        }
        Creature c = Foes.creature(scenario, id);
        entries[i] = new Entry(id, c, e != null && e.id.equals(id) ? e.rules : null);
        return c;
    }

    /**
     * The rules of a creature, as the scenario gives them.
     *
     * @param id the creature's id
     * @return its rules
     */
    public CreatureRules rules(String id) {
        int i = id.hashCode() & (SLOTS - 1);
        Entry e = entries[i];
        if (e != null && e.rules != null && (e.id == id || e.id.equals(id))) {
            return e.rules;
        }
        CreatureRules r = scenario.creatureRules(id);
        entries[i] = new Entry(id, e != null && e.id.equals(id) ? e.creature : null, r);
        return r;
    }
}

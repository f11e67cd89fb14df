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

    /** One id's creature and rules, each null until asked, and the kinds of question its rules answer. */
    private record Entry(String id, Creature creature, CreatureRules rules, int changes) {}

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
        boolean same = e != null && e.id.equals(id);
        entries[i] = new Entry(id, c, same ? e.rules : null, same ? e.changes : 0);
        return c;
    }

    /**
     * The rules of a creature, as the scenario gives them.
     *
     * @param id the creature's id
     * @return its rules
     */
    public CreatureRules rules(String id) {
        return withRules(id).rules;
    }

    /**
     * Whether a creature's rules may change one kind of what it would do ({@link CreatureRules#mayChange}), as the
     * rules answered when first asked.
     *
     * @param id the creature's id
     * @param kind the kind's number ({@link WouldKinds})
     * @return whether the rules are to be asked that kind
     */
    boolean mayChange(String id, int kind) {
        return (withRules(id).changes & (1 << kind)) != 0;
    }

    /** The entry of an id, with its rules. */
    private Entry withRules(String id) {
        int i = id.hashCode() & (SLOTS - 1);
        Entry e = entries[i];
        if (e != null && e.rules != null && (e.id == id || e.id.equals(id))) {
            return e;
        }
        CreatureRules r = scenario.creatureRules(id);
        Entry made = new Entry(id, e != null && e.id.equals(id) ? e.creature : null, r, WouldKinds.mask(r));
        entries[i] = made;
        return made;
    }
}

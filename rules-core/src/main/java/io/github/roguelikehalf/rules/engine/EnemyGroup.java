package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Creature;

/**
 * One group of enemies in an encounter: a group of Weak Creatures counted by number, or one Strong Creature
 * counted by Life. The creature's data is copied into the state, so state is plain data.
 *
 * @param id the group's id in actions, e.g. {@code goblins}
 * @param creature the creature
 * @param initial the number (Weak) or Life (Strong) it started the encounter with, the baseline for fleeing
 * @param current the number or Life left
 * @param fled whether it fled
 * @param fightToTheDeath whether it never flees (EN §35, §38 / JP §34, §37)
 */
public record EnemyGroup(
        String id, Creature creature, int initial, int current, boolean fled, boolean fightToTheDeath) {

    /** Validates the counts. */
    public EnemyGroup {
        if (initial < 1 || current < 0 || current > initial) {
            throw new IllegalArgumentException(id + ": current " + current + " must be 0.." + initial);
        }
    }

    /**
     * Whether it is still in the fight.
     *
     * @return true if neither defeated nor fled
     */
    public boolean active() {
        return current > 0 && !fled;
    }

    /**
     * Its attacks per round: one per Weak Creature, the Strong Creature's count (EN §37 / JP §35).
     *
     * @return the attacks
     */
    public int attacks() {
        return creature.strong() ? creature.attacks() : current;
    }

    EnemyGroup damaged(int amount) {
        return new EnemyGroup(id, creature, initial, Math.max(0, current - amount), fled, fightToTheDeath);
    }

    EnemyGroup fleeing() {
        return new EnemyGroup(id, creature, initial, current, true, fightToTheDeath);
    }

    EnemyGroup toTheDeath() {
        return new EnemyGroup(id, creature, initial, current, fled, true);
    }
}

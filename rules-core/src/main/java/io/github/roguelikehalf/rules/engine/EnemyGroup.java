package io.github.roguelikehalf.rules.engine;

/**
 * One group of enemies in an encounter, by reference: a group of Weak Creatures counted by number, or one Strong
 * Creature counted by Life (EN §37 / JP §35). It names its creature by id; the scenario holds the creature's data
 * and rules, and the group holds only what changes.
 *
 * @param id the group's id in actions, e.g. {@code goblins}
 * @param creatureId the scenario's id of the creature
 * @param initial the number (Weak) or Life (Strong) it started the encounter with, the baseline for fleeing
 * @param current the number or Life left
 * @param fled whether it fled
 * @param fightToTheDeath whether it never flees (EN §35, §38 / JP §34, §37)
 * @param slept how many of its Weak Creatures Knockout put to sleep (EN §19 / JP §19): they count as defeated, are no
 *     longer in {@code current}, and may be captured
 */
public record EnemyGroup(
        String id, String creatureId, int initial, int current, boolean fled, boolean fightToTheDeath, int slept) {

    /** Validates the counts. */
    public EnemyGroup {
        if (initial < 1 || current < 0 || current > initial) {
            throw new IllegalArgumentException(id + ": current " + current + " must be 0.." + initial);
        }
        if (slept < 0 || slept > initial - current) {
            throw new IllegalArgumentException(
                    id + ": slept " + slept + " must be 0.." + (initial - current) + " (those no longer fighting)");
        }
    }

    /**
     * A group with nobody asleep.
     *
     * @param id the group's id
     * @param creatureId the creature's id
     * @param initial the number or Life it started with
     * @param current the number or Life left
     * @param fled whether it fled
     * @param fightToTheDeath whether it never flees
     */
    public EnemyGroup(String id, String creatureId, int initial, int current, boolean fled, boolean fightToTheDeath) {
        this(id, creatureId, initial, current, fled, fightToTheDeath, 0);
    }

    /**
     * A group at the start of an encounter, named after its creature.
     *
     * @param creatureId the creature's id, also the group's id
     * @param count the number (Weak) or Life (Strong)
     * @return the group
     */
    public static EnemyGroup of(String creatureId, int count) {
        return new EnemyGroup(creatureId, creatureId, count, count, false, false);
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
     * This group with {@code amount} fewer creatures (or less Life for a strong creature), never below 0.
     *
     * @param amount the damage
     * @return the copy
     */
    public EnemyGroup damaged(int amount) {
        return new EnemyGroup(id, creatureId, initial, Math.max(0, current - amount), fled, fightToTheDeath, slept);
    }

    /**
     * This group with {@code amount} more, never above its initial number less those asleep (healing wakes nobody).
     *
     * @param amount what is healed
     * @return the copy
     */
    public EnemyGroup healed(int amount) {
        return new EnemyGroup(
                id, creatureId, initial, Math.min(initial - slept, current + amount), fled, fightToTheDeath, slept);
    }

    /**
     * This group fleeing.
     *
     * @return the copy
     */
    public EnemyGroup fleeing() {
        return new EnemyGroup(id, creatureId, initial, current, true, fightToTheDeath, slept);
    }

    /**
     * This group fighting to the death (it never flees).
     *
     * @return the copy
     */
    public EnemyGroup toTheDeath() {
        return new EnemyGroup(id, creatureId, initial, current, fled, true, slept);
    }

    /** This group with {@code n} more asleep, taken out of the fight (the caller then counts them as defeated). */
    public EnemyGroup asleep(int n) {
        return new EnemyGroup(id, creatureId, initial, current, fled, fightToTheDeath, slept + n);
    }
}

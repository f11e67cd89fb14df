package io.github.roguelikehalf.rules.magic;

/**
 * The arithmetic of the spells and miracles (EN §19, §21 / JP §19, §21) as pure functions, the ones the engine
 * uses, so that a bot or a scenario can weigh a cast without playing it. {@code power} is the total of the Sorcery or
 * Divinity roll (with any critical bonus dice already added), {@code level} the target's level.
 */
public final class SpellMath {

    /** The Life a successful Ice Lance takes from a Strong Creature (EN §19 / JP §19). */
    public static final int ICE_LANCE_DAMAGE = 2;

    /** The arrows of light an Invoke starts with (EN §21 / JP §21). */
    public static final int INVOKE_ARROWS = 2;

    /** The extra Life a ration heals after Communion (EN §21 / JP §21). */
    public static final int COMMUNION_BONUS = 1;

    /** The defence bonus of Fortify (EN §21 / JP §21). */
    public static final int FORTIFY_BONUS = 1;

    private SpellMath() {}

    /**
     * Knockout (EN §19 / JP §19): how many Weak Creatures of the group fall asleep. One when the power reaches the
     * level, one more per full 2 points above it, never more than the group.
     *
     * @param power the Sorcery roll's total
     * @param level the creatures' level
     * @param groupSize the creatures left in the group
     * @return the number put to sleep, 0..groupSize
     */
    public static int knockoutSlept(int power, int level, int groupSize) {
        return knockoutSlept(power, level, groupSize, false);
    }

    /**
     * Knockout with the roll's critical: a critical succeeds, so at least one creature sleeps even when the power
     * stays below the level.
     *
     * @param power the Sorcery roll's total, bonus dice included
     * @param level the creatures' level
     * @param groupSize the creatures left in the group
     * @param critical whether the roll was a critical
     * @return the number put to sleep, 0..groupSize
     */
    public static int knockoutSlept(int power, int level, int groupSize, boolean critical) {
        checkCounts(level, groupSize);
        int n = power >= level ? 1 + (power - level) / 2 : critical ? 1 : 0;
        return Math.min(n, groupSize);
    }

    /**
     * Fireball (EN §19 / JP §19): how many enemies take 1 damage each. Narrow: the target when the power reaches the
     * level, one more per point above it. Wide: one per whole multiple of the level. Never more than the enemies
     * left (a lone Strong Creature counts as one: a Fireball never hurts the same enemy twice).
     *
     * @param power the Sorcery roll's total
     * @param level the target's level
     * @param space where it is cast
     * @param enemiesLeft the creatures of the group left (1 for a Strong Creature)
     * @return the enemies hit, 0..enemiesLeft
     */
    public static int fireballHits(int power, int level, Space space, int enemiesLeft) {
        return fireballHits(power, level, space, enemiesLeft, false);
    }

    /**
     * Fireball with the roll's critical: a critical succeeds, so at least one enemy is hit.
     *
     * @param power the Sorcery roll's total, bonus dice included
     * @param level the target's level
     * @param space where it is cast
     * @param enemiesLeft the creatures of the group left (1 for a Strong Creature)
     * @param critical whether the roll was a critical
     * @return the enemies hit, 0..enemiesLeft
     */
    public static int fireballHits(int power, int level, Space space, int enemiesLeft, boolean critical) {
        checkCounts(level, enemiesLeft);
        int n = switch (space) {
            case NARROW -> power >= level ? 1 + power - level : 0;
            case WIDE -> Math.max(0, power) / level;
        };
        if (critical) {
            n = Math.max(n, 1);
        }
        return Math.min(n, enemiesLeft);
    }

    /**
     * Ice Lance (EN §19 / JP §19): the damage to its one target. 2 Life from a Strong Creature; against a Weak group
     * the two points kill one creature, the one targeted.
     *
     * @param success whether the Sorcery roll reached the target's level (or was a critical)
     * @param strong whether the target is a Strong Creature
     * @return Life lost (Strong) or creatures killed (Weak)
     */
    public static int iceLanceDamage(boolean success, boolean strong) {
        if (!success) {
            return 0;
        }
        return strong ? ICE_LANCE_DAMAGE : 1;
    }

    /**
     * Whether a roll's power reaches a level: the success of Knockout, Ice Lance, Indoctrinate and each Invoke arrow
     * (a critical succeeds as well, whatever the power).
     *
     * @param power the roll's total
     * @param level the target's level
     * @return true if power is at least level
     */
    public static boolean reaches(int power, int level) {
        return power >= level;
    }

    /**
     * Friendship against a gold bribe (EN §19 / JP §19): a tenth of it, rounded down (so it may be 0).
     *
     * @param gold the bribe asked, at least 0
     * @return the bribe after the spell
     */
    public static int friendshipBribe(int gold) {
        if (gold < 0) {
            throw new IllegalArgumentException("a bribe cannot be negative, was " + gold);
        }
        return gold / 10;
    }

    /**
     * Friendship on the reaction die (EN §19 / JP §19): the face moved by one, which must stay a face of the d6.
     *
     * @param face the face rolled, 1..6
     * @param up whether it is raised (else lowered)
     * @return the new face, or -1 when it would leave 1..6
     */
    public static int friendshipFace(int face, boolean up) {
        int next = up ? face + 1 : face - 1;
        return next >= 1 && next <= 6 ? next : -1;
    }

    private static void checkCounts(int level, int left) {
        if (level < 1 || left < 0) {
            throw new IllegalArgumentException(
                    "level must be at least 1 and enemies left at least 0; was level " + level + ", left " + left);
        }
    }
}

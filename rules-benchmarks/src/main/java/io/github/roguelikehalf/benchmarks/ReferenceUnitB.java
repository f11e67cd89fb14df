package io.github.roguelikehalf.benchmarks;

/**
 * A YARDSTICK, never used by the library: "Unit B" written as one plain, mutable, single-method loop with the same
 * rules as the engine plays them with the baseline policy under the English preset, so the benchmarks can say how
 * far the immutable engine is from the fastest code that plays the same combat.
 *
 * <p>What it plays: the party attacks first (the baseline finds both fights favourable); round 0 has no missiles;
 * in each melee round the hero attacks (1d6 + Technique 2 + two-handed weapon 1 against the level; a 6 always hits
 * and gives another attack, a 1 always misses: EN §8, §36), then each Soldier (1d6 + 0), then the enemies' attacks
 * are split evenly between the hero and the followers counted as one, the odd one to the followers (EN §36); the
 * hero defends with 1d6 + 2 + plate 1, a Soldier with 1d6 + 0; a failed defence costs the hero 1 Life and a
 * Soldier his life; Weak Creatures fall one per hit and flee below half (EN §38), the Strong Creature loses 1 Life
 * per hit and flees below half; the fight is won when no enemy is left, and one treasure roll follows (EN §39). It
 * does not model potions or escape, which the baseline policy does not use in these fights.
 */
public final class ReferenceUnitB {

    private ReferenceUnitB() {}

    /**
     * Plays one combat.
     *
     * @param seed the dice seed
     * @param strong false for six Weak Creatures of level 3, true for one Strong Creature of level 5, Life 6, 2 attacks
     * @return a summary of the end: the hero's Life * 100 + Soldiers left * 10 + enemies left
     */
    public static int combat(long seed, boolean strong) {
        long rng = seed;
        int level = strong ? 5 : 3;
        int initial = 6; // six Weak Creatures, or the Strong Creature's Life 6
        int enemies = initial;
        boolean fled = false;
        int heroLife = 8;
        int soldiers = 7;
        while (heroLife > 0 && enemies > 0 && !fled) {
            // the heroes' half: the hero, then the Soldiers
            boolean again = true;
            while (again && enemies > 0 && !fled) {
                rng += 0x9E3779B97F4A7C15L;
                int face = die(rng);
                again = face == 6;
                if (face == 6 || (face != 1 && face + 3 >= level)) {
                    enemies--;
                    fled = enemies > 0 && 2 * enemies < initial;
                }
            }
            for (int i = 0; i < soldiers && enemies > 0 && !fled; i++) {
                again = true;
                while (again && enemies > 0 && !fled) {
                    rng += 0x9E3779B97F4A7C15L;
                    int face = die(rng);
                    again = face == 6;
                    if (face == 6 || (face != 1 && face >= level)) {
                        enemies--;
                        fled = enemies > 0 && 2 * enemies < initial;
                    }
                }
            }
            if (enemies == 0 || fled) {
                break;
            }
            // the enemies' half: the split, then one defence roll per attack
            int attacks = strong ? 2 : enemies;
            int recipients = soldiers > 0 ? 2 : 1;
            int toHero = attacks / recipients;
            int toFollowers = attacks - toHero;
            for (int i = 0; i < toHero + (soldiers > 0 ? 0 : toFollowers); i++) {
                rng += 0x9E3779B97F4A7C15L;
                int face = die(rng);
                if (!(face == 6 || (face != 1 && face + 3 >= level))) {
                    heroLife--;
                    if (heroLife == 0) {
                        break;
                    }
                }
            }
            if (soldiers > 0) {
                for (int i = 0; i < toFollowers && heroLife > 0; i++) {
                    if (soldiers == 0) {
                        rng += 0x9E3779B97F4A7C15L;
                        int face = die(rng);
                        if (!(face == 6 || (face != 1 && face + 3 >= level))) {
                            heroLife--;
                        }
                        continue;
                    }
                    rng += 0x9E3779B97F4A7C15L;
                    int face = die(rng);
                    if (!(face == 6 || (face != 1 && face >= level))) {
                        soldiers--;
                    }
                }
            }
        }
        if (heroLife > 0) {
            rng += 0x9E3779B97F4A7C15L;
            heroLife += die(rng) == 7 ? 1 : 0; // the treasure roll: drawn, its value unused here
        }
        return heroLife * 100 + soldiers * 10 + enemies;
    }

    /** A face 1-6 from a SplitMix64 output (modulo bias is irrelevant to a yardstick). */
    private static int die(long state) {
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return (int) Long.remainderUnsigned(z, 6) + 1;
    }
}

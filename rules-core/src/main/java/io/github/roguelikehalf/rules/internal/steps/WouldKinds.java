package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.List;

/**
 * The kinds of {@link Would}, numbered in the order {@code Would} permits them, and which of them a creature's rules
 * may change ({@link CreatureRules#mayChange}), as one bit for each kind: asked once for each rules, so that the engine
 * asks the rules only what they may change.
 */
final class WouldKinds {

    /** Every kind, in the order {@code Would} permits them: a kind's number is its place here. */
    @SuppressWarnings("unchecked") // Would permits only its own kinds
    private static final List<Class<? extends Would>> KINDS =
            List.of((Class<? extends Would>[]) Would.class.getPermittedSubclasses());

    static final int LEVEL = of(Would.Level.class);
    static final int ATTACKS = of(Would.Attacks.class);
    static final int AIM = of(Would.Aim.class);
    static final int ATTACK_ROLL = of(Would.AttackRoll.class);
    static final int DEFENCE_ROLL = of(Would.DefenceRoll.class);
    static final int DAMAGE = of(Would.Damage.class);
    static final int FIXED_REACTION = of(Would.FixedReaction.class);
    static final int ASKS_BRIBE = of(Would.AsksBribe.class);
    static final int TAKES_BRIBES = of(Would.TakesBribes.class);
    static final int FIGHTS_TO_THE_DEATH = of(Would.FightsToTheDeath.class);
    static final int TARGETED = of(Would.Targeted.class);
    static final int HOLY_WATER = of(Would.HolyWater.class);
    static final int TREASURE_ROLLS = of(Would.TreasureRolls.class);

    private WouldKinds() {}

    /**
     * The number of a kind.
     *
     * @param kind a kind of {@code Would}
     * @return its number, 0 to the number of kinds less one
     */
    static int of(Class<?> kind) {
        int i = KINDS.indexOf(kind);
        if (i < 0) {
            throw new IllegalArgumentException("not a kind of Would: " + kind);
        }
        return i;
    }

    /**
     * The kinds rules may change, one bit for each ({@code 1 << number}): none for the base rules, else each kind the
     * rules say they may change.
     *
     * @param rules a creature's rules
     * @return the bits
     */
    static int mask(CreatureRules rules) {
        if (rules == CreatureRules.BASE) {
            return 0;
        }
        int mask = 0;
        for (int i = 0; i < KINDS.size(); i++) {
            if (rules.mayChange(KINDS.get(i))) {
                mask |= 1 << i;
            }
        }
        return mask;
    }

    /**
     * Whether rules may change one kind, asked of the rules themselves.
     *
     * @param rules a creature's rules
     * @param kind the kind's number
     * @return whether they may change it
     */
    static boolean mayChange(CreatureRules rules, int kind) {
        return rules != CreatureRules.BASE && rules.mayChange(KINDS.get(kind));
    }
}

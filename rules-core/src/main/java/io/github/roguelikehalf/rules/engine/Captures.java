package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Creature;

/**
 * Which Weak Creatures ropes may capture after a won fight (EN §28 / JP §27; the rope's use is {@code RopeItem}): one
 * rope binds one creature; every sleeper may be bound. In the English text a rope alone
 * will do on a defeated Weak Creature; in the Japanese text ({@link RuleOptions#captureNeedsKnockout()}) the creature
 * must have been put to sleep by Knockout first.
 */
public final class Captures {

    /** The rule section of capturing. */
    public static final String RULE = "EN §28 / JP §27";

    private Captures() {}

    /**
     * Whether a group's creature may be captured: a Weak Creature whose group has creatures asleep (they count as
     * defeated, EN §19 / JP §19, whatever the rest of the group did), or, where the rules do not ask for sleep, a
     * group defeated and not fled.
     *
     * @param creature the group's creature
     * @param group the group after the fight
     * @param slept whether some of the group's creatures were put to sleep by Knockout (or the Flute of Peace)
     * @param options the rule options
     * @return true if a rope may bind one of them
     */
    public static boolean capturable(Creature creature, EnemyGroup group, boolean slept, RuleOptions options) {
        return !creature.strong()
                && (slept || (!group.fled() && group.current() == 0 && !options.captureNeedsKnockout()));
    }

    /**
     * How many creatures of a group ropes may bind (EN §19, §28 / JP §19, §27: one rope, one creature): every
     * sleeper, or, without sleepers where the rules do not ask for sleep, one of a group defeated and not fled.
     */
    public static int captures(Creature creature, EnemyGroup group, RuleOptions options) {
        if (!capturable(creature, group, group.slept() > 0, options)) {
            return 0;
        }
        return Math.max(1, group.slept());
    }
}

package io.github.roguelikehalf.rules.follower;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.magic.MagicTags;
import java.util.Set;

/**
 * An active War Doll (EN §40 / JP §39): a combat follower of its own, beside the follower groups (whose members all
 * have 1 Life), with Technique 1, its own Life, two attacks a melee round and, in the English preset, one ignored
 * point of damage per adventure. It is activated with {@code Party.activateWarDoll} or the action {@code use HERO
 * war-doll}; destroyed, it is gone for good. See {@link RuleOptions#warDoll()}.
 *
 * @param life its Life, 1..{@link #maxLife(RuleOptions)}
 * @param guardUsed whether it has ignored its point of damage this adventure (English preset)
 * @param sitsOut whether the player keeps it out of the current round: it neither attacks nor is attacked
 */
public record WarDoll(int life, boolean guardUsed, boolean sitsOut) {

    /** The rule section. */
    public static final String RULE = "EN §40 / JP §39";

    /** The key actions and events use for the doll, as for a follower group. */
    public static final String KEY = "war-doll";

    /** Its Technique (EN §40 / JP §39). */
    public static final int TECHNIQUE = 1;

    /** Its attacks in a melee round (EN §40 / JP §39). */
    public static final int ATTACKS = 2;

    /** The damage type of its claws (EN §40: Slashing; JP §39: sharp claws). */
    public static final DamageType DAMAGE = DamageType.SLASHING;

    /** The experience its activation costs (EN §40 / JP §39). */
    public static final int ACTIVATION_COST = 1;

    /** Checks the Life. */
    public WarDoll {
        if (life < 1 || life > 2) {
            throw new RuleViolationException(RULE, "an active War Doll has 1 or 2 Life, was " + life);
        }
    }

    /**
     * A doll just activated, or back after an adventure: Life full, its guard unused, taking part.
     *
     * @param options the rule options
     * @return the doll
     */
    public static WarDoll activated(RuleOptions options) {
        return new WarDoll(maxLife(options), false, false);
    }

    /**
     * Its Life when activated: 1 (EN §40) or 2 (JP §39).
     *
     * @param options the rule options
     * @return the Life
     */
    public static int maxLife(RuleOptions options) {
        return options.warDoll() == RuleOptions.WarDollRules.ENGLISH ? 1 : 2;
    }

    /**
     * Its creature tags: Golem in the English preset (EN §40), so what stops Golems (Knockout, {@link MagicTags})
     * stops it; none in the Japanese (JP §39).
     *
     * @param options the rule options
     * @return the tags
     */
    public static Set<String> tags(RuleOptions options) {
        return options.warDoll() == RuleOptions.WarDollRules.ENGLISH ? Set.of(MagicTags.GOLEM) : Set.of();
    }

    /**
     * Whether it ignores a point of damage now: once per adventure, English preset only (EN §40).
     *
     * @param options the rule options
     * @return true if its guard is still there
     */
    public boolean guards(RuleOptions options) {
        return options.warDoll() == RuleOptions.WarDollRules.ENGLISH && !guardUsed;
    }

    /**
     * This doll taking part in the round or sitting it out.
     *
     * @param out true to keep it out of the round
     * @return the new doll
     */
    public WarDoll sittingOut(boolean out) {
        return new WarDoll(life, guardUsed, out);
    }
}

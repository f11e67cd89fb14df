package io.github.roguelikehalf.rules;

import io.github.roguelikehalf.rules.internal.ValueStyle;
import org.immutables.value.Value;

/**
 * The points where the two rule texts differ, or where neither decides, one named field each.
 *
 * <p>Two presets exist: {@link #englishEdition()} (the default, following the English intermediate text, which
 * is the later edition and the one the sample scenario is written against) and {@link #japaneseVer46()} (the
 * Japanese base rules Ver. 4.6, reproduced as written). Start from a preset and change single points with the
 * generated {@code with*} methods, e.g. {@code RuleOptions.englishEdition().withFleeThreshold(FleeThreshold.HALF_OR_LESS)}.
 *
 * <p>Every field names the catalogue entry and the sections of both texts it stands for; {@code docs/rulings.md}
 * explains each choice. Section numbers are given as "EN §n / JP §m" because the two texts number differently
 * from §24 on.
 */
@Value.Immutable
@ValueStyle
public abstract class RuleOptions {

    RuleOptions() {}

    /** The edition a preset stands for. A value changed with a {@code with*} method keeps the edition it started from. */
    public enum Edition {
        /** The English intermediate text (EN §1-§47). */
        ENGLISH,
        /** The Japanese base rules Ver. 4.6 (JP §1-§47). */
        JAPANESE_VER_4_6
    }

    /** When fleeing enemies leave (C-34: EN §35/§37/§38/§47 vs JP §37/§47). */
    public enum FleeThreshold {
        /** Flee when the count or Life is below half of the initial value: {@code 2 * current < initial}. */
        BELOW_HALF,
        /** Flee when the count or Life is half or less of the initial value: {@code 2 * current <= initial}. */
        HALF_OR_LESS;

        /**
         * Whether an enemy at {@code current} of {@code initial} (count of a Weak Creature group, or Life of a
         * Strong Creature) has reached the flee threshold.
         *
         * @param current the current count or Life
         * @param initial the count or Life the enemy started the encounter with
         * @return true if the enemy flees
         */
        public boolean reached(int current, int initial) {
            return this == BELOW_HALF ? 2 * current < initial : 2 * current <= initial;
        }
    }

    /** How followers work with two heroes (C-30: EN §32 vs JP §31, EN §56). */
    public enum TwoHeroFollowers {
        /** Two heroes take no followers at all (JP §31; also EN §56 of the scenario). */
        NONE,
        /** Each hero's Follower score base drops from 7 to 0; experience may still raise it (EN §32). */
        BASE_ZERO
    }

    /** What the War Doll magic treasure is (C-41: EN §40 vs JP §39). */
    public enum WarDollRules {
        /** Technique 1, Life 1, Golem, ignores 1 damage once per adventure, Follower score +1 (EN §40). */
        ENGLISH,
        /** Technique 1, Life 2, healed to 2 after each adventure it survives (JP §39). */
        JAPANESE
    }

    /** The preset this value started from. */
    public abstract Edition edition();

    /**
     * The most experience can raise the Follower score above its base of 7 (C-06: EN §15 "+2" vs JP §15 "+3";
     * JP §31 says 7 to 9).
     */
    public abstract int followerGrowthCap();

    /** Dexterity heroes have the Power Shot skill (C-08: EN §17, §24; absent in JP). */
    public abstract boolean powerShot();

    /**
     * A ranged shot is a Dexterity roll, so a Dexterity hero may use Dexterity and light armour's Dexterity bonus
     * applies (C-20, AMB-04: JP §27 bow, JP §35); otherwise it is an ordinary attack roll (EN §28, §36).
     */
    public abstract boolean rangedAttackIsDexterityRoll();

    /** The flee threshold of enemies (C-34). */
    public abstract FleeThreshold fleeThreshold();

    /**
     * "Flee if outnumbered" creatures also always flee once below half of the number that appeared (C-35: JP §34
     * only).
     */
    public abstract boolean outnumberedFleeAlsoAtHalf();

    /** Losing armour or a shield lowers current Life as well as max Life (C-28: JP §29); otherwise only max (EN §30). */
    public abstract boolean armourLossLowersCurrentLife();

    /** Followers with two heroes (C-30). */
    public abstract TwoHeroFollowers twoHeroFollowers();

    /** Followers may be released at any time, freeing their place (C-31: EN §32; absent in JP). */
    public abstract boolean releaseFollowersAnyTime();

    /** A life check may use Technique instead of Life (C-04: JP §10; EN §10 names only Life). */
    public abstract boolean lifeCheckMayUseTechnique();

    /** Power Attack works with melee weapons only (C-18: JP §22; EN §22 says any attack). */
    public abstract boolean powerAttackMeleeOnly();

    /**
     * Power Defend may be used against missiles in round 0, not only against melee attacks (C-18: EN §22 says defense
     * checks; JP §22 ties Power Attack and Power Defend to melee weapons).
     */
    public abstract boolean powerDefendAgainstMissiles();

    /**
     * An attack critical grants another attack with any ranged weapon, not only a thrown one (C-03: JP §8 "飛び道具";
     * EN §8 "melee weapon or throwing weapon").
     */
    public abstract boolean criticalExtraAttackWithAnyRangedWeapon();

    /** A Squire swaps shield, lantern and other hand-held items too, not only the weapon (C-25: EN §28 vs JP §27). */
    public abstract boolean squireSwapsAllHandItems();

    /**
     * The party must hold a lantern, and a dead holder's lantern must be picked up, which takes a round (C-23: JP
     * §27; EN §28 only gives the -2 without a lantern). When false, a hero picks it up in a fight at no cost, among his
     * items, and holding it costs what taking his own lantern in hand costs (EN §28, §36).
     */
    public abstract boolean lanternPickUpTakesRound();

    /** A retry hero may be of the same level as the dead one, not only lower (C-43: JP §40 "以下"; EN §41 "lower than"). */
    public abstract boolean retryLevelMayEqualPrevious();

    /** Capturing needs a Knockout-slept creature and a Rope (C-22: JP §27); otherwise a Rope alone will do (EN §28). */
    public abstract boolean captureNeedsKnockout();

    /** Holy Water defeats two of any Weak Creature group, not only undead ones (C-24: JP §27 literal; EN §28 undead only). */
    public abstract boolean holyWaterHitsAnyWeakGroup();

    /** Friendship gives both effects (bribe and reaction shift) rather than one of them (C-13: EN §19 "Also"; JP §19 "または"). */
    public abstract boolean friendshipBothEffects();

    /** Knockout also fails against Mobile Weapons and Constructs (C-10: EN §19 lists them; JP §19 does not). */
    public abstract boolean knockoutImmunityIncludesConstructs();

    /** Craft Arms may create ranged weapons (C-12: JP §19 says so; EN §19 says "weapon or armor"). */
    public abstract boolean craftArmsIncludesRangedWeapons();

    /**
     * Fortify lasts until the end of combat and covers combat followers only (C-15: JP §21); EN §21 gives no
     * duration and says "all Followers".
     */
    public abstract boolean fortifyUntilEndOfCombat();

    /** Indoctrinate may be cast once at a Weak Creature as it flees (C-16: JP §21 permission vs EN §21 restriction). */
    public abstract boolean indoctrinateOnFleeing();

    /** The Magical Targe helps only against Weak Creatures in a room (C-40: JP §39; EN §40: any creature's missiles). */
    public abstract boolean magicalTargeOnlyWeakCreaturesInRooms();

    /** The Searching Monocle helps only Dexterity rolls examining empty rooms and corridors (C-39: JP §39 vs EN §40). */
    public abstract boolean searchingMonocleEmptyRoomsOnly();

    /** The War Doll (C-41). */
    public abstract WarDollRules warDoll();

    /** The tile escaped from does not count toward the adventure (C-45: JP §42, EN §58; EN §42 says "counted once"). */
    public abstract boolean escapedTileNotCounted();

    /** Heroes above this experience level are outside what the texts cover (C-07: EN §15, JP title "+6 levels"). */
    public abstract int maxCoveredLevel();

    /**
     * The English intermediate text: the default preset. The value is an {@link ImmutableRuleOptions}, so single
     * points can be changed with its {@code with*} methods.
     *
     * @return the English preset
     */
    public static ImmutableRuleOptions englishEdition() {
        return Presets.ENGLISH;
    }

    /**
     * The Japanese base rules Ver. 4.6, as written. The value is an {@link ImmutableRuleOptions}, so single points
     * can be changed with its {@code with*} methods.
     *
     * @return the Japanese preset
     */
    public static ImmutableRuleOptions japaneseVer46() {
        return Presets.JAPANESE;
    }

    /**
     * The default options: {@link #englishEdition()}.
     *
     * @return the English preset
     */
    public static ImmutableRuleOptions defaults() {
        return Presets.ENGLISH;
    }

    /**
     * The presets, in a holder class: if {@code RuleOptions} built them in its own static initializer, it would
     * initialize its subclass {@code ImmutableRuleOptions} while being initialized, which can deadlock when another
     * thread initializes {@code ImmutableRuleOptions} first.
     */
    private static final class Presets {

        private Presets() {}

        static final ImmutableRuleOptions ENGLISH = ImmutableRuleOptions.builder()
                .edition(Edition.ENGLISH)
                .followerGrowthCap(2)
                .powerShot(true)
                .rangedAttackIsDexterityRoll(false)
                .fleeThreshold(FleeThreshold.BELOW_HALF)
                .outnumberedFleeAlsoAtHalf(false)
                .armourLossLowersCurrentLife(false)
                .twoHeroFollowers(TwoHeroFollowers.BASE_ZERO)
                .releaseFollowersAnyTime(true)
                .lifeCheckMayUseTechnique(false)
                .powerAttackMeleeOnly(false)
                .powerDefendAgainstMissiles(true)
                .criticalExtraAttackWithAnyRangedWeapon(false)
                .squireSwapsAllHandItems(true)
                .lanternPickUpTakesRound(false)
                .retryLevelMayEqualPrevious(true)
                .captureNeedsKnockout(false)
                .holyWaterHitsAnyWeakGroup(false)
                .friendshipBothEffects(true)
                .knockoutImmunityIncludesConstructs(true)
                .craftArmsIncludesRangedWeapons(false)
                .fortifyUntilEndOfCombat(true)
                .indoctrinateOnFleeing(false)
                .magicalTargeOnlyWeakCreaturesInRooms(false)
                .searchingMonocleEmptyRoomsOnly(false)
                .warDoll(WarDollRules.ENGLISH)
                .escapedTileNotCounted(true)
                .maxCoveredLevel(16)
                .build();

        static final ImmutableRuleOptions JAPANESE = ImmutableRuleOptions.builder()
                .edition(Edition.JAPANESE_VER_4_6)
                .followerGrowthCap(3)
                .powerShot(false)
                .rangedAttackIsDexterityRoll(true)
                .fleeThreshold(FleeThreshold.HALF_OR_LESS)
                .outnumberedFleeAlsoAtHalf(true)
                .armourLossLowersCurrentLife(true)
                .twoHeroFollowers(TwoHeroFollowers.NONE)
                .releaseFollowersAnyTime(false)
                .lifeCheckMayUseTechnique(true)
                .powerAttackMeleeOnly(true)
                .powerDefendAgainstMissiles(false)
                .criticalExtraAttackWithAnyRangedWeapon(true)
                .squireSwapsAllHandItems(false)
                .lanternPickUpTakesRound(true)
                .retryLevelMayEqualPrevious(true)
                .captureNeedsKnockout(true)
                .holyWaterHitsAnyWeakGroup(true)
                .friendshipBothEffects(false)
                .knockoutImmunityIncludesConstructs(false)
                .craftArmsIncludesRangedWeapons(true)
                .fortifyUntilEndOfCombat(true)
                .indoctrinateOnFleeing(true)
                .magicalTargeOnlyWeakCreaturesInRooms(true)
                .searchingMonocleEmptyRoomsOnly(true)
                .warDoll(WarDollRules.JAPANESE)
                .escapedTileNotCounted(true)
                .maxCoveredLevel(16)
                .build();
    }

    @Value.Check
    void check() {
        if (followerGrowthCap() < 0 || followerGrowthCap() > 3) {
            throw new IllegalArgumentException(
                    "followerGrowthCap must be 0..3 (EN §15: 2, JP §15: 3), was " + followerGrowthCap());
        }
        if (maxCoveredLevel() < 10) {
            throw new IllegalArgumentException("maxCoveredLevel must be at least 10 (§16), was " + maxCoveredLevel());
        }
    }
}

package io.github.roguelikehalf.json.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The records of snapshot format version 1, one per JSON object of {@code snapshot-v1.schema.json}, field for field.
 * They are the format: a change here is a new version. They hold plain JSON values (strings for keys and enum names,
 * boxed numbers and booleans so that a missing field reads as null and is reported by {@link Read}), never core
 * types, so a refactoring of the core changes only the mapping in {@link Write} and {@link Read}.
 *
 * <p>Absent optional values are left out when written; collections are always written, sets and maps in canonical
 * (sorted) order.
 */
public final class Dto {

    private Dto() {}

    /**
     * A whole document: exactly one of game, hero and scenarioState is present, as {@code kind} says.
     *
     * @param format always {@code roguelike-half/snapshot}
     * @param version always 1
     * @param kind {@code game}, {@code hero} or {@code scenario-state}
     * @param game the state of an adventure
     * @param hero a hero on its own
     * @param scenarioState a scenario's own state on its own (a campaign value)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Snapshot(
            String format,
            Integer version,
            String kind,
            Game game,
            Hero hero,
            DtoAdventure.ScenarioState scenarioState) {}

    /**
     * The state of an adventure.
     *
     * @param scenarioId the scenario's id
     * @param steps actions applied since the start
     * @param options the rule options, every field by name
     * @param rng the dice's state
     * @param party heroes and followers
     * @param progress how far the adventure has come
     * @param phase where it stands
     * @param scenarioState the scenario's own state
     */
    public record Game(
            String scenarioId,
            Long steps,
            Options options,
            Rng rng,
            Party party,
            DtoAdventure.Progress progress,
            DtoAdventure.Phase phase,
            DtoAdventure.ScenarioState scenarioState) {}

    /**
     * The rule options (see {@code RuleOptions}): enum values are kebab-case names.
     *
     * @param edition the preset it started from
     * @param followerGrowthCap see {@code RuleOptions.followerGrowthCap()}
     * @param powerShot see {@code RuleOptions.powerShot()}
     * @param rangedAttackIsDexterityRoll see {@code RuleOptions.rangedAttackIsDexterityRoll()}
     * @param fleeThreshold see {@code RuleOptions.fleeThreshold()}
     * @param outnumberedFleeAlsoAtHalf see {@code RuleOptions.outnumberedFleeAlsoAtHalf()}
     * @param armourLossLowersCurrentLife see {@code RuleOptions.armourLossLowersCurrentLife()}
     * @param twoHeroFollowers see {@code RuleOptions.twoHeroFollowers()}
     * @param releaseFollowersAnyTime see {@code RuleOptions.releaseFollowersAnyTime()}
     * @param lifeCheckMayUseTechnique see {@code RuleOptions.lifeCheckMayUseTechnique()}
     * @param powerAttackMeleeOnly see {@code RuleOptions.powerAttackMeleeOnly()}
     * @param powerDefendAgainstMissiles see {@code RuleOptions.powerDefendAgainstMissiles()}
     * @param criticalExtraAttackWithAnyRangedWeapon see {@code RuleOptions.criticalExtraAttackWithAnyRangedWeapon()}
     * @param squireSwapsAllHandItems see {@code RuleOptions.squireSwapsAllHandItems()}
     * @param lanternPickUpTakesRound see {@code RuleOptions.lanternPickUpTakesRound()}
     * @param retryLevelMayEqualPrevious see {@code RuleOptions.retryLevelMayEqualPrevious()}
     * @param captureNeedsKnockout see {@code RuleOptions.captureNeedsKnockout()}
     * @param holyWaterHitsAnyWeakGroup see {@code RuleOptions.holyWaterHitsAnyWeakGroup()}
     * @param friendshipBothEffects see {@code RuleOptions.friendshipBothEffects()}
     * @param knockoutImmunityIncludesConstructs see {@code RuleOptions.knockoutImmunityIncludesConstructs()}
     * @param craftArmsIncludesRangedWeapons see {@code RuleOptions.craftArmsIncludesRangedWeapons()}
     * @param fortifyUntilEndOfCombat see {@code RuleOptions.fortifyUntilEndOfCombat()}
     * @param indoctrinateOnFleeing see {@code RuleOptions.indoctrinateOnFleeing()}
     * @param magicalTargeOnlyWeakCreaturesInRooms see {@code RuleOptions.magicalTargeOnlyWeakCreaturesInRooms()}
     * @param searchingMonocleEmptyRoomsOnly see {@code RuleOptions.searchingMonocleEmptyRoomsOnly()}
     * @param warDoll see {@code RuleOptions.warDoll()}
     * @param escapedTileNotCounted see {@code RuleOptions.escapedTileNotCounted()}
     * @param maxCoveredLevel see {@code RuleOptions.maxCoveredLevel()}
     */
    public record Options(
            String edition,
            Integer followerGrowthCap,
            Boolean powerShot,
            Boolean rangedAttackIsDexterityRoll,
            String fleeThreshold,
            Boolean outnumberedFleeAlsoAtHalf,
            Boolean armourLossLowersCurrentLife,
            String twoHeroFollowers,
            Boolean releaseFollowersAnyTime,
            Boolean lifeCheckMayUseTechnique,
            Boolean powerAttackMeleeOnly,
            Boolean powerDefendAgainstMissiles,
            Boolean criticalExtraAttackWithAnyRangedWeapon,
            Boolean squireSwapsAllHandItems,
            Boolean lanternPickUpTakesRound,
            Boolean retryLevelMayEqualPrevious,
            Boolean captureNeedsKnockout,
            Boolean holyWaterHitsAnyWeakGroup,
            Boolean friendshipBothEffects,
            Boolean knockoutImmunityIncludesConstructs,
            Boolean craftArmsIncludesRangedWeapons,
            Boolean fortifyUntilEndOfCombat,
            Boolean indoctrinateOnFleeing,
            Boolean magicalTargeOnlyWeakCreaturesInRooms,
            Boolean searchingMonocleEmptyRoomsOnly,
            String warDoll,
            Boolean escapedTileNotCounted,
            Integer maxCoveredLevel) {}

    /**
     * The dice's state.
     *
     * @param seed the seed
     * @param counter values drawn
     */
    public record Rng(Long seed, Long counter) {}

    /**
     * Heroes and followers.
     *
     * @param heroes one or two
     * @param followers the followers
     */
    public record Party(List<Hero> heroes, Followers followers) {}

    /**
     * A hero.
     *
     * @param id id
     * @param name name
     * @param subAttribute sub-attribute name
     * @param growth points bought
     * @param level experience level
     * @param experience unspent experience
     * @param technique current Technique
     * @param life current Life
     * @param subAttributeValue current sub-attribute
     * @param spells spells known, sorted
     * @param miracles miracles known, sorted
     * @param equipment equipment
     * @param effects effects by key
     */
    public record Hero(
            String id,
            String name,
            String subAttribute,
            Growth growth,
            Integer level,
            Integer experience,
            Integer technique,
            Integer life,
            Integer subAttributeValue,
            List<String> spells,
            List<String> miracles,
            Equipment equipment,
            Map<String, Effect> effects) {}

    /**
     * Growth bought.
     *
     * @param technique Technique points
     * @param life Life points
     * @param subAttribute sub-attribute points
     * @param followers Follower score points
     */
    public record Growth(Integer technique, Integer life, Integer subAttribute, Integer followers) {}

    /**
     * Equipment, items by canonical key.
     *
     * @param hands held items
     * @param armour worn armour, if any
     * @param carried carried items, in order
     * @param gold gold
     * @param rations rations
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Equipment(List<String> hands, String armour, List<String> carried, Integer gold, Integer rations) {}

    /**
     * An effect; its key is the key it is filed under.
     *
     * @param rule the rule section
     * @param scope scope name
     * @param usesLeft uses left, if limited
     * @param modifiers modifiers by check kind name
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Effect(String rule, String scope, Integer usesLeft, Map<String, Integer> modifiers) {}

    /**
     * Followers.
     *
     * @param groups groups in canonical order
     * @param magicianSorcery the Magicians' pool
     * @param magicianSpell the Magicians' spell, if chosen
     * @param effects effects by key
     * @param warDoll the active War Doll, if any (left out when there is none)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Followers(
            List<FollowerGroup> groups,
            Integer magicianSorcery,
            String magicianSpell,
            Map<String, Effect> effects,
            WarDoll warDoll) {}

    /**
     * An active War Doll.
     *
     * @param life its Life
     * @param guardUsed whether its once-per-adventure guard is spent
     * @param sitsOut whether it sits the current round out
     */
    public record WarDoll(Integer life, Boolean guardUsed, Boolean sitsOut) {}

    /**
     * Followers of one kind.
     *
     * @param kind canonical follower kind key
     * @param count how many
     */
    public record FollowerGroup(String kind, Integer count) {}
}

package io.github.roguelikehalf.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions.Edition;
import io.github.roguelikehalf.rules.RuleOptions.FleeThreshold;
import io.github.roguelikehalf.rules.RuleOptions.TwoHeroFollowers;
import io.github.roguelikehalf.rules.RuleOptions.WarDollRules;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The two presets and the single switches of {@link RuleOptions} (docs/rulings.md, "Options"). */
class RuleOptionsTest {

    /** One row of the table in docs/rulings.md: the field, its English value, its Japanese value. */
    private record Row(String field, Function<RuleOptions, Object> read, Object english, Object japanese) {}

    private static final List<Row> TABLE = List.of(
            new Row("edition", RuleOptions::edition, Edition.ENGLISH, Edition.JAPANESE_VER_4_6),
            new Row("followerGrowthCap", RuleOptions::followerGrowthCap, 2, 3),
            new Row("powerShot", RuleOptions::powerShot, true, false),
            new Row("rangedAttackIsDexterityRoll", RuleOptions::rangedAttackIsDexterityRoll, false, true),
            new Row("fleeThreshold", RuleOptions::fleeThreshold, FleeThreshold.BELOW_HALF, FleeThreshold.HALF_OR_LESS),
            new Row("outnumberedFleeAlsoAtHalf", RuleOptions::outnumberedFleeAlsoAtHalf, false, true),
            new Row("armourLossLowersCurrentLife", RuleOptions::armourLossLowersCurrentLife, false, true),
            new Row(
                    "twoHeroFollowers",
                    RuleOptions::twoHeroFollowers,
                    TwoHeroFollowers.BASE_ZERO,
                    TwoHeroFollowers.NONE),
            new Row("releaseFollowersAnyTime", RuleOptions::releaseFollowersAnyTime, true, false),
            new Row("lifeCheckMayUseTechnique", RuleOptions::lifeCheckMayUseTechnique, false, true),
            new Row("powerAttackMeleeOnly", RuleOptions::powerAttackMeleeOnly, false, true),
            new Row("powerDefendAgainstMissiles", RuleOptions::powerDefendAgainstMissiles, true, false),
            new Row(
                    "criticalExtraAttackWithAnyRangedWeapon",
                    RuleOptions::criticalExtraAttackWithAnyRangedWeapon,
                    false,
                    true),
            new Row("squireSwapsAllHandItems", RuleOptions::squireSwapsAllHandItems, true, false),
            new Row("lanternPickUpTakesRound", RuleOptions::lanternPickUpTakesRound, false, true),
            new Row("retryLevelMayEqualPrevious", RuleOptions::retryLevelMayEqualPrevious, true, true),
            new Row("captureNeedsKnockout", RuleOptions::captureNeedsKnockout, false, true),
            new Row("holyWaterHitsAnyWeakGroup", RuleOptions::holyWaterHitsAnyWeakGroup, false, true),
            new Row("friendshipBothEffects", RuleOptions::friendshipBothEffects, true, false),
            new Row("knockoutImmunityIncludesConstructs", RuleOptions::knockoutImmunityIncludesConstructs, true, false),
            new Row("craftArmsIncludesRangedWeapons", RuleOptions::craftArmsIncludesRangedWeapons, false, true),
            new Row("fortifyUntilEndOfCombat", RuleOptions::fortifyUntilEndOfCombat, true, true),
            new Row("indoctrinateOnFleeing", RuleOptions::indoctrinateOnFleeing, false, true),
            new Row(
                    "magicalTargeOnlyWeakCreaturesInRooms",
                    RuleOptions::magicalTargeOnlyWeakCreaturesInRooms,
                    false,
                    true),
            new Row("searchingMonocleEmptyRoomsOnly", RuleOptions::searchingMonocleEmptyRoomsOnly, false, true),
            new Row("warDoll", RuleOptions::warDoll, WarDollRules.ENGLISH, WarDollRules.JAPANESE),
            new Row("escapedTileNotCounted", RuleOptions::escapedTileNotCounted, true, true),
            new Row("maxCoveredLevel", RuleOptions::maxCoveredLevel, 16, 16));

    /** The fields RuleOptions declares: its public abstract accessors. */
    private static List<String> declaredFields() {
        List<String> names = new ArrayList<>();
        for (Method m : RuleOptions.class.getDeclaredMethods()) {
            if (Modifier.isAbstract(m.getModifiers())
                    && Modifier.isPublic(m.getModifiers())
                    && m.getParameterCount() == 0) {
                names.add(m.getName());
            }
        }
        return names;
    }

    @Test
    @DisplayName("rulings.md, Options: the table covers every field of RuleOptions, no more and no less")
    void tableCoversEveryField() {
        List<String> tableFields = new ArrayList<>();
        for (Row r : TABLE) {
            tableFields.add(r.field());
        }
        assertThat(tableFields).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(declaredFields());
        assertThat(TABLE).hasSize(28);
    }

    @Test
    @DisplayName("rulings.md, Options: every field of the English preset has the English value")
    void englishPreset() {
        Map<String, Object> actual = new LinkedHashMap<>();
        Map<String, Object> expected = new LinkedHashMap<>();
        for (Row r : TABLE) {
            actual.put(r.field(), r.read().apply(RuleOptions.englishEdition()));
            expected.put(r.field(), r.english());
        }
        assertThat(actual).containsExactlyEntriesOf(expected);
    }

    @Test
    @DisplayName("rulings.md, Options: every field of the Japanese Ver. 4.6 preset has the Japanese value")
    void japanesePreset() {
        Map<String, Object> actual = new LinkedHashMap<>();
        Map<String, Object> expected = new LinkedHashMap<>();
        for (Row r : TABLE) {
            actual.put(r.field(), r.read().apply(RuleOptions.japaneseVer46()));
            expected.put(r.field(), r.japanese());
        }
        assertThat(actual).containsExactlyEntriesOf(expected);
    }

    @Test
    @DisplayName("rulings.md, Presets: defaults() is the English preset")
    void defaultsIsEnglish() {
        assertThat(RuleOptions.defaults()).isEqualTo(RuleOptions.englishEdition());
        assertThat(RuleOptions.defaults().edition()).isEqualTo(Edition.ENGLISH);
        assertThat(RuleOptions.englishEdition()).isNotEqualTo(RuleOptions.japaneseVer46());
    }

    @Test
    @DisplayName("rulings.md, Presets: the presets are constants (same value on every call)")
    void presetsAreStable() {
        assertThat(RuleOptions.englishEdition()).isSameAs(RuleOptions.englishEdition());
        assertThat(RuleOptions.japaneseVer46()).isSameAs(RuleOptions.japaneseVer46());
    }

    @Test
    @DisplayName("rulings.md, Presets: a with* method on a preset changes that one field and keeps the edition")
    void withChangesOneField() {
        RuleOptions changed = RuleOptions.englishEdition().withFleeThreshold(FleeThreshold.HALF_OR_LESS);

        assertThat(changed.fleeThreshold()).isEqualTo(FleeThreshold.HALF_OR_LESS);
        assertThat(changed.edition()).isEqualTo(Edition.ENGLISH);
        assertThat(changed).isNotEqualTo(RuleOptions.englishEdition());
        for (Row r : TABLE) {
            if (!r.field().equals("fleeThreshold")) {
                assertThat(r.read().apply(changed)).as(r.field()).isEqualTo(r.english());
            }
        }
        // The preset itself is unchanged.
        assertThat(RuleOptions.englishEdition().fleeThreshold()).isEqualTo(FleeThreshold.BELOW_HALF);
    }

    @Test
    @DisplayName("EN §15 (C-06): withFollowerGrowthCap(2) on the Japanese preset changes only the cap")
    void withOnJapanesePreset() {
        RuleOptions changed = RuleOptions.japaneseVer46().withFollowerGrowthCap(2);

        for (Row r : TABLE) {
            Object expected = r.field().equals("followerGrowthCap") ? 2 : r.japanese();
            assertThat(r.read().apply(changed)).as(r.field()).isEqualTo(expected);
        }
    }

    @Test
    @DisplayName("rulings.md: setting a field back to the preset value gives a value equal to the preset")
    void withBackToPresetIsEqual() {
        RuleOptions roundTrip =
                RuleOptions.englishEdition().withPowerShot(false).withPowerShot(true);

        assertThat(roundTrip).isEqualTo(RuleOptions.englishEdition());
        assertThat(roundTrip.hashCode()).isEqualTo(RuleOptions.englishEdition().hashCode());
    }

    @ParameterizedTest(name = "{0} of 6: below half {1}, half or less {2}")
    @CsvSource({
        "6, false, false",
        "5, false, false",
        "4, false, false",
        "3, false, true",
        "2, true, true",
        "1, true, true",
        "0, true, true"
    })
    @DisplayName("C-34 (EN §38 / JP §37): from 6, BELOW_HALF flees at 2, HALF_OR_LESS already at 3")
    void fleeThresholdFromSix(int current, boolean belowHalf, boolean halfOrLess) {
        assertThat(FleeThreshold.BELOW_HALF.reached(current, 6)).isEqualTo(belowHalf);
        assertThat(FleeThreshold.HALF_OR_LESS.reached(current, 6)).isEqualTo(halfOrLess);
    }

    @ParameterizedTest(name = "{0} of 5: below half {1}, half or less {2}")
    @CsvSource({"5, false, false", "4, false, false", "3, false, false", "2, true, true", "1, true, true"})
    @DisplayName("C-34 (EN §38 / JP §37): from 5 (odd), both thresholds flee at 2")
    void fleeThresholdFromFive(int current, boolean belowHalf, boolean halfOrLess) {
        assertThat(FleeThreshold.BELOW_HALF.reached(current, 5)).isEqualTo(belowHalf);
        assertThat(FleeThreshold.HALF_OR_LESS.reached(current, 5)).isEqualTo(halfOrLess);
    }

    @Test
    @DisplayName("C-34: the presets' thresholds: English flees 6 goblins at 2, Japanese at 3")
    void presetThresholds() {
        assertThat(RuleOptions.englishEdition().fleeThreshold().reached(3, 6)).isFalse();
        assertThat(RuleOptions.englishEdition().fleeThreshold().reached(2, 6)).isTrue();
        assertThat(RuleOptions.japaneseVer46().fleeThreshold().reached(3, 6)).isTrue();
    }

    @ParameterizedTest
    @CsvSource({"-1", "4", "10"})
    @DisplayName("EN §15 / JP §15 (C-06): a followerGrowthCap outside 0..3 is rejected")
    void invalidFollowerGrowthCap(int cap) {
        assertThatThrownBy(() -> RuleOptions.englishEdition().withFollowerGrowthCap(cap))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("followerGrowthCap must be 0..3")
                .hasMessageContaining("was " + cap);
    }

    @ParameterizedTest
    @CsvSource({"0", "1", "2", "3"})
    @DisplayName("EN §15 / JP §15 (C-06): followerGrowthCap 0..3 is accepted")
    void validFollowerGrowthCap(int cap) {
        assertThat(RuleOptions.englishEdition().withFollowerGrowthCap(cap).followerGrowthCap())
                .isEqualTo(cap);
    }

    @Test
    @DisplayName("§16 (C-07): a maxCoveredLevel below 10 is rejected; 10 is accepted")
    void invalidMaxCoveredLevel() {
        assertThatThrownBy(() -> RuleOptions.japaneseVer46().withMaxCoveredLevel(9))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxCoveredLevel must be at least 10");
        assertThat(RuleOptions.japaneseVer46().withMaxCoveredLevel(10).maxCoveredLevel())
                .isEqualTo(10);
    }
}

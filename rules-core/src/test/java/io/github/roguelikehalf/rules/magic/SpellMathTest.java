package io.github.roguelikehalf.rules.magic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The arithmetic of the spells and miracles, and the tags that stop them (EN §19, §21 / JP §19, §21). */
class SpellMathTest {

    @ParameterizedTest(name = "power {0} vs level {1}, {2} left: {3} asleep")
    @CsvSource({"7, 3, 6, 3", "3, 3, 6, 1", "4, 3, 6, 1", "5, 3, 6, 2", "2, 3, 6, 0", "11, 3, 2, 2", "9, 3, 0, 0"})
    @DisplayName("EN §19 / JP §19: Knockout puts one to sleep at the level, one more per full 2 points above")
    void knockout(int power, int level, int left, int slept) {
        assertThat(SpellMath.knockoutSlept(power, level, left)).isEqualTo(slept);
    }

    @Test
    @DisplayName("EN §19 / JP §19: a critical Knockout below the level still puts one to sleep")
    void knockoutCritical() {
        assertThat(SpellMath.knockoutSlept(2, 5, 4, true)).isEqualTo(1);
        assertThat(SpellMath.knockoutSlept(2, 5, 4, false)).isZero();
        assertThat(SpellMath.knockoutSlept(9, 5, 4, true)).isEqualTo(3);
    }

    @ParameterizedTest(name = "{2} power {0} vs level {1}, {3} left: {4} hit")
    @CsvSource({
        "5, 2, WIDE, 9, 2",
        "6, 2, WIDE, 9, 3",
        "3, 4, WIDE, 9, 0",
        "5, 2, NARROW, 9, 4",
        "2, 2, NARROW, 9, 1",
        "1, 2, NARROW, 9, 0",
        "5, 2, NARROW, 3, 3",
        "8, 2, WIDE, 1, 1"
    })
    @DisplayName(
            "EN §19 / JP §19: Fireball narrow hits 1 + power - level, wide power / level, at most the enemies left")
    void fireball(int power, int level, Space space, int left, int hits) {
        assertThat(SpellMath.fireballHits(power, level, space, left)).isEqualTo(hits);
    }

    @Test
    @DisplayName("EN §19 / JP §19: a critical Fireball hits at least one")
    void fireballCritical() {
        assertThat(SpellMath.fireballHits(3, 4, Space.WIDE, 5, true)).isEqualTo(1);
        assertThat(SpellMath.fireballHits(3, 4, Space.NARROW, 5, true)).isEqualTo(1);
        assertThat(SpellMath.fireballHits(3, 4, Space.WIDE, 0, true)).isZero();
    }

    @Test
    @DisplayName("EN §19 / JP §19: the space rolled when the scenario is silent is narrow on 1-3, wide on 4-6")
    void space() {
        assertThat(Space.fromRoll(1)).isEqualTo(Space.NARROW);
        assertThat(Space.fromRoll(3)).isEqualTo(Space.NARROW);
        assertThat(Space.fromRoll(4)).isEqualTo(Space.WIDE);
        assertThat(Space.fromRoll(6)).isEqualTo(Space.WIDE);
        assertThatThrownBy(() -> Space.fromRoll(7)).hasMessageContaining("1..6");
    }

    @Test
    @DisplayName("EN §19 / JP §19: Ice Lance takes 2 Life from a Strong Creature, kills one Weak Creature")
    void iceLance() {
        assertThat(SpellMath.iceLanceDamage(true, true)).isEqualTo(2);
        assertThat(SpellMath.iceLanceDamage(true, false)).isEqualTo(1);
        assertThat(SpellMath.iceLanceDamage(false, true)).isZero();
    }

    @Test
    @DisplayName("EN §19 / JP §19: Friendship cuts a gold bribe to a tenth, rounded down, and moves the die within 1-6")
    void friendship() {
        assertThat(SpellMath.friendshipBribe(30)).isEqualTo(3);
        assertThat(SpellMath.friendshipBribe(8)).isZero();
        assertThat(SpellMath.friendshipBribe(0)).isZero();
        assertThatThrownBy(() -> SpellMath.friendshipBribe(-1)).hasMessageContaining("negative");
        assertThat(SpellMath.friendshipFace(3, true)).isEqualTo(4);
        assertThat(SpellMath.friendshipFace(3, false)).isEqualTo(2);
        assertThat(SpellMath.friendshipFace(6, true)).isEqualTo(-1);
        assertThat(SpellMath.friendshipFace(1, false)).isEqualTo(-1);
    }

    @Test
    @DisplayName("EN §19, §21 / JP §19, §21: a roll reaches a level when its power is at least the level")
    void reaches() {
        assertThat(SpellMath.reaches(4, 4)).isTrue();
        assertThat(SpellMath.reaches(3, 4)).isFalse();
    }

    @Test
    @DisplayName("bad counts are refused, naming what is allowed")
    void badCounts() {
        assertThatThrownBy(() -> SpellMath.knockoutSlept(5, 0, 3)).hasMessageContaining("level must be at least 1");
        assertThatThrownBy(() -> SpellMath.fireballHits(5, 2, Space.WIDE, -1))
                .hasMessageContaining("enemies left at least 0");
    }

    @Test
    @DisplayName(
            "EN §19 / JP §19: Knockout is stopped by undead, plants and golems; constructs only in the English text")
    void knockoutTags() {
        RuleOptions en = RuleOptions.englishEdition();
        RuleOptions jp = RuleOptions.japaneseVer46();
        for (String tag : Set.of(MagicTags.UNDEAD, MagicTags.PLANT, MagicTags.GOLEM, MagicTags.RESISTS_SLEEP)) {
            assertThat(MagicTags.stops(Set.of(tag), Spell.KNOCKOUT, en)).contains(tag);
            assertThat(MagicTags.stops(Set.of(tag), Spell.KNOCKOUT, jp)).contains(tag);
        }
        for (String tag : Set.of(MagicTags.CONSTRUCT, MagicTags.MOBILE_WEAPON)) {
            assertThat(MagicTags.stops(Set.of(tag), Spell.KNOCKOUT, en)).contains(tag);
            assertThat(MagicTags.stops(Set.of(tag), Spell.KNOCKOUT, jp)).isEmpty();
        }
        assertThat(MagicTags.stops(Set.of(MagicTags.HUMANOID, MagicTags.DEMON), Spell.KNOCKOUT, en))
                .isEmpty();
    }

    @Test
    @DisplayName(
            "EN §19, §21 / JP §19, §21: heat stops Fireball, cold Ice Lance, undead Indoctrinate; Invoke needs undead")
    void otherTags() {
        RuleOptions en = RuleOptions.englishEdition();
        assertThat(MagicTags.stops(Set.of(MagicTags.RESISTS_HEAT), Spell.FIREBALL, en))
                .contains(MagicTags.RESISTS_HEAT);
        assertThat(MagicTags.stops(Set.of(MagicTags.RESISTS_HEAT), Spell.ICE_LANCE, en))
                .isEmpty();
        assertThat(MagicTags.stops(Set.of(MagicTags.RESISTS_COLD), Spell.ICE_LANCE, en))
                .contains(MagicTags.RESISTS_COLD);
        assertThat(MagicTags.stops(Set.of(MagicTags.UNDEAD), Spell.FIREBALL, en))
                .isEmpty();
        assertThat(MagicTags.stops(Set.of(MagicTags.UNDEAD), Miracle.INDOCTRINATE))
                .contains(MagicTags.UNDEAD);
        assertThat(MagicTags.stops(Set.of(MagicTags.RESISTS_INDOCTRINATE), Miracle.INDOCTRINATE))
                .contains(MagicTags.RESISTS_INDOCTRINATE);
        assertThat(MagicTags.stops(Set.of(MagicTags.UNDEAD), Miracle.INVOKE)).isEmpty();
        assertThat(MagicTags.stops(Set.of(MagicTags.HUMANOID), Miracle.INVOKE)).contains("not undead");
        assertThat(MagicTags.stops(Set.of(MagicTags.UNDEAD), Miracle.FORTIFY)).isEmpty();
        assertThat(MagicTags.ALL).hasSize(11);
    }
}

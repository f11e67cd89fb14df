package io.github.roguelikehalf.rules.hero;

import static io.github.roguelikehalf.rules.hero.Heroes.EN;
import static io.github.roguelikehalf.rules.hero.Heroes.JP;
import static io.github.roguelikehalf.rules.hero.Heroes.hero;
import static io.github.roguelikehalf.rules.hero.Heroes.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Making a hero from a spec (EN §12-§17, §46 / JP §12-§17, §46). */
class HeroCreationTest {

    @Nested
    @DisplayName("Base values, costs and caps (EN §15 / JP §15)")
    class BaseValuesCostsAndCaps {

        @Test
        @DisplayName("EN §15 / JP §15: base values are Technique 0, Life 4, sub-attribute 2, Followers 7")
        void baseValuesOfTheScores() {
            assertThat(Score.TECHNIQUE.base()).isZero();
            assertThat(Score.LIFE.base()).isEqualTo(4);
            assertThat(Score.SUB_ATTRIBUTE.base()).isEqualTo(2);
            assertThat(Score.FOLLOWERS.base()).isEqualTo(7);
        }

        @ParameterizedTest
        @EnumSource(SubAttribute.class)
        @DisplayName("EN §15 / JP §15: with no experience spent a hero has the base values, all 10 experience unspent")
        void heroWithNoExperienceSpentHasTheBaseValues(SubAttribute sub) {
            Hero h = hero(sub);

            assertThat(h.growth()).isEqualTo(Growth.NONE);
            assertThat(h.maxTechnique()).isZero();
            assertThat(h.technique()).isZero();
            assertThat(h.maxLife() - h.equipment().maxLifeBonus()).isEqualTo(4);
            assertThat(h.maxSubAttribute()).isEqualTo(2);
            assertThat(h.subAttributeValue()).isEqualTo(2);
            assertThat(h.followerScore(1, EN)).isEqualTo(7);
            assertThat(h.followerScore(1, JP)).isEqualTo(7);
            assertThat(h.experience()).isEqualTo(10);
            assertThat(h.subAttribute()).isEqualTo(sub);
        }

        @Test
        @DisplayName("EN §15 / JP §15: a point costs 4 (Technique), 1 (Life), 1 (sub-attribute), 2 (Followers)")
        void costPerPoint() {
            assertThat(Score.TECHNIQUE.cost()).isEqualTo(4);
            assertThat(Score.LIFE.cost()).isEqualTo(1);
            assertThat(Score.SUB_ATTRIBUTE.cost()).isEqualTo(1);
            assertThat(Score.FOLLOWERS.cost()).isEqualTo(2);
            assertThat(new Growth(1, 0, 0, 0).cost()).isEqualTo(4);
            assertThat(new Growth(0, 1, 0, 0).cost()).isEqualTo(1);
            assertThat(new Growth(0, 0, 1, 0).cost()).isEqualTo(1);
            assertThat(new Growth(0, 0, 0, 1).cost()).isEqualTo(2);
            assertThat(new Growth(1, 1, 1, 1).cost()).isEqualTo(8);
            assertThat(new Growth(2, 4, 4, 3).cost()).isEqualTo(22);
            assertThat(Growth.NONE.cost()).isZero();
        }

        @Test
        @DisplayName("EN §15 / JP §15: caps are Technique +2, Life +4, sub-attribute +4; Followers +2 (EN) or +3 (JP)")
        void capsPerScore() {
            assertThat(Score.TECHNIQUE.cap(EN)).isEqualTo(2);
            assertThat(Score.LIFE.cap(EN)).isEqualTo(4);
            assertThat(Score.SUB_ATTRIBUTE.cap(EN)).isEqualTo(4);
            assertThat(Score.FOLLOWERS.cap(EN)).isEqualTo(2);
            assertThat(Score.TECHNIQUE.cap(JP)).isEqualTo(2);
            assertThat(Score.LIFE.cap(JP)).isEqualTo(4);
            assertThat(Score.SUB_ATTRIBUTE.cap(JP)).isEqualTo(4);
            assertThat(Score.FOLLOWERS.cap(JP)).isEqualTo(3);
        }

        @Test
        @DisplayName("EN §15: Followers +3 is over the English cap of +2, and the message names the score")
        void followersPlusThreeRejectedUnderEnglish() {
            HeroSpec s =
                    spec(SubAttribute.STRENGTH).growth(new Growth(0, 0, 0, 3)).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("followers can be raised by at most +2")
                    .hasMessageContaining("asked +3");
        }

        @Test
        @DisplayName("JP §15: Followers +3 is allowed under the Japanese preset: Follower score 10")
        void followersPlusThreeAllowedUnderJapanese() {
            Hero h = hero(SubAttribute.STRENGTH, new Growth(0, 0, 0, 3), JP);

            assertThat(h.followerScore(1, JP)).isEqualTo(10);
            assertThat(h.experience()).isEqualTo(4);
        }

        @Test
        @DisplayName("JP §15: Followers +4 is over the Japanese cap of +3")
        void followersPlusFourRejectedUnderJapanese() {
            HeroSpec s =
                    spec(SubAttribute.STRENGTH).growth(new Growth(0, 0, 0, 4)).build();

            assertThatThrownBy(() -> Hero.create(s, JP))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("followers can be raised by at most +3");
        }

        @Test
        @DisplayName("EN §15 / JP §15: Technique +3 is over its cap of +2, and the message names Technique")
        void techniqueOverCap() {
            HeroSpec s =
                    spec(SubAttribute.SORCERY).growth(new Growth(3, 0, 0, 0)).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("technique can be raised by at most +2")
                    .hasMessageContaining("asked +3");
        }

        @Test
        @DisplayName("EN §15 / JP §15: Life +5 is over its cap of +4, and the message names Life")
        void lifeOverCap() {
            HeroSpec s =
                    spec(SubAttribute.SORCERY).growth(new Growth(0, 5, 0, 0)).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("life can be raised by at most +4")
                    .hasMessageContaining("asked +5");
        }

        @Test
        @DisplayName("EN §15 / JP §15: sub-attribute +5 is over its cap of +4, and the message names it")
        void subAttributeOverCap() {
            HeroSpec s =
                    spec(SubAttribute.SORCERY).growth(new Growth(0, 0, 5, 0)).build();

            assertThatThrownBy(() -> Hero.create(s, JP))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("sub-attribute can be raised by at most +4")
                    .hasMessageContaining("asked +5");
        }

        @Test
        @DisplayName("EN §15 / JP §15: growth points cannot be negative")
        void negativeGrowthRejected() {
            assertThatThrownBy(() -> new Growth(0, -1, 0, 0))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("cannot be negative");
        }
    }

    @Nested
    @DisplayName("The 10 starting experience (EN §15-§16, §46 / JP §15-§16, §46)")
    class StartingExperience {

        @Test
        @DisplayName("EN §15 / JP §15: growth costing 11 is more than the 10 experience; the message names the cost")
        void spendingElevenRejected() {
            HeroSpec s =
                    spec(SubAttribute.DEXTERITY).growth(new Growth(2, 3, 0, 0)).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("costs 11 experience")
                    .hasMessageContaining("only 10 is available");
        }

        @Test
        @DisplayName("EN §15 / JP §15: growth within every cap but costing 12 is rejected")
        void spendingTwelveWithinCapsRejected() {
            HeroSpec s =
                    spec(SubAttribute.DIVINITY).growth(new Growth(0, 4, 4, 2)).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("costs 12 experience");
        }

        @Test
        @DisplayName("EN §15 / JP §15: spending exactly 10 leaves 0 unspent")
        void spendingExactlyTen() {
            Hero h = hero(SubAttribute.STRENGTH, new Growth(2, 2, 0, 0));

            assertThat(h.experience()).isZero();
            assertThat(h.maxTechnique()).isEqualTo(2);
            assertThat(h.maxLife()).isEqualTo(4 + 2 + 2); // plate +2, two-handed weapon held
        }

        @Test
        @DisplayName("EN §15 / JP §15: experience not spent at creation is kept for later")
        void unspentExperienceKept() {
            Hero h = hero(SubAttribute.SORCERY, new Growth(1, 2, 1, 0));

            assertThat(h.growth().cost()).isEqualTo(7);
            assertThat(h.experience()).isEqualTo(3);
            assertThat(h.level()).isEqualTo(10);
        }

        @ParameterizedTest
        @EnumSource(SubAttribute.class)
        @DisplayName("§16: a new hero is experience level 10")
        void newHeroIsLevelTen(SubAttribute sub) {
            assertThat(Hero.STARTING_LEVEL).isEqualTo(10);
            assertThat(hero(sub).level()).isEqualTo(10);
            assertThat(hero(sub, new Growth(2, 2, 0, 0)).level()).isEqualTo(10);
        }

        @ParameterizedTest
        @EnumSource(SubAttribute.class)
        @DisplayName("EN §13 / JP §13: Technique, Life and the sub-attribute start at their maximum")
        void everyScoreStartsAtItsMaximum(SubAttribute sub) {
            Hero h = hero(sub, new Growth(1, 3, 3, 0));

            assertThat(h.maxTechnique()).isEqualTo(1);
            assertThat(h.technique()).isEqualTo(1);
            assertThat(h.maxSubAttribute()).isEqualTo(5);
            assertThat(h.subAttributeValue()).isEqualTo(5);
            assertThat(h.maxLife()).isEqualTo(4 + 3 + h.equipment().maxLifeBonus());
            assertThat(h.life()).isEqualTo(h.maxLife());
            assertThat(h.alive()).isTrue();
        }

        @Test
        @DisplayName("EN §15 / JP §15: the Follower score is 7 plus the points bought (solo)")
        void followerScoreGrows() {
            assertThat(hero(SubAttribute.STRENGTH, new Growth(0, 0, 0, 2)).followerScore(1, EN))
                    .isEqualTo(9);
        }
    }

    @ParameterizedTest
    @CsvSource({
        "SORCERY, Sorcerer, Sorcery",
        "DIVINITY, Priest, Divinity",
        "STRENGTH, Warrior, Strength",
        "DEXTERITY, Thief, Dexterity"
    })
    @DisplayName("EN §9 (C-05): job names are Sorcerer, Priest, Warrior and Thief")
    void jobNames(SubAttribute sub, String job, String label) {
        assertThat(sub.job()).isEqualTo(job);
        assertThat(sub.label()).isEqualTo(label);
        assertThat(sub.key()).isEqualTo(label.toLowerCase(java.util.Locale.ROOT));
    }

    @Nested
    @DisplayName("Spells and miracles known (EN §18, §20 / JP §18, §20)")
    class SpellsAndMiraclesKnown {

        @ParameterizedTest(name = "Sorcery growth +{0}: max {1}, knows {2}")
        @CsvSource({"0, 2, 1", "1, 3, 1", "2, 4, 2", "3, 5, 2", "4, 6, 3"})
        @DisplayName("EN §18 / JP §18: a Sorcery hero knows floor(max Sorcery / 2) spells")
        void sorcerySlots(int growth, int max, int known) {
            Hero h = hero(SubAttribute.SORCERY, new Growth(0, 0, growth, 0));

            assertThat(h.maxSubAttribute()).isEqualTo(max);
            assertThat(h.magicSlots()).isEqualTo(known);
        }

        @ParameterizedTest(name = "Divinity growth +{0}: max {1}, knows {2}")
        @CsvSource({"0, 2, 1", "1, 3, 1", "2, 4, 2", "3, 5, 2", "4, 6, 3"})
        @DisplayName("EN §20 / JP §20: a Divinity hero knows floor(max Divinity / 2) miracles")
        void divinitySlots(int growth, int max, int known) {
            Hero h = hero(SubAttribute.DIVINITY, new Growth(0, 0, growth, 0));

            assertThat(h.maxSubAttribute()).isEqualTo(max);
            assertThat(h.magicSlots()).isEqualTo(known);
        }

        @ParameterizedTest
        @EnumSource(
                value = SubAttribute.class,
                names = {"STRENGTH", "DEXTERITY"})
        @DisplayName("EN §17 / JP §17: Strength and Dexterity heroes know no spells or miracles")
        void noSlotsForOthers(SubAttribute sub) {
            assertThat(hero(sub, new Growth(0, 0, 4, 0)).magicSlots()).isZero();
        }

        @Test
        @DisplayName("EN §18 / JP §18: Sorcery 6 knows three spells; they are kept as chosen")
        void sorceryHeroWithThreeSpells() {
            Hero h = Hero.create(
                    spec(SubAttribute.SORCERY)
                            .growth(new Growth(0, 0, 4, 0))
                            .addSpells(Spell.KNOCKOUT, Spell.FIREBALL, Spell.ICE_LANCE)
                            .build(),
                    EN);

            assertThat(h.spells()).containsExactlyInAnyOrder(Spell.KNOCKOUT, Spell.FIREBALL, Spell.ICE_LANCE);
            assertThat(h.miracles()).isEmpty();
        }

        @Test
        @DisplayName("EN §18 / JP §18: Sorcery 2 with two spells is rejected (knows at most 1)")
        void tooManySpellsRejected() {
            HeroSpec s = spec(SubAttribute.SORCERY)
                    .addSpells(Spell.KNOCKOUT, Spell.FIREBALL)
                    .build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("knows at most 1")
                    .hasMessageContaining("asked 2");
        }

        @Test
        @DisplayName("EN §18 / JP §18: Sorcery 5 with three spells is rejected (knows at most 2)")
        void tooManySpellsAtFiveRejected() {
            HeroSpec s = spec(SubAttribute.SORCERY)
                    .growth(new Growth(0, 0, 3, 0))
                    .addSpells(Spell.KNOCKOUT, Spell.FIREBALL, Spell.BLITZ)
                    .build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("knows at most 2");
        }

        @Test
        @DisplayName("EN §20 / JP §20: Divinity 4 with three miracles is rejected (knows at most 2)")
        void tooManyMiraclesRejected() {
            HeroSpec s = spec(SubAttribute.DIVINITY)
                    .growth(new Growth(0, 0, 2, 0))
                    .addMiracles(Miracle.FORTIFY, Miracle.BLESS, Miracle.DEFLECT)
                    .build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("knows at most 2");
        }

        @Test
        @DisplayName("EN §17-§18 / JP §17-§18: a Dexterity hero cannot know a spell")
        void spellForDexterityRejected() {
            HeroSpec s = spec(SubAttribute.DEXTERITY).addSpells(Spell.KNOCKOUT).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("only a Sorcery hero knows spells");
        }

        @Test
        @DisplayName("EN §17, §20 / JP §17, §20: a Sorcery hero cannot know a miracle")
        void miracleForSorceryRejected() {
            HeroSpec s = spec(SubAttribute.SORCERY).addMiracles(Miracle.BLESS).build();

            assertThatThrownBy(() -> Hero.create(s, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("only a Divinity hero knows miracles");
        }

        @Test
        @DisplayName("EN §18 / JP §18: a Divinity hero cannot know a spell")
        void spellForDivinityRejected() {
            HeroSpec s = spec(SubAttribute.DIVINITY).addSpells(Spell.FRIENDSHIP).build();

            assertThatThrownBy(() -> Hero.create(s, JP)).isInstanceOf(RuleViolationException.class);
        }
    }

    @Nested
    @DisplayName("Skills (EN §17 / JP §17)")
    class Skills {

        @Test
        @DisplayName("EN §17 / JP §17: Strength gives Power Attack, Power Defend and Protect in both presets")
        void strengthSkills() {
            Set<Skill> expected = EnumSet.of(Skill.POWER_ATTACK, Skill.POWER_DEFEND, Skill.PROTECT);
            assertThat(hero(SubAttribute.STRENGTH).skills(EN)).containsExactlyInAnyOrderElementsOf(expected);
            assertThat(hero(SubAttribute.STRENGTH).skills(JP)).containsExactlyInAnyOrderElementsOf(expected);
        }

        @Test
        @DisplayName("EN §17, §24 (C-08): Dexterity gives Find Treasure, Search and Power Shot under English")
        void dexteritySkillsEnglish() {
            assertThat(hero(SubAttribute.DEXTERITY).skills(EN))
                    .containsExactlyInAnyOrder(Skill.FIND_TREASURE, Skill.SEARCH, Skill.POWER_SHOT);
        }

        @Test
        @DisplayName("JP §17 (C-08): Dexterity gives only Find Treasure and Search under Japanese")
        void dexteritySkillsJapanese() {
            assertThat(hero(SubAttribute.DEXTERITY).skills(JP))
                    .containsExactlyInAnyOrder(Skill.FIND_TREASURE, Skill.SEARCH);
        }

        @Test
        @DisplayName("EN §17 / JP §17: Sorcery gives Sorcery, Divinity gives Miracles")
        void magicSkills() {
            for (RuleOptions o : List.of(EN, JP)) {
                assertThat(hero(SubAttribute.SORCERY).skills(o)).containsExactly(Skill.SORCERY);
                assertThat(hero(SubAttribute.DIVINITY).skills(o)).containsExactly(Skill.MIRACLES);
            }
        }

        @Test
        @DisplayName("EN §17 / JP §17: every skill belongs to exactly one sub-attribute")
        void everySkillBelongsToItsSubAttribute() {
            for (Skill s : Skill.values()) {
                assertThat(Skill.of(s.subAttribute(), EN)).contains(s);
                for (SubAttribute other : SubAttribute.values()) {
                    if (other != s.subAttribute()) {
                        assertThat(Skill.of(other, EN)).doesNotContain(s);
                    }
                }
            }
        }
    }

    @Test
    @DisplayName("EN §12 / JP §12: the id and name of the spec are kept; the default id is hero-1")
    void idAndName() {
        Hero h = hero(SubAttribute.SORCERY);
        assertThat(h.id()).isEqualTo("hero-1");
        assertThat(h.name()).isEqualTo("Aki");

        Hero h2 = Hero.create(spec(SubAttribute.SORCERY).id("hero-2").build(), EN);
        assertThat(h2.id()).isEqualTo("hero-2");
    }

    @Test
    @DisplayName("EN §12 / JP §12: a blank id is rejected")
    void blankIdRejected() {
        assertThatThrownBy(() -> Hero.create(spec(SubAttribute.SORCERY).id(" ").build(), EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("a hero id is letters, digits");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hero-1", "A", "9lives", "x_y-z", "Z9"})
    @DisplayName("EN §12 / JP §12: ids of letters, digits, '-' and '_' that start with a letter or digit are accepted")
    void plainIdsAccepted(String id) {
        assertThat(Hero.create(spec(SubAttribute.SORCERY).id(id).build(), EN).id())
                .isEqualTo(id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-x", "_x", "hero 1", "héros", "hero!"})
    @DisplayName("EN §12 / JP §12: other ids are rejected (the words of other actors: ActorTest)")
    void otherIdsRejected(String id) {
        assertThatThrownBy(() -> Hero.create(spec(SubAttribute.SORCERY).id(id).build(), EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("a hero id is letters, digits");
    }
}

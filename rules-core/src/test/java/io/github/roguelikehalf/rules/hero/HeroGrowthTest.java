package io.github.roguelikehalf.rules.hero;

import static io.github.roguelikehalf.rules.hero.Heroes.EN;
import static io.github.roguelikehalf.rules.hero.Heroes.JP;
import static io.github.roguelikehalf.rules.hero.Heroes.hero;
import static io.github.roguelikehalf.rules.hero.Heroes.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Growth between adventures (EN §15-§16, §18, §20, §44 / JP §15-§16, §18, §20, §44). */
class HeroGrowthTest {

    @Nested
    @DisplayName("Experience and level (§16)")
    class ExperienceAndLevel {

        @Test
        @DisplayName("§16: gaining 1 experience raises the level to 11 and unspent experience to 11")
        void gainOne() {
            Hero h = hero(SubAttribute.SORCERY).gainExperience(1, EN);

            assertThat(h.level()).isEqualTo(11);
            assertThat(h.experience()).isEqualTo(11);
        }

        @Test
        @DisplayName("§16: after spending 7, gaining 2 gives level 12 and 5 unspent")
        void gainAfterSpending() {
            Hero h = hero(SubAttribute.SORCERY, new Growth(1, 2, 1, 0)).gainExperience(2, EN);

            assertThat(h.level()).isEqualTo(12);
            assertThat(h.experience()).isEqualTo(5);
        }

        @Test
        @DisplayName("§16: gaining less than 1 experience is refused")
        void gainZeroRefused() {
            Hero h = hero(SubAttribute.SORCERY);

            assertThatThrownBy(() -> h.gainExperience(0, EN)).isInstanceOf(IllegalArgumentException.class);
        }

        @Test
        @DisplayName("EN §15 (C-07): experience stops at maxCoveredLevel: a level 15 hero may gain 1, not 2; raising"
                + " the option lets him")
        void gainStopsAtTheCoveredLevel() {
            Hero h = Hero.retry(
                    HeroSpec.builder()
                            .name("Vet")
                            .subAttribute(SubAttribute.SORCERY)
                            .level(15)
                            .build(),
                    15,
                    EN);

            assertThat(h.gainExperience(1, EN).level()).isEqualTo(16);
            assertThatThrownBy(() -> h.gainExperience(2, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("the rules cover heroes up to level 16");
            assertThat(h.gainExperience(2, EN.withMaxCoveredLevel(17)).level()).isEqualTo(17);
        }

        @Test
        @DisplayName("EN §15 (C-07): a party with a hero above maxCoveredLevel is rejected")
        void partyAboveTheCoveredLevelRejected() {
            RuleOptions wide = EN.withMaxCoveredLevel(20);
            Party p = Party.of(hero(SubAttribute.SORCERY).gainExperience(7, wide));

            assertThat(p.validate(wide)).isSameAs(p);
            assertThatThrownBy(() -> p.validate(EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessage("hero-1 is level 17; the rules cover heroes up to level 16 (EN §15)");
        }

        @Test
        @DisplayName("§16 (R-026): spending experience never lowers the level")
        void spendingKeepsLevel() {
            Hero h = hero(SubAttribute.STRENGTH).gainExperience(2, EN);
            Hero grown = h.grow(Score.LIFE, 4, EN).grow(Score.TECHNIQUE, 2, EN);

            assertThat(grown.level()).isEqualTo(12);
            assertThat(grown.experience()).isZero();
        }
    }

    @Nested
    @DisplayName("Spending experience (EN §15 / JP §15)")
    class Grow {

        @Test
        @DisplayName("EN §15 / JP §15: +1 Life costs 1: max and current Life rise by 1, 9 experience left")
        void growLife() {
            Hero h = hero(SubAttribute.SORCERY);
            Hero grown = h.grow(Score.LIFE, 1, EN);

            assertThat(grown.growth()).isEqualTo(new Growth(0, 1, 0, 0));
            assertThat(grown.maxLife()).isEqualTo(6);
            assertThat(grown.life()).isEqualTo(6);
            assertThat(grown.experience()).isEqualTo(9);
            assertThat(grown.level()).isEqualTo(10);
        }

        @Test
        @DisplayName("EN §15 / JP §15: +1 Technique costs 4: Technique 1, 6 experience left")
        void growTechnique() {
            Hero grown = hero(SubAttribute.DEXTERITY).grow(Score.TECHNIQUE, 1, EN);

            assertThat(grown.maxTechnique()).isEqualTo(1);
            assertThat(grown.technique()).isEqualTo(1);
            assertThat(grown.experience()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §15 / JP §15: +2 sub-attribute costs 2: max and current 4, 8 experience left")
        void growSubAttribute() {
            Hero grown = hero(SubAttribute.DIVINITY).grow(Score.SUB_ATTRIBUTE, 2, EN);

            assertThat(grown.maxSubAttribute()).isEqualTo(4);
            assertThat(grown.subAttributeValue()).isEqualTo(4);
            assertThat(grown.experience()).isEqualTo(8);
        }

        @Test
        @DisplayName("EN §15 / JP §15: +1 Followers costs 2: Follower score 8, 8 experience left")
        void growFollowers() {
            Hero grown = hero(SubAttribute.STRENGTH).grow(Score.FOLLOWERS, 1, EN);

            assertThat(grown.followerScore(1, EN)).isEqualTo(8);
            assertThat(grown.experience()).isEqualTo(8);
        }

        @Test
        @DisplayName("EN §15 / JP §15: growth raises the current value from where it is (damaged 3 of 5 to 4 of 6)")
        void growWhileDamaged() {
            Hero damaged = hero(SubAttribute.SORCERY).damage(2);
            Hero grown = damaged.grow(Score.LIFE, 1, EN);

            assertThat(grown.life()).isEqualTo(4);
            assertThat(grown.maxLife()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §15 / JP §15: a third Technique point is over the cap of +2")
        void growOverCapRejected() {
            Hero h = hero(SubAttribute.STRENGTH, new Growth(2, 0, 0, 0)).gainExperience(4, EN);

            assertThatThrownBy(() -> h.grow(Score.TECHNIQUE, 1, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("technique can be raised by at most +2 with experience, asked +3");
        }

        @Test
        @DisplayName("EN §15: a third Followers point is over the English cap; JP §15 allows it")
        void followersCapByPreset() {
            Hero h = hero(SubAttribute.STRENGTH, new Growth(0, 0, 0, 2));

            assertThatThrownBy(() -> h.grow(Score.FOLLOWERS, 1, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("followers can be raised by at most +2");
            assertThat(h.grow(Score.FOLLOWERS, 1, JP).followerScore(1, JP)).isEqualTo(10);
        }

        @Test
        @DisplayName("EN §15 / JP §15: growth beyond the unspent experience is rejected")
        void growBeyondExperienceRejected() {
            Hero h = hero(SubAttribute.STRENGTH, new Growth(2, 2, 0, 0));

            assertThatThrownBy(() -> h.grow(Score.LIFE, 1, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("+1 life costs 1 experience; 0 is unspent");
        }

        @Test
        @DisplayName("EN §15 / JP §15: Technique costs 4, so 3 unspent experience cannot buy it")
        void techniqueNeedsFour() {
            Hero h = hero(SubAttribute.SORCERY, new Growth(1, 2, 1, 0));

            assertThat(h.experience()).isEqualTo(3);
            assertThatThrownBy(() -> h.grow(Score.TECHNIQUE, 1, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("costs 4 experience; 3 is unspent");
        }

        @Test
        @DisplayName("EN §15 / JP §15: buying less than one point is refused")
        void growZeroRefused() {
            Hero h = hero(SubAttribute.SORCERY);

            assertThatThrownBy(() -> h.grow(Score.LIFE, 0, EN)).isInstanceOf(IllegalArgumentException.class);
        }

        @Test
        @DisplayName("EN §15 / JP §15: spending all 10 in steps equals spending it at creation")
        void stepsEqualCreation() {
            Hero stepwise = hero(SubAttribute.DEXTERITY)
                    .grow(Score.TECHNIQUE, 1, EN)
                    .grow(Score.LIFE, 2, EN)
                    .grow(Score.SUB_ATTRIBUTE, 2, EN)
                    .grow(Score.FOLLOWERS, 1, EN);

            assertThat(stepwise).isEqualTo(hero(SubAttribute.DEXTERITY, new Growth(1, 2, 2, 1)));
        }
    }

    @Nested
    @DisplayName("Learning spells and miracles (EN §18, §20 / JP §18, §20)")
    class Learn {

        @Test
        @DisplayName("EN §18 / JP §18: Sorcery 2 knows one spell; after +2 Sorcery (max 4) a second is learned")
        void learnSpellAfterGrowth() {
            Hero h = Hero.create(
                    spec(SubAttribute.SORCERY).addSpells(Spell.KNOCKOUT).build(), EN);

            assertThatThrownBy(() -> h.learn(Spell.FIREBALL))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("knows at most 1");

            Hero grown = h.grow(Score.SUB_ATTRIBUTE, 1, EN);
            assertThat(grown.magicSlots()).isEqualTo(1);
            assertThatThrownBy(() -> grown.learn(Spell.FIREBALL)).isInstanceOf(RuleViolationException.class);

            Hero learned = grown.grow(Score.SUB_ATTRIBUTE, 1, EN).learn(Spell.FIREBALL);
            assertThat(learned.spells()).containsExactlyInAnyOrder(Spell.KNOCKOUT, Spell.FIREBALL);
        }

        @Test
        @DisplayName("EN §20 / JP §20: Divinity 2 learns one miracle, a second after growth to 4")
        void learnMiracleAfterGrowth() {
            Hero h = hero(SubAttribute.DIVINITY).learn(Miracle.BLESS);

            assertThat(h.miracles()).containsExactly(Miracle.BLESS);
            assertThatThrownBy(() -> h.learn(Miracle.FORTIFY)).isInstanceOf(RuleViolationException.class);
            assertThat(h.grow(Score.SUB_ATTRIBUTE, 2, JP).learn(Miracle.FORTIFY).miracles())
                    .containsExactlyInAnyOrder(Miracle.BLESS, Miracle.FORTIFY);
        }

        @Test
        @DisplayName("EN §18 / JP §18 (C-09): spells stay known when current Sorcery falls")
        void spellsKeptWhenCurrentFalls() {
            Hero h = Hero.create(
                    spec(SubAttribute.SORCERY).addSpells(Spell.KNOCKOUT).build(), EN);
            Hero spent = h.check(CheckKind.SORCERY, Basis.SORCERY, List.of(), 4, EN, Dice.of(4))
                    .hero()
                    .check(CheckKind.SORCERY, Basis.SORCERY, List.of(), 4, EN, Dice.of(4))
                    .hero();

            assertThat(spent.subAttributeValue()).isZero();
            assertThat(spent.spells()).containsExactly(Spell.KNOCKOUT);
            assertThat(spent.magicSlots()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §17-§18 / JP §17-§18: a Dexterity hero cannot learn a spell, a Sorcery hero no miracle")
        void wrongSubAttributeCannotLearn() {
            Hero dex = hero(SubAttribute.DEXTERITY, new Growth(0, 0, 4, 0));
            Hero sorc = hero(SubAttribute.SORCERY);

            assertThatThrownBy(() -> dex.learn(Spell.KNOCKOUT))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("only a Sorcery hero knows spells");
            assertThatThrownBy(() -> sorc.learn(Miracle.BLESS))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("only a Divinity hero knows miracles");
        }
    }

    @Nested
    @DisplayName("Restoring and Life (EN §13, §44 / JP §13, §44)")
    class Restore {

        @Test
        @DisplayName("EN §44 / JP §44: restored() brings Technique, Life and the sub-attribute back to max")
        void restoredBringsEverythingBack() {
            Hero h = hero(SubAttribute.STRENGTH, new Growth(1, 2, 2, 0));
            Hero worn = h.damage(5)
                    .check(CheckKind.ATTACK, Basis.STRENGTH, List.of(), 3, EN, Dice.of(2))
                    .hero()
                    .check(CheckKind.DEFENSE, Basis.STRENGTH, List.of(), 3, EN, Dice.of(2))
                    .hero();

            assertThat(worn.life()).isEqualTo(3);
            assertThat(worn.subAttributeValue()).isEqualTo(2);

            Hero restored = worn.restored();
            assertThat(restored.life()).isEqualTo(8);
            assertThat(restored.maxLife()).isEqualTo(8);
            assertThat(restored.subAttributeValue()).isEqualTo(4);
            assertThat(restored.technique()).isEqualTo(1);
            assertThat(restored).isEqualTo(h);
        }

        @Test
        @DisplayName("EN §13 / JP §13: Life 0 means dead; damage does not go below 0")
        void deathAtZero() {
            Hero h = hero(SubAttribute.SORCERY).damage(9);

            assertThat(h.life()).isZero();
            assertThat(h.alive()).isFalse();
        }

        @Test
        @DisplayName("EN §31 / JP §30 (AMB-32): healing never raises Life above its maximum")
        void healingCapped() {
            Hero h = hero(SubAttribute.SORCERY).damage(3).heal(2);
            assertThat(h.life()).isEqualTo(4);
            assertThat(h.heal(5).life()).isEqualTo(5);
        }
    }
}

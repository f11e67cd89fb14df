package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.COMBAT;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.FLEEING;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.TREASURE;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Party;
import org.junit.jupiter.api.Test;

/**
 * Enemy fleeing (EN §38 / JP §37): the threshold per edition (C-34: "below half" vs "half or less"), checked at once
 * after each loss (AMB-12); Fight to the death never flees; fled enemies leave their treasure (EN §38-§40 / JP
 * §37-§39); defeating every creature wins the fight (EN §36 / JP §35).
 */
class CombatFleeingTest {

    private static final Action ATTACK_OGRE = new Action.Attack("hero-1", "ogre", false);

    /** A priest and seven Soldiers attack six goblins first; the priest's hit leaves 5. */
    private static Fight sixGoblinsOneDown(RuleOptions o) {
        Fight f = new Fight(hire(Party.of(priest(o)), SOLDIER, 7, o), o).explore(2, 1, 6);
        assertThat(f.enemy("goblins").initial()).isEqualTo(6);
        f.act(new Action.AttackFirst()).act(new Action.Attack("hero-1", "goblins", false), 5);
        assertThat(f.enemy("goblins").current()).isEqualTo(5);
        return f;
    }

    @Test
    void englishSixGoblinsFleeWhenTwoAreLeftBelowHalf() {
        // EN §38: a Weak group flees when its count falls below half of its starting count: 6 -> at 2.
        Fight f = sixGoblinsOneDown(EN);
        f.act(new Action.FollowersAttack("goblins"), 3, 3, 3, 1);
        assertThat(f.texts())
                .containsExactly(
                        "soldier/blunt attacks goblins: hit",
                        "one of the goblins falls: 4 left",
                        "soldier/blunt attacks goblins: hit",
                        "one of the goblins falls: 3 left",
                        "soldier/blunt attacks goblins: hit",
                        "one of the goblins falls: 2 left",
                        "goblins flee at 2 of 6",
                        "the fight is won",
                        "treasure of goblins: 1 gold");
        assertThat(f.event("goblins flee at 2 of 6").rule()).isEqualTo(FLEEING);
        assertThat(f.event("the fight is won").rule()).isEqualTo(COMBAT);
        assertThat(f.event("treasure of goblins: 1 gold").rule()).isEqualTo(TREASURE);
        // checked at once: the other four Soldiers do not attack and the goblins make no attacks
        assertThat(f.checks()).hasSize(3);
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
        assertThat(f.state.progress().tilesCleared()).isEqualTo(1);
        assertThat(f.hero().equipment().gold()).isEqualTo(11);
        assertThat(f.followers(SOLDIER)).isEqualTo(7);
    }

    @Test
    void japaneseSixGoblinsFleeWhenThreeAreLeftHalfOrLess() {
        // JP §37, §47 step 9: a Weak group flees at half or less of its starting count: 6 -> at 3.
        Fight f = sixGoblinsOneDown(JP);
        f.act(new Action.FollowersAttack("goblins"), 3, 3, 1);
        assertThat(f.texts())
                .containsExactly(
                        "soldier/blunt attacks goblins: hit",
                        "one of the goblins falls: 4 left",
                        "soldier/blunt attacks goblins: hit",
                        "one of the goblins falls: 3 left",
                        "goblins flee at 3 of 6",
                        "the fight is won",
                        "treasure of goblins: 1 gold");
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
        assertThat(f.state.progress().tilesCleared()).isEqualTo(1);
        assertThat(f.hero().equipment().gold()).isEqualTo(11);
    }

    @Test
    void englishOgreOfLifeFourFleesAtOne() {
        // EN §38 (C-34): a Strong Creature flees when its Life falls below half: Life 4 -> at 1. Critical hits chain
        // (EN §8, AMB-05), so one action takes it from 4 to 1.
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2).act(new Action.AttackFirst());
        f.act(ATTACK_OGRE, 6).act(ATTACK_OGRE, 6);
        assertThat(f.enemy("ogre").current()).isEqualTo(2);
        assertThat(f.enemy("ogre").fled()).isFalse();
        f.act(ATTACK_OGRE, 4, 1, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks ogre: hit",
                        "ogre loses 1 Life: 1 left",
                        "ogre flees at 1 of 4",
                        "the fight is won",
                        "treasure of ogre: 3 gold",
                        "treasure: 1d6 gold");
        assertThat(f.hero().equipment().gold()).isEqualTo(13);
        assertThat(f.state.progress().tilesCleared()).isEqualTo(1);
    }

    @Test
    void japaneseOgreOfLifeFourFleesAtTwo() {
        // JP §37 (C-34): Life 4 -> flees at 2.
        Fight f = new Fight(Party.of(priest(JP)), JP).explore(6, 2).act(new Action.AttackFirst());
        f.act(ATTACK_OGRE, 6).act(ATTACK_OGRE, 4, 1, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks ogre: hit",
                        "ogre loses 1 Life: 2 left",
                        "ogre flees at 2 of 4",
                        "the fight is won",
                        "treasure of ogre: 3 gold",
                        "treasure: 1d6 gold");
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
        assertThat(f.hero().equipment().gold()).isEqualTo(13);
    }

    @Test
    void anOgreFightingToTheDeathDoesNotFleeAtOneAndDiesForTreasure() {
        // EN §38 / JP §37: after a Fight to the death reaction the enemy never flees.
        Fight f = new Fight(Party.of(priest(EN)), EN)
                .explore(6, 2)
                .act(new Action.Wait(), 3)
                .act(new Action.Pass(), 3, 3);
        assertThat(f.combat().heroesFirst()).isFalse();
        assertThat(f.enemy("ogre").fightToTheDeath()).isTrue();
        f.act(ATTACK_OGRE, 6).act(ATTACK_OGRE, 6).act(ATTACK_OGRE, 6);
        assertThat(f.enemy("ogre").current()).isEqualTo(1);
        assertThat(f.enemy("ogre").fled()).isFalse();
        assertThat(f.texts()).noneMatch(t -> t.contains("flee"));
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        f.act(ATTACK_OGRE, 4, 1, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks ogre: hit",
                        "ogre loses 1 Life: 0 left",
                        "the fight is won",
                        "treasure of ogre: 3 gold",
                        "treasure: 1d6 gold");
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
        assertThat(f.hero().equipment().gold()).isEqualTo(13);
    }

    @Test
    void japaneseBanditsFleeAtOneOfTwoUnlessTheyFightToTheDeath() {
        // JP §37: 1 of 2 is half: the bandits flee after a Fight reaction, and leave their treasure (bandits +2:
        // 1 + 2 = 3 on the table, 2d6 gold, at least 5).
        Fight fight = new Fight(Party.of(priest(JP)), JP)
                .explore(5, 1)
                .act(new Action.Wait(), 5)
                .act(new Action.Pass(), 4, 4);
        assertThat(fight.checks()).hasSize(2);
        fight.act(new Action.Attack("hero-1", "bandits", false), 4, 1, 1, 1);
        assertThat(fight.texts())
                .containsExactly(
                        "hero-1 attacks bandits: hit",
                        "one of the bandits falls: 1 left",
                        "bandits flee at 1 of 2",
                        "the fight is won",
                        "treasure of bandits: 5 gold",
                        "treasure: 2d6 gold");
        assertThat(fight.hero().equipment().gold()).isEqualTo(15);

        // the same after Fight to the death: the last bandit fights on and attacks in round 2
        Fight death = new Fight(Party.of(priest(JP)), JP)
                .explore(5, 1)
                .act(new Action.Wait(), 6)
                .act(new Action.Pass(), 4, 4);
        death.act(new Action.Attack("hero-1", "bandits", false), 4);
        assertThat(death.texts())
                .containsExactly("hero-1 attacks bandits: hit", "one of the bandits falls: 1 left", "round 2 begins");
        death.act(new Action.Pass(), 2);
        assertThat(death.texts()).containsExactly("hero-1 defends against bandits: 1 damage, Life 4");
        assertThat(death.enemy("bandits").current()).isEqualTo(1);
        assertThat(death.enemy("bandits").active()).isTrue();
    }

    @Test
    void englishTwoBanditsNeverFleeOneOfTwoIsNotBelowHalf() {
        // EN §38: 1 of 2 is not below half.
        Fight f = new Fight(Party.of(priest(EN)), EN)
                .explore(5, 1)
                .act(new Action.Wait(), 5)
                .act(new Action.Pass(), 4, 4);
        f.act(new Action.Attack("hero-1", "bandits", false), 4);
        assertThat(f.enemy("bandits").current()).isEqualTo(1);
        assertThat(f.enemy("bandits").fled()).isFalse();
        assertThat(f.texts()).noneMatch(t -> t.contains("flee"));
    }

    @Test
    void whenOneGroupFleesTheOtherFightsOnAndBothLeaveTreasureAtTheEnd() {
        // EN §38 / JP §37: a fled group no longer attacks; the fight ends when no group is left in it.
        Fight f = new Fight(Party.of(priest(EN)), EN)
                .meet(group("goblins", TestCrypt.GOBLIN, 3), group("rats", TestCrypt.RAT, 2))
                .act(new Action.AttackFirst());
        f.act(new Action.Attack("hero-1", "goblins", false), 6)
                .act(new Action.Attack("hero-1", "goblins", false), 4, 3, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks goblins: hit",
                        "one of the goblins falls: 1 left",
                        "goblins flee at 1 of 3",
                        "hero-1 defends against rats: no damage",
                        "hero-1 defends against rats: no damage",
                        "round 2 begins");
        assertThat(f.enemy("goblins").fled()).isTrue();
        assertThat(f.combat().encounter().active()).extracting(EnemyGroup::id).containsExactly("rats");
        assertThat(f.legal())
                .containsExactly(
                        new Action.Attack("hero-1", "rats", false),
                        new Action.Swap("hero-1", "wood-shield"),
                        new Action.Hold("hero-1"),
                        new Action.Escape());

        f.act(new Action.Attack("hero-1", "rats", false), 6).act(new Action.Attack("hero-1", "rats", false), 4, 1, 1);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks rats: hit",
                        "one of the rats falls: 0 left",
                        "the fight is won",
                        "treasure of goblins: 1 gold",
                        "treasure of rats: 1 gold");
        assertThat(f.hero().equipment().gold()).isEqualTo(12);
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
        assertThat(f.state.progress().tilesCleared()).isEqualTo(1);
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.BOWMAN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.FOLLOWERS;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.LAMPLIGHTER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.MAGICIAN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SQUIRE;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SWORDSMAN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.mods;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Followers in combat (EN §33, §36 / JP §32, §35): the even split of enemy attacks with the followers counted as one
 * recipient (C-33), the odd attacks placed by the player, which follower kind defends, follower deaths and the
 * Magicians' pool (EN §28 / JP §27), attacks that find no combat follower left (AMB-42), and followers' criticals
 * (EN §8 / JP §8, C-03).
 */
class CombatFollowersTest {

    /** A priest (EN §26 / JP §25) with followers hired, paid from the priest's 10 gold. */
    private static Party priestWith(RuleOptions o, FollowerKind kind, int count) {
        return hire(Party.of(priest(o)), kind, count, o);
    }

    private static Party priestWith(RuleOptions o, FollowerKind kind, int count, FollowerKind other, int more) {
        return hire(priestWith(o, kind, count), other, more, o);
    }

    @Test
    void englishExampleFiveAttacksOnAHeroAndSixFollowersSplitTwoAndTwoThePlayerPlacingTheFifth() {
        // EN §36: 1 hero + 6 followers, 5 attacks: the hero takes 2, the followers 2, the player places the last;
        // the followers count as one recipient (JP §35, C-33).
        Fight f = new Fight(priestWith(EN, SOLDIER, 6), EN).explore(3, 1, 2, 3);
        assertThat(f.enemy("rats").current()).isEqualTo(5);
        f.act(new Action.Wait()).act(new Action.Pass());
        assertThat(f.decision())
                .isEqualTo(new Decision.AssignAttacks(
                        5,
                        List.of("hero-1", "followers"),
                        List.of(
                                new Action.AssignExtra(List.of("hero-1")),
                                new Action.AssignExtra(List.of("followers")))));
        f.act(new Action.AssignExtra(List.of("followers")), 3, 3, 2, 1, 4);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 defends against rats: no damage",
                        "hero-1 defends against rats: no damage",
                        "soldier/blunt defends against rats: no damage",
                        "soldier/blunt defends against rats: dies",
                        "soldier/blunt defends against rats: no damage");
        assertThat(f.checkEvents())
                .extracting(Event::rule)
                .containsExactly("EN §36 / JP §35", "EN §36 / JP §35", FOLLOWERS, FOLLOWERS, FOLLOWERS);
        assertThat(f.followers(SOLDIER)).isEqualTo(5);
        assertThat(f.hero().life()).isEqualTo(5);
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
    }

    @Test
    void japaneseExampleFourAttacksOnAHeroAndFiveFollowersSplitTwoAndTwoWithoutAChoice() {
        // JP §35: 1 hero + 5 followers, 4 attacks: 2 each, nothing to decide.
        Fight f = new Fight(priestWith(JP, SOLDIER, 5), JP).explore(3, 1, 1, 3);
        assertThat(f.enemy("rats").current()).isEqualTo(4);
        f.act(new Action.Wait()).act(new Action.Pass(), 3, 3, 3, 3);
        assertThat(f.checkEvents())
                .extracting(Event::text)
                .containsExactly(
                        "hero-1 defends against rats: no damage",
                        "hero-1 defends against rats: no damage",
                        "soldier/blunt defends against rats: no damage",
                        "soldier/blunt defends against rats: no damage");
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
    }

    @Test
    void thePlayerChoosesWhichKindOfFollowerDefendsAndASwordsmanDefendsWithTechniqueOne() {
        // EN §28 / JP §27: a Swordsman has Technique 1, a Soldier 0; the player picks which follower defends
        // (JP §35); a follower who fails dies (EN §33 / JP §32).
        Fight f = new Fight(priestWith(EN, SOLDIER, 2, SWORDSMAN, 1), EN).explore(2, 1, 3);
        f.act(new Action.AttackFirst()).act(new Action.Attack("hero-1", "goblins", false), 2);
        assertThat(f.decision())
                .isEqualTo(new Decision.FollowerTurn(
                        1, List.of(new Action.FollowersAttack("goblins"), new Action.Hold("followers"))));
        // every combat follower attacks once: the two Soldiers (Technique 0) then the Swordsman (Technique 1)
        f.act(new Action.FollowersAttack("goblins"), 2, 2, 2, 3);
        assertThat(f.checks())
                .extracting(r -> r.check().subject())
                .containsExactly("soldier/blunt", "soldier/blunt", "swordsman/slashing", "hero-1");
        assertThat(f.checks()).extracting(CheckResult::total).containsExactly(2, 2, 3, 4);
        assertThat(f.enemy("goblins").current()).isEqualTo(2);
        assertThat(f.decision())
                .isEqualTo(new Decision.ChooseDefender(
                        1,
                        List.of(
                                new Action.Defend("soldier/blunt", false),
                                new Action.Defend("swordsman/slashing", false))));

        f.act(new Action.Defend("swordsman/slashing", false), 2);
        CheckResult sword = f.checks().get(0);
        assertThat(sword.check().basis()).isEqualTo(Basis.TECHNIQUE);
        assertThat(sword.check().basisValue()).isEqualTo(1);
        assertThat(sword.total()).isEqualTo(3);
        assertThat(sword.success()).isTrue();
        assertThat(f.followers(SWORDSMAN)).isEqualTo(1);

        // round 2: the same 2 goblins; this time a Soldier defends and dies
        f.act(new Action.Attack("hero-1", "goblins", false), 2)
                .act(new Action.FollowersAttack("goblins"), 2, 2, 1, 3)
                .act(new Action.Defend("soldier/blunt", false), 2);
        assertThat(f.texts()).contains("soldier/blunt defends against goblins: dies");
        assertThat(f.followers(SOLDIER)).isEqualTo(1);
        assertThat(f.state.party().followers().combatCount()).isEqualTo(2);
    }

    @Test
    void whenAMagicianDiesTheirSorceryPoolIsLoweredToTheNumberLeft() {
        // EN §28 / JP §27 (魔術師): the pool's maximum is the number of Magicians; when one dies the current value
        // drops to it. Magicians fight with light weapons at -1.
        Fight f = new Fight(priestWith(EN, MAGICIAN, 2), EN);
        assertThat(f.state.party().followers().magicianSorcery()).isEqualTo(2);
        f.explore(6, 2).act(new Action.AttackFirst()).act(new Action.Attack("hero-1", "ogre", false), 2);
        f.act(new Action.FollowersAttack("ogre"), 2, 5, 3, 2);
        assertThat(mods(f.checks().get(0))).containsExactly("light weapon -1");
        assertThat(f.checks()).extracting(CheckResult::total).containsExactly(1, 4, 4, 2);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.texts()).contains("magician/blunt defends against ogre: dies");
        assertThat(f.followers(MAGICIAN)).isEqualTo(1);
        assertThat(f.state.party().followers().magicianSorceryMax()).isEqualTo(1);
        assertThat(f.state.party().followers().magicianSorcery()).isEqualTo(1);
    }

    @Test
    void attacksMeantForTheFollowersGoToTheHeroOnceNoCombatFollowerIsLeft() {
        // AMB-42 (EN §33 / JP §32; EN §61): the last Soldier dies with an attack still meant for the followers:
        // the hero defends it; from then on every attack goes to the hero and there is nothing to split.
        Fight f = new Fight(priestWith(EN, SOLDIER, 1, LAMPLIGHTER, 1), EN).explore(3, 1, 1, 2);
        f.act(new Action.Wait()).act(new Action.Pass());
        assertThat(f.decision()).isInstanceOf(Decision.AssignAttacks.class);
        f.act(new Action.AssignExtra(List.of("followers")), 3, 1, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 defends against rats: no damage",
                        "soldier/blunt defends against rats: dies",
                        "hero-1 defends against rats: no damage");
        assertThat(f.state.party().followers().combatCount()).isZero();
        assertThat(f.state.party().followers().count(FollowerType.LAMPLIGHTER)).isEqualTo(1);

        // round 2: 2 rats left; the Lamplighter is never attacked, so both attacks go to the hero without a choice
        f.act(new Action.Attack("hero-1", "rats", false), 2);
        assertThat(f.texts())
                .containsExactly("hero-1 attacks rats: hit", "one of the rats falls: 2 left", "round 2 begins");
        f.act(new Action.Pass(), 3, 2);
        assertThat(f.texts())
                .containsExactly("hero-1 defends against rats: no damage", "hero-1 defends against rats: no damage");
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
    }

    @Test
    void nonCombatFollowersAreNeverAttacked() {
        // EN §33 / JP §32: a Lamplighter and a Squire neither attack nor are attacked: 3 rats, 3 attacks on the hero.
        Fight f = new Fight(priestWith(EN, LAMPLIGHTER, 1, SQUIRE, 1), EN).explore(3, 1, 1, 2);
        f.act(new Action.Wait()).act(new Action.Pass(), 3, 3, 3);
        assertThat(f.checkEvents())
                .extracting(Event::text)
                .containsOnly("hero-1 defends against rats: no damage")
                .hasSize(3);
        assertThat(f.state.party().followers().total()).isEqualTo(2);
    }

    @Test
    void aFollowersCriticalMeleeAttackGivesItAnotherAttackRoll() {
        // EN §8 / JP §8: a critical attack roll with a melee weapon allows another attack roll at once (AMB-05).
        Fight f = new Fight(priestWith(EN, SOLDIER, 1), EN).explore(6, 2).act(new Action.AttackFirst());
        f.act(new Action.Attack("hero-1", "ogre", false), 2);
        f.act(new Action.FollowersAttack("ogre"), 6, 2, 3, 4);
        assertThat(f.checks())
                .extracting(r -> r.check().subject())
                .containsExactly("soldier/blunt", "soldier/blunt", "hero-1", "soldier/blunt");
        assertThat(f.checks().get(0).critical()).isTrue();
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
    }

    @Test
    void englishBowmansCriticalShotGivesNoSecondShot() {
        // EN §8: the extra attack roll of a critical is for melee and thrown weapons, not bows (C-03), so a Bowman's
        // critical shot in round 0 hits once.
        Fight f = new Fight(priestWith(EN, BOWMAN, 1), EN).explore(6, 2).act(new Action.AttackFirst());
        f.act(new Action.FollowersShoot("ogre"), 6);
        assertThat(f.checks()).hasSize(1);
        assertThat(f.checks().get(0).critical()).isTrue();
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.texts())
                .containsExactly("bowman/slashing shoots at ogre: hit", "ogre loses 1 Life: 3 left", "round 1 begins");
    }

    @Test
    void japaneseBowmansCriticalShotGivesAnotherShot() {
        // JP §8: with any ranged weapon (飛び道具) a critical gives another attack roll (C-03).
        Fight f = new Fight(priestWith(JP, BOWMAN, 1), JP).explore(6, 2).act(new Action.AttackFirst());
        f.act(new Action.FollowersShoot("ogre"), 6, 2);
        assertThat(f.checks()).extracting(CheckResult::total).containsExactly(7, 3);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.checks())
                .extracting(r -> r.check().subject())
                .containsExactly("bowman/slashing", "bowman/slashing");
        assertThat(f.checks().get(0).critical()).isTrue();
        assertThat(f.texts()).endsWith("round 1 begins");
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.BOWMAN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.COMBAT;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.CREATURES;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.CRITICAL;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.FOLLOWERS;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.LAMPLIGHTER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SQUIRE;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.archer;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.equipped;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hero;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.mods;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.warrior;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Round 0, the ranged round (EN §36 / JP §35): who shoots, with what, in which order, and what a ranged weapon
 * costs afterwards (EN §28 / JP §27); criticals on shots (EN §8 / JP §8, C-03); Power Shot and the Japanese
 * Dexterity shot (EN §24, JP §27, §35, C-20).
 */
class CombatRoundZeroTest {

    private static final Action.Shoot SHOOT_OGRE = new Action.Shoot("hero-1", "ogre", false);
    private static final Action.Shoot POWER_SHOOT_OGRE = new Action.Shoot("hero-1", "ogre", true);
    private static final Action.Swap READY_LIGHT = new Action.Swap("hero-1", "light-weapon/slashing");
    private static final Action.Swap UNARMED = new Action.Swap("hero-1", "unarmed");

    /** A Dexterity hero holding a ranged weapon, with a Lamplighter so no -2 applies, in front of the ogre. */
    private static Fight archerMeetsOgre(RuleOptions o, RangedWeapon w) {
        Fight f = new Fight(hire(Party.of(archer(o, w)), LAMPLIGHTER, 1, o), o).explore(6, 2);
        // EN §25 / JP §24: a Dexterity hero may Search the d66 result; enter instead.
        assertThat(f.decision()).isInstanceOf(Decision.Search.class);
        return f.act(new Action.Enter());
    }

    @Test
    void roundZeroMeleeHeroHasNothingToDoAndAMeleeCreatureDoesNotAttackUntilRoundOne() {
        // EN §36 / JP §35: round 0 is for ranged attacks and magic only; after a Fight reaction the ogre acts first,
        // but having no ranged attack it first attacks in round 1.
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2);
        f.act(new Action.Wait(), 1);
        assertThat(f.texts())
                .containsExactly(
                        "reaction: fight", "combat: the enemies act first; round 0 (ranged)", "round 1 begins");
        f.act(new Action.Pass(), 3, 2);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 defends against ogre: no damage", "hero-1 defends against ogre: 1 damage, Life 4");
        assertThat(f.checks()).extracting(CheckResult::total).containsExactly(4, 3);
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        assertThat(((Decision.HeroTurn) f.decision()).round()).isEqualTo(1);
        assertThat(f.hero().life()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
    }

    @Test
    void aHeroShootsOnlyWhileHoldingABowOrSling() {
        // EN §28, §36 / JP §27, §35: a Dexterity hero holding the light weapon and lantern, the bow carried, has no
        // shot in round 0 (the only legal action, hold, is taken for him) and goes straight to melee.
        Hero dex = hero("hero-1", SubAttribute.DEXTERITY, EN);
        assertThat(dex.equipment().carried()).contains(RangedWeapon.BOW);
        Fight f = new Fight(Party.of(dex), EN)
                .explore(6, 2)
                .act(new Action.Enter())
                .act(new Action.AttackFirst());
        assertThat(f.events).noneMatch(e -> e.check().isPresent());
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1",
                        1,
                        List.of(
                                new Action.Attack("hero-1", "ogre", false),
                                new Action.Hold("hero-1"),
                                new Action.Escape())));
    }

    @Test
    void heroesFirstTheHeroShootsThenTheGoblinArchersShootBackInRoundZero() {
        // EN §36 / JP §35: after attacking first the heroes act first in round 0; the archers, a ranged Weak group,
        // shoot back in round 0 (one attack per creature left).
        Fight f = new Fight(hire(Party.of(archer(EN, RangedWeapon.BOW)), LAMPLIGHTER, 1, EN), EN).explore(4, 1);
        f.act(new Action.Enter(), 2);
        assertThat(f.enemy("archers").current()).isEqualTo(2);
        f.act(new Action.AttackFirst());
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1",
                        0,
                        List.of(
                                new Action.Shoot("hero-1", "archers", false),
                                new Action.Shoot("hero-1", "archers", true),
                                READY_LIGHT,
                                UNARMED,
                                new Action.Hold("hero-1"))));
        f.act(new Action.Shoot("hero-1", "archers", false), 3, 4);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 shoots at archers: hit",
                        "one of the archers falls: 1 left",
                        "hero-1 defends against archers: no damage",
                        "round 1 begins");
        assertThat(f.checkEvents()).extracting(Event::rule).containsExactly(COMBAT, COMBAT);
        CheckResult shot = f.checks().get(0);
        // EN §24, §28, §36: a shot is a ranged attack roll, so only Technique or Dexterity (Power Shot) may be used
        assertThat(shot.check().kind()).isEqualTo(CheckKind.SHOT);
        assertThat(shot.check().purpose()).isEqualTo("ranged attack roll of hero-1");
        assertThat(shot.total()).isEqualTo(3);
        assertThat(shot.check().target()).isEqualTo(3);
        assertThat(f.event("one of the archers falls: 1 left").rule()).isEqualTo(CREATURES);
        // EN §28 / JP §27: after round 0 the bow cannot be used; the hero must change weapons (or hold or escape).
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1", 1, List.of(READY_LIGHT, UNARMED, new Action.Hold("hero-1"), new Action.Escape())));
    }

    @Test
    void afterAFightReactionTheGoblinArchersShootFirstInRoundZeroAndAttackFirstInRoundOne() {
        // EN §36 / JP §35: a Fight reaction gives the enemies the first half of round 0 and of every melee round.
        Fight f = new Fight(hire(Party.of(archer(EN, RangedWeapon.BOW)), LAMPLIGHTER, 1, EN), EN).explore(4, 1);
        f.act(new Action.Enter(), 2).act(new Action.Wait(), 1, 5, 2);
        assertThat(f.texts())
                .containsExactly(
                        "reaction: fight",
                        "combat: the enemies act first; round 0 (ranged)",
                        "hero-1 defends against archers: no damage",
                        "hero-1 defends against archers: 1 damage, Life 5");
        assertThat(f.hero().life()).isEqualTo(5);
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        assertThat(((Decision.HeroTurn) f.decision()).round()).isZero();
        assertThat(f.legal()).contains(new Action.Shoot("hero-1", "archers", false));

        f.act(new Action.Shoot("hero-1", "archers", false), 2);
        assertThat(f.texts()).containsExactly("hero-1 shoots at archers: miss", "round 1 begins");
        f.act(new Action.Pass(), 3, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 defends against archers: no damage", "hero-1 defends against archers: no damage");
        assertThat(((Decision.HeroTurn) f.decision()).round()).isEqualTo(1);
    }

    @Test
    void aBowShootsWithoutModifierAndASlingAtMinusOne() {
        // EN §28 / JP §27: the sling is used like the bow, at -1.
        Fight bow = archerMeetsOgre(EN, RangedWeapon.BOW).act(new Action.AttackFirst());
        bow.act(SHOOT_OGRE, 4);
        assertThat(mods(bow.checks().get(0))).isEmpty();
        assertThat(bow.checks().get(0).total()).isEqualTo(4);
        assertThat(bow.checks().get(0).success()).isTrue();
        assertThat(bow.enemy("ogre").current()).isEqualTo(3);

        Fight sling = archerMeetsOgre(EN, RangedWeapon.SLING).act(new Action.AttackFirst());
        sling.act(SHOOT_OGRE, 4);
        assertThat(mods(sling.checks().get(0))).containsExactly("sling -1");
        assertThat(sling.checks().get(0).total()).isEqualTo(3);
        assertThat(sling.checks().get(0).success()).isFalse();
        assertThat(sling.enemy("ogre").current()).isEqualTo(4);
        assertThat(sling.checks().get(0).check().modifiers().get(0).section()).isEqualTo("EN §28 / JP §27");
    }

    @Test
    void aShotWithoutALanternHeldOrALamplighterIsAtMinusTwo() {
        // EN §28 / JP §27: the bow takes both hands, so its holder holds no lantern; without a Lamplighter every
        // check of the party is at -2 (AMB-34).
        Fight f = new Fight(Party.of(archer(EN, RangedWeapon.BOW)), EN)
                .explore(6, 2)
                .act(new Action.Enter());
        f.act(new Action.AttackFirst()).act(SHOOT_OGRE, 5);
        assertThat(mods(f.checks().get(0))).containsExactly("no lantern held -2");
        assertThat(f.checks().get(0).total()).isEqualTo(3);
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
    }

    @Test
    void englishPowerShotUsesDexterityInsteadOfTechniqueAndSpendsOnePoint() {
        // EN §24: Power Shot: current Dexterity replaces Technique for the shot, then 1 Dexterity is spent. It is an
        // attack roll, so the +1 of leather armour to Dexterity rolls does not apply (C-20).
        Fight f = archerMeetsOgre(EN, RangedWeapon.BOW).act(new Action.AttackFirst());
        assertThat(f.legal())
                .containsExactly(SHOOT_OGRE, POWER_SHOOT_OGRE, READY_LIGHT, UNARMED, new Action.Hold("hero-1"));
        f.act(POWER_SHOOT_OGRE, 2);
        CheckResult r = f.checks().get(0);
        assertThat(r.check().kind()).isEqualTo(CheckKind.SHOT);
        assertThat(r.check().basis()).isEqualTo(Basis.DEXTERITY);
        assertThat(r.check().basisValue()).isEqualTo(2);
        assertThat(mods(r)).isEmpty();
        assertThat(r.total()).isEqualTo(4);
        assertThat(r.consumed()).contains(SubAttribute.DEXTERITY);
        assertThat(f.hero().subAttributeValue()).isEqualTo(1);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
    }

    @Test
    void japaneseShotIsADexterityRollSoLeatherArmourAddsOneWithTechniqueOrDexterity() {
        // JP §27 (弓矢), §35: the shot's power is the result of a Dexterity roll (器用ロール); leather armour gives
        // +1 to Dexterity rolls (JP §27); a Dexterity hero may roll it with Dexterity, spending 1 (JP §9).
        Fight f = archerMeetsOgre(JP, RangedWeapon.BOW).act(new Action.AttackFirst());
        assertThat(f.legal())
                .containsExactly(SHOOT_OGRE, POWER_SHOOT_OGRE, READY_LIGHT, UNARMED, new Action.Hold("hero-1"));
        f.act(SHOOT_OGRE, 3);
        CheckResult technique = f.checks().get(0);
        assertThat(technique.check().kind()).isEqualTo(CheckKind.DEXTERITY);
        assertThat(technique.check().basis()).isEqualTo(Basis.TECHNIQUE);
        assertThat(mods(technique)).containsExactly("leather-armour +1");
        assertThat(technique.total()).isEqualTo(4);
        assertThat(f.hero().subAttributeValue()).isEqualTo(2);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);

        Fight g = archerMeetsOgre(JP, RangedWeapon.BOW).act(new Action.AttackFirst());
        g.act(POWER_SHOOT_OGRE, 1);
        CheckResult dex = g.checks().get(0);
        assertThat(dex.check().basis()).isEqualTo(Basis.DEXTERITY);
        assertThat(dex.total()).isEqualTo(4); // 1 + Dexterity 2 + leather 1 reaches 4, but a 1 is a fumble
        assertThat(dex.fumble()).isTrue();
        assertThat(dex.success()).isFalse();
        assertThat(g.hero().subAttributeValue()).isEqualTo(1);
        assertThat(g.enemy("ogre").current()).isEqualTo(4);
    }

    @Test
    void aStrengthHeroMayPowerShootUnderTheEnglishTextButNotUnderTheJapanese() {
        // EN §22: Power Attack for attack rolls, no weapon limit; JP §22: melee weapons only (C-18).
        Hero en = equipped(warrior(EN), List.<Item>of(RangedWeapon.BOW));
        Fight f = new Fight(hire(Party.of(en), LAMPLIGHTER, 1, EN), EN)
                .explore(6, 2)
                .act(new Action.AttackFirst());
        Action.Swap twoHanded = new Action.Swap("hero-1", "two-handed-weapon/slashing");
        assertThat(f.legal())
                .containsExactly(SHOOT_OGRE, POWER_SHOOT_OGRE, twoHanded, UNARMED, new Action.Hold("hero-1"));
        f.act(POWER_SHOOT_OGRE, 2);
        assertThat(f.checks().get(0).check().basis()).isEqualTo(Basis.STRENGTH);
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.hero().subAttributeValue()).isEqualTo(1);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);

        Hero jp = equipped(warrior(JP), List.<Item>of(RangedWeapon.BOW));
        Fight g = new Fight(hire(Party.of(jp), LAMPLIGHTER, 1, JP), JP)
                .explore(6, 2)
                .act(new Action.AttackFirst());
        assertThat(g.legal()).containsExactly(SHOOT_OGRE, twoHanded, UNARMED, new Action.Hold("hero-1"));
    }

    @Test
    void englishCriticalShotHitsButGivesNoSecondShot() {
        // EN §8: the extra attack roll of a critical is for melee and thrown weapons; a bow shot gets none (C-03).
        Fight f = new Fight(hire(Party.of(archer(EN, RangedWeapon.BOW)), LAMPLIGHTER, 1, EN), EN).explore(2, 1);
        f.act(new Action.Enter(), 5).act(new Action.AttackFirst());
        f.act(new Action.Shoot("hero-1", "goblins", false), 6);
        assertThat(f.checks().get(0).critical()).isTrue();
        assertThat(f.texts()).doesNotContain("critical: hero-1 may attack again");
        assertThat(f.enemy("goblins").current()).isEqualTo(4);
        assertThat(((Decision.HeroTurn) f.decision()).round()).isEqualTo(1);
    }

    @Test
    void japaneseCriticalShotGivesAnotherShotWhichMayChain() {
        // JP §8: a critical attack roll with a melee or any ranged weapon (飛び道具) gives another attack roll at
        // once (C-03); the extra roll may itself be a critical (AMB-05).
        Fight f = new Fight(hire(Party.of(archer(JP, RangedWeapon.BOW)), LAMPLIGHTER, 1, JP), JP).explore(2, 1);
        f.act(new Action.Enter(), 5).act(new Action.AttackFirst());
        f.act(new Action.Shoot("hero-1", "goblins", false), 6);
        assertThat(f.event("critical: hero-1 may attack again").rule()).isEqualTo(CRITICAL);
        assertThat(f.enemy("goblins").current()).isEqualTo(4);
        List<Action> extra = List.of(
                new Action.Shoot("hero-1", "goblins", false),
                new Action.Shoot("hero-1", "goblins", true),
                new Action.Hold("hero-1"));
        assertThat(f.decision()).isEqualTo(new Decision.HeroTurn("hero-1", 0, extra));
        f.act(new Action.Shoot("hero-1", "goblins", false), 6);
        assertThat(f.enemy("goblins").current()).isEqualTo(3);
        assertThat(f.decision()).isEqualTo(new Decision.HeroTurn("hero-1", 0, extra));
        f.act(new Action.Hold("hero-1"));
        assertThat(((Decision.HeroTurn) f.decision()).round()).isEqualTo(1);
        assertThat(f.enemy("goblins").current()).isEqualTo(3);
    }

    @Test
    void bowmenShootInRoundZeroAtPlusOneThenSkipTheFirstMeleeRound() {
        // EN §28 / JP §27 (弓兵), AMB-27: Bowmen shoot in round 0 with +1, cannot attack in melee round 1 (they change
        // weapons) and attack with light weapons at -1 from round 2.
        Fight f = new Fight(hire(Party.of(priest(EN)), BOWMAN, 2, EN), EN)
                .explore(6, 2)
                .act(new Action.AttackFirst());
        assertThat(f.decision())
                .isEqualTo(new Decision.FollowerTurn(
                        0, List.of(new Action.FollowersShoot("ogre"), new Action.Hold("followers"))));
        f.act(new Action.FollowersShoot("ogre"), 3, 2);
        assertThat(f.texts())
                .containsExactly(
                        "bowman/slashing shoots at ogre: hit",
                        "ogre loses 1 Life: 3 left",
                        "bowman/slashing shoots at ogre: miss",
                        "round 1 begins");
        assertThat(f.checkEvents()).extracting(Event::rule).containsExactly(FOLLOWERS, FOLLOWERS);
        assertThat(f.checks()).extracting(CheckResult::total).containsExactly(4, 3);
        assertThat(mods(f.checks().get(0))).containsExactly("bow +1");
        assertThat(f.enemy("ogre").current()).isEqualTo(3);

        // round 1: the hero attacks (fumble), the Bowmen do nothing, the ogre's 2 attacks go 1 to the hero and 1 to
        // the followers (EN §36 / JP §35)
        f.act(new Action.Attack("hero-1", "ogre", false), 1, 3, 4);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks ogre: miss",
                        "hero-1 defends against ogre: no damage",
                        "bowman/slashing defends against ogre: no damage",
                        "round 2 begins");
        assertThat(f.followers(BOWMAN)).isEqualTo(2);

        // round 2: the Bowmen attack in melee with light weapons, -1
        f.act(new Action.Attack("hero-1", "ogre", false), 1);
        assertThat(f.decision())
                .isEqualTo(new Decision.FollowerTurn(
                        2, List.of(new Action.FollowersAttack("ogre"), new Action.Hold("followers"))));
        f.act(new Action.FollowersAttack("ogre"), 5, 2, 3, 4);
        assertThat(f.checks()).hasSize(4);
        assertThat(mods(f.checks().get(0))).containsExactly("light weapon -1");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.checks().get(1).total()).isEqualTo(1);
        assertThat(f.enemy("ogre").current()).isEqualTo(2);
    }

    @Test
    void aMagicShieldAddsOneToDefenseOnlyAgainstRangedAttacksInRoundZero() {
        // EN §28 / JP §27: a magic shield gives +1 to defense rolls against ranged weapons; in round 1 the archers
        // fight in melee and the bonus is gone; chain armour's +1 applies to both.
        Hero h = equipped(
                priest(EN),
                List.<Item>of(Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING), Shield.magic(ShieldType.WOOD)));
        assertThat(h.maxLife()).isEqualTo(6);
        Fight f = new Fight(hire(Party.of(h), LAMPLIGHTER, 1, EN), EN).explore(4, 1, 2);
        f.act(new Action.Wait(), 1, 2, 2);
        assertThat(f.texts().indexOf("round 1 begins")).isEqualTo(4);
        List<CheckResult> c = new ArrayList<>(f.checks());
        f.act(new Action.Pass(), 1, 2);
        c.addAll(f.checks());
        assertThat(c).hasSize(4);
        assertThat(mods(c.get(0))).containsExactly("chain-armour +1", "magic-wood-shield against missiles +1");
        assertThat(mods(c.get(1))).containsExactly("chain-armour +1", "magic-wood-shield against missiles +1");
        assertThat(c.get(0).total()).isEqualTo(4);
        assertThat(mods(c.get(2))).containsExactly("chain-armour +1");
        assertThat(mods(c.get(3))).containsExactly("chain-armour +1");
        assertThat(c.get(3).total()).isEqualTo(3);
        assertThat(f.hero().life()).isEqualTo(5); // the fumble in round 1 cost 1 Life
    }

    @Test
    void changingFromTheBowToAMeleeWeaponCostsTheRound() {
        // EN §28, §36 / JP §27, §35 (C-52): putting the bow away and taking a melee weapon takes the hero's round.
        Fight f = archerMeetsOgre(EN, RangedWeapon.BOW)
                .act(new Action.AttackFirst())
                .act(SHOOT_OGRE, 2);
        Action swap = READY_LIGHT;
        assertThat(f.legal()).containsExactly(swap, UNARMED, new Action.Hold("hero-1"), new Action.Escape());
        f.act(swap, 4, 4);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 takes the lantern in the other hand",
                        "hero-1 takes light-weapon/slashing in hand, which takes the round",
                        "hero-1 defends against ogre: no damage",
                        "hero-1 defends against ogre: no damage",
                        "round 2 begins");
        assertThat(f.event("hero-1 takes light-weapon/slashing in hand, which takes the round")
                        .rule())
                .isEqualTo(COMBAT);
        assertThat(f.hero().equipment().heldWeapon()).contains(Weapon.of(WeaponClass.LIGHT, DamageType.SLASHING));
        assertThat(f.hero().equipment().heldRangedWeapon()).isEmpty();
        assertThat(f.hero().equipment().holdsLantern()).isTrue();
        assertThat(f.legal())
                .containsExactly(
                        new Action.Attack("hero-1", "ogre", false), new Action.Hold("hero-1"), new Action.Escape());
    }

    @Test
    void withASquireChangingFromTheBowCostsNothingAndTheHeroAttacksAtOnce() {
        // EN §28 / JP §27 (太刀持ち): a Squire removes the round the change of weapon costs.
        Party p = hire(hire(Party.of(archer(EN, RangedWeapon.BOW)), LAMPLIGHTER, 1, EN), SQUIRE, 1, EN);
        Fight f = new Fight(p, EN).explore(6, 2).act(new Action.Enter()).act(new Action.AttackFirst());
        f.act(SHOOT_OGRE, 2).act(new Action.Swap("hero-1", "light-weapon/slashing"));
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 takes the lantern in the other hand",
                        "hero-1 takes light-weapon/slashing in hand with the Squire's help, at no cost");
        assertThat(f.hero().equipment().holdsLantern()).isTrue();
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1",
                        1,
                        List.of(
                                new Action.Attack("hero-1", "ogre", false),
                                new Action.Hold("hero-1"),
                                new Action.Escape())));
        f.act(new Action.Attack("hero-1", "ogre", false), 5, 4, 4);
        assertThat(mods(f.checks().get(0))).containsExactly("light-weapon -1");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
    }

    @Test
    @DisplayName("EN §22: Power Defend against the goblin archers' missiles in round 0 (3 + Strength 2 + plate 1, -2"
            + " without a lantern = 4 against 3); JP §22 ties it to melee weapons: only Technique in round 0")
    void powerDefendAgainstMissilesFollowsTheEdition() {
        Fight en = new Fight(Party.of(warrior(EN)), EN).explore(4, 1, 1);
        en.act(new Action.Wait(), 1);
        assertThat(en.decision())
                .isEqualTo(new Decision.ChooseDefender(
                        1, List.of(new Action.Defend("hero-1", false), new Action.Defend("hero-1", true))));
        assertThat(en.combat().round()).isZero();
        en.act(new Action.Defend("hero-1", true), 3);
        CheckResult r = en.checks().get(0);
        assertThat(r.check().basis()).isEqualTo(Basis.STRENGTH);
        assertThat(r.total()).isEqualTo(4);
        assertThat(r.success()).isTrue();
        assertThat(en.hero().subAttributeValue()).isEqualTo(1);

        // JP: the round-0 defense has one way only, so it is rolled at once: 3 + Technique 0 + plate 1 - 2 = 2
        Fight jp = new Fight(Party.of(warrior(JP)), JP).explore(4, 1, 1);
        jp.act(new Action.Wait(), 1, 3);
        assertThat(jp.texts().subList(0, 3))
                .containsExactly(
                        "reaction: fight",
                        "combat: the enemies act first; round 0 (ranged)",
                        "hero-1 defends against archers: 1 damage, Life 5");
        CheckResult t = jp.checks().get(0);
        assertThat(t.check().basis()).isEqualTo(Basis.TECHNIQUE);
        assertThat(t.total()).isEqualTo(2);
        assertThat(jp.hero().subAttributeValue()).isEqualTo(2);
        assertThat(jp.hero().life()).isEqualTo(5);
        assertThat(jp.combat().round()).isEqualTo(1);
    }

    @Test
    void drinkingAPotionInRoundZeroIsTheHerosAction() {
        // EN §28 / JP §27: a healing potion may be drunk in combat, using the hero's action for the round.
        Hero h = equipped(archer(EN, RangedWeapon.BOW), List.<Item>of(RangedWeapon.BOW), Gear.HEALING_POTION);
        Fight f = new Fight(hire(Party.of(h), LAMPLIGHTER, 1, EN), EN)
                .explore(6, 2)
                .act(new Action.Enter());
        f.life("hero-1", 2).act(new Action.AttackFirst());
        assertThat(f.legal())
                .containsExactly(
                        SHOOT_OGRE,
                        POWER_SHOOT_OGRE,
                        READY_LIGHT,
                        UNARMED,
                        new Action.Drink("hero-1"),
                        new Action.Hold("hero-1"));
        f.act(new Action.Drink("hero-1"));
        assertThat(f.hero().life()).isEqualTo(6);
        assertThat(f.events).noneMatch(e -> e.check().isPresent());
        assertThat(((Decision.HeroTurn) f.decision()).round()).isEqualTo(1);
        assertThat(f.state.progress().potionsUsed()).containsExactly("hero-1");
        assertThat(f.hero().equipment().owns(Gear.HEALING_POTION)).isFalse();
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
    }
}

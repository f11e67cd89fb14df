package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.COMBAT;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.CREATURES;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.CRITICAL;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.FOLLOWERS;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.LAMPLIGHTER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.equipped;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hero;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.mods;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.warrior;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Melee rounds (EN §36-§37 / JP §35, second §35): the order of the two halves, attack and defense rolls against the
 * enemy's level with their modifiers (EN §28-§29 / JP §27-§28), criticals and fumbles (EN §8 / JP §8), how often
 * creatures attack, and Power Attack and Power Defend (§22).
 */
class CombatMeleeTest {

    private static final Action ATTACK_OGRE = new Action.Attack("hero-1", "ogre", false);
    private static final Action POWER_ATTACK_OGRE = new Action.Attack("hero-1", "ogre", true);

    private static Fight ogreAttackedFirst(Party p, RuleOptions o) {
        return new Fight(p, o).explore(6, 2).act(new Action.AttackFirst());
    }

    private static int round(Fight f) {
        return ((Decision.HeroTurn) f.decision()).round();
    }

    @Test
    void afterAttackingFirstTheHeroesAttackBeforeTheEnemyInEveryMeleeRound() {
        // EN §35-§36 / JP §34-§35: the side that attacked first acts first in every round.
        Fight f = ogreAttackedFirst(Party.of(priest(EN)), EN);
        assertThat(round(f)).isEqualTo(1);
        f.act(ATTACK_OGRE, 2, 3, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks ogre: miss",
                        "hero-1 defends against ogre: no damage",
                        "hero-1 defends against ogre: no damage",
                        "round 2 begins");
        assertThat(f.checkEvents()).extracting(Event::rule).containsOnly(COMBAT);
        assertThat(round(f)).isEqualTo(2);
        f.act(ATTACK_OGRE, 4, 2, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks ogre: hit",
                        "ogre loses 1 Life: 3 left",
                        "hero-1 defends against ogre: 1 damage, Life 4",
                        "hero-1 defends against ogre: no damage",
                        "round 3 begins");
        assertThat(f.event("ogre loses 1 Life: 3 left").rule()).isEqualTo(CREATURES);
        assertThat(f.hero().life()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(round(f)).isEqualTo(3);
        assertThat(f.combat().heroesFirst()).isTrue();
    }

    @Test
    void afterAFightReactionTheEnemyAttacksBeforeTheHeroesInEveryMeleeRound() {
        // EN §36 / JP §35: after a Fight reaction the enemy acts first, in round 0 and in every melee round.
        // Each melee round starts with the party's chance to escape before the enemy attacks (EN §42 / JP §42).
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2).act(new Action.Wait(), 2);
        assertThat(f.texts())
                .containsExactly(
                        "reaction: fight", "combat: the enemies act first; round 0 (ranged)", "round 1 begins");
        assertThat(f.decision()).isEqualTo(new Decision.Escape(1, List.of(new Action.Escape(), new Action.Pass())));
        f.act(new Action.Pass(), 3, 3);
        assertThat(f.texts())
                .containsExactly("hero-1 defends against ogre: no damage", "hero-1 defends against ogre: no damage");
        assertThat(round(f)).isEqualTo(1);
        f.act(ATTACK_OGRE, 2);
        assertThat(f.texts()).containsExactly("hero-1 attacks ogre: miss", "round 2 begins");
        assertThat(f.decision()).isEqualTo(new Decision.Escape(2, List.of(new Action.Escape(), new Action.Pass())));
        f.act(new Action.Pass(), 3, 2);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 defends against ogre: no damage", "hero-1 defends against ogre: 1 damage, Life 4");
        assertThat(round(f)).isEqualTo(2);
        assertThat(f.combat().heroesFirst()).isFalse();
    }

    @Test
    void aOneHandedWeaponAttacksWithoutModifierAgainstTheCreaturesLevel() {
        // EN §36 / JP §35: 1d6 + Technique against the level; a success takes 1 Life.
        Fight f = ogreAttackedFirst(Party.of(priest(EN)), EN).act(ATTACK_OGRE, 4, 3, 3);
        CheckResult r = f.checks().get(0);
        assertThat(mods(r)).isEmpty();
        assertThat(r.check().basis()).isEqualTo(Basis.TECHNIQUE);
        assertThat(r.check().basisValue()).isZero();
        assertThat(r.total()).isEqualTo(4);
        assertThat(r.check().target()).isEqualTo(4);
        assertThat(r.success()).isTrue();
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
    }

    @Test
    void aLightWeaponAttacksAtMinusOne() {
        // EN §28 / JP §27: light weapon -1 (the Sorcery hero's kit weapon).
        Fight f = ogreAttackedFirst(Party.of(hero("hero-1", SubAttribute.SORCERY, EN)), EN)
                .act(ATTACK_OGRE, 4, 4, 4);
        CheckResult r = f.checks().get(0);
        assertThat(mods(r)).containsExactly("light-weapon -1");
        assertThat(r.total()).isEqualTo(3);
        assertThat(r.success()).isFalse();
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
    }

    @Test
    void aTwoHandedWeaponAttacksAtPlusOne() {
        // EN §28 / JP §27: two-handed weapon +1; the Lamplighter holds the light the weapon leaves no hand for.
        Fight f = ogreAttackedFirst(hire(Party.of(warrior(EN)), LAMPLIGHTER, 1, EN), EN)
                .act(ATTACK_OGRE, 3);
        CheckResult r = f.checks().get(0);
        assertThat(mods(r)).containsExactly("two-handed-weapon +1");
        assertThat(r.total()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.decision()).isInstanceOf(Decision.ChooseDefender.class);
    }

    @Test
    void anUnarmedHeroAttacksAtMinusTwo() {
        // EN §29 / JP §28: an unarmed character attacks at -2.
        Hero h = equipped(priest(EN), List.<Item>of(Gear.LANTERN));
        assertThat(h.equipment().heldWeapon()).isEmpty();
        Fight f = ogreAttackedFirst(Party.of(h), EN).act(ATTACK_OGRE, 5, 3, 3);
        CheckResult r = f.checks().get(0);
        assertThat(mods(r)).containsExactly("unarmed -2");
        assertThat(r.check().modifiers().get(0).section()).isEqualTo("EN §29 / JP §28");
        assertThat(r.total()).isEqualTo(3);
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
    }

    @Test
    void withoutALanternHeldEveryCheckOfHeroAndFollowersIsAtMinusTwo() {
        // EN §28 / JP §27, AMB-34: nobody holds a lantern (the two-handed weapon takes both hands) and there is no
        // Lamplighter: -2 to the hero's attack and defense rolls and to the followers' attack and defense rolls.
        Fight f = ogreAttackedFirst(hire(Party.of(warrior(EN)), SOLDIER, 1, EN), EN);
        assertThat(f.legal())
                .containsExactly(ATTACK_OGRE, POWER_ATTACK_OGRE, new Action.Hold("hero-1"), new Action.Escape());
        f.act(ATTACK_OGRE, 5);
        assertThat(mods(f.checks().get(0))).containsExactly("two-handed-weapon +1", "no lantern held -2");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.checks().get(0).check().modifiers().get(1).section()).isEqualTo("EN §28 / JP §27");
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.decision())
                .isEqualTo(new Decision.FollowerTurn(
                        1, List.of(new Action.FollowersAttack("ogre"), new Action.Hold("followers"))));

        f.act(new Action.FollowersAttack("ogre"), 5);
        assertThat(f.checkEvents()).extracting(Event::rule).containsExactly(FOLLOWERS);
        assertThat(mods(f.checks().get(0))).containsExactly("no lantern held -2");
        assertThat(f.checks().get(0).total()).isEqualTo(3);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.decision())
                .isEqualTo(new Decision.ChooseDefender(
                        2, List.of(new Action.Defend("hero-1", false), new Action.Defend("hero-1", true))));

        f.act(new Action.Defend("hero-1", false), 5, 5);
        assertThat(mods(f.checks().get(0))).containsExactly("plate-armour +1", "no lantern held -2");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(mods(f.checks().get(1))).containsExactly("no lantern held -2");
        assertThat(f.checks().get(1).total()).isEqualTo(3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 defends against ogre: no damage",
                        "soldier/blunt defends against ogre: the defence fails");
        // EN §22 / JP §22: the Strength hero could protect the Soldier; he lets it pass
        assertThat(f.legal())
                .containsExactly(
                        new Action.Protect("hero-1", false), new Action.Protect("hero-1", true), new Action.Pass());
        f.act(new Action.Pass());
        assertThat(f.texts()).containsExactly("soldier/blunt takes 1 damage", "round 2 begins");
        assertThat(f.followers(SOLDIER)).isZero();
        assertThat(f.hero().life()).isEqualTo(6);
    }

    @Test
    void aLamplighterSparesTheMinusTwo() {
        // EN §28 / JP §27 (C-26): a Lamplighter counts as a held lantern.
        Fight f = ogreAttackedFirst(hire(hire(Party.of(warrior(EN)), SOLDIER, 1, EN), LAMPLIGHTER, 1, EN), EN);
        f.act(ATTACK_OGRE, 3).act(new Action.FollowersAttack("ogre"), 4).act(new Action.Defend("hero-1", false), 3, 4);
        assertThat(mods(f.checks().get(0))).containsExactly("plate-armour +1");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(mods(f.checks().get(1))).isEmpty();
        assertThat(f.checks().get(1).total()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(2);
        assertThat(f.followers(SOLDIER)).isEqualTo(1);
    }

    @Test
    void armourModifiesDefenseChainAndPlatePlusOneClothNothing() {
        // EN §28 / JP §27: chain and plate armour +1 to defense rolls; cloth armour gives nothing to them.
        Fight chain = ogreAttackedFirst(Party.of(priest(EN)), EN).act(ATTACK_OGRE, 2, 3, 2);
        assertThat(mods(chain.checks().get(1))).containsExactly("chain-armour +1");
        assertThat(chain.checks().get(1).total()).isEqualTo(4);
        assertThat(chain.checks().get(2).total()).isEqualTo(3);
        assertThat(chain.hero().life()).isEqualTo(4);

        Fight cloth = ogreAttackedFirst(Party.of(hero("hero-1", SubAttribute.SORCERY, EN)), EN)
                .act(ATTACK_OGRE, 2, 4, 3);
        assertThat(mods(cloth.checks().get(1))).isEmpty();
        assertThat(cloth.checks().get(1).total()).isEqualTo(4);
        assertThat(cloth.checks().get(2).total()).isEqualTo(3);
        assertThat(cloth.hero().life()).isEqualTo(4);

        Fight plate = ogreAttackedFirst(hire(Party.of(warrior(EN)), LAMPLIGHTER, 1, EN), EN)
                .act(ATTACK_OGRE, 2)
                .act(new Action.Defend("hero-1", false), 3);
        assertThat(mods(plate.checks().get(0))).containsExactly("plate-armour +1");
        assertThat(plate.checks().get(0).total()).isEqualTo(4);
        plate.act(new Action.Defend("hero-1", false), 2);
        assertThat(plate.checks().get(0).total()).isEqualTo(3);
        assertThat(plate.hero().life()).isEqualTo(5);
    }

    @Test
    void aMagicWeaponAddsOneToTheFirstAttackRollOfTheFightOnly() {
        // EN §28 / JP §27, AMB-18: +1 to the wielder's first attack roll in each fight; not to the extra attack of a
        // critical in the same round, not in later rounds.
        Weapon magic = Weapon.magic(WeaponClass.LIGHT, DamageType.SLASHING);
        // a magic weapon is found, not bought (EN §28 / JP §27: the shop sells the list only)
        Hero created = Hero.create(
                HeroSpec.builder()
                        .name("hero-1")
                        .subAttribute(SubAttribute.SORCERY)
                        .build(),
                EN);
        Hero h = created.reequip(created.equipment().add(magic), EN).hold(List.<Item>of(magic, Gear.LANTERN), EN);
        Fight f = ogreAttackedFirst(Party.of(h), EN).act(ATTACK_OGRE, 6);
        assertThat(mods(f.checks().get(0))).containsExactly("light-weapon -1", "magic weapon, first attack +1");
        assertThat(f.checks().get(0).total()).isEqualTo(6);
        assertThat(f.combat().magicWeaponUsed()).containsExactly("hero-1");
        f.act(ATTACK_OGRE, 5, 4, 4);
        assertThat(mods(f.checks().get(0))).containsExactly("light-weapon -1");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(2);
        f.act(ATTACK_OGRE, 4, 4, 4);
        assertThat(mods(f.checks().get(0))).containsExactly("light-weapon -1");
        assertThat(f.checks().get(0).total()).isEqualTo(3);
        assertThat(f.enemy("ogre").current()).isEqualTo(2);
    }

    @Test
    void aCriticalAlwaysHitsAndGivesAnotherAttackAtAnyTargetOrHold() {
        // EN §8 / JP §8: a 6 succeeds whatever the total; a critical attack roll gives another attack roll at once,
        // at any enemy (AMB-05). Unarmed and without light: 6 - 2 - 2 = 2, still a hit against level 3.
        Hero h = equipped(priest(EN), List.<Item>of());
        Fight f = new Fight(Party.of(h), EN)
                .meet(group("goblins", TestCrypt.GOBLIN, 3), group("rats", TestCrypt.RAT, 3))
                .act(new Action.AttackFirst());
        f.act(new Action.Attack("hero-1", "goblins", false), 6);
        CheckResult r = f.checks().get(0);
        assertThat(mods(r)).containsExactly("unarmed -2", "no lantern held -2");
        assertThat(r.total()).isEqualTo(2);
        assertThat(r.critical()).isTrue();
        assertThat(r.success()).isTrue();
        assertThat(f.event("critical: hero-1 may attack again").rule()).isEqualTo(CRITICAL);
        assertThat(f.enemy("goblins").current()).isEqualTo(2);
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1",
                        1,
                        List.of(
                                new Action.Attack("hero-1", "goblins", false),
                                new Action.Attack("hero-1", "rats", false),
                                new Action.Hold("hero-1"))));
        f.act(new Action.Attack("hero-1", "rats", false), 6);
        assertThat(f.enemy("rats").current()).isEqualTo(2);
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        // holding gives up the extra attack; then 2 goblins and 2 rats attack: 4 defense rolls
        f.act(new Action.Hold("hero-1"), 6, 5, 2, 5);
        assertThat(f.checks()).hasSize(4);
        assertThat(f.checkEvents())
                .extracting(Event::text)
                .containsExactly(
                        "hero-1 defends against goblins: no damage",
                        "hero-1 defends against goblins: no damage",
                        "hero-1 defends against rats: 1 damage, Life 4",
                        "hero-1 defends against rats: no damage");
        // a 6 is a critical defense; 2 + chain 1 - 2 (no light) = 1 fails against the rats' level 2
        assertThat(f.checks().get(0).critical()).isTrue();
        assertThat(f.checks()).extracting(CheckResult::total).containsExactly(5, 4, 1, 4);
        assertThat(f.hero().life()).isEqualTo(4);
    }

    @Test
    void aFumbleAlwaysMissesAndAlwaysFailsADefense() {
        // EN §8 / JP §8: a 1 fails whatever the total: Technique 2 + 1 = 3 reaches the rats' level 2 but misses.
        Fight f = new Fight(Party.of(priest(EN, 2)), EN).explore(3, 1, 1, 2);
        assertThat(f.enemy("rats").current()).isEqualTo(3);
        f.act(new Action.AttackFirst()).act(new Action.Attack("hero-1", "rats", false), 1, 1, 2, 2);
        List<CheckResult> c = f.checks();
        assertThat(c.get(0).total()).isEqualTo(3);
        assertThat(c.get(0).fumble()).isTrue();
        assertThat(c.get(0).success()).isFalse();
        assertThat(f.enemy("rats").current()).isEqualTo(3);
        assertThat(c.get(1).total()).isEqualTo(4);
        assertThat(c.get(1).fumble()).isTrue();
        assertThat(c.get(1).success()).isFalse();
        assertThat(c.get(2).success()).isTrue();
        assertThat(f.hero().life()).isEqualTo(4);
    }

    @Test
    void aWeakGroupAttacksOncePerCreatureLeftAndAStrongCreatureItsAttackCount() {
        // EN §37 / JP second §35: Weak Creatures attack once each; the rats have no reaction table and attack.
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(3, 1, 1, 3);
        assertThat(f.enemy("rats").current()).isEqualTo(4);
        f.act(new Action.Wait());
        assertThat(f.texts().get(0)).isEqualTo("giant rats have no reaction table: they attack");
        f.act(new Action.Pass(), 3, 3, 3, 3);
        assertThat(f.checks()).hasSize(4);
        f.act(new Action.Attack("hero-1", "rats", false), 2);
        assertThat(f.enemy("rats").current()).isEqualTo(3);
        assertThat(f.texts())
                .containsExactly("hero-1 attacks rats: hit", "one of the rats falls: 3 left", "round 2 begins");
        f.act(new Action.Pass(), 3, 3, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 defends against rats: no damage",
                        "hero-1 defends against rats: no damage",
                        "hero-1 defends against rats: no damage");
        assertThat(round(f)).isEqualTo(2);

        // the ogre, a Strong Creature with 2 attacks, attacks twice a round (EN §37 / JP §35)
        Fight g = ogreAttackedFirst(Party.of(priest(EN)), EN).act(ATTACK_OGRE, 2, 3, 3);
        assertThat(g.checks()).hasSize(3);
    }

    @Test
    void powerAttackAndPowerDefendUseStrengthAndConsumeOnePointEach() {
        // §22: a Strength hero may use current Strength instead of Technique on attack and defense rolls; 1
        // Strength is consumed after each; at 0 Strength the choice is gone (§9).
        Fight f = ogreAttackedFirst(hire(Party.of(warrior(JP)), LAMPLIGHTER, 1, JP), JP);
        assertThat(f.hero().subAttributeValue()).isEqualTo(2);
        assertThat(f.legal())
                .containsExactly(ATTACK_OGRE, POWER_ATTACK_OGRE, new Action.Hold("hero-1"), new Action.Escape());
        f.act(POWER_ATTACK_OGRE, 2);
        CheckResult attack = f.checks().get(0);
        assertThat(attack.check().basis()).isEqualTo(Basis.STRENGTH);
        assertThat(attack.check().basisValue()).isEqualTo(2);
        assertThat(attack.total()).isEqualTo(5);
        assertThat(attack.consumed()).contains(SubAttribute.STRENGTH);
        assertThat(f.hero().subAttributeValue()).isEqualTo(1);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.decision())
                .isEqualTo(new Decision.ChooseDefender(
                        2, List.of(new Action.Defend("hero-1", false), new Action.Defend("hero-1", true))));

        // Power Defend with the last point; the second defense has no choice left and is rolled with Technique
        f.act(new Action.Defend("hero-1", true), 2, 3);
        CheckResult defend = f.checks().get(0);
        assertThat(defend.check().basis()).isEqualTo(Basis.STRENGTH);
        assertThat(defend.check().basisValue()).isEqualTo(1);
        assertThat(defend.total()).isEqualTo(4);
        assertThat(f.checks().get(1).check().basis()).isEqualTo(Basis.TECHNIQUE);
        assertThat(f.checks().get(1).total()).isEqualTo(4);
        assertThat(f.hero().subAttributeValue()).isZero();
        assertThat(f.legal()).containsExactly(ATTACK_OGRE, new Action.Hold("hero-1"), new Action.Escape());
    }
}

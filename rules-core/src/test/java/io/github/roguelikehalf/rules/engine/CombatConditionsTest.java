package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.mods;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Conditions such as Cursed carry their own modifiers into attack and defense rolls (EN §21, §36 / JP §21, §35). */
class CombatConditionsTest {

    private static final Action ATTACK_OGRE = new Action.Attack("hero-1", "ogre", false);

    private static Fight ogreAttackedFirst(Party p) {
        return new Fight(p, EN).explore(6, 2).act(new Action.AttackFirst());
    }

    @Test
    @DisplayName("EN §21, §36 / JP §21, §35: a hero Cursed at -1 attack and -1 defense rolls with both")
    void cursedHeroRollsWithTheCurse() {
        Hero cursed = priest(EN).withEffect(Effect.cursed("EN §21 / JP §21", -1, -1));
        // attack: 4 + Technique 0 - 1 = 3 < ogre level 4: a miss; the ogre's two attacks: 4 + chain 1 - 1 = 4 and
        // 2 + 1 - 1 = 2: one defended, one hit.
        Fight f = ogreAttackedFirst(Party.of(cursed)).act(ATTACK_OGRE, 4, 4, 2);
        CheckResult attack = f.checks().get(0);
        assertThat(mods(attack)).containsExactly("condition:cursed -1");
        assertThat(attack.total()).isEqualTo(3);
        assertThat(attack.success()).isFalse();
        assertThat(mods(f.checks().get(1))).containsExactly("chain-armour +1", "condition:cursed -1");
        assertThat(f.checks().get(1).total()).isEqualTo(4);
        assertThat(f.checks().get(2).total()).isEqualTo(2);
        assertThat(f.state.party().heroes().get(0).life()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §21 / JP §21: Cursed followers are cursed together and roll with the curse")
    void cursedFollowersRollWithTheCurse() {
        Party p = hire(Party.of(priest(EN)), SOLDIER, 1, EN);
        p = p.with(p.followers().withEffect(Effect.cursed("EN §21 / JP §21", -1, 0)));
        // the hero hits (5); the soldier attacks: 5 + Technique 0 - 1 (cursed) = 4: a hit on level 4; then the
        // ogre's two attacks go one to the hero (5 + chain 1 = 6) and one to the soldier (5, no defense curse)
        Fight f = ogreAttackedFirst(p).act(ATTACK_OGRE, 5).act(new Action.FollowersAttack("ogre"), 5, 5, 5);
        assertThat(mods(f.checks().get(0))).containsExactly("condition:cursed -1");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(2);
        assertThat(mods(f.checks().get(2))).isEmpty();
        assertThat(f.checks().get(2).total()).isEqualTo(5);
    }

    @Test
    @DisplayName("EN §21 / JP §21: a Petrified hero takes no action: his turn holds by itself; he still defends")
    void petrifiedHeroOnlyHolds() {
        Hero stone = priest(EN).withEffect(Effect.incapacitated(Effect.PETRIFIED, "EN §21 / JP §21"));
        // no attack roll: the ogre's two attacks come at once, defended with 1 (fumble) and 1: Life 2 - 2 = 0
        Fight f = new Fight(Party.of(stone), EN).explore(6, 2).life("hero-1", 2).act(new Action.AttackFirst(), 1, 1);
        assertThat(f.checks()).hasSize(2);
        assertThat(f.checks()).allMatch(c -> c.check().kind() == io.github.roguelikehalf.rules.check.CheckKind.DEFENSE);
        assertThat(f.hero().life()).isZero();
        assertThat(f.state.isTerminal()).isTrue();
    }

    @Test
    @DisplayName("EN §21 / JP §21: a Paralyzed hero takes no action either; a defense of 6 still succeeds")
    void paralyzedHeroOnlyHolds() {
        Hero still = priest(EN).withEffect(Effect.incapacitated(Effect.PARALYZED, "EN §21 / JP §21"));
        Fight f = new Fight(Party.of(still), EN).explore(6, 2).life("hero-1", 1).act(new Action.AttackFirst(), 6, 1);
        assertThat(f.checks()).hasSize(2);
        assertThat(f.checks().get(0).success()).isTrue();
        assertThat(f.checks().get(1).success()).isFalse();
        assertThat(f.hero().life()).isZero();
    }
}

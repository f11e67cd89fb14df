package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.StrengthKit;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Spells, miracles and Protect in the windows (EN §19, §21-§22, §35-§36 / JP §19, §21-§22, §34-§35): Friendship and
 * Blitz after the reaction roll, Deflect and Protect after a failed defence.
 */
class MagicWindowsTest {

    static Fight fight(Party p, RuleOptions o) {
        return new Fight(Engine.of(new MagicHall()), p, o);
    }

    static Action.Cast cast(String caster, String magic, String target) {
        return new Action.Cast(caster, magic, Optional.of(target));
    }

    static Hero warrior(String id, RuleOptions o) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.STRENGTH)
                        .strengthKit(StrengthKit.TWO_HANDED_WEAPON)
                        .build(),
                o);
    }

    @Test
    @DisplayName("EN §19 / JP §19: Friendship after the reaction roll cuts a 30 gold bribe to 3")
    void friendshipBribe() {
        for (RuleOptions o : List.of(EN, JP)) {
            Fight f = fight(Party.of(CombatSpellsTest.mage("hero-1", o, 6, Spell.FRIENDSHIP)), o)
                    .meet(group("goblins", MagicHall.GOBLIN, 3));
            f.act(new Action.Wait(), 2);
            assertThat(f.decision()).isInstanceOf(Decision.Window.class);
            assertThat(f.legal())
                    .containsExactly(
                            cast("hero-1", "friendship", "up"),
                            cast("hero-1", "friendship", "down"),
                            cast("hero-1", "friendship", "bribe"),
                            new Action.Pass());
            f.act(cast("hero-1", "friendship", "bribe"));
            assertThat(f.texts()).contains("hero-1 casts friendship: the bribe falls from 30 to 3 gold");
            assertThat(((Phase.Bribing) f.state.phase()).bribe()).isEqualTo(new Bribe(Bribe.Kind.GOLD, 3));
            assertThat(f.hero().subAttributeValue()).isEqualTo(5);
        }
    }

    @Test
    @DisplayName("EN §19 / JP §19: Friendship moves the reaction die; the English text also cuts the bribe it leads to")
    void friendshipDie() {
        // face 3 is fight to the death; up is face 4, an 8 gold bribe
        Fight en = fight(Party.of(CombatSpellsTest.mage("hero-1", EN, 6, Spell.FRIENDSHIP)), EN)
                .meet(group("goblins", MagicHall.GOBLIN, 3));
        en.act(new Action.Wait(), 3);
        en.act(cast("hero-1", "friendship", "up"));
        assertThat(en.texts())
                .contains(
                        "hero-1 casts friendship: the reaction die becomes 4, bribe 8 gold",
                        "hero-1 casts friendship: the bribe falls from 8 to 0 gold");
        assertThat(((Phase.Bribing) en.state.phase()).bribe()).isEqualTo(new Bribe(Bribe.Kind.GOLD, 0));

        Fight jp = fight(Party.of(CombatSpellsTest.mage("hero-1", JP, 6, Spell.FRIENDSHIP)), JP)
                .meet(group("goblins", MagicHall.GOBLIN, 3));
        jp.act(new Action.Wait(), 3);
        jp.act(cast("hero-1", "friendship", "up"));
        assertThat(((Phase.Bribing) jp.state.phase()).bribe()).isEqualTo(new Bribe(Bribe.Kind.GOLD, 8));

        // down from 2 (30 gold) is 1, a fight; 6 cannot go up
        Fight down = fight(Party.of(CombatSpellsTest.mage("hero-1", JP, 6, Spell.FRIENDSHIP)), JP)
                .meet(group("goblins", MagicHall.GOBLIN, 3));
        down.act(new Action.Wait(), 2);
        down.act(cast("hero-1", "friendship", "down"));
        assertThat(down.state.phase()).isInstanceOf(Phase.Fighting.class);
        assertThat(down.combat().heroesFirst()).isFalse();
        Fight top = fight(Party.of(CombatSpellsTest.mage("hero-1", JP, 6, Spell.FRIENDSHIP)), JP)
                .meet(group("goblins", MagicHall.GOBLIN, 3));
        top.act(new Action.Wait(), 6);
        assertThat(top.legal()).doesNotContain(cast("hero-1", "friendship", "up"));
    }

    @Test
    @DisplayName("JP §19: Blitz after the reaction roll lets the heroes attack first, at no action")
    void blitz() {
        Fight f = fight(Party.of(CombatSpellsTest.mage("hero-1", EN, 6, Spell.BLITZ)), EN)
                .meet(group("goblins", MagicHall.GOBLIN, 3));
        f.act(new Action.Wait(), 1);
        assertThat(f.legal()).containsExactly(new Action.Cast("hero-1", "blitz", Optional.empty()), new Action.Pass());
        f.act(new Action.Cast("hero-1", "blitz", Optional.empty()));
        assertThat(f.texts()).contains("hero-1 casts blitz: the heroes attack first");
        assertThat(f.combat().heroesFirst()).isTrue();
        assertThat(f.combat().round()).isEqualTo(1);
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        assertThat(f.hero().subAttributeValue()).isEqualTo(5);
    }

    @Test
    @DisplayName("JP §19: in a fight the enemies open, Blitz at the start of a round gives the heroes the initiative")
    void blitzInAFight() {
        Fight f = fight(Party.of(CombatSpellsTest.mage("hero-1", JP, 6, Spell.BLITZ)), JP)
                .meet(group("goblins", MagicHall.GOBLIN, 3));
        f.act(new Action.Wait(), 1);
        f.act(new Action.Pass());
        Action blitz = new Action.Cast("hero-1", "blitz", Optional.empty());
        assertThat(f.decision())
                .isEqualTo(new Decision.Escape(1, List.of(new Action.Escape(), blitz, new Action.Pass())));
        f.act(blitz);
        assertThat(f.texts()).contains("hero-1 casts blitz: the heroes act first from now on");
        assertThat(f.combat().heroesFirst()).isTrue();
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        assertThat(f.legal()).contains(new Action.Attack("hero-1", "goblins", false));
        assertThat(f.hero().subAttributeValue()).isEqualTo(5);
    }

    @Test
    @DisplayName("EN §21 / JP §21: Deflect after a failed defence against a missile turns the damage away")
    void deflect() {
        Hero priest = CombatMiraclesTest.priest("hero-1", EN, Miracle.DEFLECT);
        Fight f = fight(Party.of(priest), EN).meet(group("archers", MagicHall.ARCHER, 2));
        // no reaction table: they attack; two arrows in round 0, the first defence fails
        f.act(new Action.Wait(), 1);
        assertThat(f.decision()).isInstanceOf(Decision.Window.class);
        assertThat(f.legal()).containsExactly(cast("hero-1", "deflect", "hero-1"), new Action.Pass());
        f.act(cast("hero-1", "deflect", "hero-1"), 5);
        assertThat(f.texts()).contains("hero-1 performs deflect: the missile at hero-1 is turned away");
        assertThat(f.hero().life()).isEqualTo(f.hero().maxLife());
        assertThat(f.hero().subAttributeValue()).isEqualTo(5);
        assertThat(f.decision()).isInstanceOf(Decision.Escape.class);
    }

    @Test
    @DisplayName("EN §21 / JP §21: Deflect does nothing against melee attacks: no window opens")
    void noDeflectInMelee() {
        Hero priest = CombatMiraclesTest.priest("hero-1", EN, Miracle.DEFLECT);
        Fight f = fight(Party.of(priest), EN).meet(group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        f.act(new Action.Hold("hero-1"), 1, 1);
        assertThat(f.hero().life()).isEqualTo(f.hero().maxLife() - 2);
    }

    @Test
    @DisplayName(
            "EN §22 / JP §22: Protect after an ally's failed defence: a defence roll, Strength -1; success stops the damage")
    void protect() {
        Party p = new Party(List.of(CombatSupportTest.priest("hero-1", EN), warrior("hero-2", EN)), Followers.none());
        Fight f = fight(p, EN).meet(group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        f.act(new Action.Hold("hero-1"));
        // the ogre's two attacks, one each; hero-1 defends first and fails
        f.act(new Action.Hold("hero-2"), 1);
        assertThat(f.legal())
                .containsExactly(
                        new Action.Protect("hero-2", false), new Action.Protect("hero-2", true), new Action.Pass());
        // 5 + Technique 0 + plate armour 1 = 6 against 4
        f.act(new Action.Protect("hero-2", false), 5);
        assertThat(f.checks().get(0).total()).isEqualTo(6);
        assertThat(f.texts()).contains("hero-2 protects hero-1 (1 Strength spent): nobody takes the damage");
        assertThat(f.hero("hero-1").life()).isEqualTo(f.hero("hero-1").maxLife());
        assertThat(f.hero("hero-2").subAttributeValue()).isEqualTo(1);
        assertThat(f.combat().protectors()).containsExactly("hero-2");
        assertThat(f.decision()).isInstanceOf(Decision.ChooseDefender.class);
    }

    @Test
    @DisplayName(
            "EN §22 / JP §22: a failed Protect with Strength spends 1 Strength once, and the ally takes the damage")
    void protectFails() {
        Party p = new Party(List.of(CombatSupportTest.priest("hero-1", JP), warrior("hero-2", JP)), Followers.none());
        Fight f = fight(p, JP).meet(group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        f.act(new Action.Hold("hero-1"));
        f.act(new Action.Hold("hero-2"), 1);
        f.act(new Action.Protect("hero-2", true), 1);
        assertThat(f.texts()).contains("hero-1 takes 1 damage");
        assertThat(f.hero("hero-1").life()).isEqualTo(f.hero("hero-1").maxLife() - 1);
        assertThat(f.hero("hero-2").subAttributeValue()).isEqualTo(1);
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EQUIPMENT;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.equipped;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.party;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Heroes in combat: the healing potion as the hero's action (EN §28 / JP §27), death at 0 Life (EN §13, §41 / JP
 * §13, §40), and two heroes (EN §45 / JP §45, AMB-13, AMB-35).
 */
class CombatHeroesTest {

    private static final Action ATTACK_OGRE = new Action.Attack("hero-1", "ogre", false);

    private static RuleOptions options(String edition) {
        return edition.equals("english") ? EN : JP;
    }

    @Test
    void drinkingAHealingPotionInMeleeTakesTheHerosActionAndWorksOncePerAdventure() {
        // EN §28 / JP §27: Life back to the maximum; in combat it uses the round's action; one per hero per
        // adventure, even with a second potion in the pack.
        Hero h = equipped(
                priest(EN),
                List.<Item>of(Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING), Gear.LANTERN),
                Gear.HEALING_POTION,
                Gear.HEALING_POTION);
        Fight f = new Fight(Party.of(h), EN).explore(6, 2).life("hero-1", 2).act(new Action.AttackFirst());
        // round 0: a melee hero may drink or hold
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1", 0, List.of(new Action.Drink("hero-1"), new Action.Hold("hero-1"))));
        f.act(new Action.Hold("hero-1"));
        assertThat(f.legal())
                .containsExactly(
                        ATTACK_OGRE,
                        new Action.Swap("hero-1", "wood-shield"),
                        new Action.Drink("hero-1"),
                        new Action.Hold("hero-1"),
                        new Action.Escape());
        f.act(new Action.Drink("hero-1"), 2, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 drinks a healing potion: Life 2 -> 5",
                        "hero-1 defends against ogre: 1 damage, Life 4",
                        "hero-1 defends against ogre: no damage",
                        "round 2 begins");
        assertThat(f.event("hero-1 drinks a healing potion: Life 2 -> 5").rule())
                .isEqualTo(EQUIPMENT);
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
        assertThat(f.hero().life()).isEqualTo(4);
        assertThat(f.hero().equipment().count(Gear.HEALING_POTION)).isEqualTo(1);
        assertThat(f.state.progress().potionsUsed()).containsExactly("hero-1");
        assertThat(f.legal())
                .containsExactly(
                        ATTACK_OGRE,
                        new Action.Swap("hero-1", "wood-shield"),
                        new Action.Hold("hero-1"),
                        new Action.Escape());
    }

    @Test
    void aLoneHeroAtZeroLifeEndsTheAdventureInDeathWithNoDecision() {
        // EN §13, §41 / JP §13, §40: at 0 Life the hero dies; alone, the adventure is over; the ogre's second attack
        // is not rolled.
        Fight f = new Fight(Party.of(priest(EN)), EN)
                .explore(6, 2)
                .life("hero-1", 1)
                .act(new Action.AttackFirst());
        f.act(ATTACK_OGRE, 2, 2);
        assertThat(f.texts())
                .containsExactly(
                        "hero-1 attacks ogre: miss",
                        "hero-1 defends against ogre: 1 damage, Life 0",
                        "hero-1 dies",
                        "adventure over: death: hero-1 fell to ogre");
        assertThat(f.event("hero-1 dies").rule()).isEqualTo("EN §13 / JP §13");
        assertThat(f.event("adventure over: death: hero-1 fell to ogre").rule()).isEqualTo("EN §13, §41 / JP §13, §40");
        assertThat(f.state.isTerminal()).isTrue();
        assertThat(f.state.outcome().orElseThrow().termination()).isEqualTo(Outcome.Termination.DEATH);
        assertThat(f.engine.decision(f.state)).isEmpty();
        assertThat(f.engine.legalActions(f.state)).isEmpty();
        assertThat(f.hero().life()).isZero();
        GameState over = f.state;
        assertThatThrownBy(() -> f.engine.apply(over, ATTACK_OGRE, Dice.of(6)))
                .isInstanceOf(IllegalActionException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "japanese"})
    void withTwoHeroesTheOtherFightsOnWhenOneDies(String edition) {
        // EN §45 / JP §45, AMB-35: one hero's death removes that hero; the other goes on and now takes every attack
        // (AMB-13: the recipients are the living heroes).
        RuleOptions o = options(edition);
        Fight f = new Fight(party(priest("hero-1", o), priest("hero-2", o)), o)
                .explore(6, 2)
                .life("hero-1", 1)
                .act(new Action.AttackFirst());
        f.act(ATTACK_OGRE, 2);
        assertThat(((Decision.HeroTurn) f.decision()).hero()).isEqualTo("hero-2");
        // the ogre's 2 attacks: one to each hero, no choice; hero-1 fails and dies
        f.act(new Action.Attack("hero-2", "ogre", false), 2, 2, 3);
        assertThat(f.texts())
                .containsExactly(
                        "hero-2 attacks ogre: miss",
                        "hero-1 defends against ogre: 1 damage, Life 0",
                        "hero-1 dies",
                        "hero-2 defends against ogre: no damage",
                        "round 2 begins");
        assertThat(f.state.isTerminal()).isFalse();
        assertThat(f.hero("hero-1").alive()).isFalse();
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-2",
                        2,
                        List.of(
                                new Action.Attack("hero-2", "ogre", false),
                                new Action.Swap("hero-2", "wood-shield"),
                                new Action.Hold("hero-2"),
                                new Action.Escape())));
        f.act(new Action.Attack("hero-2", "ogre", false), 4, 3, 2);
        assertThat(f.checkEvents())
                .extracting(Event::text)
                .containsExactly(
                        "hero-2 attacks ogre: hit",
                        "hero-2 defends against ogre: no damage",
                        "hero-2 defends against ogre: 1 damage, Life 4");
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(((Decision.HeroTurn) f.decision()).round()).isEqualTo(3);
    }

    @Test
    void withTwoHeroesAnOddAttackIsPlacedByThePlayer() {
        // EN §36 / JP §35, AMB-13: 3 goblins on two heroes: 1 each and the player picks who takes the third.
        Fight f = new Fight(party(priest("hero-1", JP), priest("hero-2", JP)), JP).explore(2, 1, 3);
        f.act(new Action.Wait(), 1).act(new Action.Pass());
        assertThat(f.decision())
                .isEqualTo(new Decision.AssignAttacks(
                        3,
                        List.of("hero-1", "hero-2"),
                        List.of(new Action.AssignExtra(List.of("hero-1")), new Action.AssignExtra(List.of("hero-2")))));
        f.act(new Action.AssignExtra(List.of("hero-2")), 3, 3, 3);
        assertThat(f.checkEvents())
                .extracting(Event::text)
                .containsExactly(
                        "hero-1 defends against goblins: no damage",
                        "hero-2 defends against goblins: no damage",
                        "hero-2 defends against goblins: no damage");
        assertThat(((Decision.HeroTurn) f.decision()).hero()).isEqualTo("hero-1");
    }
}

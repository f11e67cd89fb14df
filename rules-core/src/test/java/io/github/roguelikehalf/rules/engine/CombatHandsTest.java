package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.COMBAT;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EQUIPMENT;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SQUIRE;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a hero holds in a fight (EN §27-§29, §36 / JP §26-§28, §35): changing what is in hand takes the hero's action
 * for the round unless a Squire helps (EN §28 / JP §27).
 */
class CombatHandsTest {

    private static final Action.Swap TAKE_SHIELD = new Action.Swap("hero-1", "wood-shield");

    @Test
    @DisplayName("EN §27-§28, §36 / JP §26-§27, §35: in a fight the priest may take his wood shield in hand instead of"
            + " the lantern; it takes his round, and without a lantern the ogre's attacks are defended at -2")
    void takingTheShieldInAFightTakesTheRound() {
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2).act(new Action.AttackFirst());
        assertThat(f.legal()).contains(TAKE_SHIELD);

        f.act(TAKE_SHIELD, 5, 5);

        assertThat(f.texts())
                .containsExactly(
                        "hero-1 puts the lantern away",
                        "hero-1 takes wood-shield in hand, which takes the round",
                        "hero-1 defends against ogre: no damage",
                        "hero-1 defends against ogre: no damage",
                        "round 2 begins");
        assertThat(f.event("hero-1 puts the lantern away").rule()).isEqualTo(EQUIPMENT);
        assertThat(f.event("hero-1 takes wood-shield in hand, which takes the round")
                        .rule())
                .isEqualTo(COMBAT);
        assertThat(f.checks().get(0).total()).isEqualTo(4); // 5 + Technique 0 + chain 1 - 2 without light
        assertThat(f.hero().equipment().hands())
                .containsExactly(Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING), Shield.of(ShieldType.WOOD));
        assertThat(f.hero().maxLife()).isEqualTo(6);
        assertThat(f.legal()).contains(new Action.Swap("hero-1", "lantern"));
    }

    @Test
    @DisplayName("EN §28 / JP §27: with a Squire the priest takes the shield in hand at no cost and attacks at once")
    void aSquireMakesTheShieldFree() {
        Fight f = new Fight(hire(Party.of(priest(EN)), SQUIRE, 1, EN), EN)
                .explore(6, 2)
                .act(new Action.AttackFirst());

        f.act(TAKE_SHIELD);

        assertThat(f.texts())
                .containsExactly(
                        "hero-1 puts the lantern away",
                        "hero-1 takes wood-shield in hand with the Squire's help, at no cost");
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        assertThat(f.legal()).contains(new Action.Attack("hero-1", "ogre", false));
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.COMBAT;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EQUIPMENT;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.LAMPLIGHTER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SQUIRE;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.archer;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.mods;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.warrior;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.ImmutableRuleOptions;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a hero holds in a fight (EN §27-§29, §36 / JP §26-§28, §35): changing what is in hand takes the hero's action
 * for the round unless a Squire helps (EN §28 / JP §27).
 */
class CombatHandsTest {

    private static final Action.Swap TAKE_SHIELD = new Action.Swap("hero-1", "wood-shield");
    private static final Action.Swap READY_LIGHT = new Action.Swap("hero-1", "light-weapon/slashing");
    private static final Action.Swap UNARMED = new Action.Swap("hero-1", "unarmed");

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

    @Test
    @DisplayName("JP §27 (C-25): a Squire changes only the hero's weapon: under the Japanese preset taking the shield"
            + " in hand still takes the round (and current Life rises with max Life, JP §29: 6)")
    void japaneseSquireDoesNotMakeTheShieldFree() {
        Fight f = new Fight(hire(Party.of(priest(JP)), SQUIRE, 1, JP), JP)
                .explore(6, 2)
                .act(new Action.AttackFirst());

        f.act(TAKE_SHIELD, 5, 5);

        assertThat(f.texts())
                .containsExactly(
                        "hero-1 puts the lantern away",
                        "hero-1 takes wood-shield in hand, which takes the round",
                        "hero-1 defends against ogre: no damage",
                        "hero-1 defends against ogre: no damage",
                        "round 2 begins");
        assertThat(f.hero().life()).isEqualTo(6);
        assertThat(f.hero().maxLife()).isEqualTo(6);
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "japanese"})
    @DisplayName("EN §28 / JP §27 (太刀持ち): in both presets a Squire makes a change of weapon free: from the bow to"
            + " the light weapon, the lantern following it, and the hero attacks at once")
    void squireMakesTheWeaponChangeFreeInBothPresets(String edition) {
        RuleOptions o = edition.equals("english") ? EN : JP;
        Party p = hire(hire(Party.of(archer(o, RangedWeapon.BOW)), LAMPLIGHTER, 1, o), SQUIRE, 1, o);
        Fight f = new Fight(p, o).explore(6, 2).act(new Action.Enter()).act(new Action.AttackFirst());
        f.act(new Action.Shoot("hero-1", "ogre", false), 1);

        f.act(READY_LIGHT);

        assertThat(f.texts())
                .containsExactly(
                        "hero-1 takes the lantern in the other hand",
                        "hero-1 takes light-weapon/slashing in hand with the Squire's help, at no cost");
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        assertThat(f.legal()).contains(new Action.Attack("hero-1", "ogre", false));
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "japanese"})
    @DisplayName("EN §28 / JP §27 (C-25): a Squire and the shield: free under the English preset"
            + " (squireSwapsAllHandItems), the round under the Japanese; the option decides, not the edition")
    void squireAndShieldFollowTheOption(String edition) {
        RuleOptions o = edition.equals("english") ? EN : JP;
        for (boolean all : new boolean[] {true, false}) {
            RuleOptions x = ImmutableRuleOptions.copyOf(o).withSquireSwapsAllHandItems(all);
            Fight f = new Fight(hire(Party.of(priest(x)), SQUIRE, 1, x), x)
                    .explore(6, 2)
                    .act(new Action.AttackFirst());
            f.act(TAKE_SHIELD, all ? new int[0] : new int[] {5, 5});
            assertThat(f.texts().get(1))
                    .isEqualTo(
                            all
                                    ? "hero-1 takes wood-shield in hand with the Squire's help, at no cost"
                                    : "hero-1 takes wood-shield in hand, which takes the round");
        }
    }

    /** A Dexterity hero holding the bow, with no melee weapon (the light weapon sold), and a Lamplighter. */
    private static Fight bowOnlyMeetsOgre(RuleOptions o) {
        Hero h = archer(o, RangedWeapon.BOW).discard(Weapon.of(WeaponClass.LIGHT, DamageType.SLASHING), o);
        assertThat(h.equipment().carried()).doesNotHaveAnyElementsOfTypes(Weapon.class);
        Fight f = new Fight(hire(Party.of(h), LAMPLIGHTER, 1, o), o).explore(6, 2);
        return f.act(new Action.Enter());
    }

    @Test
    @DisplayName("EN §27-§29 / JP §26-§28: the swaps a hero may make, read-only: the priest's shield beside his"
            + " one-handed weapon, an archer's melee weapon and unarmed in a fight, nothing for a two-handed warrior")
    void swapsOfEachHero() {
        Hero priest = priest(EN);
        assertThat(Hands.swaps(Party.of(priest), priest, true, EN)).containsExactly("wood-shield");
        assertThat(Hands.swaps(Party.of(priest), priest, false, EN)).containsExactly("wood-shield");

        Hero archer = archer(EN, RangedWeapon.BOW);
        assertThat(Hands.swaps(Party.of(archer), archer, true, EN))
                .containsExactly("light-weapon/slashing", Hands.UNARMED);
        // outside a fight the bow may also be taken up again: only what is not in hand is offered
        assertThat(Hands.swaps(Party.of(archer), archer, false, EN)).containsExactly("light-weapon/slashing");

        Hero warrior = warrior(EN);
        List<String> none = Hands.swaps(Party.of(warrior), warrior, true, EN);
        assertThat(none).isEmpty();
        List<String> some = Hands.swaps(Party.of(priest), priest, true, EN);
        assertThatThrownBy(() -> some.add("lantern")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> none.add("lantern")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    @DisplayName("EN §29, §36 / JP §28, §35: a hero with only a bow may put it away and fight unarmed: it takes the"
            + " round; then he attacks at -2 (6 - 2 = 4 against the ogre's 4 hits)")
    void aBowWithoutAMeleeWeaponCanBePutAwayToFightUnarmed() {
        Fight f = bowOnlyMeetsOgre(EN).act(new Action.AttackFirst()).act(new Action.Shoot("hero-1", "ogre", false), 2);
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1", 1, List.of(UNARMED, new Action.Hold("hero-1"), new Action.Escape())));

        f.act(UNARMED, 4, 4);

        assertThat(f.texts())
                .containsExactly(
                        "hero-1 takes the lantern in hand",
                        "hero-1 puts bow away to fight unarmed, which takes the round",
                        "hero-1 defends against ogre: no damage",
                        "hero-1 defends against ogre: no damage",
                        "round 2 begins");
        assertThat(f.hero().equipment().hands()).containsExactly(Gear.LANTERN);
        assertThat(f.hero().equipment().carried()).contains(RangedWeapon.BOW);
        assertThat(f.legal())
                .containsExactly(
                        new Action.Attack("hero-1", "ogre", false), new Action.Hold("hero-1"), new Action.Escape());

        f.act(new Action.Attack("hero-1", "ogre", false), 6);

        assertThat(mods(f.checks().get(0))).containsExactly("unarmed -2");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
    }

    @Test
    @DisplayName("EN §36 / JP §35: instead of shooting in round 0, a hero may use it to take his melee weapon in"
            + " hand (one attack's worth), and attacks in melee from round 1")
    void roundZeroCanReadyTheMeleeWeapon() {
        Party p = hire(Party.of(archer(EN, RangedWeapon.BOW)), LAMPLIGHTER, 1, EN);
        Fight f = new Fight(p, EN).explore(6, 2).act(new Action.Enter()).act(new Action.Wait(), 1);
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1",
                        0,
                        List.of(
                                new Action.Shoot("hero-1", "ogre", false),
                                new Action.Shoot("hero-1", "ogre", true),
                                READY_LIGHT,
                                UNARMED,
                                new Action.Hold("hero-1"))));

        f.act(READY_LIGHT);

        assertThat(f.texts())
                .containsExactly(
                        "hero-1 takes the lantern in the other hand",
                        "hero-1 takes light-weapon/slashing in hand, which takes the round",
                        "round 1 begins");
        f.act(new Action.Pass(), 4, 4);
        assertThat(f.legal()).contains(new Action.Attack("hero-1", "ogre", false));
        assertThat(f.legal())
                .noneMatch(a -> a instanceof Action.Swap s && s.item().contains("light"));
    }
}

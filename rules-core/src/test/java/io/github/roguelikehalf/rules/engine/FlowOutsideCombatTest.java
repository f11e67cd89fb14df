package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.CRYPT;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.h1;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.legal;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.rules;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.start;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.texts;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.withHero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.wounded;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
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
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** What the party may do between tiles: eat, drink a healing potion, ready a weapon. */
@DisplayName("Between tiles: eating, potions, readying weapons (EN §27, §28, §31 / JP §26, §27, §30)")
class FlowOutsideCombatTest {

    private static final Item LIGHT = Weapon.of(WeaponClass.LIGHT, DamageType.SLASHING);

    /** A Dexterity retry hero of level 11 with a healing potion bought with the 60 gold (EN §41 / JP §40). */
    private static Hero potionHero() {
        return Hero.retry(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .level(11)
                        .addPurchases(Gear.HEALING_POTION)
                        .build(),
                11,
                EN);
    }

    @Nested
    @DisplayName("eating (EN §31 / JP §30)")
    class Eating {

        @Test
        @DisplayName("EN §31 / JP §30: a wounded hero may eat outside combat: +2 Life, one ration used")
        void eatHeals() {
            GameState s = wounded(start(hero(SubAttribute.DEXTERITY)), 3);
            assertThat(legal(s)).containsExactly("explore", "eat hero-1", "swap hero-1 -> bow");

            Transition t = play(s, "eat hero-1");

            assertThat(texts(t)).containsExactly("hero-1 eats a ration: Life 3 -> 5");
            assertThat(rules(t)).containsExactly("EN §31 / JP §30");
            assertThat(h1(t.state()).life()).isEqualTo(5);
            assertThat(h1(t.state()).equipment().rations()).isEqualTo(1);
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().progress()).isEqualTo(s.progress());
            assertThat(legal(t.state())).containsExactly("explore", "eat hero-1", "swap hero-1 -> bow");
        }

        @Test
        @DisplayName("EN §31 / JP §30 (AMB-32): eating never raises Life above its maximum")
        void eatCappedAtMax() {
            GameState s = wounded(start(hero(SubAttribute.DEXTERITY)), 5);

            Transition t = play(s, "eat hero-1");

            assertThat(texts(t)).containsExactly("hero-1 eats a ration: Life 5 -> 6");
            assertThat(h1(t.state()).life())
                    .isEqualTo(6)
                    .isEqualTo(h1(t.state()).maxLife());
            assertThat(h1(t.state()).equipment().rations()).isEqualTo(1);
            assertThat(legal(t.state()))
                    .as("at full Life eating is not offered")
                    .containsExactly("explore", "swap hero-1 -> bow");
        }

        @Test
        @DisplayName("EN §31 / JP §30: not at full Life, and not without a ration")
        void eatNeedsWoundAndRation() {
            GameState full = start(hero(SubAttribute.DEXTERITY));
            assertThat(legal(full)).doesNotContain("eat hero-1");
            assertThatThrownBy(() -> CRYPT.apply(full, new Action.Eat("hero-1"), Dice.of()))
                    .isInstanceOf(IllegalActionException.class);

            GameState s = wounded(full, 1);
            s = play(s, "eat hero-1").state();
            s = play(s, "eat hero-1").state();
            assertThat(h1(s).life()).isEqualTo(5);
            assertThat(h1(s).equipment().rations()).isZero();
            assertThat(legal(s)).containsExactly("explore", "swap hero-1 -> bow");
        }

        @Test
        @DisplayName("EN §31 / JP §30: eating is outside combat only")
        void noEatingInCombat() {
            GameState s = wounded(start(hero(SubAttribute.SORCERY)), 2);
            s = play(s, "explore", 2, 1).state();
            s = play(s, "enter", 1).state();
            s = play(s, "attack-first").state();

            assertThat(FlowStartTest.CRYPT.decision(s)).containsInstanceOf(Decision.HeroTurn.class);
            assertThat(legal(s)).noneMatch(a -> a.startsWith("eat"));
        }

        @Test
        @DisplayName("EN §31 / JP §30: food may be eaten at any time outside combat: after the d66 is rolled, before"
                + " entering (the tile waits), and when creatures ask a bribe")
        void eatAfterTheD66AndFacingABribe() {
            GameState s = wounded(start(hero(SubAttribute.SORCERY)), 2);
            GameState rolled = play(s, "explore", 5, 1).state();
            assertThat(rolled.phase()).isEqualTo(new Phase.Searching(51, false));
            assertThat(FlowStartTest.CRYPT.decision(rolled)).containsInstanceOf(Decision.Search.class);
            assertThat(legal(rolled)).containsExactly("enter", "eat hero-1");

            Transition ate = play(rolled, "eat hero-1");

            assertThat(texts(ate)).containsExactly("hero-1 eats a ration: Life 2 -> 4");
            assertThat(ate.state().phase()).isEqualTo(new Phase.Searching(51, false));
            assertThat(legal(ate.state())).containsExactly("enter", "eat hero-1");

            GameState bribe =
                    play(play(ate.state(), "enter").state(), "wait", 2).state();
            assertThat(FlowStartTest.CRYPT.decision(bribe)).containsInstanceOf(Decision.PayBribe.class);
            assertThat(legal(bribe)).containsExactly("pay-bribe hero-1", "refuse-bribe", "eat hero-1");

            Transition again = play(bribe, "eat hero-1");

            assertThat(texts(again)).containsExactly("hero-1 eats a ration: Life 4 -> 5");
            assertThat(h1(again.state()).equipment().rations()).isZero();
            assertThat(legal(again.state())).containsExactly("refuse-bribe");
        }

        @Test
        @DisplayName("EN §31 / JP §30: with two heroes each eats from his own rations")
        void twoHeroesEat() {
            Hero a = hero("hero-1", SubAttribute.SORCERY, Growth.NONE);
            Hero b = hero("hero-2", SubAttribute.DIVINITY, Growth.NONE);
            GameState s = CRYPT.start(new Party(List.of(a, b), Party.of(a).followers()), EN, 1L);
            s = withHero(s, ImmutableHero.copyOf(s.party().hero("hero-2")).withLife(1));
            s = withHero(s, ImmutableHero.copyOf(s.party().hero("hero-1")).withLife(1));
            assertThat(legal(s)).containsExactly("explore", "eat hero-1", "eat hero-2", "swap hero-2 -> wood-shield");

            Transition t = play(s, "eat hero-2");

            assertThat(t.state().party().hero("hero-2").life()).isEqualTo(3);
            assertThat(t.state().party().hero("hero-2").equipment().rations()).isEqualTo(1);
            assertThat(t.state().party().hero("hero-1")).isEqualTo(s.party().hero("hero-1"));
        }
    }

    @Nested
    @DisplayName("healing potion (EN §28 / JP §27)")
    class Potion {

        @Test
        @DisplayName("EN §28 / JP §27: drinking outside combat restores Life to max and uses the potion")
        void drinkRestoresMax() {
            GameState s = wounded(start(potionHero()), 1);
            assertThat(legal(s)).containsExactly("explore", "eat hero-1", "drink hero-1", "swap hero-1 -> bow");

            Transition t = play(s, "drink hero-1");

            assertThat(texts(t)).containsExactly("hero-1 drinks a healing potion: Life 1 -> 6");
            assertThat(rules(t)).containsExactly("EN §28 / JP §27");
            Hero h = h1(t.state());
            assertThat(h.life()).isEqualTo(6).isEqualTo(h.maxLife());
            assertThat(h.equipment().owns(Gear.HEALING_POTION)).isFalse();
            assertThat(h.equipment().rations()).isEqualTo(2);
            assertThat(t.state().progress().potionsUsed()).containsExactly("hero-1");
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        }

        @Test
        @DisplayName("EN §28 / JP §27: one healing potion per hero per adventure, even with a second one")
        void oncePerAdventure() {
            Hero two = potionHero();
            two = ImmutableHero.copyOf(two).withEquipment(two.equipment().add(Gear.HEALING_POTION));
            GameState s = wounded(start(two), 1);
            s = play(s, "drink hero-1").state();
            s = wounded(s, 2);

            assertThat(h1(s).equipment().count(Gear.HEALING_POTION)).isEqualTo(1);
            assertThat(legal(s)).containsExactly("explore", "eat hero-1", "swap hero-1 -> bow");
            GameState fixed = s;
            assertThatThrownBy(() -> CRYPT.apply(fixed, new Action.Drink("hero-1"), Dice.of()))
                    .isInstanceOf(IllegalActionException.class);
        }

        @Test
        @DisplayName("EN §28 / JP §27: no drinking at full Life")
        void notAtFullLife() {
            GameState s = start(potionHero());

            assertThat(legal(s)).containsExactly("explore", "swap hero-1 -> bow");
        }
    }

    @Nested
    @DisplayName("readying a weapon (EN §27 / JP §26)")
    class Readying {

        @Test
        @DisplayName(
                "EN §27 / JP §26: outside combat a hero takes a carried bow in hand at no cost; the lantern is put away")
        void readyBow() {
            GameState s = start(hero(SubAttribute.DEXTERITY));
            assertThat(h1(s).equipment().hands()).containsExactly(LIGHT, Gear.LANTERN);

            Transition t = play(s, "swap hero-1 -> bow");

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 puts the lantern away to hold a two-handed weapon", "hero-1 takes bow in hand");
            assertThat(rules(t)).containsExactly("EN §28 / JP §27", "EN §27 / JP §26");
            Hero h = h1(t.state());
            assertThat(h.equipment().hands()).containsExactly(RangedWeapon.BOW);
            assertThat(h.equipment().carried()).containsExactlyInAnyOrder(LIGHT, Gear.LANTERN);
            assertThat(h.life()).isEqualTo(6);
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().progress()).isEqualTo(s.progress());
            assertThat(legal(t.state())).containsExactly("explore", "swap hero-1 -> light-weapon/slashing");
        }

        @Test
        @DisplayName("EN §27-§28 / JP §26-§27: readying the light weapon again takes the lantern back in the free hand")
        void readyLightWeaponBack() {
            GameState s = play(start(hero(SubAttribute.DEXTERITY)), "swap hero-1 -> bow")
                    .state();

            Transition t = play(s, "swap hero-1 -> light-weapon/slashing");

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 takes the lantern in the other hand", "hero-1 takes light-weapon/slashing in hand");
            assertThat(rules(t)).containsExactly("EN §28 / JP §27", "EN §27 / JP §26");
            Hero h = h1(t.state());
            assertThat(h.equipment().hands()).containsExactly(LIGHT, Gear.LANTERN);
            assertThat(h.equipment().carried()).containsExactly(RangedWeapon.BOW);
            assertThat(h.equipment())
                    .isEqualTo(h1(start(hero(SubAttribute.DEXTERITY))).equipment());
        }
    }

    @Nested
    @DisplayName("the shield and the lantern in the other hand (EN §27-§28 / JP §26-§27)")
    class OtherHand {

        private final Item oneHanded = Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING);
        private final Item wood = Shield.of(ShieldType.WOOD);

        /** A Divinity hero (chain armour) with a sling bought, holding the one-handed weapon and the wood shield. */
        private Hero priestWithSling(boolean lantern) {
            Hero h = Hero.create(
                    HeroSpec.builder()
                            .name("Aki")
                            .subAttribute(SubAttribute.DIVINITY)
                            .addPurchases(RangedWeapon.SLING)
                            .hands(List.of(oneHanded, wood))
                            .build(),
                    EN);
            return lantern ? h : h.discard(Gear.LANTERN, EN);
        }

        @Test
        @DisplayName("EN §27-§28 / JP §26-§27: a hero without a lantern takes his shield back with the one-handed"
                + " weapon after the sling: max Life 4 + chain 1 + shield 1 = 6 again")
        void shieldComesBackWithoutALantern() {
            GameState s =
                    play(start(priestWithSling(false)), "swap hero-1 -> sling").state();
            assertThat(h1(s).equipment().hands()).containsExactly(RangedWeapon.SLING);
            assertThat(h1(s).maxLife()).isEqualTo(5);

            Transition t = play(s, "swap hero-1 -> one-handed-weapon/slashing");

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 takes wood-shield in the other hand",
                            "hero-1 takes one-handed-weapon/slashing in hand");
            assertThat(h1(t.state()).equipment().hands()).containsExactly(oneHanded, wood);
            assertThat(h1(t.state()).maxLife()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §28 / JP §27: with a Lamplighter lighting the way the free hand takes the shield, not the"
                + " hero's own lantern")
        void lamplighterFreesTheHandForTheShield() {
            Party p = Party.of(priestWithSling(true)).hire("hero-1", FollowerKind.of(FollowerType.LAMPLIGHTER), 1, EN);
            GameState s = play(start(p), "swap hero-1 -> sling").state();

            Transition t = play(s, "swap hero-1 -> one-handed-weapon/slashing");

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 takes wood-shield in the other hand",
                            "hero-1 takes one-handed-weapon/slashing in hand");
            assertThat(h1(t.state()).equipment().hands()).containsExactly(oneHanded, wood);
            assertThat(h1(t.state()).equipment().carried()).contains(Gear.LANTERN, RangedWeapon.SLING);
        }

        @Test
        @DisplayName("EN §28 / JP §27: without a Lamplighter the lantern comes back in preference to the shield")
        void lanternComesBackWithoutALamplighter() {
            GameState s =
                    play(start(priestWithSling(true)), "swap hero-1 -> sling").state();

            Transition t = play(s, "swap hero-1 -> one-handed-weapon/slashing");

            assertThat(h1(t.state()).equipment().hands()).containsExactly(oneHanded, Gear.LANTERN);
            assertThat(legal(t.state()))
                    .containsExactly("explore", "swap hero-1 -> sling", "swap hero-1 -> wood-shield");
        }

        @Test
        @DisplayName("EN §27-§28 / JP §26-§27: beside a one-handed weapon the shield and the lantern can be"
                + " exchanged: the priest takes the wood shield (max Life 6), then the lantern again (5)")
        void shieldAndLanternExchange() {
            GameState s = start(hero("hero-1", SubAttribute.DIVINITY, Growth.NONE));
            assertThat(legal(s)).containsExactly("explore", "swap hero-1 -> wood-shield");

            Transition t = play(s, "swap hero-1 -> wood-shield");

            assertThat(texts(t)).containsExactly("hero-1 puts the lantern away", "hero-1 takes wood-shield in hand");
            assertThat(rules(t)).containsExactly("EN §28 / JP §27", "EN §27 / JP §26");
            assertThat(h1(t.state()).equipment().hands()).containsExactly(oneHanded, wood);
            assertThat(h1(t.state()).maxLife()).isEqualTo(6);
            assertThat(h1(t.state()).life()).isEqualTo(5);
            // the shield raises max Life only, so the hero is now 1 below it and may eat (EN §30-§31)
            assertThat(legal(t.state())).containsExactly("explore", "eat hero-1", "swap hero-1 -> lantern");

            Transition back = play(t.state(), "swap hero-1 -> lantern");

            assertThat(texts(back)).containsExactly("hero-1 puts wood-shield away", "hero-1 takes lantern in hand");
            assertThat(h1(back.state()).equipment().hands()).containsExactly(oneHanded, Gear.LANTERN);
            assertThat(h1(back.state()).maxLife()).isEqualTo(5);
        }
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Armour;
import io.github.roguelikehalf.rules.item.ArmourType;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Craft Arms through {@code Engine.apply} (EN §19 / JP §19). */
class CraftArmsTest {

    static Action.Cast craft(String key) {
        return new Action.Cast("hero-1", "craft-arms", Optional.of(key));
    }

    /** The mage without armour, at full Life. */
    static Hero unarmoured(RuleOptions o) {
        Hero h = CombatSpellsTest.mage("hero-1", o, 6, Spell.CRAFT_ARMS);
        Equipment e = h.equipment();
        ImmutableHero bare = ImmutableHero.copyOf(h)
                .withLife(1)
                .withEquipment(new Equipment(e.hands(), Optional.empty(), e.carried(), e.gold(), e.rations()));
        return bare.withLife(bare.maxLife());
    }

    @Test
    @DisplayName(
            "EN §19 / JP §19: Craft Arms creates an ordinary weapon for 1 Sorcery; ranged only in the Japanese text")
    void weapon() {
        for (RuleOptions o : java.util.List.of(EN, JP)) {
            Fight f = new Fight(Engine.of(new MagicHall()), Party.of(unarmoured(o)), o);
            assertThat(f.legal())
                    .contains(craft("two-handed-weapon/slashing"), craft("round-shield"), craft("plate-armour"));
            assertThat(f.legal().contains(craft("bow"))).isEqualTo(o == JP);
            f.act(craft("two-handed-weapon/slashing"));
            assertThat(f.hero().equipment().owns(Weapon.of(WeaponClass.TWO_HANDED, DamageType.SLASHING)))
                    .isTrue();
            assertThat(f.hero().subAttributeValue()).isEqualTo(5);
            assertThat(f.hero().effects()).containsKey("crafted:two-handed-weapon--slashing");
            assertThat(f.legal()).doesNotContain(craft("two-handed-weapon/slashing"));
        }
    }

    @Test
    @DisplayName("EN §19 / JP §19: in a fight Craft Arms is no action: the hero still acts")
    void freeInAFight() {
        Fight f = new Fight(Engine.of(new MagicHall()), Party.of(unarmoured(EN)), EN)
                .meet(group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        f.act(new Action.Hold("hero-1"));
        f.act(craft("one-handed-weapon/blunt"));
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        assertThat(((Decision.HeroTurn) f.decision()).hero()).isEqualTo("hero-1");
        assertThat(f.legal()).contains(new Action.Swap("hero-1", "one-handed-weapon/blunt"));
    }

    @Test
    @DisplayName("EN §19 / JP §19: crafted armour vanishes when the adventure ends; a hero left at 0 Life keeps 1")
    void vanishes() {
        Fight f = new Fight(Engine.of(new MagicHall()), Party.of(unarmoured(JP)), JP);
        int life = f.hero().life();
        f.act(craft("plate-armour"));
        // JP §29: armour raises Life with its maximum
        assertThat(f.hero().life()).isEqualTo(life + 2);
        f.life("hero-1", 2);
        // the first exploration ends this scenario's adventure
        f.act(new Action.Explore());
        assertThat(f.texts()).contains("the crafted plate-armour of hero-1 vanishes");
        assertThat(f.hero().equipment().armour()).isEmpty();
        assertThat(f.hero().equipment().owns(Armour.of(ArmourType.PLATE))).isFalse();
        assertThat(f.hero().life()).isEqualTo(1);
        assertThat(f.state.isTerminal()).isTrue();
    }

    /**
     * Regression, found by the engine contract suite: a crafted shield in hand raises max Life and the carry limit (EN
     * §27 / JP §26); when it vanished at the adventure's end the party was left carrying more than its limit.
     */
    @Test
    @DisplayName("EN §19, §27 / JP §19, §26: when a crafted shield in hand vanishes at the adventure's end, what the"
            + " lower carry limit cannot hold is left behind")
    void vanishingShieldLeavesBehindWhatNobodyCarries() {
        for (RuleOptions o : java.util.List.of(EN, JP)) {
            Fight f = new Fight(Engine.of(new MagicHall()), Party.of(unarmoured(o)), o);
            f.act(craft("wood-shield"));
            f.act(new Action.Swap("hero-1", "wood-shield"));
            Hero h = f.hero();
            int maxLife = h.maxLife();
            Equipment full = h.equipment();
            while (full.slotsUsed() < h.carryLimit()) {
                full = full.add(Gear.ROPE);
            }
            f.state = ImmutableGameState.copyOf(f.state)
                    .withParty(f.state.party().with(ImmutableHero.copyOf(h).withEquipment(full)));
            int carried = full.slotsUsed();

            // the first exploration ends this scenario's adventure
            f.act(new Action.Explore());

            assertThat(f.texts())
                    .contains(
                            "the crafted wood-shield of hero-1 vanishes",
                            "hero-1 leaves rope behind: no room to carry it once crafted arms vanish");
            assertThat(f.hero().maxLife()).isEqualTo(maxLife - 1);
            assertThat(f.hero().equipment().slotsUsed()).isEqualTo(carried - 1);
            assertThat(f.state.party().withinCarryLimit()).isTrue();
            assertThat(f.engine.validate(f.state)).isSameAs(f.state);
        }
    }
}

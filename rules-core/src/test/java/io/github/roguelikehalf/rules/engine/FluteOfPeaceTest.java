package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Item;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Flute of Peace played in a fight (EN §40 / JP §39): Knockout's effect, no Sorcery spent, three charges. */
class FluteOfPeaceTest {

    private static Hero withFlute(Hero h, String key) {
        return ImmutableHero.copyOf(h).withEquipment(h.equipment().add(Item.parse(key)));
    }

    private static Fight fight(Hero h) {
        return CombatSpellsTest.fight(Party.of(h), EN, Optional.empty());
    }

    private static Action.Use play(String key, String target) {
        return new Action.Use("hero-1", key, Optional.of(target));
    }

    @Test
    @DisplayName("EN §40 / JP §39: a Sorcery hero plays the flute (d6 5 + Sorcery 2 = 7 vs level 3): 3 goblins fall"
            + " asleep, no Sorcery is spent, the flute keeps 2 of its 3 charges")
    void playedLikeKnockout() {
        Hero mage = withFlute(CombatSpellsTest.mage("hero-1", EN, 2), "flute-of-peace");
        Fight f = fight(mage)
                .sub("hero-1", 2)
                .meet(group("goblins", MagicHall.GOBLIN, 6), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        // Knockout's targets only: never a Strong Creature
        assertThat(f.legal())
                .contains(play("flute-of-peace", "goblins"))
                .doesNotContain(play("flute-of-peace", "ogre"));

        f.act(play("flute-of-peace", "goblins"), 5);

        assertThat(f.checks()).hasSize(1);
        assertThat(f.checks().get(0).total()).isEqualTo(7);
        assertThat(f.enemy("goblins").current()).isEqualTo(3);
        assertThat(f.enemy("goblins").slept()).isEqualTo(3);
        assertThat(f.hero().subAttributeValue()).isEqualTo(2);
        assertThat(f.hero().equipment().owns(Item.parse("flute-of-peace:2"))).isTrue();
        assertThat(f.texts())
                .anyMatch(s -> s.contains("plays the flute-of-peace at goblins (power 7): 3 put to sleep"));
    }

    @Test
    @DisplayName(
            "EN §40 / JP §39, §19: with Sorcery 0 the roll uses Technique; a 6 is a critical that adds a die, as for"
                    + " Knockout (6 + Technique 0 + 1 = 7 vs 3: 3 asleep); its last charge used, the flute is a light blunt"
                    + " weapon")
    void lastChargeAndTechnique() {
        Hero mage = withFlute(CombatSpellsTest.mage("hero-1", EN, 0), "flute-of-peace:1");
        Fight f = fight(mage).sub("hero-1", 0).meet(group("goblins", MagicHall.GOBLIN, 6));
        f.act(new Action.AttackFirst());

        f.act(play("flute-of-peace:1", "goblins"), 6, 1);

        assertThat(f.checks().get(0).check().basis().name()).isEqualTo("TECHNIQUE");
        assertThat(f.enemy("goblins").slept()).isEqualTo(3);
        assertThat(f.hero().equipment().owns(Item.parse("light-weapon/blunt"))).isTrue();
        assertThat(f.hero().equipment().allItems()).noneMatch(i -> i.key().startsWith("flute-of-peace"));
    }

    @Test
    @DisplayName("EN §40 / JP §39: only a Sorcery hero may play the flute")
    void onlySorceryHeroes() {
        Hero priest = withFlute(CombatSupportTest.priest(EN), "flute-of-peace");
        Fight f = fight(priest).meet(group("goblins", MagicHall.GOBLIN, 6));
        f.act(new Action.AttackFirst());

        assertThat(priest.subAttribute()).isEqualTo(SubAttribute.DIVINITY);
        assertThat(f.legal()).isNotEmpty().noneMatch(a -> a instanceof Action.Use);
    }
}

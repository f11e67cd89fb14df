package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Holy water (EN §28 / JP §27) thrown through {@code Engine.apply}: a Dexterity roll against 4 with Technique (the
 * priest has Technique 0 and chain armour, no Dexterity bonus); 2 damage to an undead Strong Creature, 2 defeated of a
 * Weak group (undead only in the English text, any Weak group in the Japanese); used up either way; any round.
 */
@DisplayName("Holy water (EN §28 / JP §27)")
class HolyWaterTest {

    private static final Action AT_LORD = new Action.Throw("hero-1", "holy-water", "lord");
    private static final Action AT_GOBLINS = new Action.Throw("hero-1", "holy-water", "goblins");

    /** The priest with one flask meets the undead lord (Life 5) and 3 goblins, and attacks first: round 0. */
    private static Fight fight(RuleOptions o) {
        Hero h = priest(o);
        h = ImmutableHero.copyOf(h).withEquipment(h.equipment().add(Gear.HOLY_WATER));
        return new Fight(Party.of(h), o)
                .meet(group("lord", TestCrypt.LORD, 5), group("goblins", TestCrypt.GOBLIN, 3))
                .act(new Action.AttackFirst());
    }

    @Test
    @DisplayName("EN §28, §36 / JP §27, §35: in round 0 a hero without a bow may throw it; English: at undead only")
    void offeredInRoundZero() {
        Fight f = fight(EN);

        assertThat(f.combat().round()).isZero();
        assertThat(f.legal()).containsExactly(AT_LORD, new Action.Hold("hero-1"));
        assertThat(Action.parse("throw hero-1 holy-water -> lord")).isEqualTo(AT_LORD);
    }

    @Test
    @DisplayName("EN §28 / JP §27: a hit (4 vs 4) deals 2 damage to an undead Strong Creature; the flask is used up")
    void hitsUndead() {
        Fight f = fight(EN).act(AT_LORD, 4);

        assertThat(f.checks()).hasSize(1);
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.events.get(0).text()).isEqualTo("hero-1 throws holy water at lord: 2 damage");
        assertThat(f.enemy("lord").current()).isEqualTo(3);
        assertThat(f.hero().equipment().owns(Gear.HOLY_WATER)).isFalse();
    }

    @Test
    @DisplayName("EN §28 / JP §27: a miss (3 vs 4) does nothing, and the flask is gone")
    void missUsesItUp() {
        Fight f = fight(EN).act(AT_LORD, 3);

        assertThat(f.events.get(0).text()).isEqualTo("hero-1 throws holy water at lord: a miss");
        assertThat(f.enemy("lord").current()).isEqualTo(5);
        assertThat(f.hero().equipment().owns(Gear.HOLY_WATER)).isFalse();
        assertThat(f.legal()).doesNotContain(AT_LORD);
    }

    @Test
    @DisplayName("JP §27: any Weak group may be hit; a hit defeats 2 of them")
    void japaneseAnyWeakGroup() {
        Fight f = fight(JP);
        assertThat(f.legal()).contains(AT_LORD, AT_GOBLINS);

        f.act(AT_GOBLINS, 5);

        assertThat(f.events.get(0).text()).isEqualTo("hero-1 throws holy water at goblins: 2 are defeated");
        assertThat(f.enemy("goblins").current()).isEqualTo(1);
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.MAGICIAN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Spells cast at enemies through {@code Engine.apply} (EN §18-§19, §36 / JP §18-§19, §35): Knockout, Fireball and Ice
 * Lance by a hero and by the Magicians, their costs, criticals, immunities by tag and a creature's resistance.
 */
class CombatSpellsTest {

    static final String SPELLS = "EN §18-§19 / JP §18-§19";

    /** A Sorcery hero with Sorcery bought to 6 and the spells given, then at a chosen current Sorcery. */
    static Hero mage(String id, RuleOptions o, int sorcery, Spell... spells) {
        Hero h = Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.SORCERY)
                        .growth(new Growth(0, 0, 4, 0))
                        .spells(Set.of(spells))
                        .build(),
                o);
        return ImmutableHero.copyOf(h).withSubAttributeValue(sorcery);
    }

    static Fight fight(Party p, RuleOptions o, Optional<Space> space) {
        return new Fight(Engine.of(new MagicHall(space)), p, o);
    }

    static Action.Cast cast(String caster, Spell spell, String target) {
        return new Action.Cast(caster, spell.key(), Optional.of(target));
    }

    @Test
    @DisplayName("EN §19 / JP §19: Knockout power 7 against level 3 puts 3 to sleep; they count as defeated, 1 Sorcery")
    void knockout() {
        Fight f = fight(Party.of(mage("hero-1", EN, 2, Spell.KNOCKOUT)), EN, Optional.empty())
                .sub("hero-1", 2)
                .meet(group("goblins", MagicHall.GOBLIN, 6), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        // a Strong Creature is never a Knockout target
        assertThat(f.legal())
                .contains(cast("hero-1", Spell.KNOCKOUT, "goblins"))
                .doesNotContain(cast("hero-1", Spell.KNOCKOUT, "ogre"));

        f.act(cast("hero-1", Spell.KNOCKOUT, "goblins"), 5);

        assertThat(f.checks()).hasSize(1);
        assertThat(f.checks().get(0).total()).isEqualTo(7);
        assertThat(f.checks().get(0).check().target()).isEqualTo(3);
        assertThat(f.texts())
                .contains(
                        "hero-1 casts knockout at goblins (power 7): 3 put to sleep",
                        "3 of the goblins fall asleep: 3 left");
        assertThat(f.enemy("goblins").current()).isEqualTo(3);
        assertThat(f.enemy("goblins").slept()).isEqualTo(3);
        assertThat(f.hero().subAttributeValue()).isEqualTo(1);
        assertThat(f.combat().round()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §19 / JP §19: a critical Knockout adds a d6, and another on each 6")
    void knockoutCritical() {
        Fight f = fight(Party.of(mage("hero-1", EN, 1, Spell.KNOCKOUT)), EN, Optional.empty())
                .sub("hero-1", 1)
                .meet(group("goblins", MagicHall.GOBLIN, 9), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        // 6 + 1 = 7, critical: + 6 + 2 = 15 against 3: 1 + 12 / 2 = 7 asleep
        f.act(cast("hero-1", Spell.KNOCKOUT, "goblins"), 6, 6, 2);
        assertThat(f.texts()).contains("hero-1 casts knockout at goblins (power 15): 7 put to sleep");
        assertThat(f.enemy("goblins").slept()).isEqualTo(7);
        assertThat(f.enemy("goblins").current()).isEqualTo(2);
        assertThat(f.enemy("goblins").fled()).isTrue();
        assertThat(f.hero().subAttributeValue()).isZero();
    }

    @Test
    @DisplayName("EN §19 / JP §19: Knockout does nothing to undead and golems; constructs only under the English text")
    void knockoutImmunities() {
        for (RuleOptions o : List.of(EN, JP)) {
            Fight f = fight(Party.of(mage("hero-1", o, 2, Spell.KNOCKOUT)), o, Optional.empty())
                    .sub("hero-1", 2)
                    .meet(
                            group("skeletons", MagicHall.SKELETON, 2),
                            group("golems", MagicHall.GOLEM, 2),
                            group("automata", MagicHall.AUTOMATON, 2));
            f.act(new Action.AttackFirst());
            List<Action> casts =
                    f.legal().stream().filter(a -> a instanceof Action.Cast).toList();
            if (o == EN) {
                assertThat(casts).isEmpty();
            } else {
                assertThat(casts).containsExactly(cast("hero-1", Spell.KNOCKOUT, "automata"));
            }
        }
    }

    @Test
    @DisplayName("EN §19 / JP §19: Fireball in a narrow space, power 5 against level 3, hits 3")
    void fireballNarrow() {
        Fight f = fight(Party.of(mage("hero-1", JP, 1, Spell.FIREBALL)), JP, Optional.of(Space.NARROW))
                .sub("hero-1", 1)
                .meet(group("goblins", MagicHall.GOBLIN, 6), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        f.act(cast("hero-1", Spell.FIREBALL, "goblins"), 4);
        assertThat(f.texts()).contains("hero-1 casts fireball at goblins (power 5): 3 hit");
        assertThat(f.enemy("goblins").current()).isEqualTo(3);
        assertThat(f.enemy("goblins").slept()).isZero();
    }

    @Test
    @DisplayName("EN §19 / JP §19: where the scenario is silent a d6 gives the space: 5 is wide, power 5 vs 3 hits 1")
    void fireballRolledSpace() {
        Fight f = fight(Party.of(mage("hero-1", EN, 1, Spell.FIREBALL)), EN, Optional.empty())
                .sub("hero-1", 1)
                .meet(group("goblins", MagicHall.GOBLIN, 6), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        f.act(cast("hero-1", Spell.FIREBALL, "goblins"), 5, 4);
        assertThat(f.texts()).contains("the space is wide", "hero-1 casts fireball at goblins (power 5): 1 hit");
        assertThat(f.enemy("goblins").current()).isEqualTo(5);
    }

    @Test
    @DisplayName(
            "EN §19 / JP §19: Fireball hurts a Strong Creature once at most; heat-resistant creatures are no target")
    void fireballStrongAndHeat() {
        Fight f = fight(Party.of(mage("hero-1", EN, 4, Spell.FIREBALL)), EN, Optional.of(Space.WIDE))
                .sub("hero-1", 4)
                .meet(group("ogre", MagicHall.OGRE, 4), group("salamanders", MagicHall.SALAMANDER, 3));
        f.act(new Action.AttackFirst());
        assertThat(f.legal()).doesNotContain(cast("hero-1", Spell.FIREBALL, "salamanders"));
        // 4 + 4 = 8 against 4, wide: 2 multiples, but one ogre
        f.act(cast("hero-1", Spell.FIREBALL, "ogre"), 4);
        assertThat(f.texts()).contains("hero-1 casts fireball at ogre (power 8): 1 hit");
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
    }

    @Test
    @DisplayName("EN §19 / JP §19: Ice Lance takes 2 Life from a Strong Creature; a fumble does nothing; cold stops it")
    void iceLance() {
        Fight f = fight(Party.of(mage("hero-1", EN, 4, Spell.ICE_LANCE)), EN, Optional.empty())
                .sub("hero-1", 4)
                .meet(group("ogre", MagicHall.OGRE, 4), group("yetis", MagicHall.YETI, 3));
        f.act(new Action.AttackFirst());
        assertThat(f.legal()).doesNotContain(cast("hero-1", Spell.ICE_LANCE, "yetis"));
        // a fumble fails though 1 + 4 reaches 4
        f.act(cast("hero-1", Spell.ICE_LANCE, "ogre"), 1);
        assertThat(f.enemy("ogre").current()).isEqualTo(4);
        assertThat(f.hero().subAttributeValue()).isEqualTo(3);
        assertThat(f.combat().round()).isEqualTo(1);
        // a critical adds no die
        // then the ogre attacks twice and the three yetis once each: five defence rolls
        f.act(cast("hero-1", Spell.ICE_LANCE, "ogre"), 6, 5, 5, 5, 5, 5);
        assertThat(f.texts()).contains("hero-1 casts ice-lance at ogre (power 9): hit");
        assertThat(f.enemy("ogre").current()).isEqualTo(2);
        assertThat(f.hero().subAttributeValue()).isEqualTo(2);
    }

    @Test
    @DisplayName("EN §19 / JP §19: Ice Lance against a Weak group kills one creature")
    void iceLanceWeak() {
        Fight f = fight(Party.of(mage("hero-1", EN, 1, Spell.ICE_LANCE)), EN, Optional.empty())
                .sub("hero-1", 1)
                .meet(group("goblins", MagicHall.GOBLIN, 4), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        f.act(cast("hero-1", Spell.ICE_LANCE, "goblins"), 2);
        assertThat(f.enemy("goblins").current()).isEqualTo(3);
    }

    @Test
    @DisplayName(
            "EN §9, §20 / JP §9: a creature's resistance is asked when the spell would work, and the point is spent")
    void resistance() {
        Fight f = fight(Party.of(mage("hero-1", EN, 2, Spell.KNOCKOUT)), EN, Optional.empty())
                .sub("hero-1", 2)
                .meet(group("wardens", MagicHall.WARDEN, 3), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        // 4 + 2 = 6 against 2: 3 would sleep; the wardens roll 5: resisted
        f.act(cast("hero-1", Spell.KNOCKOUT, "wardens"), 4, 5);
        assertThat(f.texts()).contains("the wardens roll 5 against knockout", "wardens resists knockout");
        assertThat(f.enemy("wardens").current()).isEqualTo(3);
        assertThat(f.hero().subAttributeValue()).isEqualTo(1);
        // a miss asks nothing: 1 is a fumble
        // then five enemy attacks, five defence rolls
        f.act(cast("hero-1", Spell.KNOCKOUT, "wardens"), 1, 5, 5, 5, 5, 5);
        assertThat(f.enemy("wardens").current()).isEqualTo(3);
        assertThat(f.hero().subAttributeValue()).isZero();
        assertThat(f.legal()).noneMatch(a -> a instanceof Action.Cast);
    }

    @Test
    @DisplayName("EN §28 / JP §27: the Magicians cast their spell from their pool (1d6 + 1) in round 0")
    void magicians() {
        Party p = hire(Party.of(CombatSupportTest.priest(EN)), MAGICIAN, 2, EN);
        p = p.with(p.followers().withMagicianSpell(Spell.FIREBALL));
        Fight f = fight(p, EN, Optional.of(Space.NARROW))
                .meet(group("goblins", MagicHall.GOBLIN, 6), group("ogre", MagicHall.OGRE, 4));
        f.act(new Action.AttackFirst());
        assertThat(f.decision())
                .isEqualTo(new Decision.FollowerTurn(
                        0,
                        List.of(
                                cast("followers", Spell.FIREBALL, "goblins"),
                                cast("followers", Spell.FIREBALL, "ogre"),
                                new Action.Hold("followers"))));
        // 3 + 1 = 4 against 3, narrow: 2 hit
        f.act(cast("followers", Spell.FIREBALL, "goblins"), 3);
        assertThat(f.texts()).contains("followers casts fireball at goblins (power 4): 2 hit");
        assertThat(f.enemy("goblins").current()).isEqualTo(4);
        assertThat(f.state.party().followers().magicianSorcery()).isEqualTo(1);
    }
}

package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.magic.MagicTags;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.Would;
import io.github.roguelikehalf.testkit.Fixture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Weak Creatures, tiles 51-56 (EN §70), played through the engine with scripted dice. The Strength hero has Technique
 * 0, Life 6, plate armour (+1 to defence rolls) and a two-handed slashing weapon (+1 to attack rolls), which leaves no
 * hand for his lantern: every roll is at -2 without light (EN §28 / JP §27). The soldiers carry slashing weapons.
 */
@DisplayName("Knight of Twilight: Weak Creatures (EN §70)")
class WeakRoomsTest {

    private static final KnightOfTwilight KOT = new KnightOfTwilight();
    private static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING);

    private static Fixture hero() {
        return Fixture.of(KOT).hero(SubAttribute.STRENGTH);
    }

    private static Fixture withSoldiers() {
        return hero().follower(SOLDIER, 2);
    }

    @Test
    @DisplayName("EN §70 (51): alive after round 0 the assault goblin explodes on the target of the player's choice, a"
            + " combat follower (one dies), and is gone; a failed Divinity roll (3 vs 4) fixes the next tens digit to 5;"
            + " no treasure")
    void goblinExplodesOnFollower() {
        CreaturePlay p =
                CreaturePlay.exploring(withSoldiers()).act("explore", 5, 1).act("attack-first");
        assertThat(p.legal()).containsExactly("choose party blast:soldier:slashing", "choose party blast:hero-1");
        p.act("choose party blast:soldier:slashing", 3);

        assertThat(p.texts())
                .contains(
                        "the assault goblin explodes next to the soldier/slashing",
                        "the blast draws attention: the next tile's tens digit is 5");
        assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(1);
        assertThat(p.hero("hero-1").life()).isEqualTo(6);
        assertThat(p.counter(Keys.FIXED_TENS)).isEqualTo(5);
        assertThat(p.checks()).singleElement().satisfies(c -> {
            assertThat(c.check().kind()).isEqualTo(CheckKind.DIVINITY);
            assertThat(c.check().target()).isEqualTo(4);
        });
        assertThat(AskRules.ask(new AssaultGoblin(), WeakRooms.ASSAULT_GOBLIN, 1, p.state, new Would.TreasureRolls(1))
                        .rolls())
                .isZero();
    }

    @Test
    @DisplayName("EN §70 (51): the player may aim the blast at the hero instead of a soldier: he loses 2 Life")
    void goblinBlastChosenHero() {
        CreaturePlay p = CreaturePlay.exploring(withSoldiers())
                .act("explore", 5, 1)
                .act("attack-first")
                .act("choose party blast:hero-1", 6);
        assertThat(p.texts()).contains("the assault goblin explodes next to hero-1");
        assertThat(p.hero("hero-1").life()).isEqualTo(4);
        assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(2);
        assertThat(p.state.phase()).isNotInstanceOf(Phase.Fighting.class);
    }

    @Test
    @DisplayName(
            "EN §70 (51): without followers the explosion hits the only target, the hero, for 2; Divinity 6 - 2 = 4 vs 4"
                    + " succeeds, the tens digit stays free")
    void goblinExplodesOnHero() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 5, 1).act("attack-first", 6);

        assertThat(p.texts()).contains("the assault goblin explodes next to hero-1");
        assertThat(p.hero("hero-1").life()).isEqualTo(4);
        assertThat(p.counter(Keys.FIXED_TENS)).isZero();
    }

    @Test
    @DisplayName("EN §70 (51): only shots and magic can target the assault goblin")
    void goblinOnlyShotsAndMagic() {
        // in round 0 the Strength hero (no bow) can only hold
        CreaturePlay p = new CreaturePlay(hero(), hero().fight("51", Fixture.enemies("assault-goblin", 1)));
        AssaultGoblin g = new AssaultGoblin();
        for (AttackMode mode : AttackMode.values()) {
            assertThat(AskRules.ask(g, WeakRooms.ASSAULT_GOBLIN, 1, p.state, new Would.Targeted(mode, true))
                            .allowed())
                    .as(mode.name())
                    .isEqualTo(mode != AttackMode.MELEE);
        }
        assertThat(p.legal()).containsExactly("hold hero-1");
    }

    @Test
    @DisplayName("EN §70 (52): 11 giant rats are level 4; one falls and the 10 left stay level 4 (docs/rulings.md)")
    void ratsManyAreStronger() {
        Fixture f = hero();
        CreaturePlay p = new CreaturePlay(f, f.fight("52", Fixture.enemies("giant-rats", 11)))
                .act("hold hero-1")
                .act("attack hero-1 -> giant-rats", 5);

        assertThat(p.checks().get(0).check().target()).isEqualTo(4);
        assertThat(p.checks().get(0).success()).isTrue();
        assertThat(p.enemy("giant-rats").current()).isEqualTo(10);
        p.act("defend hero-1", 6);
        assertThat(p.checks().get(0).check().target()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §70 (52): exactly 10 rats from the start are level 2; 9 left of 12 are level 2; no treasure")
    void ratsTenAreNot() {
        Fixture f = hero();
        CreaturePlay p = new CreaturePlay(f, f.fight("52", Fixture.enemies("giant-rats", 10)))
                .act("hold hero-1")
                .act("attack hero-1 -> giant-rats", 1);
        assertThat(p.checks().get(0).check().target()).isEqualTo(2);

        WeakRooms.GiantRats r = new WeakRooms.GiantRats();
        EnemyGroup nineOfTwelve = new EnemyGroup("giant-rats", "giant-rats", 12, 9, false, false);
        assertThat(AskRules.ask(
                                r,
                                WeakRooms.GIANT_RATS,
                                nineOfTwelve,
                                p.state,
                                new Would.Level("hero-1", WeakRooms.GIANT_RATS.level()))
                        .level())
                .isEqualTo(2);
        assertThat(AskRules.ask(r, WeakRooms.GIANT_RATS, nineOfTwelve, p.state, new Would.TreasureRolls(1))
                        .rolls())
                .isZero();
    }

    @Test
    @DisplayName("EN §70 (53): goatmen with chain armour (d6 2): attack rolls against them at -1")
    void goatmenArmour() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 5, 3, 1, 2);
        assertThat(p.texts()).contains("the goatmen carry chain armour");
        assertThat(p.enemy("goatmen").current()).isEqualTo(4);

        p.act("attack-first").act("attack hero-1 -> goatmen", 5);

        // 5 + 1 (two-handed weapon) - 2 (dark) - 1 (chain armour) = 3 vs level 4: a miss
        assertThat(p.checks().get(0).total()).isEqualTo(3);
        assertThat(p.enemy("goatmen").current()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §70 (53): goatmen with flails (d6 3): defence rolls at -1")
    void goatmenFlails() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 5, 3, 1, 3);
        assertThat(p.texts()).contains("the goatmen carry flails");

        p.act("attack-first").act("attack hero-1 -> goatmen", 1).act("defend hero-1", 4);

        // 4 + 1 (plate) - 2 (dark) - 1 (flails) = 2 vs level 4
        CheckResultAssert.total(p, 0, 2);
        assertThat(p.checks().get(0).success()).isFalse();
        assertThat(p.hero("hero-1").life()).isEqualTo(5);
    }

    @Test
    @DisplayName("EN §70 (53): goatmen with long blades (d6 6): a failed defence costs the hero 2 Life")
    void goatmenBlades() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 5, 3, 1, 6);
        assertThat(p.texts()).contains("the goatmen carry long blades");

        p.act("attack-first").act("attack hero-1 -> goatmen", 1).act("defend hero-1", 1);

        assertThat(p.hero("hero-1").life()).isEqualTo(4);
    }

    @Test
    @DisplayName("EN §70 (53): the goatmen's bribe (reaction 1) is 10 gold each: 40 for 4")
    void goatmenBribe() {
        CreaturePlay p =
                CreaturePlay.exploring(hero()).act("explore", 5, 3, 1, 5).act("wait", 1);

        assertThat(p.state.phase())
                .isInstanceOfSatisfying(
                        Phase.Bribing.class, b -> assertThat(b.bribe()).isEqualTo(new Bribe(Bribe.Kind.GOLD, 40)));
        assertThat(p.legal()).doesNotContain("pay-bribe hero-1").contains("refuse-bribe");
    }

    @Test
    @DisplayName(
            "EN §70 (54): when the reapers are met the hero fails Divinity (2 - 2 vs 3) and is Cursed (-1 to defence"
                    + " rolls); the followers pass together (5 - 2 vs 3)")
    void reapersCurse() {
        CreaturePlay p = CreaturePlay.exploring(withSoldiers()).act("explore", 5, 4, 1, 2, 5);

        assertThat(p.checks()).hasSize(2);
        Effect curse = p.hero("hero-1").effects().get(Effect.CURSED);
        assertThat(curse).isNotNull();
        assertThat(curse.modifiers()).containsEntry(CheckKind.DEFENSE, -1).doesNotContainKey(CheckKind.ATTACK);
        assertThat(p.state.party().followers().effects()).doesNotContainKey(Effect.CURSED);
        assertThat(p.enemy("apprentice-reapers").current()).isEqualTo(2);
        assertThat(MagicTags.UNDEAD).isIn(WeakRooms.REAPERS.tags());
    }

    @Test
    @DisplayName("EN §70 (54): a hero already Cursed who fails loses 1 Life instead; failing followers are all Cursed")
    void reapersAlreadyCursed() {
        Hero h = hero().exploring().party().heroes().get(0).withEffect(Effect.cursed("EN §68", -1, 0));
        Fixture f = Fixture.of(KOT).hero(h).follower(SOLDIER, 2);
        CreaturePlay p = CreaturePlay.exploring(f).act("explore", 5, 4, 1, 1, 1);

        assertThat(p.hero("hero-1").life()).isEqualTo(5);
        assertThat(p.hero("hero-1").effects().get(Effect.CURSED).rule()).isEqualTo("EN §68");
        assertThat(p.state.party().followers().effects()).containsKey(Effect.CURSED);
    }

    @Test
    @DisplayName("EN §70 (54): the reapers' bribe (reaction 2) is 1 Life each, from a hero or a follower: the player"
            + " chooses each payer (here 2 soldiers and the hero for 3 reapers)")
    void reapersBribe() {
        // 1d3+1 = 3 reapers; the hero fails Divinity (1), the soldiers pass (6); reaction 2: the bribe
        CreaturePlay p = CreaturePlay.exploring(withSoldiers())
                .act("explore", 5, 4, 2, 1, 6)
                .act("wait", 2);
        assertThat(p.legal())
                .containsExactly("choose party pay:hero-1", "choose party pay:soldier:slashing", "choose party refuse");
        p.act("choose party pay:soldier:slashing");
        // once a Life is paid the bribe cannot be refused any more
        assertThat(p.legal()).containsExactly("choose party pay:hero-1", "choose party pay:soldier:slashing");
        p.act("choose party pay:soldier:slashing").act("choose party pay:hero-1");
        assertThat(p.state.party().followers().count(SOLDIER)).isZero();
        assertThat(p.hero("hero-1").life()).isEqualTo(5);
        assertThat(p.texts()).contains("the apprentice reapers take 3 Life and leave, without treasure");
        assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
        assertThat(p.state.progress().tilesCleared()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §70 (54): a lone hero pays the reapers' bribe 1 Life at a time; refused, they attack")
    void reapersBribeAloneOrRefused() {
        CreaturePlay paid =
                CreaturePlay.exploring(hero()).act("explore", 5, 4, 3, 6).act("wait", 2);
        paid.act("choose party pay:hero-1")
                .act("choose party pay:hero-1")
                .act("choose party pay:hero-1")
                .act("choose party pay:hero-1");
        assertThat(paid.hero("hero-1").life()).isEqualTo(2);
        assertThat(paid.state.phase()).isEqualTo(new Phase.Exploring());

        CreaturePlay refused =
                CreaturePlay.exploring(hero()).act("explore", 5, 4, 3, 6).act("wait", 2);
        refused.act("choose party refuse");
        assertThat(refused.state.phase()).isInstanceOf(Phase.Fighting.class);
        assertThat(refused.enemy("apprentice-reapers").current()).isEqualTo(4);
    }

    @Test
    @DisplayName(
            "EN §70 (55): the cats of Carne unnerve who fails Divinity (3 - 2 vs 4): -1 to attack rolls against them;"
                    + " they cannot be put to sleep; no treasure")
    void catsUnnerve() {
        CreaturePlay p = CreaturePlay.exploring(withSoldiers()).act("explore", 5, 5, 1, 3, 6);
        assertThat(p.texts()).contains("hero-1 is unnerved: -1 to attack rolls until the fight ends");
        assertThat(p.texts()).doesNotContain("followers is unnerved: -1 to attack rolls until the fight ends");

        p.act("attack-first").act("attack hero-1 -> cats-of-carne", 5);

        // 5 + 1 (two-handed weapon) - 2 (dark) - 1 (unnerved) = 3 vs level 5
        assertThat(p.checks().get(0).total()).isEqualTo(3);
        p.act("followers attack -> cats-of-carne", 5, 5);
        // the soldiers (not unnerved): 5 - 2 (dark) = 3, with no -1
        assertThat(p.checks().get(0).total()).isEqualTo(3);
        assertThat(MagicTags.RESISTS_SLEEP).isIn(WeakRooms.CATS.tags());
        assertThat(AskRules.ask(new WeakRooms.Cats(), WeakRooms.CATS, 4, p.state, new Would.TreasureRolls(1))
                        .rolls())
                .isZero();
    }

    @Test
    @DisplayName("EN §70 (56): a melee attack with a slashing weapon is at +1 against tentacle beasts; the bribe is"
            + " 1 ration each")
    void tentaclesSlashing() {
        CreaturePlay p = CreaturePlay.exploring(hero()).act("explore", 5, 6, 1).act("attack-first");
        p.act("attack hero-1 -> tentacle-beasts", 5);

        // 5 + 1 (two-handed weapon) + 1 (slashing) - 2 (dark) = 5 vs level 5: a hit
        assertThat(p.checks().get(0).total()).isEqualTo(5);
        assertThat(p.enemy("tentacle-beasts").current()).isEqualTo(2);

        CreaturePlay q = CreaturePlay.exploring(hero()).act("explore", 5, 6, 1).act("wait", 2);
        assertThat(q.state.phase())
                .isInstanceOfSatisfying(
                        Phase.Bribing.class, b -> assertThat(b.bribe()).isEqualTo(new Bribe(Bribe.Kind.RATIONS, 3)));
    }

    /** Small assertions on the last action's checks. */
    static final class CheckResultAssert {
        private CheckResultAssert() {}

        static void total(CreaturePlay p, int index, int total) {
            assertThat(p.checks().get(index).total()).as("check " + index).isEqualTo(total);
        }
    }
}

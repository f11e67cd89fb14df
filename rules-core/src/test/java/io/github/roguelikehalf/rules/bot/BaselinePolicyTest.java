package io.github.roguelikehalf.rules.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.TestCrypt;
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
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BaselinePolicyTest {

    private static final RuleOptions EN = RuleOptions.englishEdition();
    private static final Engine ENGINE = Engine.of(new TestCrypt());

    private static Party party() {
        Hero h = Hero.create(
                HeroSpec.builder()
                        .name("Rin")
                        .subAttribute(SubAttribute.STRENGTH)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                EN);
        return Party.of(h)
                .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 6, EN)
                .hire("hero-1", FollowerKind.of(FollowerType.LAMPLIGHTER), 1, EN);
    }

    private static Action choose(GameState s) {
        return BaselinePolicy.of(ENGINE).choose(s, ENGINE.legalActions(s), Dice.of());
    }

    @Test
    @DisplayName("EN §35 / JP §34: attacks first when the odds favour the party, waits against a strong foe")
    void attacksFirstWhenTheOddsFavour() {
        GameState start = ENGINE.start(party(), EN, 1);
        // d66 21: goblins (level 3), one of them: the hero and six soldiers expect more than half a hit.
        GameState goblins =
                ENGINE.apply(start, new Action.Explore(), Dice.of(2, 1, 1)).state();
        assertThat(ENGINE.decision(goblins)).get().isInstanceOf(Decision.Approach.class);
        assertThat(choose(goblins)).isEqualTo(new Action.AttackFirst());

        // Alone and unarmed against the ogre (level 4, Life 4): 1/6 + ... is less than half of 4 Life.
        Hero lone = ImmutableHero.copyOf(party().heroes().get(0))
                .withEquipment(party().heroes().get(0).equipment().hold(java.util.List.of(Gear.LANTERN)));
        GameState ogre = ENGINE.apply(ENGINE.start(Party.of(lone), EN, 1), new Action.Explore(), Dice.of(6, 2))
                .state();
        assertThat(choose(ogre)).isEqualTo(new Action.Wait());
    }

    @Test
    @DisplayName("EN §31 / JP §30: eats when two or more Life down, explores otherwise")
    void eatsWhenHurt() {
        GameState start = ENGINE.start(party(), EN, 1);
        assertThat(choose(start)).isEqualTo(new Action.Explore());
        Hero hurt = start.party().heroes().get(0).damage(2);
        GameState s = io.github.roguelikehalf.rules.engine.ImmutableGameState.copyOf(start)
                .withParty(start.party().with(hurt));
        assertThat(choose(s)).isEqualTo(new Action.Eat("hero-1"));
    }

    @Test
    @DisplayName("EN §28 / JP §27: drinks the healing potion when at 2 Life or less")
    void drinksBeforeDying() {
        Party p = party();
        Hero h = p.heroes().get(0);
        Hero withPotion = ImmutableHero.copyOf(h)
                .withEquipment(h.equipment().add(Gear.HEALING_POTION))
                .withLife(2);
        GameState s = ENGINE.start(p.with(withPotion), EN, 1);
        s = io.github.roguelikehalf.rules.engine.ImmutableGameState.copyOf(s)
                .withParty(s.party()
                        .with(s.party()
                                .heroes()
                                .get(0)
                                .damage(s.party().heroes().get(0).life() - 2)));
        assertThat(choose(s)).isEqualTo(new Action.Drink("hero-1"));
    }

    @Test
    @DisplayName("the baseline wins more adventures than random play (same seeds, 400 runs each)")
    void beatsRandomPlay() {
        Party p = party();
        SimulationReport baseline = Simulation.run(
                ENGINE.asGame(), seed -> ENGINE.start(p, EN, seed), BaselinePolicy.of(ENGINE), 7L, 400, 2, 5000);
        SimulationReport random =
                Simulation.run(ENGINE.asGame(), seed -> ENGINE.start(p, EN, seed), Policy.random(), 7L, 400, 2, 5000);
        assertThat(baseline.wins()).isGreaterThan(random.wins());
        // causes of defeat: every death names the creature that killed the last hero
        assertThat(random.outcomes().keySet())
                .allSatisfy(label -> assertThat(label).matches("victory|exploration-limit|death(: .+)?"))
                .anySatisfy(label -> assertThat(label).startsWith("death: "));
        assertThat(baseline.lower()).isGreaterThan(random.winRate());
    }

    @Test
    @DisplayName("chance of 1d6 + bonus reaching a level: 6 always hits, 1 always misses (§8)")
    void chance() {
        assertThat(Threat.chance(0, 4)).isEqualTo(3 / 6.0);
        assertThat(Threat.chance(10, 4)).isEqualTo(5 / 6.0);
        assertThat(Threat.chance(-5, 4)).isEqualTo(1 / 6.0);
    }
}

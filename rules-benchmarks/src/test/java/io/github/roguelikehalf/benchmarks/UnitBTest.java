package io.github.roguelikehalf.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The benchmark fixtures play what they claim, and the yardstick plays the same combat: over many seeds, the hero's
 * survival and the Soldiers lost agree with the engine within sampling error. No timing here: speed is measured by
 * JMH only.
 */
class UnitBTest {

    private static final int RUNS = 4_000;

    @Test
    @DisplayName(
            "Unit B is a Strength hero with Technique 2, Life 8, a two-handed weapon and plate, 7 Soldiers and a Lamplighter")
    void unitB() {
        Hero hero = UnitB.party().heroes().get(0);
        assertThat(hero.technique()).isEqualTo(2);
        assertThat(hero.maxLife()).isEqualTo(8);
        assertThat(hero.equipment().heldWeapon().orElseThrow().key()).startsWith("two-handed-weapon");
        assertThat(hero.equipment().armour().orElseThrow().key()).isEqualTo("plate-armour");
        assertThat(UnitB.party().followers().count(FollowerType.SOLDIER)).isEqualTo(7);
        assertThat(UnitB.party().followers().count(FollowerType.LAMPLIGHTER)).isEqualTo(1);
    }

    @Test
    @DisplayName("a combat runs from the approach to the end of the fight")
    void combatEnds() {
        UnitB b = new UnitB("strong");
        EnemyGroup brute =
                ((Phase.Approaching) b.approach.phase()).encounter().enemies().get(0);
        assertThat(brute.current()).isEqualTo(6);
        GameState end = b.combat(7L);
        assertThat(end.isTerminal() || end.phase() instanceof Phase.Exploring).isTrue();
    }

    @Test
    @DisplayName("an adventure of the simulation benchmark ends by death or after 5 tiles, the same on 1 and 2 threads"
            + " (EN §34 / JP §33)")
    void simulationAdventuresEnd() {
        Engine engine = Engine.of(new UnitB.Arena("weak", OptionalInt.of(5)));
        BaselinePolicy policy = BaselinePolicy.of(engine);
        Party party = UnitB.party();
        SimulationReport one =
                Simulation.run(engine.asGame(), s -> engine.start(party, UnitB.RULES, s), policy, 3L, 128, 1, 100_000);
        SimulationReport two =
                Simulation.run(engine.asGame(), s -> engine.start(party, UnitB.RULES, s), policy, 3L, 128, 2, 100_000);
        assertThat(one.runs()).isEqualTo(128);
        assertThat(one.outcomes().keySet()).allSatisfy(k -> assertThat(k).matches("death.*|exploration-limit"));
        assertThat(one.totalSteps()).isPositive();
        assertThat(two).isEqualTo(one);
    }

    @Test
    @DisplayName(
            "the reference loop and the engine agree on the hero's survival and Soldiers lost (within 4 standard errors)")
    void referenceMatchesTheEngine() {
        for (String opponent : new String[] {"weak", "strong"}) {
            UnitB b = new UnitB(opponent);
            double engineAlive = 0;
            double engineSoldiers = 0;
            double refAlive = 0;
            double refSoldiers = 0;
            for (int i = 0; i < RUNS; i++) {
                GameState end = b.combat(1_000L + i);
                Hero h = end.party().heroes().get(0);
                engineAlive += h.alive() ? 1 : 0;
                engineSoldiers += end.party().followers().count(FollowerType.SOLDIER);
                int summary = ReferenceUnitB.combat(5_000_000L + 7919L * i, opponent.equals("strong"));
                refAlive += summary / 100 > 0 ? 1 : 0;
                refSoldiers += (summary / 10) % 10;
            }
            double p = engineAlive / RUNS;
            double se = Math.sqrt(Math.max(p * (1 - p), 1e-4) / RUNS) * Math.sqrt(2);
            assertThat(refAlive / RUNS)
                    .as(opponent + ": hero survives")
                    .isCloseTo(p, org.assertj.core.data.Offset.offset(4 * se + 0.005));
            // Soldiers left: a count 0..7, standard deviation at most 3.5
            double seSoldiers = 3.5 / Math.sqrt(RUNS) * Math.sqrt(2);
            assertThat(refSoldiers / RUNS)
                    .as(opponent + ": Soldiers left")
                    .isCloseTo(engineSoldiers / RUNS, org.assertj.core.data.Offset.offset(4 * seSoldiers));
        }
    }
}

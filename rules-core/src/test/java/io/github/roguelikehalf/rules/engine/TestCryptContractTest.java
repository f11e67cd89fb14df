package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.play.Game;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.ContractReport;
import io.github.roguelikehalf.testkit.ContractSuite;
import io.github.roguelikehalf.testkit.Draw;
import io.github.roguelikehalf.testkit.EngineContract;
import io.github.roguelikehalf.testkit.Generators;
import io.github.roguelikehalf.testkit.Start;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine contract suite of rules-testkit (compiled into these tests from its sources, docs/testing.md) on
 * {@link TestCrypt}, from random valid starts ({@link Generators#starts()}): random legal-action walks checking every
 * step, replays of a seed and its actions, and the bound of {@link ContractSuite#DEFAULT_MAX_ACTIONS} actions per
 * adventure (the worst case measured was 285 actions over about 40,000 adventures of random play, in a crypt whose
 * exploration limit is 30; it holds for random play only: swapping weapons costs nothing outside a fight, so a policy
 * that keeps swapping never ends an adventure).
 */
@DisplayName("Engine contract on the test crypt: random legal-action walks from random valid starts")
class TestCryptContractTest extends EngineContract {

    /** The actions each check applies in a normal build ({@code -Dtestkit.contract.nightly=true} walks 1,000,000). */
    static final long BUILD_STEPS = 40_000;

    private static final Engine ENGINE = Engine.of(new TestCrypt());

    @Override
    protected Scenario scenario() {
        return new TestCrypt();
    }

    @Override
    protected ContractSuite suite() {
        return super.suite().stepsAtLeast(BUILD_STEPS);
    }

    /** The walks reject an illegal action at every step, and meet every kind of decision the crypt has. */
    @Override
    protected void reached(String check, ContractReport report) {
        if (check.equals("walks")) {
            assertThat(report.illegalRejected()).isGreaterThanOrEqualTo(report.steps());
            // the crypt has no scenario choices or windows: HookScenarioContractTest meets them
            assertMeetsEveryKindOfDecision(report, List.of(Decision.Choose.class, Decision.Window.class));
        }
    }

    /**
     * Asserts that the walks met every kind of decision but those excepted.
     *
     * @param report the walks' report
     * @param except the kinds the scenario does not have
     */
    static void assertMeetsEveryKindOfDecision(ContractReport report, List<Class<?>> except) {
        for (Class<?> type : Decision.class.getPermittedSubclasses()) {
            if (!except.contains(type)) {
                assertThat(report.decisions())
                        .as("the walks meet every kind of decision")
                        .containsKey(type.getSimpleName());
            }
        }
    }

    @Test
    @DisplayName("a simulation gives the same report on 1 and 2 threads")
    void simulationDoesNotDependOnThreads() {
        Game<GameState, Action> game = ENGINE.asGame();
        Draw draw = Draw.seeded(0x5EED_0005L);
        for (int i = 0; i < 3; i++) {
            Start start = Generators.starts().next(draw);
            List<SimulationReport> reports = List.of(1, 2).stream()
                    .map(threads -> Simulation.run(
                            game,
                            seed -> ENGINE.start(start.party(), start.options(), seed),
                            Policy.random(),
                            42L,
                            500,
                            threads,
                            ContractSuite.DEFAULT_MAX_ACTIONS))
                    .toList();
            assertThat(reports.get(1)).isEqualTo(reports.get(0));
            SimulationReport r = reports.get(0);
            assertThat(r.runs()).isEqualTo(500);
            assertThat(r.outcomes().values().stream()
                            .mapToInt(Integer::intValue)
                            .sum())
                    .isEqualTo(500);
            assertThat(r.totalSteps()).isLessThanOrEqualTo(500L * ContractSuite.DEFAULT_MAX_ACTIONS);
        }
    }

    /**
     * Regression, found by the random walks: under the Japanese preset current Life falls with max Life (JP §29), so
     * a lone hero at Life 1 who puts the wood shield away to take a sling in hand dies; the adventure went on with no
     * hero alive (the next decision was "explore"). It must end in death (EN §13 / JP §13).
     */
    @Test
    @DisplayName("JP §29, §13: a lone hero whose Life falls to 0 when the shield is put away ends the adventure")
    void deathByPuttingTheShieldAwayEndsTheAdventure() {
        RuleOptions o = RuleOptions.japaneseVer46();
        Hero hero = Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DIVINITY)
                        .addPurchases(RangedWeapon.SLING)
                        .hands(List.of(
                                Weapon.of(WeaponClass.ONE_HANDED, DamageType.SLASHING), Shield.of(ShieldType.WOOD)))
                        .build(),
                o);
        GameState start = ENGINE.start(Party.of(hero), o, 1L);
        Hero hurt = ImmutableHero.copyOf(start.party().hero("hero-1")).withLife(1);
        GameState s = ImmutableGameState.copyOf(start).withParty(start.party().with(hurt));
        Action swap = new Action.Swap("hero-1", RangedWeapon.SLING.key());
        assertThat(ENGINE.legalActions(s)).contains(swap);

        GameState after = ENGINE.apply(s, swap).state();

        assertThat(after.party().hero("hero-1").alive()).isFalse();
        assertThat(after.outcome().map(Outcome::termination)).contains(Outcome.Termination.DEATH);
        assertThat(ENGINE.validate(after)).isSameAs(after);
        assertThat(ENGINE.decision(after)).isEmpty();
        assertThat(ENGINE.legalActions(after)).isEmpty();
    }
}

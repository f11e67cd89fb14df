package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.ContractReport;
import io.github.roguelikehalf.testkit.ContractSuite;
import io.github.roguelikehalf.testkit.EngineContract;
import io.github.roguelikehalf.testkit.Generators;
import org.junit.jupiter.api.DisplayName;

/**
 * The engine contract suite (rules-testkit) on {@link TestCrypt} from the starts of {@link Generators#casters()} (EN
 * §18-§22 / JP §18-§22): Sorcery and Divinity heroes knowing as many spells or miracles as their Sorcery or Divinity
 * allows, every one of the twelve known by some hero, a Strength hero for Protect, and Magicians knowing each spell,
 * under both presets; the walks cast every spell and miracle the crypt allows.
 */
@DisplayName("Engine contract on the test crypt: casters walk at random without breaking the contract")
class CastersContractTest extends EngineContract {

    /** The actions each check applies in a normal build ({@code -Dtestkit.contract.nightly=true} walks 1,000,000). */
    static final long BUILD_STEPS = 44_000;

    @Override
    protected Scenario scenario() {
        return new TestCrypt();
    }

    @Override
    protected ContractSuite suite() {
        return super.suite().starts(Generators.casters()).stepsAtLeast(BUILD_STEPS);
    }

    /** EN §18-§22 / JP §18-§22: the walks cast every spell and miracle, and a Strength hero protects. */
    @Override
    protected void reached(String check, ContractReport report) {
        if (check.equals("walks")) {
            // Bless needs a condition, which nothing in the test crypt gives
            assertThat(report.actions().keySet().stream().filter(k -> k.startsWith("cast ")))
                    .containsExactlyInAnyOrder(
                            "cast knockout",
                            "cast fireball",
                            "cast ice-lance",
                            "cast blitz",
                            "cast craft-arms",
                            "cast friendship",
                            "cast fortify",
                            "cast deflect",
                            "cast indoctrinate",
                            "cast invoke",
                            "cast communion");
            assertThat(report.actions()).containsKey("protect");
        }
    }
}

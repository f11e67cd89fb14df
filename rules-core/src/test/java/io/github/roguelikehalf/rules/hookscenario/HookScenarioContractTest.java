package io.github.roguelikehalf.rules.hookscenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.ContractReport;
import io.github.roguelikehalf.testkit.ContractSuite;
import io.github.roguelikehalf.testkit.EngineContract;
import org.junit.jupiter.api.DisplayName;

/**
 * The engine contract suite (rules-testkit) through {@link HookScenario}, a scenario using every hook: its choices,
 * windows, creature hooks and end conditions keep every check, within the same bound on actions (its exploration limit
 * is 20), from random valid starts trimmed to its follower cap; its walks meet every kind of decision and of window,
 * and every kind of ending it has.
 */
@DisplayName("Engine contract through a scenario using every hook, whose walks meet every kind of decision")
class HookScenarioContractTest extends EngineContract {

    /** The actions each check applies in a normal build ({@code -Dtestkit.contract.nightly=true} walks 1,000,000). */
    static final long BUILD_STEPS = 13_250;

    @Override
    protected Scenario scenario() {
        return new HookScenario();
    }

    @Override
    protected ContractSuite suite() {
        return ContractSuite.of(this::scenario)
                .seed(0x5EED_0006L)
                .withSystemProperties()
                .stepsAtLeast(BUILD_STEPS);
    }

    @Override
    protected void reached(String check, ContractReport report) {
        if (check.equals("walks")) {
            assertThat(report.illegalRejected()).isGreaterThanOrEqualTo(report.steps());
            assertThat(report.outcomes())
                    .as("the hook scenario's walks end in every way it has")
                    .containsKeys("victory", "death", "exploration-limit", "scenario-defeat");
            for (Class<?> type : Decision.class.getPermittedSubclasses()) {
                assertThat(report.decisions())
                        .as("the walks meet every kind of decision")
                        .containsKey(type.getSimpleName());
            }
            for (Window.Kind kind : Window.Kind.values()) {
                assertThat(report.windows())
                        .as("the walks meet every kind of window")
                        .containsKey(kind.name());
            }
        }
    }
}

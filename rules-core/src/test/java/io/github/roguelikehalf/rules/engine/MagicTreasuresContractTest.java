package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.ContractReport;
import io.github.roguelikehalf.testkit.ContractSuite;
import io.github.roguelikehalf.testkit.EngineContract;
import io.github.roguelikehalf.testkit.Generators;
import org.junit.jupiter.api.DisplayName;

/**
 * The engine contract suite (rules-testkit) on {@link TestCrypt} from the starts of
 * {@link Generators#magicTreasures()} (EN §40 / JP §39): a sling hero with the Bullets of Piercing, the Searching
 * Monocle and the Magical Targe, and a Sorcery hero without a lantern with the Flute of Peace, the Staff of Wall and
 * the War Doll (who may pick up his companion's lantern, EN §28 / JP §27), under both presets.
 */
@DisplayName("Engine contract on the test crypt: heroes carrying every magic treasure walk at random without breaking"
        + " the contract")
class MagicTreasuresContractTest extends EngineContract {

    /** The actions each check applies in a normal build ({@code -Dtestkit.contract.nightly=true} walks 1,000,000). */
    static final long BUILD_STEPS = 12_000;

    @Override
    protected Scenario scenario() {
        return new TestCrypt();
    }

    @Override
    protected ContractSuite suite() {
        return super.suite().starts(Generators.magicTreasures()).stepsAtLeast(BUILD_STEPS);
    }

    /** EN §40 / JP §39, EN §28 / JP §27: the walks use the bullets, the flute, the staff, the War Doll and a dead
     * hero's lantern. */
    @Override
    protected void reached(String check, ContractReport report) {
        if (check.equals("walks")) {
            assertThat(report.actions().keySet().stream().filter(k -> k.startsWith("use ")))
                    .containsExactlyInAnyOrder(
                            "use bullets-of-piercing",
                            "use flute-of-peace",
                            "use staff-of-wall",
                            "use lantern",
                            "use war-doll");
        }
    }
}

package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.ContractSuite;
import io.github.roguelikehalf.testkit.EngineContract;

/**
 * The engine contract suite (rules-testkit) on Knight of Twilight: random legal walks from random valid starts, at
 * least 100,000 actions per check in every build ({@code -Dtestkit.contract.nightly=true} walks 1,000,000).
 */
class KnightOfTwilightContractTest extends EngineContract {

    /** The actions each check applies in a normal build. */
    static final long BUILD_STEPS = 100_000;

    @Override
    protected Scenario scenario() {
        return new KnightOfTwilight();
    }

    @Override
    protected ContractSuite suite() {
        return super.suite().stepsAtLeast(BUILD_STEPS);
    }
}

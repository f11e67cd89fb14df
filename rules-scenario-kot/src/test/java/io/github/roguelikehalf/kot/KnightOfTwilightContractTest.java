package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.EngineContract;

/** The engine contract suite (rules-testkit) on Knight of Twilight: random legal walks from random valid starts. */
class KnightOfTwilightContractTest extends EngineContract {

    @Override
    protected Scenario scenario() {
        return new KnightOfTwilight();
    }
}

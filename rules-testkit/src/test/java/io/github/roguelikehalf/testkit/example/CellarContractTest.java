package io.github.roguelikehalf.testkit.example;

import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.EngineContract;
import org.junit.jupiter.api.DisplayName;

/** The example scenario passes the engine contract suite (EN §31-§46 / JP §30-§46, the adventure's whole flow). */
@DisplayName("The example Cellar keeps the engine contract")
class CellarContractTest extends EngineContract {

    @Override
    protected Scenario scenario() {
        return new Cellar();
    }
}

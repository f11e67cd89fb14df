package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * The engine contract suite as a JUnit 5 base class: extend it, return your scenario from {@link #scenario()}, and
 * the {@link ContractSuite}'s checks run as three tests.
 *
 * <pre>{@code
 * class MyScenarioContractTest extends EngineContract {
 *     @Override
 *     protected Scenario scenario() {
 *         return new MyScenario();
 *     }
 * }
 * }</pre>
 *
 * <p>Walk sizes come from system properties ({@link ContractSuite#withSystemProperties()}): by default each check walks
 * {@link ContractSuite#DEFAULT_STEPS} actions; {@code -Dtestkit.contract.nightly=true} walks
 * {@link ContractSuite#NIGHTLY_STEPS}; {@code -Dtestkit.contract.steps=N} and {@code -Dtestkit.contract.seed=S} choose
 * others. Override {@link #suite()} to change the bound on an adventure's actions, the starts or the snapshot round
 * trip, and {@link #reached(String, ContractReport)} to assert what the walks reached.
 */
public abstract class EngineContract {

    /** For subclasses. */
    protected EngineContract() {}

    /**
     * A new instance of the scenario under test; it is called once per engine, and a replay uses a second one.
     *
     * @return the scenario
     */
    protected abstract Scenario scenario();

    /**
     * The suite to run: by default {@link ContractSuite#of} this scenario, sized by system properties.
     *
     * @return the suite
     */
    protected ContractSuite suite() {
        return ContractSuite.of(this::scenario).withSystemProperties();
    }

    /**
     * At every step of random walks: the adventure goes on exactly while it has legal actions, every legal action is
     * accepted, other actions are rejected with the state unchanged, {@code apply} is a function, every state passes
     * {@code Engine.validate}, and every adventure ends within the bound.
     *
     * @param reporter where the walk's report goes
     */
    @Test
    @DisplayName("engine contract: random walks keep every check at every step")
    public void randomWalksKeepTheContract(TestReporter reporter) {
        ContractSuite suite = suite();
        reached("walks", report(reporter, "walks", suite.walks(), suite.steps()));
    }

    /**
     * A start's seed and the actions of each adventure replay to equal transitions on a second engine.
     *
     * @param reporter where the walk's report goes
     */
    @Test
    @DisplayName("engine contract: a seed and the actions replay exactly")
    public void seedAndActionsReplayExactly(TestReporter reporter) {
        ContractSuite suite = suite();
        reached("replays", report(reporter, "replays", suite.replays(), suite.steps()));
    }

    /**
     * Every state of random walks written as a snapshot reads back equal; skipped (aborted) when rules-json is not on
     * the class path and the suite has no round trip of its own.
     *
     * @param reporter where the walk's report goes
     */
    @Test
    @DisplayName("engine contract: every state reads back from its snapshot (with rules-json)")
    public void snapshotsReadBack(TestReporter reporter) {
        ContractSuite suite = suite();
        Assumptions.assumeTrue(suite.hasSnapshots(), "rules-json is not on the class path");
        reached("snapshots", report(reporter, "snapshots", suite.snapshotRoundTrips(), suite.steps()));
    }

    /**
     * Called with the report of each check once it passed, to assert what its walks reached: by default nothing. Override
     * it to make sure the starts reach the rules under test, e.g. that the walks met every kind of decision
     * ({@link ContractReport#decisions()}) or cast a spell ({@link ContractReport#actions()}).
     *
     * @param check {@code walks}, {@code replays} or {@code snapshots}
     * @param report what the check walked
     */
    protected void reached(String check, ContractReport report) {}

    private static ContractReport report(TestReporter reporter, String check, ContractReport report, long steps) {
        reporter.publishEntry(Map.of("contract " + check, report.toString()));
        if (report.steps() < steps) {
            throw new ContractViolation(
                    "the walks apply as many actions as asked",
                    "asked for " + steps + ", applied " + report.steps() + " (" + report + ")");
        }
        return report;
    }
}

package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Would;
import io.github.roguelikehalf.testkit.example.Cellar;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The suite's own checks can fail (EN §31 / JP §30: the adventure's flow walked by the suite). */
@DisplayName("ContractSuite: its checks run and can fail")
class ContractSuiteTest {

    @Test
    @DisplayName("rules-json is found on this module's test class path, so the snapshot check runs here")
    void rulesJsonIsDetected() {
        assertThat(SnapshotRoundTrip.detect()).isPresent();
        assertThat(ContractSuite.of(Cellar::new).hasSnapshots()).isTrue();
    }

    @Test
    @DisplayName("EN §31 / JP §30: a snapshot round trip that loses the state is caught")
    void aLossySnapshotIsCaught() {
        ContractSuite lossy = ContractSuite.of(Cellar::new)
                .steps(300)
                .snapshots(Optional.of((state, engine) -> engine.start(state.party(), state.options(), 1L)));

        ContractViolation e = catchThrowableOfType(ContractViolation.class, lossy::snapshotRoundTrips);

        assertThat(e).isNotNull();
        assertThat(e.check()).isEqualTo("a snapshot reads back");
        assertThat(e.getMessage()).endsWith(": the state read back differs");
    }

    @Test
    @DisplayName("EN §31 / JP §30: an adventure longer than the bound is caught")
    void theBoundIsChecked() {
        ContractViolation e = catchThrowableOfType(
                ContractViolation.class,
                () -> ContractSuite.of(Cellar::new)
                        .steps(300)
                        .maxActionsPerAdventure(2)
                        .walks());

        assertThat(e).isNotNull();
        assertThat(e.check()).isEqualTo("every adventure ends within 2 actions");
    }

    @Test
    @DisplayName(
            "the walks apply at least the actions asked, reject illegal ones along the way, and count what they met")
    void theWalksAreAsLongAsAsked() {
        ContractReport r = ContractSuite.of(Cellar::new).steps(500).walks();

        assertThat(r.steps()).isGreaterThanOrEqualTo(500);
        assertThat(r.illegalRejected()).isGreaterThanOrEqualTo(500);
        assertThat(r.legalAccepted()).isPositive();
        assertThat(r.adventures())
                .isEqualTo(r.outcomes().values().stream()
                        .mapToInt(Integer::intValue)
                        .sum());
        assertThat(r.decisions()).containsKey("Explore");
        assertThat(r.actions()).containsKey("explore");
        assertThat(r.decisions().values().stream().mapToLong(Integer::longValue).sum())
                .as("one decision met per action applied")
                .isEqualTo(r.steps());
        assertThat(r.actions().values().stream().mapToLong(Integer::longValue).sum())
                .isEqualTo(r.steps());
    }

    @Test
    @DisplayName(
            "EN §37 / JP §35: creature rules that change a kind their mayChange says they do not change are caught")
    void aBrokenKindPromiseIsCaught() {
        // rats a level higher, whose rules say they change nothing but the treasure
        CreatureRules broken = new CreatureRules() {
            @Override
            public Would modify(Would event, CreatureView view) {
                return event instanceof Would.Level l ? l.withLevel(l.level() + 1) : event;
            }

            @Override
            public boolean mayChange(Class<? extends Would> kind) {
                return kind == Would.TreasureRolls.class;
            }
        };
        ContractViolation e = catchThrowableOfType(
                ContractViolation.class,
                () -> ContractSuite.of(() -> new Cellar() {
                            @Override
                            public CreatureRules creatureRules(String id) {
                                return "rats".equals(id) ? broken : CreatureRules.BASE;
                            }
                        })
                        .steps(300)
                        .walks());

        assertThat(e).isNotNull();
        assertThat(e.check())
                .isEqualTo("a creature's rules leave unchanged every kind their mayChange does not change");
        assertThat(e.getMessage())
                .contains("the rules of rats say they do not change Level, but answered Level[opponent=hero-1, level=");
    }

    @Test
    @DisplayName("a scenario whose mayEnd says no end where its endCondition ends is caught")
    void aBrokenQuickEndTestIsCaught() {
        ContractViolation e = catchThrowableOfType(
                ContractViolation.class,
                () -> ContractSuite.of(() -> new Cellar() {
                            @Override
                            public Optional<io.github.roguelikehalf.rules.engine.Outcome> endCondition(
                                    io.github.roguelikehalf.rules.engine.GameState state) {
                                return state.progress().tilesCleared() >= 1
                                        ? Optional.of(io.github.roguelikehalf.rules.engine.Outcome.scenario(
                                                "one-room", "a room cleared", true))
                                        : Optional.empty();
                            }

                            @Override
                            public boolean mayEnd(io.github.roguelikehalf.rules.hero.Party party) {
                                return false; // the broken promise: the end reads the progress, not the party
                            }
                        })
                        .steps(300)
                        .walks());

        assertThat(e).isNotNull();
        assertThat(e.check()).isEqualTo("a scenario's mayEnd is false only where its endCondition gives empty");
        assertThat(e.getMessage()).endsWith("its endCondition ends: Optional[scenario-victory: a room cleared]");
    }

    @Test
    @DisplayName("the walks count the scenario's own endings by name (Outcome.name)")
    void endingsByName() {
        ContractReport r = ContractSuite.of(() -> new Cellar() {
                    @Override
                    public java.util.Optional<io.github.roguelikehalf.rules.engine.Outcome> endCondition(
                            io.github.roguelikehalf.rules.engine.GameState state) {
                        return state.progress().tilesCleared() >= 2
                                ? java.util.Optional.of(io.github.roguelikehalf.rules.engine.Outcome.scenario(
                                        "two-rooms", "two rooms cleared", true))
                                : java.util.Optional.empty();
                    }
                })
                .steps(300)
                .walks();

        assertThat(r.endings()).containsOnlyKeys("two-rooms");
        assertThat(r.endings().get("two-rooms")).isEqualTo(r.outcomes().get("scenario-victory"));
    }

    @Test
    @DisplayName("a size for every build is raised by a larger size, never lowered")
    void stepsAtLeastRaisesOnly() {
        ContractSuite suite = ContractSuite.of(Cellar::new);

        assertThat(suite.steps(500).stepsAtLeast(1_000).steps()).isEqualTo(1_000);
        assertThat(suite.steps(ContractSuite.NIGHTLY_STEPS).stepsAtLeast(1_000).steps())
                .isEqualTo(ContractSuite.NIGHTLY_STEPS);
    }
}

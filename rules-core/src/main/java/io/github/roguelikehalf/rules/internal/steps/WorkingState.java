package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Party;

/**
 * The state being built inside one {@code Engine.apply}: its parts held as they change, and the immutable {@link
 * GameState} made from them only when somebody reads it whole (a step's decision, a scenario hook) and once at the end.
 * A fight sets its {@link Combat} many times a turn; the {@link Phase.Fighting} and the state around it are made only
 * for a reader.
 */
final class WorkingState {

    /** The last state made, or the one the turn started from; stale while {@link #dirty}. */
    private ImmutableGameState built;

    private boolean dirty;
    private Party party;
    private Progress progress;
    private ScenarioState scenarioState;
    /** The phase, or null while a fight's phase is only {@link #combat}. */
    private Phase phase;
    /** The fight of the phase when it was set as a fight, else null. */
    private Combat combat;
    /** How many times the phase (or the fight) has been set. */
    private int phaseChanges;
    /** The tile entered this turn, for a phase that names none. */
    private String tileInPlay = "";

    WorkingState(GameState start) {
        built = ImmutableGameState.copyOf(start);
        party = built.party();
        progress = built.progress();
        scenarioState = built.scenarioState();
        phase = built.phase();
        combat = phase instanceof Phase.Fighting f ? f.combat() : null;
    }

    /** A copy of another, to go on from where it stands. */
    WorkingState(WorkingState o) {
        built = o.built;
        dirty = o.dirty;
        party = o.party;
        progress = o.progress;
        scenarioState = o.scenarioState;
        phase = o.phase;
        combat = o.combat;
        phaseChanges = o.phaseChanges;
        tileInPlay = o.tileInPlay;
    }

    /** The whole state as it stands. */
    ImmutableGameState state() {
        if (dirty) {
            built = make(built.steps(), built.rng());
            dirty = false;
        }
        return built;
    }

    /** The state at the end of the turn, with its step count and dice: made once. */
    ImmutableGameState finish(long steps, RngState rng) {
        dirty = false;
        built = make(steps, rng);
        return built;
    }

    private ImmutableGameState make(long steps, RngState rng) {
        return ImmutableGameState.builder()
                .scenarioId(built.scenarioId())
                .options(built.options())
                .rng(rng)
                .party(party)
                .progress(progress)
                .phase(phase())
                .steps(steps)
                .scenarioState(scenarioState)
                .build();
    }

    Party party() {
        return party;
    }

    /** The rules in play: they do not change within one apply, so the whole state need not be made to read them. */
    io.github.roguelikehalf.rules.RuleOptions options() {
        return built.options();
    }

    Progress progress() {
        return progress;
    }

    ScenarioState scenarioState() {
        return scenarioState;
    }

    Phase phase() {
        if (phase == null) {
            phase = new Phase.Fighting(combat);
        }
        return phase;
    }

    /** The fight, or null when the phase is not one. */
    Combat combat() {
        return combat;
    }

    boolean fighting() {
        return combat != null;
    }

    boolean terminal() {
        return phase instanceof Phase.Finished;
    }

    int phaseChanges() {
        return phaseChanges;
    }

    String tileInPlay() {
        return tileInPlay;
    }

    void tileInPlay(String id) {
        tileInPlay = id;
    }

    /**
     * Where the turn stands at a place {@code at} of a step's loop, whose own inputs are {@code loop}: every part of
     * the state and every counter the rest of the turn can read, so that two plays with equal places go on alike (see
     * {@link Chances#pause}).
     */
    Object place(long at, Object loop) {
        return new Place(
                at, loop, party, progress, scenarioState, combat != null ? combat : phase, phaseChanges, tileInPlay);
    }

    private record Place(
            long at,
            Object loop,
            Party party,
            Progress progress,
            ScenarioState scenarioState,
            Object phase,
            int phaseChanges,
            String tileInPlay) {}

    void phase(Phase p) {
        java.util.Objects.requireNonNull(p, "phase");
        phaseChanges++;
        phase = p;
        combat = p instanceof Phase.Fighting f ? f.combat() : null;
        dirty = true;
    }

    void combat(Combat c) {
        java.util.Objects.requireNonNull(c, "combat");
        phaseChanges++;
        if (c != combat || phase == null) {
            combat = c;
            phase = null;
        }
        dirty = true;
    }

    void party(Party p) {
        java.util.Objects.requireNonNull(p, "party");
        party = p;
        dirty = true;
    }

    void progress(Progress p) {
        java.util.Objects.requireNonNull(p, "progress");
        progress = p;
        dirty = true;
    }

    void scenarioState(ScenarioState next) {
        java.util.Objects.requireNonNull(next, "scenarioState");
        scenarioState = next;
        dirty = true;
    }
}

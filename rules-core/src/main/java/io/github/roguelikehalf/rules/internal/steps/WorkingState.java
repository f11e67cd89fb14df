package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.dice.SeededDice;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.DiceStream;
import io.github.roguelikehalf.rules.internal.FightCopy;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.CreatureView;

/**
 * The state being built inside one {@code Engine.apply}: its parts held as they change, and the immutable {@link
 * GameState} made from them only when somebody reads it whole (a step's decision, a scenario hook). A fight sets its
 * {@link Combat} many times a turn; the {@link Phase.Fighting} and the state around it are made only for a reader.
 * Every state made in a turn carries the turn's step count and its dice as they stand, so the state the last decision
 * was computed on is the state the turn returns, unless something changed after it (then the end makes one more).
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
    /** The fight of the phase when it was set as a fight, else null; stale while {@link #drafting}. */
    private Combat combat;
    /** The fight's parts, read ({@link #fightParts}) and changed in place ({@link #fight}), or null. */
    private FightCopy draft;
    /** Whether {@link #draft} holds the fight's parts as they stand: those of {@link #combat}, or changed since. */
    private boolean drafted;
    /** Whether {@link #draft} holds changes not made into a fight yet: one is made only when it is read whole. */
    private boolean drafting;
    /** How many times the phase (or the fight) has been set. */
    private int phaseChanges;
    /** The tile entered this turn, for a phase that names none. */
    private String tileInPlay = "";
    /** The step count of the states made: the turn's ({@link #ending}), else the start's. */
    private long steps;
    /** The game's own dice the turn rolls, whose state the states made carry, or null: then {@link #seeded}. */
    private DiceStream dice;
    /** The caller's seeded dice the turn rolls, whose state the states made carry, or null: then {@link #rng}. */
    private SeededDice seeded;
    /** The dice state of the states made when the turn rolls no seeded dice: the start's. */
    private RngState rng;
    /** The last view given to a creature's rules, and where it makes its state; null when none. */
    private CreatureView view;

    private Live live;
    /** Whether a creature's rules are being asked, given {@link #view}. */
    private boolean asking;

    WorkingState(GameState start) {
        reset(start);
    }

    /** An empty one, for a turn to {@link #reset} at each apply. */
    WorkingState() {}

    /** This working state holding no state any more, until it is {@link #reset} for the next apply. */
    WorkingState forget() {
        built = null;
        party = null;
        progress = null;
        scenarioState = null;
        phase = null;
        combat = null;
        drafting = false;
        drafted = false;
        if (draft != null) {
            draft.forget();
        }
        dice = null;
        seeded = null;
        rng = null;
        view = null;
        live = null;
        asking = false;
        return this;
    }

    /** This working state made anew from a state, every part as the constructor sets it. */
    WorkingState reset(GameState start) {
        built = ImmutableGameState.copyOf(start);
        dirty = false;
        party = built.party();
        progress = built.progress();
        scenarioState = built.scenarioState();
        phase = built.phase();
        combat = phase instanceof Phase.Fighting f ? f.combat() : null;
        drafting = false;
        drafted = false;
        phaseChanges = 0;
        tileInPlay = "";
        steps = built.steps();
        dice = null;
        seeded = null;
        rng = built.rng();
        view = null;
        live = null;
        asking = false;
        return this;
    }

    /** A copy of another, to go on from where it stands. */
    WorkingState(WorkingState o) {
        built = o.built;
        dirty = o.dirty;
        party = o.party;
        progress = o.progress;
        scenarioState = o.scenarioState;
        combat = o.combat(); // made whole: the copy goes on without the other's draft
        phase = o.phase;
        phaseChanges = o.phaseChanges;
        tileInPlay = o.tileInPlay;
        steps = o.steps;
        dice = o.dice;
        seeded = o.seeded;
        rng = o.rng;
    }

    /**
     * What the states made in this turn carry: the turn's step count, and the state of the dice it rolls.
     *
     * @param steps the step count the turn ends with
     * @param rolled the game's own dice the turn rolls, or null for the caller's
     * @param given the caller's dice the turn rolls if they are seeded, else null
     * @param otherwise the dice state carried when the turn rolls other dice (a search's): the start's
     */
    void ending(long steps, DiceStream rolled, SeededDice given, RngState otherwise) {
        this.steps = steps;
        this.dice = rolled;
        this.seeded = given;
        this.rng = otherwise;
    }

    /** The dice state the states made carry now: the same object while no die is rolled. */
    private RngState rolled() {
        return dice != null ? dice.state() : seeded != null ? seeded.state() : rng;
    }

    /** The whole state as it stands, made again when a part or the dice changed since it was last made. */
    ImmutableGameState state() {
        return made(rolled());
    }

    /**
     * The state at the end of the turn: the one last made when nothing changed since (the state its decision was
     * computed on), else made now.
     *
     * @param kept the dice state the new state keeps: the game's own dice, or the start's when others were rolled
     */
    ImmutableGameState finish(RngState kept) {
        return made(kept);
    }

    private ImmutableGameState made(RngState now) {
        if (dirty || built.steps() != steps || built.rng() != now) {
            built = ImmutableGameState.builder()
                    .scenarioId(built.scenarioId())
                    .options(built.options())
                    .rng(now)
                    .party(party)
                    .progress(progress)
                    .phase(phase())
                    .steps(steps)
                    .scenarioState(scenarioState)
                    .build();
            dirty = false;
        }
        return built;
    }

    /**
     * How a group's rules see it in the state as it stands ({@link CreatureEvents#ask}): the state made only if the
     * rules read it, while they are asked ({@link #answered}). The last view is given again for the same group while
     * its state was not read, or still stands: a view not read shows the state as it stands when it is read.
     */
    CreatureView view(Creature creature, EnemyGroup g) {
        Live l = live;
        CreatureView v = view;
        if (v == null || v.group() != g || v.creature() != creature || l.read && !stands(v.state())) {
            if (l != null && l.read) {
                // the last view holds the state it made, not its maker: the maker serves the next view
                l.read = false;
            } else {
                l = new Live(this);
            }
            v = CreatureView.of(creature, g, l);
            live = l;
            view = v;
        }
        asking = true;
        return v;
    }

    /** The rules asked have answered: no view makes a state until the next is given. */
    void answered() {
        asking = false;
    }

    /** Whether the state made last is the one {@link #state} would give now: nothing changed since. */
    private boolean stands(GameState s) {
        return s == built && !dirty && built.steps() == steps && built.rng() == rolled();
    }

    /** Makes the state of a view, while the rules it was given to are asked and it is the last view given. */
    private static final class Live implements java.util.function.Supplier<GameState> {
        private final WorkingState w;
        /** Whether the view's state was made: the view then holds it, and this maker can serve the next view. */
        private boolean read;

        Live(WorkingState w) {
            this.w = w;
        }

        @Override
        public GameState get() {
            if (w.live != this || !w.asking) {
                throw new IllegalStateException("a creature's rules read the state of their view after they answered:"
                        + " read it within the call of CreatureRules.modify the view is given to");
            }
            GameState s = w.state();
            // set once the view has its state: a view that has read it holds the state, no longer this maker
            read = true;
            return s;
        }
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
            phase = new Phase.Fighting(combat());
        }
        return phase;
    }

    /** The fight, or null when the phase is not one: made from its changed parts when they are read whole. */
    Combat combat() {
        if (drafting) {
            drafting = false;
            combat = draft.build();
        }
        return combat;
    }

    /**
     * The fight's parts, to change in place: several changes between two readers of the whole fight make one fight.
     * Take it for each change and do not keep it: a reader of the whole fight ({@link #combat}) makes it into one, and
     * a fight or phase set whole replaces it.
     */
    FightCopy fight() {
        FightCopy d = drafted();
        drafting = true;
        phaseChanges++;
        phase = null;
        dirty = true;
        return d;
    }

    /** The draft, holding the fight's parts as they stand: those of the whole fight copied when it does not yet. */
    private FightCopy drafted() {
        if (!drafted) {
            if (draft == null) {
                draft = new FightCopy();
            }
            draft.from(java.util.Objects.requireNonNull(combat, "not in a fight"));
            drafted = true;
        }
        return draft;
    }

    /**
     * The fight's parts as they stand, read without making the fight: the parts changed in place themselves, copied
     * from the whole fight first when none is changed. Read them before the next change.
     */
    FightParts fightParts() {
        return drafted();
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
                at, loop, party, progress, scenarioState, combat != null ? combat() : phase, phaseChanges, tileInPlay);
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
        drafting = false;
        drafted = false;
        dirty = true;
    }

    void combat(Combat c) {
        java.util.Objects.requireNonNull(c, "combat");
        phaseChanges++;
        if (c != combat || phase == null || drafting) {
            combat = c;
            phase = null;
        }
        drafting = false;
        drafted = false;
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

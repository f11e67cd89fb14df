package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.dice.SeededDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.DiceStream;
import io.github.roguelikehalf.rules.internal.FightCopy;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.internal.steps.Applied.Ending;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One {@code Engine.apply}: the state being built, the dice and the events. It is the only way a step, or a scenario
 * hook through {@link ScenarioContext}, changes the state; its thread lends it to the next apply once it is over.
 */
public final class Turn implements ScenarioContext, CreatureEvents.StateSource {

    static final String PROGRESS = "EN §34 / JP §33";
    static final String VICTORY = "EN §44 / JP §44";

    // set for each apply by open(): a thread lends its one turn to each apply in turn (see run)
    Scenario scenario;
    Dice dice;
    /** The events, or under the fight odds' enumeration (whose plays read only the state) a list that keeps none. */
    List<Event> events;
    /** Whether the events are not kept: the check pipeline then makes none for its rolls. */
    boolean quiet;

    private WorkingState w; // the state being built: its parts, and the whole made only when read
    private Bestiary bestiary; // the creatures, each looked up once: the engine's, or the enumeration's
    /** Whether the turn is cut short (the fight odds' enumeration, {@link Chances#fightWon}): no further step. */
    boolean cut;

    /** The turn each thread lends to its applies, with the working state it resets for each. */
    private static final ThreadLocal<Turn> SPARE = ThreadLocal.withInitial(Turn::new);

    private final WorkingState own = new WorkingState();
    private final DiceStream stream = new DiceStream(RngState.of(0)); // the game's dice, resumed at each apply
    ContextDice handed; // the guard of the stream given to this apply's hooks, or null until asked

    private boolean lent;

    private Turn() {}

    /** This turn set up for one apply, or a resumed play, on {@code w}: as a new turn would be. */
    private Turn open(Scenario scenario, Bestiary bestiary, WorkingState w, Dice dice) {
        this.scenario = scenario;
        this.bestiary = bestiary;
        this.w = w;
        this.dice = dice;
        this.quiet = dice instanceof PrefixDice p && p.untilWon;
        this.events = quiet ? DiscardedEvents.LIST : WorkingList.events();
        this.cut = false;
        return this;
    }

    /**
     * Applies a legal action and proceeds to the next decision, made into what {@code ending} makes (a {@link
     * Applied.Result} with {@link Applied#RESULT}); the creatures are looked up in {@code bestiary}.
     */
    public static <T> T run(
            Scenario scenario, Bestiary bestiary, GameState state, Action action, Dice dice, Ending<T> ending) {
        return play(scenario, bestiary, state, action, java.util.Objects.requireNonNull(dice, "dice"), ending);
    }

    /** As {@link #run} with the game's own dice, gone on from the state's; the new state keeps theirs. */
    public static <T> T runSeeded(
            Scenario scenario, Bestiary bestiary, GameState state, Action action, Ending<T> ending) {
        return play(scenario, bestiary, state, action, null, ending);
    }

    /** Plays the apply with the caller's dice, or with null the game's own. */
    private static <T> T play(
            Scenario scenario, Bestiary bestiary, GameState state, Action action, Dice given, Ending<T> ending) {
        // the thread's turn, or a new one while it is lent (an apply asked for inside an apply): nothing keeps a turn
        // or its working state after the apply (a hook's context lives for one call)
        Turn spare = SPARE.get();
        Turn t = spare.lent ? new Turn() : spare;
        t.lent = true;
        // the game's own dice: the turn's generator, gone on from the state's (no dice made for an apply)
        DiceStream own = given == null ? t.stream.resume(state.rng()) : null;
        t.open(scenario, bestiary, t.own.reset(state), own != null ? own : given);
        t.w.ending(state.steps() + (t.quiet ? 0 : 1), own, given instanceof SeededDice d ? d : null, state.rng());
        try {
            Steps.of(t.w).apply(t, action);
            return t.end(state, own, ending);
        } finally {
            WorkingList.giveBackEvents(t.events);
            // lent again, holding no engine, scenario or state between applies
            t.scenario = null;
            t.bestiary = null;
            t.dice = null;
            t.handed = null;
            t.events = null;
            t.w = t.own.forget();
            t.lent = false;
        }
    }

    /** Goes on from a turn paused in a step's loop ({@link Chances#pause}): the rest of the step, then the turn's. */
    static Applied.Result resume(
            Scenario scenario,
            Bestiary bestiary,
            GameState state,
            WorkingState paused,
            Dice dice,
            Consumer<Turn> rest) {
        Turn t = new Turn().open(scenario, bestiary, new WorkingState(paused), dice);
        t.w.ending(state.steps() + (t.quiet ? 0 : 1), null, null, state.rng());
        try {
            rest.accept(t);
            return t.end(state, null, Applied.RESULT);
        } finally {
            WorkingList.giveBackEvents(t.events);
        }
    }

    private <T> T end(GameState state, DiceStream own, Ending<T> ending) {
        Decision d = Steps.advance(this, w);
        if (cut) {
            // the enumeration reads no state of a play it counted as won or paused (only its dice cut a turn)
            return ending.made(null, List.of(), null);
        }
        // the new state, with the turn's step count (kept by the fight odds' plays: from a position, positions) and
        // dice: the one the decision was computed on when nothing changed after it
        ImmutableGameState next = w.finish(own != null ? own.state() : state.rng());
        return ending.made(next, quiet ? List.of() : WorkingList.copy(events), d);
    }

    @Override
    public GameState state() {
        return w.state();
    }

    @Override
    public Optional<Encounter> encounter() {
        return w.phase().met();
    }

    /** The game's own dice to a scenario's hook: a guard refusing rolls after the apply, made when first asked. */
    @Override
    public Dice dice() {
        ContextDice d = handed;
        return dice != stream ? dice : d != null ? d : (handed = new ContextDice(this, stream));
    }

    RuleOptions options() {
        return w.options();
    }

    /** Whether the adventure has ended in this turn, read without making the whole state. */
    boolean terminal() {
        return w.terminal();
    }

    Progress progress() {
        return w.progress();
    }

    Phase phase() {
        return w.phase();
    }

    @Override
    public Party party() {
        return w.party();
    }

    @Override
    public ScenarioState scenarioState() {
        return w.scenarioState();
    }

    Hero hero(String id) {
        return w.party().hero(id);
    }

    Combat combat() {
        return java.util.Objects.requireNonNull(w.combat(), "not in a fight");
    }

    boolean fighting() {
        return w.fighting();
    }

    /** The fight's parts to change in place, for one change ({@link WorkingState#fight}). */
    FightCopy fight() {
        return w.fight();
    }

    /** The fight's parts as they stand, read without making the fight whole ({@link WorkingState#fightParts}). */
    FightParts fightParts() {
        return w.fightParts();
    }

    /** How many times the phase has been set: a step compares it to see whether a hook moved the game on. */
    int phaseChanges() {
        return w.phaseChanges();
    }

    /** The tile being played: the one of the phase, or else the one entered this turn. */
    String tileId() {
        return w.phase().tileInPlay().orElse(w.tileInPlay());
    }

    Tile tile(String id) {
        return scenario.tile(id)
                .orElseThrow(() -> new RulesException("scenario " + scenario.id() + " has no tile '" + id + "'"));
    }

    void setPhase(Phase p) {
        w.phase(p);
    }

    void setCombat(Combat c) {
        w.combat(c); // the phase around the fight is made only when read
    }

    void setProgress(Progress p) {
        w.progress(p);
    }

    void setPartyUnchecked(Party p) {
        w.party(p);
    }

    void add(Event e) {
        events.add(e);
    }

    @Override
    public void event(Event event) {
        events.add(event);
    }

    @Override
    public void setScenarioState(ScenarioState next) {
        w.scenarioState(next);
    }

    @Override
    public void setHero(Hero h) {
        w.party(w.party().with(h));
    }

    @Override
    public void setParty(Party party) {
        party.validate(options(), scenario.followerCap(party, options()));
        w.party(party);
    }

    @Override
    public void damageHero(String id, int amount, String rule, String cause) {
        Endings.damaged(this, id, amount, rule, cause);
    }

    @Override
    public void addEffect(String target, Effect effect) {
        EffectSweeps.add(this, target, effect);
    }

    @Override
    public void removeEffect(String target, String key) {
        EffectSweeps.remove(this, target, key);
    }

    @Override
    public CheckResult check(
            Actor roller,
            CheckKind kind,
            int target,
            List<Modifier> modifiers,
            String rule,
            Function<CheckResult, String> text) {
        return CheckPipeline.scenario(this, roller, kind, target, modifiers, rule, text);
    }

    /** Removes the effects whose scope ends now, from the heroes, the followers and the fight. */
    void sweep(Effect.Scope ending) {
        EffectSweeps.sweep(this, ending);
    }

    @Override
    public void offerChoice(Choice choice) {
        FightChoiceStep.offer(this, choice);
    }

    @Override
    public void encounter(List<EnemyGroup> groups) {
        Encounters.met(this, groups);
    }

    @Override
    public void fight(List<EnemyGroup> groups, boolean heroesFirst) {
        Encounters.fought(this, groups, heroesFirst);
    }

    @Override
    public void damageEnemy(String group, int amount, String rule) {
        Fights.damageEnemy(this, Fights.groupIndex(this, group, "damage"), amount);
    }

    @Override
    public void healEnemy(String group, int amount, String rule) {
        Fights.healEnemy(this, group, amount, rule);
    }

    @Override
    public Bestiary bestiary() {
        return bestiary;
    }

    @Override
    public CreatureView view(Scenario sc, EnemyGroup g) {
        return w.view(bestiary.creature(g.creatureId()), g);
    }

    @Override
    public void answered() {
        w.answered();
    }

    @Override
    public void clearTile() {
        TileEntry.cleared(this, tile(tileId()));
    }

    @Override
    public void end(String name, String detail, boolean victory) {
        finish(Outcome.scenario(name, detail, victory));
    }

    @Override
    public Optional<Window> window() {
        return w.phase().openWindow();
    }

    @Override
    public void setWindow(Window next) {
        Windows.set(this, next);
    }

    @Override
    public void cancelIncomingAttacks(String rule) {
        Fights.cancelIncoming(this, rule);
    }

    @Override
    public io.github.roguelikehalf.rules.treasure.Treasure treasure(String source, int modifier) {
        return Spoils.treasure(this, source, modifier);
    }

    void tileInPlay(String id) {
        w.tileInPlay(id);
    }

    /** A copy of the state being built, to resume from ({@link #resume}). */
    WorkingState paused() {
        return new WorkingState(w);
    }

    /** The end of the adventure ({@link Endings#finish}). */
    void finish(Outcome o) {
        Endings.finish(this, o);
    }
}

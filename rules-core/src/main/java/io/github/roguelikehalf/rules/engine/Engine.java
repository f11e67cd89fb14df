package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.steps.Applied;
import io.github.roguelikehalf.rules.internal.steps.Bestiary;
import io.github.roguelikehalf.rules.internal.steps.Chances;
import io.github.roguelikehalf.rules.internal.steps.CreatureEvents;
import io.github.roguelikehalf.rules.internal.steps.Turn;
import io.github.roguelikehalf.rules.play.Game;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Scenarios;
import java.util.List;
import java.util.Optional;

/**
 * The rules engine of one scenario: a deterministic state machine at decision granularity (docs/architecture.md).
 *
 * <pre>{@code
 * Engine engine = Engine.of(scenario);
 * GameState state = engine.start(Party.of(hero), RuleOptions.englishEdition(), 42L);
 * while (!state.isTerminal()) {
 *     Action action = engine.legalActions(state).get(0);   // or ask a player or a Policy
 *     Transition t = engine.apply(state, action);
 *     t.events().forEach(System.out::println);
 *     state = t.state();
 * }
 * }</pre>
 *
 * <p>What must be decided in a state is computed from the state and the scenario ({@link #decision(GameState)}), and
 * {@link #apply(GameState, Action)} accepts exactly the actions of that decision. {@code apply} is a pure function: it
 * draws from the dice state stored in the game state and stores the advanced dice state in the new one, so a seed and
 * a list of actions replay bit for bit. An engine is thread-safe: besides its scenario it holds only a memo, per
 * thread, of the decisions of the last few states it gave that thread, and the scenario's creatures as it looked them
 * up (each once).
 */
public final class Engine {

    private final Scenario scenario;

    /** The decisions of the states this engine made last, per thread. */
    private final DecisionMemo memo = new DecisionMemo();
    /** What an apply is made into: its transition, with the new state's decision remembered in the memo. */
    private final Applied.Ending<Transition> sealed = (s, events, d) -> EngineSupport.transition(memo, s, events, d);

    private final Bestiary bestiary; // the creatures and their rules, for all actions and threads

    private Engine(Scenario scenario) {
        this.scenario = scenario;
        this.bestiary = new Bestiary(scenario);
    }

    /**
     * An engine for a scenario instance.
     *
     * @param scenario the scenario
     * @return the engine
     */
    public static Engine of(Scenario scenario) {
        java.util.Objects.requireNonNull(scenario, "scenario");
        return new Engine(scenario);
    }

    /**
     * An engine for a scenario found with {@link java.util.ServiceLoader}.
     *
     * @param scenarioId the scenario's id
     * @return the engine
     * @throws RulesException if no scenario, or more than one, has that id
     */
    public static Engine forScenario(String scenarioId) {
        java.util.Objects.requireNonNull(scenarioId, "scenarioId");
        return new Engine(Scenarios.load().get(scenarioId));
    }

    /**
     * The scenario this engine plays.
     *
     * @return the scenario
     */
    public Scenario scenario() {
        return scenario;
    }

    /**
     * Starts an adventure (EN §13, §31 / JP §13, §30): the party is checked, every hero starts at full Technique,
     * Life and sub-attribute with 2 rations (rations do not carry over), and the Magicians' pool is full.
     *
     * @param party the heroes and followers
     * @param options the rule options
     * @param seed the seed of the game's dice
     * @return the first state
     * @throws io.github.roguelikehalf.rules.RuleViolationException if the party breaks a rule or a hero is dead
     */
    public GameState start(Party party, RuleOptions options, long seed) {
        return start(party, options, seed, ScenarioState.EMPTY);
    }

    /**
     * Starts an adventure of a campaign: as {@link #start(Party, RuleOptions, long)}, with the scenario's own state
     * set up by {@link Scenario#start(ScenarioState, Party, RuleOptions)} from what earlier adventures carried.
     *
     * @param party the heroes and followers
     * @param options the rule options
     * @param seed the seed of the game's dice
     * @param campaign the scenario state carried from earlier adventures, e.g. clears
     * @return the first state
     * @throws io.github.roguelikehalf.rules.RuleViolationException if the party breaks a rule or a hero is dead
     * @throws RulesException if the party has more followers than the scenario allows
     */
    public GameState start(Party party, RuleOptions options, long seed, ScenarioState campaign) {
        java.util.Objects.requireNonNull(party, "party");
        java.util.Objects.requireNonNull(options, "options");
        java.util.Objects.requireNonNull(campaign, "campaign");
        for (Hero h : party.heroes()) {
            if (!h.alive()) {
                throw new io.github.roguelikehalf.rules.RuleViolationException(
                        "EN §13, §41 / JP §13, §40",
                        h.id() + " is dead and cannot start an adventure; make a retry hero with Hero.retry");
            }
        }
        int cap = scenario.followerCap(party, options);
        party.validate(options, cap);
        Party p = party;
        for (Hero h : party.heroes()) {
            p = p.with(ImmutableHero.copyOf(h.restored())
                    .withEquipment(h.equipment().withRations(Hero.STARTING_RATIONS)));
        }
        p = p.with(p.followers().withMagicianPoolRefilled());
        p.validate(options, cap);
        return ImmutableGameState.builder()
                .scenarioId(scenario.id())
                .options(options)
                .rng(RngState.of(seed))
                .party(p)
                .progress(Progress.START)
                .phase(new Phase.Exploring())
                .steps(0)
                .scenarioState(scenario.start(campaign, p, options))
                .build();
    }

    /**
     * Applies an action with the game's own dice.
     *
     * @param state the state
     * @param action one of {@code state.legalActions()}
     * @return the new state, with the advanced dice state, and the events
     * @throws IllegalActionException if the action is not legal; the state is unchanged
     */
    public Transition apply(GameState state, Action action) {
        java.util.Objects.requireNonNull(state, "state");
        java.util.Objects.requireNonNull(action, "action");
        EngineSupport.check(scenario, memo, state, action);
        return EngineSupport.logged(action, Turn.runSeeded(scenario, bestiary, state, action, sealed));
    }

    /**
     * Applies an action with dice from the caller: scripted faces, or physical dice at a table. The game's own dice
     * state is left as it was. When scripted dice run out, a
     * {@link io.github.roguelikehalf.rules.dice.DiceExhaustedException} names the roll needed; apply the same action
     * again with one more face.
     *
     * @param state the state
     * @param action one of {@code state.legalActions()}
     * @param dice where the faces come from
     * @return the new state and the events
     * @throws IllegalActionException if the action is not legal; the state is unchanged
     */
    public Transition apply(GameState state, Action action, Dice dice) {
        java.util.Objects.requireNonNull(state, "state");
        java.util.Objects.requireNonNull(action, "action");
        java.util.Objects.requireNonNull(dice, "dice");
        EngineSupport.check(scenario, memo, state, action);
        return EngineSupport.logged(action, Turn.run(scenario, bestiary, state, action, dice, sealed));
    }

    /**
     * Every distinct result of an action with its exact probability, for search bots and odds (like a chance node):
     * the action is played with every sequence of faces its dice could show, and sequences that lead to equal states
     * are merged. The probabilities sum to exactly 1. At most 100,000 dice sequences are played; see {@link
     * #chances(GameState, Action, int)}.
     *
     * <p>Faces that cannot give different states are played once: where a check counts only by its success (a
     * defence) or also by a critical (an attack), the faces with the same answer are played as their lowest face with
     * the group's weight (the events of a result, not returned here, would show that face). Where the rules roll die
     * after die in one loop (the followers' attacks, EN §33 / JP §32), sequences that reach equal states at the same
     * pass are merged there and played on once: the limit counts the sequences played, from the start or such a pass.
     *
     * @param state the state
     * @param action one of the legal actions
     * @return the results, in the order of the faces (all 1s first); the states keep {@code state}'s dice state
     * @throws IllegalActionException if the action is not legal
     * @throws TooManyChancesException if the action rolls more dice sequences than the limit (100,000), or more than
     *     256 dice in one sequence (a chain that need not end, such as a critical's extra attack on a creature who may
     *     turn every blow aside, has sequences without number)
     */
    public List<Chance> chances(GameState state, Action action) {
        return chances(state, action, Chances.DEFAULT_LIMIT);
    }

    /**
     * As {@link #chances(GameState, Action)}, with a limit on the dice sequences played.
     *
     * @param state the state
     * @param action one of the legal actions
     * @param limit the most dice sequences to play, at least 1
     * @return the results with their exact probabilities
     * @throws IllegalActionException if the action is not legal
     * @throws TooManyChancesException if the action rolls more dice sequences than {@code limit}, or more than 256 dice
     *     in one sequence
     */
    public List<Chance> chances(GameState state, Action action, int limit) {
        java.util.Objects.requireNonNull(state, "state");
        java.util.Objects.requireNonNull(action, "action");
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
        EngineSupport.check(scenario, memo, state, action);
        return Chances.of(scenario, state, action, limit, r -> EngineSupport.chance(memo, r));
    }

    /**
     * The state as a player sees it: everything but the future of its dice, which are replaced by a fixed stream.
     * {@link io.github.roguelikehalf.rules.play.Autoplay} and {@link io.github.roguelikehalf.rules.play.Simulation}
     * hand policies this view, so a policy that plays ahead with {@code apply(view, action)} cannot read the real
     * dice; to look ahead honestly, branch the view with seeds of the policy's own ({@link #branch}). Its decision is
     * the state's.
     *
     * @param state the state
     * @return the same state with hidden dice
     */
    public GameState observe(GameState state) {
        return EngineSupport.withDice(memo, state, EngineSupport.HIDDEN);
    }

    /**
     * The same state with other dice: for look-ahead (play on from a state under several seeds of the bot's own), or
     * to sample the results of {@link #chances}. Its decision is the state's; the engine keeps the decision of a
     * state branched from longer than others', since a search comes back to it branch after branch, and a state it did
     * not make itself is checked here, once, as by {@link #validate}.
     *
     * @param state the state
     * @param seed the new dice's seed
     * @return the state with dice {@code RngState.of(seed)}
     * @throws RulesException if a state built outside the engine names what does not exist or breaks a limit
     */
    public GameState branch(GameState state, long seed) {
        return EngineSupport.branch(scenario, memo, state, io.github.roguelikehalf.rules.dice.RngState.of(seed));
    }

    /**
     * A key for transposition tables: equal for two states that differ only in their dice state and step count.
     *
     * @param state the state
     * @return the state with hidden dice and step count 0, for {@code equals} and {@code hashCode}
     */
    public GameState position(GameState state) {
        java.util.Objects.requireNonNull(state, "state");
        if (state.steps() == 0 && state.rng().equals(EngineSupport.HIDDEN)) {
            return state;
        }
        return EngineSupport.withDice(memo, ImmutableGameState.copyOf(state).withSteps(0), EngineSupport.HIDDEN);
    }

    /**
     * Applies an action given in canonical form, e.g. {@code attack hero-1 -> goblins}.
     *
     * @param state the state
     * @param action the action's canonical form
     * @return the new state and the events
     * @throws ActionParseException if the text is no action
     * @throws IllegalActionException if the action is not legal
     */
    public Transition apply(GameState state, String action) {
        java.util.Objects.requireNonNull(state, "state");
        java.util.Objects.requireNonNull(action, "action");
        return apply(state, Action.parse(action));
    }

    /**
     * What must be decided in a state under this engine's scenario: who decides and the legal actions. It is the one
     * legal-action generator; {@link #apply(GameState, Action)} accepts exactly these actions. A state the engine did
     * not make itself is first checked as by {@link #validate(GameState)}, unless it is a copy with other dice (the
     * very same part objects, outside a scenario's choice) of a state the engine remembers: the last few it gave or
     * checked in each thread, by identity, a {@link #branch(GameState, long) branch}'s root kept longer.
     *
     * @param state the state
     * @return the decision, or empty when the adventure is over
     * @throws RulesException if a state built outside the engine names what does not exist or breaks a limit
     */
    public Optional<Decision> decision(GameState state) {
        java.util.Objects.requireNonNull(state, "state");
        return EngineSupport.decision(scenario, memo, state);
    }

    /**
     * The legal actions in a state: the decision's actions, or an empty list when the adventure is over.
     *
     * @param state the state
     * @return the actions
     */
    public List<Action> legalActions(GameState state) {
        java.util.Objects.requireNonNull(state, "state");
        Decision d = EngineSupport.decisionOrNull(scenario, memo, state);
        return d == null ? List.of() : d.legalActions();
    }

    /**
     * Checks that a state built outside the engine (read from a file, made by hand) can be played by this engine:
     * it is of this scenario; the tiles and creatures it names exist in the scenario; every id it names exists in the
     * state (the heroes, enemy groups and followers named by the fight, its incoming attacks and its window, who has
     * acted, protected or searched, a treasure's finder; a hero owed an extra attack lives); its numbers keep within
     * bounds from which no rule can overflow ({@link GameState#MAX_STEPS}, {@link GameState#MAX_COUNT}); a fight's
     * window, waiting attacks and extra attack agree with its stage and round, and a window holds only what its kind
     * holds; an adventure that goes on has a living hero, in a fight an enemy still fighting, and a decision with
     * legal actions (a stage the engine only passes through, or a window that offers nothing, is refused), and at a
     * scenario's choice each option can be taken (tried on a copy with the game's own dice); the party keeps within
     * the carry limit and the Follower score, its heroes' growth within its caps (EN §15, §27, §32 / JP §15, §26,
     * §31); and the scenario's own checks pass ({@link Scenario#checkState(GameState)}). Every value already checks
     * itself when built; this checks what they name and how they fit together.
     *
     * <p>Every state the engine gives passes. The scenario's own follower cap is checked only by {@link #start}.
     *
     * @param state the state
     * @return the same state
     * @throws RulesException naming the part of the state that is wrong, e.g. {@code phase.combat.acted}
     */
    public GameState validate(GameState state) {
        java.util.Objects.requireNonNull(state, "state");
        EngineSupport.validate(scenario, memo, state);
        return state;
    }

    /**
     * What a creature's rules answer to an event of the {@link io.github.roguelikehalf.rules.scenario.Would} kind in a
     * state, asked exactly as the engine asks it: for bots and tools that reason about a fight (the level an attacker
     * rolls against, the attacks a round, the damage of a failed defence...). Build the event with the base rules'
     * answer, e.g. {@code new Would.Level(heroId, engine.creature(group).level())}. A kind the rules' {@code mayChange}
     * leaves out comes back as asked; to test what the rules themselves answer, call their {@code modify}.
     *
     * @param <W> the kind of event
     * @param state the state
     * @param group an enemy group of the state
     * @param event the event with the base rules' answer
     * @return the creature's answer, an event of the same kind
     * @throws RulesException if the scenario has no such creature, or its rules answer with another kind of event
     */
    public <W extends io.github.roguelikehalf.rules.scenario.Would> W would(
            GameState state, EnemyGroup group, W event) {
        java.util.Objects.requireNonNull(state, "state");
        java.util.Objects.requireNonNull(group, "group");
        java.util.Objects.requireNonNull(event, "event");
        return CreatureEvents.ask(scenario, bestiary, state, group, event);
    }

    /**
     * A creature of the scenario, as met in a fight.
     *
     * @param group an enemy group of a state of this engine
     * @return the creature's data
     * @throws RulesException if the scenario has no such creature
     */
    public io.github.roguelikehalf.rules.creature.Creature creature(EnemyGroup group) {
        java.util.Objects.requireNonNull(group, "group");
        return bestiary.creature(group.creatureId());
    }

    /**
     * This engine as a game-agnostic {@link Game}, for {@link io.github.roguelikehalf.rules.play.Autoplay} and
     * {@link io.github.roguelikehalf.rules.play.Simulation}: outcomes are labelled by {@link Outcome#label()} (e.g.
     * {@code victory}, {@code death: ogre}), so a report shows the causes of defeat, and progress is the number of
     * tiles cleared.
     *
     * @return the game view
     */
    public Game<GameState, Action> asGame() {
        return asGame(NO_LISTENER);
    }

    private static final java.util.function.Consumer<Event> NO_LISTENER = event -> {};

    /**
     * This engine as a {@link Game} that hands the events of every action it applies to a listener, in order: e.g.
     * {@code Autoplay.play(engine.asGame(System.out::println), start, policy, dice, 1_000)} plays and narrates an
     * adventure. Otherwise as {@link #asGame()}.
     *
     * @param events receives each event of each action applied
     * @return the game view
     */
    public Game<GameState, Action> asGame(java.util.function.Consumer<Event> events) {
        java.util.Objects.requireNonNull(events, "events");
        return new EngineGame(this, events == NO_LISTENER ? null : events);
    }
}

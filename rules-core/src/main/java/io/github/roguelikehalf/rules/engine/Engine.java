package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.dice.SeededDice;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.play.Game;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Scenarios;
import java.util.List;
import java.util.Optional;

/**
 * The rules engine of one scenario: a deterministic state machine at decision granularity (DESIGN "The model").
 *
 * <pre>{@code
 * Engine engine = Engine.of(scenario);
 * GameState state = engine.start(Party.of(hero), RuleOptions.englishEdition(), 42L);
 * while (!state.isTerminal()) {
 *     Action action = state.legalActions().get(0);      // or ask a player or a Policy
 *     Transition t = engine.apply(state, action);
 *     t.events().forEach(System.out::println);
 *     state = t.state();
 * }
 * }</pre>
 *
 * <p>{@link #apply(GameState, Action)} is a pure function: it draws from the dice state stored in the game state and
 * stores the advanced dice state in the new one, so a seed and a list of actions replay bit for bit. An engine is
 * immutable and thread-safe.
 */
public final class Engine {

    private final Scenario scenario;

    private Engine(Scenario scenario) {
        this.scenario = scenario;
    }

    /**
     * An engine for a scenario instance.
     *
     * @param scenario the scenario
     * @return the engine
     */
    public static Engine of(Scenario scenario) {
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
        for (Hero h : party.heroes()) {
            if (!h.alive()) {
                throw new io.github.roguelikehalf.rules.RuleViolationException(
                        "EN §13, §41 / JP §13, §40",
                        h.id() + " is dead and cannot start an adventure; make a retry hero with Hero.retry");
            }
        }
        party.validate(options);
        Party p = party;
        for (Hero h : party.heroes()) {
            p = p.with(ImmutableHero.copyOf(h.restored())
                    .withEquipment(h.equipment().withRations(Hero.STARTING_RATIONS)));
        }
        p = p.with(p.followers().withMagicianPoolRefilled());
        p.validate(options);
        return ImmutableGameState.builder()
                .scenarioId(scenario.id())
                .options(options)
                .rng(RngState.of(seed))
                .party(p)
                .progress(Progress.START)
                .phase(new Phase.Exploring())
                .steps(0)
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
        check(state, action);
        SeededDice dice = Dice.resume(state.rng());
        Transition t = Flow.run(scenario, state, action, dice);
        return new Transition(ImmutableGameState.copyOf(t.state()).withRng(dice.state()), t.events());
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
        check(state, action);
        return Flow.run(scenario, state, action, dice);
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
        return apply(state, Action.parse(action));
    }

    private void check(GameState state, Action action) {
        if (!state.scenarioId().equals(scenario.id())) {
            throw new RulesException(
                    "state of scenario '" + state.scenarioId() + "' given to the engine of '" + scenario.id() + "'");
        }
        Optional<Decision> d = state.decision();
        if (d.isEmpty()) {
            throw new IllegalActionException(
                    action, "the adventure is over (" + state.outcome().orElseThrow() + ")", List.of());
        }
        if (!d.get().legalActions().contains(action)) {
            throw new IllegalActionException(action, "not legal now", d.get().legalActions());
        }
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
        return new Game<>() {
            @Override
            public List<Action> legalActions(GameState state) {
                return state.legalActions();
            }

            @Override
            public boolean isTerminal(GameState state) {
                return state.isTerminal();
            }

            @Override
            public GameState apply(GameState state, Action action) {
                return Engine.this.apply(state, action).state();
            }

            @Override
            public Optional<String> outcome(GameState state) {
                return state.outcome().map(Outcome::label);
            }

            @Override
            public boolean isWin(GameState state) {
                return state.outcome().map(Outcome::isVictory).orElse(false);
            }

            @Override
            public int progress(GameState state) {
                return state.progress().tilesCleared();
            }
        };
    }
}

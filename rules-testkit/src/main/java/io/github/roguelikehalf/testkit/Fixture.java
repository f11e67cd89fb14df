package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One-line starting states for rule tests: an adventure of a scenario with given heroes, followers and options,
 * exploring, at an encounter or in a fight. Each method returns a new fixture; nothing is shared.
 *
 * <pre>{@code
 * GameState s = Fixture.of(new MyScenario()).japanese().hero(SubAttribute.STRENGTH)
 *         .follower(FollowerType.SOLDIER, 2).fight("21", Fixture.enemies("goblins", 3));
 * }</pre>
 *
 * <p>The party is checked as {@link Engine#start} checks it (carry limit, Follower score, the scenario's cap), and every
 * state is checked with {@link Engine#validate} before it is returned, so it names only tiles and creatures of the
 * scenario and {@link Engine#decision} accepts it. Followers are added as if hired for free (EN §28 / JP §27): a
 * fixture tests a rule, not the heroes' purse.
 */
public final class Fixture {

    private final Engine engine;
    private final RuleOptions options;
    private final List<Hero> heroes;
    private final Followers followers;
    private final long seed;

    private Fixture(Engine engine, RuleOptions options, List<Hero> heroes, Followers followers, long seed) {
        this.engine = engine;
        this.options = options;
        this.heroes = List.copyOf(heroes);
        this.followers = followers;
        this.seed = seed;
    }

    /**
     * A fixture of a scenario: English preset, no hero yet, no followers, seed 1.
     *
     * @param scenario the scenario
     * @return the fixture
     */
    public static Fixture of(Scenario scenario) {
        return of(Engine.of(Objects.requireNonNull(scenario, "scenario")));
    }

    /**
     * A fixture of an engine: English preset, no hero yet, no followers, seed 1.
     *
     * @param engine the engine
     * @return the fixture
     */
    public static Fixture of(Engine engine) {
        return new Fixture(
                Objects.requireNonNull(engine, "engine"),
                RuleOptions.englishEdition(),
                List.of(),
                Followers.none(),
                1L);
    }

    /**
     * Enemy groups for {@link #encounter} and {@link #fight}: one group of a creature.
     *
     * @param creatureId the scenario's creature id
     * @param count how many, at least 1
     * @return the groups
     */
    public static List<EnemyGroup> enemies(String creatureId, int count) {
        return List.of(EnemyGroup.of(creatureId, count));
    }

    /**
     * This fixture under the English preset.
     *
     * @return the new fixture
     */
    public Fixture english() {
        return options(RuleOptions.englishEdition());
    }

    /**
     * This fixture under the Japanese Ver 4.6 preset.
     *
     * @return the new fixture
     */
    public Fixture japanese() {
        return options(RuleOptions.japaneseVer46());
    }

    /**
     * This fixture under given options; heroes already added keep the options they were made with.
     *
     * @param next the options
     * @return the new fixture
     */
    public Fixture options(RuleOptions next) {
        return new Fixture(engine, Objects.requireNonNull(next, "next"), heroes, followers, seed);
    }

    /**
     * This fixture with the seed of the game's dice.
     *
     * @param next the seed
     * @return the new fixture
     */
    public Fixture seed(long next) {
        return new Fixture(engine, options, heroes, followers, next);
    }

    /**
     * This fixture with one more new hero of a sub-attribute, with the kit's defaults (EN §12-§17 / JP §12-§17), id
     * {@code hero-1} or {@code hero-2}, made under this fixture's options.
     *
     * @param subAttribute the sub-attribute
     * @return the new fixture
     */
    public Fixture hero(SubAttribute subAttribute) {
        Objects.requireNonNull(subAttribute, "subAttribute");
        String id = "hero-" + (heroes.size() + 1);
        return hero(Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(subAttribute.label() + " " + (heroes.size() + 1))
                        .subAttribute(subAttribute)
                        .build(),
                options));
    }

    /**
     * This fixture with one more hero, made by the caller (e.g. with {@link Hero#create} or a generator).
     *
     * @param hero the hero
     * @return the new fixture
     */
    public Fixture hero(Hero hero) {
        List<Hero> next = new ArrayList<>(heroes);
        next.add(Objects.requireNonNull(hero, "hero"));
        return new Fixture(engine, options, next, followers, seed);
    }

    /**
     * This fixture with more followers of a type that takes no weapon choice.
     *
     * @param type the type
     * @param count how many more, at least 1
     * @return the new fixture
     */
    public Fixture follower(FollowerType type, int count) {
        return follower(FollowerKind.of(Objects.requireNonNull(type, "type")), count);
    }

    /**
     * This fixture with more followers of a kind (e.g. Soldiers with blunt weapons).
     *
     * @param kind the kind
     * @param count how many more, at least 1
     * @return the new fixture
     */
    public Fixture follower(FollowerKind kind, int count) {
        return new Fixture(engine, options, heroes, followers.add(Objects.requireNonNull(kind, "kind"), count), seed);
    }

    /**
     * The engine the states are made with.
     *
     * @return the engine
     */
    public Engine engine() {
        return engine;
    }

    /**
     * The party so far.
     *
     * @return the party
     * @throws IllegalStateException if no hero was added
     */
    public Party party() {
        if (heroes.isEmpty()) {
            throw new IllegalStateException("a fixture needs a hero: call hero(...) first");
        }
        return new Party(heroes, followers);
    }

    /**
     * The first state of the adventure, exploring, as {@link Engine#start} makes it.
     *
     * @return the state
     * @throws io.github.roguelikehalf.rules.RuleViolationException if the party breaks a rule
     */
    public GameState exploring() {
        return engine.start(party(), options, seed);
    }

    /**
     * The adventure's first state, with the party before creatures on a tile, deciding whether to attack first or wait
     * (EN §35 / JP §34).
     *
     * @param tileId the scenario's tile
     * @param enemies the enemy groups, e.g. {@link #enemies(String, int)}
     * @return the state
     * @throws io.github.roguelikehalf.rules.RulesException if the tile or a creature is not the scenario's
     */
    public GameState encounter(String tileId, List<EnemyGroup> enemies) {
        return with(new Phase.Approaching(new Encounter(tileId, enemies)));
    }

    /**
     * The adventure's first state, in round 0 of a fight on a tile, the heroes attacking first (EN §36 / JP §35). The
     * state is round 0 exactly, even where its decision has one legal action that the engine takes by itself after an
     * action (e.g. {@code hold hero-1} for a hero with nothing to shoot): a rule test of round 0 sees it; {@link
     * #settle(GameState)} takes it as the engine does, e.g. {@code f.settle(f.fight("61", enemies))} is the heroes' first
     * melee round when nobody can shoot.
     *
     * @param tileId the scenario's tile
     * @param enemies the enemy groups, e.g. {@link #enemies(String, int)}
     * @return the state
     * @throws io.github.roguelikehalf.rules.RulesException if the tile or a creature is not the scenario's
     */
    public GameState fight(String tileId, List<EnemyGroup> enemies) {
        return fight(tileId, enemies, true);
    }

    /**
     * The adventure's first state, in round 0 of a fight on a tile (EN §36 / JP §35).
     *
     * @param tileId the scenario's tile
     * @param enemies the enemy groups, e.g. {@link #enemies(String, int)}
     * @param heroesFirst whether the heroes attack first; if not, the enemies do
     * @return the state
     * @throws io.github.roguelikehalf.rules.RulesException if the tile or a creature is not the scenario's, or if the
     *     state would have no decision (enemies opening round 0 with no missiles: the engine never stops there)
     */
    public GameState fight(String tileId, List<EnemyGroup> enemies, boolean heroesFirst) {
        Combat combat = Combat.atStart(new Encounter(tileId, enemies), heroesFirst);
        return with(new Phase.Fighting(combat));
    }

    /**
     * Takes the decisions the engine takes by itself ({@link Decision#automatic()} with a single legal action), as
     * {@link Engine#apply} does after an action, so the state waits where a player really decides. Dice, if those steps
     * need any (e.g. ranged enemies shooting in round 0), come from the state's own dice, the fixture's seed.
     *
     * @param state a state of this fixture's engine
     * @return the state at the first decision with a real choice, or the state itself when it is one already
     */
    public GameState settle(GameState state) {
        GameState s = Objects.requireNonNull(state, "state");
        Optional<Decision> d = engine.decision(s);
        while (d.isPresent() && d.get().automatic() && d.get().legalActions().size() == 1) {
            s = engine.apply(s, d.get().legalActions().get(0)).state();
            d = engine.decision(s);
        }
        return s;
    }

    /**
     * Applies an action with exactly the faces given, as a scripted rule test means it: a face missing throws the
     * engine's {@link io.github.roguelikehalf.rules.dice.DiceExhaustedException} naming the roll, and a face left over
     * (a roll the rules did not make) fails with an {@link AssertionError} naming the faces and the events.
     *
     * @param state a state of this fixture's engine
     * @param action the action's canonical form, e.g. {@code attack hero-1 -> zombies}
     * @param faces every face the action needs, in order
     * @return the new state and the events
     * @throws AssertionError if faces are left unused
     */
    public Transition apply(GameState state, String action, int... faces) {
        ScriptedDice dice = Dice.of(faces);
        Transition t = engine.apply(Objects.requireNonNull(state, "state"), Action.parse(action), dice);
        try {
            dice.checkAllUsed();
        } catch (IllegalStateException e) {
            throw new AssertionError(
                    action + ": " + e.getMessage() + "; the events: "
                            + t.events().stream().map(Event::toString).toList(),
                    e);
        }
        return t;
    }

    private GameState with(Phase phase) {
        GameState start = exploring();
        return engine.validate(ImmutableGameState.copyOf(start).withPhase(phase));
    }
}

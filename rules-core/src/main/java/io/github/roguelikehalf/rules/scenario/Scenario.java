package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A scenario: its tables, its progression, its creatures and their special rules (see {@code docs/architecture.md},
 * "Write your own scenario"). Scenarios are found with {@link java.util.ServiceLoader} ({@code provides
 * io.github.roguelikehalf.rules.scenario.Scenario with ...} in a module, or {@code META-INF/services} on the class
 * path) through {@link Scenarios}. Game state refers to a scenario by {@link #id()} and to its content by ids, so
 * state stays plain data; the scenario's own state is a {@link ScenarioState} inside the game state.
 *
 * <p>Only {@link #id()}, {@link #title()}, {@link #tile(String)} and {@link #creature(String)} must be written; every
 * other hook has a default that plays the base rules. Hooks named {@code on...} and {@code resolve...} change the game
 * only through the {@link ScenarioContext} they are given; the others are pure functions of their arguments.
 *
 * <p>What must be decided in a state never depends on its dice ({@link
 * io.github.roguelikehalf.rules.engine.GameState#rng()}): the engine keeps a state's decision for its copies with other
 * dice ({@code Engine.branch}, {@code Engine.observe}, a copy made with {@code withRng}). So the pure hooks and the
 * creatures' {@link CreatureRules#modify} must not read the state's dice; dice are rolled only through the {@link
 * ScenarioContext} of the hooks that change the game.
 *
 * <p>Implementations must be immutable and thread-safe: one instance serves every game.
 */
public interface Scenario {

    /**
     * The scenario's unique id, e.g. {@code knight-of-twilight}.
     *
     * @return the id
     */
    String id();

    /**
     * The title.
     *
     * @return the title
     */
    String title();

    /**
     * A tile of the scenario, by id: every id that {@link #tilesFor(int, GameState)} or {@link #fixedTile(GameState)}
     * gives must be found here.
     *
     * @param id the tile's id
     * @return the tile, or empty if the scenario has none with that id
     */
    Optional<Tile> tile(String id);

    /**
     * A creature of the scenario: the same for an id whenever asked (the engine looks a fight's creatures up once per
     * action, not at every roll).
     *
     * @param id the creature's id
     * @return the creature, or empty if the scenario has none with that id
     */
    Optional<Creature> creature(String id);

    /**
     * The special rules of a creature: the same for an id whenever asked, as with {@link #creature(String)} (the rules
     * themselves read the state they are asked in, but not its dice: see the class comment).
     *
     * @param creatureId the creature's id
     * @return its rules; the default plays the base rules
     */
    default CreatureRules creatureRules(String creatureId) {
        return CreatureRules.BASE;
    }

    /**
     * The scenario's own state at the start of an adventure, from what a campaign carries (e.g. earlier clears).
     *
     * @param campaign the state carried from earlier adventures, or {@link ScenarioState#EMPTY}
     * @param party the party setting out
     * @param options the rule options
     * @return the starting state; the default keeps the campaign's
     */
    default ScenarioState start(ScenarioState campaign, Party party, RuleOptions options) {
        return campaign;
    }

    /**
     * The most followers the party may have in this scenario. It replaces the base rules' Follower score
     * ({@link Party#followerCap(RuleOptions)}, EN §32 / JP §31): a scenario may lower it, or raise it (Knight of
     * Twilight lets two heroes take one Captured, EN §56). The engine checks it when an adventure starts, when a
     * follower joins (a capture, Indoctrinate, a scenario's hire) and when a snapshot is validated. Which followers
     * may fill places beyond the Follower score is the scenario's to check, in {@link #start}.
     *
     * @param party the party
     * @param options the rule options
     * @return the cap; the default is the party's Follower score
     */
    default int followerCap(Party party, RuleOptions options) {
        return party.followerCap(options);
    }

    /**
     * A tile reached without rolling, e.g. the final event once enough tiles are cleared.
     *
     * @param state the state before the exploration
     * @return the id of the tile, or empty to roll
     */
    default Optional<String> fixedTile(GameState state) {
        return Optional.empty();
    }

    /**
     * The die of the scenario's room table (EN §34 / JP §33): {@code d66} (11..66) by default; a scenario with a small
     * table says so, e.g. {@code DieNotation.D6} for a table of rooms 1..6. {@link #rollTile} rolls it by default, and
     * the engine accepts exactly its results: from {@link #rollTile} (else an {@link IllegalStateException} naming the
     * hook), and in a state to validate or read from a snapshot ({@code phase.d66}).
     *
     * @return the notation of the room roll
     */
    default DieNotation tileDie() {
        return DieNotation.D66;
    }

    /**
     * Rolls the room table for the next tile (EN §34 / JP §33), also after a successful Search. The default rolls
     * {@link #tileDie()}. A scenario may roll it otherwise, e.g. with the tens digit fixed by a clue, and may change its
     * state through the context; the result ({@link Roll#total()}) must be one {@link #tileDie()} can give.
     *
     * @param ctx the game being changed
     * @return the roll; its total is the result
     */
    default Roll rollTile(ScenarioContext ctx) {
        DieNotation die = tileDie();
        return ctx.dice().roll(die, die + " for the next tile");
    }

    /**
     * The tile or tiles a room roll leads to: one, or two for the player to choose from. A scenario may redirect the
     * result (flipped tiles, a linear sequence of tiles, a room already cleared). The base rules play a room rolled
     * again as it is written, its creatures met again (a Peaceful or Neutral one reacting as before, EN §35 / JP §34);
     * a scenario that wants otherwise keeps the rooms cleared in its {@link ScenarioState} ({@link #onTileCleared}) and
     * redirects them here (see {@code docs/rulings.md}, "A room rolled again").
     *
     * @param d66 the result, one of {@link #tileDie()}'s (11..66 by default)
     * @param state the state
     * @return one or two tile ids; the default is the result itself, e.g. {@code 23}
     */
    default List<String> tilesFor(int d66, GameState state) {
        return List.of(Integer.toString(d66));
    }

    /**
     * A tile is entered: every tile, rolled, chosen or fixed, before its event ({@link #onEvent}) and its creatures,
     * e.g. to count rooms in the {@link ScenarioState}. It may change the game through the context; when it moves the
     * game on (offers a choice, starts a fight) or ends the adventure, the tile's event and creatures are not played.
     * The default does nothing.
     *
     * @param ctx the game being changed; {@code ctx.state().progress()} already counts the exploration
     * @param tile the tile entered
     */
    default void onTileEntered(ScenarioContext ctx, Tile tile) {}

    /**
     * A tile is cleared (EN §34 / JP §33): its event and creatures are done with (won, fled, bribed, peaceful,
     * resolved), or the party escaped from it where the rules count it ({@code RuleOptions.escapedTileNotCounted()}
     * false, EN §42); the hook is called exactly when {@code ctx.state().progress().tilesCleared()} grows, after it
     * grew, with the party about to explore again. It may change the scenario's state and the heroes, tell events, and
     * end the adventure between rooms with {@link ScenarioContext#end(String, String, boolean)}; it must not start a
     * fight or offer a choice (an {@link IllegalStateException} names the hook). A goal tile ({@link Tile#goal()}) is
     * won after this hook, unless it ended the adventure. The default does nothing.
     *
     * @param ctx the game being changed, in {@link io.github.roguelikehalf.rules.engine.Phase.Exploring}
     * @param tile the tile cleared
     */
    default void onTileCleared(ScenarioContext ctx, Tile tile) {}

    /**
     * Resolves a tile's event ({@link Tile#event()}): apply its rules, offer a {@link Choice}, start a fight, or end
     * the adventure. When it does none of the last three, the tile's creatures are met next, or the tile is cleared.
     *
     * @param ctx the game being changed
     * @param tile the tile
     */
    default void onEvent(ScenarioContext ctx, Tile tile) {}

    /**
     * Resolves the option chosen in a {@link Choice} the scenario offered. When it offers no other choice, starts no
     * fight and does not end the adventure, the tile is cleared.
     *
     * @param ctx the game being changed
     * @param choice the choice
     * @param option the option chosen, one of the choice's
     */
    default void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        throw new IllegalStateException("scenario " + id() + " offered a choice it does not resolve: " + choice.key());
    }

    /**
     * What each option of a choice the scenario offered means, for a bot (a pure function): one {@link Choice.Option}
     * per option, in the choice's order, with the same texts. The default types none ({@link Choice.Kind#OTHER}).
     *
     * @param state the state where the choice waits
     * @param choice the choice
     * @return the options' meanings
     */
    default List<Choice.Option> meanings(GameState state, Choice choice) {
        return choice.options().stream().map(Choice.Option::untyped).toList();
    }

    /**
     * Resolves a scenario-defined reaction (EN §35 / JP §34: e.g. Trade or Information). The default treats it as
     * Peaceful: the creatures do not attack and the tile is cleared. A scenario may offer a choice (a trader's
     * offers) or start the fight.
     *
     * @param ctx the game being changed
     * @param key the scenario's key for the reaction
     */
    default void onScenarioReaction(ScenarioContext ctx, String key) {}

    /**
     * Whether a hero may take an item in hand at no cost outside a fight (EN §27 / JP §26): between tiles, on meeting
     * creatures, when they ask a bribe. When false the engine does not offer that swap there; in a fight it stays the
     * hero's action for the round, as always (EN §36 / JP §35). E.g. a hero carrying something unwieldy needs a round
     * to ready a weapon.
     *
     * @param state the state, outside a fight
     * @param hero the living hero
     * @param item the key of the item he would take in hand
     * @return true by default
     */
    default boolean takesInHandFreely(GameState state, Hero hero, String item) {
        return true;
    }

    /**
     * Whether the party may escape from a fight on a tile (EN §42 / JP §42).
     *
     * @param state the state
     * @param tileId the tile of the fight
     * @return true by default
     */
    default boolean escapeAllowed(GameState state, String tileId) {
        return true;
    }

    /**
     * What actors may do in a window, beyond what the base rules offer.
     *
     * @param window the window
     * @param state the state at the window: after a reaction roll its phase is
     *     {@link io.github.roguelikehalf.rules.engine.Phase.Reacting}, after a fight
     *     {@link io.github.roguelikehalf.rules.engine.Phase.AfterFight}, in a fight
     *     {@link io.github.roguelikehalf.rules.engine.Phase.Fighting}, each with the creatures met
     * @return the offers; none by default
     */
    default List<Offer> windowOffers(Window window, GameState state) {
        return List.of();
    }

    /**
     * Resolves an offer taken in a window; it may change the window through {@link ScenarioContext#setWindow(Window)}
     * (e.g. to prevent the damage or to change the reaction).
     *
     * @param ctx the game being changed
     * @param window the window
     * @param offer the offer taken
     */
    default void resolveOffer(ScenarioContext ctx, Window window, Offer offer) {}

    /**
     * Checks what a state from outside (read from a snapshot, built by hand) holds for this scenario, after the engine's
     * own checks ({@code Engine.validate}): that its own state agrees with the phase (e.g. what a choice it offered
     * needs when resolved is there), that its choices are ones it offers, and that the scenario items the heroes carry
     * are its own. Every state the engine gives must pass. The default checks nothing. It may be called more than once
     * for a state (by each thread, and again once the engine no longer remembers it). It must not read the state's
     * dice, with or without a choice waiting: a copy of a checked state that differs only in its dice is not checked
     * again (where a choice waits, the engine checks the copy anyway, since it tries each option with the copy's dice).
     *
     * @param state a state of this scenario
     * @throws io.github.roguelikehalf.rules.RulesException naming what is wrong, as {@code invalid state: PART:
     *     PROBLEM} (e.g. {@code invalid state: phase.choice.key: ...}) so that a snapshot reader can name its path
     */
    default void checkState(GameState state) {}

    /**
     * An end of the adventure by the scenario's own conditions (e.g. one dead hero fails the adventure). Use {@link
     * Outcome#scenario(String, String, boolean)}. The engine asks it after each action it applies and after each step it
     * then takes by itself (automatic decisions, an enemies' half, a reaction taking effect), before it looks for the
     * next decision: so it may end the adventure in the middle of a tile (e.g. as a room is entered, before its fight).
     * To end between rooms, call {@link ScenarioContext#end(String, String, boolean)} from {@link #onTileCleared}. It
     * is not asked once every hero is dead (that ends the adventure first).
     *
     * @param state the state
     * @return the outcome, or empty while the adventure goes on
     */
    default Optional<Outcome> endCondition(GameState state) {
        return Optional.empty();
    }

    /**
     * Whether the scenario's own end could come with this party: a quick test the engine makes before each time it
     * would ask {@link #endCondition} (after every step, not once every hero is dead). False promises that {@code
     * endCondition} gives empty for every state with this party, so the engine does not make the whole state to ask it.
     * Override it with {@code endCondition} when the scenario's own end reads only the party (its heroes, dead ones
     * included, and followers), and share one test between the two, e.g. a static {@code lost(Party)} that {@code
     * endCondition} calls on {@code state.party()}. The default, true, asks {@code endCondition} every time. The
     * testkit's contract suite checks the promise at every state it walks (the check {@code a scenario's mayEnd is false
     * only where its endCondition gives empty}), which can fail only at a state where the end comes: make sure its
     * walks reach it.
     *
     * @param party the party as it stands
     * @return false only where {@code endCondition} would give empty
     */
    default boolean mayEnd(Party party) {
        return true;
    }

    /**
     * How many times the party may explore before the adventure ends in failure, if the scenario limits it. It counts
     * the {@code explore} actions ({@link io.github.roguelikehalf.rules.engine.Progress#explorations()}), each reaching
     * a tile, fixed or rolled; a Search that rolls the room again does not count, nor does the choice between two
     * tiles. With a limit of {@code n}, the {@code (n+1)}th {@code explore} ends the adventure with {@link
     * Outcome.Termination#EXPLORATION_LIMIT} instead of reaching a tile. The base rules set no limit; a limit makes
     * every adventure end within a known number of steps.
     *
     * @return the limit, or empty
     */
    default OptionalInt explorationLimit() {
        return OptionalInt.empty();
    }

    /**
     * Whether the place of the fight is narrow or wide, for Fireball (EN §19 / JP §19). When the scenario does not
     * say, the engine rolls 1d6 at each Fireball: 1-3 narrow, 4-6 wide.
     *
     * @param state the state, in a fight
     * @return the space, or empty (the default) to roll
     */
    default Optional<io.github.roguelikehalf.rules.magic.Space> space(GameState state) {
        return Optional.empty();
    }

    /**
     * This scenario's names and sentences in other languages, for texts a person reads (see {@code
     * io.github.roguelikehalf.rules.engine.Narration}): its creatures, tiles, items and options by id or English name,
     * and the Japanese of its own events. The default has none, so a narration shows the English data.
     *
     * @return the names, e.g. {@code Optional.of(ScenarioNames.read(in, "names_ja.tsv"))}
     */
    default Optional<ScenarioNames> names() {
        return Optional.empty();
    }
}

package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The only way a scenario hook changes the game: the state being built by one {@code Engine.apply}, the dice, and the
 * events. A context lives for one call of a hook; do not keep it. Every change is checked, and an illegal one throws
 * {@link io.github.roguelikehalf.rules.RulesException} without changing the state the caller sees.
 */
public interface ScenarioContext {

    /**
     * The state as built so far in this action: it carries the step count the action ends with and the dice as they
     * stand. Roll through {@link #dice()}; the state's dice are not for a rule to read. The engine makes the whole
     * state at the first read after each change: a hook that needs only the party, the scenario's state or the
     * encounter reads them with {@link #party()}, {@link #scenarioState()} or {@link #encounter()}, which cost nothing.
     *
     * @return the state
     */
    GameState state();

    /**
     * The party as it stands in this action, every change made so far included (the hook's own too): {@code
     * state().party()}, read without making the whole state (the engine's context reads it from the state being
     * built).
     *
     * @return the party
     */
    default Party party() {
        return state().party();
    }

    /**
     * The scenario's own state as it stands in this action, every change made so far included (the hook's own too):
     * {@code state().scenarioState()}, read without making the whole state (the engine's context reads it from the
     * state being built).
     *
     * @return the scenario's state
     */
    default ScenarioState scenarioState() {
        return state().scenarioState();
    }

    /**
     * The creatures being met or fought on the current tile, if any, as they stand: read without making the whole
     * state.
     *
     * @return the encounter
     */
    Optional<io.github.roguelikehalf.rules.engine.Encounter> encounter();

    /**
     * The dice of this action: every roll must come from here, and appear in an event (the engine cannot tell a roll
     * left untold: the event is the hook's to add, {@link #event}). With the game's own dice they roll on from where
     * the action stands, and only within it: the engine goes on with the same dice in its next action, so a roll of
     * these dice after the action they were given in throws {@link IllegalStateException}, as the context itself is
     * for one call. Dice the caller gave the action ({@code Engine.apply(state, action, dice)}) are given as they are.
     *
     * @return the dice
     */
    Dice dice();

    /**
     * Records an event.
     *
     * @param event the event
     */
    void event(Event event);

    /**
     * Records an event without dice.
     *
     * @param rule the rule section applied
     * @param text what happened
     */
    default void event(String rule, String text) {
        event(Event.of(rule, text));
    }

    /**
     * Makes a check through the engine's one check pipeline and tells it as an event (EN §7-§10 / JP §7-§10). The
     * pipeline adds light, the roller's effects and the fight's for the kind (spending one use of those with uses,
     * and telling when one is used up), a hero's armour and conditions; a hero rolls on Technique, or on the current
     * value of the sub-attribute the check is named after where the rules allow it and it is higher than his
     * Technique (a Thief's Dexterity against a trap, a Priest's Divinity against a curse; Sorcery or Divinity against
     * magic), spending the point that costs. A kind of follower rolls once for all of its kind with its Technique.
     *
     * @param roller a living hero of the party, or a kind of follower the party has (not Captured, which always
     *     fail)
     * @param kind the kind of check
     * @param target the target number
     * @param modifiers what the roller uses for this roll (e.g. a Searching Monocle's +1), placed first
     * @param rule the rule section, for the event
     * @param text the event's text, made from the result, e.g. {@code hero-1 opens the chest: success}
     * @return the result
     * @throws io.github.roguelikehalf.rules.RulesException if the roller is not a living hero or a follower kind of
     *     the party
     */
    CheckResult check(
            Actor roller,
            CheckKind kind,
            int target,
            List<Modifier> modifiers,
            String rule,
            Function<CheckResult, String> text);

    /**
     * Replaces the scenario's own state.
     *
     * @param next the new scenario state
     */
    void setScenarioState(ScenarioState next);

    /**
     * Replaces a hero (same id). A hero whose Life reaches 0 dies (EN §13 / JP §13).
     *
     * @param hero the hero
     */
    void setHero(Hero hero);

    /**
     * Replaces the party, e.g. to hire, release or lose followers; the carry limit and the follower cap are checked.
     *
     * @param party the party
     */
    void setParty(Party party);

    /**
     * Damage to a hero, with its event and death (EN §13 / JP §13).
     *
     * @param hero the hero's id
     * @param amount Life lost
     * @param rule the rule section
     * @param cause what did it, for the outcome when the last hero dies
     */
    void damageHero(String hero, int amount, String rule, String cause);

    /**
     * Adds an effect, replacing one with the same key.
     *
     * @param target a hero id, {@code followers}, or {@code fight} (the whole party, during a fight)
     * @param effect the effect
     */
    void addEffect(String target, Effect effect);

    /**
     * Removes an effect, if present.
     *
     * @param target a hero id, {@code followers}, or {@code fight}
     * @param key the effect's key
     */
    void removeEffect(String target, String key);

    /**
     * Offers a choice: the player decides next. Outside a fight the choice is the phase (the tile is cleared after it
     * unless the scenario moves the game on); inside a fight it waits in the fight, which goes on where it stood once
     * the choice is made (e.g. from a creature told {@link Happening.RoundEnds} or {@link Happening.RoundBegins}).
     *
     * @param choice the choice
     */
    void offerChoice(Choice choice);

    /**
     * Meets creatures on the current tile: the party may attack first or wait and see (EN §35 / JP §34).
     *
     * @param groups the groups, with distinct ids
     */
    void encounter(List<EnemyGroup> groups);

    /**
     * Starts a fight at once with these groups (EN §36 / JP §35). Groups that are not in the encounter of the
     * moment, if any, are met as it starts (their rules are told {@link Happening.Encountered}).
     *
     * @param groups the groups, with distinct ids
     * @param heroesFirst whether the heroes have the initiative
     */
    void fight(List<EnemyGroup> groups, boolean heroesFirst);

    /**
     * Damage to an enemy group in the fight, with fleeing and the end of the fight (EN §36-§38 / JP §35-§37).
     *
     * @param group the group's id
     * @param amount creatures (Weak) or Life (Strong) lost
     * @param rule the rule section
     */
    void damageEnemy(String group, int amount, String rule);

    /**
     * Life (Strong) or creatures (Weak) an enemy group in the fight regains, never above what it started the
     * encounter with (e.g. a vampiric bite).
     *
     * @param group the group's id
     * @param amount at least 0
     * @param rule the rule section
     */
    void healEnemy(String group, int amount, String rule);

    /**
     * The tile is done with: it counts as cleared, and clearing the goal wins (EN §34, §44 / JP §33, §44).
     */
    void clearTile();

    /**
     * Ends the adventure by the scenario's own rule.
     *
     * @param name the scenario's name for the ending, e.g. {@code hero-lost}
     * @param detail a short explanation
     * @param victory whether the heroes won
     */
    void end(String name, String detail, boolean victory);

    /**
     * The window open now, if any.
     *
     * @return the window
     */
    Optional<Window> window();

    /**
     * Changes the window open now, e.g. to prevent damage or to change a reaction.
     *
     * @param next the window, of the same kind
     */
    void setWindow(Window next);

    /**
     * Cancels the enemy attacks not yet defended this half-round (e.g. a wall against missiles).
     *
     * @param rule the rule section
     */
    void cancelIncomingAttacks(String rule);

    /**
     * Rolls once on the base treasure table (EN §39-§40 / JP §38-§39) for something that is not a fight, e.g. a chest
     * an event opens, and gives the treasure to the party as a fight's treasure is given: gold to the first living
     * hero, an item to the first living hero who can still carry it, or it is left behind.
     *
     * @param source what held the treasure, for the event, e.g. {@code the chest}
     * @param modifier the table modifier
     * @return the treasure rolled
     */
    io.github.roguelikehalf.rules.treasure.Treasure treasure(String source, int modifier);
}

package io.github.roguelikehalf.json.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The records of snapshot format version 1 for the adventure under way (progress, phase, encounter, fight, window,
 * choice, outcome and the scenario's own state), one per JSON object of {@code snapshot-v1.schema.json}, field for
 * field; {@link Dto} holds the rest (the snapshot, the game, the options and the party). The same conventions hold.
 */
public final class DtoAdventure {

    private DtoAdventure() {}

    /**
     * Progress.
     *
     * @param explorations explorations
     * @param tilesCleared tiles cleared
     * @param potionsUsed hero ids, sorted
     * @param reactionMemory reaction names by tile id
     */
    public record Progress(
            Integer explorations, Integer tilesCleared, List<String> potionsUsed, Map<String, String> reactionMemory) {}

    /**
     * A phase: {@code kind} says which, and only that kind's fields are present.
     *
     * @param kind the phase's name
     * @param d66 searching
     * @param scoutSearched searching
     * @param searched searching: the heroes who have searched this result
     * @param tileIds choosing-tile
     * @param encounter approaching, reacting, bribing, after-fight
     * @param window reacting, after-fight
     * @param bribe bribing
     * @param tileId choosing
     * @param choice choosing
     * @param combat fighting
     * @param outcome finished
     * @param face reacting: the reaction die's face, 0 when unknown (a reaction remembered)
     * @param group treasure: the index of the enemy group whose treasure is rolled
     * @param die treasure: the table's die once rolled, absent before
     * @param finder treasure: the hero who used Find Treasure on this roll, absent if none
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Phase(
            String kind,
            Integer d66,
            Boolean scoutSearched,
            List<String> searched,
            List<String> tileIds,
            Encounter encounter,
            Window window,
            Bribe bribe,
            String tileId,
            Choice choice,
            Combat combat,
            Outcome outcome,
            Integer face,
            Integer group,
            Integer die,
            String finder) {}

    /**
     * An encounter.
     *
     * @param tileId tile id
     * @param enemies groups in order met
     */
    public record Encounter(String tileId, List<EnemyGroup> enemies) {}

    /**
     * An enemy group.
     *
     * @param id id
     * @param creatureId creature id
     * @param initial initial number or Life
     * @param current current number or Life
     * @param fled fled
     * @param fightToTheDeath never flees
     * @param slept how many Knockout put to sleep (counted among those no longer fighting)
     */
    public record EnemyGroup(
            String id,
            String creatureId,
            Integer initial,
            Integer current,
            Boolean fled,
            Boolean fightToTheDeath,
            Integer slept) {}

    /**
     * A window.
     *
     * @param kind the window's name
     * @param reaction the reaction about to take effect
     * @param defender who failed a defence
     * @param attacker the attacking group
     * @param damage the damage about to be taken
     * @param ranged whether ranged
     * @param used options used, sorted
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Window(
            String kind,
            Reaction reaction,
            String defender,
            String attacker,
            Integer damage,
            Boolean ranged,
            List<String> used) {}

    /**
     * A reaction.
     *
     * @param kind the reaction's name
     * @param bribe for bribe
     * @param scenarioKey for scenario
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Reaction(String kind, Bribe bribe, String scenarioKey) {}

    /**
     * A bribe.
     *
     * @param kind what is paid
     * @param amount how much
     */
    public record Bribe(String kind, Integer amount) {}

    /**
     * A scenario's choice.
     *
     * @param key key
     * @param actor actor
     * @param prompt prompt
     * @param rule rule
     * @param options options in order
     */
    public record Choice(String key, String actor, String prompt, String rule, List<String> options) {}

    /**
     * A fight.
     *
     * @param encounter the enemies
     * @param heroesFirst initiative
     * @param round round
     * @param stage stage name
     * @param acted hero ids, sorted
     * @param extraAttack hero id, if any
     * @param magicWeaponUsed hero ids, sorted
     * @param bowmenShot Bowmen shot in round 0
     * @param heroHalfDone heroes' half over
     * @param enemyHalfDone enemies' half over
     * @param incoming attacks waiting, in order
     * @param escaping escaping
     * @param window open window, if any
     * @param enemyActionsDone enemy actions taken
     * @param enemiesActing group ids, sorted
     * @param effects fight effects by key
     * @param protectors heroes who have used Protect this round, sorted
     * @param indoctrinateTried enemy groups Indoctrinate was tried on, sorted
     * @param choice a scenario's choice waiting in the fight, if any
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Combat(
            Encounter encounter,
            Boolean heroesFirst,
            Integer round,
            String stage,
            List<String> acted,
            String extraAttack,
            List<String> magicWeaponUsed,
            Boolean bowmenShot,
            Boolean heroHalfDone,
            Boolean enemyHalfDone,
            List<Incoming> incoming,
            Boolean escaping,
            Window window,
            Boolean enemyActionsDone,
            List<String> enemiesActing,
            Map<String, Dto.Effect> effects,
            List<String> protectors,
            List<String> indoctrinateTried,
            Choice choice) {}

    /**
     * An attack waiting for its defence roll.
     *
     * @param recipient hero id, {@code followers}, or a follower kind a creature aimed at
     * @param attacker group id
     */
    public record Incoming(String recipient, String attacker) {}

    /**
     * How an adventure ended.
     *
     * @param termination termination name
     * @param detail detail
     * @param cause cause, if any
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Outcome(String termination, String detail, String cause) {}

    /**
     * A scenario's own state.
     *
     * @param counters counters by name, sorted, none at 0
     * @param flags flags set, sorted
     * @param sets sets of ids by name, sorted
     */
    public record ScenarioState(Map<String, Integer> counters, List<String> flags, Map<String, List<String>> sets) {}
}

package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The special rules of a creature, keyed by creature id ({@link Scenario#creatureRules(String)}). Every method has a
 * default that plays the base rules, so a scenario overrides only what its creature changes. Methods are pure
 * functions of their arguments; the {@code on...} hooks change the game only through the {@link ScenarioContext}.
 */
public interface CreatureRules {

    /** The base rules, for creatures without special rules. */
    CreatureRules BASE = new CreatureRules() {};

    /** How a creature is attacked. */
    enum AttackMode {
        /** A melee attack roll. */
        MELEE,
        /** A shot with a bow or sling, or a thrown item. */
        RANGED,
        /** A spell or miracle. */
        MAGIC
    }

    /**
     * The creature's level, the target of rolls against it (EN §37 / JP §35), as seen by one opponent.
     *
     * @param creature the creature's data
     * @param group its group in the fight
     * @param state the state
     * @param opponent the hero id or follower key attacking it or defending against it
     * @return the level; the default is the creature's
     */
    default int level(Creature creature, EnemyGroup group, GameState state, String opponent) {
        return creature.level();
    }

    /**
     * Its attacks in a melee round (EN §37 / JP §35).
     *
     * @param creature the creature's data
     * @param group its group in the fight
     * @param state the state
     * @return the attacks; the default is one per Weak Creature left, or the Strong Creature's count
     */
    default int attacks(Creature creature, EnemyGroup group, GameState state) {
        return creature.strong() ? creature.attacks() : group.current();
    }

    /**
     * Where it aims some of its attacks this half-round itself, instead of the even split of EN §36 / JP §35 (e.g. a
     * creature that goes for certain characters first). Each recipient named takes one attack, in order; the attacks
     * left are split as usual (the player placing the left-over ones). A recipient is a living hero's id, {@code
     * followers} (the combat followers as one) or the key of a follower kind the party has, who then defends himself
     * (e.g. a Lamplighter, who is not a recipient of the usual split).
     *
     * @param creature the creature's data
     * @param group its group in the fight
     * @param state the state, in the fight
     * @param attacks its attacks this half-round, at least 1
     * @return the recipients of its aimed attacks, at most {@code attacks}; the default is none
     */
    default List<String> aim(Creature creature, EnemyGroup group, GameState state, int attacks) {
        return List.of();
    }

    /**
     * A modifier to the attack rolls of an opponent attacking it (e.g. heavy armour).
     *
     * @param creature the creature's data
     * @param group its group
     * @param state the state
     * @param attacker the hero id or follower key attacking
     * @return the modifier; the default is 0
     */
    default int attackRollModifier(Creature creature, EnemyGroup group, GameState state, String attacker) {
        return 0;
    }

    /**
     * A modifier to the defence rolls against its attacks.
     *
     * @param creature the creature's data
     * @param group its group
     * @param state the state
     * @param defender the hero id or follower key defending
     * @return the modifier; the default is 0
     */
    default int defenceRollModifier(Creature creature, EnemyGroup group, GameState state, String defender) {
        return 0;
    }

    /**
     * The Life a hero loses when his defence against it fails (EN §36 / JP §35).
     *
     * @param creature the creature's data
     * @param group its group
     * @param state the state
     * @param defender the hero who failed
     * @return the damage; the default is 1
     */
    default int damage(Creature creature, EnemyGroup group, GameState state, String defender) {
        return 1;
    }

    /**
     * A reaction the creature has without rolling on its reaction table (EN §35 / JP §34), e.g. because of what the
     * party did earlier in the adventure. Asked when the party waits to see the reaction of a group met first.
     *
     * @param creature the creature's data
     * @param group its group
     * @param state the state
     * @return the reaction, or empty (the default) to roll
     */
    default Optional<Reaction> fixedReaction(Creature creature, EnemyGroup group, GameState state) {
        return Optional.empty();
    }

    /**
     * The bribe really asked when its reaction is a bribe (EN §35 / JP §34), e.g. an amount per creature met.
     *
     * @param creature the creature's data
     * @param group its group
     * @param state the state
     * @param asked the bribe of its reaction table
     * @return the bribe; the default is the table's
     */
    default Bribe bribe(Creature creature, EnemyGroup group, GameState state, Bribe asked) {
        return asked;
    }

    /**
     * Whether it takes a bribe. A creature that does not treats a Bribe result of its reaction roll as a bribe refused
     * (EN §35 / JP §34): it attacks, as Fight (see {@code docs/rulings.md}, "A creature that takes no bribe"). It is
     * asked for the encounter's first group, whose table was rolled.
     *
     * @param creature the creature's data
     * @param group its group
     * @param state the state, as the reaction takes effect
     * @return true by default
     */
    default boolean takesBribes(Creature creature, EnemyGroup group, GameState state) {
        return true;
    }

    /**
     * What happens after the party pays or refuses the bribe its group asked (EN §35 / JP §34), when its rules change
     * it: e.g. creatures that welcome a party who paid, or do not attack one who refused. Called for the first group
     * of the encounter, after a paid bribe has been taken from the payer; it may change the game through the context
     * (e.g. followers who leave).
     *
     * @param ctx the game being changed
     * @param group its group
     * @param payer who paid (a hero id or a follower kind's key), or empty when the bribe was refused
     * @return the reaction that takes effect instead, or empty (the default) for the base rules: paid, they leave
     *     without treasure; refused, they attack
     */
    default Optional<Reaction> afterBribe(ScenarioContext ctx, EnemyGroup group, Optional<String> payer) {
        return Optional.empty();
    }

    /**
     * How many times its group rolls on the treasure table when defeated or fleeing (EN §39 / JP §38), each with the
     * creature's treasure modifier: e.g. 0 for a creature that has none, 2 for one that carries two treasures.
     *
     * @param creature the creature's data
     * @return 0 or more; the default is 1
     */
    default int treasureRolls(Creature creature) {
        return 1;
    }

    /**
     * Whether an attack of a mode can target it (e.g. only ranged attacks reach a flying creature).
     *
     * @param creature the creature's data
     * @param mode how it would be attacked
     * @return true by default
     */
    default boolean targetableBy(Creature creature, AttackMode mode) {
        return true;
    }

    /**
     * Whether an attack of a mode can target it now, as the fight stands (e.g. a leader who cannot be reached while
     * his guards live, except by missiles and magic in round 0). The engine asks this one.
     *
     * @param creature the creature's data
     * @param group its group in the fight
     * @param state the state, in a fight or an encounter
     * @param mode how it would be attacked
     * @return the default asks {@link #targetableBy(Creature, AttackMode)}
     */
    default boolean targetableBy(Creature creature, EnemyGroup group, GameState state, AttackMode mode) {
        return targetableBy(creature, mode);
    }

    /**
     * Whether it fights to the death whatever the reaction, even when attacked first (EN §38 / JP §37).
     *
     * @param creature the creature's data
     * @return false by default
     */
    default boolean fightsToTheDeath(Creature creature) {
        return false;
    }

    /**
     * Whether it never flees now, as the fight stands (e.g. while its leader lives). The engine asks this one.
     *
     * @param creature the creature's data
     * @param group its group in the fight
     * @param state the state
     * @return the default asks {@link #fightsToTheDeath(Creature)}
     */
    default boolean fightsToTheDeath(Creature creature, EnemyGroup group, GameState state) {
        return fightsToTheDeath(creature);
    }

    /**
     * An action other than attacking, taken at the start of its side's half of a melee round, e.g. casting a spell
     * at the followers. Return true when the action replaces its attacks this half-round.
     *
     * @param ctx the game being changed
     * @param group its group
     * @return whether it made no attacks this half-round; the default does nothing and returns false
     */
    default boolean actInsteadOfAttacking(ScenarioContext ctx, EnemyGroup group) {
        return false;
    }

    /**
     * Called when the creature is met, after the number appearing is known.
     *
     * @param ctx the game being changed
     * @param group its group
     */
    default void onEncounter(ScenarioContext ctx, EnemyGroup group) {}

    /**
     * Called at the end of each round of a fight while it is in the fight.
     *
     * @param ctx the game being changed
     * @param group its group
     */
    default void onRoundEnd(ScenarioContext ctx, EnemyGroup group) {}

    /**
     * Called when the group is defeated (no creature or Life left).
     *
     * @param ctx the game being changed
     * @param group its group, as defeated
     */
    default void onDefeat(ScenarioContext ctx, EnemyGroup group) {}

    /**
     * Called after a hero's defence against it failed and the damage was taken.
     *
     * @param ctx the game being changed
     * @param group its group
     * @param defender the hero
     */
    default void onFailedDefence(ScenarioContext ctx, EnemyGroup group, String defender) {}

    /**
     * Called after a follower's defence against it failed and the follower died (EN §33 / JP §32), e.g. a creature
     * that feeds on the fallen; not when a window saved the follower.
     *
     * @param ctx the game being changed
     * @param group its group
     * @param follower the key of the follower kind that lost one
     */
    default void onFailedFollowerDefence(ScenarioContext ctx, EnemyGroup group, String follower) {}

    /**
     * Whether the creature resists a spell or miracle cast at it (EN §9, §20 / JP §9: miracles are magic too), asked
     * after the caster's roll when the magic would take effect. It may roll (through {@code ctx.dice()}) and explain
     * itself with {@code ctx.event}; it must not change the game otherwise.
     *
     * @param ctx the game
     * @param group its group
     * @param caster the hero id, or {@code followers} for the Magicians
     * @param magic the key of the spell or miracle, e.g. {@code knockout}
     * @return true if the magic does nothing to it; the default is false (no resistance)
     */
    default boolean resistsMagic(ScenarioContext ctx, EnemyGroup group, String caster, String magic) {
        return false;
    }

    /**
     * Whether the creature turns aside the damage of a hit that is not magic (a melee attack or a shot that hit),
     * asked after the hit and before the damage. It may roll (through {@code ctx.dice()}) and explain itself with
     * {@code ctx.event}; it must not change the game otherwise.
     *
     * @param ctx the game
     * @param group its group
     * @param attacker the hero id or follower key who hit
     * @param mode {@link AttackMode#MELEE} or {@link AttackMode#RANGED}
     * @return true if the hit does no damage; the default is false
     */
    default boolean turnsAsideHit(ScenarioContext ctx, EnemyGroup group, String attacker, AttackMode mode) {
        return false;
    }

    /**
     * Damage holy water deals it without a roll when its rules say so (e.g. a demon the water burns), at most once a
     * fight for its group; otherwise, and afterwards, holy water plays the base rule (EN §28 / JP §27).
     *
     * @param creature the creature's data
     * @param group its group in the fight
     * @param state the state
     * @return the Life (Strong) or creatures (Weak) lost, or empty (the default) for the base rule
     */
    default OptionalInt holyWaterDamage(Creature creature, EnemyGroup group, GameState state) {
        return OptionalInt.empty();
    }
}

package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Something the engine would do with a creature, as an immutable value its rules may change ({@link
 * CreatureRules#modify}). The engine builds each event with the base rules' answer; a creature's rules return it
 * unchanged, or a copy made with its {@code with...} method. These are pure: they read the game through the {@link
 * CreatureView} and change nothing. The engine builds the events; their {@code with...} methods refuse a missing
 * answer.
 */
public sealed interface Would
        permits Would.Level,
                Would.Attacks,
                Would.Aim,
                Would.AttackRoll,
                Would.DefenceRoll,
                Would.Damage,
                Would.FixedReaction,
                Would.AsksBribe,
                Would.TakesBribes,
                Would.FightsToTheDeath,
                Would.Targeted,
                Would.HolyWater,
                Would.TreasureRolls {

    /**
     * It would be rolled against at this level by one opponent (EN §37 / JP §35).
     *
     * @param opponent the hero id or follower key attacking it or defending against it
     * @param level the level; the base rules give the creature's
     */
    record Level(String opponent, int level) implements Would {
        /**
         * A copy at another level.
         *
         * @param next the level
         * @return the copy
         */
        public Level withLevel(int next) {
            return new Level(opponent, next);
        }
    }

    /**
     * It would make this many attacks in a melee round (EN §37 / JP §35).
     *
     * @param count the attacks; the base rules give one per Weak Creature left, or the Strong Creature's count
     */
    record Attacks(int count) implements Would {
        /**
         * A copy with another count.
         *
         * @param next the attacks, 0 or more
         * @return the copy
         */
        public Attacks withCount(int next) {
            return new Attacks(next);
        }
    }

    /**
     * It would split its attacks this half-round evenly (EN §36 / JP §35), unless it aims some itself: each recipient
     * named takes one attack, in order; the attacks left are split as usual. A recipient is a living hero's id,
     * {@code followers} (the combat followers as one) or the key of a follower kind the party has, who then defends
     * himself (e.g. a Lamplighter).
     *
     * @param attacks its attacks this half-round, at least 1
     * @param recipients the recipients of its aimed attacks, at most {@code attacks}; the base rules aim none
     */
    record Aim(int attacks, List<String> recipients) implements Would {
        /**
         * Copies the recipients.
         *
         * @param attacks its attacks
         * @param recipients the recipients
         */
        public Aim {
            recipients = List.copyOf(recipients);
        }

        /**
         * A copy aiming at these recipients.
         *
         * @param next the recipients, in order
         * @return the copy
         */
        public Aim withRecipients(List<String> next) {
            return new Aim(attacks, next);
        }
    }

    /**
     * It would be hit: an opponent's attack roll at it (a melee attack or a shot, EN §36 / JP §35) would have this
     * modifier, e.g. heavy armour.
     *
     * @param attacker the hero id or follower key rolling
     * @param modifier the modifier; the base rules give 0
     */
    record AttackRoll(String attacker, int modifier) implements Would {
        /**
         * A copy with another modifier.
         *
         * @param next the modifier
         * @return the copy
         */
        public AttackRoll withModifier(int next) {
            return new AttackRoll(attacker, next);
        }
    }

    /**
     * It would hit: an opponent's defence roll against its attack (EN §36 / JP §35) would have this modifier.
     *
     * @param defender the hero id or follower key rolling
     * @param modifier the modifier; the base rules give 0
     */
    record DefenceRoll(String defender, int modifier) implements Would {
        /**
         * A copy with another modifier.
         *
         * @param next the modifier
         * @return the copy
         */
        public DefenceRoll withModifier(int next) {
            return new DefenceRoll(defender, next);
        }
    }

    /**
     * It would deal this much damage to a hero whose defence against it failed (EN §36 / JP §35).
     *
     * @param defender the hero who failed
     * @param amount the Life lost; the base rules give 1
     */
    record Damage(String defender, int amount) implements Would {
        /**
         * A copy with another amount.
         *
         * @param next the damage
         * @return the copy
         */
        public Damage withAmount(int next) {
            return new Damage(defender, next);
        }
    }

    /**
     * It would roll on its reaction table (EN §35 / JP §34), unless it has a reaction already, e.g. because of what the
     * party did earlier in the adventure. Asked when the party waits to see the reaction of a group met first.
     *
     * @param reaction the reaction it has without rolling; the base rules give none (roll)
     */
    record FixedReaction(Optional<Reaction> reaction) implements Would {
        /**
         * A copy with this reaction, taken without a roll.
         *
         * @param next the reaction
         * @return the copy
         */
        public FixedReaction withReaction(Reaction next) {
            return new FixedReaction(Optional.of(next));
        }
    }

    /**
     * It would ask this bribe, its reaction being a bribe (EN §35 / JP §34).
     *
     * @param bribe the bribe; the base rules give its reaction table's
     */
    record AsksBribe(Bribe bribe) implements Would {
        /**
         * A copy asking another bribe.
         *
         * @param next the bribe
         * @return the copy
         */
        public AsksBribe withBribe(Bribe next) {
            return new AsksBribe(Objects.requireNonNull(next, "bribe"));
        }
    }

    /**
     * It would take a bribe. One that does not treats a Bribe result of its reaction roll as a bribe refused (EN §35 /
     * JP §34): it attacks (see {@code docs/rulings.md}, "A creature that takes no bribe"). Asked for the encounter's
     * first group, whose table was rolled.
     *
     * @param takes whether it takes one; true by the base rules
     */
    record TakesBribes(boolean takes) implements Would {
        /**
         * A copy with another answer.
         *
         * @param next whether it takes a bribe
         * @return the copy
         */
        public TakesBribes withTakes(boolean next) {
            return new TakesBribes(next);
        }
    }

    /**
     * It would flee when its rules let it (EN §38 / JP §37), unless it fights to the death now, as the fight stands,
     * whatever the reaction and even when attacked first (e.g. while its leader lives).
     *
     * @param toTheDeath whether it never flees; false by the base rules
     */
    record FightsToTheDeath(boolean toTheDeath) implements Would {
        /**
         * A copy with another answer.
         *
         * @param next whether it never flees
         * @return the copy
         */
        public FightsToTheDeath withToTheDeath(boolean next) {
            return new FightsToTheDeath(next);
        }
    }

    /**
     * It would be a target of an attack of this mode now, as the fight stands (e.g. only missiles reach a flying
     * creature; a leader cannot be reached while his guards live).
     *
     * @param mode how it would be attacked
     * @param allowed whether it can be targeted; true by the base rules
     */
    record Targeted(AttackMode mode, boolean allowed) implements Would {
        /**
         * A copy with another answer.
         *
         * @param next whether it can be targeted
         * @return the copy
         */
        public Targeted withAllowed(boolean next) {
            return new Targeted(mode, next);
        }
    }

    /**
     * Holy water would hurt it by the base rule (EN §28 / JP §27), unless its rules make it take damage with no roll
     * (e.g. a demon the water burns): at most once a fight for its group; afterwards the base rule plays.
     *
     * @param damage the Life (Strong) or creatures (Weak) lost with no roll; none (the base rule) by default
     */
    record HolyWater(OptionalInt damage) implements Would {
        /**
         * A copy where the water deals this damage with no roll.
         *
         * @param next the damage
         * @return the copy
         */
        public HolyWater withDamage(int next) {
            return new HolyWater(OptionalInt.of(next));
        }
    }

    /**
     * Its group would roll this many times on the treasure table when defeated or fleeing (EN §39 / JP §38), each with
     * the creature's treasure modifier. The answer must not change while the treasure is shared out (it numbers the
     * rolls): let it depend on the creature and the scenario's state, not on the party.
     *
     * @param rolls 0 or more; 1 by the base rules
     */
    record TreasureRolls(int rolls) implements Would {
        /**
         * A copy with another number of rolls.
         *
         * @param next the rolls, 0 or more
         * @return the copy
         */
        public TreasureRolls withRolls(int next) {
            return new TreasureRolls(next);
        }
    }
}

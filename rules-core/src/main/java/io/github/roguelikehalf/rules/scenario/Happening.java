package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import java.util.Optional;

/**
 * Something that happens to a creature's group in play, told to its rules with the game being changed ({@link
 * CreatureRules#on}). The rules may roll (through {@code ctx.dice()}) and explain themselves ({@code ctx.event});
 * where an event says so they may change the game through the context. Events with an answer ({@link Hit}, {@link
 * CastAt}, {@link RoundBegins}, {@link BribeSettled}) carry the base rules' answer; the rules return the event
 * unchanged, or a copy made with its {@code with...} method.
 */
public sealed interface Happening
        permits Happening.Encountered,
                Happening.RoundBegins,
                Happening.Hit,
                Happening.CastAt,
                Happening.DefenceFailed,
                Happening.RoundEnds,
                Happening.BribeSettled,
                Happening.Defeated {

    /** The group was met, after the number appearing is known. It may change the game. */
    record Encountered() implements Happening {}

    /**
     * Its side's half of a melee round begins. It may take an action other than attacking (e.g. a spell at the
     * followers), changing the game; when that action replaces its attacks this half-round, it answers so.
     *
     * @param actedInstead whether it made no attacks this half-round; false by the base rules
     */
    record RoundBegins(boolean actedInstead) implements Happening {
        /**
         * A copy with another answer.
         *
         * @param next whether its action replaced its attacks
         * @return the copy
         */
        public RoundBegins withActedInstead(boolean next) {
            return new RoundBegins(next);
        }
    }

    /**
     * It was hit by an attack that is not magic (a melee attack or a shot), before the damage: it may turn the hit
     * aside, e.g. on a die roll. It must not change the game otherwise.
     *
     * @param attacker the hero id or follower key who hit
     * @param mode {@link AttackMode#MELEE} or {@link AttackMode#RANGED}
     * @param turnedAside whether the hit does no damage; false by the base rules
     */
    record Hit(String attacker, AttackMode mode, boolean turnedAside) implements Happening {
        /**
         * A copy with another answer.
         *
         * @param next whether the hit is turned aside
         * @return the copy
         */
        public Hit withTurnedAside(boolean next) {
            return new Hit(attacker, mode, next);
        }
    }

    /**
     * A spell or miracle cast at it would take effect (EN §9, §20 / JP §9: miracles are magic too), after the caster's
     * roll: it may resist. It must not change the game otherwise.
     *
     * @param caster the hero id, or {@code followers} for the Magicians
     * @param magic the key of the spell or miracle, e.g. {@code knockout}
     * @param resisted whether the magic does nothing to it; false by the base rules
     */
    record CastAt(String caster, String magic, boolean resisted) implements Happening {
        /**
         * A copy with another answer.
         *
         * @param next whether it resists
         * @return the copy
         */
        public CastAt withResisted(boolean next) {
            return new CastAt(caster, magic, next);
        }
    }

    /**
     * A defence against its attack failed and the damage was taken, while the fight goes on: a hero's, or a
     * follower's who died (EN §33 / JP §32; not when a window saved the follower). It may change the game, e.g. a
     * creature that feeds on the fallen.
     *
     * @param defender the hero's id, or the key of the follower kind that lost one
     * @param follower whether the defender was a follower
     */
    record DefenceFailed(String defender, boolean follower) implements Happening {}

    /** A round of the fight ends while the group is in the fight. It may change the game. */
    record RoundEnds() implements Happening {}

    /**
     * The party paid or refused the bribe the encounter's first group asked (EN §35 / JP §34), a paid bribe already
     * taken from the payer. It may change the game (e.g. followers who leave) and answer with the reaction that takes
     * effect instead of the base rules' (paid, they leave without treasure; refused, they attack).
     *
     * @param payer who paid (a hero id or a follower kind's key), or empty when the bribe was refused
     * @param reaction the reaction that takes effect instead; none by the base rules
     */
    record BribeSettled(Optional<String> payer, Optional<Reaction> reaction) implements Happening {
        /**
         * A copy where this reaction takes effect instead.
         *
         * @param next the reaction
         * @return the copy
         */
        public BribeSettled withReaction(Reaction next) {
            return new BribeSettled(payer, Optional.of(next));
        }
    }

    /** The group was defeated (no creature or Life left). It may change the game. */
    record Defeated() implements Happening {}
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.ReactionKind;

/**
 * What an {@link Event} means, as data: bots, tests and narrators in other languages read these instead of the
 * event's English text. An event has at most one fact; its dice are in {@link Event#check()} and {@link
 * Event#roll()}. Match them with a switch over the sealed hierarchy.
 */
public sealed interface Fact {

    /**
     * The kind of the fact, for filtering.
     *
     * @return the kind
     */
    Event.Kind kind();

    /**
     * The party enters a tile (EN §34 / JP §33).
     *
     * @param tileId the scenario's id of the tile
     * @param title the tile's title
     */
    record TileEntered(String tileId, String title) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.TILE_ENTERED;
        }
    }

    /**
     * The creatures met react (EN §35 / JP §34), by a roll, by a rule, or as remembered.
     *
     * @param group the group whose reaction it is
     * @param reaction the reaction
     */
    record Reacted(String group, ReactionKind reaction) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.REACTION;
        }
    }

    /**
     * A fight starts (EN §36 / JP §35).
     *
     * @param heroesFirst whether the heroes act first
     */
    record FightStarted(boolean heroesFirst) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.FIGHT_STARTED;
        }
    }

    /**
     * A defence roll against an enemy attack assigned to a hero or to the followers (EN §36 / JP §35).
     *
     * @param defender the hero id or follower kind key
     * @param attacker the attacking group's id
     * @param failed whether the defence failed
     * @param damage the Life lost by a hero, or followers lost; 0 when the defence held or the damage waits for a
     *     window
     */
    record Defence(String defender, String attacker, boolean failed, int damage) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.DEFENCE;
        }
    }

    /**
     * A hero loses Life outside a defence roll (a trap, a scenario's rule, a bribe).
     *
     * @param hero the hero
     * @param amount Life lost
     * @param lifeLeft Life left
     */
    record HeroDamaged(String hero, int amount, int lifeLeft) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.HERO_DAMAGED;
        }
    }

    /**
     * A hero dies (EN §13 / JP §13).
     *
     * @param hero the hero
     */
    record HeroDied(String hero) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.HERO_DIED;
        }
    }

    /**
     * An enemy group loses creatures or Life (EN §36-§37 / JP §35-§36).
     *
     * @param group the group's id
     * @param amount creatures (Weak) or Life (Strong) lost
     * @param left creatures or Life left; 0 when the group is defeated
     * @param asleep whether they fell asleep (Knockout) rather than fell
     */
    record EnemyDamaged(String group, int amount, int left, boolean asleep) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.ENEMY_DAMAGED;
        }

        /**
         * Whether the group is defeated.
         *
         * @return true when nothing is left
         */
        public boolean defeated() {
            return left == 0;
        }
    }

    /**
     * An enemy group flees (EN §37-§38 / JP §36-§37).
     *
     * @param group the group's id
     */
    record EnemyFled(String group) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.ENEMY_FLED;
        }
    }

    /** The fight is won (EN §38 / JP §37). */
    record FightWon() implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.FIGHT_WON;
        }
    }

    /** The party escapes from a fight (EN §42 / JP §42). */
    record Escaped() implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.ESCAPED;
        }
    }

    /**
     * A hero uses an item: eats, drinks, throws or uses a magic treasure.
     *
     * @param hero the hero
     * @param item the item's key, e.g. {@code healing-potion}, {@code ration}, {@code flute-of-peace}
     */
    record ItemUsed(String hero, String item) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.ITEM_USED;
        }
    }

    /**
     * An effect begins on a hero, on the followers or on the fight.
     *
     * @param target the hero id, {@code followers} or {@code fight}
     * @param key the effect's key
     */
    record EffectStarted(String target, String key) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.EFFECT_STARTED;
        }
    }

    /**
     * An effect with uses is used up.
     *
     * @param target the hero id or {@code followers}
     * @param key the effect's key
     */
    record EffectEnded(String target, String key) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.EFFECT_ENDED;
        }
    }

    /**
     * Followers are lost outside a defence roll (a trap, a bribe, a scenario's rule).
     *
     * @param follower the follower kind's key
     * @param count how many
     */
    record FollowersLost(String follower, int count) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.FOLLOWERS_LOST;
        }
    }

    /**
     * The adventure ends.
     *
     * @param outcome how
     */
    record AdventureEnded(Outcome outcome) implements Fact {
        @Override
        public Event.Kind kind() {
            return Event.Kind.ADVENTURE_ENDED;
        }
    }
}

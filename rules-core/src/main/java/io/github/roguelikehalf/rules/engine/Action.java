package io.github.roguelikehalf.rules.engine;

import java.util.List;

/**
 * A choice made by a player or a policy. Actions are values with a canonical string form ({@code toString()})
 * that {@link #parse(String)} reads back, e.g. {@code attack hero-1 -> goblins}. Which actions are legal is
 * always {@code engine.legalActions(state)}.
 */
public sealed interface Action {

    /**
     * Reads an action from its canonical form.
     *
     * @param text e.g. {@code explore}, {@code attack hero-1 -> goblins power}, {@code defend soldier/blunt}
     * @return the action
     * @throws ActionParseException if the text is no action; the message lists the forms
     */
    static Action parse(String text) {
        return ActionParser.parse(text);
    }

    /**
     * Who takes this action, typed: the hero named by a hero's action (the caster of a hero's spell, the payer of a
     * bribe, the searcher...), the followers for their attacks, shots, spells and holds, the War Doll for its hold,
     * the actor a choice names, and the party for what the whole party does (explore, enter, approach, refuse a
     * bribe, escape, pass, assign extra attacks). The canonical text is unchanged; this reads it.
     *
     * @return the actor
     */
    default io.github.roguelikehalf.rules.Actor actedBy() {
        return ActionParser.actor(this);
    }

    /** Roll the d66 for the next tile (EN §34 / JP §33). */
    record Explore() implements Action {
        @Override
        public String toString() {
            return "explore";
        }
    }

    /**
     * A hero eats a ration outside combat: +2 Life (EN §31 / JP §30).
     *
     * @param hero the hero
     */
    record Eat(String hero) implements Action {
        @Override
        public String toString() {
            return "eat " + hero;
        }
    }

    /**
     * A hero drinks a healing potion: Life to max; in combat it is the hero's action (EN §28 / JP §27).
     *
     * @param hero the hero
     */
    record Drink(String hero) implements Action {
        @Override
        public String toString() {
            return "drink " + hero;
        }
    }

    /**
     * A Dexterity hero uses Find Treasure on the treasure roll: +1 to it, for 1 Dexterity, before or after the die
     * (EN §23 / JP §23).
     *
     * @param hero the hero
     */
    record FindTreasure(String hero) implements Action {
        @Override
        public String toString() {
            return "find-treasure " + hero;
        }
    }

    /**
     * Search to reroll the d66 (EN §25 / JP §24): a Dexterity hero, or {@code scout}.
     *
     * @param searcher a hero id or {@code scout}
     */
    record Search(String searcher) implements Action {
        @Override
        public String toString() {
            return "search " + searcher;
        }
    }

    /**
     * Release one follower between tiles, freeing its place (EN §32; {@code RuleOptions.releaseFollowersAnyTime}).
     *
     * @param kind the follower kind's key, e.g. {@code soldier/blunt}
     */
    record Release(String kind) implements Action {
        @Override
        public String toString() {
            return "release " + kind;
        }
    }

    /** Keep the d66 result and enter the tile. */
    record Enter() implements Action {
        @Override
        public String toString() {
            return "enter";
        }
    }

    /** Attack first, before the creatures act (EN §35 / JP §34). */
    record AttackFirst() implements Action {
        @Override
        public String toString() {
            return "attack-first";
        }
    }

    /** Wait and see: roll on the reaction table (EN §35 / JP §34). */
    record Wait() implements Action {
        @Override
        public String toString() {
            return "wait";
        }
    }

    /**
     * Pay the bribe (EN §35 / JP §34).
     *
     * @param payer the hero who pays, or the follower kind given up for a follower bribe
     * @param items the item keys given, for an item bribe
     */
    record PayBribe(String payer, List<String> items) implements Action {
        /** Copies the items. */
        public PayBribe {
            items = List.copyOf(items);
        }

        @Override
        public String toString() {
            return "pay-bribe " + payer + (items.isEmpty() ? "" : " " + String.join(" ", items));
        }
    }

    /** Refuse the bribe: the creatures attack (EN §35 / JP §34). */
    record RefuseBribe() implements Action {
        @Override
        public String toString() {
            return "refuse-bribe";
        }
    }

    /**
     * A hero attacks an enemy group with the melee weapon held (EN §36 / JP §35).
     *
     * @param hero the hero
     * @param target the enemy group
     * @param power whether to use Strength instead of Technique (Power Attack, §22)
     */
    record Attack(String hero, String target, boolean power) implements Action {
        @Override
        public String toString() {
            return "attack " + hero + " -> " + target + (power ? " power" : "");
        }
    }

    /**
     * A hero shoots the ranged weapon held in round 0 (EN §28, §36 / JP §27, §35).
     *
     * @param hero the hero
     * @param target the enemy group
     * @param power whether to use Dexterity (Power Shot, EN §24)
     */
    record Shoot(String hero, String target, boolean power) implements Action {
        @Override
        public String toString() {
            return "shoot " + hero + " -> " + target + (power ? " power" : "");
        }
    }

    /**
     * After a won fight, a hero binds a defeated Weak Creature of a group with a rope: it becomes a Captured follower
     * (EN §28 / JP §27), e.g. {@code capture hero-1 -> goblins}.
     *
     * @param hero the hero with the rope
     * @param target the enemy group
     */
    record Capture(String hero, String target) implements Action {
        @Override
        public String toString() {
            return "capture " + hero + " -> " + target;
        }
    }

    /**
     * A hero throws an item at an enemy group, e.g. {@code throw hero-1 holy-water -> zombies} (EN §28 / JP §27).
     *
     * @param hero the hero
     * @param item the key of the item thrown
     * @param target the enemy group
     */
    record Throw(String hero, String item, String target) implements Action {
        @Override
        public String toString() {
            return "throw " + hero + " " + item + " -> " + target;
        }
    }

    /**
     * A hero takes a weapon, a shield or the lantern in hand (what the other hand holds follows {@link Hands}); in a
     * fight it costs the round's action unless a Squire helps (EN §28, §36 / JP §27, §35).
     *
     * @param hero the hero
     * @param item the key of the item to hold, e.g. {@code light-weapon/slashing}, {@code bow}, {@code wood-shield}
     *     or {@code lantern}, or {@code unarmed} ({@link Hands#UNARMED}) to put a bow or sling away and fight
     *     unarmed
     */
    record Swap(String hero, String item) implements Action {
        @Override
        public String toString() {
            return "swap " + hero + " -> " + item;
        }
    }

    /**
     * A hero, or the followers, do nothing this round.
     *
     * @param actor a hero id or {@code followers}
     */
    record Hold(String actor) implements Action {
        @Override
        public String toString() {
            return "hold " + actor;
        }
    }

    /**
     * The party escapes at the start of a melee round: each enemy attacks once, instead of the enemies' half of the
     * round, and the party goes back (EN §42 / JP §42).
     */
    record Escape() implements Action {
        @Override
        public String toString() {
            return "escape";
        }
    }

    /**
     * The combat followers attack an enemy group (EN §33 / JP §32).
     *
     * @param target the enemy group
     */
    record FollowersAttack(String target) implements Action {
        @Override
        public String toString() {
            return "followers attack -> " + target;
        }
    }

    /**
     * The Bowmen shoot an enemy group in round 0 (EN §28 / JP §27).
     *
     * @param target the enemy group
     */
    record FollowersShoot(String target) implements Action {
        @Override
        public String toString() {
            return "followers shoot -> " + target;
        }
    }

    /**
     * Who takes the attacks left over when enemy attacks are split as evenly as possible (EN §36 / JP §35).
     *
     * @param recipients hero ids and/or {@code followers}, each taking one extra attack
     */
    record AssignExtra(List<String> recipients) implements Action {
        /** Copies the recipients. */
        public AssignExtra {
            recipients = List.copyOf(recipients);
            if (recipients.isEmpty()) {
                throw new IllegalArgumentException("name at least one recipient");
            }
        }

        @Override
        public String toString() {
            return "extra " + String.join(" ", recipients);
        }
    }

    /**
     * Who rolls the defense against the next attack: a hero (with Power Defend or not, §22) or a kind of follower.
     *
     * @param defender a hero id or a follower kind key such as {@code soldier/blunt}
     * @param power whether a Strength hero uses Strength (Power Defend)
     */
    record Defend(String defender, boolean power) implements Action {
        @Override
        public String toString() {
            return "defend " + defender + (power ? " power" : "");
        }
    }

    /**
     * Takes an option of a scenario's choice or of a window, e.g. {@code choose party buy:identification-tag} or
     * {@code choose party tile:23}.
     *
     * @param actor who chooses: a hero id, {@code followers} or {@code party}
     * @param option the option
     */
    record Choose(String actor, String option) implements Action {
        @Override
        public String toString() {
            return "choose " + actor + " " + option;
        }
    }

    /** Lets a window, or the chance to escape before the enemies attack, pass without acting: the rules go on. */
    record Pass() implements Action {
        @Override
        public String toString() {
            return "pass";
        }
    }

    /**
     * A hero, or the Magician followers, cast a spell or a miracle (EN §18-§21 / JP §18-§21), e.g. {@code cast hero-1
     * knockout -> goblins}, {@code cast hero-1 fortify -> followers}, {@code cast hero-1 friendship -> up} or
     * {@code cast hero-1 blitz}. It costs 1 Sorcery (the Magicians' pool) or 1 Divinity.
     *
     * @param caster a hero id, or {@code followers} for the Magicians
     * @param magic the key of the spell or miracle, e.g. {@code ice-lance}
     * @param target what it is cast at: an enemy group, a hero id, {@code followers}, or an option such as {@code up},
     *     {@code down} or {@code bribe} for Friendship; empty for Blitz
     */
    record Cast(String caster, String magic, java.util.Optional<String> target) implements Action {
        @Override
        public String toString() {
            return "cast " + caster + " " + magic + target.map(x -> " -> " + x).orElse("");
        }
    }

    /**
     * A Strength hero protects an ally whose defence just failed: a defence roll against that attack with Technique
     * or, with {@code power}, Strength; Strength -1 either way (EN §22 / JP §22).
     *
     * @param hero the protecting hero
     * @param power whether Strength is rolled instead of Technique
     */
    record Protect(String hero, boolean power) implements Action {
        @Override
        public String toString() {
            return "protect " + hero + (power ? " power" : "");
        }
    }

    /**
     * A hero uses a magic treasure he carries, e.g. plays the Flute of Peace at a group (EN §40 / JP §39), or picks up
     * a dead hero's lantern ({@code use hero-2 lantern -> hero-1}, EN §28 / JP §27).
     *
     * @param hero the hero
     * @param item the item's key, e.g. {@code flute-of-peace:2}
     * @param target the enemy group it is used at, or the dead hero whose lantern is picked up, if any
     */
    record Use(String hero, String item, java.util.Optional<String> target) implements Action {
        @Override
        public String toString() {
            return "use " + hero + " " + item + target.map(x -> " -> " + x).orElse("");
        }
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.internal.ValueStyle;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import org.immutables.value.Value;

/**
 * A fight in progress (EN §36-§38, §42 / JP §35-§37, §42), as plain data: the round, which side acts first, where
 * in the round the fight stands, and the enemy attacks waiting for a defense roll.
 *
 * <p>A round is two halves: the side with the initiative acts, then the other (EN §36 / JP §35). Round 0 is the
 * ranged round. In the heroes' half each hero acts, then the combat followers; in the enemies' half their attacks
 * are split between the heroes and the followers (counted as one) and each is defended with a defense roll.
 */
@Value.Immutable(lazyhash = true)
@ValueStyle
public abstract class Combat {

    Combat() {}

    /** Where in a round a fight stands. */
    public enum Stage {
        /**
         * A melee round in which the enemies act first is starting: the party may escape before their half (EN §42 /
         * JP §42).
         */
        ESCAPE,
        /** Heroes choose their actions. */
        HEROES,
        /** The combat followers act. */
        FOLLOWERS,
        /** The enemies' attacks are being split among the defenders. */
        ASSIGN,
        /** Defense rolls against the attacks in {@link Combat#incoming()}. */
        DEFEND
    }

    /**
     * An enemy attack waiting for its defense roll.
     *
     * @param recipient a hero id, {@code followers}, or the key of a follower kind a creature aimed at ({@code
     *     Would.Aim})
     * @param attacker the id of the attacking enemy group
     */
    public record Incoming(String recipient, String attacker) {}

    /** The recipient name of the followers, who count as one when enemy attacks are split (C-33). */
    public static final String FOLLOWERS = "followers";

    /** The tile and the enemies. */
    public abstract Encounter encounter();

    /** Whether the heroes have the initiative. */
    public abstract boolean heroesFirst();

    /** The round: 0 is the ranged round. */
    public abstract int round();

    /** Where in the round the fight stands. */
    public abstract Stage stage();

    /** Heroes who have acted this round. */
    @Value.NaturalOrder
    public abstract SortedSet<String> acted();

    /** A hero owed an extra attack by a critical (EN §8 / JP §8). */
    public abstract Optional<String> extraAttack();

    /** Heroes whose magic weapon has given its first-attack bonus this fight. */
    @Value.NaturalOrder
    public abstract SortedSet<String> magicWeaponUsed();

    /** Whether the Bowmen shot in round 0, so they skip round 1 (EN §28 / JP §27). */
    public abstract boolean bowmenShot();

    /** Whether the heroes' half of this round is over. */
    public abstract boolean heroHalfDone();

    /** Whether the enemies' half of this round is over. */
    public abstract boolean enemyHalfDone();

    /** The enemy attacks not yet defended, in order. */
    public abstract List<Incoming> incoming();

    /** Whether the heroes are escaping (EN §42 / JP §42). */
    public abstract boolean escaping();

    /** The window open in the fight, if any: against missiles, or after a failed defence. */
    public abstract Optional<io.github.roguelikehalf.rules.engine.Window> window();

    /**
     * A scenario's choice waiting in the fight ({@code ScenarioContext.offerChoice} while fighting, e.g. whom a
     * creature's spell or blast hits when the text lets the player decide); the fight goes on once it is made.
     */
    public abstract Optional<io.github.roguelikehalf.rules.engine.Choice> choice();

    /** Whether the enemies' actions other than attacks have been taken this half-round. */
    @Value.Default
    public boolean enemyActionsDone() {
        return false;
    }

    /** Enemy groups that used this half-round on an action instead of attacking. */
    @Value.NaturalOrder
    public abstract SortedSet<String> enemiesActing();

    /** Effects on the whole party for this fight, by key; they end with the fight or the round. */
    @Value.NaturalOrder
    public abstract java.util.SortedMap<String, io.github.roguelikehalf.rules.Effect> effects();

    /** Strength heroes who have used Protect this round (EN §22 / JP §22: once a round). */
    @Value.NaturalOrder
    public abstract SortedSet<String> protectors();

    /** Enemy groups Indoctrinate has been tried on in this fight (EN §21 / JP §21: one attempt). */
    @Value.NaturalOrder
    public abstract SortedSet<String> indoctrinateTried();

    @Value.Check
    final void check() {
        if (round() < 0) {
            throw new IllegalArgumentException("round cannot be negative");
        }
    }

    /**
     * A fight as the engine starts one (EN §36 / JP §35): round 0, the side with the initiative acting first, nothing
     * done yet. For tools and tests that set up a fight; the engine checks the state it is put in before playing it.
     *
     * @param encounter the enemies
     * @param heroesFirst whether the heroes have the initiative
     * @return the fight
     */
    public static Combat atStart(Encounter encounter, boolean heroesFirst) {
        java.util.Objects.requireNonNull(encounter, "encounter");
        return start(encounter, heroesFirst);
    }

    /**
     * A fight against an encounter, before its first round (round 0; EN §36 / JP §35).
     *
     * @param encounter the creatures fought
     * @param heroesFirst whether the heroes act first
     * @return the fight at its start
     */
    public static ImmutableCombat start(Encounter encounter, boolean heroesFirst) {
        // copies of one fight at its start, sharing its empty sets and lists: a builder makes a sorted set, list and
        // map for each of them at every fight's start
        return (heroesFirst ? Template.START : Template.START_ENEMIES_FIRST).withEncounter(encounter);
    }

    /** Holds the fight every start copies, apart from this class so that its initialisation never waits on it. */
    private static final class Template {
        /** A fight at its start, heroes first, against a placeholder encounter that every start replaces. */
        static final ImmutableCombat START = of(true, Stage.HEROES);

        /** The same with the creatures first: their attacks are assigned first. */
        static final ImmutableCombat START_ENEMIES_FIRST = of(false, Stage.ASSIGN);

        /** The start of the rounds 1 to 15, heroes first, then creatures first (the party may escape first). */
        private static final ImmutableCombat[][] ROUNDS = {rounds(START), rounds(of(false, Stage.ESCAPE))};

        private static ImmutableCombat[] rounds(ImmutableCombat first) {
            ImmutableCombat[] r = new ImmutableCombat[16];
            for (int i = 1; i < r.length; i++) {
                r[i] = first.withRound(i);
            }
            return r;
        }

        /** A fight at the start of a round after the first (one copy more beyond round 15). */
        static ImmutableCombat round(boolean heroesFirst, int round) {
            ImmutableCombat[] r = ROUNDS[heroesFirst ? 0 : 1];
            return round < r.length ? r[round] : r[1].withRound(round);
        }

        private static ImmutableCombat of(boolean heroesFirst, Stage stage) {
            return ImmutableCombat.builder()
                    .encounter(new Encounter("-", List.of(EnemyGroup.of("-", 1))))
                    .heroesFirst(heroesFirst)
                    .round(0)
                    .stage(stage)
                    .bowmenShot(false)
                    .heroHalfDone(false)
                    .enemyHalfDone(false)
                    .escaping(false)
                    .build();
        }

        private Template() {}
    }

    private ImmutableCombat copy() {
        return ImmutableCombat.copyOf(this);
    }

    /**
     * This fight with other creatures.
     *
     * @param e the encounter
     * @return the copy
     */
    public Combat with(Encounter e) {
        return copy().withEncounter(e);
    }

    /**
     * This fight at another stage.
     *
     * @param s the stage
     * @return the copy
     */
    public Combat with(Stage s) {
        return copy().withStage(s);
    }

    /**
     * This fight with other characters counted as having acted this round.
     *
     * @param a the ids of those who acted
     * @return the copy
     */
    public Combat actedBy(java.util.Collection<String> a) {
        return copy().withActed(a);
    }

    /**
     * This fight with (or without) a hero owed an extra attack.
     *
     * @param x the hero's id, or empty
     * @return the copy
     */
    public Combat owingExtraAttack(Optional<String> x) {
        return copy().withExtraAttack(x);
    }

    /**
     * This fight with other heroes counted as having used a magic weapon in it.
     *
     * @param m their ids
     * @return the copy
     */
    public Combat magicWeaponUsedBy(java.util.Set<String> m) {
        return copy().withMagicWeaponUsed(m);
    }

    /**
     * This fight with the bowmen's shot before the first round taken or not.
     *
     * @param b whether they have shot
     * @return the copy
     */
    public Combat bowmenHaveShot(boolean b) {
        return copy().withBowmenShot(b);
    }

    /**
     * This fight with each side's half of the round done or not.
     *
     * @param heroes whether the heroes' half is done
     * @param enemies whether the creatures' half is done
     * @return the copy
     */
    public Combat withHalves(boolean heroes, boolean enemies) {
        return copy().withHeroHalfDone(heroes).withEnemyHalfDone(enemies);
    }

    /**
     * This fight with other creature attacks waiting for a defence.
     *
     * @param in the attacks, in order
     * @return the copy
     */
    public Combat attacksWaiting(List<Incoming> in) {
        return copy().withIncoming(in);
    }

    /**
     * This fight with the party escaping or not.
     *
     * @param e whether it escapes
     * @return the copy
     */
    public Combat escapingNow(boolean e) {
        return copy().withEscaping(e);
    }

    /**
     * This fight with a scenario window open, or none.
     *
     * @param w the window, or empty
     * @return the copy
     */
    public Combat windowOpen(Optional<io.github.roguelikehalf.rules.engine.Window> w) {
        return copy().withWindow(w);
    }

    /**
     * This fight with other effects lasting to its end.
     *
     * @param e the effects by id
     * @return the copy
     */
    public Combat withFightEffects(java.util.Map<String, io.github.roguelikehalf.rules.Effect> e) {
        return copy().withEffects(e);
    }

    /**
     * The next round: the first side's stage (for the enemies, the party's chance to escape before their half),
     * nobody has acted, no attack waits.
     */
    public Combat nextRound() {
        // A copy of a fight at the start of the round (the first side's stage and the round number set), whose round
        // parts are already cleared (the halves, who acted, the extra attack, the attacks waiting, the creatures
        // acting, the protectors), with the parts that last the fight carried over: each set only when it is not the
        // start's, since a with* call rebuilds a sorted set even to empty. CombatRoundsTest.everyPartIsListed lists
        // every part as lasting or not; the engine starts a round in place with the same parts (internal.FightCopy's
        // nextRound, which FightCopyTest.nextRoundAsCombat holds to this one for every part).
        ImmutableCombat c = Template.round(heroesFirst(), round() + 1).withEncounter(encounter());
        if (bowmenShot()) {
            c = c.withBowmenShot(true);
        }
        if (escaping()) {
            c = c.withEscaping(true);
        }
        if (window().isPresent()) {
            c = c.withWindow(window());
        }
        if (choice().isPresent()) {
            c = c.withChoice(choice());
        }
        if (!magicWeaponUsed().isEmpty()) {
            c = c.withMagicWeaponUsed(magicWeaponUsed());
        }
        if (!effects().isEmpty()) {
            c = c.withEffects(effects());
        }
        if (!indoctrinateTried().isEmpty()) {
            c = c.withIndoctrinateTried(indoctrinateTried());
        }
        return c;
    }
}

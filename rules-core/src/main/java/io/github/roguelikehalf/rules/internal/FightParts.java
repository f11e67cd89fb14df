package io.github.roguelikehalf.rules.internal;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * The parts of a fight that the steps read to tell where it stands, read alike from a whole {@link Combat} ({@link
 * #of}) and from a fight being changed in place ({@link FightCopy}): the one test of who acts next or whether anybody
 * decides serves both, so that the engine need not make the whole fight to ask it. Not API.
 */
public interface FightParts {

    /**
     * The parts of a whole fight.
     *
     * @param c the fight
     * @return its parts, read from it
     */
    static FightParts of(Combat c) {
        return new Whole(c);
    }

    /**
     * The creatures fought.
     *
     * @return the encounter
     */
    Encounter encounter();

    /**
     * How many groups the encounter has, read without making it.
     *
     * @return {@code encounter().enemies().size()}
     */
    default int groupCount() {
        return encounter().enemies().size();
    }

    /**
     * A group of the encounter, read without making it.
     *
     * @param i its index
     * @return {@code encounter().enemies().get(i)}
     */
    default EnemyGroup group(int i) {
        return encounter().enemies().get(i);
    }

    /**
     * The index of a group, read without making the encounter.
     *
     * @param id the group's id
     * @return {@code encounter().indexOf(id)}
     */
    default int groupIndex(String id) {
        return encounter().indexOf(id);
    }

    /**
     * The effects lasting the fight.
     *
     * @return them by id, sorted and unmodifiable
     */
    SortedMap<String, Effect> effects();

    /**
     * Whether the heroes' side acts first in each round (EN §36 / JP §35).
     *
     * @return whether the heroes act first
     */
    boolean heroesFirst();

    /**
     * The round: 0 is the ranged round.
     *
     * @return the round
     */
    int round();

    /**
     * Where in the round the fight stands.
     *
     * @return the stage
     */
    Combat.Stage stage();

    /**
     * The heroes who have acted this round.
     *
     * @return their ids, sorted and unmodifiable
     */
    SortedSet<String> acted();

    /**
     * The hero owed an extra attack by a critical (EN §8 / JP §8).
     *
     * @return his id, or null for none
     */
    String extraAttacker();

    /**
     * Whether the Bowmen shot in round 0, so they skip round 1 (EN §28 / JP §27).
     *
     * @return whether they shot
     */
    boolean bowmenShot();

    /**
     * Whether the heroes' half of the round is done.
     *
     * @return whether it is done
     */
    boolean heroHalfDone();

    /**
     * Whether the creatures' half of the round is done.
     *
     * @return whether it is done
     */
    boolean enemyHalfDone();

    /**
     * Whether the party is escaping (EN §42 / JP §42).
     *
     * @return whether it escapes
     */
    boolean escaping();

    /**
     * Whether no creature attack waits for its defence.
     *
     * @return whether none waits
     */
    boolean noneIncoming();

    /**
     * The creature attacks waiting for a defence.
     *
     * @return them in order, unmodifiable
     */
    List<Combat.Incoming> incoming();

    /**
     * The groups whose creatures act otherwise than by attacking this half-round (they make no attack in it).
     *
     * @return their ids, sorted and unmodifiable
     */
    SortedSet<String> enemiesActing();

    /**
     * Whether the creatures' actions other than attacks are taken this half-round.
     *
     * @return whether they are taken
     */
    boolean enemyActionsDone();

    /**
     * Whether a window of the fight is open (a reaction or a spell offered between its steps).
     *
     * @return whether one is open
     */
    boolean windowOpen();

    /**
     * Whether a choice of the fight waits.
     *
     * @return whether one waits
     */
    boolean choosing();

    /**
     * The attacks a group makes in this half-round: none in round 0 unless it attacks at range (EN §36 / JP §35), one
     * per creature (a Strong Creature once) against an escape (EN §42 / JP §42, AMB-14), otherwise its attacks per
     * round (EN §37 / JP §35). The one home of the rule: {@link
     * io.github.roguelikehalf.rules.engine.AttackSplit#attacksThisHalf} asks it of a whole fight.
     *
     * @param group the group
     * @param strong whether it is a Strong Creature
     * @param ranged whether it attacks at range in round 0
     * @param attacksPerRound its attacks in a round
     * @return the attacks this half-round
     */
    default int attacksThisHalf(EnemyGroup group, boolean strong, boolean ranged, int attacksPerRound) {
        if (escaping()) {
            return strong ? 1 : group.current();
        }
        return round() > 0 || ranged ? attacksPerRound : 0;
    }

    /** The parts of a whole fight, read from it. */
    record Whole(Combat c) implements FightParts {

        @Override
        public Encounter encounter() {
            return c.encounter();
        }

        @Override
        public SortedMap<String, Effect> effects() {
            return c.effects();
        }

        @Override
        public boolean heroesFirst() {
            return c.heroesFirst();
        }

        @Override
        public int round() {
            return c.round();
        }

        @Override
        public Combat.Stage stage() {
            return c.stage();
        }

        @Override
        public SortedSet<String> acted() {
            return c.acted();
        }

        @Override
        public String extraAttacker() {
            return c.extraAttack().orElse(null);
        }

        @Override
        public boolean bowmenShot() {
            return c.bowmenShot();
        }

        @Override
        public boolean heroHalfDone() {
            return c.heroHalfDone();
        }

        @Override
        public boolean enemyHalfDone() {
            return c.enemyHalfDone();
        }

        @Override
        public boolean escaping() {
            return c.escaping();
        }

        @Override
        public boolean noneIncoming() {
            return c.incoming().isEmpty();
        }

        @Override
        public List<Combat.Incoming> incoming() {
            return c.incoming();
        }

        @Override
        public SortedSet<String> enemiesActing() {
            return c.enemiesActing();
        }

        @Override
        public boolean enemyActionsDone() {
            return c.enemyActionsDone();
        }

        @Override
        public boolean windowOpen() {
            return c.window().isPresent();
        }

        @Override
        public boolean choosing() {
            return c.choice().isPresent();
        }
    }
}

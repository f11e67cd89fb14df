package io.github.roguelikehalf.rules.engine;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A fight in progress (EN §36-§38, §42 / JP §35-§37, §42), as plain data: the round, which side acts first, where
 * in the round the fight stands, and the enemy attacks waiting for a defense roll.
 *
 * <p>A round is two halves: the side with the initiative acts, then the other (EN §36 / JP §35). Round 0 is the
 * ranged round. In the heroes' half each hero acts, then the combat followers; in the enemies' half their attacks
 * are split between the heroes and the followers (counted as one) and each is defended with a defense roll.
 *
 * @param encounter the tile and the enemies
 * @param heroesFirst whether the heroes have the initiative
 * @param round the round: 0 is the ranged round
 * @param stage where in the round the fight stands
 * @param acted heroes who have acted this round
 * @param extraAttack a hero owed an extra attack by a critical (EN §8 / JP §8)
 * @param magicWeaponUsed heroes whose magic weapon has given its first-attack bonus this fight
 * @param bowmenShot whether the Bowmen shot in round 0, so they skip round 1 (EN §28 / JP §27)
 * @param heroHalfDone whether the heroes' half of this round is over
 * @param enemyHalfDone whether the enemies' half of this round is over
 * @param incoming the enemy attacks not yet defended, in order
 * @param escaping whether the heroes are escaping (EN §42 / JP §42)
 */
public record Combat(
        Encounter encounter,
        boolean heroesFirst,
        int round,
        Stage stage,
        Set<String> acted,
        Optional<String> extraAttack,
        Set<String> magicWeaponUsed,
        boolean bowmenShot,
        boolean heroHalfDone,
        boolean enemyHalfDone,
        List<Incoming> incoming,
        boolean escaping) {

    /** Where in a round a fight stands. */
    public enum Stage {
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
     * @param recipient a hero id, or {@code followers}
     * @param attacker the id of the attacking enemy group
     */
    public record Incoming(String recipient, String attacker) {}

    /** The recipient name of the followers, who count as one when enemy attacks are split (C-33). */
    public static final String FOLLOWERS = "followers";

    /** Copies the collections in a canonical order. */
    public Combat {
        acted = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(acted));
        magicWeaponUsed = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(magicWeaponUsed));
        incoming = List.copyOf(incoming);
        if (round < 0) {
            throw new IllegalArgumentException("round cannot be negative");
        }
    }

    static Combat start(Encounter encounter, boolean heroesFirst) {
        return new Combat(
                encounter,
                heroesFirst,
                0,
                heroesFirst ? Stage.HEROES : Stage.ASSIGN,
                Set.of(),
                Optional.empty(),
                Set.of(),
                false,
                false,
                false,
                List.of(),
                false);
    }

    Combat with(Encounter e) {
        return new Combat(
                e,
                heroesFirst,
                round,
                stage,
                acted,
                extraAttack,
                magicWeaponUsed,
                bowmenShot,
                heroHalfDone,
                enemyHalfDone,
                incoming,
                escaping);
    }

    Combat with(Stage s) {
        return new Combat(
                encounter,
                heroesFirst,
                round,
                s,
                acted,
                extraAttack,
                magicWeaponUsed,
                bowmenShot,
                heroHalfDone,
                enemyHalfDone,
                incoming,
                escaping);
    }

    Combat withActed(Set<String> a) {
        return new Combat(
                encounter,
                heroesFirst,
                round,
                stage,
                a,
                extraAttack,
                magicWeaponUsed,
                bowmenShot,
                heroHalfDone,
                enemyHalfDone,
                incoming,
                escaping);
    }

    Combat withExtraAttack(Optional<String> x) {
        return new Combat(
                encounter,
                heroesFirst,
                round,
                stage,
                acted,
                x,
                magicWeaponUsed,
                bowmenShot,
                heroHalfDone,
                enemyHalfDone,
                incoming,
                escaping);
    }

    Combat withMagicWeaponUsed(Set<String> m) {
        return new Combat(
                encounter,
                heroesFirst,
                round,
                stage,
                acted,
                extraAttack,
                m,
                bowmenShot,
                heroHalfDone,
                enemyHalfDone,
                incoming,
                escaping);
    }

    Combat withBowmenShot(boolean b) {
        return new Combat(
                encounter,
                heroesFirst,
                round,
                stage,
                acted,
                extraAttack,
                magicWeaponUsed,
                b,
                heroHalfDone,
                enemyHalfDone,
                incoming,
                escaping);
    }

    Combat withHalves(boolean heroes, boolean enemies) {
        return new Combat(
                encounter,
                heroesFirst,
                round,
                stage,
                acted,
                extraAttack,
                magicWeaponUsed,
                bowmenShot,
                heroes,
                enemies,
                incoming,
                escaping);
    }

    Combat withIncoming(List<Incoming> in) {
        return new Combat(
                encounter,
                heroesFirst,
                round,
                stage,
                acted,
                extraAttack,
                magicWeaponUsed,
                bowmenShot,
                heroHalfDone,
                enemyHalfDone,
                in,
                escaping);
    }

    Combat withEscaping(boolean e) {
        return new Combat(
                encounter,
                heroesFirst,
                round,
                stage,
                acted,
                extraAttack,
                magicWeaponUsed,
                bowmenShot,
                heroHalfDone,
                enemyHalfDone,
                incoming,
                e);
    }

    Combat nextRound() {
        return new Combat(
                encounter,
                heroesFirst,
                round + 1,
                heroesFirst ? Stage.HEROES : Stage.ASSIGN,
                Set.of(),
                Optional.empty(),
                magicWeaponUsed,
                bowmenShot,
                false,
                false,
                List.of(),
                escaping);
    }
}

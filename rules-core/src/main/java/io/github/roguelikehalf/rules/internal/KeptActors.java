package io.github.roguelikehalf.rules.internal;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.follower.FollowerKind;

/**
 * The actors of {@link Actor#hero} and {@link Actor#followers(FollowerKind)}, which every attack and defence names:
 * each kept in a slot chosen by its id (a hero's) or by its kind's identity (a follower group's kind, the same object
 * from state to state), and given again while the slot holds it. Actors are values, so an equal one kept serves as a new
 * one. Safe between threads without locks: an actor's part is final, so a thread sees a whole actor or none (and then
 * makes one, which takes the slot). Not API.
 */
public final class KeptActors {

    private static final int SLOTS = 32; // a power of two

    private static final Actor.OfHero[] HEROES = new Actor.OfHero[SLOTS];
    private static final Actor.OfKind[] KINDS = new Actor.OfKind[SLOTS];

    private KeptActors() {}

    /**
     * A hero, as {@code new Actor.OfHero(id)} makes him.
     *
     * @param id the hero's id
     * @return the actor
     * @throws io.github.roguelikehalf.rules.RulesException if the id is a reserved word
     */
    public static Actor.OfHero hero(String id) {
        int i = id.hashCode() & (SLOTS - 1);
        Actor.OfHero a = HEROES[i];
        if (a == null || !a.id().equals(id)) {
            a = new Actor.OfHero(id);
            HEROES[i] = a;
        }
        return a;
    }

    /**
     * One kind of follower, as {@code new Actor.OfKind(kind)} makes it.
     *
     * @param kind the kind
     * @return the actor
     */
    public static Actor.OfKind followers(FollowerKind kind) {
        int i = System.identityHashCode(kind) & (SLOTS - 1);
        Actor.OfKind a = KINDS[i];
        if (a == null || a.kind() != kind) {
            a = new Actor.OfKind(kind);
            KINDS[i] = a;
        }
        return a;
    }
}

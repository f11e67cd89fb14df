package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import java.util.function.Function;

/**
 * The actions the steps list at nearly every decision (a hero's attacks at each group and his hold, the followers'
 * attacks, a follower kind's release), each kept in a slot chosen by its parts' hash and given again while the slot holds
 * an equal one: equal actions are interchangeable values, so a decision's list holds the kept ones instead of new ones.
 * Safe between threads without locks: an action's parts are final, so a thread sees a whole action or none (and then
 * makes one, which takes the slot).
 */
final class KeptActions {

    private static final int SLOTS = 64; // a power of two

    private static final Action.Hold[] HOLDS = new Action.Hold[SLOTS];
    private static final Action.Attack[] ATTACKS = new Action.Attack[SLOTS];
    private static final Action.Shoot[] SHOTS = new Action.Shoot[SLOTS];
    private static final Action.FollowersAttack[] FOLLOWERS_ATTACKS = new Action.FollowersAttack[SLOTS];
    private static final Action.FollowersShoot[] FOLLOWERS_SHOTS = new Action.FollowersShoot[SLOTS];
    private static final Action.Release[] RELEASES = new Action.Release[SLOTS];

    private KeptActions() {}

    private static int slot(String a) {
        return a.hashCode() & (SLOTS - 1);
    }

    private static int slot(String a, String b, boolean power) {
        return (a.hashCode() * 31 + b.hashCode() + (power ? 17 : 0)) & (SLOTS - 1);
    }

    /**
     * The action of one part kept in a table, or a new one that takes its slot.
     *
     * @param table the kind's table
     * @param part the action's one part
     * @param partOf reads an action's part (a method reference, made once)
     * @param make makes the action of a part (a method reference, made once)
     */
    private static <A extends Action> A kept(
            A[] table, String part, Function<A, String> partOf, Function<String, A> make) {
        int i = slot(part);
        A k = table[i];
        if (k == null || !partOf.apply(k).equals(part)) {
            k = make.apply(part);
            table[i] = k;
        }
        return k;
    }

    /** {@code new Action.Hold(actor)}, or an equal one kept. */
    static Action.Hold hold(String actor) {
        return kept(HOLDS, actor, Action.Hold::actor, Action.Hold::new);
    }

    /** {@code new Action.Attack(hero, target, power)}, or an equal one kept. */
    static Action.Attack attack(String hero, String target, boolean power) {
        int i = slot(hero, target, power);
        Action.Attack k = ATTACKS[i];
        if (k == null
                || k.power() != power
                || !k.hero().equals(hero)
                || !k.target().equals(target)) {
            ATTACKS[i] = k = new Action.Attack(hero, target, power);
        }
        return k;
    }

    /** {@code new Action.Shoot(hero, target, power)}, or an equal one kept. */
    static Action.Shoot shoot(String hero, String target, boolean power) {
        int i = slot(hero, target, power);
        Action.Shoot k = SHOTS[i];
        if (k == null
                || k.power() != power
                || !k.hero().equals(hero)
                || !k.target().equals(target)) {
            SHOTS[i] = k = new Action.Shoot(hero, target, power);
        }
        return k;
    }

    /** {@code new Action.FollowersAttack(target)}, or an equal one kept. */
    static Action.FollowersAttack followersAttack(String target) {
        return kept(FOLLOWERS_ATTACKS, target, Action.FollowersAttack::target, Action.FollowersAttack::new);
    }

    /** {@code new Action.FollowersShoot(target)}, or an equal one kept. */
    static Action.FollowersShoot followersShoot(String target) {
        return kept(FOLLOWERS_SHOTS, target, Action.FollowersShoot::target, Action.FollowersShoot::new);
    }

    /** {@code new Action.Release(kind)}, or an equal one kept. */
    static Action.Release release(String kind) {
        return kept(RELEASES, kind, Action.Release::kind, Action.Release::new);
    }
}

package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.IllegalActionException;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Transition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** The contract suite's check that every action that is not legal is rejected, with the state unchanged. */
final class IllegalActions {

    /** Illegal actions that never name anything real, tried in turn (one per step). */
    private static final List<Action> NONSENSE = List.of(
            new Action.Attack("hero-9", "nobody", false),
            new Action.Explore(),
            new Action.Enter(),
            new Action.AttackFirst(),
            new Action.Wait(),
            new Action.RefuseBribe(),
            new Action.Escape(),
            new Action.Hold(Combat.FOLLOWERS),
            new Action.Defend("hero-9", false),
            new Action.PayBribe("hero-9", List.of()),
            new Action.AssignExtra(List.of("nobody")),
            new Action.Search("scout"),
            new Action.Drink("hero-9"),
            new Action.Eat("hero-9"),
            new Action.Swap("hero-1", "magic-two-handed-weapon/blunt"),
            new Action.FollowersAttack("nobody"),
            new Action.FollowersShoot("nobody"),
            new Action.Shoot("hero-9", "nobody", true),
            new Action.Hold("hero-9"),
            new Action.Choose("hero-9", "nothing"),
            new Action.Pass());

    /** How many earlier legal actions of one kind of decision are kept as later illegal candidates. */
    private static final int POOL_PER_DECISION = 64;

    private IllegalActions() {}

    /**
     * At one step of a walk: illegal candidates are rejected, the legal actions are kept as later candidates, and once
     * the adventure is over nothing is legal, not even what was legal a moment ago.
     */
    static void check(
            Engine engine,
            GameState s,
            List<Action> legal,
            int index,
            Action a,
            Transition transition,
            Map<Class<?>, List<Action>> pool,
            SplittableRandom pick,
            ContractReport.Counter c) {
        Class<?> now = engine.decision(s).orElseThrow().getClass();
        rejects(engine, s, legal, candidates(index, now, legal, pool, pick), index % 2 == 0, c);
        List<Action> kept = pool.computeIfAbsent(now, k -> new ArrayList<>());
        for (Action x : legal) {
            if (kept.size() < POOL_PER_DECISION && !kept.contains(x)) {
                kept.add(x);
            }
        }
        if (transition.state().isTerminal()) {
            List<Action> after = new ArrayList<>(NONSENSE);
            after.add(a);
            rejects(engine, transition.state(), List.of(), after, true, c);
        }
    }

    /**
     * Illegal candidates at one step: one action that names nothing real (in turn), one legal action of another kind of
     * decision met earlier, and one of any kind met earlier; those that happen to be legal now are skipped.
     */
    private static List<Action> candidates(
            int index, Class<?> now, List<Action> legal, Map<Class<?>, List<Action>> pool, SplittableRandom pick) {
        List<Action> out = new ArrayList<>();
        out.add(NONSENSE.get(index % NONSENSE.size()));
        List<Action> other = new ArrayList<>();
        List<Action> any = new ArrayList<>();
        for (Map.Entry<Class<?>, List<Action>> e : pool.entrySet()) {
            for (Action x : e.getValue()) {
                if (!legal.contains(x)) {
                    any.add(x);
                    if (e.getKey() != now) {
                        other.add(x);
                    }
                }
            }
        }
        if (!other.isEmpty()) {
            out.add(other.get(pick.nextInt(other.size())));
        }
        if (!any.isEmpty()) {
            out.add(any.get(pick.nextInt(any.size())));
        }
        return out;
    }

    /**
     * Each candidate that is not legal is rejected naming the legal actions, given as an {@link Action} or as its
     * canonical text (in turn, starting as asked), and also when dice are handed in (before any die is needed); the
     * state and its decision are unchanged.
     */
    private static void rejects(
            Engine engine,
            GameState s,
            List<Action> legal,
            List<Action> candidates,
            boolean textFirst,
            ContractReport.Counter c) {
        GameState copy = ImmutableGameState.builder().from(s).build();
        var decision = engine.decision(s);
        boolean text = textFirst;
        for (Action a : candidates) {
            if (legal.contains(a)) {
                continue;
            }
            String check = "every action that is not legal is rejected, with the state unchanged";
            String as = text ? "the text '" + a + "'" : "'" + a + "'";
            try {
                if (text) {
                    engine.apply(s, a.toString());
                } else {
                    engine.apply(s, a);
                }
                throw new ContractViolation(check, as + " was accepted, legal: " + legal);
            } catch (IllegalActionException e) {
                Checks.check(
                        e.legalActions().equals(legal),
                        check,
                        () -> "rejecting " + as + " named " + e.legalActions() + ", legal: " + legal);
            }
            text = !text;
            try {
                engine.apply(s, a, Dice.of());
                throw new ContractViolation(check, "'" + a + "' with dice handed in was accepted, legal: " + legal);
            } catch (IllegalActionException e) {
                // rejected before any die was needed
            } catch (RuntimeException e) {
                throw new ContractViolation(
                        check, "'" + a + "' with dice handed in was not rejected as illegal: it threw " + e);
            }
            Checks.check(s.equals(copy), check, () -> "the state changed after rejecting '" + a + "'");
            Checks.check(
                    engine.decision(s).equals(decision),
                    check,
                    () -> "the decision changed after rejecting '" + a + "'");
            c.illegalRejected();
        }
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Actor;
import java.util.Arrays;
import java.util.List;

/** Reads the canonical text of an action ({@link Action#parse}); the inverse of each action's {@code toString()}. */
final class ActionParser {

    private ActionParser() {}

    static Action parse(String text) {
        java.util.Objects.requireNonNull(text, "text");
        String t = text.trim().replaceAll("\\s+", " ");
        List<String> w = Arrays.asList(t.split(" "));
        try {
            return switch (w.get(0)) {
                case "explore" -> only(w, new Action.Explore());
                case "enter" -> only(w, new Action.Enter());
                case "attack-first" -> only(w, new Action.AttackFirst());
                case "wait" -> only(w, new Action.Wait());
                case "refuse-bribe" -> only(w, new Action.RefuseBribe());
                case "escape" -> only(w, new Action.Escape());
                case "pass" -> only(w, new Action.Pass());
                case "choose" -> w.size() == 3 ? new Action.Choose(w.get(1), w.get(2)) : fail(text);
                case "eat" -> w.size() == 2 ? new Action.Eat(w.get(1)) : fail(text);
                case "drink" -> w.size() == 2 ? new Action.Drink(w.get(1)) : fail(text);
                case "find-treasure" -> w.size() == 2 ? new Action.FindTreasure(w.get(1)) : fail(text);
                case "search" -> w.size() == 2 ? new Action.Search(w.get(1)) : fail(text);
                case "hold" -> w.size() == 2 ? new Action.Hold(w.get(1)) : fail(text);
                case "release" -> w.size() == 2 ? new Action.Release(w.get(1)) : fail(text);
                case "pay-bribe" -> w.size() >= 2 ? new Action.PayBribe(w.get(1), w.subList(2, w.size())) : fail(text);
                case "attack", "shoot" -> attackOrShoot(w, text);
                case "capture" ->
                    w.size() == 4 && w.get(2).equals("->") ? new Action.Capture(w.get(1), w.get(3)) : fail(text);
                case "throw" ->
                    w.size() == 5 && w.get(3).equals("->")
                            ? new Action.Throw(w.get(1), w.get(2), w.get(4))
                            : fail(text);
                case "swap" ->
                    w.size() == 4 && w.get(2).equals("->") ? new Action.Swap(w.get(1), w.get(3)) : fail(text);
                case "followers" -> followers(w, text);
                case "extra" -> w.size() >= 2 ? new Action.AssignExtra(w.subList(1, w.size())) : fail(text);
                case "cast" -> cast(w, text);
                case "use" -> use(w, text);
                case "protect" ->
                    w.size() == 2 || (w.size() == 3 && w.get(2).equals("power"))
                            ? new Action.Protect(w.get(1), w.size() == 3)
                            : fail(text);
                case "defend" ->
                    w.size() == 2 || (w.size() == 3 && w.get(2).equals("power"))
                            ? new Action.Defend(w.get(1), w.size() == 3)
                            : fail(text);
                default -> fail(text);
            };
        } catch (IllegalArgumentException e) {
            throw new ActionParseException(text, e.getMessage());
        }
    }

    private static Action attackOrShoot(List<String> w, String text) {
        if ((w.size() == 4 || (w.size() == 5 && w.get(4).equals("power")))
                && w.get(2).equals("->")) {
            boolean power = w.size() == 5;
            return w.get(0).equals("attack")
                    ? new Action.Attack(w.get(1), w.get(3), power)
                    : new Action.Shoot(w.get(1), w.get(3), power);
        }
        return fail(text);
    }

    private static Action followers(List<String> w, String text) {
        if (w.size() == 4 && w.get(2).equals("->")) {
            if (w.get(1).equals("attack")) {
                return new Action.FollowersAttack(w.get(3));
            }
            if (w.get(1).equals("shoot")) {
                return new Action.FollowersShoot(w.get(3));
            }
        }
        return fail(text);
    }

    private static Action cast(List<String> w, String text) {
        if (w.size() == 3) {
            return new Action.Cast(w.get(1), w.get(2), java.util.Optional.empty());
        }
        return w.size() == 5 && w.get(3).equals("->")
                ? new Action.Cast(w.get(1), w.get(2), java.util.Optional.of(w.get(4)))
                : fail(text);
    }

    private static Action use(List<String> w, String text) {
        if (w.size() == 3) {
            return new Action.Use(w.get(1), w.get(2), java.util.Optional.empty());
        }
        return w.size() == 5 && w.get(3).equals("->")
                ? new Action.Use(w.get(1), w.get(2), java.util.Optional.of(w.get(4)))
                : fail(text);
    }

    private static Action only(List<String> words, Action a) {
        return words.size() == 1 ? a : fail(String.join(" ", words));
    }

    private static Action fail(String text) {
        throw new ActionParseException(text, "not an action");
    }

    /** The body of {@link Action#actedBy()}. */
    static Actor actor(Action a) {
        String who;
        if (a instanceof Action.Eat x) {
            who = x.hero();
        } else if (a instanceof Action.Drink x) {
            who = x.hero();
        } else if (a instanceof Action.FindTreasure x) {
            who = x.hero();
        } else if (a instanceof Action.Search x) {
            who = x.searcher();
        } else if (a instanceof Action.PayBribe x) {
            who = x.payer();
        } else if (a instanceof Action.Attack x) {
            who = x.hero();
        } else if (a instanceof Action.Shoot x) {
            who = x.hero();
        } else if (a instanceof Action.Capture x) {
            who = x.hero();
        } else if (a instanceof Action.Throw x) {
            who = x.hero();
        } else if (a instanceof Action.Swap x) {
            who = x.hero();
        } else if (a instanceof Action.Hold x) {
            who = x.actor();
        } else if (a instanceof Action.Defend x) {
            who = x.defender();
        } else if (a instanceof Action.Choose x) {
            who = x.actor();
        } else if (a instanceof Action.Cast x) {
            who = x.caster();
        } else if (a instanceof Action.Protect x) {
            who = x.hero();
        } else if (a instanceof Action.Use x) {
            who = x.hero();
        } else if (a instanceof Action.FollowersAttack || a instanceof Action.FollowersShoot) {
            return Actor.followers();
        } else {
            return Actor.party();
        }
        return Actor.parse(who);
    }
}

package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import java.util.List;

/**
 * Plain-language labels for decisions and actions, for people at a terminal. Every label ends with the action's
 * canonical form in brackets, which {@code play} also accepts as typed. Actions this class does not know (from a
 * newer engine or a scenario) fall back to their canonical form.
 */
final class Labels {

    private Labels() {}

    /**
     * What the decision asks, e.g. "Rin's turn in round 2".
     *
     * @param d the decision
     * @param name the display name of an actor id (heroes by name, everything else as given)
     * @return the prompt
     */
    static String prompt(Decision d, java.util.function.UnaryOperator<String> name) {
        if (d instanceof Decision.Explore) {
            return "Between rooms: explore on, or get ready";
        } else if (d instanceof Decision.Search s) {
            return "The dice show room " + s.d66() + ": enter it, or search for another way";
        } else if (d instanceof Decision.Approach a) {
            return "Enemies ahead (" + a.enemies() + "): attack first, or wait and see how they react";
        } else if (d instanceof Decision.PayBribe b) {
            return "They ask a bribe of " + b.bribe() + ": pay it, or refuse and fight";
        } else if (d instanceof Decision.HeroTurn h) {
            return name.apply(h.hero()) + "'s turn in round " + h.round();
        } else if (d instanceof Decision.FollowerTurn f) {
            return "The followers' turn in round " + f.round();
        } else if (d instanceof Decision.Escape e) {
            return "Round " + e.round() + " opens with the enemies: escape now, or stand and fight";
        } else if (d instanceof Decision.AssignAttacks a) {
            return "Share out " + a.attacks() + " enemy attacks among "
                    + String.join(", ", names(a.recipients(), name));
        } else if (d instanceof Decision.ChooseDefender c) {
            return "Who defends against the next attack (" + c.attacksLeft() + " left)?";
        } else if (d instanceof Decision.Choose c) {
            return c.prompt();
        } else if (d instanceof Decision.Window w) {
            return "A moment to act ("
                    + w.window()
                            .kind()
                            .name()
                            .toLowerCase(java.util.Locale.ROOT)
                            .replace('_', ' ') + ")";
        }
        return "Choose";
    }

    /**
     * A label for one action, e.g. "Rin attacks the goblins (power attack)  [attack hero-1 -> goblins power]".
     *
     * @param a the action
     * @param name the display name of an actor id
     * @return the label
     */
    static String action(Action a, java.util.function.UnaryOperator<String> name) {
        return describe(a, name) + "  [" + a + "]";
    }

    static String describe(Action a, java.util.function.UnaryOperator<String> n) {
        if (a instanceof Action.Explore) {
            return "Explore: roll for the next room";
        } else if (a instanceof Action.Enter) {
            return "Enter the room";
        } else if (a instanceof Action.Search s) {
            return n.apply(s.searcher()) + " searches for another way";
        } else if (a instanceof Action.Eat e) {
            return n.apply(e.hero()) + " eats a ration";
        } else if (a instanceof Action.Drink d) {
            return n.apply(d.hero()) + " drinks a healing potion";
        } else if (a instanceof Action.Release r) {
            return "Release a follower (" + r.kind() + ")";
        } else if (a instanceof Action.AttackFirst) {
            return "Attack first";
        } else if (a instanceof Action.Wait) {
            return "Wait and see how they react";
        } else if (a instanceof Action.PayBribe p) {
            return n.apply(p.payer()) + " pays"
                    + (p.items().isEmpty() ? "" : " with " + String.join(", ", names(p.items(), n)));
        } else if (a instanceof Action.RefuseBribe) {
            return "Refuse the bribe";
        } else if (a instanceof Action.Attack at) {
            return n.apply(at.hero()) + " attacks " + n.apply(at.target()) + (at.power() ? " (power attack)" : "");
        } else if (a instanceof Action.Shoot s) {
            return n.apply(s.hero()) + " shoots at " + n.apply(s.target()) + (s.power() ? " (power shot)" : "");
        } else if (a instanceof Action.Swap s) {
            return n.apply(s.hero()) + " takes " + n.apply(s.item()) + " in hand";
        } else if (a instanceof Action.Hold h) {
            return n.apply(h.actor()) + " does nothing this round";
        } else if (a instanceof Action.Escape) {
            return "Escape (each enemy gets one attack)";
        } else if (a instanceof Action.FollowersAttack f) {
            return "The followers attack " + n.apply(f.target());
        } else if (a instanceof Action.FollowersShoot f) {
            return "The followers shoot at " + n.apply(f.target());
        } else if (a instanceof Action.AssignExtra x) {
            return "Extra attacks go to " + String.join(", ", names(x.recipients(), n));
        } else if (a instanceof Action.Defend d) {
            return n.apply(d.defender()) + " defends" + (d.power() ? " (power defend)" : "");
        } else if (a instanceof Action.Choose c) {
            return n.apply(c.actor()) + ": " + n.apply(c.option());
        } else if (a instanceof Action.Pass) {
            return "Go on";
        }
        return a.toString();
    }

    private static List<String> names(List<String> ids, java.util.function.UnaryOperator<String> n) {
        return ids.stream().map(n).toList();
    }
}

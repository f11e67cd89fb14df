package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Plain-language labels for decisions and actions, for people at a terminal, in the language of a {@link Texts}. Every
 * label ends with the action's canonical form in brackets, which {@code play} also accepts as typed. Actions this
 * class does not know (from a newer engine or a scenario) fall back to their canonical form.
 */
final class Labels {

    private Labels() {}

    /**
     * What the decision asks, e.g. "Rin's turn in round 2".
     *
     * @param t the texts of the language
     * @param d the decision
     * @param name the display name of an actor id (heroes by name, creatures, items and options by their names)
     * @return the prompt
     */
    static String prompt(Texts t, Decision d, UnaryOperator<String> name) {
        if (d instanceof Decision.Explore) {
            return t.say("prompt.explore");
        } else if (d instanceof Decision.Search s) {
            return t.say("prompt.search", s.d66());
        } else if (d instanceof Decision.Approach a) {
            return t.say("prompt.approach", a.enemies(), name.apply(a.enemies().split(" \\(", 2)[0]));
        } else if (d instanceof Decision.PayBribe b) {
            return t.say(
                    "prompt.bribe",
                    b.bribe().amount(),
                    name.apply(b.bribe().kind().key()));
        } else if (d instanceof Decision.HeroTurn h) {
            return t.say("prompt.hero-turn", name.apply(h.hero()), h.round());
        } else if (d instanceof Decision.FollowerTurn f) {
            return t.say("prompt.follower-turn", f.round());
        } else if (d instanceof Decision.Escape e) {
            return t.say("prompt.escape", e.round());
        } else if (d instanceof Decision.AssignAttacks a) {
            return t.say("prompt.assign", a.attacks(), t.list(names(a.recipients(), name)));
        } else if (d instanceof Decision.ChooseDefender c) {
            return t.say("prompt.defender", c.attacksLeft());
        } else if (d instanceof Decision.Choose c) {
            return name.apply(c.prompt());
        } else if (d instanceof Decision.Window w) {
            return t.say(
                    "prompt.window",
                    t.say("window."
                            + w.window().kind().name().toLowerCase(Locale.ROOT).replace('_', '-')));
        }
        return t.say("prompt.choose");
    }

    /**
     * A label for one action, e.g. "Rin attacks the goblins (power attack)  [attack hero-1 -> goblins power]".
     *
     * @param t the texts of the language
     * @param a the action
     * @param name the display name of an actor id
     * @return the label
     */
    static String action(Texts t, Action a, UnaryOperator<String> name) {
        return describe(t, a, name) + "  [" + a + "]";
    }

    static String describe(Texts t, Action a, UnaryOperator<String> n) {
        if (a instanceof Action.Explore) {
            return t.say("label.explore");
        } else if (a instanceof Action.Enter) {
            return t.say("label.enter");
        } else if (a instanceof Action.Search s) {
            return t.say("label.search", n.apply(s.searcher()));
        } else if (a instanceof Action.Eat e) {
            return t.say("label.eat", n.apply(e.hero()));
        } else if (a instanceof Action.Drink d) {
            return t.say("label.drink", n.apply(d.hero()));
        } else if (a instanceof Action.Release r) {
            return t.say("label.release", n.apply(r.kind()));
        } else if (a instanceof Action.AttackFirst) {
            return t.say("label.attack-first");
        } else if (a instanceof Action.Wait) {
            return t.say("label.wait");
        } else if (a instanceof Action.PayBribe p) {
            return p.items().isEmpty()
                    ? t.say("label.pay", n.apply(p.payer()))
                    : t.say("label.pay-with", n.apply(p.payer()), t.list(names(p.items(), n)));
        } else if (a instanceof Action.RefuseBribe) {
            return t.say("label.refuse");
        } else if (a instanceof Action.Attack at) {
            return t.say(at.power() ? "label.power-attack" : "label.attack", n.apply(at.hero()), n.apply(at.target()));
        } else if (a instanceof Action.Shoot s) {
            return t.say(s.power() ? "label.power-shot" : "label.shoot", n.apply(s.hero()), n.apply(s.target()));
        } else if (a instanceof Action.Swap s) {
            return t.say("label.swap", n.apply(s.hero()), n.apply(s.item()));
        } else if (a instanceof Action.Hold h) {
            return t.say("label.hold", n.apply(h.actor()));
        } else if (a instanceof Action.Escape) {
            return t.say("label.escape");
        } else if (a instanceof Action.FollowersAttack f) {
            return t.say("label.followers-attack", n.apply(f.target()));
        } else if (a instanceof Action.FollowersShoot f) {
            return t.say("label.followers-shoot", n.apply(f.target()));
        } else if (a instanceof Action.AssignExtra x) {
            return t.say("label.extra", t.list(names(x.recipients(), n)));
        } else if (a instanceof Action.Defend d) {
            return t.say(d.power() ? "label.power-defend" : "label.defend", n.apply(d.defender()));
        } else if (a instanceof Action.Choose c) {
            return t.say("label.choose", n.apply(c.actor()), n.apply(c.option()));
        } else if (a instanceof Action.Pass) {
            return t.say("label.pass");
        }
        return magic(t, a, n);
    }

    /** The labels of treasure, capture, magic, items thrown or used, and Protect. */
    private static String magic(Texts t, Action a, UnaryOperator<String> n) {
        if (a instanceof Action.FindTreasure f) {
            return t.say("label.find-treasure", n.apply(f.hero()));
        } else if (a instanceof Action.Capture c) {
            return t.say("label.capture", n.apply(c.hero()), n.apply(c.target()));
        } else if (a instanceof Action.Throw th) {
            return t.say("label.throw", n.apply(th.hero()), n.apply(th.item()), n.apply(th.target()));
        } else if (a instanceof Action.Cast c) {
            return c.target().isPresent()
                    ? t.say(
                            "label.cast-at",
                            n.apply(c.caster()),
                            n.apply(c.magic()),
                            n.apply(c.target().get()))
                    : t.say("label.cast", n.apply(c.caster()), n.apply(c.magic()));
        } else if (a instanceof Action.Use u) {
            return u.target().isPresent()
                    ? t.say(
                            "label.use-on",
                            n.apply(u.hero()),
                            n.apply(u.item()),
                            n.apply(u.target().get()))
                    : t.say("label.use", n.apply(u.hero()), n.apply(u.item()));
        } else if (a instanceof Action.Protect p) {
            return t.say(p.power() ? "label.power-protect" : "label.protect", n.apply(p.hero()));
        }
        return a.toString();
    }

    private static List<String> names(List<String> ids, UnaryOperator<String> n) {
        return ids.stream().map(n).toList();
    }
}

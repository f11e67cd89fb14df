package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Capturing Weak Creatures with ropes after a won fight (EN §28 / JP §27): one rope binds one creature, which joins
 * the party as a Captured follower within the Follower score and the scenario's cap; every sleeper may be bound. In the English text a rope alone
 * will do on a defeated Weak Creature; in the Japanese text ({@link RuleOptions#captureNeedsKnockout()}) the creature
 * must have been put to sleep by Knockout first.
 */
public final class Captures {

    static final String RULE = "EN §28 / JP §27";

    private Captures() {}

    /**
     * Whether a group's creature may be captured: a Weak Creature whose group has creatures asleep (they count as
     * defeated, EN §19 / JP §19, whatever the rest of the group did), or, where the rules do not ask for sleep, a
     * group defeated and not fled.
     *
     * @param creature the group's creature
     * @param group the group after the fight
     * @param slept whether some of the group's creatures were put to sleep by Knockout (or the Flute of Peace)
     * @param options the rule options
     * @return true if a rope may bind one of them
     */
    public static boolean capturable(Creature creature, EnemyGroup group, boolean slept, RuleOptions options) {
        return !creature.strong()
                && (slept || (!group.fled() && group.current() == 0 && !options.captureNeedsKnockout()));
    }

    /**
     * How many creatures of a group ropes may bind (EN §19, §28 / JP §19, §27: one rope, one creature): every
     * sleeper, or, without sleepers where the rules do not ask for sleep, one of a group defeated and not fled.
     */
    static int captures(Creature creature, EnemyGroup group, RuleOptions options) {
        if (!capturable(creature, group, group.slept() > 0, options)) {
            return 0;
        }
        return Math.max(1, group.slept());
    }

    /**
     * The capture actions after a won fight: for each hero with a rope, each group with a creature still to bind
     * that fits the party.
     */
    static List<Action> offers(GameState s, Scenario scenario, Encounter e, Window w) {
        List<Action> a = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            if (!h.alive() || Conditions.incapacitated(h) || !h.equipment().owns(Gear.ROPE)) {
                continue;
            }
            for (EnemyGroup g : e.enemies()) {
                Creature c = Foes.creature(scenario, g);
                if (bound(w, g.id()) < captures(c, g, s.options()) && fits(s, scenario, c)) {
                    a.add(new Action.Capture(h.id(), g.id()));
                }
            }
        }
        return a;
    }

    /** How many creatures of a group were bound in the window (marks {@code capture GROUP} or {@code GROUP#n}). */
    private static int bound(Window w, String group) {
        int n = 0;
        for (String u : w.used()) {
            if (u.equals("capture " + group) || u.startsWith("capture " + group + "#")) {
                n++;
            }
        }
        return n;
    }

    /** How the next capture from a group is marked used in the window. */
    static String used(Window w, String group) {
        return "capture " + group + "#" + (bound(w, group) + 1);
    }

    private static boolean fits(GameState s, Scenario scenario, Creature c) {
        Party next = s.party().with(s.party().followers().add(FollowerKind.captured(c.id()), 1));
        return next.followers().total() <= scenario.followerCap(next, s.options());
    }

    /** Binds one creature of the group with the hero's rope. */
    static void apply(Turn t, Encounter e, Action.Capture a) {
        Hero h = t.hero(a.hero());
        EnemyGroup g = e.enemies().get(e.indexOf(a.target()));
        Creature c = Foes.creature(t.scenario, g);
        Party p = t.party()
                .with(ImmutableHero.copyOf(h).withEquipment(h.equipment().remove(Gear.ROPE)));
        t.setParty(p.with(p.followers().add(FollowerKind.captured(c.id()), 1)));
        t.add(Event.of(RULE, h.id() + " binds one of the " + g.id() + " with a rope: captured:" + c.id() + " follows"));
    }
}

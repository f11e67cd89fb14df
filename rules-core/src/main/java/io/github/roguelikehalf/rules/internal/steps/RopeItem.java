package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Captures;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;

/**
 * The rope (EN §28 / JP §27): in the window after a won fight a hero with a rope binds one creature that
 * {@link Captures#capturable} allows ({@code capture HERO -> GROUP}); it joins the party as a Captured follower within
 * the Follower score and the scenario's cap, and the rope is used up.
 */
public final class RopeItem extends ItemHandler {

    RopeItem() {
        super(Gear.ROPE.key(), Action.Capture.class);
    }

    /**
     * The captures after a won fight: for each hero with a rope, each group with a creature still to bind that fits
     * the party.
     */
    @Override
    public void afterFight(List<Action> a, GameState s, Scenario sc, Phase.AfterFight p) {
        for (Hero h : s.party().heroes()) {
            if (!binds(h)) {
                continue;
            }
            for (EnemyGroup g : p.encounter().enemies()) {
                Creature c = Foes.creature(sc, g);
                if (bound(p.window(), g.id()) < Captures.captures(c, g, s.options()) && fits(s, sc, c)) {
                    a.add(new Action.Capture(h.id(), g.id()));
                }
            }
        }
    }

    /** After a fight only where a hero can bind with a rope. */
    @Override
    public boolean mayOfferAfterFight(Party p) {
        for (Hero h : p.heroes()) {
            if (binds(h)) {
                return true;
            }
        }
        return false;
    }

    /** A living hero who can act, with a rope. */
    private static boolean binds(Hero h) {
        return h.alive() && !Conditions.incapacitated(h) && h.equipment().owns(Gear.ROPE);
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

    private static boolean fits(GameState s, Scenario scenario, Creature c) {
        Party next = s.party().with(s.party().followers().add(FollowerKind.captured(c.id()), 1));
        return next.followers().total() <= scenario.followerCap(next, s.options());
    }

    /** Binds one creature of the group with the hero's rope, marked used in the window. */
    @Override
    void apply(Turn t, Action action) {
        Action.Capture a = (Action.Capture) action;
        Phase.AfterFight p = (Phase.AfterFight) t.phase();
        Window w = p.window();
        t.setWindow(w.withUsed("capture " + a.target() + "#" + (bound(w, a.target()) + 1)));
        Encounter e = p.encounter();
        Hero h = t.hero(a.hero());
        EnemyGroup g = e.enemies().get(e.indexOf(a.target()));
        Creature c = Foes.creature(t.scenario, g);
        Party party = t.party()
                .with(ImmutableHero.copyOf(h).withEquipment(h.equipment().remove(Gear.ROPE)));
        t.setParty(party.with(party.followers().add(FollowerKind.captured(c.id()), 1)));
        t.add(Event.of(
                Captures.RULE,
                h.id() + " binds one of the " + g.id() + " with a rope: captured:" + c.id() + " follows"));
    }
}

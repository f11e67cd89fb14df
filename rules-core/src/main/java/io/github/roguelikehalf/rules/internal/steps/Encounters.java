package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.NumberAppearing;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Phase;
import java.util.List;
import java.util.Optional;

/** Creatures appearing on a tile (EN §35 / JP §34): how many, the event that says so, and a scenario's own. */
public final class Encounters {

    static final String ENCOUNTER = "EN §35 / JP §34";

    private Encounters() {}

    /** A group of a creature at the start of an encounter: a Strong Creature with its Life, Weak ones rolled. */
    static EnemyGroup appear(Turn t, Creature c) {
        if (c.strong()) {
            t.add(Event.of(ENCOUNTER, () -> c.name() + " appears (level " + c.level() + ", Life " + c.life() + ")"));
            return EnemyGroup.of(c.id(), c.life());
        }
        NumberAppearing.Result n = NumberAppearing.parse(c.numberAppearing()).roll(t.dice, "number of " + c.name());
        n.roll()
                .ifPresentOrElse(
                        r -> t.add(Event.roll(ENCOUNTER, () -> count(n.count(), c), r)),
                        () -> t.add(Event.of(ENCOUNTER, () -> count(n.count(), c))));
        return EnemyGroup.of(c.id(), n.count());
    }

    /** A scenario's creatures met on the tile being played ({@code ScenarioContext.encounter}): the approach. */
    static void met(Turn t, List<EnemyGroup> groups) {
        Encounter e = new Encounter(t.tileId(), groups);
        t.setPhase(new Phase.Approaching(e));
        for (EnemyGroup g : e.enemies()) {
            CreatureEvents.encountered(t, g);
        }
    }

    /**
     * A scenario's fight on the tile being played ({@code ScenarioContext.fight}); creatures not met before (e.g. an
     * event's ambush) are met as it starts.
     */
    static void fought(Turn t, List<EnemyGroup> groups, boolean heroesFirst) {
        Optional<Encounter> before = t.encounter();
        Encounter e = new Encounter(t.tileId(), groups);
        Fights.start(t, e, heroesFirst);
        for (EnemyGroup g : e.enemies()) {
            if (before.isEmpty() || before.get().indexOf(g.id()) < 0) {
                CreatureEvents.encountered(t, g);
            }
        }
    }

    private static String count(int n, Creature c) {
        return n == 1
                ? "1 " + c.name() + " appears (level " + c.level() + ")"
                : n + " " + Foes.plural(c.name()) + " appear (level " + c.level() + ")";
    }
}

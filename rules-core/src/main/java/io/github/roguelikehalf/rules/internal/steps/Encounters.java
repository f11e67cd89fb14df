package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.NumberAppearing;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;

/** Creatures appearing on a tile (EN §35 / JP §34): how many, and the event that says so. */
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

    private static String count(int n, Creature c) {
        return n == 1
                ? "1 " + c.name() + " appears (level " + c.level() + ")"
                : n + " " + Foes.plural(c.name()) + " appear (level " + c.level() + ")";
    }
}

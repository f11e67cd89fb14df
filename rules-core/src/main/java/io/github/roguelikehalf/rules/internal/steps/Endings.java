package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import java.util.Optional;
import java.util.function.Function;

/** A hero's loss of Life and death, and the end of an adventure, however it ends: the one place each is played. */
final class Endings {

    /** Writes a hero's loss of Life from its fact, one function for every event. */
    private static final Function<Fact.HeroDamaged, String> LOSES =
            f -> f.hero() + " loses " + f.amount() + " Life: " + f.lifeLeft() + " left";

    /** Writes a hero's death from its fact. */
    private static final Function<Fact.HeroDied, String> DIES = f -> f.hero() + " dies";

    private Endings() {}

    /** A hero alive loses Life by a rule's damage (the scenario's too), and may die of it ({@link #died}). */
    static void damaged(Turn t, String id, int amount, String rule, String cause) {
        Hero h = t.hero(id);
        if (!h.alive()) {
            return;
        }
        Hero after = h.damage(amount);
        t.setHero(after);
        int left = after.life();
        t.add(Event.of(rule, LOSES, new Fact.HeroDamaged(id, amount, left)));
        died(t, after, cause);
    }

    /** The death of a hero, and the end of the adventure when no hero is left (EN §13, §41 / JP §13, §40). */
    static void died(Turn t, Hero after, String cause) {
        if (after.alive()) {
            return;
        }
        String id = after.id();
        t.add(Event.of("EN §13 / JP §13", DIES, new Fact.HeroDied(id)));
        if (Steps.noHeroAlive(t.party())) {
            finish(t, new Outcome(Outcome.Termination.DEATH, id + " fell to " + cause, Optional.of(cause)));
        }
    }

    /**
     * The end of the adventure (once): its event, what vanishes with it (crafted arms, the War Doll's activation),
     * the effects that last the adventure, and the finished phase.
     */
    static void finish(Turn t, Outcome o) {
        if (t.terminal()) {
            return;
        }
        // the exploration limit is the scenario's rule (EN §34 / JP §33), not a victory (EN §44 / JP §44)
        String rule = switch (o.termination()) {
            case DEATH -> "EN §13, §41 / JP §13, §40";
            case VICTORY -> Turn.VICTORY;
            case SCENARIO_VICTORY, SCENARIO_DEFEAT -> "scenario " + t.scenario.id();
            case EXPLORATION_LIMIT -> Turn.PROGRESS;
        };
        t.add(Event.of(rule, "adventure over: " + o).with(new Fact.AdventureEnded(o)));
        CraftedArms.vanish(t);
        WarDolls.afterAdventure(t);
        t.sweep(Effect.Scope.ADVENTURE);
        t.setPhase(new Phase.Finished(o));
    }
}

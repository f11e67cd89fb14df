package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Creatures are met (EN §35 / JP §34): attack first, or wait and see their reaction, which is remembered for the
 * tile; eating, drinking and readying a weapon are allowed too. After a reaction roll the window before it takes
 * effect opens when somebody can act in it.
 */
public final class ApproachStep implements Step {

    static final ApproachStep INSTANCE = new ApproachStep();

    /** The event of attacking first, the same every time: one value for every fight (an event is immutable). */
    private static final Event ATTACKING_FIRST = Event.of(Encounters.ENCOUNTER, "the heroes attack first");

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        Encounter e = ((Phase.Approaching) s.phase()).encounter();
        List<Action> a = new ArrayList<>(List.of(Steps.ATTACK_FIRST, Steps.WAIT));
        Provisions.offer(a, s, scenario);
        return new Decision.Approach(Foes.describe(scenario, s, e), a);
    }

    @Override
    public void apply(Turn t, Action action) {
        Encounter e = ((Phase.Approaching) t.phase()).encounter();
        if (action instanceof Action.AttackFirst) {
            t.add(ATTACKING_FIRST);
            Fights.start(t, e, true);
        } else if (action instanceof Action.Wait) {
            waitAndSee(t, e);
        } else if (!Provisions.apply(t, action)) {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    private static void waitAndSee(Turn t, Encounter e) {
        EnemyGroup g = e.enemies().get(0);
        Creature c = t.creature(t.scenario, g);
        Optional<ReactionKind> remembered =
                Optional.ofNullable(t.progress().reactionMemory().get(e.tileId()));
        Optional<Reaction> fixed = CreatureEvents.fixedReaction(t.scenario, t, g);
        if (remembered.isPresent()) {
            Reaction reaction = Reaction.of(remembered.get());
            t.add(Event.of(Encounters.ENCOUNTER, "met again: " + c.name() + " reacts as before, " + reaction)
                    .with(new Fact.Reacted(g.id(), reaction.kind())));
            ReactionStep.react(t, e, reaction);
        } else if (fixed.isPresent()) {
            t.add(Event.of(Encounters.ENCOUNTER, c.name() + " reacts " + fixed.get() + ", without a roll")
                    .with(new Fact.Reacted(g.id(), fixed.get().kind())));
            ReactionStep.react(t, e, fixed.get());
        } else if (c.reactions().isEmpty()) {
            t.add(Event.of(
                    Encounters.ENCOUNTER,
                    c.strong()
                            ? c.name() + " has no reaction table: it attacks"
                            : Foes.plural(c.name()) + " have no reaction table: they attack"));
            Fights.start(t, e, false);
        } else {
            Roll r = t.dice.d6("reaction of " + c.name());
            Reaction reaction = c.reactions().get().get(r.total() - 1);
            t.add(Event.roll(Encounters.ENCOUNTER, () -> "reaction: " + reaction, r)
                    .with(new Fact.Reacted(g.id(), reaction.kind())));
            Window w = Window.afterReaction(reaction);
            // the scenario is asked for its offers with the window open, as it will be asked again at the decision
            t.setPhase(new Phase.Reacting(e, w, r.total()));
            if (!Windows.opens(w, t.state(), t.scenario)) {
                ReactionStep.react(t, e, reaction);
            }
        }
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Between tiles (EN §34 / JP §33): explore, eat, drink, ready a weapon, or (English preset) release a follower (EN
 * §32). Exploring reaches the scenario's fixed tile or rolls the d66.
 */
public final class ExploreStep implements ListingStep {

    static final ExploreStep INSTANCE = new ExploreStep();

    @Override
    public Decision decision(GameState s, Scenario scenario, List<Action> a) {
        a.add(Steps.EXPLORE);
        Provisions.offer(a, s, scenario);
        Magic.outsideFight(a, s);
        Items.betweenTiles(a, s);
        if (s.options().releaseFollowersAnyTime()) {
            // only a Porter's release changes what the party may carry
            boolean within = s.party().withinCarryLimit();
            List<FollowerGroup> groups = s.party().followers().groups();
            for (int i = 0; i < groups.size(); i++) {
                FollowerGroup g = groups.get(i);
                if (g.type() == FollowerType.PORTER
                        ? s.party().release(g.kind(), 1).withinCarryLimit()
                        : within) {
                    a.add(KeptActions.release(g.key()));
                }
            }
        }
        return new Decision.Explore(FixedList.of(a));
    }

    @Override
    public void apply(Turn t, Action action) {
        if (action instanceof Action.Explore) {
            explore(t);
        } else if (action instanceof Action.Release a) {
            FollowerKind k = FollowerKind.parse(a.kind());
            t.setPartyUnchecked(t.party().release(k, 1));
            t.add(Event.of("EN §32", "one " + k.key() + " is released"));
        } else if (action instanceof Action.Cast a) {
            Magic.apply(t, a);
        } else if (!Provisions.apply(t, action)) {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    private static void explore(Turn t) {
        Progress p = t.progress().explored();
        t.setProgress(p);
        OptionalInt limit = t.scenario.explorationLimit();
        if (limit.isPresent() && p.explorations() > limit.getAsInt()) {
            t.finish(new Outcome(
                    Outcome.Termination.EXPLORATION_LIMIT,
                    "the scenario allows " + limit.getAsInt() + " explorations"));
            return;
        }
        Optional<String> fixed = t.scenario.fixedTile(t.state());
        if (fixed.isPresent()) {
            var tile = t.tile(fixed.get());
            t.add(Event.of(Turn.PROGRESS, "the party reaches " + tile.title()));
            TileEntry.enter(t, tile);
            return;
        }
        rollTile(t);
    }

    /**
     * Rolls the room table (the scenario's {@code rollTile}) and waits for a Search or the entry (EN §34, §25 / JP §33,
     * §24); the result must be one of the scenario's {@code tileDie}.
     */
    static void rollTile(Turn t) {
        Roll r = t.scenario.rollTile(t);
        DieNotation die = t.scenario.tileDie();
        if (!die.allows(r.total())) {
            throw new IllegalStateException("scenario " + t.scenario.id() + ": Scenario.rollTile gave " + r.total()
                    + ", but its Scenario.tileDie() " + die + " gives " + die.results() + " (" + r + ")");
        }
        t.add(Event.roll(Turn.PROGRESS, () -> die + " " + r.total(), r));
        t.setPhase(new Phase.Searching(r.total(), false));
    }
}

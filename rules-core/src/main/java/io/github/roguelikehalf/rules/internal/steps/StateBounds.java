package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.ScenarioItem;
import java.util.List;
import java.util.Map;

/**
 * The numbers of a state from outside, within bounds from which no rule can overflow: the steps and the dice's
 * counter up to {@link GameState#MAX_STEPS}, every other count or amount (gold, rations, experience, level,
 * explorations, tiles cleared, a fight's round, damage, a bribe, an effect's modifiers and uses, a scenario item's slots
 * and uses) up to {@link GameState#MAX_COUNT}, an enemy or follower group's size up to {@link
 * GameState#MAX_GROUP}. The scenario's own counters keep within {@link
 * io.github.roguelikehalf.rules.engine.ScenarioState#MAX_COUNTER} when made.
 */
public final class StateBounds {

    private StateBounds() {}

    static void check(GameState s) {
        if (s.steps() < 0 || s.steps() > GameState.MAX_STEPS) {
            fail("steps", "must be 0.." + GameState.MAX_STEPS + ", was " + s.steps());
        }
        if (s.rng().counter() > GameState.MAX_STEPS) {
            fail(
                    "rng.counter",
                    "must be 0.." + GameState.MAX_STEPS + ", was " + s.rng().counter());
        }
        count("progress.explorations", s.progress().explorations());
        count("progress.tilesCleared", s.progress().tilesCleared());
        List<Hero> heroes = s.party().heroes();
        for (int i = 0; i < heroes.size(); i++) {
            Hero h = heroes.get(i);
            // the names of the numbers are written only for a number out of bounds
            heroCount(i, ".level", h.level());
            heroCount(i, ".experience", h.experience());
            heroCount(i, ".equipment.gold", h.equipment().gold());
            heroCount(i, ".equipment.rations", h.equipment().rations());
            if (hasScenarioItem(h.equipment().hands())
                    || hasScenarioItem(h.equipment().carried())
                    || !h.effects().isEmpty()) {
                String at = "party.heroes[" + i + "]";
                items(at + ".equipment.hands", h.equipment().hands());
                items(at + ".equipment.carried", h.equipment().carried());
                effects(at + ".effects", h.effects());
            }
        }
        effects("party.followers.effects", s.party().followers().effects());
        List<FollowerGroup> groups = s.party().followers().groups();
        for (int i = 0; i < groups.size(); i++) {
            // checked before the Follower score, whose sum of counts could overflow
            if (groups.get(i).count() > GameState.MAX_GROUP) {
                fail(
                        "party.followers.groups[" + i + "].count",
                        "must be at most " + GameState.MAX_GROUP + ", was "
                                + groups.get(i).count());
            }
        }
        s.phase().met().ifPresent(e -> encounter("phase", e));
        if (s.phase() instanceof Phase.Fighting f) {
            count("phase.combat.round", f.combat().round());
            effects("phase.combat.effects", f.combat().effects());
        }
        if (s.phase() instanceof Phase.Bribing b) {
            count("phase.bribe.amount", b.bribe().amount());
        }
        s.phase().openWindow().ifPresent(w -> count("phase.window.damage", w.damage()));
    }

    private static void encounter(String at, Encounter e) {
        for (int i = 0; i < e.enemies().size(); i++) {
            int initial = e.enemies().get(i).initial();
            if (initial > GameState.MAX_GROUP) {
                fail(
                        at + ".encounter.enemies[" + i + "].initial",
                        "must be at most " + GameState.MAX_GROUP + ", was " + initial);
            }
        }
    }

    private static void heroCount(int i, String part, long value) {
        if (value > GameState.MAX_COUNT) {
            count("party.heroes[" + i + "]" + part, value);
        }
    }

    private static boolean hasScenarioItem(List<Item> items) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) instanceof ScenarioItem) {
                return true;
            }
        }
        return false;
    }

    private static void items(String at, List<Item> items) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) instanceof ScenarioItem x) {
                count(at + "[" + i + "].slots", x.slots());
                count(at + "[" + i + "].uses", x.uses().orElse(0));
            }
        }
    }

    private static void effects(String at, Map<String, Effect> effects) {
        for (Effect e : effects.values()) {
            String where = at + "." + e.key();
            count(where + ".usesLeft", e.usesLeft().orElse(0));
            for (Map.Entry<?, Integer> m : e.modifiers().entrySet()) {
                count(where + ".modifiers", Math.abs((long) m.getValue()));
            }
        }
    }

    private static void count(String at, long value) {
        if (value > GameState.MAX_COUNT) {
            fail(at, "must be at most " + GameState.MAX_COUNT + ", was " + value);
        }
    }

    static void fail(String at, String message) {
        throw new RulesException("invalid state: " + at + ": " + message);
    }
}

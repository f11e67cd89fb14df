package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.treasure.TreasureTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A group's treasure roll while a hero may use Find Treasure (EN §23, §39 / JP §23, §38): before the die, {@code
 * find-treasure HERO} adds +1 and the die is rolled; {@code pass} rolls it. Once it is seen, the hero may still add
 * +1 where that changes the result (a total of 1 to 6); {@code pass} takes the result. Once per roll, for 1
 * Dexterity, no check.
 */
public final class TreasureStep implements Step {

    static final TreasureStep INSTANCE = new TreasureStep();

    @Override
    public Decision decision(GameState s, Scenario scenario) {
        Phase.Treasure p = (Phase.Treasure) s.phase();
        if (p.finder().isPresent()) {
            return null;
        }
        EnemyGroup g = Spoils.groupOfRoll(scenario, () -> s, p.encounter(), p.group());
        if (p.die().isPresent()) {
            int total = p.die().get().total() + Foes.creature(scenario, g).treasureModifier();
            if (total < 1 || total > 6) {
                return null;
            }
        }
        List<Action> a = new ArrayList<>();
        for (String id : Spoils.finders(s.party(), s.options())) {
            a.add(new Action.FindTreasure(id));
        }
        if (a.isEmpty()) {
            return null;
        }
        a.add(Steps.PASS);
        OptionalInt die = p.die().isPresent() ? OptionalInt.of(p.die().get().total()) : OptionalInt.empty();
        return new Decision.Treasure(g.id(), die, a);
    }

    @Override
    public void apply(Turn t, Action action) {
        Phase.Treasure p = (Phase.Treasure) t.phase();
        if (action instanceof Action.FindTreasure f) {
            Hero h = t.hero(f.hero());
            t.setHero(ImmutableHero.copyOf(h).withSubAttributeValue(h.subAttributeValue() - 1));
            t.add(Event.of(
                    Spoils.FIND_TREASURE,
                    h.id() + " uses Find Treasure: +1 to the treasure roll"
                            + (p.die().isPresent() ? "" : ", before the die") + " (Dexterity " + h.subAttributeValue()
                            + " -> " + (h.subAttributeValue() - 1) + ")"));
            resolve(t, new Phase.Treasure(p.encounter(), p.group(), p.die(), Optional.of(h.id())));
        } else if (action instanceof Action.Pass) {
            if (p.die().isPresent()) {
                resolve(t, p);
            } else {
                roll(t, p);
            }
        } else {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    @Override
    public void proceed(Turn t) {
        Phase.Treasure p = (Phase.Treasure) t.phase();
        if (p.die().isPresent() || p.finder().isPresent()) {
            resolve(t, p);
        } else {
            roll(t, p);
        }
    }

    /** Rolls the table's die and waits for the decision after it (or resolves when there is none). */
    private static void roll(Turn t, Phase.Treasure p) {
        EnemyGroup g = Spoils.groupOfRoll(t.scenario, t, p.encounter(), p.group());
        Roll die = t.dice.d6("treasure table");
        t.add(Event.roll(Spoils.TREASURE, "treasure of " + g.id() + ": the treasure table's die", die));
        t.setPhase(new Phase.Treasure(p.encounter(), p.group(), Optional.of(die), p.finder()));
    }

    /** Reads the table for the die (rolled now if Find Treasure came before it), then goes on with the next group. */
    private static void resolve(Turn t, Phase.Treasure p) {
        EnemyGroup g = Spoils.groupOfRoll(t.scenario, t, p.encounter(), p.group());
        boolean reported = p.die().isPresent();
        Roll die = reported ? p.die().get() : t.dice.d6("treasure table");
        int bonus = p.finder().isPresent() ? 1 : 0;
        Spoils.take(t, g, TreasureTable.resolve(die, Spoils.modifier(t, g) + bonus, t.dice), reported);
        Spoils.from(t, p.encounter(), p.group() + 1);
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.MagicGear;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;

/**
 * The Staff of Wall (EN §40 / JP §39): a hero raises walls as his action, once a fight, and the place counts as narrow
 * for Fireball until the fight ends. Each use spends a charge; with none left it is a plain light blunt weapon.
 */
public final class StaffOfWallItem extends ItemHandler {

    /** The fight effect of the Staff of Wall: the place is narrow until the fight ends. */
    static final String WALLS = "staff-of-wall";

    StaffOfWallItem() {
        super(MagicTreasure.STAFF_OF_WALL.key());
    }

    /** Lists in a hero's turn only where he has a charged staff. */
    @Override
    public boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return MagicGear.charged(h, MagicTreasure.STAFF_OF_WALL).isPresent();
    }

    @Override
    public void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (!c.effects().containsKey(WALLS)) {
            MagicGear.charged(h, MagicTreasure.STAFF_OF_WALL)
                    .ifPresent(m -> a.add(new Action.Use(h.id(), m.key(), Optional.empty())));
        }
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Use u = (Action.Use) action;
        MagicItem item = (MagicItem) Item.parse(u.item());
        Hero h = t.hero(u.hero());
        Item after = spendCharge(t, h, item);
        t.add(Event.of(
                MagicGear.RULE,
                h.id() + " raises walls with the " + item.kind().key() + ": the place is narrow until"
                        + " the fight ends; " + left(after)));
        t.addEffect("fight", Effect.of(WALLS, MagicGear.RULE, Effect.Scope.FIGHT));
        endTurn(t, h.id());
    }
}

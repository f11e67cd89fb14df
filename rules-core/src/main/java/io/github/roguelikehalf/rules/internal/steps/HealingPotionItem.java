package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;

/**
 * The healing potion (EN §28 / JP §27): a hero below his maximum Life drinks it for full Life, once per adventure
 * ({@code drink HERO}): outside a fight at any time, or in a fight as his action for the round.
 */
public final class HealingPotionItem extends ItemHandler {

    HealingPotionItem() {
        super(Gear.HEALING_POTION.key(), Action.Drink.class);
    }

    /** Lists in a hero's turn only where he may drink (the potions drunk are read from the state). */
    @Override
    public boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return mayDrink(h);
    }

    @Override
    public void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (canDrink(s, h)) {
            a.add(new Action.Drink(h.id()));
        }
    }

    @Override
    public void outsideFight(List<Action> a, GameState s) {
        forHeroes(a, s, HealingPotionItem::canDrink, h -> new Action.Drink(h.id()));
    }

    private static boolean canDrink(GameState s, Hero h) {
        return mayDrink(h) && !s.progress().potionsUsed().contains(h.id());
    }

    /** A living hero who can act, short of Life, with a potion; whether he drank one already is not told here. */
    private static boolean mayDrink(Hero h) {
        return h.alive()
                && !Conditions.incapacitated(h)
                && h.life() < h.maxLife()
                && h.equipment().owns(Gear.HEALING_POTION);
    }

    /** Drinks the healing potion: full Life, once per adventure; in a fight, the hero's action. */
    @Override
    void apply(Turn t, Action action) {
        String id = ((Action.Drink) action).hero();
        Hero h = t.hero(id);
        Hero after = h.heal(h.maxLife());
        Equipment e = after.equipment().remove(Gear.HEALING_POTION);
        t.setHero(ImmutableHero.copyOf(after).withEquipment(e));
        t.setProgress(t.progress().potionUsedBy(id));
        t.add(Event.of(Provisions.EQUIPMENT, id + " drinks a healing potion: Life " + h.life() + " -> " + after.life())
                .with(new Fact.ItemUsed(id, key())));
        endTurn(t, id);
    }
}

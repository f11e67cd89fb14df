package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import java.util.List;

/**
 * A ration (EN §31 / JP §30): outside a fight, at any time, a hero below his maximum Life eats one and heals 2 (more
 * after Communion, EN §21 / JP §21): {@code eat HERO}.
 */
public final class RationItem extends ItemHandler {

    static final String RULE = "EN §31 / JP §30";

    RationItem() {
        super("ration", Action.Eat.class);
    }

    @Override
    public void outsideFight(List<Action> a, GameState s) {
        forHeroes(a, s, (state, h) -> canEat(h), h -> new Action.Eat(h.id()));
    }

    private static boolean canEat(Hero h) {
        return h.alive() && !Conditions.incapacitated(h) && h.equipment().rations() > 0 && h.life() < h.maxLife();
    }

    @Override
    void apply(Turn t, Action action) {
        String id = ((Action.Eat) action).hero();
        int heal = CommunionMiracle.ration(t, id, 2);
        Hero h = t.hero(id);
        Hero fed = ImmutableHero.copyOf(h.heal(heal))
                .withEquipment(h.equipment().withRations(h.equipment().rations() - 1));
        t.add(Event.of(RULE, id + " eats a ration: Life " + h.life() + " -> " + fed.life())
                .with(new Fact.ItemUsed(id, key())));
        t.setHero(fed);
    }
}

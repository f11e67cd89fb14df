package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;

/**
 * The War Doll's activation (EN §40 / JP §39): {@code use HERO war-doll}, by a living hero with a doll and 1
 * experience, between tiles or as his action in a fight round; the doll joins the followers. The doll in play (its
 * attacks, damage, sitting a round out, repair) is {@link WarDolls}.
 */
public final class WarDollItem extends ItemHandler {

    WarDollItem() {
        super(WarDoll.KEY);
    }

    /** Lists in a hero's turn only where he can activate a doll (EN §40 / JP §39). */
    @Override
    public boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return p.canActivateWarDoll(h.id());
    }

    /** The War Doll activated as the hero's action (EN §40 / JP §39). */
    @Override
    public void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (s.party().canActivateWarDoll(h.id())) {
            a.add(activation(h));
        }
    }

    /** The activations the heroes may make between tiles: a living hero who can act, with a doll and 1 experience. */
    @Override
    public void betweenTiles(List<Action> a, GameState s) {
        forHeroes(
                a,
                s,
                (state, h) -> !Conditions.incapacitated(h) && state.party().canActivateWarDoll(h.id()),
                WarDollItem::activation);
    }

    private static Action activation(Hero h) {
        return new Action.Use(h.id(), WarDoll.KEY, Optional.empty());
    }

    @Override
    boolean uses(Action action) {
        return super.uses(action) && ((Action.Use) action).target().isEmpty();
    }

    /** A hero activates his doll: 1 experience spent, the doll joins the followers; in a fight, his action. */
    @Override
    void apply(Turn t, Action action) {
        String hero = ((Action.Use) action).hero();
        int before = t.hero(hero).experience();
        t.setPartyUnchecked(t.party().activateWarDoll(hero, t.options()));
        int life = t.party().followers().warDoll().orElseThrow().life();
        t.add(Event.of(
                        WarDoll.RULE,
                        hero + " spends 1 experience (" + before + " -> " + (before - 1)
                                + ") to activate the war doll: Technique 1, Life " + life)
                .with(new Fact.ItemUsed(hero, WarDoll.KEY)));
        endTurn(t, hero);
    }
}

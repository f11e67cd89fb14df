package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Hands;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;

/**
 * The lantern of a dead hero (EN §28 / JP §27): a living hero without a lantern of his own picks it up with {@code use
 * HERO lantern -> DEAD}. Outside a fight it costs nothing and he holds it at once where a hand is free for it (beside a
 * one-handed weapon). In a fight, where {@code RuleOptions.lanternPickUpTakesRound} (JP §27) the pick-up is the hero's
 * action for the round and he holds it at once; otherwise (EN §28 has no pick-up rule) he only takes it among his items,
 * at no cost, and holding it is a {@code swap HERO -> lantern}, which costs what taking his own lantern from the pack
 * costs (the round, unless a Squire helps under {@code squireSwapsAllHandItems}: EN §28, §36). Followers never take it
 * (EN §47 / JP §47).
 */
public final class LanternItem extends ItemHandler {

    LanternItem() {
        super(Gear.LANTERN.key());
    }

    /** In a fight, as the hero's action (or at no cost, EN §28). */
    /** Lists in a hero's turn only where he may pick up a lantern and another hero is there to have one. */
    @Override
    public boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return mayPickUp(h) && p.heroes().size() > 1;
    }

    @Override
    public void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        offers(a, s, h);
    }

    /** Outside a fight, beside readying weapons. */
    @Override
    public void besideWeapons(List<Action> a, GameState s, Hero h) {
        offers(a, s, h);
    }

    /** The pick-ups open to a hero: one per dead hero of the party who still has a lantern. */
    private static void offers(List<Action> a, GameState s, Hero h) {
        if (!mayPickUp(h)) {
            return;
        }
        Party p = s.party();
        for (Hero d : p.heroes()) {
            if (!d.alive()
                    && d.equipment().owns(Gear.LANTERN)
                    && pickedUp(p, h, d).withinCarryLimit()) {
                a.add(new Action.Use(h.id(), Gear.LANTERN.key(), Optional.of(d.id())));
            }
        }
    }

    /** A living hero who can act and has no lantern. */
    private static boolean mayPickUp(Hero h) {
        return h.alive() && !Conditions.incapacitated(h) && !h.equipment().owns(Gear.LANTERN);
    }

    /** The party after a hero takes a dead hero's lantern among his items. */
    private static Party pickedUp(Party p, Hero h, Hero dead) {
        Hero d = ImmutableHero.copyOf(dead).withEquipment(dead.equipment().remove(Gear.LANTERN));
        Hero taker = ImmutableHero.copyOf(h).withEquipment(h.equipment().add(Gear.LANTERN));
        return p.with(d).with(taker);
    }

    /**
     * Picks up the dead hero's lantern; in a fight it ends the hero's turn where the option says it takes a round, and
     * otherwise the lantern stays among his items, so that holding it costs what any swap to a lantern costs.
     */
    @Override
    void apply(Turn t, Action action) {
        Action.Use u = (Action.Use) action;
        Hero h = t.hero(u.hero());
        Hero dead = t.hero(u.target().orElseThrow());
        Party p = pickedUp(t.party(), h, dead);
        t.setPartyUnchecked(p);
        boolean fight = t.fighting() && t.combat().stage() == Combat.Stage.HEROES;
        boolean round = fight && t.options().lanternPickUpTakesRound();
        boolean hold = !fight || round;
        t.add(Event.of(
                Provisions.EQUIPMENT,
                h.id() + " picks up " + dead.id() + "'s lantern"
                        + (round ? ", which takes the round" : hold ? "" : " and carries it")));
        Hero taker = t.hero(h.id());
        if (hold && Hands.swaps(t.party(), taker, fight, t.options()).contains(Gear.LANTERN.key())) {
            Provisions.takeInHand(t, h.id(), Gear.LANTERN.key());
            t.add(Event.of(Provisions.EQUIPMENT, h.id() + " holds the lantern"));
        }
        if (round) {
            Fights.heroDone(t, h.id());
        }
    }
}

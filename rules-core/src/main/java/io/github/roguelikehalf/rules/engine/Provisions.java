package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * What a hero may do with his provisions and weapons outside the hero's turn of a fight: eat a ration (EN §31 / JP
 * §30), drink a healing potion (EN §28 / JP §27), take a weapon, shield or lantern in hand at no cost (EN §27 / JP
 * §26). Legal actions and effects side by side; the steps outside a fight offer them: all three between tiles, on
 * meeting creatures and when they ask a bribe, food alone while a d66 result waits for a Search.
 */
final class Provisions {

    static final String EAT = "EN §31 / JP §30";
    static final String EQUIPMENT = "EN §28 / JP §27";

    private Provisions() {}

    /** Eating and drinking where it would heal, then readying weapons, where the scenario lets it be free. */
    static void offer(List<Action> a, GameState s, Scenario scenario) {
        offerFood(a, s);
        Party party = s.party();
        for (Hero h : party.heroes()) {
            if (!h.alive()) {
                continue;
            }
            for (String key : Hands.swaps(party, h, false, s.options())) {
                if (scenario.takesInHandFreely(s, h, key)) {
                    a.add(new Action.Swap(h.id(), key));
                }
            }
            Lanterns.offers(a, s, h);
        }
    }

    /** Eating a ration and drinking the healing potion, where it would heal (EN §31, §28 / JP §30, §27). */
    static void offerFood(List<Action> a, GameState s) {
        for (Hero h : s.party().heroes()) {
            if (canEat(h)) {
                a.add(new Action.Eat(h.id()));
            }
        }
        for (Hero h : s.party().heroes()) {
            if (canDrink(s, h)) {
                a.add(new Action.Drink(h.id()));
            }
        }
    }

    /** Applies an eat, drink or swap action; false if the action is none of them. */
    static boolean apply(Turn t, Action action) {
        if (action instanceof Action.Eat a) {
            eat(t, a.hero());
        } else if (action instanceof Action.Drink a) {
            drink(t, a.hero());
        } else if (action instanceof Action.Swap a) {
            String text = swapped(t, a.hero(), a.item());
            takeInHand(t, a.hero(), a.item());
            t.add(Event.of("EN §27 / JP §26", text));
        } else if (Lanterns.isPickUp(action)) {
            Lanterns.pickUp(t, (Action.Use) action);
        } else {
            return false;
        }
        return true;
    }

    /**
     * Takes an item in hand (EN §27-§28 / JP §26-§27), with an event for each lantern or shield that the other hand
     * takes or puts away because of it.
     */
    static void takeInHand(Turn t, String id, String key) {
        Hero h = t.hero(id);
        List<Item> before = h.equipment().hands();
        List<Item> after = Hands.afterSwap(t.party(), h, key);
        boolean twoHanded = after.size() == 1 && after.get(0).hands() == 2;
        boolean unarmed = key.equals(Hands.UNARMED);
        for (Item i : after) {
            if (!before.contains(i) && !i.key().equals(key)) {
                t.add(Event.of(EQUIPMENT, id + " takes " + name(i) + (unarmed ? " in hand" : " in the other hand")));
            }
        }
        for (Item i : before) {
            if (!after.contains(i) && (i instanceof Shield || i == Gear.LANTERN)) {
                t.add(Event.of(
                        EQUIPMENT,
                        id + " puts " + name(i) + " away" + (twoHanded ? " to hold a two-handed weapon" : "")));
            }
        }
        t.setHero(h.hold(after, t.options()));
    }

    /** What a swap does, in an event's words: "hero-1 takes bow in hand", "hero-1 puts bow away to fight unarmed". */
    static String swapped(Turn t, String id, String key) {
        if (!key.equals(Hands.UNARMED)) {
            return id + " takes " + key + " in hand";
        }
        List<String> weapons = new ArrayList<>();
        for (Item i : t.hero(id).equipment().hands()) {
            if (i.hands() == 2 || i instanceof Weapon) {
                weapons.add(i.key());
            }
        }
        return id + " puts " + String.join(" and ", weapons) + " away to fight unarmed";
    }

    private static String name(Item i) {
        return i == Gear.LANTERN ? "the lantern" : i.key();
    }

    static boolean canEat(Hero h) {
        return h.alive() && !Conditions.incapacitated(h) && h.equipment().rations() > 0 && h.life() < h.maxLife();
    }

    static boolean canDrink(GameState s, Hero h) {
        return h.alive()
                && !Conditions.incapacitated(h)
                && h.life() < h.maxLife()
                && h.equipment().owns(Gear.HEALING_POTION)
                && !s.progress().potionsUsed().contains(h.id());
    }

    private static void eat(Turn t, String id) {
        int heal = CommunionMiracle.ration(t, id, 2);
        Hero h = t.hero(id);
        Hero fed = ImmutableHero.copyOf(h.heal(heal))
                .withEquipment(h.equipment().withRations(h.equipment().rations() - 1));
        t.add(Event.of(EAT, id + " eats a ration: Life " + h.life() + " -> " + fed.life())
                .with(new Fact.ItemUsed(id, "ration")));
        t.setHero(fed);
    }

    /** Drinks the healing potion: full Life, once per adventure (EN §28 / JP §27). */
    static void drink(Turn t, String id) {
        Hero h = t.hero(id);
        Hero after = h.heal(h.maxLife());
        Equipment e = after.equipment().remove(Gear.HEALING_POTION);
        t.setHero(ImmutableHero.copyOf(after).withEquipment(e));
        t.setProgress(t.state().progress().potionUsedBy(id));
        t.add(Event.of(EQUIPMENT, id + " drinks a healing potion: Life " + h.life() + " -> " + after.life())
                .with(new Fact.ItemUsed(id, Gear.HEALING_POTION.key())));
    }
}

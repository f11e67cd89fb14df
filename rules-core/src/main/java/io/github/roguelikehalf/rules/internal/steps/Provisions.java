package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Hands;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;

/**
 * What a hero may do with his items and weapons outside the hero's turn of a fight: use the items usable at any time
 * ({@link Items}: eat a ration, drink a healing potion), take a weapon, shield or lantern in hand at no cost (EN §27 /
 * JP §26), and how a hand's items change. The steps outside a fight offer them: all between tiles, on meeting
 * creatures and when they ask a bribe, the items alone while a d66 result waits for a Search.
 */
public final class Provisions {

    static final String EQUIPMENT = "EN §28 / JP §27";

    private Provisions() {}

    /**
     * The items usable at any time outside a fight (eating and drinking where it would heal), then readying weapons
     * where the scenario lets it be free, each with the items used beside it (a dead hero's lantern).
     */
    static void offer(List<Action> a, GameState s, Scenario scenario) {
        Items.outsideFight(a, s);
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
            Items.besideWeapons(a, s, h);
        }
    }

    /** Applies a swap or an item's use ({@link Items}); false if the action is neither. */
    static boolean apply(Turn t, Action action) {
        if (action instanceof Action.Swap a) {
            String text = swapped(t, a.hero(), a.item());
            takeInHand(t, a.hero(), a.item());
            t.add(Event.of("EN §27 / JP §26", text));
            return true;
        }
        return Items.apply(t, action);
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
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The usable items, each one {@link ItemHandler}, by key, and the moments where the texts let them be used: a hero's
 * action in a fight round (EN §36 / JP §35), any time outside a fight (EN §31 / JP §30), beside readying weapons (EN
 * §27 / JP §26), between tiles (EN §34 / JP §33) and the window after a won fight (EN §39 / JP §38). The order of
 * {@link #ALL} is the order decisions list the actions in.
 */
public final class Items {

    /** Every handler, in the order decisions list their actions. */
    public static final List<ItemHandler> ALL = List.of(
            new StaffOfWallItem(),
            new BulletsOfPiercingItem(),
            new FluteOfPeaceItem(),
            new WarDollItem(),
            new LanternItem(),
            new HolyWaterItem(),
            new RationItem(),
            new HealingPotionItem(),
            new RopeItem());

    /** {@link #ALL} as an array: walked at every decision, without an iterator. */
    private static final ItemHandler[] HANDLERS = ALL.toArray(new ItemHandler[0]);

    private Items() {}

    /**
     * The handler of an item.
     *
     * @param key the item's key without charges, e.g. {@code holy-water}
     * @return the handler, or empty for an item that is not used (a weapon, the Searching Monocle...)
     */
    public static Optional<ItemHandler> byKey(String key) {
        for (ItemHandler h : HANDLERS) {
            if (h.key().equals(key)) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    /**
     * The handler whose use an action is.
     *
     * @param action an action
     * @return the handler, or empty when the action uses no item
     */
    public static Optional<ItemHandler> of(Action action) {
        if (action instanceof Action.Use || action instanceof Action.Throw) {
            String item = action instanceof Action.Use u ? u.item() : ((Action.Throw) action).item();
            return byKey(ItemHandler.kind(item)).filter(h -> h.uses(action));
        }
        for (ItemHandler h : HANDLERS) {
            if (h.uses(action)) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    /** A hero's uses as his action in round 0 or a melee round (EN §36 / JP §35). */
    static void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        for (ItemHandler i : HANDLERS) {
            i.heroTurn(a, s, sc, h, c);
        }
    }

    /** Whether any item may be used in a hero's turn ({@link ItemHandler#mayOfferInTurn}). */
    static boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        for (ItemHandler i : HANDLERS) {
            if (i.mayOfferInTurn(h, p, c)) {
                return true;
            }
        }
        return false;
    }

    /** Whether any item may be used after a won fight ({@link ItemHandler#mayOfferAfterFight}). */
    static boolean mayOfferAfterFight(Party p) {
        for (ItemHandler i : HANDLERS) {
            if (i.mayOfferAfterFight(p)) {
                return true;
            }
        }
        return false;
    }

    /** The uses open at any time outside a fight (EN §31 / JP §30). */
    static void outsideFight(List<Action> a, GameState s) {
        for (ItemHandler i : HANDLERS) {
            i.outsideFight(a, s);
        }
    }

    /** A hero's uses beside readying his weapons outside a fight (EN §27 / JP §26). */
    static void besideWeapons(List<Action> a, GameState s, Hero h) {
        for (ItemHandler i : HANDLERS) {
            i.besideWeapons(a, s, h);
        }
    }

    /** The uses open between tiles only (EN §34 / JP §33). */
    static void betweenTiles(List<Action> a, GameState s) {
        for (ItemHandler i : HANDLERS) {
            i.betweenTiles(a, s);
        }
    }

    /** The uses in the window after a won fight (EN §39 / JP §38). */
    static void afterFight(List<Action> a, GameState s, Scenario sc, Phase.AfterFight p) {
        for (ItemHandler i : HANDLERS) {
            i.afterFight(a, s, sc, p);
        }
    }

    /** Whether any item may be used in the window after a won fight, the phase now. */
    static boolean anyAfterFight(GameState s, Scenario sc) {
        List<Action> a = new ArrayList<>();
        afterFight(a, s, sc, (Phase.AfterFight) s.phase());
        return !a.isEmpty();
    }

    /**
     * Applies an item's use by its handler.
     *
     * @param t the turn
     * @param action a legal use
     * @return false if the action uses no item
     */
    static boolean apply(Turn t, Action action) {
        Optional<ItemHandler> h = of(action);
        if (h.isEmpty()) {
            return false;
        }
        h.get().apply(t, action);
        return true;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * One usable item: when it may be used, at what, and what it does, in one class registered by key in {@link Items}.
 * Each moment where the texts let an item be used has a method that adds this item's legal actions to the decision's
 * list (the default adds none); {@link #uses} says which actions are this item's, and {@link #apply} resolves a legal
 * one. Adding an item touches its class and its line in {@link Items#ALL}.
 */
public abstract class ItemHandler {

    private final String key;

    private final Class<? extends Action> form;

    /**
     * A handler of an item used with {@code use HERO ITEM} or {@code throw HERO ITEM -> GROUP}.
     *
     * @param key the item's key, as the item catalogue spells it, e.g. {@code holy-water} or {@code flute-of-peace}
     */
    ItemHandler(String key) {
        this(key, Action.Use.class);
    }

    /**
     * A handler of an item used with an action of its own.
     *
     * @param key the item's key, as the item catalogue spells it, e.g. {@code ration}
     * @param form the action, e.g. {@link Action.Eat}: every action of this type is a use of this item
     */
    ItemHandler(String key, Class<? extends Action> form) {
        this.key = key;
        this.form = form;
    }

    /**
     * The item's key, as the item catalogue spells it.
     *
     * @return the key
     */
    public final String key() {
        return key;
    }

    /** The uses a hero may make as his action in round 0 or a melee round (EN §36 / JP §35). */
    public void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {}

    /**
     * Whether {@link #heroTurn} may list an action for this hero: false promises that it lists none, told from the
     * hero, the party and the fight's parts without the whole state, so that the engine takes a hero's turn with
     * nothing but {@code hold} by itself ({@link HeroTurnStep#soleAction}). A class that lists in a hero's turn tells
     * it with the first test of its listing; the default answers whether the class lists in a hero's turn at all.
     *
     * @param h the hero whose turn it is
     * @param p the party
     * @param c the fight's parts
     * @return false only where {@link #heroTurn} lists nothing
     */
    public boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return listsInTurn;
    }

    /** Whether this handler's class lists in a hero's turn (overrides {@link #heroTurn}), found when it is made. */
    private final boolean listsInTurn = Overrides.declares(getClass(), ItemHandler.class, "heroTurn");

    /**
     * The uses open at any time outside a fight, hero by hero: between tiles, on meeting creatures, at a bribe and
     * while a d66 result waits for a Search (EN §31 / JP §30).
     */
    public void outsideFight(List<Action> a, GameState s) {}

    /**
     * A hero's uses beside readying his weapons outside a fight (EN §27 / JP §26): between tiles, on meeting creatures
     * and at a bribe.
     */
    public void besideWeapons(List<Action> a, GameState s, Hero h) {}

    /** The uses open between tiles only (EN §34 / JP §33). */
    public void betweenTiles(List<Action> a, GameState s) {}

    /** The uses in the window after a won fight, before its treasure (EN §39 / JP §38). */
    public void afterFight(List<Action> a, GameState s, Scenario sc, Phase.AfterFight p) {}

    /**
     * Whether {@link #afterFight} may list a use for this party: false promises that it lists none, told without the
     * whole state. The default answers whether the class lists after a fight at all.
     *
     * @param p the party
     * @return false only where {@link #afterFight} lists nothing
     */
    public boolean mayOfferAfterFight(Party p) {
        return listsAfterFight;
    }

    /** Whether this handler's class lists after a fight (overrides {@link #afterFight}), found when it is made. */
    private final boolean listsAfterFight = Overrides.declares(getClass(), ItemHandler.class, "afterFight");

    /**
     * Whether an action is a use of this item: a {@code use} or {@code throw} that names it (a magic treasure with its
     * charges, e.g. {@code flute-of-peace:2}), or an action of the item's own form.
     *
     * @param action a legal action
     * @return true if {@link #apply} resolves it
     */
    boolean uses(Action action) {
        if (action instanceof Action.Use u) {
            return kind(u.item()).equals(key);
        }
        if (action instanceof Action.Throw t) {
            return kind(t.item()).equals(key);
        }
        return form.isInstance(action);
    }

    /**
     * Resolves a legal use, the end of the hero's turn included where it is his action.
     *
     * @param t the turn
     * @param action an action that {@link #uses} accepts
     */
    abstract void apply(Turn t, Action action);

    /** Adds, hero by hero in the party's order, the use of each hero who may make it. */
    static void forHeroes(List<Action> a, GameState s, BiPredicate<GameState, Hero> may, Function<Hero, Action> use) {
        // the test takes the state: no lambda capturing it is made at each listing
        for (Hero h : s.party().heroes()) {
            if (may.test(s, h)) {
                a.add(use.apply(h));
            }
        }
    }

    /** An item key without its charges: {@code flute-of-peace:2} is a {@code flute-of-peace}. */
    static String kind(String itemKey) {
        int colon = itemKey.indexOf(':');
        return colon < 0 ? itemKey : itemKey.substring(0, colon);
    }

    /** The use was the hero's action in the heroes' part of a fight round that goes on: his turn ends. */
    static void endTurn(Turn t, String hero) {
        if (!t.terminal() && t.fighting() && t.combat().stage() == Combat.Stage.HEROES) {
            Fights.heroDone(t, hero);
        }
    }

    /** One charge of a magic treasure spent (EN §40 / JP §39); with none left it is a light blunt weapon. */
    static Item spendCharge(Turn t, Hero h, MagicItem item) {
        Item after = item.charges() > 1 ? item.spend() : Weapon.of(WeaponClass.LIGHT, DamageType.BLUNT);
        t.setHero(
                ImmutableHero.copyOf(h).withEquipment(h.equipment().remove(item).add(after)));
        return after;
    }

    /** What is left of a magic treasure after a use, in an event's words. */
    static String left(Item after) {
        return after instanceof MagicItem m ? m.charges() + " charges left" : "its magic is spent: " + after.key();
    }
}

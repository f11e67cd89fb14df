package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * One spell or miracle, or Protect: when it may be used, at what, and what it does, in one class registered by key in
 * {@link Magic}. Each moment where the texts let magic be used has a method that adds this magic's legal actions to
 * the decision's list (the default adds none); {@link #apply} resolves a legal one. Adding a spell touches its class
 * and its line in {@link Magic#ALL}.
 */
public abstract class MagicHandler {

    /**
     * The key in actions, e.g. {@code knockout}.
     *
     * @return the key
     */
    abstract String key();

    /** A hero's casts as his action in round 0 or a melee round (EN §36 / JP §35). */
    void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {}

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
    boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return listsInTurn;
    }

    /** Whether this handler's class lists in a hero's turn (overrides {@link #heroTurn}), found when it is made. */
    private final boolean listsInTurn = Overrides.declares(getClass(), MagicHandler.class, "heroTurn");

    /** The Magicians' casts in their turn, instead of their attacks (EN §28 / JP §27). */
    void magicians(List<Action> a, GameState s, Scenario sc, Combat c) {}

    /** A hero's casts between tiles. */
    void outsideFight(List<Action> a, GameState s, Hero h) {}

    /** The casts in the window after a reaction roll (EN §35 / JP §34). */
    void afterReaction(List<Action> a, Window w, GameState s, Phase.Reacting r) {}

    /** The casts and skills in the window after a failed defence (EN §36 / JP §35). */
    void afterFailedDefence(List<Action> a, Window w, GameState s, Combat c) {}

    /** The casts in the window after a fight (EN §39 / JP §38). */
    void afterFight(List<Action> a, GameState s, Scenario sc, Phase.AfterFight p) {}

    /**
     * Whether {@link #afterFight} may list a cast for this party: false promises that it lists none, told without the
     * whole state, so that the engine goes to a won fight's treasure without making it when nobody has anything to do
     * first. The default answers whether the class lists after a fight at all.
     *
     * @param p the party
     * @param o the rules' options
     * @return false only where {@link #afterFight} lists nothing
     */
    boolean mayOfferAfterFight(Party p, RuleOptions o) {
        return listsAfterFight;
    }

    /** Whether this handler's class lists after a fight (overrides {@link #afterFight}), found when it is made. */
    private final boolean listsAfterFight = Overrides.declares(getClass(), MagicHandler.class, "afterFight");

    /** Adds a cast by a caster at each group that the magic reaches, in the encounter's order. */
    final void atGroups(List<Action> a, String caster, List<EnemyGroup> groups, Predicate<EnemyGroup> reaches) {
        for (EnemyGroup g : groups) {
            if (reaches.test(g)) {
                a.add(new Action.Cast(caster, key(), Optional.of(g.id())));
            }
        }
    }

    /**
     * Resolves a legal use.
     *
     * @param t the turn
     * @param action the cast, or Protect
     */
    abstract void apply(Turn t, Action action);

    /**
     * Whether using it in a fight is the caster's action for the round (Blitz and Craft Arms are not, EN §19 / JP
     * §19).
     *
     * @return true for an action
     */
    boolean isAction() {
        return true;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The spells, miracles and Protect, each one {@link MagicHandler}, by key, and the moments where the texts let them be
 * used (EN §18-§22, §36 / JP §18-§22, §35): a hero's action in round 0 or a melee round, the Magicians' turn, between
 * tiles, and the windows after a reaction roll, after a failed defence and after a fight. The order of {@link #ALL} is
 * the order decisions list the actions in.
 */
public final class Magic {

    /** Every handler, in the order decisions list their actions. */
    static final List<MagicHandler> ALL = List.of(
            new KnockoutSpell(),
            new FireballSpell(),
            new IceLanceSpell(),
            new FortifyMiracle(),
            new BlessMiracle(),
            new CraftedArms(),
            new CommunionMiracle(),
            new IndoctrinateMiracle(),
            new InvokeMiracle(),
            new FriendshipSpell(),
            new BlitzSpell(),
            new DeflectMiracle(),
            new ProtectSkill());

    /** {@link #ALL} as an array: walked at every decision, without an iterator. */
    private static final MagicHandler[] HANDLERS = ALL.toArray(new MagicHandler[0]);

    private static final Map<String, MagicHandler> BY_KEY = byKey();

    private static Map<String, MagicHandler> byKey() {
        Map<String, MagicHandler> m = new HashMap<>();
        for (MagicHandler h : HANDLERS) {
            if (m.put(h.key(), h) != null) {
                throw new IllegalStateException("two handlers for " + h.key());
            }
        }
        return m;
    }

    private Magic() {}

    /** A hero's casts as his action in round 0 or a melee round (EN §36 / JP §35). */
    static void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        for (MagicHandler m : HANDLERS) {
            m.heroTurn(a, s, sc, h, c);
        }
    }

    /** Whether any spell or miracle may be cast in a hero's turn ({@link MagicHandler#mayOfferInTurn}). */
    static boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        for (MagicHandler m : HANDLERS) {
            if (m.mayOfferInTurn(h, p, c)) {
                return true;
            }
        }
        return false;
    }

    /** Whether any spell or miracle may be cast after a won fight ({@link MagicHandler#mayOfferAfterFight}). */
    static boolean mayOfferAfterFight(Party p, RuleOptions o) {
        for (MagicHandler m : HANDLERS) {
            if (m.mayOfferAfterFight(p, o)) {
                return true;
            }
        }
        return false;
    }

    /** The Magicians' spell in their turn, instead of their attacks (EN §28 / JP §27). */
    static void magicians(List<Action> a, GameState s, Scenario sc, Combat c) {
        for (MagicHandler m : HANDLERS) {
            m.magicians(a, s, sc, c);
        }
    }

    /** Between tiles, hero by hero. */
    static void outsideFight(List<Action> a, GameState s) {
        for (Hero h : s.party().heroes()) {
            for (MagicHandler m : HANDLERS) {
                m.outsideFight(a, s, h);
            }
        }
    }

    /** Lists in {@code a} the engine's own actions in a window, not yet taken there: casts and Protect. */
    static void window(List<Action> a, Window w, GameState s, Scenario sc) {
        int start = a.size();
        Phase p = s.phase();
        for (MagicHandler m : HANDLERS) {
            switch (w.kind()) {
                case AFTER_REACTION -> {
                    if (p instanceof Phase.Reacting r) {
                        m.afterReaction(a, w, s, r);
                    }
                }
                case AFTER_FAILED_DEFENCE -> {
                    if (w.damage() > 0 && p instanceof Phase.Fighting f) {
                        m.afterFailedDefence(a, w, s, f.combat());
                    }
                }
                case AFTER_FIGHT -> {
                    if (p instanceof Phase.AfterFight f) {
                        m.afterFight(a, s, sc, f);
                    }
                }
                case AGAINST_MISSILES -> {}
            }
        }
        if (!w.used().isEmpty()) {
            // each offer's key is a new string: made only when something was used in this window; the actions listed
            // before these are not the engine's, so kept as they are
            int kept = start;
            for (int i = start; i < a.size(); i++) {
                Action x = a.get(i);
                if (!w.used().contains(MagicOffers.usedKey(x))) {
                    a.set(kept++, x);
                }
            }
            a.subList(kept, a.size()).clear();
        }
    }

    /**
     * Applies a cast, or Protect, by its handler; a hero's cast that is his action in his turn ends it.
     *
     * @param t the turn
     * @param action a legal {@link Action.Cast} or {@link Action.Protect}
     */
    static void apply(Turn t, Action action) {
        if (action instanceof Action.Protect) {
            BY_KEY.get("protect").apply(t, action);
            return;
        }
        Action.Cast c = (Action.Cast) action;
        MagicHandler m = BY_KEY.get(c.magic());
        m.apply(t, c);
        boolean ends = m.isAction()
                && t.fighting()
                && t.combat().window().isEmpty()
                && !c.caster().equals(MagicOffers.MAGICIANS)
                && !t.combat().acted().contains(c.caster());
        if (ends && t.combat().stage() == Combat.Stage.HEROES) {
            Fights.heroDone(t, c.caster());
        }
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Blitz (JP §19, used by both presets), by a hero or the Magicians, at no action. After the reaction roll, whatever the
 * reaction: the heroes attack first; creatures that would fight to the death still do. At the start of a melee round
 * the enemies would open: the heroes act first in it and in the rest of the fight.
 */
public final class BlitzSpell extends MagicHandler {

    @Override
    String key() {
        return Spell.BLITZ.key();
    }

    /** Blitz casts: every hero who can cast it, then the Magicians if it is their spell (JP §19). */
    static List<Action> casts(GameState s) {
        List<Action> a = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            if (MagicOffers.can(h, Spell.BLITZ)) {
                a.add(new Action.Cast(h.id(), Spell.BLITZ.key(), Optional.empty()));
            }
        }
        if (MagicOffers.magiciansCan(s.party().followers(), Spell.BLITZ)) {
            a.add(new Action.Cast(MagicOffers.MAGICIANS, Spell.BLITZ.key(), Optional.empty()));
        }
        return a;
    }

    @Override
    void afterReaction(List<Action> a, Window w, GameState s, Phase.Reacting r) {
        a.addAll(casts(s));
    }

    @Override
    boolean isAction() {
        return false;
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        if (t.fighting()) {
            // at the start of a round the enemies would open: the heroes take the initiative for the rest of the fight
            MagicCasts.pay(t, c.caster());
            t.add(Event.of(MagicCasts.SPELLS, c.caster() + " casts blitz: the heroes act first from now on"));
            t.setCombat(ImmutableCombat.copyOf(t.combat()).withHeroesFirst(true).withStage(Combat.Stage.HEROES));
            return;
        }
        Phase.Reacting r = (Phase.Reacting) t.phase();
        MagicCasts.pay(t, c.caster());
        t.add(Event.of(MagicCasts.SPELLS, c.caster() + " casts blitz: the heroes attack first"));
        Encounter e = r.encounter();
        if (r.window().reaction().orElseThrow().kind() == ReactionKind.FIGHT_TO_THE_DEATH) {
            List<EnemyGroup> g = new ArrayList<>();
            for (EnemyGroup x : e.enemies()) {
                g.add(x.toTheDeath());
            }
            e = new Encounter(e.tileId(), g);
        }
        Fights.start(t, e, true);
    }
}

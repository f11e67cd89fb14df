package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Friendship (EN §19 / JP §19), in the window after the reaction roll, by a hero or the Magicians: the die moved up or
 * down by one (the reaction read again from the table), or a gold bribe cut to a tenth. Where {@code
 * friendshipBothEffects}, moving the die also cuts the gold bribe it leads to.
 */
public final class FriendshipSpell extends MagicHandler {

    @Override
    String key() {
        return Spell.FRIENDSHIP.key();
    }

    @Override
    void afterReaction(List<Action> a, Window w, GameState s, Phase.Reacting r) {
        List<String> casters = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            if (MagicOffers.can(h, Spell.FRIENDSHIP)) {
                casters.add(h.id());
            }
        }
        if (MagicOffers.magiciansCan(s.party().followers(), Spell.FRIENDSHIP)) {
            casters.add(MagicOffers.MAGICIANS);
        }
        Reaction reaction = w.reaction().orElseThrow();
        for (String caster : casters) {
            if (r.face() > 0) {
                for (boolean up : new boolean[] {true, false}) {
                    if (SpellMath.friendshipFace(r.face(), up) > 0) {
                        a.add(new Action.Cast(caster, key(), Optional.of(up ? "up" : "down")));
                    }
                }
            }
            if (MagicOffers.goldBribe(reaction)) {
                a.add(new Action.Cast(caster, key(), Optional.of("bribe")));
            }
        }
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        String how = c.target().orElse("");
        Phase.Reacting r = (Phase.Reacting) t.phase();
        Window w = r.window().withUsed(MagicOffers.usedKey(c));
        MagicCasts.pay(t, c.caster());
        Reaction reaction = w.reaction().orElseThrow();
        int face = r.face();
        if (how.equals("bribe")) {
            reaction = cut(t, c.caster(), reaction);
        } else {
            face = SpellMath.friendshipFace(face, how.equals("up"));
            EnemyGroup g = r.encounter().enemies().get(0);
            reaction = Foes.creature(t.scenario, g).reactions().orElseThrow().get(face - 1);
            t.add(Event.of(
                    MagicCasts.SPELLS,
                    c.caster() + " casts friendship: the reaction die becomes " + face + ", " + reaction));
            if (t.options().friendshipBothEffects() && MagicOffers.goldBribe(reaction)) {
                reaction = cut(t, c.caster(), reaction);
            }
        }
        t.setPhase(new Phase.Reacting(r.encounter(), w.withReaction(reaction), face));
    }

    private static Reaction cut(Turn t, String caster, Reaction reaction) {
        int before = reaction.bribe().orElseThrow().amount();
        int after = SpellMath.friendshipBribe(before);
        t.add(Event.of(
                MagicCasts.SPELLS,
                caster + " casts friendship: the bribe falls from " + before + " to " + after + " gold"));
        return Reaction.bribe(Bribe.Kind.GOLD, after);
    }
}

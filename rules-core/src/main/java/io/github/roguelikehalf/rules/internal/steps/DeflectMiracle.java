package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.magic.Miracle;
import java.util.List;
import java.util.Optional;

/**
 * Deflect (EN §21 / JP §21), in the window after a failed defence against a missile: the missile and its damage are
 * turned away.
 */
public final class DeflectMiracle extends MagicHandler {

    @Override
    String key() {
        return Miracle.DEFLECT.key();
    }

    @Override
    void afterFailedDefence(List<Action> a, Window w, GameState s, Combat c) {
        if (!w.ranged()) {
            return;
        }
        String defender = w.defender().orElseThrow();
        for (Hero h : s.party().heroes()) {
            if (MagicOffers.can(h, Miracle.DEFLECT)) {
                a.add(new Action.Cast(h.id(), key(), Optional.of(defender)));
            }
        }
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        Window w = t.combat().window().orElseThrow();
        MagicCasts.pay(t, c.caster());
        t.add(Event.of(
                MagicCasts.MIRACLES,
                c.caster() + " performs deflect: the missile at " + w.defender().orElseThrow() + " is turned away"));
        t.setWindow(w.withUsed(MagicOffers.usedKey(c)).withDamage(0));
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.SpellMath;
import java.util.List;
import java.util.Optional;

/** Communion (EN §21 / JP §21), between tiles on a hero with a ration: his next ration heals 1 more. */
public final class CommunionMiracle extends MagicHandler {

    /** The effect key of Communion. */
    static final String COMMUNION = "communion";

    @Override
    String key() {
        return Miracle.COMMUNION.key();
    }

    @Override
    void outsideFight(List<Action> a, GameState s, Hero h) {
        if (!MagicOffers.can(h, Miracle.COMMUNION)) {
            return;
        }
        for (Hero x : s.party().heroes()) {
            if (x.alive() && x.equipment().rations() > 0 && !x.effects().containsKey(COMMUNION)) {
                a.add(new Action.Cast(h.id(), key(), Optional.of(x.id())));
            }
        }
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        String target = c.target().orElseThrow();
        MagicCasts.pay(t, c.caster());
        t.add(Event.of(MagicCasts.MIRACLES, c.caster() + " performs communion over " + target + "'s next ration"));
        t.addEffect(target, Effect.of(COMMUNION, MagicCasts.MIRACLES, Effect.Scope.ADVENTURE));
    }

    /** The Life a ration heals a hero, with Communion's bonus, which it uses up (EN §21, §31 / JP §21, §30). */
    static int ration(Turn t, String hero, int heal) {
        if (!t.hero(hero).effects().containsKey(COMMUNION)) {
            return heal;
        }
        t.removeEffect(hero, COMMUNION);
        t.add(Event.of(MagicCasts.MIRACLES, "communion: the ration heals " + SpellMath.COMMUNION_BONUS + " more"));
        return heal + SpellMath.COMMUNION_BONUS;
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Bless (EN §21 / JP §21), in a fight as a hero's action or between tiles: one condition removed from one hero or from the followers. */
final class BlessMiracle extends MagicHandler {

    @Override
    String key() {
        return Miracle.BLESS.key();
    }

    /** The first condition among effects, in key order. */
    static Optional<String> condition(Map<String, Effect> effects) {
        for (Effect e : effects.values()) {
            if (e.condition()) {
                return Optional.of(e.key());
            }
        }
        return Optional.empty();
    }

    @Override
    void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        offer(a, s, h);
    }

    @Override
    void outsideFight(List<Action> a, GameState s, Hero h) {
        offer(a, s, h);
    }

    private void offer(List<Action> a, GameState s, Hero h) {
        if (!MagicOffers.can(h, Miracle.BLESS)) {
            return;
        }
        for (Hero x : s.party().heroes()) {
            if (x.alive() && condition(x.effects()).isPresent()) {
                a.add(new Action.Cast(h.id(), key(), Optional.of(x.id())));
            }
        }
        if (condition(s.party().followers().effects()).isPresent()) {
            a.add(new Action.Cast(h.id(), key(), Optional.of(Combat.FOLLOWERS)));
        }
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        String target = c.target().orElseThrow();
        MagicCasts.pay(t, c.caster());
        var effects = target.equals(Combat.FOLLOWERS)
                ? t.party().followers().effects()
                : t.hero(target).effects();
        String key = condition(effects).orElseThrow();
        t.removeEffect(target, key);
        t.add(Event.of(MagicCasts.MIRACLES, c.caster() + " performs bless: " + target + " is rid of " + key));
    }
}

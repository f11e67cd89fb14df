package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.SpellMath;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;

/**
 * Fortify (EN §21 / JP §21), a hero's action in a fight: +1 to the defence rolls of one hero or of the combat
 * followers, until the fight ends where {@code fortifyUntilEndOfCombat}, else for the round.
 */
public final class FortifyMiracle extends MagicHandler {

    /** The effect key of Fortify. */
    static final String FORTIFY = "fortify";

    @Override
    String key() {
        return Miracle.FORTIFY.key();
    }

    /** Lists in a hero's turn only where he can perform Fortify (EN §20 / JP §20). */
    @Override
    boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return MagicOffers.can(h, Miracle.FORTIFY);
    }

    @Override
    void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (!MagicOffers.can(h, Miracle.FORTIFY)) {
            return;
        }
        for (Hero x : s.party().heroes()) {
            if (x.alive() && !x.effects().containsKey(FORTIFY)) {
                a.add(new Action.Cast(h.id(), key(), Optional.of(x.id())));
            }
        }
        Followers f = s.party().followers();
        if (f.combatCount() > 0 && !f.effects().containsKey(FORTIFY)) {
            a.add(new Action.Cast(h.id(), key(), Optional.of(Combat.FOLLOWERS)));
        }
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        String target = c.target().orElseThrow();
        MagicCasts.pay(t, c.caster());
        Effect.Scope scope = t.options().fortifyUntilEndOfCombat() ? Effect.Scope.FIGHT : Effect.Scope.ROUND;
        t.add(Event.of(MagicCasts.MIRACLES, c.caster() + " performs fortify on " + target));
        t.addEffect(
                target,
                Effect.of(FORTIFY, MagicCasts.MIRACLES, scope)
                        .withModifier(CheckKind.DEFENSE, SpellMath.FORTIFY_BONUS));
    }
}

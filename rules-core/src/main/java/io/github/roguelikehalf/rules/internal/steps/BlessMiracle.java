package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Bless (EN §21 / JP §21), in a fight as a hero's action or between tiles: Cursed, Petrified or Paralyzed (never oil)
 * dispelled from one hero or from the followers; with several, the player chooses which.
 */
public final class BlessMiracle extends MagicHandler {

    @Override
    String key() {
        return Miracle.BLESS.key();
    }

    /** The conditions Bless dispels (EN §21 / JP §21), the worst first: Petrified, Paralyzed, Cursed. */
    static final List<String> BLESSABLE = List.of(Effect.PETRIFIED, Effect.PARALYZED, Effect.CURSED);

    /** The conditions among effects that Bless may dispel, in {@link #BLESSABLE} order (not oil, EN §69). */
    static List<String> blessable(Map<String, Effect> effects) {
        return BLESSABLE.stream().filter(effects::containsKey).toList();
    }

    /**
     * Bless's targets for one character: the character alone when one condition may go, else one target per
     * condition, {@code TARGET:NAME} (e.g. {@code hero-2:paralyzed}): the player chooses which goes.
     */
    private static List<String> blessTargets(String target, Map<String, Effect> effects) {
        List<String> conditions = blessable(effects);
        if (conditions.size() <= 1) {
            return conditions.isEmpty() ? List.of() : List.of(target);
        }
        return conditions.stream()
                .map(k -> target + ":" + k.substring(Effect.CONDITION.length()))
                .toList();
    }

    /** Lists in a hero's turn only where he can perform Bless (EN §20 / JP §20). */
    @Override
    boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return MagicOffers.can(h, Miracle.BLESS);
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
            if (x.alive()) {
                for (String t : blessTargets(x.id(), x.effects())) {
                    a.add(new Action.Cast(h.id(), key(), Optional.of(t)));
                }
            }
        }
        for (String t : blessTargets(Combat.FOLLOWERS, s.party().followers().effects())) {
            a.add(new Action.Cast(h.id(), key(), Optional.of(t)));
        }
    }

    /**
     * Dispels Cursed, Petrified or Paralyzed from one hero or from the followers; the target {@code TARGET:NAME} names
     * the condition when the character has more than one.
     */
    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        String cast = c.target().orElseThrow();
        MagicCasts.pay(t, c.caster());
        String target = cast;
        String key = null;
        int colon = cast.lastIndexOf(':');
        if (colon > 0 && BLESSABLE.contains(Effect.CONDITION + cast.substring(colon + 1))) {
            target = cast.substring(0, colon);
            key = Effect.CONDITION + cast.substring(colon + 1);
        }
        var effects = target.equals(Combat.FOLLOWERS)
                ? t.party().followers().effects()
                : t.hero(target).effects();
        if (key == null) {
            key = blessable(effects).get(0);
        }
        t.removeEffect(target, key);
        t.add(Event.of(MagicCasts.MIRACLES, c.caster() + " performs bless: " + target + " is rid of " + key));
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The life of effects: a use spent when an effect modifies a check, and the sweep when a scope ends. */
final class EffectSweeps {

    private EffectSweeps() {}

    /** One use of the effects of a hero (or of the followers) that modified a check of a kind. */
    static void used(Turn t, String target, CheckKind kind) {
        Map<String, Effect> effects = target.equals(Combat.FOLLOWERS)
                ? t.party().followers().effects()
                : t.hero(target).effects();
        if (effects.isEmpty()) {
            return;
        }
        TreeMap<String, Effect> next = null;
        for (Effect e : effects.values()) {
            if (e.usesLeft().isPresent() && e.modifiers().containsKey(kind)) {
                if (next == null) {
                    next = new TreeMap<>(effects);
                }
                Optional<Effect> left = e.used();
                if (left.isPresent()) {
                    next.put(e.key(), left.get());
                } else {
                    next.remove(e.key());
                    t.add(Event.of(e.rule(), target + ": " + e.key() + " is used up")
                            .with(new Fact.EffectEnded(target, e.key())));
                }
            }
        }
        if (next != null) {
            if (target.equals(Combat.FOLLOWERS)) {
                t.setPartyUnchecked(t.party().with(t.party().followers().withEffects(next)));
            } else {
                t.setHero(io.github.roguelikehalf.rules.hero.ImmutableHero.copyOf(t.hero(target))
                        .withEffects(next));
            }
        }
    }

    /** Removes the effects whose scope ends now, from the heroes, the followers and the fight. */
    static void sweep(Turn t, Effect.Scope ending) {
        Party p = t.party();
        boolean changed = false;
        for (Hero h : p.heroes()) {
            if (h.effects().isEmpty()) {
                continue;
            }
            changed = true;
            for (Effect e : h.effects().values()) {
                if (e.endsWith(ending)) {
                    h = h.withoutEffect(e.key());
                }
            }
            p = p.with(h);
        }
        Followers f = p.followers();
        if (!f.effects().isEmpty()) {
            TreeMap<String, Effect> m = new TreeMap<>(f.effects());
            m.values().removeIf(e -> e.endsWith(ending));
            p = p.with(f.withEffects(m));
            changed = true;
        }
        if (changed) {
            t.setPartyUnchecked(p);
        }
        if (t.fighting() && !t.combat().effects().isEmpty()) {
            TreeMap<String, Effect> m = new TreeMap<>(t.combat().effects());
            m.values().removeIf(e -> e.endsWith(ending));
            t.setCombat(t.combat().withFightEffects(m));
        }
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.List;
import java.util.TreeMap;

/** The end of effects when their scope ends ({@link CheckPipeline} spends their uses). */
public final class EffectSweeps {

    private EffectSweeps() {}

    /** Removes the effects whose scope ends now, from the heroes, the followers and the fight. */
    static void sweep(Turn t, Effect.Scope ending) {
        Party p = t.party();
        boolean changed = false;
        List<Hero> heroes = p.heroes();
        for (int i = 0; i < heroes.size(); i++) {
            Hero h = heroes.get(i);
            if (h.effects().isEmpty()) {
                continue;
            }
            Hero before = h;
            for (Effect e : before.effects().values()) {
                if (e.endsWith(ending)) {
                    h = h.withoutEffect(e.key());
                }
            }
            if (h != before) {
                // a hero none of whose effects ends keeps the party as it is
                changed = true;
                p = p.with(h);
            }
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
        if (t.fighting() && !t.fightParts().effects().isEmpty()) {
            TreeMap<String, Effect> m = new TreeMap<>(t.combat().effects());
            m.values().removeIf(e -> e.endsWith(ending));
            t.setCombat(t.combat().withFightEffects(m));
        }
    }

    /** Adds an effect to a hero, the followers or the fight ({@code ScenarioContext.addEffect}), and tells it. */
    static void add(Turn t, String target, Effect effect) {
        Party p = t.party();
        switch (target) {
            case Combat.FOLLOWERS -> t.setPartyUnchecked(p.with(p.followers().withEffect(effect)));
            case "fight" -> {
                if (!t.fighting()) {
                    throw new RulesException("a fight effect needs a fight: " + effect.key());
                }
                t.setCombat(t.combat().withFightEffects(Effect.adding(t.combat().effects(), effect)));
            }
            default -> t.setHero(t.hero(target).withEffect(effect));
        }
        t.add(Event.of(effect.rule(), target + ": " + effect.key() + " begins")
                .with(new Fact.EffectStarted(target, effect.key())));
    }

    /** Removes an effect from a hero, the followers or the fight ({@code ScenarioContext.removeEffect}). */
    static void remove(Turn t, String target, String key) {
        Party p = t.party();
        switch (target) {
            case Combat.FOLLOWERS -> {
                Followers f = p.followers();
                t.setPartyUnchecked(p.with(f.withEffects(Effect.removing(f.effects(), key))));
            }
            case "fight" -> {
                if (t.fighting()) {
                    t.setCombat(t.combat()
                            .withFightEffects(Effect.removing(t.combat().effects(), key)));
                }
            }
            default -> t.setHero(t.hero(target).withoutEffect(key));
        }
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.CheckModifiers;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Skill;
import io.github.roguelikehalf.rules.internal.SortedIds;
import java.util.List;

/**
 * Protect (EN §22 / JP §22), a Strength hero's skill in the window after an ally's failed defence: once a round he
 * rolls a defence against the same attack with Technique or Strength (Power Defend); Strength -1 either way. On a
 * success nobody takes the damage.
 */
public final class ProtectSkill extends MagicHandler {

    static final String PROTECT = "EN §22 / JP §22";

    @Override
    String key() {
        return "protect";
    }

    /** Protect: a living Strength hero with at least 1 Strength left (EN §22 / JP §22). */
    static boolean canProtect(Hero h, RuleOptions o) {
        return h.alive()
                && !Conditions.incapacitated(h)
                && h.skills(o).contains(Skill.PROTECT)
                && h.subAttributeValue() >= 1;
    }

    @Override
    void afterFailedDefence(List<Action> a, Window w, GameState s, Combat c) {
        String defender = w.defender().orElseThrow();
        for (Hero h : s.party().heroes()) {
            if (canProtect(h, s.options())
                    && !h.id().equals(defender)
                    && !c.protectors().contains(h.id())) {
                a.add(new Action.Protect(h.id(), false));
                a.add(new Action.Protect(h.id(), true));
            }
        }
    }

    /**
     * Protect (EN §22 / JP §22): once a round, after an ally's failed defence, a Strength hero rolls a defence against
     * the same attack with Technique or Strength; Strength -1 either way. On a success nobody takes the damage.
     */
    @Override
    void apply(Turn t, Action action) {
        Action.Protect p = (Action.Protect) action;
        Combat c = t.combat();
        Window w = c.window().orElseThrow();
        // one more protector this round, in the fight's parts: no sorted set rebuilt, no fight copied for it
        t.fight().protectors(SortedIds.adding(c.protectors(), p.hero()));
        t.setWindow(w.withUsed(MagicOffers.usedKey(p)));
        Encounter e = c.encounter();
        EnemyGroup attacker = e.enemies().get(e.indexOf(w.attacker().orElseThrow()));
        Hero h = t.hero(p.hero());
        String defender = w.defender().orElseThrow();
        CheckResult r = CheckPipeline.roll(
                t,
                CheckPipeline.Request.of(
                                Actor.hero(p.hero()),
                                CheckKind.DEFENSE,
                                CreatureEvents.level(t.scenario, t, attacker, p.hero()))
                        .basis(p.power() ? Basis.STRENGTH : Basis.TECHNIQUE)
                        .gear(CheckModifiers.heroDefence(h, w.ranged()))
                        .situation(CheckModifiers.creature(
                                CreatureEvents.defenceModifier(t.scenario, t, attacker, p.hero())))
                        .reads(CheckPipeline.Reads.SUCCESS),
                x -> Event.check(
                        PROTECT,
                        // written when asked
                        () -> p.hero() + " protects " + defender + " (1 Strength spent): "
                                + (x.success() ? "nobody takes the damage" : "the damage goes through"),
                        x));
        if (!p.power()) {
            // Protect costs 1 Strength; with Power Defend the roll's own point is that cost (EN §22 / JP §22)
            Hero after = t.hero(p.hero());
            t.setHero(ImmutableHero.copyOf(after).withSubAttributeValue(after.subAttributeValue() - 1));
        }
        if (r.success()) {
            t.setWindow(t.combat().window().orElseThrow().withDamage(0));
        }
    }
}

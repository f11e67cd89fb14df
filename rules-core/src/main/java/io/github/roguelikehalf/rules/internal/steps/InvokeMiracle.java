package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.SpellMath;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;

/**
 * Invoke (EN §21 / JP §21), a hero's action at an undead group: two arrows of light, a Divinity roll each (the
 * Divinity held before paying, 1 point in all); each success destroys one Weak Creature or takes 1 Life from a Strong
 * one; each critical adds an arrow. The arrows stop when the group is gone.
 */
public final class InvokeMiracle extends MagicHandler {

    @Override
    String key() {
        return Miracle.INVOKE.key();
    }

    /** Lists in a hero's turn only where he can perform Invoke (EN §20 / JP §20). */
    @Override
    boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return MagicOffers.can(h, Miracle.INVOKE);
    }

    @Override
    void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (MagicOffers.can(h, Miracle.INVOKE)) {
            atGroups(a, h.id(), c.encounter().enemies(), g -> MagicOffers.invokeTarget(sc, s, g));
        }
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        String caster = c.caster();
        String target = c.target().orElseThrow();
        Encounter e = t.combat().encounter();
        int gi = e.indexOf(target);
        int level = CreatureEvents.level(t.scenario, t, e.enemies().get(gi), caster);
        int arrows = SpellMath.INVOKE_ARROWS;
        boolean asked = false;
        for (int i = 0; i < arrows && t.fighting(); i++) {
            EnemyGroup g = t.combat().encounter().enemies().get(gi);
            if (!g.active()) {
                break;
            }
            // every arrow rolls with the Divinity held before the cast is paid, after the last arrow
            CheckResult r = MagicCasts.roll(t, caster, CheckKind.DIVINITY, level);
            if (r.critical()) {
                arrows++;
            }
            t.add(Event.check(
                    MagicCasts.MIRACLES,
                    caster + "'s arrow of light " + (i + 1) + " at " + target + ": " + (r.success() ? "hit" : "miss")
                            + (r.critical() ? ", and one more arrow" : ""),
                    r));
            if (!r.success()) {
                continue;
            }
            if (!asked) {
                asked = true;
                if (MagicCasts.resisted(t, g, caster, key(), MagicCasts.MIRACLES)) {
                    break;
                }
            }
            Fights.damageEnemy(t, gi, 1);
        }
        MagicCasts.pay(t, caster);
    }
}

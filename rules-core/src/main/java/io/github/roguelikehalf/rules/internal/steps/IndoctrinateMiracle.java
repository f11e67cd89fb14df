package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.TreeSet;

/**
 * Indoctrinate (EN §21 / JP §21): a hero's action at a Weak group down to its last creature (or, where {@code
 * indoctrinateOnFleeing}, after the fight at one that fled): a Divinity roll against its level; on a success it
 * becomes a Captured follower, no Rope needed, and counts as defeated. One attempt per group.
 */
public final class IndoctrinateMiracle extends MagicHandler {

    @Override
    String key() {
        return Miracle.INDOCTRINATE.key();
    }

    /** Lists in a hero's turn only where he can perform Indoctrinate (EN §20 / JP §20). */
    @Override
    boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return MagicOffers.can(h, Miracle.INDOCTRINATE);
    }

    @Override
    void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (MagicOffers.can(h, Miracle.INDOCTRINATE)) {
            atGroups(
                    a,
                    h.id(),
                    c.encounter().enemies(),
                    g -> MagicOffers.indoctrinateTarget(
                            sc, s, g, c.indoctrinateTried().contains(g.id())));
        }
    }

    @Override
    void afterFight(List<Action> a, GameState s, Scenario sc, Phase.AfterFight p) {
        if (!mayOfferAfterFight(s.party(), s.options())) {
            return;
        }
        for (Hero h : s.party().heroes()) {
            if (MagicOffers.can(h, Miracle.INDOCTRINATE)) {
                atGroups(
                        a,
                        h.id(),
                        p.encounter().enemies(),
                        g -> g.fled() && MagicOffers.indoctrinateTarget(sc, s, g, false));
            }
        }
    }

    /** After a fight only where the option allows it and a hero can perform Indoctrinate (EN §20 / JP §20). */
    @Override
    boolean mayOfferAfterFight(Party p, RuleOptions o) {
        if (!o.indoctrinateOnFleeing()) {
            return false;
        }
        for (Hero h : p.heroes()) {
            if (MagicOffers.can(h, Miracle.INDOCTRINATE)) {
                return true;
            }
        }
        return false;
    }

    @Override
    void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        String caster = c.caster();
        String target = c.target().orElseThrow();
        boolean fight = t.fighting();
        Encounter e = fight ? t.combat().encounter() : ((Phase.AfterFight) t.phase()).encounter();
        int gi = e.indexOf(target);
        EnemyGroup g = e.enemies().get(gi);
        if (fight) {
            TreeSet<String> tried = new TreeSet<>(t.combat().indoctrinateTried());
            tried.add(g.id());
            t.setCombat(ImmutableCombat.copyOf(t.combat()).withIndoctrinateTried(tried));
        } else {
            Phase.AfterFight p = (Phase.AfterFight) t.phase();
            t.setPhase(new Phase.AfterFight(p.encounter(), p.window().withUsed(MagicOffers.usedKey(c))));
        }
        CheckResult r = MagicCasts.roll(t, caster, CheckKind.DIVINITY, CreatureEvents.level(t.scenario, t, g, caster));
        MagicCasts.pay(t, caster);
        t.add(Event.check(
                MagicCasts.MIRACLES,
                caster + " performs indoctrinate on " + g.id() + ": " + (r.success() ? "success" : "no effect"),
                r));
        if (!r.success() || CreatureEvents.resists(t, g, caster, key())) {
            return;
        }
        Creature cr = Foes.creature(t.scenario, g);
        t.setParty(t.party().with(t.party().followers().add(FollowerKind.captured(cr.id()), 1)));
        t.add(Event.of(MagicCasts.MIRACLES, cr.name() + " is Captured and follows the party"));
        if (fight) {
            Fights.damageEnemy(t, gi, 1);
        } else {
            Phase.AfterFight p = (Phase.AfterFight) t.phase();
            t.setPhase(new Phase.AfterFight(p.encounter().with(gi, g.damaged(1)), p.window()));
        }
    }
}

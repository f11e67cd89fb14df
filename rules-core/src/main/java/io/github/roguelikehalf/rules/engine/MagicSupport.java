package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroCheck;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.SpellMath;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The spells and miracles that work on the party, the reaction or a failed defence (EN §19, §21 / JP §19, §21), and
 * Protect (EN §22 / JP §22). Casts at enemies are in {@link MagicCasts}.
 */
final class MagicSupport {

    static final String PROTECT = "EN §22 / JP §22";

    private MagicSupport() {}

    /**
     * Friendship after the reaction roll (EN §19 / JP §19): the die moved up or down by one (the reaction read again
     * from the table), or a gold bribe cut to a tenth. Where {@code friendshipBothEffects}, moving the die also cuts
     * the gold bribe it leads to.
     */
    static void friendship(Turn t, Action.Cast c, String how) {
        Phase.Reacting r = (Phase.Reacting) t.state().phase();
        Window w = r.window().withUsed(MagicOffers.usedKey(c));
        MagicCasts.pay(t, c.caster());
        Reaction reaction = w.reaction().orElseThrow();
        int face = r.face();
        if (how.equals("bribe")) {
            reaction = cut(t, c.caster(), reaction);
        } else {
            face = SpellMath.friendshipFace(face, how.equals("up"));
            EnemyGroup g = r.encounter().enemies().get(0);
            reaction = Foes.creature(t.scenario, g).reactions().orElseThrow().get(face - 1);
            t.add(Event.of(
                    MagicCasts.SPELLS,
                    c.caster() + " casts friendship: the reaction die becomes " + face + ", " + reaction));
            if (t.options().friendshipBothEffects() && MagicOffers.goldBribe(reaction)) {
                reaction = cut(t, c.caster(), reaction);
            }
        }
        t.setPhase(new Phase.Reacting(r.encounter(), w.withReaction(reaction), face));
    }

    private static Reaction cut(Turn t, String caster, Reaction reaction) {
        int before = reaction.bribe().orElseThrow().amount();
        int after = SpellMath.friendshipBribe(before);
        t.add(Event.of(
                MagicCasts.SPELLS,
                caster + " casts friendship: the bribe falls from " + before + " to " + after + " gold"));
        return Reaction.bribe(Bribe.Kind.GOLD, after);
    }

    /**
     * Blitz (JP §19, used by both presets). After the reaction roll, whatever the reaction: the heroes attack first;
     * creatures that would fight to the death still do. At the start of a melee round the enemies would open: the
     * heroes act first in it and in the rest of the fight.
     */
    static void blitz(Turn t, Action.Cast c) {
        if (t.fighting()) {
            // at the start of a round the enemies would open: the heroes take the initiative for the rest of the fight
            MagicCasts.pay(t, c.caster());
            t.add(Event.of(MagicCasts.SPELLS, c.caster() + " casts blitz: the heroes act first from now on"));
            t.setCombat(ImmutableCombat.copyOf(t.combat()).withHeroesFirst(true).withStage(Combat.Stage.HEROES));
            return;
        }
        Phase.Reacting r = (Phase.Reacting) t.state().phase();
        MagicCasts.pay(t, c.caster());
        t.add(Event.of(MagicCasts.SPELLS, c.caster() + " casts blitz: the heroes attack first"));
        Encounter e = r.encounter();
        if (r.window().reaction().orElseThrow().kind() == ReactionKind.FIGHT_TO_THE_DEATH) {
            List<EnemyGroup> g = new ArrayList<>();
            for (EnemyGroup x : e.enemies()) {
                g.add(x.toTheDeath());
            }
            e = new Encounter(e.tileId(), g);
        }
        Fights.start(t, e, true);
    }

    /**
     * Indoctrinate (EN §21 / JP §21): a Divinity roll against the level of the last creature of a Weak group; on a
     * success it becomes a Captured follower, no Rope needed, and counts as defeated. One attempt per group.
     */
    static void indoctrinate(Turn t, String caster, String target) {
        boolean fight = t.fighting();
        Encounter e =
                fight ? t.combat().encounter() : ((Phase.AfterFight) t.state().phase()).encounter();
        int gi = e.indexOf(target);
        EnemyGroup g = e.enemies().get(gi);
        if (fight) {
            java.util.TreeSet<String> tried = new java.util.TreeSet<>(t.combat().indoctrinateTried());
            tried.add(g.id());
            t.setCombat(ImmutableCombat.copyOf(t.combat()).withIndoctrinateTried(tried));
        } else {
            Phase.AfterFight p = (Phase.AfterFight) t.state().phase();
            t.setPhase(new Phase.AfterFight(
                    p.encounter(),
                    p.window()
                            .withUsed(MagicOffers.usedKey(
                                    new Action.Cast(caster, Miracle.INDOCTRINATE.key(), Optional.of(target))))));
        }
        CheckResult r = MagicCasts.roll(t, caster, CheckKind.DIVINITY, Foes.level(t.scenario, t.state(), g, caster));
        MagicCasts.pay(t, caster);
        t.add(Event.check(
                MagicCasts.MIRACLES,
                caster + " performs indoctrinate on " + g.id() + ": " + (r.success() ? "success" : "no effect"),
                r));
        if (!r.success() || Foes.rules(t.scenario, g).resistsMagic(t, g, caster, Miracle.INDOCTRINATE.key())) {
            return;
        }
        Creature cr = Foes.creature(t.scenario, g);
        t.setParty(t.party().with(t.party().followers().add(FollowerKind.captured(cr.id()), 1)));
        t.add(Event.of(MagicCasts.MIRACLES, "the " + cr.name() + " is Captured and follows the party"));
        if (fight) {
            Fights.damageEnemy(t, gi, 1);
        } else {
            Phase.AfterFight p = (Phase.AfterFight) t.state().phase();
            t.setPhase(new Phase.AfterFight(p.encounter().with(gi, g.damaged(1)), p.window()));
        }
    }

    /**
     * Fortify (EN §21 / JP §21): +1 to the defence rolls of one hero or of the followers, until the fight ends where
     * {@code fortifyUntilEndOfCombat}, else for the round.
     */
    static void fortify(Turn t, String caster, String target) {
        MagicCasts.pay(t, caster);
        Effect.Scope scope = t.options().fortifyUntilEndOfCombat() ? Effect.Scope.FIGHT : Effect.Scope.ROUND;
        t.add(Event.of(MagicCasts.MIRACLES, caster + " performs fortify on " + target));
        t.addEffect(
                target,
                Effect.of(MagicOffers.FORTIFY, MagicCasts.MIRACLES, scope)
                        .withModifier(CheckKind.DEFENSE, SpellMath.FORTIFY_BONUS));
    }

    /**
     * Bless (EN §21 / JP §21): Cursed, Petrified or Paralyzed dispelled from one hero or from the followers; the
     * target {@code TARGET:NAME} names the condition when the character has more than one.
     */
    static void bless(Turn t, String caster, String cast) {
        MagicCasts.pay(t, caster);
        String target = cast;
        String key = null;
        int colon = cast.lastIndexOf(':');
        if (colon > 0 && MagicOffers.BLESSABLE.contains(Effect.CONDITION + cast.substring(colon + 1))) {
            target = cast.substring(0, colon);
            key = Effect.CONDITION + cast.substring(colon + 1);
        }
        var effects = target.equals(Combat.FOLLOWERS)
                ? t.party().followers().effects()
                : t.hero(target).effects();
        if (key == null) {
            key = MagicOffers.blessable(effects).get(0);
        }
        t.removeEffect(target, key);
        t.add(Event.of(MagicCasts.MIRACLES, caster + " performs bless: " + target + " is rid of " + key));
    }

    /** Communion (EN §21 / JP §21): the hero's next ration heals 1 more. */
    static void communion(Turn t, String caster, String target) {
        MagicCasts.pay(t, caster);
        t.add(Event.of(MagicCasts.MIRACLES, caster + " performs communion over " + target + "'s next ration"));
        t.addEffect(target, Effect.of(MagicOffers.COMMUNION, MagicCasts.MIRACLES, Effect.Scope.ADVENTURE));
    }

    /** The Life a ration heals a hero, with Communion's bonus, which it uses up (EN §21, §31 / JP §21, §30). */
    static int ration(Turn t, String hero, int heal) {
        if (!t.hero(hero).effects().containsKey(MagicOffers.COMMUNION)) {
            return heal;
        }
        t.removeEffect(hero, MagicOffers.COMMUNION);
        t.add(Event.of(MagicCasts.MIRACLES, "communion: the ration heals " + SpellMath.COMMUNION_BONUS + " more"));
        return heal + SpellMath.COMMUNION_BONUS;
    }

    /** Deflect (EN §21 / JP §21): after a failed defence against a missile, the missile and its damage are turned away. */
    static void deflect(Turn t, Action.Cast c) {
        Window w = t.combat().window().orElseThrow();
        MagicCasts.pay(t, c.caster());
        t.add(Event.of(
                MagicCasts.MIRACLES,
                c.caster() + " performs deflect: the missile at " + w.defender().orElseThrow() + " is turned away"));
        t.setWindow(w.withUsed(MagicOffers.usedKey(c)).withDamage(0));
    }

    /**
     * Protect (EN §22 / JP §22): once a round, after an ally's failed defence, a Strength hero rolls a defence against
     * the same attack with Technique or Strength; Strength -1 either way. On a success nobody takes the damage.
     */
    static void protect(Turn t, Action.Protect p) {
        Combat c = t.combat();
        Window w = c.window().orElseThrow();
        java.util.TreeSet<String> protectors = new java.util.TreeSet<>(c.protectors());
        protectors.add(p.hero());
        t.setCombat(ImmutableCombat.copyOf(c).withProtectors(protectors));
        t.setWindow(w.withUsed(MagicOffers.usedKey(p)));
        Encounter e = c.encounter();
        EnemyGroup attacker = e.enemies().get(e.indexOf(w.attacker().orElseThrow()));
        Creature cr = Foes.creature(t.scenario, attacker);
        CreatureRules rules = Foes.rules(t.scenario, attacker);
        Hero h = t.hero(p.hero());
        var mods = CheckModifiers.heroDefence(
                t.party(),
                h,
                w.ranged(),
                c.effects().values(),
                rules.defenceRollModifier(cr, attacker, t.state(), p.hero()));
        HeroCheck hc = h.check(
                CheckKind.DEFENSE,
                p.power() ? Basis.STRENGTH : Basis.TECHNIQUE,
                mods,
                Foes.level(t.scenario, t.state(), attacker, p.hero()),
                t.options(),
                t.dice);
        Hero after = hc.hero();
        if (!p.power()) {
            after = ImmutableHero.copyOf(after).withSubAttributeValue(after.subAttributeValue() - 1);
        }
        t.setHero(after);
        t.usedEffects(p.hero(), CheckKind.DEFENSE);
        CheckResult r = hc.result();
        String defender = w.defender().orElseThrow();
        t.add(Event.check(
                PROTECT,
                p.hero() + " protects " + defender + " (1 Strength spent): "
                        + (r.success() ? "nobody takes the damage" : "the damage goes through"),
                r));
        if (r.success()) {
            t.setWindow(t.combat().window().orElseThrow().withDamage(0));
        }
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.CheckModifiers;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Hands;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Conditions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A hero's action in a round (EN §36 / JP §35): in round 0 shoot with a ranged weapon held, or instead put it away for a
 * melee weapon or bare hands; in melee rounds attack (Power Attack, EN §22 / JP §22; unarmed at -2, EN §29 / JP §28),
 * take a melee weapon, shield or lantern in hand (a round, unless a Squire helps: EN §28 / JP §27),
 * drink the healing potion, hold, or, first in a round the heroes open, lead the party's escape (EN §42 / JP §42).
 * A critical gives another attack (EN §8 / JP §8).
 */
public final class HeroTurnStep implements ListingStep {

    static final HeroTurnStep INSTANCE = new HeroTurnStep();

    /** The hero who acts next, or null when every living hero has acted. */
    static Hero nextHero(Party p, FightParts c) {
        String extra = c.extraAttacker();
        if (extra != null) {
            return p.hero(extra);
        }
        for (Hero h : p.heroes()) {
            if (h.alive() && !c.acted().contains(h.id())) {
                return h;
            }
        }
        return null;
    }

    /**
     * The hero who acts now, or null when none does: the party escapes, or each living hero has acted and none is owed
     * an attack.
     */
    private static Hero acting(Party p, FightParts c) {
        return c.escaping() ? null : nextHero(p, c);
    }

    @Override
    public boolean proceedsAlone(WorkingState w, Scenario scenario, CreatureEvents.StateSource source) {
        return acting(w.party(), w.fightParts()) == null;
    }

    /**
     * A hero with nothing to do but hold holds by himself, told from the fight's parts without the whole state: one
     * who cannot act (EN §21 / JP §21), or one who holds no ranged weapon in round 0 (EN §36 / JP §35) and has no
     * spell, miracle or item to use there ({@link Magic#mayOfferInTurn}, {@link Items#mayOfferInTurn}), in a round
     * where the War Doll's part is not chosen.
     */
    @Override
    public Action soleAction(WorkingState w) {
        FightParts c = w.fightParts();
        Party p = w.party();
        Hero h = acting(p, c);
        if (h == null) {
            return null;
        }
        if (Conditions.incapacitated(h)) {
            return KeptActions.hold(h.id());
        }
        boolean onlyHold = c.extraAttacker() == null
                && c.round() == 0
                && h.equipment().heldRangedWeapon().isEmpty()
                && !Magic.mayOfferInTurn(h, p, c)
                && !Items.mayOfferInTurn(h, p, c)
                && !(sitOutChosen(c) && WarDolls.canSitOut(p));
        return onlyHold ? KeptActions.hold(h.id()) : null;
    }

    /** Whether the War Doll's part in the round is chosen at this turn: the heroes open the round (EN §40 / JP §39). */
    private static boolean sitOutChosen(FightParts c) {
        return c.heroesFirst() && c.acted().isEmpty();
    }

    @Override
    public Decision decision(GameState s, Scenario scenario, List<Action> a) {
        Combat c = ((Phase.Fighting) s.phase()).combat();
        FightParts parts = FightParts.of(c);
        Hero h = acting(s.party(), parts);
        if (h == null) {
            return null;
        }
        RuleOptions o = s.options();
        List<EnemyGroup> targets = c.encounter().active();
        if (Conditions.incapacitated(h)) {
            // Petrified or Paralyzed: no action until cured (EN §21 / JP §21)
            return new Decision.HeroTurn(h.id(), c.round(), List.of(KeptActions.hold(h.id())));
        }
        if (c.extraAttack().isPresent()) {
            addAttacks(a, scenario, s, h, targets, o, c.round() == 0);
            a.add(KeptActions.hold(h.id()));
            return new Decision.HeroTurn(h.id(), c.round(), FixedList.of(a));
        }
        boolean ranged = h.equipment().heldRangedWeapon().isPresent();
        if (c.round() == 0) {
            if (ranged) {
                addAttacks(a, scenario, s, h, targets, o, true);
                // instead of shooting, the hero may use round 0 to ready a melee weapon (or go unarmed): the change
                // takes one round, one attack's worth (EN §36 / JP §35)
                for (String key : Hands.swaps(s.party(), h, true, o)) {
                    a.add(new Action.Swap(h.id(), key));
                }
            }
        } else {
            if (!ranged) {
                addAttacks(a, scenario, s, h, targets, o, false);
            }
            for (String key : Hands.swaps(s.party(), h, true, o)) {
                a.add(new Action.Swap(h.id(), key));
            }
        }
        // a spell or miracle instead of an attack, in round 0 or a melee round (EN §36 / JP §35)
        Magic.heroTurn(a, s, scenario, h, c);
        // an item used as his action: a magic treasure, the War Doll, holy water, the potion...
        Items.heroTurn(a, s, scenario, h, c);
        a.add(KeptActions.hold(h.id()));
        // the escape is declared before anybody acts in the round; when the enemies act first, before their half
        // (EscapeStep)
        if (c.round() >= 1
                && c.heroesFirst()
                && c.acted().isEmpty()
                && scenario.escapeAllowed(s, c.encounter().tileId())) {
            a.add(Steps.ESCAPE);
        }
        // the War Doll's part in the round is chosen as the round starts (EN §40 / JP §39); when the enemies open
        // it, at the escape (EscapeStep)
        if (sitOutChosen(parts)) {
            WarDolls.sitOutOffer(a, s);
        }
        return new Decision.HeroTurn(h.id(), c.round(), FixedList.of(a));
    }

    private static void addAttacks(
            List<Action> a, Scenario sc, GameState s, Hero h, List<EnemyGroup> targets, RuleOptions o, boolean shot) {
        AttackMode mode = shot ? AttackMode.RANGED : AttackMode.MELEE;
        for (int i = 0; i < targets.size(); i++) {
            EnemyGroup g = targets.get(i);
            if (!CreatureEvents.targetable(sc, () -> s, g, mode)) {
                continue;
            }
            a.add(shot ? KeptActions.shoot(h.id(), g.id(), false) : KeptActions.attack(h.id(), g.id(), false));
            boolean power = shot ? canPowerShoot(h, o) : canPowerAttack(h, o);
            if (power) {
                a.add(shot ? KeptActions.shoot(h.id(), g.id(), true) : KeptActions.attack(h.id(), g.id(), true));
            }
        }
    }

    /** Power Attack: a Strength hero with Strength left, for melee attacks (§22). */
    static boolean canPowerAttack(Hero h, RuleOptions o) {
        return h.allowedBases(CheckKind.ATTACK, o).contains(Basis.STRENGTH);
    }

    /**
     * A shot with the sub-attribute: Power Shot (EN §24) or, where a shot is a Dexterity roll, the Dexterity hero's
     * own sub-attribute (JP §27, §35); Power Attack works for a shot only where it is not melee-only (C-18).
     */
    static boolean canPowerShoot(Hero h, RuleOptions o) {
        return h.allowedBases(CheckKind.SHOT, o).size() > 1;
    }

    @Override
    public void apply(Turn t, Action action) {
        if (action instanceof Action.Attack a) {
            attack(t, a.hero(), a.target(), a.power(), false);
        } else if (action instanceof Action.Shoot a) {
            attack(t, a.hero(), a.target(), a.power(), true);
        } else if (action instanceof Action.Swap a) {
            swap(t, a.hero(), a.item());
        } else if (WarDolls.isSitOut(action)) {
            WarDolls.sitOut(t);
        } else if (action instanceof Action.Hold a) {
            Fights.heroDone(t, a.actor());
        } else if (action instanceof Action.Escape) {
            Fights.escape(t);
        } else if (action instanceof Action.Cast a) {
            Magic.apply(t, a);
        } else if (!Items.apply(t, action)) {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    @Override
    public void proceed(Turn t) {
        t.fight().stage(Combat.Stage.FOLLOWERS);
    }

    private static void swap(Turn t, String id, String key) {
        String text = Provisions.swapped(t, id, key);
        Provisions.takeInHand(t, id, key);
        // a Squire changes the hero's weapon at no cost (JP §27), and under the English text any hand-held item
        // (EN §28, C-25): a shield or the lantern taken in hand beside the weapon
        boolean squire = t.party().followers().count(FollowerType.SQUIRE) > 0
                && (Hands.changesWeapon(key) || t.options().squireSwapsAllHandItems());
        t.add(Event.of(
                Fights.COMBAT, text + (squire ? " with the Squire's help, at no cost" : ", which takes the round")));
        if (!squire) {
            Fights.heroDone(t, id);
        }
    }

    private static void attack(Turn t, String id, String target, boolean power, boolean shot) {
        attack(t, id, target, power, shot, List.of());
    }

    /** A shot (or attack) with modifiers beyond the usual ones, e.g. a Bullet of Piercing's (EN §40 / JP §39). */
    static void attack(Turn t, String id, String target, boolean power, boolean shot, List<Modifier> more) {
        Combat c = t.combat();
        Hero h = t.hero(id);
        int gi = c.encounter().indexOf(target);
        EnemyGroup g = c.encounter().enemies().get(gi);
        RuleOptions o = t.options();
        CheckKind kind = CheckKind.ATTACK;
        Basis basis = Basis.TECHNIQUE;
        Set<String> magicUsed = c.magicWeaponUsed();
        boolean magicFirst = false;
        if (shot) {
            kind = o.rangedAttackIsDexterityRoll() ? CheckKind.DEXTERITY : CheckKind.SHOT;
            if (power) {
                basis = Basis.of(h.subAttribute());
            }
        } else {
            Optional<Weapon> w = h.equipment().heldWeapon();
            if (w.isPresent() && w.get().magic() && !magicUsed.contains(id)) {
                magicFirst = true;
                magicUsed = new HashSet<>(magicUsed);
                magicUsed.add(id);
            }
            if (power) {
                basis = Basis.STRENGTH;
            }
        }
        List<Modifier> gear = CheckModifiers.heroAttack(h, shot, magicFirst);
        if (!more.isEmpty()) {
            gear = new ArrayList<>(gear);
            gear.addAll(more);
        }
        CheckResult r = CheckPipeline.roll(
                t,
                CheckPipeline.Request.attack(
                        Actor.hero(id),
                        kind,
                        basis,
                        CreatureEvents.level(t.scenario, t, g, id),
                        gear,
                        CheckModifiers.creature(CreatureEvents.attackModifier(t.scenario, t, g, id))),
                AttackTell.of(Fights.COMBAT, id, shot, g.id()));
        if (magicFirst) {
            t.setCombat(t.combat().magicWeaponUsedBy(magicUsed));
        }
        if (r.success() && !CreatureEvents.turnsAside(t, g, id, mode(shot))) {
            Fights.damageEnemy(t, gi, 1);
        }
        if (t.terminal() || !t.fighting()) {
            return;
        }
        boolean extra = r.critical()
                && (!shot || o.criticalExtraAttackWithAnyRangedWeapon())
                && Fights.fightsOn(t.fightParts());
        if (extra) {
            t.add(Event.of("EN §8 / JP §8", () -> "critical: " + id + " may attack again"));
            t.fight().extraAttack(id);
        } else {
            Fights.heroDone(t, id);
        }
    }

    private static AttackMode mode(boolean shot) {
        return shot ? AttackMode.RANGED : AttackMode.MELEE;
    }
}

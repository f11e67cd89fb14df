package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.AttackSplit;
import io.github.roguelikehalf.rules.engine.CheckModifiers;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.MagicGear;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightCopy;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.internal.SortedIds;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;

/**
 * The enemies' half of a round (EN §36-§37 / JP §35): actions other than attacks, then the split of their attacks
 * (the player gives the left-over ones), then a defence roll per attack, with Power Defend (EN §22 / JP §22). A
 * failed defence costs a hero the creature's damage (1 by default) and a follower his life (EN §33 / JP §32).
 */
public final class EnemyTurnStep implements ListingStep {

    static final EnemyTurnStep INSTANCE = new EnemyTurnStep();

    private static final String FOLLOWERS_RULE = "EN §33 / JP §32";

    @Override
    public boolean proceedsAlone(WorkingState w, Scenario scenario, CreatureEvents.StateSource source) {
        FightParts c = w.fightParts();
        if (nothingToSplitOrDefend(c)) {
            return true;
        }
        // the creatures' attacks counted from the fight's parts (their rules may be asked), without the whole state
        return c.stage() == Combat.Stage.ASSIGN
                && noExtraToPlace(Foes.splitCount(scenario, source, c), AttackSplit.recipientCount(w.party()));
    }

    /**
     * Whether the attacks of the half split evenly, so that nobody chooses who takes the extra ones (EN §36 / JP §35):
     * none is split, one recipient or none takes them all, or they divide evenly.
     */
    private static boolean noExtraToPlace(int attacks, int recipients) {
        return attacks == 0 || recipients <= 1 || attacks % recipients == 0;
    }

    /**
     * Whether nobody decides at this stage, read from the fight alone: the creatures' other actions come first, or no
     * attack waits for its defence.
     */
    private static boolean nothingToSplitOrDefend(FightParts c) {
        return c.stage() == Combat.Stage.ASSIGN ? needsEnemyActions(c) : c.noneIncoming();
    }

    @Override
    public Decision decision(GameState s, Scenario scenario, List<Action> a) {
        Combat c = ((Phase.Fighting) s.phase()).combat();
        if (nothingToSplitOrDefend(FightParts.of(c))) {
            return null;
        }
        return c.stage() == Combat.Stage.ASSIGN ? assign(s, scenario, c, a) : defend(s, c, a);
    }

    private static boolean needsEnemyActions(FightParts c) {
        return !c.enemyActionsDone() && c.round() > 0 && !c.escaping();
    }

    private static Decision assign(GameState s, Scenario scenario, Combat c, List<Action> a) {
        int attacks = Foes.splitCount(scenario, () -> s, FightParts.of(c));
        List<String> recipients = AttackSplit.recipients(s.party());
        if (noExtraToPlace(attacks, recipients.size())) {
            return null;
        }
        for (List<String> combo : BribeStep.combinations(recipients, attacks % recipients.size())) {
            a.add(new Action.AssignExtra(combo));
        }
        return new Decision.AssignAttacks(attacks, recipients, a);
    }

    private static Decision defend(GameState s, Combat c, List<Action> a) {
        if (defences(s.party(), s.options(), FightParts.of(c), a) < 0) {
            return null;
        }
        return new Decision.ChooseDefender(c.incoming().size(), FixedList.of(a));
    }

    /** A lone defender with one way to defend defends by himself: no whole state is made for his decision. */
    @Override
    public Action soleAction(WorkingState w) {
        FightParts c = w.fightParts();
        // counted first, without the actions: mostly a hero has two ways (Power Defend), and decides
        if (c.stage() != Combat.Stage.DEFEND || c.noneIncoming() || defences(w.party(), w.options(), c, null) != 1) {
            return null;
        }
        List<Action> a = WorkingList.actions();
        try {
            defences(w.party(), w.options(), c, a);
            return a.get(0);
        } finally {
            WorkingList.giveBackActions(a);
        }
    }

    /**
     * The ways to defend against the first waiting attack (EN §37 / JP §36), listed in {@code a} unless it is null:
     * its recipient defends, the followers by any combat group or the War Doll, a hero also with Power Defend (EN §22
     * / JP §22).
     *
     * @return how many, or -1 when nobody can defend it (its hero is dead): the attack is lost
     */
    private static int defences(Party party, RuleOptions o, FightParts c, List<Action> a) {
        Optional<String> next = AttackSplit.defender(party, c.incoming().get(0).recipient());
        if (next.isEmpty()) {
            return -1;
        }
        String defender = next.get();
        int n = 0;
        if (defender.equals(Combat.FOLLOWERS)) {
            List<FollowerGroup> groups = party.followers().groups();
            for (int i = 0; i < groups.size(); i++) {
                FollowerGroup g = groups.get(i);
                if (g.type().combat()) {
                    n = add(a, n, g.key(), false);
                }
            }
            if (party.followers().warDollFights()) {
                n = add(a, n, WarDoll.KEY, false);
            }
        } else if (isFollower(party, defender)) {
            // a follower kind an attack was aimed at defends himself (Would.Aim)
            n = add(a, n, defender, false);
        } else {
            Hero h = party.hero(defender);
            n = add(a, n, h.id(), false);
            // Power Defend (§22); against round 0's missiles only where it is not tied to melee weapons (JP §22)
            boolean missile = c.round() == 0;
            if (HeroTurnStep.canPowerAttack(h, o) && (!missile || o.powerDefendAgainstMissiles())) {
                n = add(a, n, h.id(), true);
            }
        }
        return n;
    }

    /** One more way to defend, listed in {@code a} unless it is null; returns the count. */
    private static int add(List<Action> a, int n, String defender, boolean power) {
        if (a != null) {
            a.add(new Action.Defend(defender, power));
        }
        return n + 1;
    }

    @Override
    public void apply(Turn t, Action action) {
        if (action instanceof Action.AssignExtra a) {
            attacksSplit(t, a.recipients());
        } else if (action instanceof Action.Defend a) {
            defend(t, a.defender(), a.power());
        } else {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    @Override
    public void proceed(Turn t) {
        FightParts c = t.fightParts(); // the fight is made whole only where the creatures' attacks are counted
        if (c.stage() == Combat.Stage.ASSIGN) {
            if (needsEnemyActions(c)) {
                enemyActions(t);
            } else if (!Foes.anyAttacks(t.scenario, t, c)) {
                Fights.enemyHalfDone(t);
            } else {
                attacksSplit(t, List.of());
            }
        } else if (c.noneIncoming()) {
            Fights.enemyHalfDone(t);
        } else {
            // the head cannot be defended by anybody (its hero is dead): it is lost
            takeHead(t);
        }
    }

    /** Actions other than attacks, taken by creatures whose rules have them (e.g. a spell at the followers). */
    private static void enemyActions(Turn t) {
        List<String> acting = List.of(); // mostly none acts: no set made for them
        List<EnemyGroup> active = t.fightParts().encounter().active();
        for (int i = 0; i < active.size(); i++) {
            EnemyGroup g = active.get(i);
            if (CreatureEvents.actedInstead(t, g)) {
                acting = new ArrayList<>(acting);
                acting.add(g.id());
            }
            if (!t.fighting()) {
                return;
            }
        }
        FightCopy c = t.fight();
        SortedSet<String> before = c.enemiesActing();
        c.enemyActions(true, acting.isEmpty() && before.isEmpty() ? before : SortedIds.of(acting));
    }

    /**
     * The attacks split, after those the creatures aim themselves; against missiles in round 0 a window may open
     * before the defence rolls.
     */
    private static void attacksSplit(Turn t, List<String> extra) {
        FightParts c = t.fightParts();
        Foes.Attacks attacks = Foes.attacks(t.scenario, t, c);
        List<Combat.Incoming> incoming = new ArrayList<>(attacks.aimed());
        if (!attacks.split().isEmpty()) {
            incoming.addAll(AttackSplit.split(attacks.split(), AttackSplit.recipients(t.party()), extra));
        }
        // set in place: no whole fight is made for the split
        t.fight().stage(Combat.Stage.DEFEND).incoming(List.copyOf(incoming));
        if (c.round() == 0 && !c.escaping()) {
            Window w = Window.of(Window.Kind.AGAINST_MISSILES);
            if (Windows.opens(w, t.state(), t.scenario)) {
                t.fight().window(w); // in place: no whole fight made to copy
            }
        }
    }

    /** Takes the first waiting attack, in place: the rest a view of the unmodifiable list, not a copy. */
    private static void takeHead(Turn t) {
        List<Combat.Incoming> in = t.fightParts().incoming();
        t.fight().incoming(in.subList(1, in.size()));
    }

    private static void defend(Turn t, String defender, boolean power) {
        FightParts c = t.fightParts();
        Combat.Incoming in = c.incoming().get(0);
        EnemyGroup attacker = c.encounter().enemies().get(c.encounter().indexOf(in.attacker()));
        Creature creature = t.creature(t.scenario, attacker);
        int level = CreatureEvents.level(t.scenario, t, attacker, defender);
        int creatureMod = CreatureEvents.defenceModifier(t.scenario, t, attacker, defender);
        boolean ranged = c.round() == 0;
        takeHead(t);
        boolean hero = false;
        for (Hero h : t.party().heroes()) {
            hero |= h.id().equals(defender);
        }
        String rule = hero ? Fights.COMBAT : defender.equals(WarDoll.KEY) ? WarDoll.RULE : FOLLOWERS_RULE;
        String attackerId = attacker.id();
        CheckResult r;
        int damage;
        List<Modifier> situation = CheckModifiers.creature(creatureMod);
        if (hero) {
            Hero h = t.hero(defender);
            r = CheckPipeline.roll(
                    t,
                    CheckPipeline.Request.defence(
                            Actor.hero(defender),
                            power ? Basis.STRENGTH : Basis.TECHNIQUE,
                            level,
                            CheckModifiers.heroDefence(h, ranged),
                            situation),
                    null);
            damage = r.success() ? 0 : CreatureEvents.damage(t.scenario, t, attacker, defender);
        } else {
            // the Magical Targe guards the follower who defends against a missile (EN §40 / JP §39)
            List<Modifier> gear = MagicGear.targe(t.party(), t.options(), creature, ranged)
                    .map(List::of)
                    .orElse(List.of());
            boolean doll = defender.equals(WarDoll.KEY);
            Actor roller = doll ? Actor.warDoll() : Actor.followers(FollowerKind.parse(defender));
            r = CheckPipeline.roll(t, CheckPipeline.Request.defence(roller, null, level, gear, situation), null);
            // a follower dies; the War Doll has Life and takes the creature's damage, as a hero would (EN §40)
            damage = r.success() ? 0 : doll ? CreatureEvents.damage(t.scenario, t, attacker, defender) : 1;
        }
        if (r.success()) {
            t.add(Event.check(
                    rule,
                    () -> defender + " defends against " + attackerId + ": no damage",
                    r,
                    new Fact.Defence(defender, attacker.id(), false, 0)));
            return;
        }
        Window w = Window.afterFailedDefence(defender, attacker.id(), damage, ranged);
        if (Windows.opens(w, t.state(), t.scenario)) {
            t.add(Event.check(
                    rule,
                    () -> defender + " defends against " + attackerId + ": the defence fails",
                    r,
                    new Fact.Defence(defender, attacker.id(), true, 0)));
            t.fight().window(w); // in place: no whole fight made to copy
            return;
        }
        String cost = damageText(t, defender, damage);
        t.add(Event.check(
                rule,
                () -> defender + " defends against " + attackerId + ": " + cost,
                r,
                new Fact.Defence(defender, attacker.id(), true, damage)));
        takeDamage(t, defender, attacker.id(), damage);
    }

    /** What a failed defence costs, in the event's words; computed before the damage is taken. */
    private static String damageText(Turn t, String defender, int damage) {
        if (defender.equals(WarDoll.KEY)) {
            return WarDolls.damageText(t.state(), damage);
        }
        if (isFollower(t, defender)) {
            return damage > 0 ? "dies" : "no follower is lost";
        }
        Hero h = t.hero(defender);
        return damage + " damage, Life " + Math.max(0, h.life() - damage);
    }

    private static boolean isFollower(Turn t, String defender) {
        return isFollower(t.party(), defender);
    }

    private static boolean isFollower(Party party, String defender) {
        for (Hero h : party.heroes()) {
            if (h.id().equals(defender)) {
                return false;
            }
        }
        return true;
    }

    /** A failed defence's damage: Life for a hero, with death and the creature's hook; a follower's life. */
    static void takeDamage(Turn t, String defender, String attackerId, int damage) {
        if (defender.equals(WarDoll.KEY)) {
            WarDolls.damage(t, damage);
            return;
        }
        if (isFollower(t, defender)) {
            if (damage > 0) {
                FollowerKind k = FollowerKind.parse(defender);
                int lost = Math.min(damage, t.party().followers().count(k));
                t.setPartyUnchecked(t.party().with(t.party().followers().remove(k, lost)));
                afterFailedDefence(t, attackerId, defender, false);
            }
            return;
        }
        if (damage == 0) {
            return;
        }
        Hero after = t.hero(defender).damage(damage);
        t.setHero(after);
        Encounter e = t.fightParts().encounter();
        EnemyGroup attacker = e.enemies().get(e.indexOf(attackerId));
        Endings.died(t, after, t.creature(t.scenario, attacker).name());
        afterFailedDefence(t, attackerId, defender, true);
    }

    /** The creature's rule after a failed defence whose damage was taken, while the fight goes on. */
    private static void afterFailedDefence(Turn t, String attackerId, String defender, boolean hero) {
        if (!t.terminal() && t.fighting()) {
            Encounter e = t.fightParts().encounter();
            EnemyGroup attacker = e.enemies().get(e.indexOf(attackerId));
            if (hero) {
                CreatureEvents.defenceFailed(t, attacker, defender, false);
            } else {
                CreatureEvents.defenceFailed(t, attacker, defender, true);
            }
        }
    }
}

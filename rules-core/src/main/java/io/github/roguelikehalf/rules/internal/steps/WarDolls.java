package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.CheckModifiers;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import java.util.List;
import java.util.Optional;

/**
 * The War Doll in play (EN §40 / JP §39), once activated ({@link WarDollItem}): the player's choice to keep it out of
 * a round ({@code hold war-doll}, at the start of the round), its two attacks with the combat followers, the damage it
 * takes when it defends an attack meant for the followers (the English doll ignores one point per adventure), its
 * destruction, and its repair after an adventure.
 */
public final class WarDolls {

    private WarDolls() {}

    /** Keeping the doll out of the round: offered at the start of a round while it would take part. */
    static void sitOutOffer(List<Action> a, GameState s) {
        if (canSitOut(s.party())) {
            a.add(new Action.Hold(WarDoll.KEY));
        }
    }

    /** Whether the doll may sit the round out: it takes part in the fight. */
    static boolean canSitOut(Party p) {
        return p.followers().warDollFights();
    }

    /** Whether an action keeps the doll out of the round. */
    static boolean isSitOut(Action action) {
        return action instanceof Action.Hold h && h.actor().equals(WarDoll.KEY);
    }

    /** The doll sits this round out: it neither attacks nor can be given attacks. */
    static void sitOut(Turn t) {
        set(t, t.party().followers().warDoll().map(d -> d.sittingOut(true)));
        t.add(Event.of(WarDoll.RULE, "the war doll sits this round out"));
    }

    /** A new round, or a new fight: the doll takes part again unless the player keeps it out. */
    static void newRound(Turn t) {
        Optional<WarDoll> d = t.party().followers().warDoll();
        if (d.isPresent() && d.get().sitsOut()) {
            set(t, Optional.of(d.get().sittingOut(false)));
        }
    }

    /** Whether the doll attacks in the followers' step of this round: melee rounds only, while it takes part. */
    static boolean attacksThisRound(Followers f, int round) {
        return round > 0 && f.warDollFights();
    }

    /**
     * The doll's two attacks at a group, or the next targetable one once it falls (EN §40 / JP §39; slashing
     * claws, no weapon modifier); a critical gives another attack, as for any combat follower (EN §33 / JP §32).
     *
     * @return false if the fight ended
     */
    static boolean attack(Turn t, String target, int round) {
        if (!attacksThisRound(t.party().followers(), round)) {
            return true;
        }
        for (int i = 0; i < WarDoll.ATTACKS; i++) {
            boolean again = true;
            while (again) {
                int gi = FollowerTurnStep.targetIndex(t, target, AttackMode.MELEE);
                if (gi < 0) {
                    return true;
                }
                EnemyGroup g = t.combat().encounter().enemies().get(gi);
                // the claws: a Soldier's modifiers (light, effects, the creature's rule), no weapon modifier
                String gid = g.id();
                CheckResult r = CheckPipeline.roll(
                        t,
                        CheckPipeline.Request.of(
                                        Actor.warDoll(),
                                        CheckKind.ATTACK,
                                        CreatureEvents.level(t.scenario, t, g, WarDoll.KEY))
                                .gear(CheckModifiers.followerAttack(FollowerType.SOLDIER, false))
                                .situation(CheckModifiers.creature(
                                        CreatureEvents.attackModifier(t.scenario, t, g, WarDoll.KEY)))
                                .reads(CheckPipeline.Reads.SUCCESS_AND_CRITICAL),
                        AttackTell.melee(WarDoll.RULE, "the war doll", gid));
                if (r.success() && !CreatureEvents.turnsAside(t, g, WarDoll.KEY, AttackMode.MELEE)) {
                    Fights.damageEnemy(t, gi, 1);
                    if (!t.fighting()) {
                        return false;
                    }
                }
                again = r.critical() && Fights.fightsOn(t.fightParts());
            }
        }
        return true;
    }

    /** What a failed defence will cost the doll, in an event's words. */
    static String damageText(GameState s, int damage) {
        WarDoll d = s.party().followers().warDoll().orElseThrow();
        boolean guard = d.guards(s.options()) && damage > 0;
        int taken = guard ? damage - 1 : damage;
        if (taken >= d.life()) {
            return "the war doll is destroyed";
        }
        if (guard) {
            return (taken == 0 ? "the damage is ignored" : "1 damage ignored, " + taken + " taken")
                    + " (once an adventure), Life " + (d.life() - taken);
        }
        return taken + " damage, Life " + (d.life() - taken);
    }

    /**
     * Damage to the doll: in the English preset the first point of the adventure is ignored (EN §40); at 0 Life it
     * is destroyed for good (EN §40 / JP §39).
     */
    static void damage(Turn t, int damage) {
        Optional<WarDoll> now = t.party().followers().warDoll();
        if (now.isEmpty() || damage <= 0) {
            return;
        }
        WarDoll d = now.get();
        boolean guard = d.guards(t.options());
        int taken = guard ? damage - 1 : damage;
        if (taken >= d.life()) {
            set(t, Optional.empty());
            t.add(Event.of(WarDoll.RULE, "the war doll is destroyed; it can never be activated again")
                    .with(new Fact.FollowersLost(WarDoll.KEY, 1)));
            return;
        }
        set(t, Optional.of(new WarDoll(d.life() - taken, d.guardUsed() || guard, d.sitsOut())));
    }

    /**
     * After the adventure: a surviving doll is repaired to full Life (JP §39: back to 2) and its English guard is
     * ready for the next adventure (EN §40: once per adventure).
     */
    static void afterAdventure(Turn t) {
        Optional<WarDoll> d = t.party().followers().warDoll();
        if (d.isEmpty()) {
            return;
        }
        WarDoll fresh = WarDoll.activated(t.options());
        if (d.get().life() < fresh.life()) {
            t.add(Event.of(WarDoll.RULE, "the war doll is back to " + fresh.life() + " Life"));
        }
        set(t, Optional.of(fresh));
    }

    private static void set(Turn t, Optional<WarDoll> d) {
        t.setPartyUnchecked(t.party().with(t.party().followers().withWarDoll(d)));
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.CheckModifiers;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;

/**
 * The combat followers' attacks (EN §33 / JP §32): the player names the target group; every combat follower rolls
 * (Bowmen shoot in round 0 and then skip round 1, EN §28 / JP §27). When the target falls, the next group is
 * attacked. A critical gives that follower another attack.
 */
public final class FollowerTurnStep implements ListingStep {

    static final FollowerTurnStep INSTANCE = new FollowerTurnStep();

    private static final String FOLLOWERS_RULE = "EN §33 / JP §32";

    /** The event of the followers holding, the same every time (an event is immutable). */
    private static final Event HOLDING = Event.of(Fights.COMBAT, "the followers hold");

    /** How many combat followers act in the followers' step of this round. */
    static int ableToAct(Party p, FightParts c) {
        Followers f = p.followers();
        int bowmen = f.count(FollowerType.BOWMAN);
        if (c.round() == 0) {
            return bowmen;
        }
        int doll = WarDolls.attacksThisRound(f, c.round()) ? 1 : 0;
        if (c.round() == 1 && c.bowmenShot()) {
            return f.combatCount() - bowmen + doll;
        }
        return f.combatCount() + doll;
    }

    /**
     * Whether the combat followers have nothing to do now: the party escapes, or none of them can attack and the
     * Magicians cannot cast (a spell they could cast may still find no target: {@link #decision} tells).
     */
    private static boolean idle(Party p, FightParts c) {
        return c.escaping() || (ableToAct(p, c) == 0 && !MagicOffers.magiciansCanCast(p.followers()));
    }

    /** The followers holding back: one value for every decision, as equal actions are interchangeable. */
    private static final Action HOLD = new Action.Hold(Combat.FOLLOWERS);

    @Override
    public boolean proceedsAlone(WorkingState w, Scenario scenario, CreatureEvents.StateSource source) {
        return idle(w.party(), w.fightParts());
    }

    @Override
    public Decision decision(GameState s, Scenario scenario, List<Action> a) {
        Combat c = ((Phase.Fighting) s.phase()).combat();
        FightParts parts = FightParts.of(c);
        if (idle(s.party(), parts)) {
            return null;
        }
        int able = ableToAct(s.party(), parts);
        AttackMode mode = c.round() == 0 ? AttackMode.RANGED : AttackMode.MELEE;
        if (able > 0) {
            List<EnemyGroup> active = c.encounter().active();
            CreatureEvents.StateSource state = () -> s;
            for (int i = 0; i < active.size(); i++) {
                EnemyGroup g = active.get(i);
                if (CreatureEvents.targetable(scenario, state, g, mode)) {
                    a.add(c.round() == 0 ? KeptActions.followersShoot(g.id()) : KeptActions.followersAttack(g.id()));
                }
            }
        }
        // the Magicians' spell, in round 0 or instead of their melee attacks (EN §28, §36 / JP §27, §35), listed
        // after the attacks in the same list
        int attacks = a.size();
        Magic.magicians(a, s, scenario, c);
        if (able == 0 && a.size() == attacks) {
            return null;
        }
        a.add(HOLD);
        return new Decision.FollowerTurn(c.round(), FixedList.of(a));
    }

    @Override
    public void apply(Turn t, Action action) {
        if (action instanceof Action.FollowersAttack a) {
            attack(t, a.target(), false);
        } else if (action instanceof Action.FollowersShoot a) {
            attack(t, a.target(), false);
        } else if (action instanceof Action.Cast a) {
            // the Magicians cast; the other combat followers attack the same group
            Magic.apply(t, a);
            if (t.fighting()) {
                attack(t, a.target().orElseThrow(), true);
            }
        } else if (action instanceof Action.Hold) {
            t.add(HOLDING);
            Fights.heroHalfDone(t);
        } else {
            throw new IllegalStateException("unhandled action " + action);
        }
    }

    @Override
    public void proceed(Turn t) {
        Fights.heroHalfDone(t);
    }

    /**
     * The group a follower's attack goes to: the one named while it still fights, else the first one the attack can
     * reach.
     *
     * @return its index in the encounter, or -1 when no group can be reached
     */
    static int targetIndex(Turn t, String target, AttackMode mode) {
        FightParts now = t.fightParts(); // read group by group: no encounter made after each hit
        int gi = now.groupIndex(target);
        if (gi >= 0 && now.group(gi).active()) {
            return gi;
        }
        for (int i = 0, n = now.groupCount(); i < n; i++) {
            EnemyGroup g = now.group(i);
            if (g.active() && CreatureEvents.targetable(t.scenario, t, g, mode)) {
                return i;
            }
        }
        return -1;
    }

    /** A place in the loop of the followers' attacks: greater for every later pass. */
    private static long place(int group, int follower, int pass) {
        return ((long) group << 28) | ((long) follower << 14) | pass;
    }

    private static void attack(Turn t, String target, boolean magiciansCast) {
        attack(t, target, magiciansCast, t.party().followers().groups(), 0);
    }

    /**
     * The attacks of the followers of {@code groups} from the place {@code from} (group, follower and pass, as {@link
     * #place}); the fight's odds pause at every pass and go on from there (Chances#pause).
     */
    private static void attack(Turn t, String target, boolean magiciansCast, List<FollowerGroup> groups, long from) {
        Combat c = t.combat();
        boolean round0 = c.round() == 0;
        AttackMode mode = round0 ? AttackMode.RANGED : AttackMode.MELEE;
        int g0 = (int) (from >>> 28);
        int i0 = (int) ((from >>> 14) & 0x3FFF);
        int p0 = (int) (from & 0x3FFF);
        for (int gIndex = g0; gIndex < groups.size(); gIndex++) {
            FollowerGroup fg = groups.get(gIndex);
            if (!fg.type().combat() || (magiciansCast && fg.type() == FollowerType.MAGICIAN)) {
                continue;
            }
            boolean bowman = fg.type() == FollowerType.BOWMAN;
            if (round0 && !bowman) {
                continue;
            }
            if (!round0 && bowman && c.round() == 1 && c.bowmenShot()) {
                continue;
            }
            // the group's actor and key, once for all its attacks
            Actor actor = Actor.followers(fg.kind());
            String key = fg.key();
            CheckKind kind = round0 ? CheckKind.SHOT : CheckKind.ATTACK;
            // the roll asked and its text, made again only when the creature's level or modifier or the target
            // changes: the followers of a group mostly attack one group alike
            CheckPipeline.Request asked = null;
            int askedLevel = 0;
            int askedModifier = 0;
            String toldAt = null;
            AttackTell tell = null;
            for (int i = gIndex == g0 ? i0 : 0; i < fg.count(); i++) {
                boolean again = true;
                for (int pass = gIndex == g0 && i == i0 ? p0 : 0; again; pass++) {
                    // the fight's odds merge equal states here, and go on from here
                    long at = place(gIndex, i, pass);
                    if (Chances.pause(t, at, groups, u -> attack(u, target, magiciansCast, groups, at))) {
                        return;
                    }
                    int gi = targetIndex(t, target, mode);
                    if (gi < 0) {
                        return;
                    }
                    EnemyGroup g = t.fightParts().group(gi);
                    int level = CreatureEvents.level(t.scenario, t, g, key);
                    int modifier = CreatureEvents.attackModifier(t.scenario, t, g, key);
                    if (asked == null || level != askedLevel || modifier != askedModifier) {
                        asked = CheckPipeline.Request.attack(
                                actor,
                                kind,
                                null,
                                level,
                                CheckModifiers.followerAttack(fg.type(), round0),
                                CheckModifiers.creature(modifier));
                        askedLevel = level;
                        askedModifier = modifier;
                    }
                    if (!g.id().equals(toldAt)) {
                        String id = g.id();
                        // the text is written when asked, by one teller for all the rolls at this group
                        tell = AttackTell.of(FOLLOWERS_RULE, key, round0, id);
                        toldAt = id;
                    }
                    CheckResult r = CheckPipeline.roll(t, asked, tell);
                    if (r.success() && !CreatureEvents.turnsAside(t, g, key, mode)) {
                        Fights.damageEnemy(t, gi, 1);
                        if (!t.fighting()) {
                            return;
                        }
                    }
                    // a Bowman's critical bow shot gives another only where any ranged weapon does (EN §8 / JP §8,
                    // C-03)
                    again = r.critical()
                            && (!round0 || t.options().criticalExtraAttackWithAnyRangedWeapon())
                            && Fights.fightsOn(t.fightParts());
                }
            }
        }
        // and once more after the last pass: the rest of the turn is played once for each state the attacks leave
        long end = place(groups.size(), 0, 0);
        if (Chances.pause(t, end, groups, u -> attack(u, target, magiciansCast, groups, end))) {
            return;
        }
        if (!WarDolls.attack(t, target, c.round())) {
            return;
        }
        if (round0) {
            t.fight().bowmenShot(true);
        }
        Fights.heroHalfDone(t);
    }
}

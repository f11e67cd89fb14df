package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.internal.FightCopy;
import io.github.roguelikehalf.rules.internal.FightParts;
import java.util.List;
import java.util.function.Function;

/**
 * The course of a fight that no single step owns (EN §36-§38, §42 / JP §35-§37, §42): its start, the halves and
 * rounds, damage to the enemies with their flight and defeat, victory and escape.
 */
public final class Fights {

    static final String COMBAT = "EN §36 / JP §35";
    static final String CREATURES = "EN §37 / JP §35";
    static final String FLEEING = "EN §38 / JP §37";
    static final String ESCAPE = "EN §42 / JP §42";

    private Fights() {}

    static void start(Turn t, Encounter e, boolean heroesFirst) {
        // texts without captures: each event is the one object
        t.add(Event.of(
                COMBAT,
                heroesFirst
                        ? () -> "combat: the heroes act first; round 0 (ranged)"
                        : () -> "combat: the enemies act first; round 0 (ranged)",
                new Fact.FightStarted(heroesFirst)));
        // Combat.start's fight, its creatures set in place: one fight is made for the action, not one more at its start
        t.setCombat(FightCopy.start(heroesFirst));
        t.fight().encounter(e);
        WarDolls.newRound(t);
    }

    /** A hero has acted this round (again, after an extra attack): he owes none now. */
    static void heroDone(Turn t, String id) {
        // changed in place: the fight is made once the next reader asks for it whole
        t.fight().actedAlso(id).extraAttack(null);
    }

    /** The heroes' half of the round is over, their followers' included. */
    static void heroHalfDone(Turn t) {
        halfDone(t, true);
    }

    /** The creatures' half of the round is over. */
    static void enemyHalfDone(Turn t) {
        halfDone(t, false);
    }

    /** After one side's half of the round: the other side's half, the next round, or the end of an escape. */
    private static void halfDone(Turn t, boolean heroSide) {
        // read from the fight's parts as they stand: the hits of the half need not be made into a fight first
        FightCopy next = t.fight();
        boolean heroes = heroSide || next.heroHalfDone();
        boolean enemies = !heroSide || next.enemyHalfDone();
        next.halves(heroes, enemies);
        if (next.escaping() && enemies) {
            finishEscape(t);
            return;
        }
        if (heroes && enemies) {
            roundEnds(t);
            if (!t.fighting()) {
                return;
            }
            int round = t.fight().nextRound().round();
            t.add(roundBegins(round));
            WarDolls.newRound(t);
        } else {
            next.stage(heroes ? Combat.Stage.ASSIGN : Combat.Stage.HEROES);
        }
    }

    /** The events of the first rounds' beginnings, the same in every fight (an event is immutable). */
    private static final Event[] ROUNDS_BEGIN = new Event[16];

    /** The event of every fight won: it never changes, so it is made once. */
    private static final Event FIGHT_WON = Event.of(COMBAT, "the fight is won").with(new Fact.FightWon());

    static {
        for (int r = 0; r < ROUNDS_BEGIN.length; r++) {
            ROUNDS_BEGIN[r] = Event.of(COMBAT, "round " + r + " begins");
        }
    }

    /** That a round begins: an event made once for each of the first rounds, anew for a later one. */
    private static Event roundBegins(int round) {
        return round < ROUNDS_BEGIN.length ? ROUNDS_BEGIN[round] : Event.of(COMBAT, () -> "round " + round + " begins");
    }

    /** The end of a round: the creatures' round-end rules, then effects that last a round end. */
    private static void roundEnds(Turn t) {
        List<EnemyGroup> active = t.fightParts().encounter().active();
        for (int i = 0; i < active.size(); i++) {
            EnemyGroup g = active.get(i);
            CreatureEvents.roundEnds(t, g);
            if (!t.fighting()) {
                return;
            }
        }
        t.sweep(Effect.Scope.ROUND);
    }

    /** Damage to an enemy group, then flight, defeat and the end of the fight (EN §36-§38 / JP §35-§37). */
    static void damageEnemy(Turn t, int gi, int amount) {
        damageEnemy(t, gi, amount, false);
    }

    /**
     * Damage to an enemy group, or Weak Creatures put to sleep (Knockout, EN §19 / JP §19), who count as defeated and
     * stay counted in {@link EnemyGroup#slept()}; then flight, defeat and the end of the fight.
     */
    static void damageEnemy(Turn t, int gi, int amount, boolean sleep) {
        EnemyGroup before = t.fightParts().group(gi);
        int left = Math.max(0, before.current() - amount);
        int slept = before.slept() + (sleep ? before.current() - left : 0);
        Creature cr = t.creature(t.scenario, before);
        String id = before.id();
        boolean strong = cr.strong();
        // the text is written from the fact when asked, by a function made once
        t.add(Event.of(
                sleep ? "EN §19 / JP §19" : CREATURES,
                strong ? LOST_LIFE : FELL,
                new Fact.EnemyDamaged(id, amount, left, sleep)));
        // the group as hit is made once, fleeing or not; first as hit where its rules are asked whether it fights to
        // the death, which they answer seeing it so
        EnemyGroup asked = left > 0 && CreatureEvents.asksToTheDeath(t.scenario, t, before)
                ? hit(before, left, slept, before.fled())
                : null;
        boolean flees = left > 0
                && !before.fightToTheDeath()
                && (asked == null || !CreatureEvents.rulesSayToTheDeath(t.scenario, t, asked))
                && t.options().fleeThreshold().reached(left, before.initial());
        EnemyGroup g = asked != null && !flees ? asked : hit(before, left, slept, before.fled() || flees);
        if (flees) {
            int initial = g.initial();
            t.add(Event.of(
                    FLEEING,
                    () -> id + (strong ? " flees" : " flee") + " at " + left + " of " + initial,
                    new Fact.EnemyFled(id)));
        }
        // the group set in place: no whole fight, nor encounter, is made for a hit
        t.fight().group(gi, g);
        if (g.current() == 0) {
            CreatureEvents.defeated(t, g);
            if (!t.fighting()) {
                return;
            }
        }
        if (!fightsOn(t.fightParts())) {
            won(t);
        }
    }

    /** Whether a group of the fight still fights: asked after every hit, without a list of them made. */
    static boolean fightsOn(FightParts c) {
        for (int i = 0, n = c.groupCount(); i < n; i++) {
            if (c.group(i).active()) {
                return true;
            }
        }
        return false;
    }

    /** A group after a hit: {@code left} in it, {@code slept} asleep in all, fled or not. */
    private static EnemyGroup hit(EnemyGroup g, int left, int slept, boolean fled) {
        return new EnemyGroup(g.id(), g.creatureId(), g.initial(), left, fled, g.fightToTheDeath(), slept);
    }

    /** Writes a Strong Creature's damage. */
    private static final Function<Fact.EnemyDamaged, String> LOST_LIFE = Fights::lostLife;

    /** Writes the Weak Creatures' losses, fallen or asleep. */
    private static final Function<Fact.EnemyDamaged, String> FELL = Fights::fell;

    private static String lostLife(Fact.EnemyDamaged f) {
        return f.group() + " loses " + f.amount() + " Life: " + f.left() + " left";
    }

    private static String fell(Fact.EnemyDamaged f) {
        String verb = f.asleep() ? " fall asleep" : " fall";
        return (f.amount() == 1
                        ? "one of the " + f.group() + (f.asleep() ? " falls asleep" : " falls")
                        : f.amount() + " of the " + f.group() + verb)
                + ": " + f.left() + " left";
    }

    /** The index of a group in the fight, for a scenario's hook that names it (to {@code what} it). */
    static int groupIndex(Turn t, String group, String what) {
        if (!t.fighting()) {
            throw new RulesException("no fight: cannot " + what + " " + group);
        }
        int gi = t.combat().encounter().indexOf(group);
        if (gi < 0) {
            throw new RulesException("no enemy group '" + group + "' in the fight");
        }
        return gi;
    }

    /** Life or creatures an active enemy group regains, up to what it started the encounter with. */
    static void healEnemy(Turn t, String group, int amount, String rule) {
        if (amount < 0) {
            throw new RulesException("cannot heal " + group + " by a negative amount: " + amount);
        }
        int gi = groupIndex(t, group, "heal");
        Combat c = t.combat();
        EnemyGroup g = c.encounter().enemies().get(gi);
        if (!g.active()) {
            throw new RulesException("enemy group '" + g.id() + "' is no longer in the fight");
        }
        EnemyGroup after = g.healed(amount);
        t.setCombat(c.with(c.encounter().with(gi, after)));
        t.add(Event.of(
                rule, () -> g.id() + " regains " + (after.current() - g.current()) + ": " + after.current() + " left"));
    }

    /** The fight is won: fight effects end; the window before the treasure, or the treasure (EN §39 / JP §38). */
    private static void won(Turn t) {
        if (Chances.fightWon(t.dice)) {
            // the fight's odds count the sequence as won: the step ends, no further step is played
            t.cut = true;
        }
        t.add(FIGHT_WON);
        t.sweep(Effect.Scope.FIGHT);
        Encounter e = t.fightParts().encounter(); // the fight is over: it is not made whole to read its creatures
        Window w = Window.of(Window.Kind.AFTER_FIGHT);
        // the scenario is asked for its offers with the window open, as it will be asked again at the decision
        t.setPhase(new Phase.AfterFight(e, w));
        if (t.cut) {
            // the fight's odds read no spoils
            return;
        }
        // the whole state is made to look at the window only where somebody may have something to do in it
        if (!Windows.mayOpenAfterFight(t.scenario, t.party(), t.options())
                || (!Windows.opens(w, t.state(), t.scenario) && !Items.anyAfterFight(t.state(), t.scenario))) {
            AfterFightStep.spoils(t, e);
        }
    }

    /** The party declares an escape: each enemy attacks once more (EN §42 / JP §42, AMB-14). */
    static void escape(Turn t) {
        Combat c = t.combat();
        t.add(Event.of(ESCAPE, () -> "the party escapes: each enemy attacks once", new Fact.Escaped()));
        t.setCombat(FightCopy.of(t.combat())
                .escaping(true)
                .halves(true, false)
                .stage(Combat.Stage.ASSIGN)
                .build());
    }

    private static void finishEscape(Turn t) {
        var tile = t.tile(t.fightParts().encounter().tileId());
        boolean counts = !t.options().escapedTileNotCounted();
        t.add(Event.of(ESCAPE, "the party is back where it came from" + (counts ? "" : "; the tile does not count")));
        t.sweep(Effect.Scope.FIGHT);
        t.setPhase(new Phase.Exploring());
        if (counts) {
            t.setProgress(t.progress().cleared());
            TileEntry.afterClearing(t, tile);
        }
        if (tile.goal() && !t.terminal()) {
            // the goal was not achieved; nothing more
            t.add(Event.of(ESCAPE, tile.title() + " is still ahead"));
        }
    }

    /** The attacks still to defend against are stopped (a scenario's rule). */
    static void cancelIncoming(Turn t, String rule) {
        if (t.fighting() && !t.combat().incoming().isEmpty()) {
            t.add(Event.of(rule, t.combat().incoming().size() + " enemy attacks are stopped"));
            t.setCombat(t.combat().attacksWaiting(List.of()));
        }
    }
}

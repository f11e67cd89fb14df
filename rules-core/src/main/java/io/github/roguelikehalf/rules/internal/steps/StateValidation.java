package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.Score;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The cross-references of a state that no single value can check on its own: what the state names must exist in the
 * scenario (tiles, creatures) or in the state (heroes, enemy groups, followers), and the party must keep within the
 * carry limit and the Follower score. Messages name the part of the state, e.g. {@code phase.combat.acted}.
 */
public final class StateValidation {

    private StateValidation() {}

    public static void check(Scenario scenario, GameState s) {
        if (!s.scenarioId().equals(scenario.id())) {
            fail("scenarioId", "the state is of scenario '" + s.scenarioId() + "', not '" + scenario.id() + "'");
        }
        StateBounds.check(s);
        Party party = s.party();
        for (int i = 0; i < party.heroes().size(); i++) {
            Hero h = party.heroes().get(i);
            for (Score score : Score.values()) {
                if (h.growth().points(score) > score.cap(s.options())) {
                    fail(
                            "party.heroes[" + i + "].growth",
                            h.id() + " has " + h.growth().points(score) + " points of " + score + ", beyond the cap of "
                                    + score.cap(s.options()) + " (EN §15 / JP §15)");
                }
            }
        }
        try {
            party.validate(s.options(), scenario.followerCap(party, s.options()));
        } catch (RulesException e) {
            fail("party", e.getMessage());
        }
        Set<String> heroes = new HashSet<>(party.ids());
        Set<String> living = new HashSet<>();
        for (int i = 0; i < party.heroes().size(); i++) {
            Hero h = party.heroes().get(i);
            if (h.alive()) {
                living.add(h.id());
            }
            if (!h.effects().isEmpty()) {
                effectKeys("party.heroes[" + i + "].effects", h.effects());
            }
        }
        effectKeys("party.followers.effects", party.followers().effects());
        progress(scenario, s.progress(), heroes);
        if (!(s.phase() instanceof Phase.Finished) && living.isEmpty()) {
            fail("phase", "every hero is dead, so the adventure is over, but the phase is " + name(s.phase()));
        }
        Set<String> followerKeys = new HashSet<>();
        for (FollowerGroup g : party.followers().groups()) {
            followerKeys.add(g.key());
        }
        if (party.followers().warDoll().isPresent()) {
            followerKeys.add(io.github.roguelikehalf.rules.follower.WarDoll.KEY);
        }
        phase(scenario, s, party, heroes, living, followerKeys);
        scenario.checkState(s);
    }

    /**
     * Checks a state, then that it has a decision (a state the engine leaves between actions always has one, with legal
     * actions, until the end): a stage the engine only passes through, or a window that offers nothing, is refused;
     * at a scenario's choice, between tiles or inside a fight, that each option can be taken (on a copy: nothing of it
     * escapes).
     */
    public static Optional<Decision> checkPlayable(Scenario scenario, GameState s) {
        check(scenario, s);
        if (s.isTerminal()) {
            return Optional.empty();
        }
        Decision d = Steps.of(s).decision(s, scenario);
        if (d == null || d.legalActions().isEmpty()) {
            String what = s.phase().openWindow().isPresent()
                    ? "its window offers nothing to take (the engine opens a window only when something may be taken)"
                    : "the engine never stops here: nothing is to be decided";
            fail("phase", "the state has no decision: " + what + "; phase " + name(s.phase()));
        }
        // a scenario's choice was made for the party as it was when offered (a price, a hero who searches): each of
        // its options can still be taken (tried on a copy with the game's own dice; nothing of it escapes); so with a
        // choice waiting inside a fight (e.g. the target of a creature's blast)
        if (choiceWaiting(s)) {
            for (Action a : d.legalActions()) {
                try {
                    Turn.runSeeded(scenario, new Bestiary(scenario), s, a, Applied.RESULT);
                } catch (RuntimeException e) {
                    fail("phase.choice.options", "'" + a + "' cannot be taken in this state: " + e.getMessage());
                }
            }
        }
        return Optional.of(d);
    }

    /**
     * Whether a scenario's choice waits in the state, between tiles or inside a fight: its check tries each option
     * with the state's own dice, so it is the one check that reads them.
     */
    public static boolean choiceWaiting(GameState s) {
        return s.phase() instanceof Phase.Choosing
                || (s.phase() instanceof Phase.Fighting f && f.combat().choice().isPresent());
    }

    private static void progress(Scenario scenario, Progress p, Set<String> heroes) {
        OptionalInt limit = scenario.explorationLimit();
        if (limit.isPresent() && p.explorations() > limit.getAsInt() + 1) {
            fail(
                    "progress.explorations",
                    p.explorations() + " is beyond the scenario's limit of " + limit.getAsInt() + " explorations");
        }
        for (String h : p.potionsUsed()) {
            if (!heroes.contains(h)) {
                fail("progress.potionsUsed", "'" + h + "' is not a hero of the party " + heroes);
            }
        }
        for (String tile : p.reactionMemory().keySet()) {
            tile("progress.reactionMemory", scenario, tile);
        }
    }

    private static void phase(
            Scenario scenario,
            GameState s,
            Party party,
            Set<String> heroes,
            Set<String> living,
            Set<String> followers) {
        Phase phase = s.phase();
        if (phase instanceof Phase.Searching x) {
            names("phase.searched", x.searched(), heroes, "a hero of the party");
            var die = scenario.tileDie();
            if (!die.allows(x.d66())) {
                fail(
                        "phase.d66",
                        "a result of the scenario's room roll " + die + " is " + die.results() + ", was " + x.d66());
            }
        } else if (phase instanceof Phase.ChoosingTile x) {
            if (x.tileIds().isEmpty()) {
                fail("phase.tileIds", "a tile choice offers at least one tile");
            }
            for (String t : x.tileIds()) {
                tile("phase.tileIds", scenario, t);
            }
        } else if (phase instanceof Phase.Approaching x) {
            met("phase.encounter", scenario, x.encounter());
        } else if (phase instanceof Phase.Reacting x) {
            met("phase.encounter", scenario, x.encounter());
            window("phase.window", x.window(), Window.Kind.AFTER_REACTION, x.encounter(), heroes, followers);
            x.window()
                    .reaction()
                    .flatMap(Reaction::bribe)
                    .ifPresent(
                            b -> ReactionChecks.bribe("phase.window.reaction", scenario, s, x.encounter(), b, false));
            x.window()
                    .reaction()
                    .flatMap(Reaction::scenarioKey)
                    .ifPresent(k ->
                            ReactionChecks.scenarioReaction("phase.window.reaction", scenario, s, x.encounter(), k));
        } else if (phase instanceof Phase.Bribing x) {
            met("phase.encounter", scenario, x.encounter());
            ReactionChecks.bribe("phase.bribe.kind", scenario, s, x.encounter(), x.bribe(), true);
        } else if (phase instanceof Phase.Choosing x) {
            tile("phase.tileId", scenario, x.tileId());
            String actor = x.choice().actor();
            if (!actor.equals("party") && !heroes.contains(actor)) {
                fail("phase.choice.actor", "'" + actor + "' is neither 'party' nor a hero of the party " + heroes);
            }
        } else if (phase instanceof Phase.Fighting x) {
            combat(scenario, x.combat(), party, heroes, living, followers);
        } else if (phase instanceof Phase.Treasure x) {
            encounter("phase.encounter", scenario, x.encounter());
            x.finder().ifPresent(f -> names("phase.finder", List.of(f), heroes, "a hero of the party"));
            int rolls = Spoils.rolls(scenario, () -> s, x.encounter());
            if (x.group() < 0 || x.group() >= rolls) {
                fail(
                        "phase.group",
                        "must be the index of one of the encounter's " + rolls + " treasure rolls, 0.." + (rolls - 1)
                                + ", was " + x.group());
            }
        } else if (phase instanceof Phase.AfterFight x) {
            encounter("phase.encounter", scenario, x.encounter());
            window("phase.window", x.window(), Window.Kind.AFTER_FIGHT, x.encounter(), heroes, followers);
        }
    }

    private static void combat(
            Scenario scenario, Combat c, Party party, Set<String> heroes, Set<String> living, Set<String> followers) {
        String at = "phase.combat";
        encounter(at + ".encounter", scenario, c.encounter());
        if (c.encounter().active().isEmpty()) {
            fail(at + ".encounter.enemies", "a fight goes on only while an enemy group still fights");
        }
        Set<String> groups = new HashSet<>();
        for (EnemyGroup g : c.encounter().enemies()) {
            groups.add(g.id());
        }
        // A hero who acted or used a magic weapon may have died since: they are heroes of the party, not living ones.
        names(at + ".acted", c.acted(), heroes, "a hero of the party");
        c.extraAttack().ifPresent(h -> names(at + ".extraAttack", List.of(h), living, "a living hero"));
        names(at + ".magicWeaponUsed", c.magicWeaponUsed(), heroes, "a hero of the party");
        names(at + ".enemiesActing", c.enemiesActing(), groups, "an enemy group of the fight");
        names(at + ".protectors", c.protectors(), heroes, "a hero of the party");
        names(at + ".indoctrinateTried", c.indoctrinateTried(), groups, "an enemy group of the fight");
        effectKeys(at + ".effects", c.effects());
        for (int i = 0; i < c.incoming().size(); i++) {
            Combat.Incoming in = c.incoming().get(i);
            String where = at + ".incoming[" + i + "]";
            // a creature may aim at a follower kind (Would.Aim); its followers may have died since
            if (!in.recipient().equals(Combat.FOLLOWERS)
                    && !heroes.contains(in.recipient())
                    && !isFollowerKind(in.recipient())) {
                fail(
                        where + ".recipient",
                        "'" + in.recipient() + "' is neither 'followers', a follower kind, nor a hero of the party "
                                + heroes);
            }
            names(where + ".attacker", List.of(in.attacker()), groups, "an enemy group of the fight");
        }
        c.window().ifPresent(w -> {
            if (w.kind() != Window.Kind.AGAINST_MISSILES && w.kind() != Window.Kind.AFTER_FAILED_DEFENCE) {
                fail(at + ".window.kind", "a fight's window is against missiles or after a failed defence");
            }
            window(at + ".window", w, w.kind(), c.encounter(), heroes, followers);
        });
        stages(at, c, party);
    }

    /** The fight's window, waiting attacks and extra attack agree with its stage and round. */
    private static void stages(String at, Combat c, Party party) {
        if (!c.incoming().isEmpty() && c.stage() != Combat.Stage.DEFEND) {
            fail(at + ".incoming", "attacks wait for their defence only at the stage 'defend', was " + c.stage());
        }
        c.window().ifPresent(w -> {
            if (c.stage() != Combat.Stage.DEFEND) {
                fail(at + ".window", "a fight's window opens only at the stage 'defend', was " + c.stage());
            }
            if (w.kind() == Window.Kind.AGAINST_MISSILES && (c.round() != 0 || c.escaping())) {
                fail(
                        at + ".window",
                        "the window against missiles opens in round 0, before the defence rolls against missiles");
            }
        });
        c.extraAttack().ifPresent(h -> {
            if (c.stage() != Combat.Stage.HEROES) {
                fail(at + ".extraAttack", "an extra attack is owed only at the stage 'heroes', was " + c.stage());
            }
            if (c.round() == 0 && party.hero(h).equipment().heldRangedWeapon().isEmpty()) {
                fail(at + ".extraAttack", "an extra attack in round 0 is a shot: '" + h + "' holds no ranged weapon");
            }
        });
    }

    private static void window(
            String at, Window w, Window.Kind kind, Encounter e, Set<String> heroes, Set<String> followers) {
        if (w.kind() != kind) {
            fail(at + ".kind", "expected a window of kind " + kind + ", was " + w.kind());
        }
        if (kind == Window.Kind.AFTER_REACTION && w.reaction().isEmpty()) {
            fail(at + ".reaction", "the window after a reaction holds the reaction about to take effect");
        }
        if (kind != Window.Kind.AFTER_REACTION && w.reaction().isPresent()) {
            fail(at + ".reaction", "only the window after a reaction holds a reaction");
        }
        if (kind != Window.Kind.AFTER_FAILED_DEFENCE
                && (w.defender().isPresent() || w.attacker().isPresent() || w.damage() != 0)) {
            fail(at, "only the window after a failed defence names a defender, an attacker and damage");
        }
        if (kind == Window.Kind.AFTER_FAILED_DEFENCE) {
            Optional<String> d = w.defender();
            if (d.isEmpty() || (!heroes.contains(d.get()) && !followers.contains(d.get()))) {
                fail(
                        at + ".defender",
                        "the window after a failed defence names a hero of the party " + heroes
                                + " or followers the party has " + followers + ", was " + d.orElse("none"));
            }
            if (w.attacker().isEmpty() || e.indexOf(w.attacker().get()) < 0) {
                fail(
                        at + ".attacker",
                        "the window after a failed defence names an enemy group of the fight, was "
                                + w.attacker().orElse("none"));
            }
        }
    }

    /** An encounter before its fight (approached, reacting, bribing): some group is still there to be fought. */
    private static void met(String at, Scenario scenario, Encounter e) {
        encounter(at, scenario, e);
        if (e.active().isEmpty()) {
            fail(
                    at + ".enemies",
                    "creatures met and not yet fought are there: some group has current above 0 and has not fled"
                            + " (EN §35 / JP §34)");
        }
    }

    private static void encounter(String at, Scenario scenario, Encounter e) {
        tile(at + ".tileId", scenario, e.tileId());
        for (int i = 0; i < e.enemies().size(); i++) {
            EnemyGroup g = e.enemies().get(i);
            String creature = g.creatureId();
            var cr = scenario.creature(creature);
            if (cr.isEmpty()) {
                fail(
                        at + ".enemies[" + i + "].creatureId",
                        "scenario '" + scenario.id() + "' has no creature '" + creature + "'");
            }
            if (cr.get().strong() && g.slept() != 0) {
                fail(
                        at + ".enemies[" + i + "].slept",
                        "Knockout puts only Weak Creatures to sleep (EN §19 / JP §19): '" + creature
                                + "' is a Strong Creature, so slept must be 0, was " + g.slept());
            }
        }
    }

    private static void tile(String at, Scenario scenario, String tile) {
        if (scenario.tile(tile).isEmpty()) {
            fail(at, "scenario '" + scenario.id() + "' has no tile '" + tile + "'");
        }
    }

    private static void names(String at, Collection<String> names, Set<String> allowed, String what) {
        for (String n : names) {
            if (!allowed.contains(n)) {
                fail(at, "'" + n + "' is not " + what + " " + new java.util.TreeSet<>(allowed));
            }
        }
    }

    private static void effectKeys(String at, java.util.Map<String, io.github.roguelikehalf.rules.Effect> effects) {
        for (var e : effects.entrySet()) {
            if (!e.getKey().equals(e.getValue().key())) {
                fail(at, "effect '" + e.getValue().key() + "' is filed as '" + e.getKey() + "'");
            }
        }
    }

    private static String name(Phase p) {
        return p.getClass().getSimpleName();
    }

    static void fail(String at, String message) {
        throw new RulesException("invalid state: " + at + ": " + message);
    }

    private static boolean isFollowerKind(String key) {
        try {
            FollowerKind.parse(key);
            return true;
        } catch (RulesException e) {
            return false;
        }
    }
}

package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.ScenarioChecks;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the creatures of the Weak and Strong rooms (EN §70-§71) ask of the party: a check by each hero and one by the
 * followers together, a character hurt (a hero loses Life, a follower dies), and where the fight stands. See
 * docs/rulings.md for who rolls for the followers.
 */
final class PartyChecks {

    /** The followers counted as one character. */
    static final String FOLLOWERS = Combat.FOLLOWERS;

    private PartyChecks() {}

    /**
     * The characters: each living hero in party order, then {@link #FOLLOWERS} while any follower is left.
     *
     * @param p the party
     * @return the characters
     */
    static List<String> characters(Party p) {
        List<String> c = new ArrayList<>();
        for (Hero h : p.heroes()) {
            if (h.alive()) {
                c.add(h.id());
            }
        }
        if (p.followers().total() > 0) {
            c.add(FOLLOWERS);
        }
        return c;
    }

    /**
     * The follower group that rolls for all the followers: the one with the highest Technique that is not Captured
     * (the first in party order on a tie), or a Captured group, which always fails, when there is no other.
     *
     * @param p the party, with followers
     * @return the group
     */
    static Optional<FollowerGroup> roller(Party p) {
        FollowerGroup best = null;
        for (FollowerGroup g : p.followers().groups()) {
            if (g.count() == 0) {
                continue;
            }
            boolean captured = g.type() == FollowerType.CAPTURED;
            boolean bestCaptured = best != null && best.type() == FollowerType.CAPTURED;
            if (best == null
                    || (bestCaptured && !captured)
                    || (!captured && g.type().technique() > best.type().technique())) {
                best = g;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * One check by a character: a hero's, or one for all the followers.
     *
     * @param ctx the game
     * @param character a living hero's id or {@link #FOLLOWERS}
     * @param kind the kind of check
     * @param target the target number
     * @param rule the rule section
     * @param what what the check is for
     * @return whether it succeeded
     */
    static boolean check(ScenarioContext ctx, String character, CheckKind kind, int target, String rule, String what) {
        if (!character.equals(FOLLOWERS)) {
            return ScenarioChecks.hero(ctx, character, kind, target, rule, what).success();
        }
        Optional<FollowerGroup> g = roller(ctx.party());
        if (g.isEmpty()) {
            return true;
        }
        return ScenarioChecks.followers(ctx, g.get().key(), kind, target, rule, what + " (for all the followers)")
                .map(CheckResult::success)
                .orElse(false);
    }

    /**
     * Each character checks (heroes one by one, the followers once together).
     *
     * @param ctx the game
     * @param kind the kind of check
     * @param target the target number
     * @param rule the rule section
     * @param what what the check is for
     * @return the characters who failed, in order
     */
    static List<String> failures(ScenarioContext ctx, CheckKind kind, int target, String rule, String what) {
        List<String> failed = new ArrayList<>();
        for (String c : characters(ctx.party())) {
            if (isDead(ctx.state(), c)) {
                continue;
            }
            if (!check(ctx, c, kind, target, rule, what)) {
                failed.add(c);
            }
        }
        return failed;
    }

    private static boolean isDead(GameState s, String character) {
        if (character.equals(FOLLOWERS)) {
            return s.party().followers().total() == 0;
        }
        return !s.party().hero(character).alive();
    }

    /**
     * Damage to a character: a hero loses Life, and one follower dies (of the group that rolls for them).
     *
     * @param ctx the game
     * @param character a hero's id or {@link #FOLLOWERS}
     * @param amount Life a hero loses
     * @param rule the rule section
     * @param cause what did it
     */
    static void hurt(ScenarioContext ctx, String character, int amount, String rule, String cause) {
        if (!character.equals(FOLLOWERS)) {
            ctx.damageHero(character, amount, rule, cause);
            return;
        }
        Optional<FollowerGroup> g = roller(ctx.party());
        if (g.isPresent()) {
            killFollower(ctx, g.get(), rule, cause);
        }
    }

    /**
     * One follower of a group dies, unless a Dummy Balloon takes the damage of a non-combat follower (EN §66, 13).
     *
     * @param ctx the game
     * @param g the group
     * @param rule the rule section
     * @param cause what did it
     */
    static void killFollower(ScenarioContext ctx, FollowerGroup g, String rule, String cause) {
        if (HiddenRooms.balloonTakes(ctx, g.key())) {
            // a Dummy Balloon takes a non-combat follower's damage (EN §66, 13)
            return;
        }
        Party p = ctx.party();
        FollowerGroup dying = g;
        if (!p.with(p.followers().remove(g.kind(), 1)).withinCarryLimit()) {
            // a porter's death would leave the party over its carry limit: another follower falls, if any can
            dying = p.followers().groups().stream()
                    .filter(x -> x.count() > 0
                            && p.with(p.followers().remove(x.kind(), 1)).withinCarryLimit())
                    .findFirst()
                    .orElse(null);
            if (dying == null) {
                ctx.event(rule, "no follower can fall without the party dropping what it carries: none dies");
                return;
            }
        }
        ctx.setParty(p.losing(dying.kind(), 1, ctx.state().options()));
        ctx.event(rule, "one of the " + dying.key() + " dies (" + cause + ")");
    }

    /**
     * The round of the fight, or -1 outside a fight.
     *
     * @param s the state
     * @return the round, 0 for the ranged round
     */
    static int round(GameState s) {
        return s.phase() instanceof Phase.Fighting f ? f.combat().round() : -1;
    }

    /**
     * Whether a creature of this id is still in the encounter (neither defeated nor fled).
     *
     * @param s the state
     * @param creatureId the creature's id
     * @return true if an active group of it is met or fought
     */
    static boolean active(GameState s, String creatureId) {
        // asked by the creature's rules at every attack: a loop, no stream
        Optional<Encounter> met = s.phase().met();
        if (met.isEmpty()) {
            return false;
        }
        List<EnemyGroup> groups = met.get().enemies();
        for (int i = 0; i < groups.size(); i++) {
            EnemyGroup g = groups.get(i);
            if (g.active() && g.creatureId().equals(creatureId)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The group of a creature in the encounter.
     *
     * @param s the state
     * @param creatureId the creature's id
     * @return the group, or empty
     */
    static Optional<EnemyGroup> group(GameState s, String creatureId) {
        return s.phase()
                .met()
                .flatMap(e -> e.enemies().stream()
                        .filter(g -> g.creatureId().equals(creatureId))
                        .findFirst());
    }

    /**
     * Whether an opponent is a hero of the party (not a follower key).
     *
     * @param s the state
     * @param opponent a hero id or follower key
     * @return true for a hero
     */
    static boolean isHero(GameState s, String opponent) {
        // asked by the creatures' rules at every roll against them: a loop, no stream
        List<Hero> heroes = s.party().heroes();
        for (int i = 0; i < heroes.size(); i++) {
            if (heroes.get(i).id().equals(opponent)) {
                return true;
            }
        }
        return false;
    }
}

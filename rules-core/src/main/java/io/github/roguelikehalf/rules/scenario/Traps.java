package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Springs a {@link Trap} through a scenario hook's {@link ScenarioContext}, with the context's dice. Each target makes
 * a Dexterity roll against the trap's difficulty: a hero with Technique, as {@link ScenarioChecks#hero} rolls (his
 * equipment, the -2 without light, the modifiers of his effects), a follower with
 * his Technique; a Captured creature always fails. A hero who fails loses the trap's damage in Life and takes its
 * condition; a follower who fails and takes damage dies (every follower has 1 Life). A random target is drawn
 * among the living heroes and every follower, one chance each.
 */
public final class Traps {

    private Traps() {}

    /** The hero of a target's id, or null for a follower's key (a trap is sprung for each target). */
    private static Hero heroOrNull(Party p, String id) {
        List<Hero> heroes = p.heroes();
        for (int i = 0; i < heroes.size(); i++) {
            if (heroes.get(i).id().equals(id)) {
                return heroes.get(i);
            }
        }
        return null;
    }

    /** The follower group of a kind's key, which the targets were checked against. */
    private static FollowerGroup group(Party p, String key) {
        List<FollowerGroup> groups = p.followers().groups();
        for (int i = 0; i < groups.size(); i++) {
            if (groups.get(i).key().equals(key)) {
                return groups.get(i);
            }
        }
        throw new java.util.NoSuchElementException("no follower group " + key);
    }

    /**
     * The characters a trap may target: the living heroes' ids, then one entry per follower, its kind's key.
     *
     * @param p the party
     * @return the characters, in party order
     */
    public static List<String> characters(Party p) {
        List<String> c = new ArrayList<>();
        for (Hero h : p.heroes()) {
            if (h.alive()) {
                c.add(h.id());
            }
        }
        for (FollowerGroup g : p.followers().groups()) {
            for (int i = 0; i < g.count(); i++) {
                c.add(g.key());
            }
        }
        return c;
    }

    /**
     * Rolls 1d3 for a trap that targets characters the player chooses ({@link Trap.Targeting#CHOSEN_1D3}); the
     * scenario then asks for that many (a {@link Choice}) and calls {@link #spring(ScenarioContext, Trap, List)}.
     *
     * @param ctx the context, whose dice are used
     * @param trap the trap
     * @return how many characters the player chooses
     */
    public static int chosenCount(ScenarioContext ctx, Trap trap) {
        Roll r = ctx.dice().d3(trap.name() + ": number of targets");
        ctx.event(Event.roll(
                trap.rule(), trap.name() + " targets " + r.total() + " characters, chosen by the player", r));
        return r.total();
    }

    /**
     * Springs a trap whose targets are drawn by the rules, by its {@link Trap#targeting()}: one at random, the whole
     * party (followers too), each living hero (no follower), or a non-combat follower first.
     *
     * @param ctx the context
     * @param trap the trap, not {@link Trap.Targeting#CHOSEN_1D3}
     * @return the characters caught (failed their roll), as {@link #spring(ScenarioContext, Trap, List)} gives them
     * @throws RulesException for a trap whose targets the player chooses
     */
    public static List<String> spring(ScenarioContext ctx, Trap trap) {
        List<String> all = characters(ctx.party());
        List<String> targets = switch (trap.targeting()) {
            case WHOLE_PARTY -> all;
            case EACH_HERO -> {
                List<String> heroes = new ArrayList<>();
                for (Hero h : ctx.party().heroes()) {
                    if (h.alive()) {
                        heroes.add(h.id());
                    }
                }
                yield heroes;
            }
            case RANDOM_ONE -> List.of(pick(ctx, trap, all));
            case NON_COMBAT_FOLLOWER_FIRST -> {
                List<String> nonCombat = new ArrayList<>();
                for (FollowerGroup g : ctx.party().followers().groups()) {
                    if (!g.type().combat()) {
                        for (int i = 0; i < g.count(); i++) {
                            nonCombat.add(g.key());
                        }
                    }
                }
                yield List.of(pick(ctx, trap, nonCombat.isEmpty() ? all : nonCombat));
            }
            case CHOSEN_1D3 ->
                throw new RulesException(trap.name()
                        + " targets characters the player chooses: roll chosenCount and call spring with them");
        };
        return spring(ctx, trap, targets);
    }

    private static String pick(ScenarioContext ctx, Trap trap, List<String> among) {
        if (among.size() == 1) {
            return among.get(0);
        }
        Roll r = ctx.dice().roll(1, among.size(), trap.name() + ": random target");
        String t = among.get(r.total() - 1);
        ctx.event(Event.roll(trap.rule(), trap.name() + " targets " + t, r));
        return t;
    }

    /**
     * Springs a trap on given targets: each makes the Dexterity roll; failures pay (see the class description). The
     * trap's {@link Trap#targeting()} is not read: the targets are the caller's (e.g. the player's choice of a {@link
     * Trap.Targeting#CHOSEN_1D3} trap).
     *
     * @param ctx the context
     * @param trap the trap
     * @param targets hero ids and follower kind keys, as {@link #characters(Party)} lists them (a follower key once
     *     per follower targeted)
     * @return the characters caught (failed their roll), in the order they rolled: hero ids and follower kind keys (a
     *     follower key once per follower caught); empty when everyone avoided it
     * @throws RulesException if a target is not a living hero or a follower of the party
     */
    public static List<String> spring(ScenarioContext ctx, Trap trap, List<String> targets) {
        List<String> left = new ArrayList<>(characters(ctx.party()));
        for (String t : targets) {
            if (!left.remove(t)) {
                throw new RulesException(
                        trap.name() + " cannot target '" + t + "'; the characters are " + characters(ctx.party()));
            }
        }
        List<String> caught = new ArrayList<>();
        for (String t : targets) {
            Hero hero = heroOrNull(ctx.party(), t);
            boolean failed = hero != null ? heroRoll(ctx, trap, hero) : followerRoll(ctx, trap, t);
            if (failed) {
                caught.add(t);
            }
            if (ctx.state().isTerminal()) {
                break;
            }
        }
        return List.copyOf(caught);
    }

    private static boolean heroRoll(ScenarioContext ctx, Trap trap, Hero h) {
        if (!h.alive()) {
            return false;
        }
        CheckResult r = roll(ctx, trap, Actor.hero(h.id()));
        if (r.success()) {
            return false;
        }
        Optional<Effect> condition = trap.condition();
        if (condition.isPresent()) {
            ctx.addEffect(h.id(), condition.get());
        }
        if (trap.damage() > 0) {
            ctx.damageHero(h.id(), trap.damage(), trap.rule(), "the " + trap.name());
        }
        return true;
    }

    /** A character's Dexterity roll against the trap's difficulty, told as avoided or caught. */
    private static CheckResult roll(ScenarioContext ctx, Trap trap, Actor who) {
        return ctx.check(
                who,
                CheckKind.DEXTERITY,
                trap.difficulty(),
                List.of(),
                trap.rule(),
                x -> who.text() + " against the " + trap.name() + ": " + (x.success() ? "avoided" : "caught"));
    }

    private static boolean followerRoll(ScenarioContext ctx, Trap trap, String key) {
        Party p = ctx.party();
        FollowerGroup g = group(p, key);
        boolean failed;
        if (g.type() == FollowerType.CAPTURED) {
            failed = true;
            ctx.event(Event.of(
                    trap.rule(), key + " against the " + trap.name() + ": caught (a Captured creature fails)"));
        } else {
            CheckResult r = roll(ctx, trap, Actor.followers(g.kind()));
            failed = !r.success();
        }
        if (failed && trap.damage() > 0) {
            ctx.setParty(p.losing(g.kind(), 1, ctx.state().options()));
            ctx.event(Event.of(trap.rule(), "one " + key + " dies").with(new Fact.FollowersLost(key, 1)));
        }
        return failed;
    }
}

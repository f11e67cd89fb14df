package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.engine.MagicGear;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.List;
import java.util.Optional;

/**
 * The checks a scenario's events ask for (a Dexterity roll to open a chest, a Divinity roll against a curse), made
 * through a hook's {@link ScenarioContext#check}, the engine's one check pipeline, and reported as events. A hero rolls
 * with his Technique, or with the current value of the sub-attribute the check is named after where the rules allow
 * it and it is higher (EN §9 / JP §9); light (EN §27 / JP §26), his equipment and his effects for the kind apply (an
 * effect with uses spends one); followers roll once for the group with their kind's Technique, and a Captured creature
 * always fails (EN §28 / JP §27).
 */
public final class ScenarioChecks {

    private ScenarioChecks() {}

    /**
     * A hero's check.
     *
     * @param ctx the context, whose dice are used
     * @param heroId a living hero of the party
     * @param kind the kind of check
     * @param target the target number
     * @param rule the rule section, for the event
     * @param what what the check is for, in the event, e.g. {@code opens the chest}
     * @return the result; the hero's effects with uses have spent one
     * @throws RulesException if the hero is not a living hero of the party
     */
    public static CheckResult hero(
            ScenarioContext ctx, String heroId, CheckKind kind, int target, String rule, String what) {
        return ctx.check(Actor.hero(heroId), kind, target, List.of(), rule, r -> text(heroId, what, r));
    }

    /**
     * A hero's Dexterity roll to examine an empty room or corridor for something hidden (a search check in both
     * texts): as {@link #hero}, and the party's Searching Monocle adds +1, spending one charge (EN §40 / JP §39).
     *
     * @param ctx the context, whose dice are used
     * @param heroId a living hero of the party
     * @param target the target number
     * @param rule the rule section, for the event
     * @param what what the check is for, in the event, e.g. {@code searches the room}
     * @return the result
     * @throws RulesException if the hero is not a living hero of the party
     */
    public static CheckResult examine(ScenarioContext ctx, String heroId, int target, String rule, String what) {
        Optional<String> wearer = MagicGear.monocleWearer(ctx.party());
        List<Modifier> gear = wearer.isPresent() ? List.of(MagicGear.MONOCLE) : List.of();
        CheckResult r =
                ctx.check(Actor.hero(heroId), CheckKind.DEXTERITY, target, gear, rule, x -> text(heroId, what, x));
        if (wearer.isPresent()) {
            ctx.setHero(MagicGear.spendMonocle(ctx.party().hero(wearer.get())));
            ctx.event(MagicGear.RULE, wearer.get() + "'s searching-monocle helps: one charge used");
        }
        return r;
    }

    private static String text(String who, String what, CheckResult r) {
        return who + " " + what + ": " + (r.success() ? "success" : "failure");
    }

    /**
     * One check for a whole group of followers (e.g. all followers against a curse, as one).
     *
     * @param ctx the context, whose dice are used
     * @param followerKey the group's kind key, e.g. {@code soldier}
     * @param kind the kind of check
     * @param target the target number
     * @param rule the rule section, for the event
     * @param what what the check is for, in the event
     * @return the result, or empty for a Captured group, which always fails
     * @throws RulesException if the party has no such group
     */
    public static Optional<CheckResult> followers(
            ScenarioContext ctx, String followerKey, CheckKind kind, int target, String rule, String what) {
        Party p = ctx.party();
        FollowerGroup g = p.followers().groups().stream()
                .filter(x -> x.key().equals(followerKey))
                .findFirst()
                .orElseThrow(() -> new RulesException("the party has no followers '" + followerKey + "'; it has "
                        + p.followers().groups().stream()
                                .map(FollowerGroup::key)
                                .toList()));
        if (g.type() == FollowerType.CAPTURED) {
            ctx.event(rule, followerKey + " " + what + ": failure (a Captured creature always fails)");
            return Optional.empty();
        }
        return Optional.of(
                ctx.check(Actor.followers(g.kind()), kind, target, List.of(), rule, r -> text(followerKey, what, r)));
    }
}

package io.github.roguelikehalf.rules.scenario;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Light;
import io.github.roguelikehalf.rules.engine.MagicGear;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroCheck;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The checks a scenario's events ask for (a Dexterity roll to open a chest, a Divinity roll against a curse), made
 * through a hook's {@link ScenarioContext} with its dice, reported as events. A hero rolls with his Technique (EN §9 /
 * JP §9), his equipment's modifiers for the kind, the -2 without light (EN §28 / JP §27) and the modifiers of his
 * effects for the kind (an effect with uses spends one); followers roll once for the group with their kind's
 * Technique, and a Captured creature always fails (EN §32 / JP §31).
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
        return check(ctx, heroId, kind, target, rule, what, false);
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
        return check(ctx, heroId, CheckKind.DEXTERITY, target, rule, what, true);
    }

    private static CheckResult check(
            ScenarioContext ctx, String heroId, CheckKind kind, int target, String rule, String what, boolean examine) {
        Party p = ctx.state().party();
        Hero h = p.heroes().stream()
                .filter(x -> x.id().equals(heroId) && x.alive())
                .findFirst()
                .orElseThrow(() -> new RulesException("'" + heroId + "' is not a living hero of the party"));
        CheckResult r = roll(ctx, h, kind, target, examine);
        ctx.event(Event.check(rule, heroId + " " + what + ": " + (r.success() ? "success" : "failure"), r));
        return r;
    }

    /**
     * A living hero's check with the modifiers {@link #hero} describes, without its event: his effects with uses
     * spend one. Traps roll with it too.
     */
    static CheckResult roll(ScenarioContext ctx, Hero h, CheckKind kind, int target) {
        return roll(ctx, h, kind, target, false);
    }

    private static CheckResult roll(ScenarioContext ctx, Hero h, CheckKind kind, int target, boolean examine) {
        Party p = ctx.state().party();
        List<Modifier> mods = new ArrayList<>(Light.modifiers(p));
        Optional<String> wearer = examine ? MagicGear.monocleWearer(p) : Optional.empty();
        if (wearer.isPresent()) {
            mods.add(MagicGear.MONOCLE);
        }
        List<String> spent = new ArrayList<>();
        for (Map.Entry<String, Effect> e : h.effects().entrySet()) {
            Optional<Modifier> m = e.getValue().modifier(kind);
            if (m.isPresent()) {
                mods.add(m.get());
                spent.add(e.getKey());
            }
        }
        HeroCheck hc = h.check(kind, Basis.TECHNIQUE, mods, target, ctx.state().options(), ctx.dice());
        Hero after = hc.hero();
        for (String key : spent) {
            Effect e = after.effects().get(key);
            if (e != null && e.usesLeft().isPresent()) {
                Optional<Effect> left = e.used();
                after = left.isPresent() ? after.withEffect(left.get()) : after.withoutEffect(key);
            }
        }
        ctx.setHero(after);
        if (wearer.isPresent()) {
            ctx.setHero(MagicGear.spendMonocle(ctx.state().party().hero(wearer.get())));
            ctx.event(MagicGear.RULE, wearer.get() + "'s searching-monocle helps: one charge used");
        }
        return hc.result();
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
        Party p = ctx.state().party();
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
        CheckResult r = Check.of(kind, followerKey, Basis.TECHNIQUE, g.type().technique())
                .withTarget(target)
                .plus(Light.modifiers(p))
                .resolve(ctx.dice());
        ctx.event(Event.check(rule, followerKey + " " + what + ": " + (r.success() ? "success" : "failure"), r));
        return Optional.of(r);
    }
}

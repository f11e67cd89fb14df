package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioChecks;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Traps;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.List;

/**
 * 61 (EN §71): at the end of round 0 she throws her slicer at 2 random characters, each hero and each follower
 * one (Dexterity 5, or 1 damage); in
 * round 1 she attacks once less; a character who fails a defence against her is bitten (a hero loses 1 Life, a
 * follower dies) and she regains 1 Life.
 */
final class Lamia implements CreatureRules {
    @Override
    public Would modify(Would event, CreatureView view) {
        if (event instanceof Would.Attacks a && PartyChecks.round(view.state()) == 1) {
            return a.withCount(a.count() - 1);
        }
        return event;
    }

    @Override
    public boolean mayChange(Class<? extends Would> kind) {
        return kind == Would.Attacks.class;
    }

    @Override
    public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
        if (event instanceof Happening.RoundEnds) {
            roundEnds(ctx, group);
        } else if (event instanceof Happening.DefenceFailed f) {
            bite(ctx, group, f.follower() ? "one " + f.defender() : f.defender());
        }
        return event;
    }

    /** At the end of round 0, the slicer. */
    private static void roundEnds(ScenarioContext ctx, EnemyGroup group) {
        if (PartyChecks.round(ctx.state()) != 0 || !group.active()) {
            return;
        }
        // every hero and every follower is one character (EN §71, 61; the glossary after EN §47)
        List<String> chars = new ArrayList<>(Traps.characters(ctx.party()));
        List<String> targets = new ArrayList<>();
        while (targets.size() < 2 && !chars.isEmpty()) {
            if (chars.size() == 1) {
                targets.add(chars.remove(0));
            } else {
                Roll r = ctx.dice().roll(1, chars.size(), "the slicer's target among " + chars);
                String t = chars.remove(r.total() - 1);
                ctx.event(Event.roll(Keys.STRONG, "the lamia throws her slicer at " + t, r));
                targets.add(t);
            }
        }
        for (String t : targets) {
            if (ctx.state().isTerminal()) {
                return;
            }
            slicer(ctx, t);
        }
    }

    /** One character dodges the slicer (Dexterity 5) or takes 1 damage: a hero loses 1 Life, a follower dies. */
    private static void slicer(ScenarioContext ctx, String character) {
        if (PartyChecks.isHero(ctx.state(), character)) {
            if (!PartyChecks.check(ctx, character, CheckKind.DEXTERITY, 5, Keys.STRONG, "dodges the slicer")) {
                ctx.damageHero(character, 1, Keys.STRONG, "the lamia's slicer");
            }
            return;
        }
        boolean dodged = ScenarioChecks.followers(
                        ctx, character, CheckKind.DEXTERITY, 5, Keys.STRONG, "dodges the slicer (one follower)")
                .map(CheckResult::success)
                .orElse(false);
        if (!dodged) {
            TrapRooms.followerHurt(ctx, character, Keys.STRONG, "the lamia's slicer kills one " + character);
        }
    }

    private static void bite(ScenarioContext ctx, EnemyGroup group, String who) {
        ctx.event(Keys.STRONG, "the lamia bites " + who + " and regains 1 Life (at most 5)");
        ctx.healEnemy(group.id(), 1, Keys.STRONG);
    }
}

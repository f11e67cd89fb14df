package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.ScenarioChecks;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Mage of Dusk Segras (EN §74), the final event after two clears: each of his attacks is a spell while his 4
 * Sorcery last (1 each), Knockout on the combat followers (the War Doll one of them) while the party has some, the
 * player choosing the target, otherwise Ice Spear on a hero;
 * then staff attacks, +1 to the defence rolls against them. Followers he knocks out leave the party until the fight
 * ends. See {@code docs/rulings.md}, "Knight of Twilight: intermediate and final events".
 */
final class FinalSegras {

    /** Segras's Sorcery (EN §74). */
    static final int SORCERY = 4;

    /** The roll the followers' and heroes' magic checks must reach: Segras's level (EN §74). */
    static final int TARGET = 6;

    /** Ice Spear's damage (EN §74). */
    static final int ICE_SPEAR_DAMAGE = 2;

    /** Counter: Sorcery Segras has spent in this fight. */
    static final String SPENT = "final-segras-spent";

    /** Counter: spells Segras cast in the current half-round, each in place of one attack. */
    static final String CAST = "final-segras-cast";

    /** Counter: spells Segras is still to cast in the current half-round. */
    static final String PENDING = "final-segras-pending";

    /** The choice of the Knockout's target among the combat followers. */
    static final String KNOCKOUT_CHOICE = "final-segras-knockout";

    /** The options of that choice: {@code knockout:} and the follower kind's word, or the War Doll. */
    private static final String KNOCKOUT = "knockout:";

    /** Counter prefix: followers knocked out, by kind ({@code /} written {@code :}), given back when the fight ends. */
    static final String KNOCKED_OUT = "final-ko:";

    private FinalSegras() {}

    /** Segras's special rules. */
    static final CreatureRules RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.FightsToTheDeath f) {
                return f.withToTheDeath(true);
            }
            if (event instanceof Would.Attacks a) {
                return a.withCount(
                        Math.max(0, a.count() - view.state().scenarioState().counter(CAST)));
            }
            if (event instanceof Would.DefenceRoll d && sorceryLeft(view.state()) == 0) {
                return d.withModifier(d.modifier() + 1);
            }
            return event;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return kind == Would.FightsToTheDeath.class
                    || kind == Would.Attacks.class
                    || kind == Would.DefenceRoll.class;
        }

        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.RoundBegins r) {
                int attacks = FinalEvents.SEGRAS.attacks();
                int spells = fighting(ctx.state()) ? Math.min(attacks, sorceryLeft(ctx.state())) : 0;
                ctx.setScenarioState(
                        ctx.scenarioState().withCounter(CAST, spells).withCounter(PENDING, spells));
                castPending(ctx);
                return r.withActedInstead(spells >= attacks);
            }
            if (event instanceof Happening.Defeated) {
                FinalEvents.fightOver(ctx, group);
            }
            return event;
        }
    };

    static int sorceryLeft(GameState state) {
        return Math.max(0, SORCERY - state.scenarioState().counter(SPENT));
    }

    private static boolean fighting(GameState state) {
        return state.phase() instanceof Phase.Fighting;
    }

    /**
     * The spells of this half-round not cast yet: Knockout at the combat followers while the party has any (the
     * player choosing the target when there are two or more, which waits in the fight), otherwise Ice Spear.
     */
    private static void castPending(ScenarioContext ctx) {
        while (ctx.scenarioState().counter(PENDING) > 0 && fighting(ctx.state())) {
            List<String> targets = knockoutTargets(ctx.state());
            if (targets.size() > 1) {
                ctx.offerChoice(new Choice(
                        KNOCKOUT_CHOICE,
                        "party",
                        "Segras casts Knockout at your combat followers: which group does he target?",
                        Keys.FINAL,
                        targets));
                return;
            }
            if (targets.isEmpty()) {
                spend(ctx);
                iceSpear(ctx);
            } else {
                knockout(ctx, targets.get(0));
            }
        }
    }

    /**
     * The player chose the target of a Knockout (EN §74): it is cast, then the rest of his spells.
     *
     * @param ctx the game
     * @param option the target chosen
     */
    static void knockoutChosen(ScenarioContext ctx, String option) {
        if (!knockoutTargets(ctx.state()).contains(option)) {
            throw new IllegalStateException("Segras cannot target " + option);
        }
        knockout(ctx, option);
        castPending(ctx);
    }

    private static void spend(ScenarioContext ctx) {
        ctx.setScenarioState(ctx.scenarioState().add(SPENT, 1).add(PENDING, -1));
    }

    /**
     * The combat followers Segras's Knockout may target (EN §74), as options: the War Doll first (a combat follower,
     * EN §40, whom Knockout does not affect), then the groups of combat followers, the largest first.
     */
    static List<String> knockoutTargets(GameState state) {
        List<String> o = new ArrayList<>();
        Followers f = state.party().followers();
        if (f.warDoll().isPresent()) {
            o.add(KNOCKOUT + WarDoll.KEY);
        }
        f.groups().stream()
                .filter(g -> g.type().combat() && g.count() > 0)
                .sorted(Comparator.comparingInt(FollowerGroup::count).reversed())
                .forEach(g -> o.add(KNOCKOUT + TrapRooms.word(g.key())));
        return o;
    }

    /** Ice Spear on the living hero with the most Life (the first in party order on a tie). */
    private static void iceSpear(ScenarioContext ctx) {
        Optional<Hero> hero = Optional.empty();
        for (Hero h : ctx.party().heroes()) {
            if (h.alive() && (hero.isEmpty() || h.life() > hero.get().life())) {
                hero = Optional.of(h);
            }
        }
        if (hero.isEmpty()) {
            return;
        }
        String id = hero.get().id();
        ctx.event(
                Keys.FINAL, "Segras casts Ice Spear at " + id + " (1 Sorcery, " + sorceryLeft(ctx.state()) + " left)");
        CheckResult r =
                ScenarioChecks.hero(ctx, id, CheckKind.MAGIC_RESISTANCE, TARGET, Keys.FINAL, "resists Ice Spear");
        if (!r.success()) {
            ctx.damageHero(id, ICE_SPEAR_DAMAGE, Keys.FINAL, "Segras's Ice Spear");
        }
    }

    /**
     * Knockout (EN §74): one magic check for the group with its Technique against 6; 4-5 knocks out one, 2-3 up to
     * two, 1 or less up to three.
     */
    private static void knockout(ScenarioContext ctx, String option) {
        spend(ctx);
        if (option.equals(KNOCKOUT + WarDoll.KEY)) {
            ctx.event(
                    Keys.FINAL,
                    "Segras casts Knockout at the war doll (1 Sorcery, " + sorceryLeft(ctx.state())
                            + " left): it does not sleep");
            return;
        }
        FollowerGroup group = ctx.party().followers().groups().stream()
                .filter(g -> option.equals(KNOCKOUT + TrapRooms.word(g.key())))
                .findFirst()
                .orElseThrow();
        ctx.event(
                Keys.FINAL,
                "Segras casts Knockout at the " + group.key() + " (1 Sorcery, " + sorceryLeft(ctx.state()) + " left)");
        Optional<CheckResult> r = ScenarioChecks.followers(
                ctx, group.key(), CheckKind.MAGIC_RESISTANCE, TARGET, Keys.FINAL, "resist Knockout");
        int total = r.map(CheckResult::total).orElse(Integer.MIN_VALUE);
        int out;
        if (total >= TARGET) {
            out = 0;
        } else if (total >= 4) {
            out = 1;
        } else if (total >= 2) {
            out = 2;
        } else {
            out = 3;
        }
        out = Math.min(out, group.count());
        if (out == 0) {
            return;
        }
        Party party = ctx.party();
        ctx.setParty(party.losing(group.kind(), out, ctx.state().options()));
        ScenarioState s = ctx.scenarioState();
        ctx.setScenarioState(s.add(KNOCKED_OUT + group.key().replace('/', ':'), out));
        ctx.event(Keys.FINAL, out + " " + group.key() + " fall unconscious until the end of the fight");
    }

    /** The followers knocked out come round: back in the party as the fight ends (EN §74). */
    static void wakeUp(ScenarioContext ctx) {
        ScenarioState s = ctx.scenarioState();
        Followers f = ctx.party().followers();
        boolean any = false;
        for (Map.Entry<String, Integer> e : s.counters().entrySet()) {
            if (e.getKey().startsWith(KNOCKED_OUT)) {
                String key = e.getKey().substring(KNOCKED_OUT.length()).replace(':', '/');
                f = f.add(FollowerKind.parse(key), e.getValue());
                s = s.withCounter(e.getKey(), 0);
                ctx.event(Keys.FINAL, e.getValue() + " " + key + " come round");
                any = true;
            }
        }
        if (any) {
            ctx.setScenarioState(s);
            ctx.setParty(ctx.party().with(f));
        }
    }
}

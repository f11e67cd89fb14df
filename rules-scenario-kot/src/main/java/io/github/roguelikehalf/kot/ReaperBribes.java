package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The Apprentice Reapers' bribe (EN §70, 54): 1 Life per reaper, each paid by a hero or by a follower (who dies), as
 * the player chooses, one Life at a time; or refused, and they attack.
 */
final class ReaperBribes implements Part {

    /** The reapers' scenario reaction: the bribe asked. */
    static final String REACTION = "reaper-bribe";

    /** The choice: who pays the next Life, or refuse. */
    static final String CHOICE = "reaper-bribe";

    /** Counter: the reapers asking, while the party pays (a choice has no encounter). */
    private static final String ASKING = "reaper-asking";

    /** Counter: the Life paid so far. */
    private static final String PAID = "reaper-paid";

    private static final String REFUSE = "refuse";
    private static final String PAY = "pay:";

    /**
     * Whether the reapers are asking their bribe: the fight after a refusal meets them again, without a new scream.
     *
     * @param s the scenario state
     * @return true while the party chooses
     */
    static boolean asking(ScenarioState s) {
        return s.counter(ASKING) > 0;
    }

    @Override
    public String key() {
        return "reaper";
    }

    @Override
    public boolean onScenarioReaction(ScenarioContext ctx, String reaction) {
        if (!reaction.equals(REACTION)) {
            return false;
        }
        int asking = ctx.encounter().orElseThrow().enemies().get(0).current();
        if (capacity(ctx.party()) < asking) {
            ctx.event(Keys.WEAK, "the reapers ask " + asking + " Life the party cannot pay: they attack");
            ctx.fight(ctx.encounter().orElseThrow().enemies(), false);
            return true;
        }
        ctx.setScenarioState(ctx.scenarioState().withCounter(ASKING, asking).withCounter(PAID, 0));
        offer(ctx);
        return true;
    }

    /**
     * A state from outside at the reapers' bribe: 0 paid of at least 1 asked, up to all but the last, and the party can
     * still pay the rest without a hero dying (as when the bribe was offered).
     */
    static void checkState(GameState state) {
        if (!(state.phase() instanceof Phase.Choosing c) || !c.choice().key().equals(CHOICE)) {
            return;
        }
        ScenarioState s = state.scenarioState();
        int asking = s.counter(ASKING);
        int paid = s.counter(PAID);
        if (asking < 1 || paid < 0 || paid >= asking) {
            throw new RulesException("invalid state: scenarioState.counters: the reapers' bribe needs '" + ASKING
                    + "' at least 1 and '" + PAID + "' 0.." + (asking - 1) + ", was " + asking + " and " + paid);
        }
        int capacity = capacity(state.party());
        if (capacity < asking - paid) {
            throw new RulesException("invalid state: scenarioState.counters: the reapers ask " + (asking - paid)
                    + " more Life, but the party can pay only " + capacity + " without a hero dying (EN §70)");
        }
    }

    /**
     * The Life the party can pay without a hero dying: each hero's Life above 1, and one per follower the party can
     * lose one after another (a Porter only while what he carries still fits, EN §27: losing one may forbid the next).
     * Losing any other follower changes no carry limit, so the count does not depend on the order.
     */
    private static int capacity(Party p) {
        int n = 0;
        for (Hero h : p.heroes()) {
            n += h.alive() ? h.life() - 1 : 0;
        }
        Party left = p;
        boolean lost = true;
        while (lost) {
            lost = false;
            for (FollowerGroup g : left.followers().groups()) {
                if (canLose(left, g)) {
                    left = left.with(left.followers().remove(g.kind(), 1));
                    n++;
                    lost = true;
                    break;
                }
            }
        }
        return n;
    }

    private static boolean canLose(Party p, FollowerGroup g) {
        return g.count() > 0 && p.with(p.followers().remove(g.kind(), 1)).withinCarryLimit();
    }

    /**
     * The payers, in the order the baseline policy takes the first: a Captured, then the heroes with the most Life,
     * then the non-combat followers, then the combat followers.
     */
    private static List<String> payers(Party p) {
        List<String> o = new ArrayList<>();
        for (FollowerGroup g : p.followers().groups()) {
            if (g.type() == FollowerType.CAPTURED && canLose(p, g)) {
                o.add(PAY + TrapRooms.word(g.key()));
            }
        }
        p.heroes().stream()
                .filter(h -> h.alive() && h.life() > 1)
                .sorted(Comparator.comparingInt(Hero::life).reversed())
                .forEach(h -> o.add(PAY + TrapRooms.word(h.id())));
        for (boolean combat : new boolean[] {false, true}) {
            for (FollowerGroup g : p.followers().groups()) {
                if (g.type() != FollowerType.CAPTURED && g.type().combat() == combat && canLose(p, g)) {
                    o.add(PAY + TrapRooms.word(g.key()));
                }
            }
        }
        return o;
    }

    private static void offer(ScenarioContext ctx) {
        ScenarioState s = ctx.scenarioState();
        int asking = s.counter(ASKING);
        int paid = s.counter(PAID);
        List<String> options = payers(ctx.party());
        if (paid == 0) {
            options.add(REFUSE);
        }
        ctx.offerChoice(new Choice(
                CHOICE,
                "party",
                "the apprentice reapers ask 1 Life each (" + paid + " of " + asking
                        + " paid): who pays the next, a hero or a follower?",
                Keys.WEAK,
                options));
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        ScenarioState s = ctx.scenarioState();
        int asking = s.counter(ASKING);
        if (option.equals(REFUSE)) {
            ctx.event(Keys.WEAK, "the bribe is refused: they attack");
            // met again as the fight starts: asking() keeps them from screaming a second time
            ctx.fight(List.of(EnemyGroup.of(WeakRooms.REAPERS.id(), asking)), false);
            ctx.setScenarioState(ctx.scenarioState().withCounter(ASKING, 0).withCounter(PAID, 0));
            return;
        }
        Party p = ctx.party();
        Optional<Hero> hero = p.heroes().stream()
                .filter(h -> option.equals(PAY + TrapRooms.word(h.id())))
                .findFirst();
        if (hero.isPresent()) {
            ctx.damageHero(hero.get().id(), 1, Keys.WEAK, "the apprentice reapers' bribe");
        } else {
            FollowerGroup g = p.followers().groups().stream()
                    .filter(x -> option.equals(PAY + TrapRooms.word(x.key())))
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no payer " + option + " for the reapers"));
            ctx.setParty(p.losing(g.kind(), 1, ctx.state().options()));
            ctx.event(Keys.WEAK, "one " + g.key() + " pays the reapers 1 Life: he dies");
        }
        s = ctx.scenarioState().add(PAID, 1);
        if (s.counter(PAID) < asking) {
            ctx.setScenarioState(s);
            offer(ctx);
            return;
        }
        ctx.setScenarioState(s.withCounter(ASKING, 0).withCounter(PAID, 0));
        ctx.event(Keys.WEAK, "the apprentice reapers take " + asking + " Life and leave, without treasure");
    }
}

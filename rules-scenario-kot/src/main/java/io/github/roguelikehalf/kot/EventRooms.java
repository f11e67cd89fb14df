package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.NumberAppearing;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.ScenarioChecks;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Special events, tiles 31-36 (EN §68): the trapped chest, the wandering hunter, the modest altar, the encampment, the
 * cool statue and the cemetery of the fallen. Every event is optional: its choice always has a way to leave.
 */
final class EventRooms implements Part {

    /** 31: the Dexterity target to open the chest. */
    static final int CHEST_TARGET = 4;

    /** 31: Life a failed opener loses. */
    static final int CHEST_DAMAGE = 1;

    /** 32: the hunter's reward, in gold. */
    static final int HUNTER_REWARD = 10;

    /** 34: the lowest 1d6 of a good rest. */
    static final int GOOD_REST = 2;

    /** 33: the key of the altar's blessing: +1 once to any check, until the adventure ends. */
    static final String ALTAR_BLESSING = "altar-blessing";

    private static final String CHEST = "event-chest";
    private static final String HUNTER = "event-hunter";
    private static final String ALTAR = "event-altar";
    private static final String CAMP = "event-camp";
    private static final String STATUE = "event-statue";
    private static final String CEMETERY = "event-cemetery";

    /** Flag: the hunter's request was accepted and is not yet over. */
    private static final String HUNTING = "event-hunting";

    /** Set: the tiles flipped when the hunter's request was accepted. */
    private static final String HUNT_FROM = "event-hunt-from";

    /** The hunter's reward, offered after the fight won on his target. */
    static final String HUNTER_OFFER = "event-hunter-reward";

    /** The tiles the hunter's d66 can reach: tens 5, units 1d6 + 2 up to 6. */
    private static final Set<String> HUNTED = Set.of("53", "54", "55", "56");

    @Override
    public String key() {
        return "event";
    }

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        switch (tile.id()) {
            case "31" -> offerChest(ctx);
            case "32" ->
                ctx.offerChoice(new Choice(
                        HUNTER,
                        "party",
                        "a wounded hunter asks for parts of Weak Creatures: accept his request?",
                        Keys.EVENTS,
                        List.of("accept", "decline")));
            case "33" -> {
                cureCurses(ctx, "the altar");
                List<String> options = new ArrayList<>();
                for (Hero h : living(ctx.party())) {
                    options.add("pray:" + TrapRooms.word(h.id()));
                }
                options.add("leave");
                ctx.offerChoice(new Choice(ALTAR, "party", "who prays at the altar?", Keys.EVENTS, options));
            }
            case "34" ->
                ctx.offerChoice(new Choice(
                        CAMP, "party", "take a short rest at the encampment?", Keys.EVENTS, List.of("rest", "leave")));
            case "35" -> {
                List<String> options = new ArrayList<>();
                if (CoolStatue.carrier(ctx.party()).isPresent()) {
                    options.add("carry");
                }
                options.add("leave");
                ctx.offerChoice(new Choice(STATUE, "party", "carry the cool statue away?", Keys.EVENTS, options));
            }
            case "36" -> cemetery(ctx);
            default -> {
                // not an event of this part
            }
        }
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        switch (choice.key()) {
            case CHEST -> chest(ctx, option);
            case HUNTER -> {
                if (option.equals("accept")) {
                    ScenarioState s = ctx.state()
                            .scenarioState()
                            .withFlag(Keys.HUNTER, true)
                            .withFlag(HUNTING, true);
                    s = s.withoutSet(HUNT_FROM);
                    for (String f : s.set(Keys.FLIPPED)) {
                        s = s.withAdded(HUNT_FROM, f);
                    }
                    ctx.setScenarioState(s);
                    ctx.event(Keys.EVENTS, "the party accepts the hunter's request: the next tile's tens digit is 5");
                }
            }
            case ALTAR -> {
                Optional<Hero> h = byWord(ctx.party(), option, "pray:");
                if (h.isPresent()) {
                    Effect blessing = Effect.of(ALTAR_BLESSING, Keys.EVENTS, Effect.Scope.ADVENTURE);
                    for (CheckKind k : CheckKind.values()) {
                        blessing = blessing.withModifier(k, 1);
                    }
                    ctx.addEffect(h.get().id(), blessing.withUses(1));
                }
            }
            case CAMP -> {
                if (option.equals("rest")) {
                    rest(ctx);
                }
            }
            case STATUE -> {
                if (option.equals("carry")) {
                    CoolStatue.carry(ctx);
                }
            }
            case CEMETERY -> {
                if (option.equals("return")) {
                    cureCurses(ctx, "the altar, returned to");
                }
            }
            default -> throw new IllegalStateException("the events offered no choice " + choice.key());
        }
    }

    // ------------------------------------------------------------------ 31: the trapped chest

    private static void offerChest(ScenarioContext ctx) {
        List<String> options = new ArrayList<>();
        for (String c : openers(ctx.party())) {
            String o = "open:" + TrapRooms.word(c);
            if (!options.contains(o)) {
                options.add(o);
            }
        }
        options.add("leave");
        ctx.offerChoice(new Choice(CHEST, "party", "who tries to open the trapped chest?", Keys.EVENTS, options));
    }

    /** The living heroes' ids and the followers' keys, in party order. */
    private static List<String> openers(Party p) {
        List<String> c = new ArrayList<>();
        for (Hero h : living(p)) {
            c.add(h.id());
        }
        for (FollowerGroup g : p.followers().groups()) {
            c.add(g.key());
        }
        return c;
    }

    /** EN §68, 31: Dexterity 4; a failure costs the opener 1 Life (a follower dies) and the chest may be tried again. */
    private static void chest(ScenarioContext ctx, String option) {
        Party p = ctx.party();
        Optional<String> opener = openers(p).stream()
                .filter(c -> ("open:" + TrapRooms.word(c)).equals(option))
                .findFirst();
        if (opener.isEmpty()) {
            ctx.event(Keys.EVENTS, "the party leaves the chest closed");
            return;
        }
        String who = opener.get();
        boolean hero = p.heroes().stream().anyMatch(h -> h.id().equals(who));
        boolean opened;
        if (hero) {
            CheckResult r =
                    ScenarioChecks.hero(ctx, who, CheckKind.DEXTERITY, CHEST_TARGET, Keys.EVENTS, "opens the chest");
            opened = r.success();
            if (!opened) {
                ctx.damageHero(who, CHEST_DAMAGE, Keys.EVENTS, "the chest's trap");
            }
        } else {
            Optional<CheckResult> r = ScenarioChecks.followers(
                    ctx, who, CheckKind.DEXTERITY, CHEST_TARGET, Keys.EVENTS, "opens the chest");
            opened = r.isPresent() && r.get().success();
            if (!opened) {
                // a Dummy Balloon takes a non-combat follower's damage (EN §66, 13)
                TrapRooms.followerHurt(ctx, who, Keys.EVENTS, "the chest's trap kills one " + who);
            }
        }
        if (ctx.state().isTerminal()) {
            return;
        }
        if (opened) {
            ctx.event(Keys.EVENTS, "the trap is disarmed and the chest opens");
            ctx.treasure("the chest", 0);
        } else {
            offerChest(ctx);
        }
    }

    // ------------------------------------------------------------------ 32: the wandering hunter

    /**
     * The hunter's target: the first tile flipped after his request, when it is one his d66 reaches (53-56) and it is
     * the tile of the fight just won.
     */
    private static boolean huntWon(GameState state) {
        ScenarioState s = state.scenarioState();
        if (!s.flag(HUNTING) || s.flag(Keys.HUNTER) || !(state.phase() instanceof Phase.AfterFight a)) {
            return false;
        }
        List<String> since = s.set(Keys.FLIPPED).stream()
                .filter(f -> !s.set(HUNT_FROM).contains(f))
                .toList();
        String tile = a.encounter().tileId();
        return since.equals(List.of(tile)) && HUNTED.contains(tile);
    }

    @Override
    public List<Offer> windowOffers(Window window, GameState state) {
        if (window.kind() == Window.Kind.AFTER_FIGHT && huntWon(state)) {
            return List.of(new Offer("party", HUNTER_OFFER));
        }
        return List.of();
    }

    @Override
    public boolean resolveOffer(ScenarioContext ctx, Window window, Offer offer) {
        if (!offer.option().equals(HUNTER_OFFER)) {
            return false;
        }
        payHunter(ctx, "the hunter gets his parts");
        return true;
    }

    /**
     * The hunter's request is completed: it ends, and he pays his reward to the first living hero (EN §68, 32).
     *
     * @param ctx the game
     * @param why how it was completed, for the event
     */
    static void payHunter(ScenarioContext ctx, String why) {
        ScenarioState s = ctx.scenarioState().withFlag(HUNTING, false).withoutSet(HUNT_FROM);
        ctx.setScenarioState(s);
        // the gold goes as treasure gold does: what the party cannot carry is left behind (EN §27 / JP §26)
        int left = HUNTER_REWARD;
        for (Hero h : living(ctx.party())) {
            int paid = ctx.party().goldThatFits(h.id(), left);
            if (paid > 0) {
                ctx.setHero(ImmutableHero.copyOf(h)
                        .withEquipment(h.equipment().withGold(h.equipment().gold() + paid)));
                ctx.event(Keys.EVENTS, why + " and pays " + paid + " gold to " + h.id());
                left -= paid;
            }
        }
        if (left > 0) {
            ctx.event(Keys.EVENTS, left + " gold of the hunter's reward is left behind: no room to carry it");
        }
    }

    // ------------------------------------------------------------------ 33 and 36: the altar and the cemetery

    /** Cures the Cursed condition of every living hero (EN §68, 33). */
    private static void cureCurses(ScenarioContext ctx, String where) {
        for (Hero h : living(ctx.party())) {
            if (h.effects().containsKey(Effect.CURSED)) {
                ctx.removeEffect(h.id(), Effect.CURSED);
                ctx.event(Keys.EVENTS, where + " lifts " + h.id() + "'s curse");
            }
        }
    }

    /** EN §68, 36: one hero (at random among two) is Cursed: -1 to attack rolls until cured. */
    private static void cemetery(ScenarioContext ctx) {
        List<Hero> heroes = living(ctx.party());
        if (heroes.isEmpty()) {
            return;
        }
        Hero h = heroes.get(0);
        if (heroes.size() > 1) {
            Roll r = ctx.dice().roll(1, heroes.size(), "the cemetery: which hero is cursed");
            h = heroes.get(r.total() - 1);
            ctx.event(Event.roll(Keys.EVENTS, "the fallen's regrets fall on " + h.id(), r));
        }
        Effect before = h.effects().get(Effect.CURSED);
        Effect curse = before == null ? Effect.cursed(Keys.EVENTS, -1, 0) : before.withModifier(CheckKind.ATTACK, -1);
        ctx.addEffect(h.id(), curse);
        if (ctx.scenarioState().set(Keys.FLIPPED).contains("33")) {
            ctx.offerChoice(new Choice(
                    CEMETERY,
                    "party",
                    "return at once to the altar (tile 33) to lift the curse?",
                    Keys.EVENTS,
                    List.of("return", "stay")));
        }
    }

    // ------------------------------------------------------------------ 34: the encampment

    /** EN §68, 34: 1d6 of 2 or more: +1 Life and +1 sub-attribute to every hero; a 1 draws Weak Creatures. */
    private static void rest(ScenarioContext ctx) {
        Roll r = ctx.dice().d6("the encampment: a short rest");
        if (r.total() >= GOOD_REST) {
            ctx.event(Event.roll(Keys.EVENTS, "a good rest: every hero recovers 1 Life and 1 sub-attribute point", r));
            for (Hero h : living(ctx.party())) {
                Hero healed = h.heal(1);
                ctx.setHero(ImmutableHero.copyOf(healed)
                        .withSubAttributeValue(Math.min(h.maxSubAttribute(), h.subAttributeValue() + 1)));
            }
            return;
        }
        GameState s = ctx.state();
        int next = Linear.nextTile(s) + 1;
        boolean fixedNext =
                (next >= Linear.INTERMEDIATE && !s.scenarioState().flag(Keys.ROGUES_MET)) || next >= Linear.LAST;
        if (fixedNext) {
            ctx.event(Event.roll(Keys.EVENTS, "a restless camp, but the next tile is an event of the adventure", r));
            return;
        }
        ctx.event(Event.roll(Keys.EVENTS, "a restless camp: the next tile's tens digit is 5 (Weak Creatures)", r));
        ctx.setScenarioState(s.scenarioState().withCounter(Keys.FIXED_TENS, 5).withFlag(Keys.CAMP_AMBUSH, true));
    }

    /** The modifier to defence rolls against the creatures of the encampment's ambush (EN §68, 34). */
    static final int AMBUSH_DEFENCE = -1;

    /**
     * EN §68, 34: the Weak Creatures met because of a restless camp attack first, with no reaction roll (a fight, the
     * enemies first); their number is rolled as usual.
     *
     * @param ctx the game, entering their tile
     * @param creatures the tile's creatures
     */
    static void ambush(ScenarioContext ctx, List<Creature> creatures) {
        List<EnemyGroup> groups = new ArrayList<>();
        for (Creature c : creatures) {
            NumberAppearing.Result n =
                    NumberAppearing.parse(c.numberAppearing()).roll(ctx.dice(), "number of " + c.name());
            String text = n.count() + " " + c.name() + (n.count() == 1 ? "" : "s") + " fall on the party from the"
                    + " encampment: no reaction roll, and -1 to defence rolls until the end of round 1";
            ctx.event(n.roll().map(r -> Event.roll(Keys.EVENTS, text, r)).orElse(Event.of(Keys.EVENTS, text)));
            groups.add(EnemyGroup.of(c.id(), n.count()));
        }
        ctx.setScenarioState(ctx.scenarioState().withFlag(Keys.CAMP_AMBUSHED, true));
        ctx.fight(groups, false);
    }

    /**
     * The modifier to a defence roll against a Weak Creature in the encampment's ambush: -1 until the end of round 1,
     * the first round of melee (EN §68, 34).
     *
     * @param state the state, in a fight
     * @return -1 or 0
     */
    static int ambushDefence(GameState state) {
        return state.scenarioState().flag(Keys.CAMP_AMBUSHED) && PartyChecks.round(state) <= 1 ? AMBUSH_DEFENCE : 0;
    }

    // ------------------------------------------------------------------ helpers

    private static List<Hero> living(Party p) {
        return p.heroes().stream().filter(Hero::alive).toList();
    }

    private static Optional<Hero> byWord(Party p, String option, String prefix) {
        return living(p).stream()
                .filter(h -> (prefix + TrapRooms.word(h.id())).equals(option))
                .findFirst();
    }
}

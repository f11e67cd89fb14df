package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.Tables.bribe;
import static io.github.roguelikehalf.kot.Tables.is;
import static io.github.roguelikehalf.kot.Tables.scenario;
import static io.github.roguelikehalf.kot.Tables.table;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Neutral or peaceful Weak Creatures, tiles 21-26 (EN §67), with their special rules: the villagers' bribe, the Fish
 * God's offering and waterway, hiring adventurers, the trader, the Hob-Goblins' and Cobbits' information, and washing
 * in the waterway of every room of this table.
 */
final class PeacefulRooms implements Part {

    /** The gold each villager or adventurer asks as a bribe (EN §67). */
    static final int GOLD_EACH = 2;

    /** Reactions of this part. */
    static final String WATERWAY = "fish-god-waterway";

    static final String TRADE = "trade";
    static final String INFORMATION = "information";

    /** The tens digit the Fish God's waterway fixes (EN §67). */
    static final int WATERWAY_TENS = 2;

    /** The trader flees on 1d6 at most this when the party fights (EN §67). */
    static final int TRADER_FLEES_AT_MOST = 4;

    /** The flag a Hob-Goblin Captain (tile 64) reads: his reaction is Peaceful without a roll (EN §67). */
    static final String HOB_GOBLINS_TOLD = "hob-goblins-told";

    /** Flag: the trader's flight was rolled in this fight. */
    static final String TRADER_ROLLED = "peaceful-trader-rolled";

    /** Counter: the traders met, while the party trades (the choice has no encounter). */
    private static final String TRADERS_MET = "peaceful-traders";

    /** The trade choice and the window offers. */
    static final String TRADE_CHOICE = "peaceful-trade";

    static final String HIRE = "peaceful-hire";
    static final String WASH = "peaceful-wash";

    static final Creature VILLAGERS = Creature.weak(
            "relavila-villagers",
            "villager of Relavila",
            4,
            "1d6+1",
            -1,
            table(3, is(ReactionKind.WELCOMING), 2, bribe(Bribe.Kind.GOLD, GOLD_EACH), 1, is(ReactionKind.NEUTRAL)),
            Set.of("humanoid"));
    static final Creature FISH_GOD = Creature.weak(
            "fish-god-descendants",
            "descendant of the Fish God",
            5,
            "1d3",
            0,
            table(1, scenario(WATERWAY), 4, bribe(Bribe.Kind.FOLLOWER, 1), 1, is(ReactionKind.NEUTRAL)),
            Set.of("humanoid"));
    static final Creature ADVENTURERS = Creature.weak(
            "adventurers",
            "adventurer",
            5,
            "6",
            0,
            table(2, is(ReactionKind.PEACEFUL), 2, bribe(Bribe.Kind.GOLD, GOLD_EACH), 2, is(ReactionKind.NEUTRAL)),
            Set.of("humanoid"));
    static final Creature TRADERS = Creature.weak(
            "elven-traders",
            "swampy elven trader",
            5,
            "1d3",
            0,
            table(4, scenario(TRADE), 2, is(ReactionKind.NEUTRAL)),
            Set.of("humanoid"));
    static final Creature HOB_GOBLINS = Creature.weak(
            "hob-goblins",
            "hob-goblin",
            4,
            "1d3+3",
            0,
            table(1, is(ReactionKind.PEACEFUL), 3, is(ReactionKind.FIGHT), 2, scenario(INFORMATION)),
            Set.of("humanoid"));
    static final Creature COBBITS = Creature.weak(
            "cobbits",
            "cobbit adventurer",
            3,
            "1d6",
            -1,
            table(3, is(ReactionKind.WELCOMING), 2, is(ReactionKind.PEACEFUL), 1, scenario(INFORMATION)),
            Set.of("humanoid"));

    /** The followers the adventurers may be hired as (EN §67): kind, price, most of them. */
    record Hireling(String name, FollowerKind kind, int price, int max) {}

    static final List<Hireling> HIRELINGS = List.of(
            new Hireling(
                    "swordsman",
                    FollowerKind.of(FollowerType.SWORDSMAN, io.github.roguelikehalf.rules.item.DamageType.SLASHING),
                    9,
                    3),
            new Hireling(
                    "magician",
                    FollowerKind.of(FollowerType.MAGICIAN, io.github.roguelikehalf.rules.item.DamageType.BLUNT),
                    12,
                    2),
            new Hireling("scout", FollowerKind.of(FollowerType.SCOUT), 7, 1));

    /** The trader's goods (EN §67): one may be bought. */
    record Good(String name, Item item, int price) {}

    static final List<Good> GOODS = List.of(
            new Good("identification-tag", KotItems.TAG, 10),
            new Good("holy-water", io.github.roguelikehalf.rules.item.Gear.HOLY_WATER, 7),
            new Good("ale-bottle", KotItems.TRADER_ALE, 5));

    @Override
    public String key() {
        return "peaceful";
    }

    @Override
    public Map<String, Creature> creatures() {
        return Map.of(
                VILLAGERS.id(), VILLAGERS,
                FISH_GOD.id(), FISH_GOD,
                ADVENTURERS.id(), ADVENTURERS,
                TRADERS.id(), TRADERS,
                HOB_GOBLINS.id(), HOB_GOBLINS,
                COBBITS.id(), COBBITS);
    }

    /**
     * The reaction that makes a creature Peaceful (e.g. the Identification Tag): for the Fish God's descendants it
     * teaches the waterway (EN §67).
     *
     * @param creatureId the creature
     * @return the reaction
     */
    static Reaction peacefulReaction(String creatureId) {
        return creatureId.equals(FISH_GOD.id()) ? Reaction.scenario(WATERWAY) : Reaction.of(ReactionKind.PEACEFUL);
    }

    // ------------------------------------------------------------------ creatures' rules

    @Override
    public Map<String, CreatureRules> creatureRules() {
        return PeacefulCreatures.RULES;
    }

    // ------------------------------------------------------------------ the reactions

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        ctx.setScenarioState(ctx.scenarioState().withFlag(TRADER_ROLLED, false));
    }

    @Override
    public boolean onScenarioReaction(ScenarioContext ctx, String reaction) {
        String creature = ctx.encounter()
                .filter(e -> !e.enemies().isEmpty())
                .map(e -> e.enemies().get(0).creatureId())
                .orElse("");
        if (reaction.equals(WATERWAY)) {
            ctx.setScenarioState(ctx.scenarioState().withCounter(Keys.FIXED_TENS, WATERWAY_TENS));
            ctx.event(
                    Keys.PEACEFUL,
                    "peaceful, they show a waterway: the tens digit of the next d66 is " + WATERWAY_TENS);
            return true;
        }
        if (reaction.equals(TRADE) && creature.equals(TRADERS.id())) {
            int n = ctx.encounter().orElseThrow().enemies().get(0).current();
            ctx.setScenarioState(ctx.scenarioState().withCounter(TRADERS_MET, n));
            offerTrade(ctx);
            return true;
        }
        if (reaction.equals(INFORMATION) && creature.equals(HOB_GOBLINS.id())) {
            hobGoblinsTell(ctx);
            return true;
        }
        if (reaction.equals(INFORMATION) && creature.equals(COBBITS.id())) {
            ctx.setScenarioState(ctx.scenarioState().add(Keys.MAPS, 1));
            ctx.event(Keys.PEACEFUL, "the cobbits give the party a dungeon map");
            return true;
        }
        return false;
    }

    /**
     * The Hob-Goblins' shortest path: one more tile counted, except past the 3rd before the intermediate event; and
     * the Hob-Goblin Captain will be Peaceful (EN §67, docs/rulings.md).
     */
    private static void hobGoblinsTell(ScenarioContext ctx) {
        GameState s = ctx.state();
        ScenarioState ss = s.scenarioState().withFlag(HOB_GOBLINS_TOLD, true);
        int revealed = s.progress().tilesCleared() + 1 + ss.counter(Keys.EXTRA_TILES);
        if (!ss.flag(Keys.ROGUES_MET) && revealed + 1 >= Linear.INTERMEDIATE) {
            ctx.event(
                    Keys.PEACEFUL,
                    "the hob-goblins show a shortcut, but the intermediate event comes next:"
                            + " no tile is skipped; they will tell the hob-goblin captain about the party");
        } else {
            ss = ss.add(Keys.EXTRA_TILES, 1);
            ctx.event(
                    Keys.PEACEFUL,
                    "the hob-goblins show a shortcut: one more tile is counted; they will tell"
                            + " the hob-goblin captain about the party");
        }
        ctx.setScenarioState(ss);
    }

    /**
     * The trade: buy one good a hero can pay and carry, fight, or leave (EN §67). The holy water bought expires at the
     * end of the adventure.
     */
    private static void offerTrade(ScenarioContext ctx) {
        GameState s = ctx.state();
        List<String> options = new ArrayList<>();
        for (Good g : GOODS) {
            for (Hero h : s.party().heroes()) {
                if (h.alive() && h.equipment().gold() >= g.price() && canCarry(s, h, g.item())) {
                    options.add("buy:" + g.name() + ":" + h.id());
                }
            }
        }
        options.add("fight");
        options.add("leave");
        ctx.offerChoice(new Choice(
                TRADE_CHOICE,
                "party",
                "the trader sells one of: identification tag 10 gold, holy water 7 gold, large ale bottle (2 uses) 5"
                        + " gold",
                Keys.PEACEFUL,
                options));
    }

    private static boolean canCarry(GameState s, Hero h, Item item) {
        Hero after = h.reequip(h.equipment().add(item), s.options());
        return s.party().with(after).withinCarryLimit();
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        if (!choice.key().equals(TRADE_CHOICE)) {
            throw new IllegalStateException("no choice " + choice.key() + " in " + key());
        }
        int traders = Math.max(1, ctx.scenarioState().counter(TRADERS_MET));
        ctx.setScenarioState(ctx.scenarioState().withCounter(TRADERS_MET, 0));
        if (option.equals("leave")) {
            ctx.event(Keys.PEACEFUL, "the party leaves the trader");
            return;
        }
        List<EnemyGroup> groups = List.of(EnemyGroup.of(TRADERS.id(), traders));
        if (option.equals("fight")) {
            ctx.fight(groups, true);
            PeacefulCreatures.traderFlees(ctx, groups.get(0));
            return;
        }
        String[] w = option.split(":", -1);
        Good g = GOODS.stream().filter(x -> x.name().equals(w[1])).findFirst().orElseThrow();
        Hero h = KotItems.hero(ctx.state(), w[2]);
        Hero paid = h.reequip(
                h.equipment().withGold(h.equipment().gold() - g.price()),
                ctx.state().options());
        ctx.setHero(paid);
        ctx.event(Keys.PEACEFUL, h.id() + " buys " + g.name() + " for " + g.price() + " gold");
        boolean given = KotItems.give(ctx, h.id(), g.item(), Keys.PEACEFUL);
        if (given && g.item().equals(io.github.roguelikehalf.rules.item.Gear.HOLY_WATER)) {
            // his holy water lasts until the end of this adventure (EN §67)
            ctx.addEffect(h.id(), Effect.expiring(Keys.PEACEFUL, g.item().key()));
        }
    }

    @Override
    public List<Offer> windowOffers(Window window, GameState state) {
        return PeacefulWindows.offers(window, state);
    }

    @Override
    public boolean resolveOffer(ScenarioContext ctx, Window window, Offer offer) {
        return PeacefulWindows.resolve(ctx, offer);
    }
}

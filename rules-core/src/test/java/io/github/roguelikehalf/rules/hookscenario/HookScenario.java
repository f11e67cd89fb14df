package io.github.roguelikehalf.rules.hookscenario;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Light;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroCheck;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Happening;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A scenario written only against the public API (it lives outside the engine's package, so the compiler enforces
 * that) which uses every hook of {@link Scenario} and {@link CreatureRules}. It is registered nowhere: tests build
 * {@code Engine.of(new HookScenario())}.
 *
 * <p>Its own rules, cited in events as {@code HS §n}:
 *
 * <ul>
 *   <li>HS §1, tiles: the d66 picks the tile (11-13 a merchant, 14-16 a pit, 21-23 an ooze, 24-26 a bully, 31-33
 *       giant bats, 34-36 slingers, 41-43 a warlock with guards, 44-46 berserkers, 51-53 a spider, 54-56 a ghost, 61-63
 *       a troll on a bridge, 64-66 the gatekeeper). A tile once entered is flipped: the same result later leads to
 *       its back, an empty passage ({@code 23-back}). With the dungeon map the party chooses between the result and
 *       its digits swapped (23 or 32). At the back of the haunted chapel (54-56) the ghost returns and attacks at
 *       once; at the back of the warlock's study (41-43) one guard comes back.
 *   <li>HS §2, clues: each clue fixes the tens digit of the next tile roll at 1; only the units are rolled, and the
 *       clue is spent. It works for the roll after a successful Search too.
 *   <li>HS §3, the merchant: a whetstone (+1 to one attack roll) for 5 gold, the dungeon map for 3 gold, or leave.
 *   <li>HS §4, the pit: the player picks who crosses the ledge first; a failed Dexterity roll costs 2 Life.
 *   <li>HS §5, creatures: the ooze's level and attacks follow its Life; the bully is one level higher against a
 *       hero at 3 Life or less; giant bats are hit only by ranged attacks; the warlock casts at the followers instead
 *       of attacking; berserkers fight to the death; the spider's bite poisons (-1 to attack rolls for the fight);
 *       the ghost chills (counted when met), fades 1 Life at the end of each round, and may lament (a clue) or wail and attack; the
 *       troll's hide takes 1 off attack rolls, its slow club gives +1 to defence rolls, and it deals 2 damage; the
 *       gatekeeper drops the vault's key.
 *   <li>HS §6, windows: a parley with humanoids (2 gold) turns a Fight reaction Peaceful; against missiles the
 *       party takes cover (+1 to defence rolls for the round) or raises a wall (the missiles are stopped); a charm
 *       prevents the damage of a failed defence; after a fight with purse-carrying creatures the party loots 3 gold
 *       and a charm before the treasure.
 *   <li>HS §7, the vault: with the key, the next exploration reaches the vault, the goal; clearing it adds a clear.
 *   <li>HS §8, the party: at most 4 followers; an adventure starts with a clue per clear of the campaign (at most
 *       2) and the charms and the map the campaign carries; no escape from the bridge; one dead hero of two ends
 *       the adventure (hero-lost).
 * </ul>
 */
public final class HookScenario implements Scenario {

    /** The scenario's id. */
    public static final String ID = "hook-scenario";

    static final String TILES = "HS §1";
    static final String CLUES = "HS §2";
    static final String MERCHANT = "HS §3";
    static final String PIT = "HS §4";
    static final String CREATURES = "HS §5";
    static final String WINDOWS = "HS §6";
    static final String VAULT = "HS §7";

    /** The most followers the scenario allows. */
    public static final int FOLLOWER_CAP = 4;

    /** The explorations allowed. */
    public static final int EXPLORATION_LIMIT = 20;

    static final int WHETSTONE_PRICE = 5;
    static final int MAP_PRICE = 3;
    static final int PARLEY_PRICE = 2;
    static final int LOOT = 3;
    static final int PIT_DAMAGE = 2;

    // scenario state keys
    static final String FLIPPED = "flipped";
    static final String CLUE = "clues";
    static final String CHARMS = "charms";
    static final String CLEARS = "clears";
    static final String MAP = "map";
    static final String KEY = "key";
    static final String GHOSTS_MET = "ghosts-met";

    static final String PURSE = "purse";

    private static final Optional<List<Reaction>> NONE = Optional.empty();

    static final Creature OOZE = Creature.strong("ooze", "ooze", 5, 6, 3, 0, NONE, Set.of());
    static final Creature BULLY = Creature.strong(
            "bully",
            "bully",
            3,
            3,
            1,
            0,
            Optional.of(List.of(
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.bribe(Bribe.Kind.GOLD, 3),
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.PEACEFUL),
                    Reaction.of(ReactionKind.PEACEFUL))),
            Set.of("humanoid"));
    static final Creature BAT = Creature.weak("bats", "giant bat", 3, "2", 0, NONE, Set.of("flying"));
    static final Creature SLINGER = Creature.weak(
                    "slingers",
                    "slinger",
                    2,
                    "2",
                    0,
                    Optional.of(List.of(
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FIGHT),
                            Reaction.of(ReactionKind.FLEE),
                            Reaction.of(ReactionKind.PEACEFUL),
                            Reaction.of(ReactionKind.PEACEFUL))),
                    Set.of("humanoid", PURSE))
            .withRanged();
    static final Creature WARLOCK = Creature.strong("warlock", "warlock", 3, 2, 1, 0, NONE, Set.of("humanoid"));
    static final Creature GUARD = Creature.weak("guards", "guard", 2, "2", 0, NONE, Set.of("humanoid"));
    static final Creature BERSERKER =
            Creature.weak("berserkers", "berserker", 3, "4", 0, NONE, Set.of("humanoid", PURSE));
    static final Creature SPIDER = Creature.strong("spider", "spider", 3, 3, 1, 0, NONE, Set.of("animal"));
    static final Creature GHOST = Creature.strong(
            "ghost",
            "ghost",
            4,
            3,
            1,
            0,
            Optional.of(List.of(
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.FIGHT),
                    Reaction.of(ReactionKind.PEACEFUL),
                    Reaction.of(ReactionKind.PEACEFUL),
                    Reaction.scenario("lament"),
                    Reaction.scenario("wail"))),
            Set.of("undead"));
    static final Creature TROLL = Creature.strong("troll", "troll", 4, 4, 1, 0, NONE, Set.of());
    static final Creature GATEKEEPER = Creature.strong("gatekeeper", "gatekeeper", 3, 2, 1, 0, NONE, Set.of());

    private static final Map<String, Creature> CREATURES_BY_ID = Map.ofEntries(
            Map.entry(OOZE.id(), OOZE),
            Map.entry(BULLY.id(), BULLY),
            Map.entry(BAT.id(), BAT),
            Map.entry(SLINGER.id(), SLINGER),
            Map.entry(WARLOCK.id(), WARLOCK),
            Map.entry(GUARD.id(), GUARD),
            Map.entry(BERSERKER.id(), BERSERKER),
            Map.entry(SPIDER.id(), SPIDER),
            Map.entry(GHOST.id(), GHOST),
            Map.entry(TROLL.id(), TROLL),
            Map.entry(GATEKEEPER.id(), GATEKEEPER));

    // ------------------------------------------------------------------ identity, tiles, creatures

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "The Hook Scenario";
    }

    @Override
    public Optional<Tile> tile(String id) {
        if (id.equals("vault")) {
            return Optional.of(Tile.event("vault", "the vault", "vault").asGoal());
        }
        if (id.matches("5[4-6]-back")) {
            return Optional.of(Tile.event(id, "the back of the haunted chapel", "haunt"));
        }
        if (id.matches("4[1-3]-back")) {
            return Optional.of(Tile.event(id, "the back of the warlock's study", "guard"));
        }
        if (id.matches("[1-6][1-6]-back")) {
            return Optional.of(Tile.empty(id, "the back of tile " + id.substring(0, 2) + ", an empty passage"));
        }
        if (!id.matches("[1-6][1-6]")) {
            return Optional.empty();
        }
        int tens = id.charAt(0) - '0';
        boolean low = id.charAt(1) <= '3';
        return Optional.of(
                switch (tens) {
                    case 1 ->
                        low ? Tile.event(id, "the merchant's stall", "merchant") : Tile.event(id, "the pit", "pit");
                    case 2 -> low ? lair(id, "the ooze pool", "ooze") : lair(id, "the bully's corner", "bully");
                    case 3 -> low ? lair(id, "the bats' roost", "bats") : lair(id, "the slingers' ledge", "slingers");
                    case 4 ->
                        low
                                ? lair(id, "the warlock's study", "warlock", "guards")
                                : lair(id, "the berserkers' hall", "berserkers");
                    case 5 -> low ? lair(id, "the spider's web", "spider") : lair(id, "the haunted chapel", "ghost");
                    default -> low ? lair(id, "the troll's bridge", "troll") : lair(id, "the gatehouse", "gatekeeper");
                });
    }

    /** A tile with creatures, and the "lair" event first, which flips the tile (HS §1). */
    private static Tile lair(String id, String title, String... creatures) {
        return Tile.event(id, title, "lair").withCreatures(creatures);
    }

    private static final io.github.roguelikehalf.rules.scenario.ScenarioNames NAMES =
            io.github.roguelikehalf.rules.scenario.ScenarioNames.read(
                    HookScenario.class.getResourceAsStream("hook_ja.tsv"), "hook_ja.tsv");

    @Override
    public Optional<io.github.roguelikehalf.rules.scenario.ScenarioNames> names() {
        return Optional.of(NAMES);
    }

    @Override
    public Optional<Creature> creature(String id) {
        return Optional.ofNullable(CREATURES_BY_ID.get(id));
    }

    @Override
    public CreatureRules creatureRules(String creatureId) {
        return switch (creatureId) {
            case "ooze" -> OOZE_RULES;
            case "bully" -> BULLY_RULES;
            case "bats" -> BAT_RULES;
            case "warlock" -> WARLOCK_RULES;
            case "berserkers" -> BERSERKER_RULES;
            case "spider" -> SPIDER_RULES;
            case "ghost" -> GHOST_RULES;
            case "troll" -> TROLL_RULES;
            case "gatekeeper" -> GATEKEEPER_RULES;
            default -> CreatureRules.BASE;
        };
    }

    // ------------------------------------------------------------------ the adventure

    /** HS §8: a clue per earlier clear (at most 2); charms and the map are kept; a new dungeon, no key. */
    @Override
    public ScenarioState start(ScenarioState campaign, Party party, RuleOptions options) {
        return campaign.withoutSet(FLIPPED)
                .withFlag(KEY, false)
                .withCounter(CLUE, Math.min(2, campaign.counter(CLEARS)));
    }

    @Override
    public int followerCap(Party party, RuleOptions options) {
        return Math.min(FOLLOWER_CAP, party.followerCap(options));
    }

    @Override
    public Optional<String> fixedTile(GameState state) {
        return state.scenarioState().flag(KEY) ? Optional.of("vault") : Optional.empty();
    }

    /** HS §2: a clue fixes the tens digit at 1. */
    @Override
    public Roll rollTile(ScenarioContext ctx) {
        ScenarioState s = ctx.state().scenarioState();
        if (s.counter(CLUE) == 0) {
            return ctx.dice().d66("d66 for the next tile");
        }
        ctx.setScenarioState(s.add(CLUE, -1));
        Roll units = ctx.dice().d6("units of the next tile");
        ctx.event(Event.of(CLUES, "a clue fixes the tens digit at 1; clues left: " + (s.counter(CLUE) - 1)));
        return new Roll(DieNotation.D6, units.faces(), 10 + units.total(), units.purpose());
    }

    /** HS §1: a visited tile leads to its back; with the map, the result or its digits swapped. */
    @Override
    public List<String> tilesFor(int d66, GameState state) {
        String rolled = side(d66, state);
        int swapped = (d66 % 10) * 10 + d66 / 10;
        if (state.scenarioState().flag(MAP) && swapped != d66) {
            return List.of(rolled, side(swapped, state));
        }
        return List.of(rolled);
    }

    private static String side(int d66, GameState state) {
        String id = Integer.toString(d66);
        return state.scenarioState().set(FLIPPED).contains(id) ? id + "-back" : id;
    }

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        if (tile.id().matches("[1-6][1-6]")) {
            ctx.setScenarioState(ctx.state().scenarioState().withAdded(FLIPPED, tile.id()));
        }
        switch (tile.event().orElseThrow()) {
            case "merchant" -> merchant(ctx);
            case "pit" -> pit(ctx);
            case "vault" -> {
                ctx.setScenarioState(ctx.state().scenarioState().add(CLEARS, 1));
                ctx.event(VAULT, "the vault is opened: one more clear for the campaign");
            }
            case "haunt" -> {
                ctx.event(TILES, "the ghost returns and attacks at once");
                ctx.fight(List.of(EnemyGroup.of(GHOST.id(), GHOST.life())), false);
            }
            case "guard" -> {
                ctx.event(TILES, "one guard comes back");
                ctx.encounter(List.of(EnemyGroup.of(GUARD.id(), 1)));
            }
            default -> {
                // a lair: only flipped; its creatures are met next
            }
        }
    }

    private static void merchant(ScenarioContext ctx) {
        List<String> options = new ArrayList<>();
        if (payer(ctx.state().party(), WHETSTONE_PRICE).isPresent()) {
            options.add("buy:whetstone");
        }
        if (!ctx.state().scenarioState().flag(MAP)
                && payer(ctx.state().party(), MAP_PRICE).isPresent()) {
            options.add("buy:map");
        }
        options.add("leave");
        ctx.offerChoice(new Choice("merchant", "party", "what to buy from the merchant", MERCHANT, options));
    }

    private static void pit(ScenarioContext ctx) {
        List<String> options = new ArrayList<>();
        for (Hero h : ctx.state().party().heroes()) {
            if (h.alive()) {
                options.add("target:" + h.id());
            }
        }
        ctx.offerChoice(new Choice("pit", "party", "who crosses the ledge first", PIT, options));
    }

    /** The first living hero with enough gold. */
    private static Optional<Hero> payer(Party party, int gold) {
        for (Hero h : party.heroes()) {
            if (h.alive() && h.equipment().gold() >= gold) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    private static void pay(ScenarioContext ctx, Hero h, int gold) {
        ctx.setHero(ImmutableHero.copyOf(h)
                .withEquipment(h.equipment().withGold(h.equipment().gold() - gold)));
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        switch (choice.key()) {
            case "merchant" -> {
                switch (option) {
                    case "buy:whetstone" -> {
                        Hero h = payer(ctx.state().party(), WHETSTONE_PRICE).orElseThrow();
                        pay(ctx, h, WHETSTONE_PRICE);
                        ctx.event(MERCHANT, h.id() + " buys a whetstone for " + WHETSTONE_PRICE + " gold");
                        ctx.addEffect(
                                h.id(),
                                Effect.of("whetstone", MERCHANT, Effect.Scope.ADVENTURE)
                                        .withModifier(CheckKind.ATTACK, 1)
                                        .withUses(1));
                    }
                    case "buy:map" -> {
                        Hero h = payer(ctx.state().party(), MAP_PRICE).orElseThrow();
                        pay(ctx, h, MAP_PRICE);
                        ctx.setScenarioState(ctx.state().scenarioState().withFlag(MAP, true));
                        ctx.event(MERCHANT, h.id() + " buys the dungeon map for " + MAP_PRICE + " gold");
                    }
                    default -> ctx.event(MERCHANT, "the party leaves the merchant");
                }
            }
            case "pit" -> crossLedge(ctx, option.substring("target:".length()));
            default -> throw new IllegalStateException("no such choice: " + choice.key());
        }
    }

    /** HS §4: a Dexterity roll (EN §9 / JP §9) of the hero picked, with light (EN §28 / JP §27). */
    private static void crossLedge(ScenarioContext ctx, String id) {
        GameState s = ctx.state();
        Hero h = s.party().hero(id);
        List<Basis> bases = h.allowedBases(CheckKind.DEXTERITY, s.options());
        HeroCheck hc = h.check(
                CheckKind.DEXTERITY,
                bases.get(bases.size() - 1),
                Light.modifiers(s.party()),
                Check.DEFAULT_TARGET,
                s.options(),
                ctx.dice());
        ctx.setHero(hc.hero());
        boolean safe = hc.result().success();
        ctx.event(Event.check(PIT, id + " crosses the ledge: " + (safe ? "safe" : "falls into the pit"), hc.result()));
        if (!safe) {
            ctx.damageHero(id, PIT_DAMAGE, PIT, "the pit");
        }
    }

    /** HS §5: the ghost's lament gives a clue, and the tile is then cleared; its wail starts the fight. */
    @Override
    public void onScenarioReaction(ScenarioContext ctx, String key) {
        if (key.equals("wail")) {
            ctx.event(CREATURES, "the ghost wails and attacks");
            ctx.fight(ctx.encounter().orElseThrow().enemies(), false);
            return;
        }
        ctx.setScenarioState(ctx.state().scenarioState().add(CLUE, 1));
        ctx.event(CREATURES, "the ghost laments and tells of the way: one more clue");
    }

    @Override
    public boolean escapeAllowed(GameState state, String tileId) {
        return !tileId.matches("6[1-3]");
    }

    @Override
    public List<Offer> windowOffers(Window window, GameState state) {
        return switch (window.kind()) {
            case AFTER_REACTION ->
                window.reaction().orElseThrow().kind() == ReactionKind.FIGHT
                                && humanoids(state)
                                && payer(state.party(), PARLEY_PRICE).isPresent()
                        ? List.of(new Offer("party", "parley"))
                        : List.of();
            case AGAINST_MISSILES -> List.of(new Offer("party", "take-cover"), new Offer("party", "raise-wall"));
            case AFTER_FAILED_DEFENCE ->
                state.scenarioState().counter(CHARMS) > 0 ? List.of(new Offer("party", "use:charm")) : List.of();
            case AFTER_FIGHT -> purses(state) ? List.of(new Offer("party", "loot")) : List.of();
        };
    }

    /** Whether the creatures whose reaction is about to take effect are humanoids, who can be talked to. */
    private static boolean humanoids(GameState state) {
        return state.phase() instanceof Phase.Reacting r
                && CREATURES_BY_ID
                        .get(r.encounter().enemies().get(0).creatureId())
                        .tags()
                        .contains("humanoid");
    }

    /** Whether creatures with purses were beaten in the fight just won. */
    private static boolean purses(GameState state) {
        if (state.phase() instanceof Phase.AfterFight a) {
            for (EnemyGroup g : a.encounter().enemies()) {
                if (CREATURES_BY_ID.get(g.creatureId()).tags().contains(PURSE)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public void resolveOffer(ScenarioContext ctx, Window window, Offer offer) {
        switch (offer.option()) {
            case "parley" -> {
                Hero h = payer(ctx.state().party(), PARLEY_PRICE).orElseThrow();
                pay(ctx, h, PARLEY_PRICE);
                ctx.setWindow(window.withReaction(Reaction.of(ReactionKind.PEACEFUL)));
                ctx.event(WINDOWS, h.id() + " pays " + PARLEY_PRICE + " gold to parley: the reaction is peaceful");
            }
            case "take-cover" ->
                ctx.addEffect(
                        "fight", Effect.of("cover", WINDOWS, Effect.Scope.ROUND).withModifier(CheckKind.DEFENSE, 1));
            case "raise-wall" -> ctx.cancelIncomingAttacks(WINDOWS);
            case "use:charm" -> {
                ctx.setScenarioState(ctx.state().scenarioState().add(CHARMS, -1));
                ctx.setWindow(window.withDamage(0));
                ctx.event(WINDOWS, "a charm saves " + window.defender().orElseThrow());
            }
            case "loot" -> {
                Hero h = ctx.state().party().heroes().stream()
                        .filter(Hero::alive)
                        .findFirst()
                        .orElseThrow();
                // gold the party cannot carry is left behind (EN §27 / JP §26)
                int taken = ctx.state().party().goldThatFits(h.id(), LOOT);
                ctx.setHero(ImmutableHero.copyOf(h)
                        .withEquipment(h.equipment().withGold(h.equipment().gold() + taken)));
                ctx.setScenarioState(ctx.state().scenarioState().add(CHARMS, 1));
                ctx.event(WINDOWS, h.id() + " loots " + taken + " gold and a charm");
            }
            default -> throw new IllegalStateException("no such offer: " + offer);
        }
    }

    /** HS §8: one dead hero of two ends the adventure. */
    @Override
    public Optional<Outcome> endCondition(GameState state) {
        for (Hero h : state.party().heroes()) {
            if (!h.alive()) {
                return Optional.of(Outcome.scenario("hero-lost", h.id() + " is lost", false));
            }
        }
        return Optional.empty();
    }

    @Override
    public OptionalInt explorationLimit() {
        return OptionalInt.of(EXPLORATION_LIMIT);
    }

    // ------------------------------------------------------------------ creatures' rules (HS §5)

    /** The ooze: level 2 + Life/2, Life/2 attacks. */
    static final CreatureRules OOZE_RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            int life = view.group().current();
            if (event instanceof Would.Level l) {
                return l.withLevel(2 + life / 2);
            }
            if (event instanceof Would.Attacks a) {
                return a.withCount(life / 2);
            }
            return event;
        }
    };

    /** The bully: one level higher against a hero at 3 Life or less. */
    static final CreatureRules BULLY_RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.Level l) {
                for (Hero h : view.state().party().heroes()) {
                    if (h.id().equals(l.opponent()) && h.life() <= 3) {
                        return l.withLevel(l.level() + 1);
                    }
                }
            }
            return event;
        }
    };

    /** Giant bats: only ranged attacks reach them. */
    static final CreatureRules BAT_RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            return event instanceof Would.Targeted t ? t.withAllowed(t.mode() == AttackMode.RANGED) : event;
        }
    };

    /** The warlock: while the party has followers, it casts at them (1d6, 4+ one is struck down) and makes no attacks. */
    static final CreatureRules WARLOCK_RULES = new CreatureRules() {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            return event instanceof Happening.RoundBegins r ? r.withActedInstead(cast(ctx)) : event;
        }

        private boolean cast(ScenarioContext ctx) {
            Party p = ctx.state().party();
            if (p.followers().total() == 0) {
                return false;
            }
            Roll r = ctx.dice().d6("warlock's spell");
            if (r.total() < 4) {
                ctx.event(Event.roll(CREATURES, "the warlock casts at the followers: the spell fails", r));
                return true;
            }
            for (FollowerGroup g : p.followers().groups()) {
                Party without = p.release(g.kind(), 1);
                if (without.withinCarryLimit()) {
                    ctx.setParty(without);
                    ctx.event(
                            Event.roll(CREATURES, "the warlock casts at the followers: one " + g.key() + " falls", r));
                    return true;
                }
            }
            ctx.event(Event.roll(CREATURES, "the warlock casts at the followers: nobody can be spared", r));
            return true;
        }
    };

    /** Berserkers never flee. */
    static final CreatureRules BERSERKER_RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            return event instanceof Would.FightsToTheDeath f ? f.withToTheDeath(true) : event;
        }
    };

    /** The spider: a hero's failed defence poisons him for the fight (-1 to attack rolls). */
    static final CreatureRules SPIDER_RULES = new CreatureRules() {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.DefenceFailed f && !f.follower()) {
                ctx.addEffect(
                        f.defender(),
                        Effect.of("poisoned", CREATURES, Effect.Scope.FIGHT).withModifier(CheckKind.ATTACK, -1));
            }
            return event;
        }
    };

    /** The ghost: counted when met; fades 1 Life at the end of each round. */
    static final CreatureRules GHOST_RULES = new CreatureRules() {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.Encountered) {
                ctx.setScenarioState(ctx.state().scenarioState().add(GHOSTS_MET, 1));
                ctx.event(
                        CREATURES,
                        "a chill: ghosts met " + ctx.state().scenarioState().counter(GHOSTS_MET));
            } else if (event instanceof Happening.RoundEnds) {
                ctx.event(CREATURES, "the ghost fades");
                ctx.damageEnemy(group.id(), 1, CREATURES);
            }
            return event;
        }
    };

    /** The troll: -1 to attack rolls against it, +1 to defence rolls against it, 2 damage. */
    static final CreatureRules TROLL_RULES = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.AttackRoll r) {
                return r.withModifier(r.modifier() - 1);
            }
            if (event instanceof Would.DefenceRoll d) {
                return d.withModifier(d.modifier() + 1);
            }
            if (event instanceof Would.Damage d) {
                return d.withAmount(2);
            }
            return event;
        }
    };

    /** The gatekeeper: defeated, it drops the key of the vault. */
    static final CreatureRules GATEKEEPER_RULES = new CreatureRules() {
        @Override
        public Happening on(Happening event, EnemyGroup group, ScenarioContext ctx) {
            if (event instanceof Happening.Defeated) {
                ctx.setScenarioState(ctx.state().scenarioState().withFlag(KEY, true));
                ctx.event(VAULT, "the gatekeeper drops the key of the vault");
            }
            return event;
        }
    };
}

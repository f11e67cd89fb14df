package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.ScenarioNames;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The sample scenario <i>Knight of Twilight</i> (EN §48-§75) in linear mode, id {@value #ID}: three tiles of the d66
 * map table, the Midnight Rogues on the 4th, and the final event somewhere from the 6th to the 11th tile, across up to
 * three adventures whose clears change the final event.
 *
 * <p>Found by {@code Engine.forScenario("knight-of-twilight")} with this artifact on the class path or module path;
 * {@code Engine.of(new KnightOfTwilight())} works too. The scenario's own state ({@link GameState#scenarioState()})
 * carries the campaign: pass the state an adventure ended with to {@code Engine.start(party, options, seed,
 * campaign)} for the next one ({@link #campaign(GameState)}).
 *
 * <p>What the text leaves open is decided in the project's {@code docs/rulings.md} (section "Knight of Twilight").
 */
public final class KnightOfTwilight implements Scenario {

    /** The scenario's id. */
    public static final String ID = "knight-of-twilight";

    /** How many adventures one hero may attempt on the d66 map (EN §64). */
    public static final int ATTEMPTS_PER_HERO = 3;

    /** Clears of the final event that complete the quest (EN §75). */
    public static final int CLEARS_TO_COMPLETE = 3;

    private final List<Part> parts = List.of(
            new HiddenRooms(),
            new PeacefulRooms(),
            new EventRooms(),
            new TrapRooms(),
            new WeakRooms(),
            new StrongRooms(),
            new ReaperBribes(),
            new FinalEvents());

    private final Map<String, Part> byEvent = new HashMap<>();
    private final Map<String, Creature> creatures = new HashMap<>();
    private final Map<String, CreatureRules> rules = new HashMap<>();

    /** The scenario; one instance serves every game. */
    public KnightOfTwilight() {
        for (Part p : parts) {
            for (String e : p.events()) {
                if (byEvent.put(e, p) != null) {
                    throw new IllegalStateException("two parts handle the event " + e);
                }
            }
            for (Map.Entry<String, Creature> c : p.creatures().entrySet()) {
                if (creatures.put(c.getKey(), c.getValue()) != null) {
                    throw new IllegalStateException("two parts define the creature " + c.getKey());
                }
            }
            rules.putAll(p.creatureRules());
        }
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Knight of Twilight";
    }

    // ------------------------------------------------------------------ tiles and creatures

    @Override
    public Optional<Tile> tile(String id) {
        return Optional.ofNullable(Rooms.TILES.get(id));
    }

    private static final ScenarioNames NAMES =
            ScenarioNames.read(KnightOfTwilight.class.getResourceAsStream("names_ja.tsv"), "names_ja.tsv");

    /**
     * Knight of Twilight's names in Japanese: the project's own translation, listed in {@code docs/glossary.md}.
     *
     * @return the names
     */
    @Override
    public Optional<ScenarioNames> names() {
        return Optional.of(NAMES);
    }

    @Override
    public Optional<Creature> creature(String id) {
        return Optional.ofNullable(creatures.get(id));
    }

    @Override
    public CreatureRules creatureRules(String creatureId) {
        return rules.getOrDefault(creatureId, CreatureRules.BASE);
    }

    // ------------------------------------------------------------------ the campaign

    /**
     * The campaign an adventure leaves for the next one (EN §64, §75): clears of the final event, each hero's attempts
     * on the d66 map, and the tiles flipped.
     *
     * @param state the state at the end of an adventure (or any state of it)
     * @return the scenario state to pass to the next {@code Engine.start}
     */
    public static ScenarioState campaign(GameState state) {
        return Campaign.carried(state.scenarioState());
    }

    /**
     * Final events cleared in a campaign (EN §74-§75): 0 meets the Knight of Twilight, 1 his return as Undead, 2 the
     * Mage of Dusk Segras; 3 completes the quest.
     *
     * @param campaign the campaign, or a game's scenario state
     * @return 0..3
     */
    public static int clears(ScenarioState campaign) {
        return campaign.counter(Keys.CLEARS);
    }

    /**
     * {@inheritDoc}
     *
     * <p>Also refuses two heroes with followers other than their one Captured (EN §56).
     */
    @Override
    public ScenarioState start(ScenarioState campaign, Party party, RuleOptions options) {
        Campaign.twoHeroesFollowers(party, options);
        return Campaign.start(campaign, party);
    }

    /**
     * EN §56: two heroes may take one Captured besides their Follower score (0 under the base rules, EN §32 / JP
     * §31); a lone hero has the Follower score.
     */
    @Override
    public int followerCap(Party party, RuleOptions options) {
        return party.followerCap(options) + (party.heroes().size() >= 2 ? 1 : 0);
    }

    // ------------------------------------------------------------------ linear mode

    @Override
    public Optional<String> fixedTile(GameState state) {
        return Linear.fixed(state);
    }

    /**
     * The d66 for the next tile (EN §57-§58, §62): a clue fixes the tens digit to 1 and is spent; an effect may fix
     * the tens digit (2 after the Fish God's waterway, 5 after an alarm) or the hunter's request (5, units +2, at most
     * 6); a dungeon map rolls a second d66 for the player to choose from.
     */
    @Override
    public Roll rollTile(ScenarioContext ctx) {
        ScenarioState s = ctx.scenarioState();
        Roll roll;
        if (s.counter(Keys.CLUE_COUNT) > 0) {
            s = s.add(Keys.CLUE_COUNT, -1);
            roll = fixedTens(ctx, 1, 0, "a clue is spent: the tens digit is 1");
            s = s.withCounter(Keys.FIXED_TENS, 0).withFlag(Keys.HUNTER, false).withFlag(Keys.CAMP_AMBUSH, false);
        } else if (s.counter(Keys.FIXED_TENS) > 0) {
            int tens = s.counter(Keys.FIXED_TENS);
            roll = fixedTens(ctx, tens, 0, "the tens digit is fixed to " + tens);
            s = s.withCounter(Keys.FIXED_TENS, 0);
        } else if (s.flag(Keys.HUNTER)) {
            roll = fixedTens(ctx, 5, 2, "the hunter's trail: the tens digit is 5 and the units +2 (at most 6)");
            s = s.withFlag(Keys.HUNTER, false);
            if (huntedAlready(ctx.state(), roll.total())) {
                // EN §68, 32: his target's tile is flipped already: the request is completed at once, and the next
                // d66 is rolled as normal
                ctx.setScenarioState(s);
                EventRooms.payHunter(ctx, "the hunter's target, " + roll.total() + ", is flipped already: he is done");
                s = ctx.scenarioState();
                roll = ctx.dice().d66("d66 for the next tile");
            }
        } else {
            roll = ctx.dice().d66("d66 for the next tile");
        }
        if (s.counter(Keys.MAPS) > 0) {
            Roll second = ctx.dice().d66("the dungeon map's second d66");
            ctx.event(Event.roll(Keys.HIDDEN, "the dungeon map is used: a second d66, " + second.total(), second));
            s = s.add(Keys.MAPS, -1).withCounter(Keys.SECOND_D66, second.total());
        }
        ctx.setScenarioState(s);
        return roll;
    }

    /** Whether the hunter's d66 names a tile flipped already (not the final event, not a table about to be reset). */
    private static boolean huntedAlready(GameState state, int d66) {
        var flipped = state.scenarioState().set(Keys.FLIPPED);
        String lead = Linear.lead(d66, Linear.nextTile(state), flipped);
        return !lead.equals(Integer.toString(d66)) && !lead.equals(Keys.FINAL_TILE);
    }

    private static Roll fixedTens(ScenarioContext ctx, int tens, int unitsBonus, String why) {
        Roll units = ctx.dice().d6("units of the next tile");
        int u = Math.min(6, units.total() + unitsBonus);
        ctx.event(Event.roll(tens == 1 ? Keys.CLUES : Keys.LINEAR, why + ": " + (tens * 10 + u), units));
        return new Roll(DieNotation.D6, units.faces(), tens * 10 + u, units.purpose());
    }

    @Override
    public List<String> tilesFor(int d66, GameState state) {
        int n = Linear.nextTile(state);
        var flipped = state.scenarioState().set(Keys.FLIPPED);
        String first = Linear.lead(d66, n, flipped);
        int second = state.scenarioState().counter(Keys.SECOND_D66);
        if (second > 0) {
            String other = Linear.lead(second, n, flipped);
            if (!other.equals(first)) {
                return List.of(first, other);
            }
        }
        return List.of(first);
    }

    /** Whether a tile id is a result of the d66 map table (EN §65), 11 to 66. */
    private static boolean isMapResult(String id) {
        return id.length() == 2
                && id.charAt(0) >= '1'
                && id.charAt(0) <= '6'
                && id.charAt(1) >= '1'
                && id.charAt(1) <= '6';
    }

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        ScenarioState s = ctx.scenarioState().withCounter(Keys.SECOND_D66, 0);
        // a restless camp's ambush is for the tile its fixed tens digit leads to (EN §68, 34)
        boolean ambush = s.flag(Keys.CAMP_AMBUSH) && "weak".equals(tile.event().orElse(""));
        s = s.withFlag(Keys.CAMP_AMBUSH, false).withFlag(Keys.CAMP_AMBUSHED, false);
        if (isMapResult(tile.id())) {
            if (s.set(Keys.FLIPPED).size() >= Linear.RESULTS) {
                s = s.withoutSet(Keys.FLIPPED);
                ctx.event(Keys.AGAIN, "every tile has been flipped: the table is reset");
            }
            s = s.withAdded(Keys.FLIPPED, tile.id());
        }
        ctx.setScenarioState(s);
        Part p = byEvent.get(tile.event().orElseThrow());
        if (p == null) {
            throw new IllegalStateException(
                    "no part handles the event " + tile.event().orElseThrow());
        }
        p.onEvent(ctx, tile);
        if (ambush) {
            List<Creature> met = new ArrayList<>();
            for (String id : tile.creatures()) {
                met.add(creature(id).orElseThrow());
            }
            EventRooms.ambush(ctx, met);
        }
    }

    @Override
    public List<Choice.Option> meanings(GameState state, Choice choice) {
        return ChoiceMeanings.of(state, choice);
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        for (Part p : parts) {
            if (p.offered(choice.key())) {
                p.resolveChoice(ctx, choice, option);
                return;
            }
        }
        throw new IllegalStateException("no part offered the choice " + choice.key());
    }

    /**
     * A state from outside: its choice is one a part offers, a bribe's askers and the arrow slit's targets are
     * counted, the reapers' Life can still be paid, its items are ours, its counters for the next d66, the Rogues' loot
     * and a scenario reaction are well-formed (docs/snapshots.md).
     */
    @Override
    public void checkState(GameState state) {
        if (state.phase() instanceof Phase.Choosing c
                && parts.stream().noneMatch(p -> p.offered(c.choice().key()))) {
            throw new RulesException(
                    "invalid state: phase.choice.key: '" + c.choice().key() + "' is no choice of " + ID);
        }
        StrongBribes.checkState(state);
        ReaperBribes.checkState(state);
        TrapRooms.checkState(state);
        StateChecks.check(state);
        KotItems.checkState(state);
    }

    @Override
    public void onScenarioReaction(ScenarioContext ctx, String key) {
        for (Part p : parts) {
            if (p.onScenarioReaction(ctx, key)) {
                return;
            }
        }
        throw new IllegalStateException("no part resolves the reaction " + key);
    }

    /** EN §68, 35: the cool statue's carrier readies a weapon only in a fight, where it takes his round. */
    @Override
    public boolean takesInHandFreely(GameState state, Hero hero, String item) {
        return CoolStatue.takesInHandFreely(hero, item);
    }

    /** EN §58: no escape from the intermediate and final events. */
    @Override
    public boolean escapeAllowed(GameState state, String tileId) {
        return !tileId.equals(Keys.ROGUES_TILE) && !tileId.equals(Keys.FINAL_TILE);
    }

    @Override
    public List<Offer> windowOffers(Window window, GameState state) {
        // asked at every window: a list only where a part offers something
        List<Offer> all = List.of();
        for (int i = 0; i < parts.size(); i++) {
            List<Offer> some = parts.get(i).windowOffers(window, state);
            if (!some.isEmpty()) {
                if (all.isEmpty()) {
                    all = new ArrayList<>(some);
                } else {
                    all.addAll(some);
                }
            }
        }
        return all;
    }

    @Override
    public void resolveOffer(ScenarioContext ctx, Window window, Offer offer) {
        for (Part p : parts) {
            if (p.resolveOffer(ctx, window, offer)) {
                return;
            }
        }
        throw new RulesException("no part of " + ID + " resolves the offer '" + offer + "'");
    }

    /** EN §63: with two heroes, one dead hero fails the adventure. */
    @Override
    public Optional<Outcome> endCondition(GameState state) {
        Hero lost = lost(state.party());
        return lost == null
                ? Optional.empty()
                : Optional.of(Outcome.scenario(
                        "hero-lost", lost.id() + " died: the adventure fails (" + Keys.ENDING + ")", false));
    }

    /** EN §63: the end reads only the party, so the engine asks it without a whole state while nobody is lost. */
    @Override
    public boolean mayEnd(Party party) {
        return lost(party) != null;
    }

    /** The first dead hero of a party of two or more (EN §63), or null. */
    private static Hero lost(Party party) {
        // asked after every step of every action: by index, and only with two heroes
        List<Hero> heroes = party.heroes();
        for (int i = 0; heroes.size() > 1 && i < heroes.size(); i++) {
            Hero h = heroes.get(i);
            if (!h.alive()) {
                return h;
            }
        }
        return null;
    }

    // No explorationLimit: the text has no cap on explorations. A tile escaped from does not count (EN §58), so no
    // number of explorations is one the rules guarantee a legal game never reaches; every adventure ends by the
    // rules themselves (the final event, a death, or the scenario's endings).
}

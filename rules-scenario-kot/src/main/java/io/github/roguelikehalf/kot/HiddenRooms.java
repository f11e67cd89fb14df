package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.scenario.ScenarioChecks;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Empty rooms with a hidden item, tiles 11-16 (EN §66): each living hero may search once (a Dexterity check, target
 * 4) until the room's item is found; and the uses of the items found, in the windows of the engine.
 */
final class HiddenRooms implements Part {

    /** The target of the search (EN §66). */
    static final int SEARCH_TARGET = 4;

    /** The least uses of a Large Ale Bottle found (EN §66). */
    static final int ALE_MIN_USES = 2;

    /** The choice: which hero searches next, or leave. */
    static final String SEARCH = "hidden-search";

    /** Set: the heroes who searched the room the party is in. */
    private static final String SEARCHED = "hidden-searched";

    /** Flag: a Healing Potion was found in this adventure. */
    static final String POTION_FOUND = "hidden-potion-found";

    /** Flag: the Identification Tag was shown once in this adventure: it works no more. */
    static final String TAG_SHOWN = "hidden-tag-shown";

    /** Offers in the windows. */
    static final String SHOW_TAG = "hidden-tag";

    static final String CHEESE_BRIBE = "hidden-cheese";
    static final String CHEESE_RATS = "hidden-cheese-rats";
    static final String ALE = "hidden-ale";
    static final String BALLOON_OFFER = "hidden-balloon";

    /** The Giant Rats, who take the cheese instead of attacking (EN §70). */
    static final String GIANT_RATS = "giant-rats";

    @Override
    public String key() {
        return "hidden";
    }

    // ------------------------------------------------------------------ the search

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        ctx.setScenarioState(ctx.scenarioState().withoutSet(SEARCHED));
        offerSearch(ctx);
    }

    /** Offers the next search, if a living hero has not searched yet; otherwise nothing is found. */
    private static void offerSearch(ScenarioContext ctx) {
        var searched = ctx.scenarioState().set(SEARCHED);
        List<String> options = new ArrayList<>();
        for (Hero h : ctx.party().heroes()) {
            if (h.alive() && !searched.contains(h.id())) {
                options.add("search:" + h.id());
            }
        }
        if (options.isEmpty()) {
            ctx.event(Keys.HIDDEN, "every hero has searched: nothing is found");
            ctx.setScenarioState(ctx.scenarioState().withoutSet(SEARCHED));
            return;
        }
        options.add("leave");
        ctx.offerChoice(new Choice(
                SEARCH,
                "party",
                "an empty room: a hero may search it (Dexterity, target " + SEARCH_TARGET + "), once each",
                Keys.HIDDEN,
                options));
    }

    @Override
    public void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        if (!choice.key().equals(SEARCH)) {
            throw new IllegalStateException("no choice " + choice.key() + " in " + key());
        }
        if (option.equals("leave")) {
            ctx.event(Keys.HIDDEN, "the party leaves the room");
            ctx.setScenarioState(ctx.scenarioState().withoutSet(SEARCHED));
            return;
        }
        String heroId = option.substring("search:".length());
        String tileId = ((Phase.Choosing) ctx.state().phase()).tileId();
        ctx.setScenarioState(ctx.scenarioState().withAdded(SEARCHED, heroId));
        CheckResult r = ScenarioChecks.examine(ctx, heroId, SEARCH_TARGET, Keys.HIDDEN, "searches the room");
        if (!r.success()) {
            offerSearch(ctx);
            return;
        }
        ctx.setScenarioState(ctx.scenarioState().withoutSet(SEARCHED));
        find(ctx, heroId, Integer.parseInt(tileId));
    }

    /**
     * The hidden item of a room is found (EN §66). A second Healing Potion in one adventure is rerolled on the
     * hidden item table until another item comes (docs/rulings.md).
     */
    private static void find(ScenarioContext ctx, String heroId, int result) {
        int item = result;
        while (item == 16 && ctx.scenarioState().flag(POTION_FOUND)) {
            Roll d = ctx.dice().d6("the hidden item instead of a second potion");
            item = 10 + d.total();
            ctx.event(Event.roll(Keys.HIDDEN, "a potion was found already: the hidden item is rerolled, " + item, d));
        }
        switch (item) {
            case 11 -> KotItems.give(ctx, heroId, KotItems.CHEESE, Keys.HIDDEN);
            case 12 -> KotItems.give(ctx, heroId, KotItems.TAG, Keys.HIDDEN);
            case 13 -> KotItems.give(ctx, heroId, KotItems.BALLOON, Keys.HIDDEN);
            case 14 -> {
                Roll d = ctx.dice().d6("uses of the large ale bottle");
                int uses = Math.max(ALE_MIN_USES, d.total());
                ctx.event(Event.roll(Keys.HIDDEN, "the large ale bottle holds " + uses + " uses", d));
                KotItems.give(ctx, heroId, KotItems.ale(uses), Keys.HIDDEN);
            }
            case 15 -> {
                ctx.setScenarioState(ctx.scenarioState().add(Keys.MAPS, 1));
                ctx.event(
                        Keys.HIDDEN, heroId + " finds a dungeon map: the party may roll a second d66 for a tile once");
            }
            default -> {
                if (KotItems.give(ctx, heroId, Gear.HEALING_POTION, Keys.HIDDEN)) {
                    ctx.setScenarioState(ctx.scenarioState().withFlag(POTION_FOUND, true));
                }
            }
        }
    }

    // ------------------------------------------------------------------ the items in the windows

    @Override
    public List<Offer> windowOffers(Window window, GameState state) {
        List<Offer> offers = new ArrayList<>();
        switch (window.kind()) {
            case AFTER_REACTION -> afterReaction(window, state, offers);
            case AFTER_FAILED_DEFENCE -> {
                String defender = window.defender().orElse("");
                if (window.damage() > 0 && nonCombatFollower(state, defender)) {
                    KotItems.holder(state, KotItems.BALLOON.id())
                            .ifPresent(h -> offers.add(new Offer(h.id(), BALLOON_OFFER)));
                }
            }
            default -> {
                // nothing of this part
            }
        }
        return offers;
    }

    private static boolean nonCombatFollower(GameState state, String key) {
        for (Hero h : state.party().heroes()) {
            if (h.id().equals(key)) {
                return false;
            }
        }
        try {
            return !FollowerKind.parse(key).type().combat();
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static void afterReaction(Window window, GameState state, List<Offer> offers) {
        Optional<Reaction> reaction = window.reaction();
        Optional<String> creature = KotItems.firstCreature(state);
        if (reaction.isEmpty() || creature.isEmpty()) {
            return;
        }
        Reaction r = reaction.get();
        boolean friendly = r.kind() == ReactionKind.PEACEFUL || r.kind() == ReactionKind.WELCOMING;
        ScenarioState s = state.scenarioState();
        if (!friendly && !s.flag(TAG_SHOWN) && KotItems.TAG_CREATURES.contains(creature.get())) {
            KotItems.holder(state, KotItems.TAG.id()).ifPresent(h -> offers.add(new Offer(h.id(), SHOW_TAG)));
        }
        Optional<Hero> cheese = KotItems.holder(state, KotItems.CHEESE.id());
        if (!friendly && creature.get().equals(GIANT_RATS) && cheese.isPresent()) {
            offers.add(new Offer(cheese.get().id(), CHEESE_RATS));
        }
        Optional<Bribe> bribe = r.bribe();
        if (bribe.isEmpty()) {
            return;
        }
        EnemyGroup met = state.phase().met().orElseThrow().enemies().get(0);
        int cheeseUsed = KotItems.usedInWindow(window, CHEESE_BRIBE);
        if (bribe.get().kind() == Bribe.Kind.GOLD
                && cheese.isPresent()
                && PerHeadBribes.beforeCheese(met, window) - cheeseUsed > 0) {
            // each point adds 1 gold of value to the bribe (EN §66, 11), as many points as the bribe asks
            offers.add(new Offer(cheese.get().id(), CHEESE_BRIBE + ":" + (cheeseUsed + 1)));
        }
        Optional<Hero> ale = KotItems.holder(state, KotItems.ale(1).id());
        if (ale.isPresent() && KotItems.ALE_CREATURES.contains(creature.get())) {
            int used = KotItems.usedInWindow(window, ALE);
            if (PerHeadBribes.perHead(creature.get()) && met.current() - used > 1) {
                offers.add(new Offer(ale.get().id(), ALE + ":" + (used + 1)));
            }
        }
    }

    @Override
    public boolean resolveOffer(ScenarioContext ctx, Window window, Offer offer) {
        String o = offer.option();
        if (o.equals(SHOW_TAG)) {
            KotItems.spend(ctx, offer.actor(), KotItems.TAG.id());
            ctx.setScenarioState(ctx.scenarioState().withFlag(TAG_SHOWN, true));
            String creature = KotItems.firstCreature(ctx.state()).orElse("");
            ctx.setWindow(window.withReaction(PeacefulRooms.peacefulReaction(creature)));
            ctx.event(Keys.HIDDEN, offer.actor() + " shows the identification tag: they are Peaceful (it works once)");
            return true;
        }
        if (o.equals(CHEESE_RATS)) {
            int left = KotItems.spend(ctx, offer.actor(), KotItems.CHEESE.id());
            ctx.setWindow(window.withReaction(Reaction.of(ReactionKind.PEACEFUL)));
            ctx.event(
                    Keys.HIDDEN,
                    offer.actor() + " gives the rats the dried cheese: they are Peaceful (" + left + " points left)");
            return true;
        }
        if (o.startsWith(CHEESE_BRIBE + ":")) {
            int left = KotItems.spend(ctx, offer.actor(), KotItems.CHEESE.id());
            ctx.event(
                    Keys.HIDDEN,
                    offer.actor() + " adds a point of dried cheese to the bribe: 1 gold of value (" + left
                            + " points left)");
            return true;
        }
        if (o.startsWith(ALE + ":")) {
            int left = KotItems.spend(ctx, offer.actor(), KotItems.ale(1).id());
            ctx.event(
                    Keys.HIDDEN,
                    offer.actor() + " pours the large ale: one creature fewer to bribe (" + left + " uses left)");
            return true;
        }
        if (o.equals(BALLOON_OFFER)) {
            KotItems.spend(ctx, offer.actor(), KotItems.BALLOON.id());
            ctx.setWindow(window.withDamage(0));
            ctx.event(
                    Keys.HIDDEN,
                    "the dummy balloon takes the damage of " + window.defender().orElse("") + " and bursts");
            return true;
        }
        return false;
    }

    /**
     * Lets a Dummy Balloon take the damage a non-combat follower would take without a window (EN §66, 13): the traps
     * (EN §69), the chest (EN §68, 31), a burning lantern, the creatures' rules that kill a follower. It takes the
     * damage at once (docs/rulings.md).
     *
     * @param ctx the game
     * @param followerKey the non-combat follower's kind key
     * @return whether a balloon took the damage (and burst)
     */
    static boolean balloonTakes(ScenarioContext ctx, String followerKey) {
        Optional<Hero> h = KotItems.holder(ctx.state(), KotItems.BALLOON.id());
        if (h.isEmpty() || !nonCombatFollower(ctx.state(), followerKey)) {
            return false;
        }
        KotItems.spend(ctx, h.get().id(), KotItems.BALLOON.id());
        ctx.event(Keys.HIDDEN, "the dummy balloon takes the damage of " + followerKey + " and bursts");
        return true;
    }
}

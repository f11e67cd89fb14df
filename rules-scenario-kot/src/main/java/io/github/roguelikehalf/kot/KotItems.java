package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.ScenarioItem;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The scenario's items a hero carries (EN §66): the Dried Cheese, the Identification Tag, the Dummy Balloon and the
 * Large Ale Bottle, as {@link ScenarioItem}s of one slot in a hero's equipment, and who holds them. The Dungeon Map
 * is the party's {@link Keys#MAPS} counter, the Healing Potion the base rules' one.
 */
final class KotItems {

    private KotItems() {}

    /** Points of a Dried Cheese found (EN §66). */
    static final int CHEESE_POINTS = 3;

    /** The Dried Cheese, with its points left as uses. */
    static final ScenarioItem CHEESE = ScenarioItem.of("dried-cheese").withUses(CHEESE_POINTS);

    /** The Identification Tag. */
    static final ScenarioItem TAG = ScenarioItem.of("identification-tag");

    /** The Dummy Balloon. */
    static final ScenarioItem BALLOON = ScenarioItem.of("dummy-balloon");

    /** The Large Ale Bottle sold by the trader (EN §67): 2 uses. */
    static final ScenarioItem TRADER_ALE = ale(2);

    /** The creatures the Large Ale Bottle works on (EN §66): the humanoids of the list, without the lamia. */
    static final Set<String> ALE_CREATURES = Set.of(
            "relavila-villagers",
            "fish-god-descendants",
            "adventurers",
            "elven-traders",
            "hob-goblins",
            "cobbits",
            "assault-goblin",
            "goatmen",
            "dark-elf-archer",
            "hob-goblin-captain",
            "war-jester");

    /**
     * The creatures the Identification Tag works on (EN §66): the humanoids of its list, the lamia included.
     */
    static final Set<String> TAG_CREATURES = Stream.concat(ALE_CREATURES.stream(), Stream.of("lamian-slicer-thrower"))
            .collect(Collectors.toUnmodifiableSet());

    /** The scenario's items by id, with the item slots each takes: four of one slot and the cool statue (EN §68). */
    private static final Map<String, Integer> SLOTS = Map.of(
            CHEESE.id(),
            1,
            TAG.id(),
            1,
            BALLOON.id(),
            1,
            TRADER_ALE.id(),
            1,
            CoolStatue.ITEM.id(),
            CoolStatue.ITEM.slots());

    /** A state from outside: every scenario item a hero holds or carries is one of ours, of its own slots. */
    static void checkState(GameState state) {
        List<Hero> heroes = state.party().heroes();
        for (int i = 0; i < heroes.size(); i++) {
            Equipment e = heroes.get(i).equipment();
            List<Item> items = new ArrayList<>(e.hands());
            items.addAll(e.carried());
            for (Item item : items) {
                if (item instanceof ScenarioItem x
                        && !Integer.valueOf(x.slots()).equals(SLOTS.get(x.id()))) {
                    throw new RulesException("invalid state: party.heroes[" + i + "].equipment: '" + x.key()
                            + "' is no item of " + KnightOfTwilight.ID + "; its items and their slots are "
                            + new TreeMap<>(SLOTS));
                }
            }
        }
    }

    /**
     * A Large Ale Bottle with some uses.
     *
     * @param uses at least 1
     * @return the bottle
     */
    static ScenarioItem ale(int uses) {
        return ScenarioItem.of("ale-bottle").withUses(uses);
    }

    /**
     * The carried scenario item with this id, of a hero.
     *
     * @param h the hero
     * @param id the item's id
     * @return the item, with its uses left
     */
    static Optional<ScenarioItem> carried(Hero h, String id) {
        for (Item i : h.equipment().allItems()) {
            if (i instanceof ScenarioItem s && s.id().equals(id)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /**
     * The first living hero carrying a scenario item.
     *
     * @param s the state
     * @param id the item's id
     * @return the hero
     */
    static Optional<Hero> holder(GameState s, String id) {
        for (Hero h : s.party().heroes()) {
            if (h.alive() && carried(h, id).isPresent()) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    /**
     * Spends one use of a hero's scenario item: an item with uses keeps one fewer, its last use (or an item without
     * uses) is gone.
     *
     * @param ctx the game
     * @param heroId the hero, who carries it
     * @param id the item's id
     * @return the uses left, 0 when it is gone
     */
    static int spend(ScenarioContext ctx, String heroId, String id) {
        Hero h = hero(ctx.state(), heroId);
        ScenarioItem item = carried(h, id).orElseThrow(() -> new IllegalStateException(heroId + " has no " + id));
        Optional<ScenarioItem> left = item.used();
        var eq = h.equipment().remove(item);
        if (left.isPresent()) {
            eq = eq.add(left.get());
        }
        ctx.setHero(h.reequip(eq, ctx.state().options()));
        return left.map(x -> x.uses().orElse(1)).orElse(0);
    }

    /**
     * Gives an item to a hero if the party can carry it (EN §27 / JP §26); otherwise it is left where it was found.
     *
     * @param ctx the game
     * @param heroId the hero
     * @param item the item
     * @param rule the rule section, for the event
     * @return whether the hero took it
     */
    static boolean give(ScenarioContext ctx, String heroId, Item item, String rule) {
        Hero h = hero(ctx.state(), heroId);
        Hero after = h.reequip(h.equipment().add(item), ctx.state().options());
        if (!ctx.party().with(after).withinCarryLimit()) {
            ctx.event(rule, heroId + " cannot carry " + item.key() + " (carry limit): it is left behind");
            return false;
        }
        ctx.setHero(after);
        ctx.event(Event.of(rule, heroId + " takes " + item.key()));
        return true;
    }

    /**
     * A living hero of the party.
     *
     * @param s the state
     * @param id the hero's id
     * @return the hero
     */
    static Hero hero(GameState s, String id) {
        return s.party().heroes().stream()
                .filter(h -> h.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no hero " + id));
    }

    /**
     * The creature of the first group met, whose reaction it is.
     *
     * @param s the state at the window
     * @return its id
     */
    static Optional<String> firstCreature(GameState s) {
        return s.phase()
                .met()
                .filter(e -> !e.enemies().isEmpty())
                .map(e -> e.enemies().get(0).creatureId());
    }

    /**
     * How many times an option was used in the window open now, counting numbered options {@code OPTION:n}.
     *
     * @param w the window
     * @param option the option's stem
     * @return the count
     */
    static int usedInWindow(Window w, String option) {
        int n = 0;
        for (String u : w.used()) {
            String o = u.substring(u.indexOf(' ') + 1);
            if (o.equals(option) || o.startsWith(option + ":")) {
                n++;
            }
        }
        return n;
    }
}

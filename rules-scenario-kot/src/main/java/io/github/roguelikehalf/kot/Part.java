package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Map;

/**
 * One part of the scenario: a sub-table of the map table (EN §65-§71) or the intermediate and final events (EN
 * §73-§74), with its creatures, their special rules and its events. {@link KnightOfTwilight} routes each hook to the
 * part that owns the tile, the choice or the creature; a part never handles another part's keys.
 */
interface Part {

    /**
     * The key of the events of this part's tiles ({@link Tile#event()}); choices it offers have keys starting with
     * it and a {@code -}.
     *
     * @return e.g. {@code hidden}
     */
    String key();

    /**
     * Whether a choice's key is one this part offers: the part's key, a hyphen, then the choice's name (read without
     * making the prefix: asked at every choice resolved).
     *
     * @param choiceKey the choice's key
     * @return whether it is this part's
     */
    default boolean offered(String choiceKey) {
        String k = key();
        return choiceKey.length() > k.length() && choiceKey.startsWith(k) && choiceKey.charAt(k.length()) == '-';
    }

    /**
     * The event keys of the part's tiles.
     *
     * @return by default only {@link #key()}
     */
    default java.util.Set<String> events() {
        return java.util.Set.of(key());
    }

    /**
     * The part's creatures, by id.
     *
     * @return the creatures
     */
    default Map<String, Creature> creatures() {
        return Map.of();
    }

    /**
     * The special rules of the part's creatures, by creature id; creatures not listed play the base rules.
     *
     * @return the rules
     */
    default Map<String, CreatureRules> creatureRules() {
        return Map.of();
    }

    /**
     * Resolves the event of one of the part's tiles; when it starts nothing, the tile's creatures are met or the tile
     * is cleared.
     *
     * @param ctx the game
     * @param tile the tile
     */
    default void onEvent(ScenarioContext ctx, Tile tile) {}

    /**
     * Resolves a choice the part offered.
     *
     * @param ctx the game
     * @param choice the choice, whose key starts with {@link #key()}
     * @param option the option taken
     */
    default void resolveChoice(ScenarioContext ctx, Choice choice, String option) {
        throw new IllegalStateException("part " + key() + " offered a choice it does not resolve: " + choice.key());
    }

    /**
     * Resolves a scenario reaction (EN §35: e.g. Trade, Information) of one of the part's creatures.
     *
     * @param ctx the game
     * @param reaction the reaction's key
     * @return whether the part knows the reaction
     */
    default boolean onScenarioReaction(ScenarioContext ctx, String reaction) {
        return false;
    }

    /**
     * What the party may do in a window because of this part's items or creatures.
     *
     * @param window the window
     * @param state the state
     * @return the offers
     */
    default List<Offer> windowOffers(Window window, GameState state) {
        return List.of();
    }

    /**
     * Resolves an offer.
     *
     * @param ctx the game
     * @param window the window
     * @param offer the offer taken
     * @return whether the offer was this part's
     */
    default boolean resolveOffer(ScenarioContext ctx, Window window, Offer offer) {
        return false;
    }
}

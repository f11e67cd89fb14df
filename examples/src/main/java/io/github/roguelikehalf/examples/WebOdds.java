package io.github.roguelikehalf.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.bot.FightTooLargeException;
import io.github.roguelikehalf.rules.bot.Fraction;
import io.github.roguelikehalf.rules.bot.Odds;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.TooManyChancesException;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The web page's odds box: the exact chances of the fight under way under best play ({@link FightOdds}), or why they
 * are not shown. The solve is bounded by small limits on positions and on the dice rolled in all, so a large fight
 * answers "too large to compute" within about a second instead of holding the page; one calculator per engine keeps
 * its transposition table, so the later positions of a fight cost little.
 */
final class WebOdds {

    /** The most positions of a fight solved for the page. */
    static final int POSITIONS = 5_000;

    /** The most positions of one loop solved exactly for the page. */
    static final int LOOP = 200;

    /** The most dice sequences of one action played for the page. */
    static final int CHANCES = 5_000;

    /**
     * The most dice rolled for the page in all: the limits above bound the positions and each action, not their product
     * (a lone hero against a hob-goblin captain and his nine goblins stayed within both for 10 s).
     */
    static final long DICE = 300_000;

    private static final Map<Engine, FightOdds> ODDS = Collections.synchronizedMap(new WeakHashMap<>());

    private WebOdds() {}

    /**
     * The odds of a state's fight as JSON: {@code null} outside a fight; {@code {computed: true, win, death, escape,
     * unending, exact: {win, death, escape, unending}, text}} (chances as numbers, exact ones as fractions) when solved;
     * {@code {computed: false, reason}} when the fight is too large for the page.
     *
     * @param engine the game's engine
     * @param state the state
     * @return the JSON value
     */
    static JsonNode of(Engine engine, GameState state) {
        if (!FightOdds.inFight(state)) {
            return ServeJson.MAPPER.nullNode();
        }
        ObjectNode node = ServeJson.MAPPER.createObjectNode();
        Odds odds;
        try {
            odds = ODDS.computeIfAbsent(
                            engine,
                            e -> FightOdds.of(e)
                                    .withLimits(POSITIONS, LOOP)
                                    .withChances(CHANCES)
                                    .withTotalDice(DICE))
                    .best(state);
        } catch (FightTooLargeException | TooManyChancesException e) {
            return node.put("computed", false).put("reason", "too large to compute: " + e.getMessage());
        }
        node.put("computed", true);
        ObjectNode exact = ServeJson.MAPPER.createObjectNode();
        put(node, exact, "win", odds.win());
        put(node, exact, "death", odds.death());
        put(node, exact, "escape", odds.escape());
        put(node, exact, "unending", odds.unending());
        node.set("exact", exact);
        return node.put("text", odds.describe());
    }

    private static void put(ObjectNode node, ObjectNode exact, String name, Fraction f) {
        node.put(name, f.doubleValue());
        exact.put(name, f.toString());
    }
}

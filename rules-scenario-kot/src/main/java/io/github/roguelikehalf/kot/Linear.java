package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.engine.GameState;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Linear mode (EN §57-§58) as pure functions: which tile the party is about to flip, when the intermediate and final
 * events come, and where a result already flipped leads.
 */
final class Linear {

    /** The tile on which the intermediate event always comes. */
    static final int INTERMEDIATE = 4;

    /** The tile on which the final event always comes. */
    static final int LAST = 11;

    /** All 36 results of the d66. */
    static final int RESULTS = 36;

    /** The d66 results as the tile ids they name, 11 to 66, made once: read at every search and exploration. */
    private static final String[] NUMBERS = new String[67];

    static {
        for (int i = 11; i <= 66; i++) {
            NUMBERS[i] = Integer.toString(i);
        }
    }

    private static String number(int d66) {
        return d66 >= 11 && d66 <= 66 ? NUMBERS[d66] : Integer.toString(d66);
    }

    private Linear() {}

    /**
     * The number of the tile the party is about to flip: tiles cleared (an escaped-from tile does not count, EN §58),
     * plus those the scenario added (EN §67, the Hob-Goblins' information), plus one.
     *
     * @param s the state
     * @return 1 for the first tile
     */
    static int nextTile(GameState s) {
        return s.progress().tilesCleared() + s.scenarioState().counter(Keys.EXTRA_TILES) + 1;
    }

    /**
     * The highest raw d66 result that leads to the final event on a tile (EN §58): none up to the 5th, 16 on the 6th,
     * 26 on the 7th and so on up to 56 on the 10th; from the 11th the final event comes without a roll.
     *
     * @param tile the tile's number
     * @return the highest result, or empty when no result leads there
     */
    static OptionalInt finalThreshold(int tile) {
        if (tile < 6 || tile >= LAST) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(10 * (tile - 5) + 6);
    }

    /**
     * The tile reached without a roll: the intermediate event on the 4th tile (and later, until it has been met), the
     * final event from the 11th.
     *
     * @param s the state
     * @return the tile id, or empty to roll
     */
    static Optional<String> fixed(GameState s) {
        int n = nextTile(s);
        if (n >= INTERMEDIATE && !s.scenarioState().flag(Keys.ROGUES_MET)) {
            return Optional.of(Keys.ROGUES_TILE);
        }
        if (n >= LAST) {
            return Optional.of(Keys.FINAL_TILE);
        }
        return Optional.empty();
    }

    /**
     * The result after {@code d66} in table order: the units go up, after 6 the tens go up with units 1, after 66 the
     * table starts again at 11 (EN §57).
     *
     * @param d66 a result 11..66
     * @return the next result
     */
    static int up(int d66) {
        if (d66 == 66) {
            return 11;
        }
        return d66 % 10 < 6 ? d66 + 1 : (d66 / 10 + 1) * 10 + 1;
    }

    /**
     * Where a raw result leads in linear mode (EN §57-§58): the final event if the tile's table says so, otherwise the
     * result, or the first result up the table not flipped yet. When all 36 are flipped, the result itself: the table
     * is reset (EN §64).
     *
     * @param d66 the raw result
     * @param tile the number of the tile being flipped
     * @param flipped the results flipped already
     * @return the tile id
     */
    static String lead(int d66, int tile, Set<String> flipped) {
        OptionalInt threshold = finalThreshold(tile);
        if (threshold.isPresent() && d66 <= threshold.getAsInt()) {
            return Keys.FINAL_TILE;
        }
        if (flipped.size() >= RESULTS) {
            return number(d66);
        }
        int r = d66;
        while (flipped.contains(number(r))) {
            r = up(r);
        }
        return number(r);
    }
}

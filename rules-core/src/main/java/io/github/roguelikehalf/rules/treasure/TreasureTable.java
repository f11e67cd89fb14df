package io.github.roguelikehalf.rules.treasure;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.Valuable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The treasure table of the base rules, used when a scenario gives none (EN §39-§40 / JP §38-§39): 1d6 plus the
 * creature's treasure modifier (and +1 for Find Treasure).
 *
 * <table>
 *   <caption>Results</caption>
 *   <tr><td>1 or less</td><td>1 gold</td></tr>
 *   <tr><td>2</td><td>1d6 gold</td></tr>
 *   <tr><td>3</td><td>2d6 gold, at least 5</td></tr>
 *   <tr><td>4</td><td>an accessory worth 1d6 x 1d6 gold</td></tr>
 *   <tr><td>5</td><td>a small jewel worth 1d6 x 5 gold, at least 15</td></tr>
 *   <tr><td>6</td><td>a large jewel worth 2d6 x 5 gold, at least 30</td></tr>
 *   <tr><td>7 or more</td><td>a roll on the magic treasure table (a Searching Monocle rolls 1d6 for its charges)</td></tr>
 * </table>
 */
public final class TreasureTable {

    private TreasureTable() {}

    /**
     * Rolls on the table.
     *
     * @param modifier the creature's treasure modifier plus any bonus
     * @param dice the dice
     * @return the treasure
     */
    public static Treasure roll(int modifier, Dice dice) {
        return resolve(dice.d6("treasure table"), modifier, dice);
    }

    /**
     * Reads the table for a die already rolled, rolling what the result asks for (gold, values, the magic treasure
     * table and a Searching Monocle's charges). This lets Find Treasure (EN §23 / JP §23) add its +1 after the die is
     * seen.
     *
     * @param table the treasure table's 1d6
     * @param modifier the creature's treasure modifier plus any bonus
     * @param dice the dice for the further rolls
     * @return the treasure, whose first roll is {@code table}
     */
    public static Treasure resolve(Roll table, int modifier, Dice dice) {
        // each branch lists its rolls at once, in the order thrown: the treasure keeps the list without copying it
        int result = table.total() + modifier;
        if (result <= 1) {
            return new Treasure(result, 1, Optional.empty(), List.of(table));
        }
        switch (result) {
            case 2 -> {
                Roll g = dice.d6("treasure: 1d6 gold");
                return new Treasure(result, g.total(), Optional.empty(), List.of(table, g));
            }
            case 3 -> {
                Roll g = dice.twoD6("treasure: 2d6 gold");
                return new Treasure(result, Math.max(5, g.total()), Optional.empty(), List.of(table, g));
            }
            case 4 -> {
                Roll a = dice.d6("treasure: accessory value");
                Roll b = dice.d6("treasure: accessory value");
                return item(result, new Valuable(Valuable.Kind.ACCESSORY, a.total() * b.total()), List.of(table, a, b));
            }
            case 5 -> {
                Roll v = dice.d6("treasure: small jewel value");
                return item(
                        result,
                        new Valuable(Valuable.Kind.SMALL_JEWEL, Math.max(15, v.total() * 5)),
                        List.of(table, v));
            }
            case 6 -> {
                Roll v = dice.twoD6("treasure: large jewel value");
                return item(
                        result,
                        new Valuable(Valuable.Kind.LARGE_JEWEL, Math.max(30, v.total() * 5)),
                        List.of(table, v));
            }
            default -> {
                Roll m = dice.d6("magic treasure table");
                return magic(result, m.total(), List.of(table, m), dice);
            }
        }
    }

    /**
     * Rolls on the magic treasure table alone (EN §40 / JP §39), as a dice bot does: 1d6 plus a modifier, read at
     * the nearest face of the table (a result under 1 reads 1, over 6 reads 6), then 1d6 for a Searching Monocle's
     * charges.
     *
     * @param modifier added to the die; 0 for the table as the rules roll it
     * @param dice the dice
     * @return the treasure, whose {@link Treasure#result() result} is the face read (1..6) and whose first roll is
     *     the table's 1d6
     */
    public static Treasure rollMagic(int modifier, Dice dice) {
        Roll m = dice.d6("magic treasure table");
        int face = Math.max(1, Math.min(6, m.total() + modifier));
        return magic(face, face, List.of(m), dice);
    }

    /** The magic treasure of a face; {@code rolls} are those thrown so far, read-only. */
    private static Treasure magic(int result, int face, List<Roll> rolls, Dice dice) {
        MagicTreasure kind = MagicTreasure.forFace(face);
        if (kind.chargesRolled()) {
            Roll c = dice.d6("treasure: searching monocle charges");
            List<Roll> all = new ArrayList<>(rolls);
            all.add(c);
            return item(result, MagicItem.monocle(c.total(), c.total()), all);
        }
        return item(result, MagicItem.of(kind), rolls);
    }

    private static Treasure item(int result, io.github.roguelikehalf.rules.item.Item item, List<Roll> rolls) {
        return new Treasure(result, 0, Optional.of(item), rolls);
    }
}

package io.github.roguelikehalf.rules.creature;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Reaction tables (EN §35 / JP §34) written as the stat lines show them, for {@link CreatureBuilder#reactions(List)}
 * and the {@link Creature} factories: six entries, one per face of 1d6.
 */
public final class ReactionTable {

    private ReactionTable() {}

    /**
     * A table from its rows, each {@code FACES REACTION}: the faces as {@code 3} or {@code 1-2}, the reaction as its key
     * ({@link ReactionKind#key()}), a bribe with its amount and what is paid ({@code bribe 10 gold}, {@code bribe 1
     * rations}, see {@link Bribe.Kind#key()}), a scenario reaction with its key ({@code scenario trade}). The rows cover
     * the faces 1 to 6 once each, in order:
     *
     * <pre>{@code
     * ReactionTable.of("1-2 bribe 10 gold", "3-5 fight", "6 fight-to-the-death")
     * }</pre>
     *
     * @param rows the rows
     * @return the six entries
     * @throws IllegalArgumentException naming the row that is not understood, or the faces missing or repeated
     */
    public static List<Reaction> of(String... rows) {
        List<Reaction> table = new ArrayList<>();
        for (String row : rows) {
            String[] words = row.strip().split("\\s+", 2);
            if (words.length < 2) {
                throw new IllegalArgumentException(
                        "reaction row '" + row + "': expected FACES REACTION, e.g. '3-5 fight'");
            }
            int from;
            int to;
            try {
                int dash = words[0].indexOf('-');
                from = Integer.parseInt(dash < 0 ? words[0] : words[0].substring(0, dash));
                to = dash < 0 ? from : Integer.parseInt(words[0].substring(dash + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "reaction row '" + row + "': the faces are a number or a range, e.g. '3' or '1-2'", e);
            }
            if (from != table.size() + 1 || to < from || to > 6) {
                throw new IllegalArgumentException(
                        "reaction row '" + row + "': the rows cover faces 1 to 6 once each, in"
                                + " order; the next face is " + (table.size() + 1));
            }
            Reaction reaction = reaction(row, words[1]);
            table.addAll(Collections.nCopies(to - from + 1, reaction));
        }
        if (table.size() != 6) {
            throw new IllegalArgumentException("reaction rows " + Arrays.toString(rows) + " cover faces 1 to "
                    + table.size() + "; a table has six faces");
        }
        return List.copyOf(table);
    }

    /**
     * A table with the same reaction on every face, e.g. a creature that always fights to the death.
     *
     * @param kind any kind but {@link ReactionKind#BRIBE} and {@link ReactionKind#SCENARIO}
     * @return the six entries
     */
    public static List<Reaction> always(ReactionKind kind) {
        return Collections.nCopies(6, Reaction.of(kind));
    }

    private static Reaction reaction(String row, String text) {
        String[] words = text.strip().split("\\s+");
        String kinds = Arrays.stream(ReactionKind.values())
                .map(ReactionKind::key)
                .toList()
                .toString();
        ReactionKind kind = Arrays.stream(ReactionKind.values())
                .filter(k -> k.key().equals(words[0].toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("reaction row '" + row + "': '" + words[0]
                        + "' is not a reaction; the reactions are " + kinds));
        if (kind == ReactionKind.BRIBE) {
            String paid = Arrays.stream(Bribe.Kind.values())
                    .map(Bribe.Kind::key)
                    .toList()
                    .toString();
            if (words.length != 3) {
                throw new IllegalArgumentException("reaction row '" + row + "': a bribe gives its amount and what is"
                        + " paid, e.g. 'bribe 10 gold'; what may be paid: " + paid);
            }
            Bribe.Kind what = Arrays.stream(Bribe.Kind.values())
                    .filter(k -> k.key().equals(words[2].toLowerCase(Locale.ROOT)))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("reaction row '" + row + "': '" + words[2]
                            + "' cannot be paid; what may be paid: " + paid));
            try {
                return Reaction.bribe(what, Integer.parseInt(words[1]));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("reaction row '" + row + "': '" + words[1] + "' is no amount", e);
            }
        }
        if (kind == ReactionKind.SCENARIO) {
            if (words.length != 2) {
                throw new IllegalArgumentException(
                        "reaction row '" + row + "': a scenario reaction gives its key, e.g. 'scenario trade'");
            }
            return Reaction.scenario(words[1]);
        }
        if (words.length != 1) {
            throw new IllegalArgumentException("reaction row '" + row + "': " + kind.key() + " takes nothing more");
        }
        return Reaction.of(kind);
    }
}

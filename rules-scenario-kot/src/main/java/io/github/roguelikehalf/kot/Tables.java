package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Small builders for the scenario's reaction tables (EN §35 / JP §34): faces 1-6, given as runs. */
final class Tables {

    private Tables() {}

    /**
     * A reaction table from runs: {@code table(3, welcoming, 2, bribe, 1, neutral)} is faces 1-3, 4-5 and 6.
     *
     * @param runs pairs of a count and a {@link Reaction}, counts adding up to 6
     * @return the table
     */
    static Optional<List<Reaction>> table(Object... runs) {
        List<Reaction> t = new ArrayList<>(6);
        for (int i = 0; i < runs.length; i += 2) {
            int n = (Integer) runs[i];
            Reaction r = (Reaction) runs[i + 1];
            for (int k = 0; k < n; k++) {
                t.add(r);
            }
        }
        if (t.size() != 6) {
            throw new IllegalArgumentException("a reaction table has 6 faces, this one " + t.size());
        }
        return Optional.of(List.copyOf(t));
    }

    static Reaction is(ReactionKind kind) {
        return Reaction.of(kind);
    }

    static Reaction bribe(Bribe.Kind kind, int amount) {
        return Reaction.bribe(kind, amount);
    }

    static Reaction scenario(String key) {
        return Reaction.scenario(key);
    }

    /** A table of one reaction on every face. */
    static Optional<List<Reaction>> always(ReactionKind kind) {
        return table(6, is(kind));
    }
}

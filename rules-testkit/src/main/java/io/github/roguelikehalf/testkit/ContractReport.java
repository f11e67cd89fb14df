package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.engine.GameState;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one check of the {@link ContractSuite} walked.
 *
 * @param adventures the adventures walked to their end
 * @param steps the actions applied along the walks
 * @param longestAdventure the most actions of one adventure
 * @param legalAccepted the other legal actions applied beside the walk, each accepted
 * @param illegalRejected the actions that were not legal, each rejected
 * @param outcomes how the adventures ended, by {@link io.github.roguelikehalf.rules.engine.Outcome.Termination} key
 */
public record ContractReport(
        int adventures,
        long steps,
        int longestAdventure,
        long legalAccepted,
        long illegalRejected,
        Map<String, Integer> outcomes) {

    /**
     * A report.
     *
     * @param adventures the adventures walked to their end
     * @param steps the actions applied along the walks
     * @param longestAdventure the most actions of one adventure
     * @param legalAccepted the other legal actions applied beside the walk
     * @param illegalRejected the actions that were not legal, each rejected
     * @param outcomes how the adventures ended
     */
    public ContractReport {
        outcomes = Map.copyOf(outcomes);
    }

    /** {@return a one-line summary} */
    @Override
    public String toString() {
        return adventures + " adventures, " + steps + " actions applied, longest adventure " + longestAdventure
                + " actions, " + legalAccepted + " other legal actions accepted, " + illegalRejected
                + " illegal actions rejected, outcomes " + new TreeMap<>(outcomes);
    }

    /** Counts while a check walks. */
    static final class Counter {
        private int adventures;
        private long steps;
        private int longest;
        private long legal;
        private long illegal;
        private final Map<String, Integer> outcomes = new TreeMap<>();

        void adventure(GameState end, int actions) {
            adventures++;
            steps += actions;
            longest = Math.max(longest, actions);
            outcomes.merge(end.outcome().orElseThrow().termination().key(), 1, Integer::sum);
        }

        void legalAccepted() {
            legal++;
        }

        void illegalRejected() {
            illegal++;
        }

        ContractReport report() {
            return new ContractReport(adventures, steps, longest, legal, illegal, outcomes);
        }
    }
}

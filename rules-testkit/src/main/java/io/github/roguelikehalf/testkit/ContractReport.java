package io.github.roguelikehalf.testkit;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
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
 * @param decisions the decisions met along the walks, by kind (the simple name of the
 *     {@link io.github.roguelikehalf.rules.engine.Decision}, e.g. {@code HeroTurn}), counted once per action applied
 * @param windows the windows met along the walks, by {@link io.github.roguelikehalf.rules.engine.Window.Kind} name
 * @param actions the actions applied along the walks, by kind: the first word of the action's canonical form (e.g.
 *     {@code attack}), with the spell or miracle of a {@code cast} and the item of a {@code use} (e.g.
 *     {@code cast fireball}, {@code use flute-of-peace}), so a test can ask whether its starts reach a rule
 * @param endings the scenario's own endings reached, by {@link io.github.roguelikehalf.rules.engine.Outcome#name()}
 *     (e.g. {@code hero-lost}), so a test can ask whether each ending of its scenario is reached
 */
public record ContractReport(
        int adventures,
        long steps,
        int longestAdventure,
        long legalAccepted,
        long illegalRejected,
        Map<String, Integer> outcomes,
        Map<String, Integer> decisions,
        Map<String, Integer> windows,
        Map<String, Integer> actions,
        Map<String, Integer> endings) {

    /**
     * A report.
     *
     * @param adventures the adventures walked to their end
     * @param steps the actions applied along the walks
     * @param longestAdventure the most actions of one adventure
     * @param legalAccepted the other legal actions applied beside the walk
     * @param illegalRejected the actions that were not legal, each rejected
     * @param outcomes how the adventures ended
     * @param decisions the decisions met, by kind
     * @param windows the windows met, by kind
     * @param actions the actions applied, by kind
     * @param endings the scenario's own endings, by name
     */
    public ContractReport {
        outcomes = Map.copyOf(outcomes);
        decisions = Map.copyOf(decisions);
        windows = Map.copyOf(windows);
        actions = Map.copyOf(actions);
        endings = Map.copyOf(endings);
    }

    /**
     * A report without the scenario's endings by name (as before {@code endings} was counted).
     *
     * @param adventures the adventures walked to their end
     * @param steps the actions applied along the walks
     * @param longestAdventure the most actions of one adventure
     * @param legalAccepted the other legal actions applied beside the walk
     * @param illegalRejected the actions that were not legal, each rejected
     * @param outcomes how the adventures ended
     * @param decisions the decisions met, by kind
     * @param windows the windows met, by kind
     * @param actions the actions applied, by kind
     * @deprecated the suite counts the endings by name too: use the canonical constructor
     */
    @Deprecated
    public ContractReport(
            int adventures,
            long steps,
            int longestAdventure,
            long legalAccepted,
            long illegalRejected,
            Map<String, Integer> outcomes,
            Map<String, Integer> decisions,
            Map<String, Integer> windows,
            Map<String, Integer> actions) {
        this(
                adventures,
                steps,
                longestAdventure,
                legalAccepted,
                illegalRejected,
                outcomes,
                decisions,
                windows,
                actions,
                Map.of());
    }

    /** {@return a one-line summary} */
    @Override
    public String toString() {
        return adventures + " adventures, " + steps + " actions applied, longest adventure " + longestAdventure
                + " actions, " + legalAccepted + " other legal actions accepted, " + illegalRejected
                + " illegal actions rejected, outcomes " + new TreeMap<>(outcomes) + ", decisions met "
                + new TreeMap<>(decisions) + ", windows met " + new TreeMap<>(windows) + ", actions applied "
                + new TreeMap<>(actions) + ", scenario endings " + new TreeMap<>(endings);
    }

    /** Counts while a check walks. */
    static final class Counter {
        private int adventures;
        private long steps;
        private int longest;
        private long legal;
        private long illegal;
        private final Map<String, Integer> outcomes = new TreeMap<>();
        private final Map<String, Integer> decisions = new TreeMap<>();
        private final Map<String, Integer> windows = new TreeMap<>();
        private final Map<String, Integer> actions = new TreeMap<>();
        private final Map<String, Integer> endings = new TreeMap<>();

        void adventure(GameState end, int actions) {
            adventures++;
            steps += actions;
            longest = Math.max(longest, actions);
            var outcome = end.outcome().orElseThrow();
            outcomes.merge(outcome.termination().key(), 1, Integer::sum);
            outcome.name().ifPresent(n -> endings.merge(n, 1, Integer::sum));
        }

        /** One action applied at a decision. */
        void step(Decision decision, Action action) {
            decisions.merge(decision.getClass().getSimpleName(), 1, Integer::sum);
            if (decision instanceof Decision.Window w) {
                windows.merge(w.window().kind().name(), 1, Integer::sum);
            }
            actions.merge(kind(action), 1, Integer::sum);
        }

        private static String kind(Action action) {
            if (action instanceof Action.Cast c) {
                return "cast " + c.magic();
            }
            if (action instanceof Action.Use u) {
                int charges = u.item().indexOf(':');
                return "use " + (charges < 0 ? u.item() : u.item().substring(0, charges));
            }
            String text = action.toString();
            int space = text.indexOf(' ');
            return space < 0 ? text : text.substring(0, space);
        }

        long steps() {
            return steps;
        }

        void legalAccepted() {
            legal++;
        }

        void illegalRejected() {
            illegal++;
        }

        ContractReport report() {
            return new ContractReport(
                    adventures, steps, longest, legal, illegal, outcomes, decisions, windows, actions, endings);
        }
    }
}

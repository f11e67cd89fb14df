package io.github.roguelikehalf.rules.engine;

/**
 * The decisions an engine computed for the states it made last, recognised by identity: so that {@code apply ->
 * decision(state) -> apply} computes each decision once and never checks the engine's own states as foreign ones,
 * while {@link GameState} stays plain data.
 *
 * <p>Each thread has its own few slots (a ring of the last {@value #SIZE} states it was given by this engine, e.g. a
 * state and its observed copy), so threads sharing one engine (as {@link io.github.roguelikehalf.rules.play.Simulation}
 * does) never evict each other's entries nor write to a shared field, and nothing is locked. A state not found (made
 * by another thread or engine, too old, or not made by the engine at all) has its decision computed again, after the
 * check of a foreign state: the same decision, only slower. A slot holds its state only until the thread's next
 * {@value #SIZE} states replace it.
 *
 * <p>The states of {@link Engine#chances} (a search's positions, asked long after they were made) and the states
 * checked as foreign ones (often a root a bot branches from again and again) also go to a larger table of {@value
 * #FAR} slots per thread, by identity hash, made on the first such state: a slot there is replaced by the next state
 * of the same hash.
 */
final class DecisionMemo {

    /** The slots per thread: a power of two. */
    static final int SIZE = 8;

    private static final int MASK = SIZE - 1;

    /** The slots per thread for the states of {@link Engine#chances}: a power of two. */
    static final int FAR = 2048;

    /** One thread's slots: only that thread reads or writes them. */
    private static final class Ring {
        private final Object[] states = new Object[SIZE];
        private final Decision[] decisions = new Decision[SIZE];
        private int last;
        private Object[] farStates;
        private Decision[] farDecisions;
        /** The states of the far table again, by their phase's identity hash: found by their parts. */
        private GameState[] byParts;

        private Decision[] byPartsDecisions;
    }

    private final ThreadLocal<Ring> rings = ThreadLocal.withInitial(Ring::new);

    /**
     * The decision remembered for a state, newest slots first.
     *
     * @return the decision, or null when this thread has none for this very state
     */
    Decision get(GameState state) {
        Ring r = rings.get();
        int i = r.last;
        for (int n = 0; n < SIZE; n++) {
            if (r.states[i] == state) {
                return r.decisions[i];
            }
            i = (i - 1) & MASK;
        }
        if (r.farStates != null) {
            int h = System.identityHashCode(state) & (FAR - 1);
            if (r.farStates[h] == state) {
                return r.farDecisions[h];
            }
        }
        return null;
    }

    /** Remembers the decision of a state a search may ask much later: a chance's, or a checked foreign state's. */
    void putFar(GameState state, Decision decision) {
        Ring r = rings.get();
        if (r.farStates == null) {
            r.farStates = new Object[FAR];
            r.farDecisions = new Decision[FAR];
            r.byParts = new GameState[FAR];
            r.byPartsDecisions = new Decision[FAR];
        }
        int h = System.identityHashCode(state) & (FAR - 1);
        r.farStates[h] = state;
        r.farDecisions[h] = decision;
        int p = System.identityHashCode(state.phase()) & (FAR - 1);
        r.byParts[p] = state;
        r.byPartsDecisions[p] = decision;
    }

    /**
     * The decision remembered for a state that holds the very same parts as this one (party, progress, phase, scenario
     * state, rules, scenario and step count, compared by identity) and differs at most in its dice: a copy made with
     * other dice by hand ({@code ImmutableGameState.copyOf(s).withRng(...)}), as a search or a benchmark restarting
     * from a position does. A decision never depends on the dice, and the parts were checked (or made by the engine)
     * when the remembered state was, so such a copy needs no check of its own. Newest slots first, then the far
     * table by the phase's identity.
     *
     * @return the decision, or null when no remembered state has these parts
     */
    Decision sameButDice(GameState state) {
        Ring r = rings.get();
        int i = r.last;
        for (int n = 0; n < SIZE; n++) {
            if (r.states[i] instanceof GameState g && sameParts(g, state)) {
                return r.decisions[i];
            }
            i = (i - 1) & MASK;
        }
        if (r.byParts != null) {
            int p = System.identityHashCode(state.phase()) & (FAR - 1);
            GameState g = r.byParts[p];
            if (g != null && sameParts(g, state)) {
                return r.byPartsDecisions[p];
            }
        }
        return null;
    }

    private static boolean sameParts(GameState a, GameState b) {
        return a.phase() == b.phase()
                && a.party() == b.party()
                && a.progress() == b.progress()
                && a.scenarioState() == b.scenarioState()
                && a.options() == b.options()
                && a.steps() == b.steps()
                && a.scenarioId().equals(b.scenarioId());
    }

    /** Remembers a state's decision in this thread's next slot, unless it is the newest already. */
    void put(GameState state, Decision decision) {
        Ring r = rings.get();
        if (r.states[r.last] == state) {
            r.decisions[r.last] = decision;
            return;
        }
        int i = (r.last + 1) & MASK;
        r.states[i] = state;
        r.decisions[i] = decision;
        r.last = i;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Chance;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.TooManyChancesException;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Every result of an action with its exact probability, like OpenSpiel's chance nodes: the action is played with
 * every sequence of faces the dice could show, depth first; a sequence is extended by one face of the die the engine
 * asks for next, each face of an n-sided die with probability 1/n; sequences that lead to equal states are merged.
 * Each sequence replays the action from its start (the engine is a pure function of the state, the action and the
 * faces), which is what bounds the work: past a limit of sequences a {@link TooManyChancesException} is thrown.
 */
public final class Chances {

    /** The default limit on the dice sequences played for one action. */
    public static final int DEFAULT_LIMIT = 100_000;

    private Chances() {}

    public static List<Chance> of(
            Scenario scenario, GameState state, Action action, int limit, Function<Turn.Result, GameState> seal) {
        Map<GameState, BigInteger[]> merged = new LinkedHashMap<>();
        int[] played = {0};
        // a stack of prefixes to play, each with the product of the die sizes drawn so far
        List<int[]> prefixes = new ArrayList<>();
        List<BigInteger> weights = new ArrayList<>();
        prefixes.add(new int[0]);
        weights.add(BigInteger.ONE);
        while (!prefixes.isEmpty()) {
            int[] prefix = prefixes.remove(prefixes.size() - 1);
            BigInteger denominator = weights.remove(weights.size() - 1);
            if (++played[0] > limit) {
                throw new TooManyChancesException(limit, action);
            }
            PrefixDice dice = new PrefixDice(prefix);
            GameState next;
            try {
                next = seal.apply(Turn.run(scenario, state, action, dice));
            } catch (PrefixDice.Need need) {
                // the engine asks for one more die: every face, pushed so that face 1 is played first
                for (int f = need.faces; f >= 1; f--) {
                    int[] longer = Arrays.copyOf(prefix, prefix.length + 1);
                    longer[prefix.length] = f;
                    prefixes.add(longer);
                    weights.add(denominator.multiply(BigInteger.valueOf(need.faces)));
                }
                continue;
            }
            BigInteger[] sum = merged.get(next);
            if (sum == null) {
                merged.put(next, new BigInteger[] {BigInteger.ONE, denominator});
            } else {
                // a/b + 1/d = (a*d + b) / (b*d)
                sum[0] = sum[0].multiply(denominator).add(sum[1]);
                sum[1] = sum[1].multiply(denominator);
                BigInteger g = sum[0].gcd(sum[1]);
                sum[0] = sum[0].divide(g);
                sum[1] = sum[1].divide(g);
            }
        }
        List<Chance> out = new ArrayList<>(merged.size());
        for (Map.Entry<GameState, BigInteger[]> e : merged.entrySet()) {
            out.add(new Chance(e.getKey(), e.getValue()[0], e.getValue()[1]));
        }
        return List.copyOf(out);
    }

    /** Dice that show a prefix of faces, then ask for the next die by throwing, cheaply. */
    private static final class PrefixDice implements Dice {

        /** The die the engine needs next; no stack trace, no message. */
        static final class Need extends RuntimeException {
            private static final long serialVersionUID = 1L;
            final int faces;

            Need(int faces) {
                super(null, null, false, false);
                this.faces = faces;
            }
        }

        private final int[] faces;
        private int next;

        PrefixDice(int[] faces) {
            this.faces = faces;
        }

        @Override
        public int face(int faceCount, String purpose) {
            if (next >= faces.length) {
                throw new Need(faceCount);
            }
            return faces[next++];
        }

        @Override
        public int face(int faceCount, java.util.function.Supplier<String> purpose) {
            if (next >= faces.length) {
                throw new Need(faceCount);
            }
            return faces[next++];
        }
    }
}

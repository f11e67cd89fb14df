package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Chance;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.TooManyChancesException;
import io.github.roguelikehalf.rules.internal.CheckFaces;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Every result of an action with its exact probability, like OpenSpiel's chance nodes: the action is played with
 * every sequence of faces the dice could show, depth first; a sequence is extended by one face of the die the engine
 * asks for next, each face of an n-sided die with probability 1/n; sequences that lead to equal states are merged.
 *
 * <p>Faces that cannot lead to different states are played once: where the check pipeline rolls a check whose caller
 * reads only whether it succeeded (and whether it was a critical), the faces with the same answer form one group, and
 * the group's lowest face is played with the group's weight (a defence roll of a hero is 2 groups, not 6 faces). The
 * results' events then show that face. {@link #of(Scenario, GameState, Action, int, Function, boolean)} with {@code
 * grouped} false plays every face, for the tests that prove both give the same results.
 *
 * <p>Each sequence replays the action from its start (the engine is a pure function of the state, the action and the
 * faces): past the faces it was given, a play shows the first face to play of each further die and notes the others as
 * sequences still to play, so every play ends in a result. That is what bounds the work: past a limit of sequences a
 * {@link TooManyChancesException} is thrown, as soon as the sequences played and those still to play are more than the
 * limit (so the sequences waiting never outnumber it), or when one sequence rolls more than {@value #MAX_DICE} dice: a
 * chain that need not end (a follower's critical gives another attack, EN §33 / JP §32, on a creature who may turn
 * every blow aside) has sequences without number, and playing them deeper and deeper would only fill the memory.
 */
public final class Chances {

    /** The default limit on the dice sequences played for one action. */
    public static final int DEFAULT_LIMIT = 100_000;

    /** The most dice one sequence may roll before its action counts as having too many sequences. */
    public static final int MAX_DICE = 256;

    private Chances() {}

    /**
     * The results of an action, faces grouped.
     *
     * @param scenario the scenario
     * @param state the state
     * @param action the action, legal in the state
     * @param limit the most sequences to play
     * @param seal the state of a turn's result
     * @return the distinct results with their probabilities, in the order of the faces
     */
    public static List<Chance> of(
            Scenario scenario, GameState state, Action action, int limit, Function<Turn.Result, GameState> seal) {
        return of(scenario, state, action, limit, seal, true);
    }

    /**
     * The results of an action, with every face played one by one when {@code grouped} is false.
     *
     * @param scenario the scenario
     * @param state the state
     * @param action the action, legal in the state
     * @param limit the most sequences to play
     * @param seal the state of a turn's result
     * @param grouped whether faces with the same result are played once
     * @return the distinct results with their probabilities, in the order of the faces
     */
    public static List<Chance> of(
            Scenario scenario,
            GameState state,
            Action action,
            int limit,
            Function<Turn.Result, GameState> seal,
            boolean grouped) {
        return enumerate(
                d -> seal.apply(Turn.run(scenario, state, action, d)), action, limit, grouped, null, new long[1]);
    }

    /**
     * What {@link #untilWon} gives.
     *
     * @param chances the results of the sequences that do not win the fight
     * @param wonNumerator the numerator of the chance that the action wins the fight
     * @param wonDenominator its denominator
     * @param dice the dice rolled over all the sequences played (a measure of the work)
     */
    public record UntilWon(List<Chance> chances, BigInteger wonNumerator, BigInteger wonDenominator, long dice) {}

    /**
     * Called by the rules when a fight is won: under the enumeration of {@link #untilWon} the sequence counts as won,
     * and the turn is cut short ({@link Turn#cut}): the step that won ends, and no further step is played.
     *
     * @return whether the turn is to be cut short
     */
    static boolean fightWon(Dice dice) {
        if (dice instanceof PrefixDice p && p.untilWon) {
            p.won = true;
            return true;
        }
        return false;
    }

    /**
     * The results of an action in a fight as the fight's odds need them: faces grouped, and a sequence that wins the
     * fight is not played further (the turn is cut short: its treasure, and whatever follows, is not rolled) but
     * counted in {@link UntilWon#wonNumerator()}. The steps are played directly: the fight's odds ask only legal
     * actions of states in a fight and read only the states (no events, no transition).
     *
     * @param scenario the scenario
     * @param state the state
     * @param action one of its legal actions
     * @param limit the most sequences to play
     * @return the results that do not win the fight, the chance that the fight is won, and the dice rolled
     */
    public static UntilWon untilWon(Scenario scenario, GameState state, Action action, int limit) {
        BigInteger[] won = {BigInteger.ZERO, BigInteger.ONE};
        long[] dice = {0};
        List<Chance> rest =
                enumerate(d -> Turn.run(scenario, state, action, d).state(), action, limit, true, won, dice);
        return new UntilWon(rest, won[0], won[1], dice[0]);
    }

    private static List<Chance> enumerate(
            Function<Dice, GameState> play,
            Action action,
            int limit,
            boolean grouped,
            BigInteger[] won,
            long[] rolled) {
        Map<GameState, BigInteger[]> merged = new LinkedHashMap<>();
        int played = 0;
        // a stack of prefixes to play, each with its probability (numerator, denominator); each play is one whole
        // sequence of faces, so the sequences played are the limit's count
        List<int[]> prefixes = new ArrayList<>();
        List<BigInteger[]> weights = new ArrayList<>();
        prefixes.add(new int[0]);
        weights.add(new BigInteger[] {BigInteger.ONE, BigInteger.ONE});
        while (!prefixes.isEmpty()) {
            int[] prefix = prefixes.remove(prefixes.size() - 1);
            BigInteger[] weight = weights.remove(weights.size() - 1);
            // every sequence waiting will be played at least once: past the limit with them, the verdict is known
            if (++played + prefixes.size() > limit) {
                throw new TooManyChancesException(limit, action);
            }
            PrefixDice dice = new PrefixDice(prefix, grouped, won != null);
            GameState next;
            try {
                next = play.apply(dice);
            } catch (PrefixDice.Unending e) {
                throw new TooManyChancesException(limit, action);
            }
            rolled[0] += dice.next;
            // past the prefix the dice showed the first face of each group and noted the others: each is a
            // sequence still to play, pushed so that the deepest, lowest one is played next
            BigInteger numerator = weight[0];
            BigInteger denominator = weight[1];
            List<PrefixDice.Need> opened = dice.opened;
            for (int j = 0; j < opened.size(); j++) {
                PrefixDice.Need need = opened.get(j);
                denominator = denominator.multiply(BigInteger.valueOf(need.sides));
                for (int i = need.faces.length - 1; i >= 1; i--) {
                    int[] longer = Arrays.copyOf(dice.drawn, need.at + 1);
                    longer[need.at] = need.faces[i];
                    prefixes.add(longer);
                    weights.add(new BigInteger[] {times(numerator, need.sizes[i]), denominator});
                }
                numerator = times(numerator, need.sizes[0]);
            }
            weight = new BigInteger[] {numerator, denominator};
            if (dice.won) {
                // the fight is won: counted, not played on
                add(won, weight);
                continue;
            }
            BigInteger[] sum = merged.get(next);
            if (sum == null) {
                merged.put(next, weight.clone());
            } else {
                add(sum, weight);
            }
        }
        List<Chance> out = new ArrayList<>(merged.size());
        for (Map.Entry<GameState, BigInteger[]> e : merged.entrySet()) {
            out.add(new Chance(e.getKey(), e.getValue()[0], e.getValue()[1]));
        }
        return List.copyOf(out);
    }

    private static BigInteger times(BigInteger n, int k) {
        return k == 1 ? n : n.multiply(BigInteger.valueOf(k));
    }

    /**
     * sum += weight, both fractions {numerator, denominator}, not reduced: a sequence's denominator is the product of
     * its dice's sides, so one of two denominators nearly always divides the other, and the sum is reduced once, in
     * {@link Chance} (and in the fight's odds, for the chance to win).
     */
    private static void add(BigInteger[] sum, BigInteger[] weight) {
        if (sum[1].equals(weight[1])) {
            sum[0] = sum[0].add(weight[0]);
        } else if (sum[1].compareTo(weight[1]) < 0 && weight[1].mod(sum[1]).signum() == 0) {
            sum[0] = sum[0].multiply(weight[1].divide(sum[1])).add(weight[0]);
            sum[1] = weight[1];
        } else if (sum[1].mod(weight[1]).signum() == 0) {
            sum[0] = sum[0].add(weight[0].multiply(sum[1].divide(weight[1])));
        } else {
            // a/b + c/d = (a*d + c*b) / (b*d), reduced so that such sums do not grow
            sum[0] = sum[0].multiply(weight[1]).add(weight[0].multiply(sum[1]));
            sum[1] = sum[1].multiply(weight[1]);
            BigInteger g = sum[0].gcd(sum[1]);
            if (g.signum() > 0 && !g.equals(BigInteger.ONE)) {
                sum[0] = sum[0].divide(g);
                sum[1] = sum[1].divide(g);
            }
        }
    }

    /**
     * Dice that show a prefix of faces, then the first face to play of every further die, noting the others (so one
     * play is one whole sequence, and no play is cut short to ask for a die). {@link #byOutcome} gives the check
     * pipeline a view that asks for a check's die by groups of faces.
     */
    static final class PrefixDice implements Dice {

        /** A die drawn past the prefix: where, the faces to play (the first was shown) and how many each stands for. */
        static final class Need {
            final int at;
            final int sides;
            final int[] faces;
            final int[] sizes;

            Need(int at, int sides, int[] faces, int[] sizes) {
                this.at = at;
                this.sides = sides;
                this.faces = faces;
                this.sizes = sizes;
            }
        }

        /** The faces 1..n of an n-sided die, each standing for one face, for n up to 20. */
        private static final int[][] EACH = new int[21][];

        private static final int[][] ONES = new int[21][];

        static {
            for (int n = 0; n < EACH.length; n++) {
                EACH[n] = new int[n];
                ONES[n] = new int[n];
                for (int f = 0; f < n; f++) {
                    EACH[n][f] = f + 1;
                    ONES[n][f] = 1;
                }
            }
        }

        private final int[] faces;
        private final boolean grouped;
        final boolean untilWon;
        /** Whether the fight was won in this play (the turn is then cut short). */
        boolean won;

        private int next;
        /** Every face shown, the prefix first. */
        int[] drawn;
        /** The dice drawn past the prefix, in order. */
        final List<Need> opened = new ArrayList<>(4);

        PrefixDice(int[] faces, boolean grouped, boolean untilWon) {
            this.faces = faces;
            this.grouped = grouped;
            this.untilWon = untilWon;
            this.drawn = Arrays.copyOf(faces, faces.length + 8);
        }

        @Override
        public int face(int faceCount, String purpose) {
            return draw(faceCount);
        }

        @Override
        public int face(int faceCount, java.util.function.Supplier<String> purpose) {
            return draw(faceCount);
        }

        private int draw(int sides) {
            if (next < faces.length) {
                return faces[next++];
            }
            if (won) {
                // the rest of the step that won the fight: its dice do not branch the sequence
                return 1;
            }
            if (sides < EACH.length) {
                return open(sides, EACH[sides], ONES[sides]);
            }
            int[] all = new int[sides];
            int[] ones = new int[sides];
            for (int f = 0; f < sides; f++) {
                all[f] = f + 1;
                ones[f] = 1;
            }
            return open(sides, all, ones);
        }

        /** Thrown by a play that rolls more than {@link #MAX_DICE} dice (no stack trace: it is caught at once). */
        static final class Unending extends RuntimeException {
            private static final long serialVersionUID = 1L;

            Unending() {
                super(null, null, false, false);
            }
        }

        /** Shows the first of the faces to play for a die past the prefix, and notes the others. */
        private int open(int sides, int[] choices, int[] sizes) {
            if (next >= MAX_DICE) {
                throw new Unending();
            }
            opened.add(new Need(next, sides, choices, sizes));
            if (next >= drawn.length) {
                drawn = Arrays.copyOf(drawn, drawn.length * 2);
            }
            drawn[next++] = choices[0];
            return choices[0];
        }

        /**
         * These dice for one check whose caller reads only whether it succeeded, and whether it was a critical if
         * {@code critical}; these dice themselves when they play every face.
         */
        Dice byOutcome(boolean critical) {
            return grouped ? new Grouped(critical) : this;
        }

        /** A check's die by groups of faces with the same success (and critical). */
        private final class Grouped implements CheckFaces {
            private final boolean critical;

            Grouped(boolean critical) {
                this.critical = critical;
            }

            @Override
            public int face(IntFunction<CheckResult> resultOfFace) {
                if (next < faces.length) {
                    return faces[next++];
                }
                if (won) {
                    return 1;
                }
                // the lowest face of each group, in the order of the faces, and the size of the group
                int[] firsts = new int[6];
                int[] sizes = new int[6];
                int[] keys = new int[6];
                int groups = 0;
                for (int f = 1; f <= 6; f++) {
                    CheckResult r = resultOfFace.apply(f);
                    int key = (r.success() ? 1 : 0) + (critical && r.critical() ? 2 : 0);
                    int g = 0;
                    while (g < groups && keys[g] != key) {
                        g++;
                    }
                    if (g == groups) {
                        keys[g] = key;
                        firsts[g] = f;
                        groups++;
                    }
                    sizes[g]++;
                }
                return open(6, Arrays.copyOf(firsts, groups), Arrays.copyOf(sizes, groups));
            }

            /**
             * Another die while a check is rolled: as the dice themselves (the check asks {@link #face(IntFunction)}).
             */
            @Override
            public int face(int sides, String purpose) {
                return draw(sides);
            }
        }
    }
}

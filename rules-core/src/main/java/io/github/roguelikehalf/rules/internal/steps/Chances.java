package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Chance;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.TooManyChancesException;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Every result of an action with its exact probability, like OpenSpiel's chance nodes: the action is played with
 * every sequence of faces the dice could show, depth first; a sequence is extended by one face of the die the engine
 * asks for next, each face of an n-sided die with probability 1/n; sequences that lead to equal states are merged.
 *
 * <p>Faces that cannot lead to different states are played once: where the check pipeline rolls a check whose caller
 * reads only whether it succeeded (and whether it was a critical), the faces with the same answer form one group, and
 * the group's lowest face is played with the group's weight (a defence roll of a hero is 2 groups, not 6 faces). The
 * results' events then show that face.
 *
 * <p>Each sequence replays the action from its start (the engine is a pure function of the state, the action and the
 * faces): past the faces it was given, a play shows the first face to play of each further die and notes the others as
 * sequences still to play, so every play ends in a result, or in a pause. Where a step's loop rolls die after die (the
 * followers' attacks, a roll per Soldier, EN §33 / JP §32), the step names each pass's place ({@link #pause}): a play
 * that has rolled a die of its own pauses at the next place, the plays that reach a place with equal states are merged
 * there, and the place is played on once, from where it stands (without replaying the faces before it), once every
 * play that can reach it has (the places in the order of their loop). Seven Soldiers' rolls against six Weak
 * Creatures (Unit B) are then some 60 plays on average where every order of their results was 463.
 *
 * <p>The plays are what bounds the work: past a limit a {@link TooManyChancesException} is thrown, as soon as the
 * plays made and those still to make (sequences and places waiting) are more than the limit, or when one sequence
 * rolls more than {@value #MAX_DICE} dice: a chain that need not end (a follower's critical gives another attack, EN
 * §33 / JP §32, on a creature who may turn every blow aside) has sequences without number, and playing them deeper and
 * deeper would only fill the memory. {@link #of(Scenario, GameState, Action, int, Function, boolean)} without its
 * shortcuts plays every face and every whole sequence, for the tests that prove the shortcuts change no result.
 */
public final class Chances {

    /** The default limit on the plays made for one action. */
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
     * @param limit the most plays to make
     * @param seal the state of a turn's result
     * @return the distinct results with their probabilities, in the order of the faces
     */
    public static List<Chance> of(
            Scenario scenario, GameState state, Action action, int limit, Function<Applied.Result, GameState> seal) {
        return of(scenario, state, action, limit, seal, true);
    }

    /**
     * The results of an action; with {@code shortcuts} false, the plain enumeration the tests compare with: every face
     * played one by one, and every sequence from the action's start to its end (no pause, see {@link #pause}).
     *
     * @param scenario the scenario
     * @param state the state
     * @param action the action, legal in the state
     * @param limit the most plays to make
     * @param seal the state of a turn's result
     * @param shortcuts whether faces with the same result are played once and plays pause
     * @return the distinct results with their probabilities, in the order of the faces
     */
    public static List<Chance> of(
            Scenario scenario,
            GameState state,
            Action action,
            int limit,
            Function<Applied.Result, GameState> seal,
            boolean shortcuts) {
        List<Chance> out = new ArrayList<>();
        enumerate(
                scenario,
                state,
                action,
                limit,
                shortcuts,
                null,
                new long[1],
                (r, c) -> out.add(new Chance(seal.apply(r), c[0], c[1])));
        return List.copyOf(out);
    }

    /**
     * What {@link #untilWon} gives.
     *
     * @param chances the results of the sequences that do not win the fight
     * @param wonNumerator the numerator of the chance that the action wins the fight
     * @param wonDenominator its denominator
     * @param dice the dice rolled over all the sequences played (a measure of the work)
     * @param decisions the decision of each result's state, in the order of {@code chances} (null where none is left)
     */
    public record UntilWon(
            List<Chance> chances,
            BigInteger wonNumerator,
            BigInteger wonDenominator,
            long dice,
            List<Decision> decisions) {}

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
     * actions of states in a fight and read only the states (no events, no transition). The results keep the state's
     * step count and dice state, so that the results of a position ({@code Engine#position}) are positions.
     *
     * @param scenario the scenario
     * @param state the state
     * @param action one of its legal actions
     * @param limit the most plays to make
     * @return the results that do not win the fight, the chance that the fight is won, and the dice rolled
     */
    public static UntilWon untilWon(Scenario scenario, GameState state, Action action, int limit) {
        BigInteger[] won = {BigInteger.ZERO, BigInteger.ONE};
        long[] dice = {0};
        List<Chance> rest = new ArrayList<>();
        List<Decision> decisions = new ArrayList<>();
        enumerate(scenario, state, action, limit, true, won, dice, (r, c) -> {
            rest.add(new Chance(r.state(), c[0], c[1]));
            decisions.add(r.decision());
        });
        return new UntilWon(List.copyOf(rest), won[0], won[1], dice[0], Collections.unmodifiableList(decisions));
    }

    /** A distinct result: the turn's first play of it, its chance {numerator, denominator} and its first faces. */
    private static final class Sum {
        final Applied.Result result;
        final BigInteger[] weight;
        int[] first;

        Sum(Applied.Result result, BigInteger[] weight, int[] first) {
            this.result = result;
            this.weight = weight;
            this.first = first;
        }
    }

    /** Plays every sequence and gives each distinct result and its chance to {@code out}, in the order of the faces. */
    private static void enumerate(
            Scenario scenario,
            GameState state,
            Action action,
            int limit,
            boolean shortcuts,
            BigInteger[] won,
            long[] rolled,
            BiConsumer<Applied.Result, BigInteger[]> out) {
        Map<GameState, Sum> merged = new HashMap<>();
        Bestiary bestiary = new Bestiary(scenario);
        // the places where plays paused (see pause), each played on once, in the order of their loops
        Map<Object, Place> places = new HashMap<>();
        PriorityQueue<Place> paused = new PriorityQueue<>(Comparator.comparingLong(p -> p.pause.at()));
        int played = 0;
        // a stack of prefixes to play, each with its probability (numerator, denominator) and the number of faces
        // from which the play may pause (it has rolled a die of its own; the dice a sequence opens before its pause
        // come before any place it may pause at, so the sequences they open share it)
        List<int[]> prefixes = new ArrayList<>();
        List<BigInteger[]> weights = new ArrayList<>();
        List<Integer> pauses = new ArrayList<>();
        // and the place it goes on from (null: the action's start), whose faces it does not replay
        List<Place> froms = new ArrayList<>();
        prefixes.add(new int[0]);
        weights.add(new BigInteger[] {BigInteger.ONE, BigInteger.ONE});
        pauses.add(1);
        froms.add(null);
        while (true) {
            if (prefixes.isEmpty()) {
                // every play that can reach the earliest place waiting has been played: its chance is whole
                Place p = paused.poll();
                if (p == null) {
                    break;
                }
                p.left = true;
                prefixes.add(p.prefix);
                weights.add(p.weight);
                pauses.add(p.prefix.length + 1);
                froms.add(p);
            }
            int[] prefix = prefixes.remove(prefixes.size() - 1);
            BigInteger[] weight = weights.remove(weights.size() - 1);
            int pauseFrom = pauses.remove(pauses.size() - 1);
            Place from = froms.remove(froms.size() - 1);
            // every sequence waiting will be played at least once: past the limit with them, the verdict is known
            if (++played + prefixes.size() + paused.size() > limit) {
                throw new TooManyChancesException(limit, action);
            }
            int start = from == null ? 0 : from.prefix.length;
            PrefixDice dice = new PrefixDice(prefix, start, shortcuts, won != null, pauseFrom);
            Applied.Result next;
            try {
                next = from == null
                        ? Turn.run(scenario, bestiary, state, action, dice, Applied.RESULT)
                        : Turn.resume(scenario, bestiary, state, from.pause.turn(), dice, from.pause.rest());
            } catch (PrefixDice.Unending e) {
                throw new TooManyChancesException(limit, action);
            }
            rolled[0] += dice.next - start;
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
                    pauses.add(pauseFrom);
                    froms.add(from);
                }
                numerator = times(numerator, need.sizes[0]);
            }
            weight = new BigInteger[] {numerator, denominator};
            if (dice.won) {
                // the fight is won: counted, not played on
                add(won, weight);
                continue;
            }
            if (dice.paused != null) {
                int[] faces = Arrays.copyOf(dice.drawn, dice.next);
                Place p = places.get(dice.paused.key());
                if (p == null) {
                    p = new Place(dice.paused, faces, weight);
                    places.put(dice.paused.key(), p);
                    paused.add(p);
                } else if (p.left) {
                    throw new IllegalStateException("a play reached a place already played on (engine bug)");
                } else {
                    add(p.weight, weight);
                    if (Arrays.compare(faces, p.prefix) < 0) {
                        p.prefix = faces;
                    }
                }
                continue;
            }
            Sum sum = merged.get(next.state());
            if (sum == null) {
                merged.put(next.state(), new Sum(next, weight, Arrays.copyOf(dice.drawn, dice.next)));
            } else {
                add(sum.weight, weight);
                if (Arrays.compare(dice.drawn, 0, dice.next, sum.first, 0, sum.first.length) < 0) {
                    sum.first = Arrays.copyOf(dice.drawn, dice.next);
                }
            }
        }
        // in the order of the faces: by the first sequence that reached each result
        List<Sum> sums = new ArrayList<>(merged.values());
        sums.sort((a, b) -> Arrays.compare(a.first, b.first));
        for (Sum s : sums) {
            out.accept(s.result, s.weight);
        }
    }

    /**
     * A place where plays paused: its loop's place, the least sequence of faces that reached it, its chance, and the
     * turn to go on from (the state being built, and the rest of the step).
     */
    private static final class Place {
        /** The pause of the first play that reached it: its turn, and the rest of its step, go on for all. */
        final PrefixDice.Pause pause;

        int[] prefix;
        final BigInteger[] weight;
        /** Whether it has been played on: no play may reach it any more. */
        boolean left;

        Place(PrefixDice.Pause pause, int[] prefix, BigInteger[] weight) {
            this.pause = pause;
            this.prefix = prefix;
            this.weight = weight.clone();
        }
    }

    /**
     * Called by a step at the start of each pass of a loop that rolls dice (the followers' attacks), with the pass's
     * place in the loop, which grows with every pass. Under the enumeration, a play that has rolled a die of its own
     * since it began pauses there: the turn is cut short, and the plays that reach the same place with equal states
     * and counters go on from there once, with their chances summed, instead of each one to its end. The dice drawn do
     * not tell where a loop stands (a critical gives another pass), so the step says; it also gives what its loop read
     * before it began ({@code loop}, part of the place) and the rest of its work from this place on ({@code rest}),
     * which is all the step has left to do: the turn goes on from the place without replaying the faces before it.
     * Only the loops of the action's own step pause (not those of the steps the turn plays after it), and a loop that
     * runs a second time pauses no more.
     *
     * @param at the place in the loop, greater for every later pass
     * @param loop what the loop read before its first pass and reads again (compared by {@code equals})
     * @param rest the rest of the step from this place, on a turn standing where this one does
     * @return whether the step is to stop (the turn is then cut short)
     */
    static boolean pause(Turn t, long at, Object loop, Consumer<Turn> rest) {
        return t.dice instanceof PrefixDice p && p.pause(t, at, loop, rest);
    }

    /** Called by {@link Steps#advance} as the turn goes on past the action's own step: no loop pauses after that. */
    static void advancing(Turn t) {
        if (t.dice instanceof PrefixDice p) {
            p.pausesOver = true;
        }
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
}

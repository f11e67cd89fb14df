package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Autoplay;
import io.github.roguelikehalf.rules.play.Parties;
import io.github.roguelikehalf.rules.play.Playthrough;
import io.github.roguelikehalf.rules.play.SimulationReport;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Knight of Twilight campaigns (EN §64, §75): one party plays up to three adventures in a row, keeping its gold,
 * items, experience and surviving followers, with the baseline policy; between adventures it only leaves behind
 * what it cannot carry ({@link Party#leavingBehind}), or follows {@link BaselinePolicy#betweenAdventures} (sells what
 * it cannot use, activates a carried War Doll, buys healing potions, then leaves behind what still does not fit). A campaign is won when all three adventures are won (the quest complete); a hero's death ends it. Both
 * variants play the same seeds, so their first adventures are identical.
 *
 * <p>The measurement itself runs only when asked for (see {@code rules-scenario-kot/README.md}):
 * {@code ./mvnw -o -B verify -pl rules-scenario-kot -am -Dtest=CampaignSimulationTest -Dcampaign.runs=2000
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@DisplayName("Knight of Twilight campaigns with and without buying between adventures (EN §39, §64, §75)")
class CampaignSimulationTest {

    static final RuleOptions EN = RuleOptions.englishEdition();

    private static final Engine ENGINE = Engine.of(new KnightOfTwilight());

    /** The examples' party: a Strength hero (Technique 1, Life 8, Strength 4) with 3 Soldiers and a Lamplighter. */
    static Party warrior() {
        return Parties.examples(EN);
    }

    /**
     * A lone level-12 Divinity hero, as in the README's table: the experience spent in turn on Life, Technique and
     * Divinity while each is under its cap and affordable; a retry after a level-12 hero's death, since only a retry
     * makes a hero above level 10 (EN §16 / JP §16, EN §41 / JP §40).
     */
    static Party priest() {
        return Parties.lone(SubAttribute.DIVINITY, 12, EN);
    }

    record Result(int won, String end, long steps) {}

    /** Plays {@code runs} campaigns on {@code threads} threads; the results do not depend on the thread count. */
    static Result[] play(Party start, boolean town, long seed, int runs, int threads) throws Exception {
        Result[] results = new Result[runs];
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            pool.submit(() -> IntStream.range(0, runs)
                            .parallel()
                            .forEach(i -> results[i] = campaign(start, town, seed, i)))
                    .get();
        } finally {
            pool.shutdown();
        }
        return results;
    }

    /** The report of campaigns: a win is a complete quest; the progress is the adventures won. */
    static SimulationReport report(Result[] results) {
        int wins = 0;
        long steps = 0;
        Map<String, Integer> ends = new TreeMap<>();
        Map<Integer, Integer> won = new TreeMap<>();
        for (Result r : results) {
            wins += r.won() == KnightOfTwilight.ATTEMPTS_PER_HERO ? 1 : 0;
            steps += r.steps();
            ends.merge(r.end(), 1, Integer::sum);
            won.merge(r.won(), 1, Integer::sum);
        }
        return new SimulationReport(results.length, wins, ends, won, steps);
    }

    static SimulationReport simulate(Party start, boolean town, long seed, int runs, int threads) throws Exception {
        return report(play(start, town, seed, runs, threads));
    }

    /** One campaign; its adventures' seeds depend only on the sweep's seed and the campaign's index. */
    private static Result campaign(Party start, boolean town, long seed, int index) {
        SplittableRandom seeds = new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (index + 1)));
        BaselinePolicy policy = BaselinePolicy.of(ENGINE);
        var game = ENGINE.asGame();
        Party p = start;
        ScenarioState campaign = ScenarioState.EMPTY;
        int won = 0;
        long steps = 0;
        String end = null;
        for (int a = 1; a <= KnightOfTwilight.ATTEMPTS_PER_HERO; a++) {
            GameState s = ENGINE.start(p, EN, seeds.nextLong(), campaign);
            Playthrough<GameState, Action> play = Autoplay.play(game, s, policy, Dice.of(), 100_000);
            steps += play.steps();
            GameState done = play.end();
            if (game.isWin(done)) {
                won++;
            } else if (end == null) {
                end = "adventure " + a + ": " + done.outcome().orElseThrow().label();
            }
            if (done.party().heroes().stream().anyMatch(h -> !h.alive())) {
                break;
            }
            campaign = KnightOfTwilight.campaign(done);
            // without buying, the party only leaves behind what it cannot carry (treasure gold takes slots, EN §27)
            p = town
                    ? BaselinePolicy.betweenAdventures(done.party(), EN)
                    : done.party().leavingBehind(EN);
        }
        return new Result(won, end == null ? "quest complete" : end, steps);
    }

    @Test
    @DisplayName("a campaign sweep is the same on 1 and 2 threads, and both variants play the same first adventures")
    void deterministicAndPaired() throws Exception {
        SimulationReport one = simulate(warrior(), true, 7L, 24, 1);
        assertThat(simulate(warrior(), true, 7L, 24, 2)).isEqualTo(one);
        SimulationReport plain = simulate(warrior(), false, 7L, 24, 1);
        Map<String, Integer> firstLosses = new TreeMap<>();
        one.outcomes().forEach((k, v) -> {
            if (k.startsWith("adventure 1:")) {
                firstLosses.put(k, v);
            }
        });
        Map<String, Integer> plainFirst = new TreeMap<>();
        plain.outcomes().forEach((k, v) -> {
            if (k.startsWith("adventure 1:")) {
                plainFirst.put(k, v);
            }
        });
        assertThat(plainFirst).isEqualTo(firstLosses);
        assertThat(one.progressHistogram().keySet()).allMatch(w -> w >= 0 && w <= 3);
    }

    @Test
    @EnabledIfSystemProperty(named = "campaign.runs", matches = "\\d+")
    @DisplayName("measurement: quest completion with and without buying, with 95 % Wilson intervals")
    void measure() throws Exception {
        int runs = Integer.getInteger("campaign.runs");
        long seed = Long.getLong("campaign.seed", 42L);
        int threads = Integer.getInteger("campaign.threads", 2);
        for (var party : Map.of(
                        "warrior with 3 Soldiers and a Lamplighter", warrior(), "lone level-12 priest", priest())
                .entrySet()) {
            Result[] plain = play(party.getValue(), false, seed, runs, threads);
            Result[] buying = play(party.getValue(), true, seed, runs, threads);
            for (Result[] arm : List.of(plain, buying)) {
                SimulationReport r = report(arm);
                System.out.printf(
                        "CAMPAIGN %s, %s: quest complete %.1f %% [%.1f, %.1f], adventures won %.3f %s%n",
                        party.getKey(),
                        arm == buying ? "buying" : "not buying",
                        100 * r.winRate(),
                        100 * r.lower(),
                        100 * r.upper(),
                        r.meanProgress(),
                        r.progressHistogram());
            }
            // the same seeds: the paired difference in adventures won, with a normal 95 % interval
            double sum = 0;
            double sq = 0;
            for (int i = 0; i < runs; i++) {
                int d = buying[i].won() - plain[i].won();
                sum += d;
                sq += (double) d * d;
            }
            double mean = sum / runs;
            double sd = Math.sqrt(Math.max(0, sq / runs - mean * mean) * runs / Math.max(1, runs - 1));
            double half = 1.959963984540054 * sd / Math.sqrt(runs);
            System.out.printf(
                    "CAMPAIGN %s, buying minus not buying: %+.3f adventures won per campaign [%+.3f, %+.3f]%n",
                    party.getKey(), mean, mean - half, mean + half);
        }
    }
}

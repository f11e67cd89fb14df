package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.kot.KnightOfTwilight;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.PairedComparison;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code simulate} prints what the library's {@code Simulation} reports, and rejects wrong options in one line. */
class SimulateTest {

    private record Run(int code, String out) {}

    private static Run run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = Examples.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), args);
        return new Run(code, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theSummaryIsTheLibrarysReportForTheSameSeedAndRuns() {
        Run r = run("simulate", "--runs", "1500", "--seed", "5", "--threads", "2", "--no-progress");

        RuleOptions options = RuleOptions.englishEdition();
        Engine engine = Engine.of(new KnightOfTwilight());
        Party party = Parties.warriorWithSoldiers(options);
        SimulationReport expected = Simulation.run(
                engine.asGame(), s -> engine.start(party, options, s), BaselinePolicy.of(engine), 5L, 1500, 1, 100_000);

        assertThat(r.code()).isZero();
        assertThat(r.out()).contains(expected.describe());
    }

    /** The library's own comparison that {@code --compare baseline,random --seed 3} must print. */
    private static PairedComparison baselineVsRandom(Party party, RuleOptions options, int runs) {
        Engine engine = Engine.of(new KnightOfTwilight());
        return PairedComparison.of(
                engine.asGame(),
                s -> engine.start(party, options, s),
                BaselinePolicy.of(engine),
                Policy.random(),
                3L,
                runs,
                1,
                100_000);
    }

    /** The line of both win rates that {@code simulate --compare baseline,random} prints for a comparison. */
    private static String winRates(PairedComparison c) {
        return String.format(
                java.util.Locale.ROOT,
                "baseline: %.1f%% wins; random: %.1f%% wins",
                100 * c.firstWinRate(),
                100 * c.secondWinRate());
    }

    @Test
    void compareIsTheLibrarysPairedComparisonOfTwoPoliciesOnTheSameSeeds() {
        Run r = run("simulate", "--compare", "baseline,random", "--runs", "200", "--seed", "3", "--threads", "2");

        RuleOptions options = RuleOptions.englishEdition();
        PairedComparison expected = baselineVsRandom(Parties.warriorWithSoldiers(options), options, 200);

        assertThat(r.code()).isZero();
        assertThat(r.out())
                .contains("baseline vs random on the same 200 seeds")
                .contains(winRates(expected))
                .contains(String.format(
                        java.util.Locale.ROOT,
                        "random minus baseline: %+.1f points, 95%% interval [%+.1f, %+.1f] (paired)",
                        0.0 - 100 * expected.difference(),
                        0.0 - 100 * expected.upper(),
                        0.0 - 100 * expected.lower()));
        // random play loses to the baseline: the line says so with a minus
        assertThat(expected.difference()).isPositive();
        assertThat(r.out()).containsPattern("random minus baseline: -\\d");

        Run lone = run(
                "simulate", "--compare", "baseline,random", "--party", "divinity-14", "--runs", "50", "--seed", "3");
        PairedComparison alone = baselineVsRandom(Parties.lone(SubAttribute.DIVINITY, 14, options), options, 50);
        assertThat(lone.code()).isZero();
        assertThat(lone.out())
                .contains("party divinity-14, baseline vs random on the same 50 seeds")
                .contains(winRates(alone));
        Run badParty = run("simulate", "--party", "bard-10");
        assertThat(badParty.code()).isEqualTo(2);
        assertThat(badParty.out())
                .contains("--party is examples or <sub-attribute>-<level>")
                .contains("[sorcery, divinity, strength, dexterity]")
                .contains("was bard-10");

        Run unknown = run("simulate", "--compare", "baseline,bogus");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.out()).contains("no policy 'bogus'; known: baseline, random");
    }

    @Test
    void everyPolicyTheDocsNameRunsAndTheHeaderNamesItAndTheParty() {
        // the look-ahead with a lone warrior of level 10: short adventures
        Run search = run(
                "simulate",
                "--policy",
                "search",
                "--party",
                "strength-10",
                "--runs",
                "2",
                "--threads",
                "1",
                "--no-progress");
        assertThat(search.code()).isZero();
        assertThat(search.out())
                .startsWith("Knight of Twilight, ENGLISH rules, policy search (look-ahead), party strength-10\n")
                .contains("2 runs")
                .contains("threads: 1");
        Run ja = run(
                "simulate",
                "--policy",
                "search",
                "--party",
                "strength-10",
                "--runs",
                "1",
                "--threads",
                "1",
                "--lang",
                "ja",
                "--no-progress");
        assertThat(ja.code()).isZero();
        assertThat(ja.out()).contains("方針:先読みのボット、パーティ:strength-10");
    }

    @Test
    void wrongOptionValuesAreRejectedWithWhatIsAllowed() {
        Run policy = run("simulate", "--policy", "bogus");
        assertThat(policy.code()).isEqualTo(2);
        assertThat(policy.out()).contains("Invalid value for option '--policy'").contains("BASELINE, RANDOM");

        Run runs = run("simulate", "--runs", "0");
        assertThat(runs.code()).isEqualTo(2);
        assertThat(runs.out()).contains("--runs must be at least 1, was 0").doesNotContain("Exception");

        Run threads = run("simulate", "--threads", "1000");
        assertThat(threads.code()).isEqualTo(2);
        assertThat(threads.out()).contains("--threads must be 1 to " + Simulation.MAX_THREADS + ", was 1000");
    }

    @Test
    void theChartIsDrawnForEverySubAttributeAndLevel(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("chart.png");
        Run r = run("simulate", "--runs", "20", "--seed", "1", "--no-progress", "--chart", png.toString());

        assertThat(r.code()).isZero();
        assertThat(r.out()).containsPattern("Sorcerer +level 10: win rate").contains("chart written to " + png);
        byte[] bytes = Files.readAllBytes(png);
        assertThat(bytes).startsWith(new byte[] {(byte) 0x89, 'P', 'N', 'G'});
    }

    @Test
    void underLangJaTheReportAndTheChartLinesAreInJapaneseWithTheSameNumbers(@TempDir Path dir) {
        Path png = dir.resolve("chart.png");
        Run en = run("simulate", "--runs", "20", "--seed", "1", "--no-progress", "--chart", png.toString());
        Run ja = run(
                "simulate", "--runs", "20", "--seed", "1", "--no-progress", "--chart", png.toString(), "--lang", "ja");

        assertThat(ja.code()).isZero();
        String first = en.out().lines().skip(1).findFirst().orElseThrow();
        // "20 runs, 3 won: win rate 15.00% (95% Wilson interval ...)" -> the same numbers in Japanese
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                        "(\\d+) runs, (\\d+) won: win rate ([\\d.]+)% \\(95% Wilson interval ([\\d.]+)% to ([\\d.]+)%\\)")
                .matcher(first);
        assertThat(m.matches()).isTrue();
        assertThat(ja.out())
                .startsWith("黄昏の騎士、英語版のルール、方針:ベースラインのボット、パーティ:examples\n")
                .contains(m.group(1) + "回の冒険、成功" + m.group(2) + "回:成功率" + m.group(3) + "%(95%ウィルソン区間 " + m.group(4)
                        + "%~" + m.group(5) + "%)\n結果:\n")
                .contains("進行:平均")
                .contains("行動:合計")
                .containsPattern("ソーサラー +レベル10:成功率 ")
                .contains("グラフを " + png + " に書き出した")
                .doesNotContain("runs,")
                .doesNotContain("win rate");
    }

    private static String progressOfPipedRun(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        int code = new CommandLine(new Simulate(out, new PrintStream(err, true, StandardCharsets.UTF_8), false))
                .execute(args);
        assertThat(code).isZero();
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void offATerminalTheProgressIsPlainLinesAtEachTenthNotABar() {
        String progress = progressOfPipedRun("--runs", "2000", "--seed", "3", "--threads", "1");
        assertThat(progress.lines())
                .containsExactly("adventures: 1000 of 2000 (50%)", "adventures: 2000 of 2000 (100%)");
        assertThat(progress).doesNotContain("\r").doesNotContain("\u001b");
        assertThat(progressOfPipedRun("--runs", "2000", "--threads", "1", "--no-progress"))
                .isEmpty();
    }

    @Test
    void theChartShowsEach95PercentIntervalAsABandOnWhite() {
        JFreeChart chart = WinRateChart.chart(
                "T",
                List.of(
                        new WinRateChart.Point("Warrior", 10, 0.5, 0.4, 0.62),
                        new WinRateChart.Point("Warrior", 12, 0.7, 0.6, 0.78),
                        new WinRateChart.Point("Thief", 10, 0.3, 0.2, 0.41)),
                Texts.of(java.util.Locale.ENGLISH));
        XYPlot plot = chart.getXYPlot();
        YIntervalSeriesCollection data = (YIntervalSeriesCollection) plot.getDataset();
        assertThat(data.getSeriesCount()).isEqualTo(2);
        assertThat(data.getItemCount(0)).isEqualTo(2);
        assertThat(data.getStartYValue(0, 1)).isEqualTo(0.6);
        assertThat(data.getEndYValue(0, 1)).isEqualTo(0.78);
        assertThat(data.getYValue(1, 0)).isEqualTo(0.3);
        assertThat(plot.getRenderer()).isInstanceOf(DeviationRenderer.class);
        assertThat(plot.getBackgroundPaint()).isEqualTo(Color.WHITE);
        assertThat(chart.getBackgroundPaint()).isEqualTo(Color.WHITE);
    }

    @Test
    @DisplayName("simulate --lang ja: the chart's title, axes and legend are Japanese, from the examples' texts")
    void theChartSpeaksJapanese() {
        Texts ja = Texts.of(java.util.Locale.JAPANESE);
        JFreeChart chart = WinRateChart.chart(
                "黄昏の騎士",
                List.of(
                        new WinRateChart.Point(ja.term("job.warrior"), 10, 0.5, 0.4, 0.62),
                        new WinRateChart.Point(ja.term("job.thief"), 10, 0.3, 0.2, 0.41)),
                ja);
        assertThat(chart.getTitle().getText()).isEqualTo("黄昏の騎士:開始レベルごとの成功率(帯は95%区間)");
        assertThat(chart.getXYPlot().getDomainAxis().getLabel()).isEqualTo("開始レベル");
        assertThat(chart.getXYPlot().getRangeAxis().getLabel()).isEqualTo("成功率");
        YIntervalSeriesCollection data =
                (YIntervalSeriesCollection) chart.getXYPlot().getDataset();
        assertThat(List.of(data.getSeriesKey(0), data.getSeriesKey(1))).containsExactly("ウォーリアー", "シーフ");
        assertThat(chart.getLegend()).isNotNull();
        for (String text : List.of(
                chart.getTitle().getText(),
                chart.getXYPlot().getDomainAxis().getLabel(),
                chart.getXYPlot().getRangeAxis().getLabel())) {
            assertThat(io.github.roguelikehalf.testkit.JapaneseText.strayWords(text, List.of()))
                    .isEmpty();
        }
    }
}

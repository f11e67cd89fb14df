package io.github.roguelikehalf.examples;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The win rate by starting level and sub-attribute, with its 95% interval as a band, drawn as a PNG line chart with
 * JFreeChart.
 */
final class WinRateChart {

    /**
     * One simulated cell.
     *
     * @param series the sub-attribute's job name
     * @param level the starting level
     * @param winRate the win rate
     * @param lower the lower bound of its 95% interval
     * @param upper the upper bound
     */
    record Point(String series, int level, double winRate, double lower, double upper) {}

    /** Four colours that stay apart on white, one per sub-attribute. */
    private static final Color[] SERIES_COLOURS = {
        new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0x9467bd)
    };

    private WinRateChart() {}

    /**
     * Writes the chart.
     *
     * @param title the scenario's title, in the language
     * @param points the cells, each series named in the language
     * @param t the texts of the language (the chart's title and axes)
     * @param file a PNG file
     * @throws IOException if the file cannot be written
     */
    static void write(String title, List<Point> points, Texts t, Path file) throws IOException {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true"); // drawn to a file, never to a screen
        }
        ChartUtils.saveChartAsPNG(file.toFile(), chart(title, points, t), 800, 500);
    }

    /**
     * The chart: one line per sub-attribute, and around it a translucent band from the lower to the upper bound of
     * its 95% interval, on a white background with light grey grid lines.
     *
     * @param title the scenario's title, in the language
     * @param points the cells, each series named in the language (the legend)
     * @param t the texts of the language: the title and the axes ({@code chart.*})
     * @return the chart
     */
    static JFreeChart chart(String title, List<Point> points, Texts t) {
        Map<String, YIntervalSeries> series = new LinkedHashMap<>();
        for (Point p : points) {
            series.computeIfAbsent(p.series(), YIntervalSeries::new).add(p.level(), p.winRate(), p.lower(), p.upper());
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        series.values().forEach(data::addSeries);
        JFreeChart chart = ChartFactory.createXYLineChart(
                t.say("chart.title", title),
                t.say("chart.levels"),
                t.say("chart.win-rate"),
                data,
                PlotOrientation.VERTICAL,
                true,
                false,
                false);
        chart.setBackgroundPaint(Color.WHITE);
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        DeviationRenderer renderer = new DeviationRenderer(true, true);
        renderer.setAlpha(0.2f);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            Color c = SERIES_COLOURS[i % SERIES_COLOURS.length];
            renderer.setSeriesPaint(i, c);
            renderer.setSeriesFillPaint(i, c);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
        }
        plot.setRenderer(renderer);
        NumberAxis levels = (NumberAxis) plot.getDomainAxis();
        levels.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        NumberAxis rates = (NumberAxis) plot.getRangeAxis();
        rates.setRange(0.0, 1.0);
        return chart;
    }
}

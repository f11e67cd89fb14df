package io.github.roguelikehalf.examples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.category.DefaultCategoryDataset;

/** The win rate by starting level and sub-attribute, drawn as a PNG line chart with JFreeChart. */
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

    private WinRateChart() {}

    /**
     * Writes the chart.
     *
     * @param title the scenario's title
     * @param points the cells
     * @param file a PNG file
     * @throws IOException if the file cannot be written
     */
    static void write(String title, List<Point> points, Path file) throws IOException {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true"); // drawn to a file, never to a screen
        }
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (Point p : points) {
            data.addValue(p.winRate(), p.series(), Integer.valueOf(p.level()));
        }
        JFreeChart chart = ChartFactory.createLineChart(
                title + ": win rate by starting level",
                "starting level",
                "win rate",
                data,
                PlotOrientation.VERTICAL,
                true,
                false,
                false);
        ChartUtils.saveChartAsPNG(file.toFile(), chart, 800, 500);
    }
}

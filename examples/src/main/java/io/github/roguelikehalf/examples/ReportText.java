package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.play.SimulationReport;
import java.util.Locale;
import java.util.Map;

/** A simulation's report told in a language ({@link Texts}), laid out as {@link SimulationReport#describe()}. */
final class ReportText {

    private ReportText() {}

    /**
     * The report as lines of text.
     *
     * @param t the texts of the language
     * @param r the report
     * @return the text, lines separated by {@code \n}
     */
    static String describe(Texts t, SimulationReport r) {
        StringBuilder out = new StringBuilder();
        out.append(t.say("report.summary", r.runs(), r.wins(), pct(r.winRate()), pct(r.lower()), pct(r.upper())))
                .append('\n')
                .append(t.say("report.outcomes"))
                .append('\n');
        Map<String, String> labels = new java.util.LinkedHashMap<>();
        r.outcomes().keySet().forEach(k -> labels.put(k, outcome(t, k)));
        int labelWidth = labels.values().stream().mapToInt(String::length).max().orElse(0);
        int countWidth = Integer.toString(r.runs()).length();
        r.outcomes()
                .forEach((label, count) -> out.append(t.say(
                                "report.outcome",
                                pad(labels.get(label), labelWidth, false),
                                pad(count.toString(), countWidth, true),
                                pct((double) count / r.runs())))
                        .append('\n'));
        out.append(t.say("report.progress", fixed(r.meanProgress()), r.maxProgress()))
                .append('\n');
        int keyWidth = r.progressHistogram().keySet().stream()
                .mapToInt(k -> Integer.toString(k).length())
                .max()
                .orElse(0);
        r.progressHistogram()
                .forEach((progress, count) -> out.append(t.say(
                                "report.histogram",
                                pad(progress.toString(), keyWidth, true),
                                pad(count.toString(), countWidth, true)))
                        .append('\n'));
        out.append(t.say("report.steps", r.totalSteps(), fixed((double) r.totalSteps() / r.runs())));
        return out.toString();
    }

    /** An outcome's label ({@code kind} or {@code kind: detail}) with its kind in the language. */
    private static String outcome(Texts t, String label) {
        int colon = label.indexOf(": ");
        String kind = colon < 0 ? label : label.substring(0, colon);
        String rest = colon < 0 ? "" : label.substring(colon);
        return t.has("outcome." + kind) ? t.say("outcome." + kind) + rest : label;
    }

    private static String pct(double share) {
        return fixed(100 * share);
    }

    private static String fixed(double x) {
        return String.format(Locale.ROOT, "%.2f", x);
    }

    private static String pad(String s, int width, boolean right) {
        String gap = " ".repeat(Math.max(0, width - s.length()));
        return right ? gap + s : s + gap;
    }
}

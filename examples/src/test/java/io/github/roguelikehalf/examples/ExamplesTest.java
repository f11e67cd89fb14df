package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the examples' commands as the README shows them. */
class ExamplesTest {

    private static String run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = Examples.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), args);
        assertThat(code).isZero();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void simulateIsDeterministicForASeedWhateverTheThreads() {
        String one = run("simulate", "--runs", "300", "--seed", "5", "--threads", "1");
        String two = run("simulate", "--runs", "300", "--seed", "5", "--threads", "2");
        assertThat(one).contains("300 runs,").contains("outcomes:");
        // everything but the timing line is the same
        assertThat(one.substring(0, one.indexOf("adventures in")))
                .isEqualTo(two.substring(0, two.indexOf("adventures in")));
    }

    @Test
    void noCommandRunsTheQuickStart() {
        assertThat(run()).contains("Aki the Thief");
    }

    @Test
    void autoplayNarratesInJapaneseFromTheTypedEvents() {
        String en = run("autoplay", "--seed", "3");
        String ja = run("autoplay", "--seed", "3", "--lang", "ja");
        // the same adventure: the same actions, told in two languages
        assertThat(ja.lines().filter(l -> l.startsWith("> ")).toList())
                .isEqualTo(en.lines().filter(l -> l.startsWith("> ")).toList());
        assertThat(ja).contains("に入った").contains("冒険の終わり");
        assertThat(en).contains("adventure over");
    }

    @Test
    void autoplayInJapaneseHasAJapaneseHeaderAndEnd() {
        String ja = run("autoplay", "--seed", "7", "--lang", "ja");
        List<String> lines = ja.lines().toList();
        assertThat(lines.get(0)).isEqualTo("黄昏の騎士(シード7)、ベースラインのボットによるプレイ");
        long actions = lines.stream().filter(l -> l.startsWith("> ")).count();
        assertThat(lines.get(lines.size() - 1)).matches("終わり:(成功|全滅|探索の上限|失敗)\\(" + actions + "回の行動の後\\)");
        String en = run("autoplay", "--seed", "7");
        assertThat(en).startsWith("Knight of Twilight (seed 7), played by the baseline bot\n");
        assertThat(en.lines().reduce((a, b) -> b).orElseThrow())
                .startsWith("The end: ")
                .endsWith(" after " + actions + " actions");
    }

    @Test
    void theReadmesJapaneseSampleIsWhatAutoplayPrints() throws java.io.IOException {
        String readme =
                java.nio.file.Files.readString(java.nio.file.Path.of("..", "README.md"), StandardCharsets.UTF_8);
        String sample = readme.substring(readme.indexOf("<!-- ja-sample -->"));
        sample = sample.substring(sample.indexOf("```text\n") + 8, sample.indexOf("```\n", 20));
        String ja = run("autoplay", "--seed", "7", "--lang", "ja");
        assertThat(ja).startsWith(sample);
        assertThat(sample.lines().count()).isGreaterThan(5);
    }

    @Test
    void anUnknownLanguageIsRefusedWithTheChoices() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = Examples.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), "autoplay", "--lang", "fr");
        assertThat(code).isNotZero();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("EN").contains("JA");
    }
}

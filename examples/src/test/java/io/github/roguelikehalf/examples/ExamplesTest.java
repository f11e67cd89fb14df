package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
}

package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code roll} command: dice-bot commands from the command line. */
class RollCommandTest {

    private static String run(int expectedCode, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = Examples.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), args);
        assertThat(code).isEqualTo(expectedCode);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("EN §7-§8, §40 / JP §7-§8, §39: roll 'RH+1>=5' D66 TT+1 with scripted faces, in English and Japanese")
    void scriptedFaces() {
        assertThat(run(0, "roll", "RH+1>=5", "D66", "TT+1", "--dice", "5,3,6,6,4,3"))
                .isEqualTo("(RH+1>=5) > [5]+1 > 6 > Success\n"
                        + "(D66) > 36\n"
                        + "(TT+1) > Treasure Table [6]+1 > 7 > Magic Treasure Table [4] > [3]"
                        + " > Searching Monocle (3 charges)\n");
        assertThat(run(0, "roll", "RH>=5", "--dice", "1", "--lang", "ja")).isEqualTo("(RH+0>=5) ＞ [1]+0 ＞ 1 ＞ ファンブル\n");
    }

    @Test
    @DisplayName("A seed replays the same rolls")
    void seeded() {
        assertThat(run(0, "roll", "RH+1>=5", "TT", "--seed", "7"))
                .isEqualTo(run(0, "roll", "RH+1>=5", "TT", "--seed", "7"));
    }

    @Test
    @DisplayName("A bad command exits 2 saying the syntax; too few faces name the roll needed")
    void badCommand() {
        assertThat(run(2, "roll", "D33")).contains("D33 is a BCDice roll").contains("the commands are RH+x>=t");
        assertThat(run(2, "roll", "D66", "--dice", "4")).contains("1d6 needed for dice bot D66 (units)");
    }
}

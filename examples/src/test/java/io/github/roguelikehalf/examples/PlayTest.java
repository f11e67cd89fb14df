package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.testkit.JapaneseText;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Drives {@code play} through its standard input and output, wrong inputs included. */
class PlayTest {

    private static String play(String input, String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = Examples.run(
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(bytes, true, StandardCharsets.UTF_8),
                args);
        assertThat(code).isZero();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static String ones(int n) {
        return "1\n".repeat(n);
    }

    @Test
    void aFileThatCannotBeSavedOrLoadedIsSaidInPlainWords(@TempDir Path dir) {
        Path nowhere = dir.resolve("nowhere");
        String out = play(
                "save " + nowhere.resolve("game.json") + "\n" + "save " + dir + "\n" + "load "
                        + dir.resolve("missing.json") + "\n" + "quit\n",
                "play",
                "--seed",
                "7");
        assertThat(out).contains("could not save: no such directory " + nowhere + "\n");
        assertThat(out).contains("could not save: " + dir + " is a directory\n");
        assertThat(out).contains("could not load: no such file " + dir.resolve("missing.json") + "\n");
        assertThat(out).doesNotContain("Exception");
    }

    @Test
    void wrongInputsAreExplainedAndTheGameGoesOnToItsEndThroughASaveAndALoad(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.json");
        String input = "fly away\n" + "99\n" + "attack hero-1 -> dragon\n" + "help\n" + "load "
                + dir.resolve("missing.json") + "\n" + "save " + file + "\n" + ones(3) + "load " + file + "\n"
                + ones(2_000);

        String out = play(input, "play", "--seed", "7");

        assertThat(out).contains("'fly away' is no action; type the number of an action");
        assertThat(out).contains("there is no action 99; pick 1 to ");
        assertThat(out).contains("'attack hero-1 -> dragon' is not allowed now; pick 1 to ");
        assertThat(out).contains("saved to " + file).contains("loaded " + file);
        assertThat(out).contains("Rin (hero-1, Strength): Life ");
        assertThat(out).contains("Between rooms: explore on, or get ready:");
        assertThat(out).contains("1) Explore: roll for the next room  [explore]");
        assertThat(out).containsPattern("The end: (victory|death|exploration-limit)");
        assertThat(Files.readString(file)).contains("\"format\": \"roguelike-half/snapshot\"");
    }

    @Test
    void oddsAreShownInAFightAndExplainedOutsideOne() {
        // between rooms there is no fight; after exploring, the first creatures met (EN §35-§42 / JP §34-§42)
        String out = play("odds\n" + "1\n" + "odds\n" + "quit\n", "play", "--seed", "7", "--scenario", "goblin-cellar");

        assertThat(out).contains("no fight now: odds are shown from meeting creatures to the end of the fight");
        assertThat(out).containsPattern("odds of this fight, best play: win \\d+\\.\\d%, death \\d+\\.\\d%, escape");
        assertThat(out).containsPattern("  the baseline bot: win \\d+\\.\\d%");
        assertThat(out).doesNotContain("Exception");
    }

    @Test
    void playInJapaneseAsksExplainsAndEndsInJapanese() {
        // the same wrong inputs as in English, then the first action until the adventure ends
        String input = "fly away\n" + "99\n" + "attack hero-1 -> dragon\n" + "help\n" + ones(2_000);

        String out = play(input, "play", "--seed", "7", "--lang", "ja");

        assertThat(out).startsWith("黄昏の騎士(シード7)。行動の番号(または[ ]内の形)を入力してください。");
        assertThat(out).contains("「fly away」は行動ではありません。行動の番号(または[ ]内の形)を入力してください。");
        assertThat(out).contains("99番の行動はありません。1から3の番号を選んでください");
        assertThat(out).contains("「attack hero-1 -> dragon」は今はできません。1から3の番号を選んでください");
        assertThat(out).contains("-- 黄昏の騎士、クリアしたマップタイル0、探索0回");
        assertThat(out).contains("   Rin(hero-1、筋力点):生命点10/10、技量点1、筋力点4、金貨10枚、食料2個");
        assertThat(out).contains("マップタイルの間:探索を続けるか、準備をする:");
        assertThat(out).contains("  1) 探索:次のマップタイルのダイスを振る  [explore]");
        assertThat(out).containsPattern("\n終わり:(成功|全滅|探索の上限|失敗)\n");
        assertThat(out)
                .doesNotContain("Between rooms")
                .doesNotContain("is no action")
                .doesNotContain("The end")
                .doesNotContain("Life ")
                .doesNotContain("(en)");
    }

    @Test
    void aGameLoadedFromItsSaveEndsAsTheGamePlayedStraightOn(@TempDir Path dir) {
        Path file = dir.resolve("game.json");
        String straight = play(ones(2_000), "play", "--seed", "11");
        String throughSave =
                play("save " + file + "\n" + "1\n" + "load " + file + "\n" + ones(2_000), "play", "--seed", "11");

        assertThat(ending(throughSave)).isEqualTo(ending(straight));
    }

    @Test
    void physicalDiceAreAskedForAndAFaceOutOfRangeIsAskedAgain() {
        String out = play("1\n7\n" + ones(3_000), "play", "--seed", "3", "--physical-dice");

        assertThat(out).contains("roll a d6 for ");
        assertThat(out).contains("a d6 shows 1 to 6; '7' is not one");
    }

    @Test
    @DisplayName("play --physical-dice --lang ja asks for each die with what it is for in Japanese, with names"
            + " (EN §6 / JP §6)")
    void physicalDiceAreAskedForInJapanese() {
        String out = play("1\n7\n" + ones(3_000), "play", "--seed", "3", "--physical-dice", "--lang", "ja");

        List<String> heroes = Parties.warriorWithSoldiers(RuleOptions.englishEdition()).heroes().stream()
                .map(Hero::name)
                .toList();
        List<String> asked = java.util.regex.Pattern.compile("d6を振ってください\\((.+?)\\):")
                .matcher(out)
                .results()
                .map(m -> m.group(1))
                .distinct()
                .toList();
        assertThat(asked).contains("次のマップタイルのd66(十の位)", "次のマップタイルのd66(一の位)", heroes.get(0) + "の攻撃ロール");
        assertThat(asked)
                .allSatisfy(p -> assertThat(JapaneseText.strayWords(p, heroes)).isEmpty());
        assertThat(out).contains("d6の目は1から6です。「7」は目ではありません");
    }

    @Test
    void theEndOfTheInputLeavesTheGameWithoutAStackTrace() {
        String out = play("explore\n", "play", "--seed", "7");

        assertThat(out).contains("The input ended; the game was not finished.").doesNotContain("Exception");
    }

    @Test
    void anUnknownScenarioIsNamedWithTheOnesThereAre() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = Examples.run(
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(bytes, true, StandardCharsets.UTF_8),
                "play",
                "--scenario",
                "nowhere");

        assertThat(code).isEqualTo(2);
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("no scenario 'nowhere'; available: [");
    }

    private static String ending(String out) {
        return out.substring(out.lastIndexOf("The end:"));
    }
}

package io.github.roguelikehalf.examples.snippets;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Autoplay;
import io.github.roguelikehalf.rules.play.Simulation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every Java snippet of README.md and docs/*.md is a whole source file of this package (but its package line), marked
 * in the Markdown by {@code <!-- snippet: PATH -->} on the line before its fence; the tests here run those that are
 * not tests themselves and check what they print.
 */
class SnippetsTest {

    private static final Path ROOT = Path.of("..");
    private static final String DIR = "examples/src/test/java/io/github/roguelikehalf/examples/snippets/";
    private static final String MARK = "<!-- snippet: ";

    /** A ```java block of a Markdown file. */
    private record Block(String doc, int line, String marker, String text) {}

    private static List<Block> blocks(Path doc) {
        List<String> lines;
        try {
            lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String fence = lines.get(i);
            if (!fence.strip().equals("```java")) {
                continue;
            }
            String indent = fence.substring(0, fence.indexOf('`'));
            String marker = "";
            for (int j = i - 1; j >= 0; j--) {
                if (!lines.get(j).isBlank()) {
                    marker = lines.get(j).strip();
                    break;
                }
            }
            StringBuilder text = new StringBuilder();
            int j = i + 1;
            for (; j < lines.size() && !lines.get(j).strip().equals("```"); j++) {
                String l = lines.get(j);
                text.append(l.startsWith(indent) ? l.substring(indent.length()) : l.strip())
                        .append('\n');
            }
            blocks.add(new Block(ROOT.relativize(doc).toString(), i + 1, marker, text.toString()));
            i = j;
        }
        return blocks;
    }

    private static List<Path> docs() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        return docs;
    }

    /** A snippet source as shown: the file without its package line and the blank line after it. */
    static String shown(String source) throws IOException {
        String text = Files.readString(ROOT.resolve(source), StandardCharsets.UTF_8);
        assertThat(text).as(source).startsWith("package ");
        return text.substring(text.indexOf('\n') + 1).stripLeading();
    }

    @Test
    @DisplayName("every ```java block of README.md and docs/*.md is a tested source of this package, shown whole")
    void everySnippetIsATestedSource() throws IOException {
        Set<String> used = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        int count = 0;
        for (Path doc : docs()) {
            for (Block b : blocks(doc)) {
                count++;
                String where = b.doc() + ":" + b.line();
                if (!b.marker().startsWith(MARK + DIR) || !b.marker().endsWith(" -->")) {
                    problems.add(where + ": a ```java block needs '" + MARK + DIR + "NAME.java -->' on the line"
                            + " before it, and that source compiled and run by a test");
                    continue;
                }
                String source = b.marker().substring(MARK.length(), b.marker().length() - 4);
                used.add(source);
                if (!Files.exists(ROOT.resolve(source))) {
                    problems.add(where + ": no source " + source);
                } else if (!b.text().equals(shown(source))) {
                    problems.add(where + ": differs from " + source + " (" + firstDifference(b.text(), shown(source))
                            + "); copy the source without its package line");
                }
            }
        }
        assertThat(problems).as("snippets out of step with their sources").isEmpty();
        assertThat(count).isGreaterThanOrEqualTo(13);
        Set<String> sources = new TreeSet<>();
        try (Stream<Path> s = Files.list(ROOT.resolve(DIR))) {
            s.map(p -> DIR + p.getFileName())
                    .filter(p -> !p.endsWith("/SnippetsTest.java"))
                    .forEach(sources::add);
        }
        assertThat(used).as("snippet sources shown in a document").isEqualTo(sources);
    }

    private static String firstDifference(String shown, String source) {
        String[] a = shown.split("\n", -1);
        String[] b = source.split("\n", -1);
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (!a[i].equals(b[i])) {
                return "line " + (i + 1) + " of the block: '" + a[i] + "', the source: '" + b[i] + "'";
            }
        }
        return "the block has " + a.length + " lines, the source " + b.length;
    }

    /** What a snippet's main method prints. */
    private static String run(Main main) throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            main.run(new String[0]);
        } finally {
            System.setOut(out);
        }
        return buffer.toString(StandardCharsets.UTF_8);
    }

    @FunctionalInterface
    private interface Main {
        void run(String[] args) throws Exception;
    }

    private static List<String> lines(String printed) {
        return printed.lines().toList();
    }

    @Test
    @DisplayName("README, create a hero (EN §9, §12-§16) and roll a check (EN §7, §10): 2 + 4 + 1 = 7 vs 4, a success")
    void createAHero() throws Exception {
        assertThat(lines(run(CreateAHero::main)))
                .containsExactly("Dexterity roll of hero-1: d6=2 + dexterity 4, leather-armour +1 = 7 vs 4: success, 1"
                        + " Dexterity consumed");
    }

    @Test
    @DisplayName("README, play an adventure: the baseline Policy plays Knight of Twilight (EN §48-§75) with the"
            + " quick-start party, every event printed with its rule, the outcome last")
    void playAnAdventure() throws Exception {
        List<String> printed = lines(run(PlayAnAdventure::main));
        assertThat(printed.get(0)).startsWith("[");
        assertThat(printed).anyMatch(l -> l.startsWith("[EN §35 / JP §34] "));
        assertThat(printed.get(printed.size() - 1)).isEqualTo(PLAYED_OUTCOME);
    }

    /** What seed 42 (policy dice 7) gives with the quick-start party. */
    private static final String PLAYED_OUTCOME = "death: hero-1 fell to cat of Carne";

    @Test
    @DisplayName("README and docs/snapshots.md, save a game: saved after 10 actions, loaded equal, and played on to the"
            + " same end as the game never saved")
    void saveAGame() throws Exception {
        List<String> printed = lines(run(SaveAGame::main));
        assertThat(printed).hasSize(2);
        assertThat(printed.get(0)).isEqualTo("loaded after 10 actions, equal: true");

        RuleOptions rules = RuleOptions.englishEdition();
        Hero aki = Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                rules);
        Engine engine = Engine.forScenario("knight-of-twilight");
        GameState unsaved = Autoplay.play(
                        engine.asGame(),
                        engine.start(Party.of(aki), rules, 42L),
                        BaselinePolicy.of(engine),
                        Dice.seeded(7),
                        1_000)
                .end();
        assertThat(printed.get(1)).isEqualTo(unsaved.outcome().orElseThrow().toString());
    }

    @Test
    @DisplayName(
            "README, embedding the web page: below /knight/ of an app's own JDK server, and answer() for any other")
    void embedTheWebGame() throws Exception {
        assertThat(lines(run(EmbedTheWebGame::main)))
                .containsExactly(
                        "GET /knight/: 200 text/html; charset=utf-8",
                        "POST api/games: 201 application/json; charset=utf-8");
    }

    @Test
    @DisplayName("docs/snapshots.md, a hero and a campaign value (EN §64) written and read back")
    void heroAndCampaign() throws Exception {
        assertThat(lines(run(HeroAndCampaign::main)))
                .containsExactly(
                        "hero read back equal: true; campaign read back equal: true; next adventure started: true");
    }

    @Test
    @DisplayName("docs/snapshots.md, the Jackson module: an application record holding a game is read back equal")
    void saveInsideYourJson() throws Exception {
        assertThat(lines(run(SaveInsideYourJson::main))).containsExactly("Aki's game read back equal: true");
    }

    @Test
    @DisplayName("docs/performance.md, shards: two shards of 500 merge to the report of the whole sweep of 1,000")
    void shards() throws Exception {
        RuleOptions rules = RuleOptions.englishEdition();
        Hero sei = Hero.create(
                HeroSpec.builder()
                        .name("Sei")
                        .subAttribute(SubAttribute.DIVINITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                rules);
        Engine engine = Engine.forScenario("knight-of-twilight");
        String whole = Simulation.run(
                        engine.asGame(),
                        seed -> engine.start(Party.of(sei), rules, seed),
                        BaselinePolicy.of(engine),
                        42L,
                        1_000,
                        1,
                        10_000)
                .describe();
        assertThat(run(Shards::main)).isEqualTo(whole + System.lineSeparator());
    }

    @Test
    @DisplayName("docs/bots.md, comparing bots: the paired comparison of the baseline and random play on 300 seeds")
    void compareBots() throws Exception {
        RuleOptions rules = RuleOptions.englishEdition();
        Engine engine = Engine.forScenario("knight-of-twilight");
        String expected = io.github.roguelikehalf.rules.play.PairedComparison.of(
                        engine.asGame(),
                        seed -> engine.start(io.github.roguelikehalf.rules.play.Parties.examples(rules), rules, seed),
                        BaselinePolicy.of(engine),
                        io.github.roguelikehalf.rules.play.Policy.random(),
                        42L,
                        300,
                        1,
                        100_000)
                .describe();
        assertThat(run(CompareBots::main)).isEqualTo(expected + System.lineSeparator());
    }

    @Test
    @DisplayName("docs/dicebot.md, RH+1>=5 with the die scripted to 5 (EN §7-§8 / JP §7-§8): 5 + 1 = 6 >= 5, a success")
    void diceBotRoll() throws Exception {
        List<String> printed = lines(run(DiceBotRoll::main));
        assertThat(printed).hasSize(3);
        assertThat(printed.get(0)).isEqualTo("(RH+1>=5) > [5]+1 > 6 > Success");
        assertThat(printed.get(1)).isEqualTo("(RH+1>=5) ＞ [5]+1 ＞ 6 ＞ 成功");
        assertThat(printed.get(2)).contains("d6=5").contains("= 6 vs 5: success");
    }

    @Test
    @DisplayName("docs/testing.md, generators by hand: the same seeds give the same start and party")
    void generatorsByHand() throws Exception {
        String first = run(GeneratorsByHand::main);
        assertThat(lines(first)).hasSize(2).allMatch(l -> l.contains("hero-1"));
        assertThat(run(GeneratorsByHand::main)).isEqualTo(first);
    }
}

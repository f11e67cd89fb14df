package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.testkit.ContractSuite;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Knight of Twilight is told in Japanese throughout: the contract suite's walks, every event through {@code
 * Narration}, with no English fallback and no word in Latin letters but the heroes' names and dice notations.
 */
@DisplayName("Knight of Twilight: every event of the walks is told in Japanese, with names instead of ids")
class KnightOfTwilightJapaneseTest {

    @Test
    @DisplayName("the contract suite's walks of Knight of Twilight are told in Japanese throughout")
    void toldInJapanese() {
        assertThat(ContractSuite.of(KnightOfTwilight::new)
                        .seed(0x5EED_0028L)
                        .narrations(Locale.JAPANESE)
                        .steps())
                .isGreaterThan(0);
    }

    @Test
    @DisplayName("docs/glossary.md lists every Japanese name of Knight of Twilight, English to Japanese and back")
    void glossaryListsEveryName() throws java.io.IOException {
        String glossary = java.nio.file.Files.readString(
                java.nio.file.Path.of("..", "docs", "glossary.md"), java.nio.charset.StandardCharsets.UTF_8);
        var names = new KnightOfTwilight().names().orElseThrow().japanese();
        assertThat(names).hasSizeGreaterThan(50);
        names.forEach((english, japanese) -> assertThat(glossary)
                .contains("| " + english + " | " + japanese + " |")
                .contains("| " + japanese + " | " + english + " |"));
    }

    @Test
    @DisplayName("the questions built at run time (a bribe's amount, the reapers' count, the arrows left, the search's"
            + " target) and their options are asked in Japanese")
    void questionsBuiltFromPartsAreJapanese() {
        var options = io.github.roguelikehalf.rules.RuleOptions.englishEdition();
        var engine = io.github.roguelikehalf.rules.engine.Engine.of(new KnightOfTwilight());
        var state = engine.start(io.github.roguelikehalf.rules.play.Parties.examples(options), options, 1L);
        var ja = io.github.roguelikehalf.rules.engine.Narration.of(engine.scenario(), Locale.JAPANESE)
                .with(state);
        var asked = java.util.Map.of(
                "an empty room: a hero may search it (Dexterity, target 4), once each",
                "空き部屋:主人公はそれぞれ一度だけ探索できる(器用点、目標値4)",
                "the apprentice reapers ask 1 Life each (2 of 5 paid): who pays the next, a hero or a follower?",
                "見習い死神はそれぞれ生命点1を求める(5のうち2を支払い済み):次に払うのは誰か、主人公か従者か?",
                "who the arrow slit targets (3 more to choose)",
                "矢狭間が誰を狙うか(あと3人選ぶ)",
                "the dark elf archer asks for a clue (2 held): pay it, or refuse and fight",
                "ダークエルフの射手が手がかりを求める(所持2):払うか、拒んで戦う",
                "the hob-goblin captain asks for all the party's gold (17): pay it, or refuse and fight",
                "ホブゴブリンの隊長が一行の金貨すべて(17枚)を求める:払うか、拒んで戦う",
                "the war jester asks for 30 gold or a magic item: pay, or refuse and fight",
                "戦の道化師が金貨30枚か魔法のアイテムを求める:払うか、拒んで戦う");
        asked.forEach((english, japanese) -> assertThat(ja.name(english)).isEqualTo(japanese));
        var names = java.util.List.of(state.party().heroes().get(0).name());
        for (String option : java.util.List.of(
                "pay-gold",
                "search:hero-1",
                "give:hero-1:magic-shield",
                "target:soldier:slashing",
                "pay:lamplighter",
                "blast:hero-1",
                "open:hero-1",
                "refuse")) {
            assertThat(io.github.roguelikehalf.testkit.JapaneseText.strayWords(ja.name(option), names))
                    .as(option + " -> " + ja.name(option))
                    .isEmpty();
        }
    }
}

package io.github.roguelikehalf.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.roguelikehalf.testkit.JapaneseText;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web page's texts (the view's {@code texts}, the log's labels, the errors) in English and Japanese, with names
 * instead of ids; in Japanese without a word in Latin letters but the hero's name the player chose.
 */
class WebTextTest {

    @TempDir
    Path dir;

    private static JsonNode json(WebApi.Reply r) {
        try {
            return ServeJson.MAPPER.readTree(r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode answer(WebApi api, String method, String path, String body) {
        return json(api.answer(method, path, body.getBytes(StandardCharsets.UTF_8)));
    }

    /** Every string in a JSON value. */
    private static List<String> strings(JsonNode node) {
        List<String> out = new ArrayList<>();
        if (node.isTextual()) {
            out.add(node.asText());
        }
        node.forEach(child -> out.addAll(strings(child)));
        return out;
    }

    @Test
    @DisplayName("At the start the party is told by names and numbers: Rin, 3 soldiers, 1 lamplighter; 兵士3人")
    void theStartByNames() {
        JsonNode view = answer(new WebApi(dir), "POST", "api/games", "{\"seed\":" + WebApiTest.SEED + "}");
        assertThat(view.at("/texts/en/followers").asText()).isEqualTo("followers: 3 soldiers, 1 lamplighter");
        assertThat(view.at("/texts/ja/followers").asText()).isEqualTo("従者:兵士3人、ランタン持ち1人");
        assertThat(view.at("/texts/ja/title").asText()).isEqualTo("黄昏の騎士");
        assertThat(view.at("/texts/ja/heroes/0/name").asText()).isEqualTo("Rin");
        assertThat(view.at("/texts/ja/heroes/0/subAttribute").asText()).isEqualTo("筋力点");
        assertThat(view.at("/texts/ja/prompt").asText()).isEqualTo("マップタイルの間:探索を続けるか、準備をする");
        assertThat(view.at("/texts/ja/labels/0").asText()).isEqualTo("探索:次のマップタイルのダイスを振る");
        assertThat(view.at("/texts/en/labels/1").asText()).isEqualTo("Release a follower (soldier)");
        assertThat(view.at("/texts/ja/labels").size())
                .isEqualTo(view.at("/decision/legal").size());
    }

    @Test
    @DisplayName("Playing a whole adventure (autoplay's actions), every text of every view and of the log is Japanese"
            + " under ja, and no English text shows a hero's id or a follower's key")
    void japaneseThroughout() {
        WebApi api = new WebApi(dir);
        List<String> actions = WebApiTest.autoplay(WebApiTest.SEED, "en").stream()
                .filter(l -> l.startsWith("> "))
                .map(l -> l.substring(2))
                .toList();
        JsonNode view = answer(api, "POST", "api/games", "{\"seed\":" + WebApiTest.SEED + "}");
        String id = view.get("id").asText();
        List<String> names = List.of("Rin");
        int enemies = 0;
        for (String action : actions) {
            for (String text : strings(view.at("/texts/ja"))) {
                assertThat(JapaneseText.strayWords(text, names)).as(text).isEmpty();
            }
            for (String text : strings(view.at("/texts/en"))) {
                assertThat(text).doesNotContain("hero-1").doesNotContain("soldier/");
            }
            enemies += view.at("/texts/ja/enemies").size();
            view = answer(api, "POST", "api/games/" + id + "/actions", "{\"action\":\"" + action + "\"}");
        }
        assertThat(enemies).as("creatures were met and shown").isPositive();
        assertThat(view.at("/texts/ja/outcome").asText()).isNotBlank();
        for (JsonNode entry : view.get("log")) {
            String label = entry.at("/label/ja").asText();
            assertThat(JapaneseText.strayWords(label, names)).as(label).isEmpty();
            for (JsonNode e : entry.get("events")) {
                String told = e.get("ja").asText().replace("[" + e.get("rule").asText() + "]", "");
                assertThat(JapaneseText.strayWords(told, names)).as(told).isEmpty();
            }
        }
    }

    @Test
    @DisplayName("An error carries a Japanese sentence for its code besides the English message")
    void errorsInJapanese() {
        WebApi api = new WebApi(dir);
        String id = answer(api, "POST", "api/games", "").get("id").asText();
        JsonNode illegal = answer(api, "POST", "api/games/" + id + "/actions", "{\"action\":\"wait\"}");
        assertThat(illegal.get("error").asText()).isEqualTo("illegal-action");
        assertThat(illegal.get("ja").asText()).isEqualTo("その行動は今はできません。ボタンから選んでください。");
        JsonNode unknown = answer(api, "GET", "api/games/0123456789abcdef", "");
        assertThat(unknown.get("ja").asText()).isEqualTo("そのゲームはありません。新しいゲームを始めてください。");
    }

    @Test
    @DisplayName("Every kind of action has its own label in both languages, never its canonical form")
    void everyKindOfActionHasALabel() {
        var engine = io.github.roguelikehalf.rules.engine.Engine.forScenario(
                io.github.roguelikehalf.kot.KnightOfTwilight.ID);
        var rules = io.github.roguelikehalf.rules.RuleOptions.englishEdition();
        var state = engine.start(Parties.warriorWithSoldiers(rules), rules, 1L);
        for (Narrator lang : Narrator.values()) {
            var names = io.github.roguelikehalf.rules.engine.Narration.of(engine.scenario(), lang.locale())
                    .with(state);
            for (String canonical : List.of(
                    "explore",
                    "enter",
                    "eat hero-1",
                    "drink hero-1",
                    "find-treasure hero-1",
                    "search hero-1",
                    "release soldier/slashing",
                    "attack-first",
                    "wait",
                    "pay-bribe hero-1",
                    "refuse-bribe",
                    "attack hero-1 -> apprentice-reapers power",
                    "shoot hero-1 -> apprentice-reapers",
                    "capture hero-1 -> apprentice-reapers",
                    "throw hero-1 holy-water -> apprentice-reapers",
                    "swap hero-1 -> lantern",
                    "hold hero-1",
                    "escape",
                    "followers attack -> apprentice-reapers",
                    "followers shoot -> apprentice-reapers",
                    "extra hero-1",
                    "defend hero-1",
                    "choose party leave",
                    "pass",
                    "cast hero-1 knockout -> apprentice-reapers",
                    "cast hero-1 blitz",
                    "protect hero-1",
                    "protect hero-1 power",
                    "use hero-1 war-doll",
                    "use hero-1 lantern -> hero-1")) {
                var action = io.github.roguelikehalf.rules.engine.Action.parse(canonical);
                String label = Labels.describe(lang.texts(), action, names::name);
                assertThat(label).as(canonical).isNotEqualTo(action.toString());
                if (lang == Narrator.JA) {
                    assertThat(JapaneseText.strayWords(label, List.of("Rin")))
                            .as(label)
                            .isEmpty();
                }
            }
        }
    }
}

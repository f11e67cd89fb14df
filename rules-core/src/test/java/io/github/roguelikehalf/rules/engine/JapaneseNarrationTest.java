package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.hookscenario.HookScenario;
import io.github.roguelikehalf.testkit.ContractSuite;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every event of the contract suite's walks is told in Japanese by {@link Narration}, with names instead of ids: no
 * English fallback, no word in Latin letters but the heroes' own names and dice notations.
 */
@DisplayName("Narration: every event of the walks is told in Japanese, with names instead of ids")
class JapaneseNarrationTest {

    @Test
    @DisplayName("the Test Crypt, walked by the contract suite, is told in Japanese throughout")
    void testCrypt() {
        assertThat(ContractSuite.of(TestCrypt::new)
                        .seed(0x5EED_0028L)
                        .narrations(Locale.JAPANESE)
                        .steps())
                .isGreaterThan(0);
    }

    @Test
    @DisplayName("the hook scenario, walked by the contract suite, is told in Japanese throughout")
    void hookScenario() {
        assertThat(ContractSuite.of(HookScenario::new)
                        .seed(0x5EED_0029L)
                        .narrations(Locale.JAPANESE)
                        .steps())
                .isGreaterThan(0);
    }

    @Test
    @DisplayName("a successful Protect leaves no damage, told as none rather than as 0 points (EN §22 / JP §22)")
    void protectedDamageIsToldAsNone() {
        Narration ja = Narration.of(new TestCrypt(), Locale.JAPANESE);
        assertThat(ja.text(Event.of("EN §22 / JP §22", "soldier takes 0 damage")))
                .isEqualTo("兵士はダメージを受けなかった");
        assertThat(ja.text(Event.of("EN §22 / JP §22", "soldier takes 2 damage")))
                .isEqualTo("兵士は2点のダメージを受けた");
    }

    @Test
    @DisplayName("an entered tile keeps its name when the creatures' template does not say it (EN §35 / JP §34)")
    void anEnteredTileKeepsItsName() {
        Narration ja = Narration.of(new TestCrypt(), Locale.JAPANESE);
        Event guarded = Event.of("EN §35 / JP §34", "3 skeletons appear (level 3)")
                .with(new Fact.TileEntered("11", "the ossuary"));
        assertThat(ja.text(guarded)).startsWith("マップタイル「the ossuary」に入った:").endsWith("体現れた(レベル3)");
        Event named = Event.of("EN §35 / JP §34", "3 skeletons appear (level 3)")
                .with(new Fact.TileEntered("11", "skeletons"));
        assertThat(ja.text(named)).doesNotStartWith("マップタイル");
    }

    @Test
    @DisplayName("a number of creatures or followers is told with their name and number in both languages")
    void countedNames() {
        Narration en = Narration.of(new TestCrypt(), Locale.ENGLISH);
        Narration ja = Narration.of(new TestCrypt(), Locale.JAPANESE);
        assertThat(en.counted("rats", 2)).isEqualTo("2 giant rats");
        assertThat(en.counted("rats", 1)).isEqualTo("1 giant rat");
        assertThat(en.counted("soldier/slashing", 3)).isEqualTo("3 soldiers");
        assertThat(ja.counted("soldier/slashing", 3)).isEqualTo("兵士3人");
        assertThat(ja.counted("rats", 2)).endsWith("2体").doesNotContainPattern("[A-Za-z]");
    }

    @Test
    @DisplayName("a check told by no template still says its own kind of roll and its result, one wording per kind"
            + " (EN §7-§8 / JP §7-§8), and the narration knows it is not the event's own message")
    void everyKindOfCheckHasItsOwnWording() {
        Narration ja = Narration.of(new TestCrypt(), Locale.JAPANESE);
        java.util.Set<String> told = new java.util.HashSet<>();
        for (io.github.roguelikehalf.rules.check.CheckKind kind :
                io.github.roguelikehalf.rules.check.CheckKind.values()) {
            var check = io.github.roguelikehalf.rules.check.Check.of(
                    kind, "soldier", io.github.roguelikehalf.rules.check.Basis.TECHNIQUE, 1);
            Event e = Event.check("EN §7 / JP §7", "soldier does something new", check.resolveFace(5));
            String text = ja.text(e);
            assertThat(text).startsWith("兵士の").endsWith(":成功").doesNotContainPattern("[A-Za-z]");
            assertThat(ja.knows(e)).isFalse();
            told.add(text);
        }
        assertThat(told).hasSize(io.github.roguelikehalf.rules.check.CheckKind.values().length);
        Event spell = Event.check(
                "EN §19 / JP §19",
                "soldier casts ice-lance at rats (power 7): hit",
                io.github.roguelikehalf.rules.check.Check.of(
                                io.github.roguelikehalf.rules.check.CheckKind.SORCERY,
                                "soldier",
                                io.github.roguelikehalf.rules.check.Basis.TECHNIQUE,
                                1)
                        .resolveFace(5));
        assertThat(ja.knows(spell)).isTrue();
        assertThat(ja.text(spell)).isEqualTo("兵士は大ネズミに氷槍を唱えた(威力7):命中");
    }

    @Test
    @DisplayName("Friendship's bribe is told in Japanese, as the reaction die's bribe and as a lowered bribe"
            + " (EN §18-§19 / JP §18-§19)")
    void friendshipsBribe() {
        Narration ja = Narration.of(new TestCrypt(), Locale.JAPANESE);
        assertThat(ja.text(Event.of(
                        "EN §18-§19 / JP §18-§19", "soldier casts friendship: the bribe falls from 5 to 0 gold")))
                .isEqualTo("兵士は友情を唱えた:ワイロは金貨5枚から0枚に下がった");
        assertThat(ja.text(Event.of(
                        "EN §18-§19 / JP §18-§19",
                        "soldier casts friendship: the reaction die becomes 3, bribe 5 gold")))
                .isEqualTo("兵士は友情を唱えた:反応表のダイスは3(ワイロ:金貨5枚)になる");
    }

    @Test
    @DisplayName("what a roll is for is told by the same templates as the events, with names; a d66's two dice keep"
            + " their mark (EN §6, §34-§35 / JP §6, §33-§34); the English purposes stay as the rules name them")
    void purposesOfRolls() {
        Narration en = Narration.of(new TestCrypt(), Locale.ENGLISH);
        Narration ja = Narration.of(new TestCrypt(), Locale.JAPANESE);
        java.util.Map.of(
                        "d66 for the next tile (tens)", "次のマップタイルのd66(十の位)",
                        "d66 for the next tile (units)", "次のマップタイルのd66(一の位)",
                        "reaction of giant rat", "大ネズミの反応表",
                        "number of goblin archer", "ゴブリン射手の出現数",
                        "attack roll of soldier/slashing", "兵士の攻撃ロール",
                        "ranged attack roll of bowman/blunt", "弓兵の射撃の攻撃ロール",
                        "treasure: 2d6 gold", "宝物:金貨2d6枚")
                .forEach((english, japanese) -> assertThat(ja.purpose(english)).isEqualTo(japanese));
        assertThat(ja.purpose("a roll no rule names")).startsWith(Narration.FALLBACK);
        assertThat(en.purpose("d66 for the next tile (tens)")).isEqualTo("d66 for the next tile (tens)");
        assertThat(en.purpose("attack roll of soldier/slashing")).isEqualTo("attack roll of soldier");
    }
}

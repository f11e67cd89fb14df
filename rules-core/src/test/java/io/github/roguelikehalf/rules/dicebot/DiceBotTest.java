package io.github.roguelikehalf.rules.dicebot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.DiceExhaustedException;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.Valuable;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Dice-bot commands: checks, d66 and the treasure tables, with scripted dice, in BCDice's syntax. */
class DiceBotTest {

    private static DiceBotResult roll(String command, int... faces) {
        return DiceBotCommand.parse(command).roll(Dice.of(faces));
    }

    @Test
    @DisplayName("EN §7 / JP §7: RH+1>=5 rolls 1d6 + Technique 1 against 5, told in English and Japanese")
    void techniqueCheck() {
        DiceBotResult.Checked r = (DiceBotResult.Checked) roll("RH+1>=5", 5);
        assertThat(r.result().total()).isEqualTo(6);
        assertThat(r.result().success()).isTrue();
        assertThat(r.result().check().target()).isEqualTo(5);
        assertThat(r.text(Locale.ENGLISH)).isEqualTo("(RH+1>=5) > [5]+1 > 6 > Success");
        assertThat(r.text(Locale.JAPANESE)).isEqualTo("(RH+1>=5) ＞ [5]+1 ＞ 6 ＞ 成功");
    }

    @ParameterizedTest(name = "{0} with a {1}: {2}")
    @CsvSource(
            delimiterString = "|",
            value = {
                "RH>=5 成功 | 5 | (RH+0>=5) ＞ [5]+0 ＞ 5 ＞ 成功",
                "RH>=5 失敗 | 3 | (RH+0>=5) ＞ [3]+0 ＞ 3 ＞ 失敗",
                "RH>=5 クリティカル | 6 | (RH+0>=5) ＞ [6]+0 ＞ 6 ＞ クリティカル",
                "RH>=5 ファンブル | 1 | (RH+0>=5) ＞ [1]+0 ＞ 1 ＞ ファンブル",
                "RH+1>=5 修正値 | 5 | (RH+1>=5) ＞ [5]+1 ＞ 6 ＞ 成功",
                "RH 目標値なし | 5 | (RH+0>=4) ＞ [5]+0 ＞ 5 ＞ 成功",
            })
    @DisplayName("EN §7-§8 / JP §7-§8: the Japanese text of RH is BCDice's text for the same faces (its test data)")
    void bcdiceCompatible(String command, int face, String text) {
        assertThat(roll(command, face).text(Locale.JAPANESE)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{0} with a {1}: {5}")
    @CsvSource(
            delimiterString = "|",
            value = {
                "RH-3>=9 | 6 | 3 | true | true | (RH-3>=9) > [6]-3 > 3 > Critical",
                "rh+9 | 1 | 10 | false | false | (RH+9>=4) > [1]+9 > 10 > Fumble",
            })
    @DisplayName("EN §8 / JP §8: a 6 succeeds below the target (critical), a 1 fails above it (fumble)")
    void criticalAndFumble(String command, int face, int total, boolean success, boolean critical, String text) {
        CheckResult r = ((DiceBotResult.Checked) roll(command, face)).result();
        assertThat(r.total()).isEqualTo(total);
        assertThat(r.success()).isEqualTo(success);
        assertThat(r.critical()).isEqualTo(critical);
        assertThat(r.fumble()).isEqualTo(!critical);
        assertThat(roll(command, face).text(Locale.ENGLISH)).isEqualTo(text);
    }

    @Test
    @DisplayName("RH+2-1>=5: the Technique is the sum of the terms, as BCDice reads it")
    void termsAddUp() {
        assertThat(DiceBotCommand.parse("RH+2-1>=5")).isEqualTo(new DiceBotCommand.TechniqueCheck(1, 5));
    }

    @Test
    @DisplayName("§6: D66 reads the first die as tens and the second as units")
    void d66() {
        DiceBotResult.D66Rolled r = (DiceBotResult.D66Rolled) roll("d66", 3, 5);
        assertThat(r.roll().total()).isEqualTo(35);
        assertThat(r.text(Locale.ENGLISH)).isEqualTo("(D66) > 35");
        assertThat(r.text(Locale.JAPANESE)).isEqualTo("(D66) ＞ 35");
    }

    @Test
    @DisplayName("EN §39-§40 / JP §38-§39: TT+1 with a 6 reaches 7, the magic treasure table: a 4 is a Searching"
            + " Monocle with 1d6 charges")
    void treasureTableToMagic() {
        DiceBotResult.TreasureFound r = (DiceBotResult.TreasureFound) roll("TT+1", 6, 4, 3);
        assertThat(r.treasure().result()).isEqualTo(7);
        assertThat(r.treasure().item()).contains(MagicItem.monocle(3, 3));
        assertThat(r.text(Locale.ENGLISH))
                .isEqualTo("(TT+1) > Treasure Table [6]+1 > 7 > Magic Treasure Table [4] > [3]"
                        + " > Searching Monocle (3 charges)");
        assertThat(r.text(Locale.JAPANESE)).isEqualTo("(TT+1) ＞ 宝物表 [6]+1 ＞ 7 ＞ 魔法の宝物表 [4] ＞ [3] ＞ 看破の片眼鏡(3回)");
    }

    @Test
    @DisplayName("EN §40 / JP §39: NTT (BCDice's name) with a 4 is an accessory worth 1d6 x 1d6 gold")
    void accessory() {
        DiceBotResult.TreasureFound r = (DiceBotResult.TreasureFound) roll("NTT", 4, 3, 4);
        assertThat(r.command()).isEqualTo(new DiceBotCommand.TableRoll(DiceBotCommand.Table.TREASURE, 0));
        assertThat(r.treasure().item()).contains(new Valuable(Valuable.Kind.ACCESSORY, 12));
        assertThat(r.text(Locale.ENGLISH))
                .isEqualTo("(TT) > Treasure Table [4] > 4 > [3] > [4] > Accessory (worth 12 gold)");
        assertThat(r.text(Locale.JAPANESE)).isEqualTo("(TT) ＞ 宝物表 [4] ＞ 4 ＞ [3] ＞ [4] ＞ アクセサリー(金貨12枚相当)");
    }

    @Test
    @DisplayName("EN §40 / JP §39: TT-2 with a 2 gives a result of 0: 1 gold")
    void oneGold() {
        DiceBotResult.TreasureFound r = (DiceBotResult.TreasureFound) roll("TT-2", 2);
        assertThat(r.treasure().result()).isZero();
        assertThat(r.treasure().gold()).isEqualTo(1);
        assertThat(r.text(Locale.ENGLISH)).isEqualTo("(TT-2) > Treasure Table [2]-2 > 0 > 1 gold");
        assertThat(r.text(Locale.JAPANESE)).isEqualTo("(TT-2) ＞ 宝物表 [2]-2 ＞ 0 ＞ 金貨1枚");
    }

    @Test
    @DisplayName("EN §40 / JP §39: MTT reads the magic treasure table alone, a modified result kept to 1..6")
    void magicTreasureTable() {
        DiceBotResult.TreasureFound high = (DiceBotResult.TreasureFound) roll("MTT+1", 6);
        assertThat(high.treasure().result()).isEqualTo(6);
        assertThat(high.treasure().item()).contains(MagicItem.of(MagicTreasure.WAR_DOLL));
        assertThat(high.text(Locale.ENGLISH)).isEqualTo("(MTT+1) > Magic Treasure Table [6]+1 > 6 > War Doll");
        DiceBotResult.TreasureFound low = (DiceBotResult.TreasureFound) roll("MTT-9", 6);
        assertThat(low.treasure().item()).contains(MagicItem.of(MagicTreasure.BULLETS_OF_PIERCING));
        assertThat(low.text(Locale.JAPANESE)).isEqualTo("(MTT-9) ＞ 魔法の宝物表 [6]-9 ＞ 1 ＞ 貫きの石弾(5回)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"RH+1>=5", "RH-2>=4", "D66", "TT", "TT+3", "MTT-1"})
    @DisplayName("A command's canonical form reads back as the same command")
    void canonicalRoundTrip(String text) {
        DiceBotCommand c = DiceBotCommand.parse(text);
        assertThat(c).hasToString(text);
        assertThat(DiceBotCommand.parse(c.toString())).isEqualTo(c);
    }

    @Test
    @DisplayName("Seeded dice replay: the same seed gives the same results")
    void seeded() {
        DiceBotCommand c = DiceBotCommand.parse("TT+1");
        assertThat(c.roll(Dice.seeded(7)).text(Locale.ENGLISH))
                .isEqualTo(c.roll(Dice.seeded(7)).text(Locale.ENGLISH));
    }

    @Test
    @DisplayName("Scripted dice that run out name the roll needed")
    void exhausted() {
        assertThatThrownBy(() -> roll("RH+1>=5"))
                .isInstanceOf(DiceExhaustedException.class)
                .hasMessageContaining("check of dice bot");
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = "|",
            value = {
                "RH+1>5 | 'RH+1>5' is no check",
                "D33 | D33 is a BCDice roll the base rules do not use",
                "D33+1 | D33 is a BCDice roll",
                "XYZ | 'XYZ' is no dice-bot command",
                "RH+100 | 100 is too large",
                "RH+90+20 | the Technique must be -99 to 99",
                "RH>=0 | the target must be 1 to 99, was 0",
                "'   ' | no command was given",
            })
    @DisplayName("A bad command throws DiceBotSyntaxException naming what was wrong and giving the syntax")
    void badCommands(String command, String message) {
        assertThatThrownBy(() -> DiceBotCommand.parse(command))
                .isInstanceOf(DiceBotSyntaxException.class)
                .hasMessageContaining(message)
                .hasMessageContaining(DiceBotCommand.SYNTAX);
    }
}

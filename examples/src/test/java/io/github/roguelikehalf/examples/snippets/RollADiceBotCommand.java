package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dicebot.DiceBotCommand;
import io.github.roguelikehalf.rules.dicebot.DiceBotResult;
import java.util.Locale;

public class RollADiceBotCommand {

    public static void main(String[] args) {
        DiceBotCommand command = DiceBotCommand.parse("RH+1>=5"); // a bad command throws DiceBotSyntaxException
        DiceBotResult result = command.roll(Dice.of(5)); // or Dice.seeded(42) for a random die
        System.out.println(result.text(Locale.ENGLISH)); // (RH+1>=5) > [5]+1 > 6 > Success
        System.out.println(result.text(Locale.JAPANESE)); // (RH+1>=5) ＞ [5]+1 ＞ 6 ＞ 成功
        // the CheckResult: face, total, critical, fumble
        System.out.println(((DiceBotResult.Checked) result).result().success());
    }
}

package io.github.roguelikehalf.rules.dicebot;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.treasure.Treasure;
import java.util.Locale;
import java.util.Objects;

/**
 * What a dice-bot command rolled: a value holding the library's own result ({@link CheckResult}, {@link Roll},
 * {@link Treasure}) and telling it in one line, in English or Japanese, in BCDice's layout, e.g.
 * {@code (RH+1>=5) > [5]+1 > 6 > Success} or {@code (RH+1>=5) ＞ [5]+1 ＞ 6 ＞ 成功}.
 */
public sealed interface DiceBotResult
        permits DiceBotResult.Checked, DiceBotResult.D66Rolled, DiceBotResult.TreasureFound {

    /**
     * The command rolled.
     *
     * @return the command
     */
    DiceBotCommand command();

    /**
     * The result in one line.
     *
     * @param locale a Japanese locale gives Japanese, any other English
     * @return the text
     */
    default String text(Locale locale) {
        return DiceBotTexts.text(this, Objects.requireNonNull(locale, "locale"));
    }

    /**
     * A check rolled by {@code RH+x>=t}.
     *
     * @param command the command
     * @param result the check's result: face, total, success, critical, fumble
     */
    record Checked(DiceBotCommand.TechniqueCheck command, CheckResult result) implements DiceBotResult {

        /** Checks that the result is the command's check. */
        public Checked {
            if (!result.check().equals(command.check())) {
                throw new IllegalArgumentException(
                        "the result is of " + result.check() + ", not of the check of " + command);
            }
        }
    }

    /**
     * A {@code D66} roll.
     *
     * @param command the command
     * @param roll the roll: its faces, tens first, and its total, 11 to 66
     */
    record D66Rolled(DiceBotCommand.D66 command, Roll roll) implements DiceBotResult {

        /** Checks the fields: the roll is a d66. */
        public D66Rolled {
            Objects.requireNonNull(command, "command");
            if (!roll.notation().equals(DieNotation.D66)) {
                throw new IllegalArgumentException("a D66 result holds a d66 roll, not " + roll.notation());
            }
        }
    }

    /**
     * A roll on the treasure table or the magic treasure table.
     *
     * @param command the command
     * @param treasure the treasure, with every roll made
     */
    record TreasureFound(DiceBotCommand.TableRoll command, Treasure treasure) implements DiceBotResult {

        /** Checks the fields. */
        public TreasureFound {
            Objects.requireNonNull(command, "command");
            Objects.requireNonNull(treasure, "treasure");
        }
    }
}

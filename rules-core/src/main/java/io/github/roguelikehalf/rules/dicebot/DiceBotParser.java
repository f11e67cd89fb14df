package io.github.roguelikehalf.rules.dicebot;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads dice-bot commands (the syntax is {@link DiceBotCommand#SYNTAX}). */
final class DiceBotParser {

    private static final Pattern CHECK = Pattern.compile("RH((?:[+-]\\d+)*)(?:>=(\\d+))?");
    private static final Pattern TABLE = Pattern.compile("(NTT|TT|MTT)((?:[+-]\\d+)*)");
    private static final Pattern TERM = Pattern.compile("[+-]\\d+");

    private DiceBotParser() {}

    static DiceBotCommand parse(String text) {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            throw new DiceBotSyntaxException("no command was given");
        }
        String word = trimmed.split("\\s", 2)[0];
        String command = word.toUpperCase(Locale.ROOT);
        Matcher m = CHECK.matcher(command);
        if (m.matches()) {
            int target = m.group(2) == null
                    ? io.github.roguelikehalf.rules.check.Check.DEFAULT_TARGET
                    : number(m.group(2), word);
            return new DiceBotCommand.TechniqueCheck(sum(m.group(1), "Technique", word), target);
        }
        if (command.equals("D66")) {
            return new DiceBotCommand.D66();
        }
        m = TABLE.matcher(command);
        if (m.matches()) {
            int modifier = sum(m.group(2), "modifier", word);
            return new DiceBotCommand.TableRoll(
                    m.group(1).equals("MTT") ? DiceBotCommand.Table.MAGIC_TREASURE : DiceBotCommand.Table.TREASURE,
                    modifier);
        }
        if (command.startsWith("D33")) {
            throw new DiceBotSyntaxException("'" + word + "': D33 is a BCDice roll the base rules do not use (their"
                    + " tables are rolled on d66)");
        }
        if (command.startsWith("RH")) {
            throw new DiceBotSyntaxException("'" + word + "' is no check: write RH, then the Technique as +x or -x,"
                    + " then >=t for the target, e.g. RH+1>=5");
        }
        throw new DiceBotSyntaxException("'" + word + "' is no dice-bot command");
    }

    /** Adds up terms like {@code +2-1}, checking the range. */
    private static int sum(String terms, String what, String word) {
        long total = 0;
        Matcher t = TERM.matcher(terms);
        while (t.find()) {
            String term = t.group();
            long value = number(term.substring(1), word);
            total += term.charAt(0) == '-' ? -value : value;
            if (Math.abs(total) > DiceBotCommand.MAX_NUMBER) {
                break;
            }
        }
        if (Math.abs(total) > DiceBotCommand.MAX_NUMBER) {
            throw new DiceBotSyntaxException("'" + word + "': the " + what + " must be -" + DiceBotCommand.MAX_NUMBER
                    + " to " + DiceBotCommand.MAX_NUMBER);
        }
        return (int) total;
    }

    private static int number(String digits, String word) {
        if (digits.length() > 2) {
            throw new DiceBotSyntaxException(
                    "'" + word + "': " + digits + " is too large, numbers are at most " + DiceBotCommand.MAX_NUMBER);
        }
        return Integer.parseInt(digits);
    }

    /** Checks that a value lies between {@code min} and {@link DiceBotCommand#MAX_NUMBER}. */
    static void requireRange(String what, int value, int min) {
        if (value < min || value > DiceBotCommand.MAX_NUMBER) {
            throw new DiceBotSyntaxException(
                    "the " + what + " must be " + min + " to " + DiceBotCommand.MAX_NUMBER + ", was " + value);
        }
    }

    /** A number with its sign, {@code +0} for zero (as BCDice writes it). */
    static String signed(int n) {
        return n >= 0 ? "+" + n : Integer.toString(n);
    }
}

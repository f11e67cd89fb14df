package io.github.roguelikehalf.rules.dicebot;

import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.treasure.TreasureTable;
import java.util.List;
import java.util.Objects;

/**
 * A dice-bot command, read by {@link #parse(String)} and rolled by {@link #roll(Dice)}. Its {@code toString()} is
 * its canonical form, which {@link #parse(String)} reads back: {@code RH+1>=5}, {@code D66}, {@code TT+1},
 * {@code MTT-1}.
 */
public sealed interface DiceBotCommand
        permits DiceBotCommand.TechniqueCheck, DiceBotCommand.D66, DiceBotCommand.TableRoll {

    /** The syntax of the commands, as the error messages give it. */
    String SYNTAX = "the commands are RH+x>=t (a check: 1d6 + Technique x against target t; +x and >=t may be left"
            + " out, t is then 4), D66, TT+x or NTT+x (the treasure table, modifier x), MTT+x (the magic treasure"
            + " table); x is a sum like +1, -1 or +2-1, between -99 and 99, and t is 1 to 99";

    /** The highest Technique, modifier or target a command may name. */
    int MAX_NUMBER = 99;

    /**
     * Reads a command. Letters may be in any case; whatever follows the command after a space is a comment and is
     * ignored, as in BCDice.
     *
     * @param text e.g. {@code RH+1>=5}, {@code rh>=5 Dexterity of Aki}, {@code D66}, {@code TT+1}, {@code MTT}
     * @return the command
     * @throws DiceBotSyntaxException naming what was wrong and giving the syntax
     */
    static DiceBotCommand parse(String text) {
        return DiceBotParser.parse(Objects.requireNonNull(text, "text"));
    }

    /**
     * Rolls the command.
     *
     * @param dice where the faces come from: {@code Dice.seeded(seed)} or scripted {@code Dice.of(...)}
     * @return the result, with its text in English or Japanese
     * @throws io.github.roguelikehalf.rules.dice.DiceExhaustedException if scripted dice run out
     */
    DiceBotResult roll(Dice dice);

    /**
     * {@code RH+x>=t}: 1d6 + Technique {@code x} against target {@code t}, resolved by {@link Check} as every check
     * of the game (EN §7-§8 / JP §7-§8): a 6 is a critical and succeeds, a 1 is a fumble and fails.
     *
     * @param technique the Technique added to the die, -99 to 99
     * @param target the target number, 1 to 99 ({@link Check#DEFAULT_TARGET} when the command names none)
     */
    record TechniqueCheck(int technique, int target) implements DiceBotCommand {

        /** Validates the numbers. */
        public TechniqueCheck {
            DiceBotParser.requireRange("Technique", technique, -MAX_NUMBER);
            DiceBotParser.requireRange("target", target, 1);
        }

        /**
         * The check this command rolls: a plain check of the dice bot, no modifiers, fumbles on 1 only.
         *
         * @return the check
         */
        public Check check() {
            return new Check(CheckKind.PLAIN, "dice bot", Basis.TECHNIQUE, technique, List.of(), target, 1);
        }

        @Override
        public DiceBotResult.Checked roll(Dice dice) {
            return new DiceBotResult.Checked(this, check().resolve(dice));
        }

        @Override
        public String toString() {
            return "RH" + DiceBotParser.signed(technique) + ">=" + target;
        }
    }

    /** {@code D66}: 1d6 as tens and 1d6 as units, 11 to 66 (§6). */
    record D66() implements DiceBotCommand {

        @Override
        public DiceBotResult.D66Rolled roll(Dice dice) {
            return new DiceBotResult.D66Rolled(this, dice.d66("dice bot D66"));
        }

        @Override
        public String toString() {
            return "D66";
        }
    }

    /** The tables a dice bot rolls on. */
    enum Table {
        /**
         * The treasure table of the base rules (EN §39-§40 / JP §38-§39), {@code TT} ({@code NTT} in BCDice), rolled
         * by {@link TreasureTable#roll(int, Dice)} with everything its result asks for (gold, a value, the magic
         * treasure table).
         */
        TREASURE,
        /**
         * The magic treasure table alone (EN §40 / JP §39), {@code MTT}, rolled by
         * {@link TreasureTable#rollMagic(int, Dice)}: a modified result under 1 reads 1, over 6 reads 6.
         */
        MAGIC_TREASURE;

        /**
         * The command's name.
         *
         * @return {@code TT} or {@code MTT}
         */
        public String command() {
            return this == TREASURE ? "TT" : "MTT";
        }
    }

    /**
     * {@code TT+x} or {@code MTT+x}: a roll on a treasure table with a modifier.
     *
     * @param table the table
     * @param modifier the modifier added to the table's 1d6, -99 to 99
     */
    record TableRoll(Table table, int modifier) implements DiceBotCommand {

        /** Validates the fields. */
        public TableRoll {
            Objects.requireNonNull(table, "table");
            DiceBotParser.requireRange("modifier", modifier, -MAX_NUMBER);
        }

        @Override
        public DiceBotResult.TreasureFound roll(Dice dice) {
            return new DiceBotResult.TreasureFound(
                    this,
                    table == Table.TREASURE
                            ? TreasureTable.roll(modifier, dice)
                            : TreasureTable.rollMagic(modifier, dice));
        }

        @Override
        public String toString() {
            return table.command() + (modifier == 0 ? "" : DiceBotParser.signed(modifier));
        }
    }
}

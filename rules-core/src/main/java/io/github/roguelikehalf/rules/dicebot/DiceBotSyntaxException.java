package io.github.roguelikehalf.rules.dicebot;

import io.github.roguelikehalf.rules.RulesException;

/** A dice-bot command that could not be read; the message names what was wrong and gives the syntax. */
public final class DiceBotSyntaxException extends RulesException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was wrong; the syntax is appended
     */
    public DiceBotSyntaxException(String message) {
        super(message + "; " + DiceBotCommand.SYNTAX);
    }
}

package io.github.roguelikehalf.rules;

/**
 * The root of every exception this library throws on purpose: bad input, an illegal choice, or dice that ran out.
 * The message says what was wrong and what is allowed. Nothing is half-changed when one is thrown: values are
 * immutable and rules are pure functions.
 */
public class RulesException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates an exception with a message.
     *
     * @param message what was wrong and what is allowed
     */
    public RulesException(String message) {
        super(message);
    }
}

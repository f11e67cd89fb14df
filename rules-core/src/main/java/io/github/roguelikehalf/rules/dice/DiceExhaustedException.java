package io.github.roguelikehalf.rules.dice;

import io.github.roguelikehalf.rules.RulesException;

/** Thrown when scripted dice have no face left; it names the roll that is needed. */
public final class DiceExhaustedException extends RulesException {

    private static final long serialVersionUID = 1L;

    private final int faces;
    private final String purpose;

    DiceExhaustedException(int faces, String purpose, int supplied) {
        super("1d" + faces + " needed for " + purpose + ", but all " + supplied + " scripted faces are used");
        this.faces = faces;
        this.purpose = purpose;
    }

    /**
     * The faces of the die needed.
     *
     * @return e.g. 6 for a d6
     */
    public int faces() {
        return faces;
    }

    /**
     * What the roll is for, e.g. "Dexterity check of hero-1".
     *
     * @return the purpose of the roll needed
     */
    public String purpose() {
        return purpose;
    }
}

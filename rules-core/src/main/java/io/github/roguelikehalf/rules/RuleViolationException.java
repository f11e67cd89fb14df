package io.github.roguelikehalf.rules;

/**
 * Thrown when a request breaks a rule: an impossible hero, a purchase beyond the gold at hand, a second armour,
 * a two-handed weapon with a shield. The message names the rule section and what is allowed.
 */
public class RuleViolationException extends RulesException {

    private static final long serialVersionUID = 1L;

    private final String section;

    /**
     * Creates an exception.
     *
     * @param section the rule section broken, e.g. "EN §15"
     * @param message what was wrong and what is allowed
     */
    public RuleViolationException(String section, String message) {
        super(message + " (" + section + ")");
        this.section = section;
    }

    /**
     * The section of the rule text that was broken.
     *
     * @return e.g. "EN §15"
     */
    public String section() {
        return section;
    }
}

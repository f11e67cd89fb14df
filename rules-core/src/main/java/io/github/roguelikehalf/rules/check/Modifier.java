package io.github.roguelikehalf.rules.check;

/**
 * A named modifier to a check, e.g. "two-handed weapon +1" or "no lantern -2".
 *
 * @param name what the modifier comes from
 * @param value the amount added to the total, may be negative
 * @param section the rule section it applies, e.g. "EN §28 / JP §27"
 */
public record Modifier(String name, int value, String section) {

    /** Validates the fields. */
    public Modifier {
        if (name.isBlank()) {
            throw new IllegalArgumentException("a modifier needs a name");
        }
    }

    @Override
    public String toString() {
        return name + " " + (value >= 0 ? "+" : "") + value;
    }
}

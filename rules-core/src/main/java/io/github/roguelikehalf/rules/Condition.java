package io.github.roguelikehalf.rules;

import io.github.roguelikehalf.rules.check.Modifier;
import java.util.Optional;

/**
 * A lasting condition on a character, such as being Cursed (EN §21, §28 / JP §21, §27 name Curse, Petrify and
 * Paralyze, which the Bless miracle and the church's Bless remove). What a condition does is the scenario's: the
 * base rules give it no effect, so a condition carries its own modifiers to attack and defense rolls (e.g. the
 * Knight of Twilight's Cemetery curse, -1 to attack rolls).
 *
 * @param key the condition, e.g. {@code cursed}
 * @param attackModifier added to the character's attack rolls
 * @param defenseModifier added to the character's defense rolls
 */
public record Condition(String key, int attackModifier, int defenseModifier) {

    private static final java.util.regex.Pattern KEY_FORM = java.util.regex.Pattern.compile("[a-z][a-z0-9-]*");

    /** The key of the Cursed condition. */
    public static final String CURSED = "cursed";

    /** Validates the key. */
    public Condition {
        if (!KEY_FORM.matcher(key).matches()) {
            throw new IllegalArgumentException(
                    "a condition key is lower-case letters, digits and '-', was '" + key + "'");
        }
    }

    /**
     * Cursed, with the modifiers the scenario gives it.
     *
     * @param attackModifier to attack rolls
     * @param defenseModifier to defense rolls
     * @return the condition
     */
    public static Condition cursed(int attackModifier, int defenseModifier) {
        return new Condition(CURSED, attackModifier, defenseModifier);
    }

    /**
     * The modifier this condition gives to attack rolls.
     *
     * @return the modifier, or empty if it gives none
     */
    public Optional<Modifier> attack() {
        return attackModifier == 0
                ? Optional.empty()
                : Optional.of(new Modifier(key, attackModifier, "EN §21 / JP §21"));
    }

    /**
     * The modifier this condition gives to defense rolls.
     *
     * @return the modifier, or empty if it gives none
     */
    public Optional<Modifier> defense() {
        return defenseModifier == 0
                ? Optional.empty()
                : Optional.of(new Modifier(key, defenseModifier, "EN §21 / JP §21"));
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Roll;
import java.util.Optional;

/**
 * Something that happened, naming the rule section it applied (e.g. {@code EN §36 / JP §35}). Every die rolled
 * appears in an event: a check with its face, modifiers, target, critical and fumble, or a plain roll.
 *
 * @param rule the section of the rules applied
 * @param text what happened, in plain English
 * @param check the check made, if any
 * @param roll the plain roll made (d66, reaction, number appearing, treasure), if any
 */
public record Event(String rule, String text, Optional<CheckResult> check, Optional<Roll> roll) {

    /**
     * An event without dice.
     *
     * @param rule the section applied
     * @param text what happened
     * @return the event
     */
    public static Event of(String rule, String text) {
        return new Event(rule, text, Optional.empty(), Optional.empty());
    }

    /**
     * An event with a check.
     *
     * @param rule the section applied
     * @param text what happened
     * @param check the check
     * @return the event
     */
    public static Event check(String rule, String text, CheckResult check) {
        return new Event(rule, text, Optional.of(check), Optional.empty());
    }

    /**
     * An event with a roll.
     *
     * @param rule the section applied
     * @param text what happened
     * @param roll the roll
     * @return the event
     */
    public static Event roll(String rule, String text, Roll roll) {
        return new Event(rule, text, Optional.empty(), Optional.of(roll));
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("[").append(rule).append("] ").append(text);
        check.ifPresent(c -> b.append(" {").append(c).append('}'));
        roll.ifPresent(r -> b.append(" {").append(r).append('}'));
        return b.toString();
    }
}

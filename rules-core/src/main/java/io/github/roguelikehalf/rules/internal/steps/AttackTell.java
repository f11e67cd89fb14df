package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.engine.Event;
import java.util.function.Function;

/**
 * The event of an attack roll at a group (EN §36 / JP §35; a follower's, EN §33 / JP §32; the War Doll's, EN §40): one
 * object that tells the roll's event and writes its text from the check when the text is asked for ({@code hero-1
 * attacks goblins: hit}). The one place for an attack roll's text.
 *
 * @param rule the section applied, for the event
 * @param attacker who attacks, as the text names him
 * @param verb {@code " attacks "} or {@code " shoots at "}
 * @param group the group attacked
 */
record AttackTell(String rule, String attacker, String verb, String group)
        implements CheckPipeline.Tell, Function<CheckResult, String> {

    /** An attack in melee. */
    static AttackTell melee(String rule, String attacker, String group) {
        return new AttackTell(rule, attacker, " attacks ", group);
    }

    /** An attack in melee, or a shot when {@code shot}. */
    static AttackTell of(String rule, String attacker, boolean shot, String group) {
        return new AttackTell(rule, attacker, shot ? " shoots at " : " attacks ", group);
    }

    @Override
    public Event event(CheckResult r) {
        return Event.check(rule, this, r);
    }

    @Override
    public String apply(CheckResult r) {
        return attacker + verb + group + ": " + (r.success() ? "hit" : "miss");
    }
}

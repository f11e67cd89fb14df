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

    private static final int SLOTS = 64; // a power of two

    /**
     * Tellers kept by their parts' hash, given again while the slot holds equal parts: the same attacker attacks the
     * same group round after round, fight after fight. Safe between threads: a teller's parts are final.
     */
    private static final AttackTell[] KEPT = new AttackTell[SLOTS];

    /** An attack in melee. */
    static AttackTell melee(String rule, String attacker, String group) {
        return of(rule, attacker, false, group);
    }

    /** An attack in melee, or a shot when {@code shot}: one kept, or a new one that takes its slot. */
    static AttackTell of(String rule, String attacker, boolean shot, String group) {
        String verb = shot ? " shoots at " : " attacks ";
        int i = (attacker.hashCode() * 31 + group.hashCode() + (shot ? 1 : 0)) & (SLOTS - 1);
        AttackTell k = KEPT[i];
        if (k == null
                || k.verb != verb
                || !k.rule.equals(rule)
                || !k.attacker.equals(attacker)
                || !k.group.equals(group)) {
            k = new AttackTell(rule, attacker, verb, group);
            KEPT[i] = k;
        }
        return k;
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

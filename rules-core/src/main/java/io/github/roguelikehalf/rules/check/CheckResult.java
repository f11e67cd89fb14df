package io.github.roguelikehalf.rules.check;

import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.Optional;

/**
 * The result of a check, explaining itself: the face, the total ("power", §7), the target, whether it
 * succeeded, and whether it was a critical or a fumble (§8).
 *
 * @param check the check resolved, with its basis and modifiers
 * @param face the face of the d6
 * @param total the face plus the basis value plus the modifiers: the power of the check
 * @param success whether the check succeeded
 * @param critical whether the die showed its top face, an automatic success
 * @param fumble whether the die fell in the fumble range, an automatic failure
 */
public record CheckResult(Check check, int face, int total, boolean success, boolean critical, boolean fumble) {

    /**
     * The sub-attribute this check consumes one point of after the roll (§9), if it used one.
     *
     * @return the sub-attribute consumed, or empty
     */
    public Optional<SubAttribute> consumed() {
        return check.basis().subAttribute();
    }

    /**
     * By how much the total beat (positive) or missed (negative) the target.
     *
     * @return total minus target
     */
    public int margin() {
        return total - check.target();
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder()
                .append(check.purpose())
                .append(": d6=")
                .append(face)
                .append(" + ")
                .append(check.basis().name().toLowerCase(java.util.Locale.ROOT))
                .append(' ')
                .append(check.basisValue());
        for (Modifier m : check.modifiers()) {
            b.append(", ").append(m);
        }
        b.append(" = ").append(total).append(" vs ").append(check.target()).append(": ");
        b.append(success ? "success" : "failure");
        if (critical) {
            b.append(" (critical)");
        }
        if (fumble) {
            b.append(" (fumble)");
        }
        consumed().ifPresent(s -> b.append(", 1 ").append(s.label()).append(" consumed"));
        return b.toString();
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.Modifier;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Attack requests ({@link CheckPipeline.Request#attack}) kept by their parts' hash and given again while the slot holds
 * one of the same parts, the lists the same objects (each weapon's and each creature modifier's list is made once): a
 * hero or a follower group attacks alike round after round. A request is a value, so the one kept serves as a new one.
 * Safe between threads without locks: a request's parts are final.
 */
final class KeptRequests {

    private static final CheckPipeline.Request[] KEPT = new CheckPipeline.Request[64];

    private KeptRequests() {}

    /** The request of an attack with these parts: the one kept, or a new one that takes its slot. */
    static CheckPipeline.Request attack(
            Actor roller,
            CheckKind kind,
            Optional<Basis> basis,
            int target,
            List<Modifier> gear,
            List<Modifier> situation) {
        int i = (roller.hashCode() * 31 + target * 7 + kind.ordinal()) & (KEPT.length - 1);
        CheckPipeline.Request k = KEPT[i];
        if (k != null
                && k.gear() == gear
                && k.situation() == situation
                && k.basis().equals(basis)
                && k.kind() == kind
                && k.target() == target
                && k.roller().equals(roller)) {
            return k;
        }
        k = new CheckPipeline.Request(
                roller,
                kind,
                CheckKind.ATTACK,
                basis,
                OptionalInt.empty(),
                target,
                gear,
                situation,
                CheckPipeline.Reads.SUCCESS_AND_CRITICAL);
        KEPT[i] = k;
        return k;
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.follower.WarDoll;
import java.util.List;

/**
 * The check of a roll that is not a hero's own (a kind of follower's, the War Doll's, or one rolled on a value given),
 * made from its request for {@link CheckPipeline#roll}: one object, not three (Check.of, withTarget, plus).
 */
final class NonHeroChecks {

    /** A thread's last check made from a request's gear alone, with that request. */
    private static final class Last {
        CheckPipeline.Request asked;
        Check check;
    }

    private static final ThreadLocal<Last> LAST = ThreadLocal.withInitial(Last::new);

    private NonHeroChecks() {}

    /**
     * The check of a request with its modifiers. A request rolled again with its gear alone (a follower group's
     * attacks at one group) gives the same check again: a check is a value of the request and its modifiers only.
     */
    static Check of(CheckPipeline.Request q, List<Modifier> mods) {
        Last last = LAST.get();
        if (last.asked == q && mods == q.gear()) {
            return last.check;
        }
        Check c = new Check(
                q.kind(),
                q.roller().text(),
                q.basis().orElse(Basis.TECHNIQUE),
                q.value().isPresent() ? q.value().getAsInt() : technique(q.roller()),
                mods,
                q.target(),
                1);
        last.asked = mods == q.gear() ? q : null;
        last.check = c;
        return c;
    }

    /** The Technique of a roller who is not a hero. */
    private static int technique(Actor roller) {
        if (roller instanceof Actor.OfKind k) {
            return k.kind().type().technique();
        }
        if (roller == Actor.warDoll()) {
            return WarDoll.TECHNIQUE;
        }
        throw new IllegalArgumentException(roller.text() + " rolls only with a value given");
    }
}

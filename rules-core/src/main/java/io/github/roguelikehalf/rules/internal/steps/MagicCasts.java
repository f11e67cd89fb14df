package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;

/**
 * What every cast shares (EN §18-§21 / JP §18-§21): the caster's roll through the check pipeline, on the Sorcery or
 * Divinity held before paying; the cost, 1 point a cast; a critical's bonus dice; a creature's resistance. Each
 * spell's and miracle's own rules are in its handler ({@link Magic}).
 */
public final class MagicCasts {

    static final String SPELLS = "EN §18-§19 / JP §18-§19";
    static final String MIRACLES = "EN §20-§21 / JP §20-§21";

    private MagicCasts() {}

    /**
     * The caster's roll (EN §18, §20 / JP §18, §20): 1d6 + the current Sorcery or Divinity (the Magicians: 1 each)
     * and the light and effects, against a level. It does not pay; {@link #pay} does, once per cast.
     */
    static CheckResult roll(Turn t, String caster, CheckKind kind, int level) {
        int value = caster.equals(MagicOffers.MAGICIANS) ? 1 : t.hero(caster).subAttributeValue();
        Basis basis = kind == CheckKind.DIVINITY ? Basis.DIVINITY : Basis.SORCERY;
        return roll(t, caster, kind, basis, value, level);
    }

    /** A caster's roll on a given basis and value (e.g. the Flute of Peace on Technique), through the check pipeline. */
    static CheckResult roll(Turn t, String caster, CheckKind kind, Basis basis, int value, int level) {
        Actor roller = caster.equals(MagicOffers.MAGICIANS) ? Actor.followers() : Actor.hero(caster);
        return CheckPipeline.roll(
                t, CheckPipeline.Request.of(roller, kind, level).basis(basis).value(value), null);
    }

    /** The cost of a cast: 1 Sorcery or Divinity of a hero, or 1 from the Magicians' pool (EN §18, §20, §28). */
    static void pay(Turn t, String caster) {
        if (caster.equals(MagicOffers.MAGICIANS)) {
            Followers f = t.party().followers();
            t.setPartyUnchecked(t.party().with(f.withMagicianSorcery(f.magicianSorcery() - 1)));
        } else {
            Hero h = t.hero(caster);
            t.setHero(ImmutableHero.copyOf(h).withSubAttributeValue(h.subAttributeValue() - 1));
        }
    }

    /** A critical's bonus dice (Knockout, Fireball): one d6 added, and another on each further 6 (EN §19 / JP §19). */
    static int bonus(Turn t, String what) {
        int added = 0;
        Roll r;
        do {
            r = t.dice.d6("critical bonus die of " + what);
            added += r.total();
            t.add(Event.roll(SPELLS, "critical: " + what + " gains " + r.total() + " power", r));
        } while (r.total() == 6);
        return added;
    }

    /** Whether the creature resists, asked only when the magic would take effect (EN §9, §20 / JP §9). */
    static boolean resisted(Turn t, EnemyGroup g, String caster, String magic, String rule) {
        if (CreatureEvents.resists(t, g, caster, magic)) {
            t.add(Event.of(rule, g.id() + " resists " + magic));
            return true;
        }
        return false;
    }
}

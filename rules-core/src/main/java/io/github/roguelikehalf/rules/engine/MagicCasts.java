package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;
import java.util.Optional;

/**
 * Spells and miracles cast at enemies in a fight (EN §18-§21, §36 / JP §18-§21, §35): the caster's roll, which uses
 * the Sorcery or Divinity held before paying and costs 1 point in all; the critical's bonus dice; the creature's
 * resistance; the effect. The arithmetic is {@link SpellMath}'s. Casts on the party and in windows are in
 * {@link MagicSupport}.
 */
final class MagicCasts {

    static final String SPELLS = "EN §18-§19 / JP §18-§19";
    static final String MIRACLES = "EN §20-§21 / JP §20-§21";

    private MagicCasts() {}

    /** Applies a cast; a hero's cast that is his action ends his turn. */
    static void apply(Turn t, Action.Cast c) {
        Optional<Spell> spell = Spell.byKey(c.magic());
        Optional<Miracle> miracle = Miracle.byKey(c.magic());
        String target = c.target().orElse("");
        if (spell.isPresent()) {
            switch (spell.get()) {
                case KNOCKOUT, FIREBALL, ICE_LANCE -> atEnemies(t, c.caster(), spell.get(), target);
                case FRIENDSHIP -> MagicSupport.friendship(t, c, target);
                case BLITZ -> MagicSupport.blitz(t, c);
                case CRAFT_ARMS -> CraftedArms.craft(t, c.caster(), target);
            }
        } else {
            switch (miracle.orElseThrow()) {
                case INVOKE -> invoke(t, c.caster(), target);
                case INDOCTRINATE -> MagicSupport.indoctrinate(t, c.caster(), target);
                case FORTIFY -> MagicSupport.fortify(t, c.caster(), target);
                case BLESS -> MagicSupport.bless(t, c.caster(), target);
                case COMMUNION -> MagicSupport.communion(t, c.caster(), target);
                case DEFLECT -> MagicSupport.deflect(t, c);
            }
        }
        boolean action = t.fighting()
                && t.combat().window().isEmpty()
                && !c.caster().equals(MagicOffers.MAGICIANS)
                && spell.map(s -> s != Spell.BLITZ && s != Spell.CRAFT_ARMS).orElse(true)
                && !t.combat().acted().contains(c.caster());
        if (action && t.combat().stage() == Combat.Stage.HEROES) {
            Fights.heroDone(t, c.caster());
        }
    }

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
        if (Foes.rules(t.scenario, g).resistsMagic(t, g, caster, magic)) {
            t.add(Event.of(rule, g.id() + " resists " + magic));
            return true;
        }
        return false;
    }

    private static void atEnemies(Turn t, String caster, Spell spell, String target) {
        Encounter e = t.combat().encounter();
        int gi = e.indexOf(target);
        EnemyGroup g = e.enemies().get(gi);
        Creature cr = Foes.creature(t.scenario, g);
        int level = Foes.level(t.scenario, t.state(), g, caster);
        Space space = Space.NARROW;
        if (spell == Spell.FIREBALL) {
            Optional<Space> given = t.combat().effects().containsKey(MagicTreasures.WALLS)
                    ? Optional.of(Space.NARROW) // the Staff of Wall's walls (EN §40 / JP §39)
                    : t.scenario.space(t.state());
            if (given.isPresent()) {
                space = given.get();
            } else {
                Roll r = t.dice.d6("narrow or wide space");
                space = Space.fromRoll(r.total());
                t.add(Event.roll(SPELLS, "the space is " + space.name().toLowerCase(java.util.Locale.ROOT), r));
            }
        }
        CheckResult r = roll(t, caster, CheckKind.SORCERY, level);
        pay(t, caster);
        int power = r.total();
        if (r.critical() && spell != Spell.ICE_LANCE) {
            power += bonus(t, spell.key());
        }
        int n;
        if (r.fumble()) {
            n = 0;
        } else {
            n = switch (spell) {
                case KNOCKOUT -> SpellMath.knockoutSlept(power, level, g.current(), r.critical());
                case FIREBALL ->
                    SpellMath.fireballHits(power, level, space, cr.strong() ? 1 : g.current(), r.critical());
                default -> SpellMath.iceLanceDamage(r.success(), cr.strong());
            };
        }
        String what = switch (spell) {
            case KNOCKOUT -> n + " put to sleep";
            case FIREBALL -> n + " hit";
            default -> n > 0 ? "hit" : "no effect";
        };
        t.add(Event.check(
                SPELLS, caster + " casts " + spell.key() + " at " + g.id() + " (power " + power + "): " + what, r));
        if (n == 0 || resisted(t, g, caster, spell.key(), SPELLS)) {
            return;
        }
        Fights.damageEnemy(t, gi, n, spell == Spell.KNOCKOUT);
    }

    /**
     * Invoke (EN §21 / JP §21): two arrows of light at an undead group, a Divinity roll each (the Divinity held
     * before paying, 1 point in all); each success destroys one Weak Creature or takes 1 Life from a Strong one; each
     * critical adds an arrow. The arrows stop when the group is gone.
     */
    private static void invoke(Turn t, String caster, String target) {
        Encounter e = t.combat().encounter();
        int gi = e.indexOf(target);
        int level = Foes.level(t.scenario, t.state(), e.enemies().get(gi), caster);
        int arrows = SpellMath.INVOKE_ARROWS;
        boolean asked = false;
        for (int i = 0; i < arrows && t.fighting(); i++) {
            EnemyGroup g = t.combat().encounter().enemies().get(gi);
            if (!g.active()) {
                break;
            }
            // every arrow rolls with the Divinity held before the cast is paid, after the last arrow
            CheckResult r = roll(t, caster, CheckKind.DIVINITY, level);
            if (r.critical()) {
                arrows++;
            }
            t.add(Event.check(
                    MIRACLES,
                    caster + "'s arrow of light " + (i + 1) + " at " + target + ": " + (r.success() ? "hit" : "miss")
                            + (r.critical() ? ", and one more arrow" : ""),
                    r));
            if (!r.success()) {
                continue;
            }
            if (!asked) {
                asked = true;
                if (resisted(t, g, caster, Miracle.INVOKE.key(), MIRACLES)) {
                    break;
                }
            }
            Fights.damageEnemy(t, gi, 1);
        }
        pay(t, caster);
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;

/**
 * What the spells cast at a group of enemies share (EN §18-§19, §36 / JP §18-§19, §35): a hero's action or the
 * Magicians' turn, at a group the spell can reach; a Sorcery roll against the creature's level, the cast paid once;
 * the critical's bonus dice (not for Ice Lance); the creature's resistance, asked only when the spell would take
 * effect. Each spell says what its power does ({@link KnockoutSpell}, {@link FireballSpell}, {@link IceLanceSpell}).
 */
public abstract class EnemySpell extends MagicHandler {

    private final Spell spell;

    EnemySpell(Spell spell) {
        this.spell = spell;
    }

    @Override
    final String key() {
        return spell.key();
    }

    /** Lists in a hero's turn only where he can cast the spell (EN §18 / JP §18). */
    @Override
    boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return MagicOffers.can(h, spell);
    }

    @Override
    final void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (MagicOffers.can(h, spell)) {
            targets(a, s, sc, c, h.id());
        }
    }

    @Override
    final void magicians(List<Action> a, GameState s, Scenario sc, Combat c) {
        if (MagicOffers.magiciansCan(s.party().followers(), spell)) {
            targets(a, s, sc, c, MagicOffers.MAGICIANS);
        }
    }

    private void targets(List<Action> a, GameState s, Scenario sc, Combat c, String caster) {
        atGroups(a, caster, c.encounter().enemies(), g -> MagicOffers.target(sc, s, g, spell));
    }

    /** The space the spell is cast in, rolled first where it matters (Fireball); narrow otherwise. */
    Space space(Turn t) {
        return Space.NARROW;
    }

    /** How many creatures (or points of Life) the spell takes from the group, given its power. */
    abstract int effect(CheckResult r, int power, int level, EnemyGroup g, Creature cr, Space space);

    /** What the event says the spell did. */
    abstract String what(int n);

    /** Whether the creatures it takes fall asleep (Knockout) rather than die. */
    boolean sleeps() {
        return false;
    }

    @Override
    final void apply(Turn t, Action action) {
        Action.Cast c = (Action.Cast) action;
        String caster = c.caster();
        Encounter e = t.combat().encounter();
        int gi = e.indexOf(c.target().orElseThrow());
        EnemyGroup g = e.enemies().get(gi);
        Creature cr = Foes.creature(t.scenario, g);
        int level = CreatureEvents.level(t.scenario, t, g, caster);
        Space space = space(t);
        CheckResult r = MagicCasts.roll(t, caster, CheckKind.SORCERY, level);
        MagicCasts.pay(t, caster);
        int power = r.total();
        if (r.critical() && spell != Spell.ICE_LANCE) {
            power += MagicCasts.bonus(t, spell.key());
        }
        int n = r.fumble() ? 0 : effect(r, power, level, g, cr, space);
        t.add(Event.check(
                MagicCasts.SPELLS,
                caster + " casts " + spell.key() + " at " + g.id() + " (power " + power + "): " + what(n),
                r));
        if (n == 0 || MagicCasts.resisted(t, g, caster, spell.key(), MagicCasts.SPELLS)) {
            return;
        }
        Fights.damageEnemy(t, gi, n, sleeps());
    }
}

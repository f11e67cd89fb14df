package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;
import java.util.Locale;
import java.util.Optional;

/**
 * Fireball (EN §19 / JP §19): hits by the power and the space, narrow or wide (the scenario's, the Staff of Wall's
 * walls, or a d6); a Strong Creature loses 1 Life per hit.
 */
public final class FireballSpell extends EnemySpell {

    FireballSpell() {
        super(Spell.FIREBALL);
    }

    @Override
    Space space(Turn t) {
        Optional<Space> given = t.combat().effects().containsKey(StaffOfWallItem.WALLS)
                ? Optional.of(Space.NARROW) // the Staff of Wall's walls (EN §40 / JP §39)
                : t.scenario.space(t.state());
        if (given.isPresent()) {
            return given.get();
        }
        Roll r = t.dice.d6("narrow or wide space");
        Space space = Space.fromRoll(r.total());
        t.add(Event.roll(MagicCasts.SPELLS, "the space is " + space.name().toLowerCase(Locale.ROOT), r));
        return space;
    }

    @Override
    int effect(CheckResult r, int power, int level, EnemyGroup g, Creature cr, Space space) {
        return SpellMath.fireballHits(power, level, space, cr.strong() ? 1 : g.current(), r.critical());
    }

    @Override
    String what(int n) {
        return n + " hit";
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;

/** Knockout (EN §19 / JP §19): a Weak group's creatures put to sleep by the power; they count as defeated. */
public final class KnockoutSpell extends EnemySpell {

    KnockoutSpell() {
        super(Spell.KNOCKOUT);
    }

    @Override
    int effect(CheckResult r, int power, int level, EnemyGroup g, Creature cr, Space space) {
        return SpellMath.knockoutSlept(power, level, g.current(), r.critical());
    }

    @Override
    String what(int n) {
        return n + " put to sleep";
    }

    @Override
    boolean sleeps() {
        return true;
    }
}

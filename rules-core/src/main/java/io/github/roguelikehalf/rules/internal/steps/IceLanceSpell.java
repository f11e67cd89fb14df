package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;

/** Ice Lance (EN §19 / JP §19): on a success, damage by the creature's strength; no bonus dice on a critical. */
public final class IceLanceSpell extends EnemySpell {

    IceLanceSpell() {
        super(Spell.ICE_LANCE);
    }

    @Override
    int effect(CheckResult r, int power, int level, EnemyGroup g, Creature cr, Space space) {
        return SpellMath.iceLanceDamage(r.success(), cr.strong());
    }

    @Override
    String what(int n) {
        return n > 0 ? "hit" : "no effect";
    }
}

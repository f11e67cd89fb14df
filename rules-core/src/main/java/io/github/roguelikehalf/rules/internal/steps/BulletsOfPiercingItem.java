package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.MagicGear;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.List;
import java.util.Optional;

/**
 * The Bullets of Piercing (EN §40 / JP §39): in round 0 a hero holding a sling fires one at a group, a shot at +2 more;
 * each bullet is used up, hit or miss. It is a plain shot (no Power Shot), and a critical's extra shot is a plain one.
 */
public final class BulletsOfPiercingItem extends ItemHandler {

    /** A Bullet of Piercing's bonus to the sling's attack roll. */
    static final Modifier BULLET = new Modifier("bullet of piercing", 2, MagicGear.RULE);

    BulletsOfPiercingItem() {
        super(MagicTreasure.BULLETS_OF_PIERCING.key());
    }

    /** Lists in a hero's turn only where he shoots a sling in round 0. */
    @Override
    public boolean mayOfferInTurn(Hero h, Party p, FightParts c) {
        return slingInRoundZero(h, c.round());
    }

    /** Whether a hero shoots a sling: in round 0, holding one. */
    private static boolean slingInRoundZero(Hero h, int round) {
        return round == 0 && h.equipment().heldRangedWeapon().orElse(null) == RangedWeapon.SLING;
    }

    @Override
    public void heroTurn(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (!slingInRoundZero(h, c.round())) {
            return;
        }
        Optional<MagicItem> bullets = MagicGear.charged(h, MagicTreasure.BULLETS_OF_PIERCING);
        for (EnemyGroup g : c.encounter().active()) {
            if (bullets.isPresent() && CreatureEvents.targetable(sc, () -> s, g, CreatureRules.AttackMode.RANGED)) {
                a.add(new Action.Use(h.id(), bullets.get().key(), Optional.of(g.id())));
            }
        }
    }

    /** A sling shot with a Bullet of Piercing: the shot as usual with +2 more, and the bullet is gone. */
    @Override
    void apply(Turn t, Action action) {
        Action.Use u = (Action.Use) action;
        MagicItem bullets = (MagicItem) Item.parse(u.item());
        Hero h = t.hero(u.hero());
        Equipment e = h.equipment().remove(bullets);
        if (bullets.charges() > 1) {
            e = e.add(bullets.spend());
        }
        t.setHero(ImmutableHero.copyOf(h).withEquipment(e));
        t.add(Event.of(
                MagicGear.RULE,
                h.id() + " loads a " + BULLET.name() + " (+" + BULLET.value() + "): " + (bullets.charges() - 1)
                        + " left"));
        HeroTurnStep.attack(t, h.id(), u.target().orElseThrow(), false, true, List.of(BULLET));
    }
}

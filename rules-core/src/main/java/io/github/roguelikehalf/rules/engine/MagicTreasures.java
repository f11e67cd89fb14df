package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;
import io.github.roguelikehalf.rules.scenario.CreatureRules.AttackMode;
import io.github.roguelikehalf.rules.scenario.Scenario;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Magic treasures used in a fight (EN §40 / JP §39). The Bullets of Piercing: in round 0 a hero holding a sling fires
 * one at a group, a shot at +2 more; each bullet is used up. The Flute of Peace: a Sorcery hero plays it as his action for
 * the effect of Knockout, rolling his current Sorcery (Technique when it is 0 or less) without spending it. The Staff
 * of Wall: a hero raises walls as his action, and the place counts as narrow for Fireball until the fight ends. Each
 * use spends a charge, and with none left either is a plain light blunt weapon.
 */
final class MagicTreasures {

    static final String RULE = "EN §40 / JP §39";

    /** The fight effect of the Staff of Wall: the place is narrow until the fight ends. */
    static final String WALLS = "staff-of-wall";

    /** A Bullet of Piercing's bonus to the sling's attack roll. */
    static final Modifier BULLET = new Modifier("bullet of piercing", 2, RULE);

    private MagicTreasures() {}

    /** The uses a hero may make of his magic treasures as his action this round. */
    static void offers(List<Action> a, GameState s, Scenario sc, Hero h, Combat c) {
        if (!c.effects().containsKey(WALLS)) {
            MagicGear.charged(h, MagicTreasure.STAFF_OF_WALL)
                    .ifPresent(m -> a.add(new Action.Use(h.id(), m.key(), Optional.empty())));
        }
        if (c.round() == 0 && h.equipment().heldRangedWeapon().orElse(null) == RangedWeapon.SLING) {
            Optional<MagicItem> bullets = MagicGear.charged(h, MagicTreasure.BULLETS_OF_PIERCING);
            for (EnemyGroup g : c.encounter().active()) {
                if (bullets.isPresent() && CreatureEvents.targetable(sc, s, g, AttackMode.RANGED)) {
                    a.add(new Action.Use(h.id(), bullets.get().key(), Optional.of(g.id())));
                }
            }
        }
        if (h.subAttribute() != SubAttribute.SORCERY) {
            return;
        }
        Set<String> flutes = new LinkedHashSet<>();
        for (Item i : h.equipment().allItems()) {
            if (i instanceof MagicItem m && m.kind() == MagicTreasure.FLUTE_OF_PEACE && m.charges() > 0) {
                flutes.add(m.key());
            }
        }
        for (String flute : flutes) {
            for (EnemyGroup g : c.encounter().enemies()) {
                if (MagicOffers.target(sc, s, g, Spell.KNOCKOUT)) {
                    a.add(new Action.Use(h.id(), flute, Optional.of(g.id())));
                }
            }
        }
    }

    /** A magic treasure used as the hero's action. */
    static void apply(Turn t, Action.Use u) {
        if (Lanterns.isPickUp(u)) {
            Lanterns.pickUp(t, u);
            return;
        }
        MagicItem item = (MagicItem) Item.parse(u.item());
        if (item.kind() == MagicTreasure.STAFF_OF_WALL) {
            Hero h = t.hero(u.hero());
            Item after = spent(t, h, item);
            t.add(Event.of(
                    RULE,
                    h.id() + " raises walls with the " + item.kind().key() + ": the place is narrow until"
                            + " the fight ends; " + left(after)));
            t.addEffect("fight", Effect.of(WALLS, RULE, Effect.Scope.FIGHT));
            done(t, h);
            return;
        }
        if (item.kind() == MagicTreasure.BULLETS_OF_PIERCING) {
            bullet(t, u, item);
            return;
        }
        flute(t, u, item);
    }

    /**
     * A sling shot with a Bullet of Piercing: the shot as usual with +2 more, and the bullet is gone, hit or miss. It
     * is a plain shot (no Power Shot), and a critical's extra shot is a plain one.
     */
    private static void bullet(Turn t, Action.Use u, MagicItem bullets) {
        Hero h = t.hero(u.hero());
        Equipment e = h.equipment().remove(bullets);
        if (bullets.charges() > 1) {
            e = e.add(bullets.spend());
        }
        t.setHero(ImmutableHero.copyOf(h).withEquipment(e));
        t.add(Event.of(
                RULE,
                h.id() + " loads a " + BULLET.name() + " (+" + BULLET.value() + "): " + (bullets.charges() - 1)
                        + " left"));
        HeroTurnStep.attack(t, h.id(), u.target().orElseThrow(), false, true, List.of(BULLET));
    }

    /** One charge of an item spent; with none left it is a light blunt weapon. */
    private static Item spent(Turn t, Hero h, MagicItem item) {
        Item after = item.charges() > 1 ? item.spend() : Weapon.of(WeaponClass.LIGHT, DamageType.BLUNT);
        t.setHero(
                ImmutableHero.copyOf(h).withEquipment(h.equipment().remove(item).add(after)));
        return after;
    }

    private static String left(Item after) {
        return after instanceof MagicItem m ? m.charges() + " charges left" : "its magic is spent: " + after.key();
    }

    private static void done(Turn t, Hero h) {
        if (t.combat().stage() == Combat.Stage.HEROES) {
            Fights.heroDone(t, h.id());
        }
    }

    /** Plays the Flute of Peace at a group: Knockout's effect, one charge spent, the hero's action. */
    private static void flute(Turn t, Action.Use u, MagicItem flute) {
        Hero h = t.hero(u.hero());
        Encounter e = t.combat().encounter();
        int gi = e.indexOf(u.target().orElseThrow());
        EnemyGroup g = e.enemies().get(gi);
        int level = CreatureEvents.level(t.scenario, t.state(), g, h.id());
        boolean sorcery = h.subAttributeValue() > 0;
        CheckResult r = MagicCasts.roll(
                t,
                h.id(),
                CheckKind.SORCERY,
                sorcery ? Basis.SORCERY : Basis.TECHNIQUE,
                sorcery ? h.subAttributeValue() : h.technique(),
                level);
        int power = r.total();
        if (r.critical()) {
            power += MagicCasts.bonus(t, flute.kind().key());
        }
        int slept = r.fumble() ? 0 : SpellMath.knockoutSlept(power, level, g.current(), r.critical());
        Item after = spent(t, h, flute);
        t.add(Event.check(
                RULE,
                h.id() + " plays the " + flute.kind().key() + " at " + g.id() + " (power " + power + "): " + slept
                        + " put to sleep; "
                        + (after instanceof MagicItem m
                                ? m.charges() + " charges left"
                                : "its magic is spent: " + after.key()),
                r));
        done(t, h);
        if (slept == 0 || MagicCasts.resisted(t, g, h.id(), Spell.KNOCKOUT.key(), RULE)) {
            return;
        }
        Fights.damageEnemy(t, gi, slept, true);
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import java.util.List;
import java.util.Optional;

/**
 * What a roller holds or uses adds to a roll in a fight (EN §28-§29, §33, §40 / JP §27-§28, §32, §39): the weapon or
 * bow, the magic weapon's first attack, a shield against missiles, the Magical Targe, and a creature's own modifier.
 * Pure functions, for the engine, bots and scenarios. The engine's one check pipeline puts these first, then the
 * hero's armour ({@link Hero#check}), light ({@link Light}), the roller's and the fight's effects, and the creature's
 * modifier last; events print the modifiers in that order.
 */
public final class CheckModifiers {

    private static final String EQUIPMENT = "EN §28 / JP §27";

    /** Unarmed: -2 (EN §29 / JP §28). */
    private static final List<Modifier> UNARMED =
            List.of(new Modifier("unarmed", Weapon.UNARMED_ATTACK_MODIFIER, "EN §29 / JP §28"));

    /** A magic melee weapon's first attack of the fight: +1. */
    private static final Modifier MAGIC_FIRST = new Modifier("magic weapon, first attack", 1, EQUIPMENT);

    /** A weapon class's modifier alone, by class: none for a class without one; each list made once. */
    private static final List<List<Modifier>> WEAPON_CLASS = weaponClass(false);

    /** A weapon class's modifier and a magic weapon's first-attack bonus, by class; each list made once. */
    private static final List<List<Modifier>> WEAPON_CLASS_MAGIC_FIRST = weaponClass(true);

    private CheckModifiers() {}

    private static List<List<Modifier>> weaponClass(boolean magicFirst) {
        List<List<Modifier>> all = new java.util.ArrayList<>();
        for (WeaponClass wc : WeaponClass.values()) {
            Modifier m = wc.attackModifier() != 0 ? new Modifier(wc.key(), wc.attackModifier(), EQUIPMENT) : null;
            if (magicFirst) {
                all.add(m == null ? List.of(MAGIC_FIRST) : List.of(m, MAGIC_FIRST));
            } else {
                all.add(m == null ? List.of() : List.of(m));
            }
        }
        return List.copyOf(all);
    }

    /**
     * What a hero's weapon adds to his attack roll: with a ranged weapon held (a shot) its modifier; in melee the
     * weapon class and the magic weapon's +1 on its first attack of the fight, or -2 unarmed (EN §29 / JP §28).
     *
     * @param hero the attacker
     * @param shot whether it is a shot with the ranged weapon held
     * @param magicWeaponFirstAttack whether a magic melee weapon gives its first-attack bonus now
     * @return the modifiers, unmodifiable
     */
    public static List<Modifier> heroAttack(Hero hero, boolean shot, boolean magicWeaponFirstAttack) {
        // an unmodifiable list of none, one or two, which the check keeps without copying it
        if (shot) {
            RangedWeapon rw = hero.equipment().heldRangedWeapon().orElseThrow();
            return rw.attackModifier() != 0
                    ? List.of(new Modifier(rw.key(), rw.attackModifier(), EQUIPMENT))
                    : List.of();
        }
        Optional<Weapon> w = hero.equipment().heldWeapon();
        if (w.isEmpty()) {
            return UNARMED;
        }
        // the lists of each weapon class made once: asked at every attack
        int wc = w.get().weaponClass().ordinal();
        return magicWeaponFirstAttack ? WEAPON_CLASS_MAGIC_FIRST.get(wc) : WEAPON_CLASS.get(wc);
    }

    /**
     * What a hero's held shield adds to his defence roll: its bonus against missiles (EN §28 / JP §27).
     *
     * @param hero the defender
     * @param ranged whether the attack is a missile (round 0)
     * @return the modifiers
     */
    public static List<Modifier> heroDefence(Hero hero, boolean ranged) {
        if (!ranged) {
            return List.of();
        }
        return hero.equipment()
                .heldShield()
                .filter(sh -> sh.rangedDefenseBonus() > 0)
                .map(sh -> List.of(new Modifier(sh.key() + " against missiles", sh.rangedDefenseBonus(), EQUIPMENT)))
                .orElse(List.of());
    }

    /**
     * What the combat followers' weapons add to their attack roll (EN §33 / JP §32): the Bowman's shot or the light
     * weapon.
     *
     * @param type the followers' type
     * @param shot whether it is a Bowman's shot in round 0
     * @return the modifiers
     */
    public static List<Modifier> followerAttack(FollowerType type, boolean shot) {
        int mod = shot ? FollowerType.BOWMAN_SHOT_MODIFIER : type.meleeModifier();
        return mod == 0 ? List.of() : List.of(new Modifier(shot ? "bow" : "light weapon", mod, EQUIPMENT));
    }

    /**
     * A creature's own modifier to rolls against it or its attacks (a scenario's creature rules).
     *
     * @param creatureModifier the modifier, 0 for none
     * @return the modifiers
     */
    public static List<Modifier> creature(int creatureModifier) {
        return creatureModifier == 0
                ? List.of()
                : List.of(new Modifier("creature's own rule", creatureModifier, "scenario"));
    }
}

package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.item.Weapon;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The situational modifiers of the checks made in a fight (EN §27-§29, §33, §36 / JP §26-§28, §32, §35): the weapon,
 * light, shields against missiles, effects, and a creature's own modifier. A hero's armour is added by
 * {@link Hero#check}. Pure functions, for the engine, bots and scenarios; the order of the modifiers is the order
 * events print them.
 */
public final class CheckModifiers {

    private static final String EQUIPMENT = "EN §28 / JP §27";

    private CheckModifiers() {}

    /**
     * A hero's attack roll: with a ranged weapon held (a shot) its modifier; in melee the weapon class, the magic
     * weapon's +1 on its first attack of the fight, or unarmed; then light, the hero's and the fight's effects, and
     * the creature's modifier.
     *
     * @param party the party, for light
     * @param hero the attacker
     * @param shot whether it is a shot with the ranged weapon held
     * @param magicWeaponFirstAttack whether a magic melee weapon gives its first-attack bonus now
     * @param fightEffects effects on the whole party for the fight
     * @param creatureModifier the target creature's modifier to attacks against it
     * @return the modifiers
     */
    public static List<Modifier> heroAttack(
            Party party,
            Hero hero,
            boolean shot,
            boolean magicWeaponFirstAttack,
            Collection<Effect> fightEffects,
            int creatureModifier) {
        List<Modifier> mods = new ArrayList<>();
        if (shot) {
            RangedWeapon rw = hero.equipment().heldRangedWeapon().orElseThrow();
            if (rw.attackModifier() != 0) {
                mods.add(new Modifier(rw.key(), rw.attackModifier(), EQUIPMENT));
            }
        } else {
            Optional<Weapon> w = hero.equipment().heldWeapon();
            if (w.isPresent()) {
                if (w.get().weaponClass().attackModifier() != 0) {
                    mods.add(new Modifier(
                            w.get().weaponClass().key(), w.get().weaponClass().attackModifier(), EQUIPMENT));
                }
                if (magicWeaponFirstAttack) {
                    mods.add(new Modifier("magic weapon, first attack", 1, EQUIPMENT));
                }
            } else {
                mods.add(new Modifier("unarmed", Weapon.UNARMED_ATTACK_MODIFIER, "EN §29 / JP §28"));
            }
        }
        mods.addAll(Light.modifiers(party));
        effects(mods, hero.effects().values(), CheckKind.ATTACK);
        effects(mods, fightEffects, CheckKind.ATTACK);
        creature(mods, creatureModifier);
        return mods;
    }

    /**
     * A hero's defence roll: light, the held shield's bonus against missiles, the hero's and the fight's effects,
     * and the attacking creature's modifier.
     *
     * @param party the party, for light
     * @param hero the defender
     * @param ranged whether the attack is a missile (round 0)
     * @param fightEffects effects on the whole party for the fight
     * @param creatureModifier the attacker's modifier to defences against it
     * @return the modifiers
     */
    public static List<Modifier> heroDefence(
            Party party, Hero hero, boolean ranged, Collection<Effect> fightEffects, int creatureModifier) {
        List<Modifier> mods = new ArrayList<>(Light.modifiers(party));
        if (ranged) {
            hero.equipment()
                    .heldShield()
                    .filter(sh -> sh.rangedDefenseBonus() > 0)
                    .ifPresent(sh ->
                            mods.add(new Modifier(sh.key() + " against missiles", sh.rangedDefenseBonus(), EQUIPMENT)));
        }
        effects(mods, hero.effects().values(), CheckKind.DEFENSE);
        effects(mods, fightEffects, CheckKind.DEFENSE);
        creature(mods, creatureModifier);
        return mods;
    }

    /**
     * The combat followers' attack roll (EN §33 / JP §32): light, their effects and the fight's, the Bowman's shot
     * or the light weapon, and the creature's modifier.
     *
     * @param party the party
     * @param type the followers' type
     * @param shot whether it is a Bowman's shot in round 0
     * @param fightEffects effects on the whole party for the fight
     * @param creatureModifier the target's modifier to attacks against it
     * @return the modifiers
     */
    public static List<Modifier> followerAttack(
            Party party, FollowerType type, boolean shot, Collection<Effect> fightEffects, int creatureModifier) {
        List<Modifier> mods = new ArrayList<>(Light.modifiers(party));
        effects(mods, party.followers().effects().values(), CheckKind.ATTACK);
        effects(mods, fightEffects, CheckKind.ATTACK);
        int mod = shot ? FollowerType.BOWMAN_SHOT_MODIFIER : type.meleeModifier();
        if (mod != 0) {
            mods.add(new Modifier(shot ? "bow" : "light weapon", mod, EQUIPMENT));
        }
        creature(mods, creatureModifier);
        return mods;
    }

    /**
     * The combat followers' defence roll (EN §33 / JP §32): light, their effects and the fight's, and the attacking
     * creature's modifier.
     *
     * @param party the party
     * @param fightEffects effects on the whole party for the fight
     * @param creatureModifier the attacker's modifier to defences against it
     * @return the modifiers
     */
    public static List<Modifier> followerDefence(Party party, Collection<Effect> fightEffects, int creatureModifier) {
        List<Modifier> mods = new ArrayList<>(Light.modifiers(party));
        effects(mods, party.followers().effects().values(), CheckKind.DEFENSE);
        effects(mods, fightEffects, CheckKind.DEFENSE);
        creature(mods, creatureModifier);
        return mods;
    }

    private static void effects(List<Modifier> mods, Collection<Effect> effects, CheckKind kind) {
        if (effects.isEmpty()) {
            return;
        }
        for (Effect e : effects) {
            e.modifier(kind).ifPresent(mods::add);
        }
    }

    private static void creature(List<Modifier> mods, int creatureModifier) {
        if (creatureModifier != 0) {
            mods.add(new Modifier("creature's own rule", creatureModifier, "scenario"));
        }
    }
}

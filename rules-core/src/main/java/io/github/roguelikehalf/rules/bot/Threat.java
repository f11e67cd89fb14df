package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.List;
import java.util.Optional;

/**
 * How {@link BaselinePolicy} reads a fight (EN §36 / JP §35, §7-§8): the chance of each attack to hit as a {@link
 * Check} against the creature's level, what a hit is worth, the party's expected hits in a round, and the damage the
 * enemies can be expected to deal a hero in the next round.
 */
final class Threat {

    /** {@link #hitChance} of an action that is not an attack at an active group. */
    static final double NO_CHANCE = -1;

    private Threat() {}

    /** The active enemy groups of a fight, an approach or a bribe; none elsewhere. */
    static List<EnemyGroup> enemies(GameState s) {
        Phase p = s.phase();
        if (p instanceof Phase.Fighting f) {
            return f.combat().encounter().active();
        }
        if (p instanceof Phase.Approaching a) {
            return a.encounter().active();
        }
        if (p instanceof Phase.Bribing b) {
            return b.encounter().active();
        }
        return List.of();
    }

    /** The active enemy group with an id, or null (the policy asks for every legal action: no wrapper made). */
    static EnemyGroup groupOrNull(GameState s, String id) {
        List<EnemyGroup> enemies = enemies(s);
        for (int i = 0; i < enemies.size(); i++) {
            EnemyGroup g = enemies.get(i);
            if (g.id().equals(id)) {
                return g;
            }
        }
        return null;
    }

    /** The chance that 1d6 + bonus reaches the level, with 6 always and 1 never succeeding (§7-§8). */
    static double chance(int bonus, int level) {
        return Check.successFaces(bonus, level, 1) / 6.0;
    }

    /**
     * The chance that an attack or shot of a hero or of followers hits its target (EN §36 / JP §35): the basis
     * (Technique, or the sub-attribute for a power attack or shot), the weapon's modifier and the creature's rules
     * against its level for that attacker. {@link #NO_CHANCE} for an action that is not an attack, or at no active
     * group.
     */
    static double hitChance(Engine engine, GameState s, Action a) {
        String target;
        String attacker;
        int bonus;
        if (a instanceof Action.Attack x) {
            Hero h = s.party().hero(x.hero());
            bonus = (x.power() ? h.subAttributeValue() : h.technique()) + meleeModifier(h);
            target = x.target();
            attacker = h.id();
        } else if (a instanceof Action.Shoot x) {
            Hero h = s.party().hero(x.hero());
            bonus = (x.power() ? h.subAttributeValue() : h.technique())
                    + h.equipment()
                            .heldRangedWeapon()
                            .map(w -> w.attackModifier())
                            .orElse(0);
            target = x.target();
            attacker = h.id();
        } else if (a instanceof Action.FollowersAttack || a instanceof Action.FollowersShoot) {
            // the creature's rules are asked for the follower group with the best attack (a follower key)
            FollowerGroup best = bestFollowers(s.party());
            if (best == null) {
                return NO_CHANCE;
            }
            target = a instanceof Action.FollowersAttack x ? x.target() : ((Action.FollowersShoot) a).target();
            attacker = best.key();
            bonus = best.type().technique() + best.type().meleeModifier();
        } else {
            return NO_CHANCE;
        }
        EnemyGroup g = groupOrNull(s, target);
        if (g == null) {
            return NO_CHANCE;
        }
        Creature c = engine.creature(g);
        int level = engine.would(s, g, new Would.Level(attacker, c.level())).level();
        int mod = engine.would(s, g, new Would.AttackRoll(attacker, 0)).modifier();
        // the creature's modifier adds to the bonus: the same chance, without a check built for it
        return chance(bonus + mod, level);
    }

    /**
     * What a hit on a group is worth, in enemy attacks a round taken away (EN §36-§38 / JP §35-§37): a Weak creature
     * falls and its attack with it; a Strong Creature's attacks are shared over its Life, and the last Life takes the
     * rest.
     */
    static double hitValue(Engine engine, GameState s, EnemyGroup g) {
        Creature c = engine.creature(g);
        if (!c.strong()) {
            return 1.0;
        }
        int attacks = attacks(engine, s, c, g);
        // finishing a Strong Creature ends all its attacks: weigh the last blows most
        return attacks / (double) Math.max(1, g.current()) + (g.current() == 1 ? 1.0 : 0.0);
    }

    /** A hero's melee attack modifier: his weapon's, or unarmed (EN §29 / JP §28). */
    static int meleeModifier(Hero h) {
        Optional<Weapon> w = h.equipment().heldWeapon();
        return w.isPresent() ? w.get().weaponClass().attackModifier() : Weapon.UNARMED_ATTACK_MODIFIER;
    }

    /** The combat followers with the best attack, or null when there are none. */
    private static FollowerGroup bestFollowers(Party p) {
        FollowerGroup best = null;
        for (FollowerGroup g : p.followers().groups()) {
            if (g.type().combat()
                    && (best == null
                            || g.type().technique() + g.type().meleeModifier()
                                    > best.type().technique() + best.type().meleeModifier())) {
                best = g;
            }
        }
        return best;
    }

    /**
     * Whether the party's expected hits in a round are at least half the enemies' remaining count or Life: the
     * chance of each attacker to reach the level on 1d6 (a 6 always hits, a 1 always misses).
     */
    static boolean favourable(Engine engine, GameState s) {
        List<EnemyGroup> groups = enemies(s);
        if (groups.isEmpty()) {
            return true;
        }
        int toDefeat = 0;
        for (int i = 0; i < groups.size(); i++) {
            EnemyGroup g = groups.get(i);
            toDefeat += g.current();
        }
        return expectedHits(engine, s) * 2 >= toDefeat;
    }

    /** The party's expected hits in a round against the highest level in the fight. */
    static double expectedHits(Engine engine, GameState s) {
        int level = 0;
        List<EnemyGroup> enemies = enemies(s);
        for (int i = 0; i < enemies.size(); i++) {
            EnemyGroup g = enemies.get(i);
            level = Math.max(level, engine.creature(g).level());
        }
        Party p = s.party();
        double hits = 0;
        for (Hero h : p.heroes()) {
            if (h.alive()) {
                hits += chance(h.technique() + meleeModifier(h), level);
            }
        }
        List<FollowerGroup> groups = p.followers().groups();
        for (int i = 0; i < groups.size(); i++) {
            FollowerGroup g = groups.get(i);
            if (g.type().combat()) {
                hits += g.count() * chance(g.type().technique() + g.type().meleeModifier(), level);
            }
        }
        if (p.followers().warDollFights()) {
            hits += WarDoll.ATTACKS * chance(WarDoll.TECHNIQUE, level);
        }
        return hits;
    }

    /**
     * The damage a hero can expect from the enemies' next round (EN §36 / JP §35): every enemy attack shared evenly
     * over the living heroes (followers may take spare attacks, which only lowers it), each a failed defence roll
     * (Technique and the hero's defence modifiers against the creature's level) times the creature's damage.
     */
    static double expectedDamage(Engine engine, GameState s, Hero h) {
        int living = 0;
        for (int i = 0; i < s.party().heroes().size(); i++) {
            living += s.party().heroes().get(i).alive() ? 1 : 0;
        }
        if (living == 0) {
            return 0;
        }
        int armour = 0;
        for (Modifier m : h.equipmentModifiers(CheckKind.DEFENSE)) {
            armour += m.value();
        }
        double total = 0;
        List<EnemyGroup> enemies = enemies(s);
        for (int i = 0; i < enemies.size(); i++) {
            EnemyGroup g = enemies.get(i);
            Creature c = engine.creature(g);
            int attacks = attacks(engine, s, c, g);
            int level = engine.would(s, g, new Would.Level(h.id(), c.level())).level();
            int mod = engine.would(s, g, new Would.DefenceRoll(h.id(), 0)).modifier();
            double fail = 1 - Check.successFaces(h.technique() + armour + mod, level, 1) / 6.0;
            total += attacks
                    * fail
                    * engine.would(s, g, new Would.Damage(h.id(), 1)).amount();
        }
        return total / living;
    }

    /** A group's attacks in a melee round, as its rules answer (EN §37 / JP §35). */
    private static int attacks(Engine engine, GameState s, Creature c, EnemyGroup g) {
        return engine.would(s, g, new Would.Attacks(c.strong() ? c.attacks() : g.current()))
                .count();
    }
}

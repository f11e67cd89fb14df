package io.github.roguelikehalf.rules.bot;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.magic.SpellMath;
import java.util.List;
import java.util.Optional;

/**
 * How {@link BaselinePolicy} weighs spells and miracles (EN §19, §21-§22 / JP §19, §21-§22): the expected enemies
 * taken out by a cast, from {@link SpellMath} over the six faces of the caster's roll, against what an attack would
 * do; Deflect and Protect whenever offered, Friendship on a gold bribe, Blitz when the fight looks good.
 */
final class Casting {

    private Casting() {}

    /**
     * The cast at enemies with the best expected effect, if it beats a threshold.
     *
     * @param threshold the expected creatures or Life a cast must take out at least
     */
    static Optional<Action> spell(Engine engine, GameState s, java.util.List<Action> legal, double threshold) {
        Action best = null;
        double bestValue = Math.max(1.0, threshold);
        for (int i = 0; i < legal.size(); i++) { // by index: asked at every hero's turn, no iterator
            if (!(legal.get(i) instanceof Action.Cast c) || c.target().isEmpty()) {
                continue;
            }
            Optional<EnemyGroup> g = group(s, c.target().get());
            if (g.isEmpty() || !g.get().active()) {
                continue;
            }
            double v = expected(engine, s, c, g.get());
            if (v >= bestValue) {
                bestValue = v;
                best = c;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The Flute of Peace played at the group it would put the most to sleep, if that beats a threshold (EN §40 / JP
     * §39): Knockout's expectation with the player's current Sorcery, or Technique at 0 or less.
     *
     * @param threshold the expected creatures it must put to sleep at least
     */
    static Optional<Action> flute(Engine engine, GameState s, java.util.List<Action> legal, double threshold) {
        Action best = null;
        double bestValue = Math.max(1.0, threshold);
        for (int i = 0; i < legal.size(); i++) { // by index: asked at every hero's turn, no iterator
            if (!(legal.get(i) instanceof Action.Use u)
                    || !u.item().startsWith(MagicTreasure.FLUTE_OF_PEACE.key())
                    || u.target().isEmpty()) {
                continue;
            }
            Optional<EnemyGroup> g = group(s, u.target().get());
            if (g.isEmpty() || !g.get().active()) {
                continue;
            }
            Hero h = s.party().hero(u.hero());
            int value = h.subAttributeValue() > 0 ? h.subAttributeValue() : h.technique();
            double v = expected(engine, new Action.Cast(u.hero(), "knockout", u.target()), value, g.get());
            if (v >= bestValue) {
                bestValue = v;
                best = u;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The Staff of Wall raised where a Fireball will follow (EN §40 / JP §39, EN §19 / JP §19): another living hero
     * knows Fireball and has the Sorcery to cast it, the scenario does not already make the place narrow, and a Weak
     * group of three or more is in the fight, where a narrow place hits more.
     */
    static Optional<Action> staff(Engine engine, GameState s, java.util.List<Action> legal) {
        // a loop, not a stream: the policy asks at every hero's turn, and there is rarely a staff
        Action.Use use = null;
        for (int i = 0; i < legal.size() && use == null; i++) {
            if (legal.get(i) instanceof Action.Use u && u.item().startsWith(MagicTreasure.STAFF_OF_WALL.key())) {
                use = u;
            }
        }
        if (use == null || !(s.phase() instanceof Phase.Fighting f)) {
            return Optional.empty();
        }
        String user = use.hero();
        boolean caster = s.party().heroes().stream()
                .anyMatch(h -> h.alive()
                        && !h.id().equals(user)
                        && h.spells().contains(Spell.FIREBALL)
                        && h.subAttributeValue() >= 2);
        boolean crowd = f.combat().encounter().active().stream()
                .anyMatch(g -> !engine.creature(g).strong() && g.current() >= 3);
        boolean narrow = engine.scenario().space(s).orElse(Space.WIDE) == Space.NARROW;
        return caster && crowd && !narrow ? Optional.of(use) : Optional.empty();
    }

    /** The expected creatures (Weak) or Life (Strong) a cast takes out, faces 2-6 counted, a 1 a fumble. */
    private static double expected(Engine engine, GameState s, Action.Cast c, EnemyGroup g) {
        int value =
                c.caster().equals("followers") ? 1 : s.party().hero(c.caster()).subAttributeValue();
        return expected(engine, c, value, g);
    }

    private static double expected(Engine engine, Action.Cast c, int value, EnemyGroup g) {
        Creature cr = engine.creature(g);
        int level = cr.level();
        double sum = 0;
        for (int face = 2; face <= 6; face++) {
            int power = face + value;
            boolean success = face == 6 || power >= level;
            sum += switch (c.magic()) {
                case "knockout" -> SpellMath.knockoutSlept(power, level, g.current(), face == 6);
                case "fireball" ->
                    (SpellMath.fireballHits(power, level, Space.NARROW, cr.strong() ? 1 : g.current())
                                    + SpellMath.fireballHits(power, level, Space.WIDE, cr.strong() ? 1 : g.current()))
                            / 2.0;
                case "ice-lance" -> SpellMath.iceLanceDamage(success, cr.strong());
                case "invoke" -> success ? SpellMath.INVOKE_ARROWS : 0;
                default -> 0;
            };
        }
        return sum / 6.0;
    }

    /** The chance of a hero's melee attack against the strongest enemy in the fight. */
    static double attackChance(Hero h, GameState s, Engine engine) {
        int level = 1;
        if (s.phase() instanceof Phase.Fighting f) {
            List<EnemyGroup> active = f.combat().encounter().active();
            for (int i = 0; i < active.size(); i++) {
                EnemyGroup g = active.get(i);
                level = Math.max(level, engine.creature(g).level());
            }
        }
        return Threat.chance(h.technique() + Threat.meleeModifier(h), level);
    }

    /** In a window: Deflect and Protect when offered, Friendship on a bribe, Blitz when the fight looks good. */
    static Optional<Action> inWindow(java.util.List<Action> legal, boolean favourable) {
        for (Action a : legal) {
            if (a instanceof Action.Cast c
                    && (c.magic().equals("deflect")
                            || (c.magic().equals("friendship") && c.target().equals(Optional.of("bribe")))
                            || (c.magic().equals("blitz") && favourable))) {
                return Optional.of(a);
            }
            if (a instanceof Action.Protect p && !p.power()) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    private static Optional<EnemyGroup> group(GameState s, String id) {
        if (s.phase() instanceof Phase.Fighting f) {
            for (EnemyGroup g : f.combat().encounter().enemies()) {
                if (g.id().equals(id)) {
                    return Optional.of(g);
                }
            }
        }
        return Optional.empty();
    }
}

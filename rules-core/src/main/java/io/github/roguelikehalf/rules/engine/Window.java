package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.creature.Reaction;
import java.util.Collections;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A moment where the text lets a player act before the rules go on (docs/architecture.md): after a reaction
 * roll and before it takes effect, before the defence rolls against missiles, after a failed defence and before the
 * damage, after a fight and before its treasure. The engine opens a window only when someone can act in it; each
 * option is used at most once per window, and {@code pass} closes it.
 *
 * @param kind which moment
 * @param reaction the reaction about to take effect ({@link Kind#AFTER_REACTION}), which an option may change
 * @param defender the hero id or follower key who failed ({@link Kind#AFTER_FAILED_DEFENCE})
 * @param attacker the attacking enemy group's id ({@link Kind#AFTER_FAILED_DEFENCE})
 * @param damage the Life about to be lost ({@link Kind#AFTER_FAILED_DEFENCE}), which an option may change
 * @param ranged whether the attack was a ranged one
 * @param used the options already used in this window, as {@code ACTOR OPTION}
 */
public record Window(
        Kind kind,
        Optional<Reaction> reaction,
        Optional<String> defender,
        Optional<String> attacker,
        int damage,
        boolean ranged,
        SortedSet<String> used) {

    /** The moments. */
    public enum Kind {
        /** After the reaction roll, before it takes effect (EN §35 / JP §34). */
        AFTER_REACTION,
        /** Before the defence rolls against the enemies' missiles in round 0 (EN §36 / JP §35). */
        AGAINST_MISSILES,
        /** After a failed defence roll, before the damage (EN §36 / JP §35). */
        AFTER_FAILED_DEFENCE,
        /** After a fight is won, before its treasure (EN §39 / JP §38). */
        AFTER_FIGHT
    }

    /** Validates and copies. */
    public Window {
        if (damage < 0) {
            throw new IllegalArgumentException("damage cannot be negative");
        }
        used = used.isEmpty() ? Collections.emptySortedSet() : Collections.unmodifiableSortedSet(new TreeSet<>(used));
    }

    // a window with nothing pending, one per kind: windows open at every fight's end and every failed defence
    private static final java.util.Map<Kind, Window> PLAIN = plain();

    private static java.util.Map<Kind, Window> plain() {
        java.util.Map<Kind, Window> m = new java.util.EnumMap<>(Kind.class);
        for (Kind k : Kind.values()) {
            m.put(k, new Window(k, Optional.empty(), Optional.empty(), Optional.empty(), 0, false, new TreeSet<>()));
        }
        return m;
    }

    /**
     * A window with nothing pending.
     *
     * @param kind the moment
     * @return the window
     */
    public static Window of(Kind kind) {
        return PLAIN.get(java.util.Objects.requireNonNull(kind, "kind"));
    }

    /**
     * The window after a reaction roll.
     *
     * @param reaction the reaction rolled
     * @return the window
     */
    public static Window afterReaction(Reaction reaction) {
        return new Window(
                Kind.AFTER_REACTION,
                Optional.of(reaction),
                Optional.empty(),
                Optional.empty(),
                0,
                false,
                Collections.emptySortedSet());
    }

    /**
     * The window after a failed defence.
     *
     * @param defender who failed
     * @param attacker the attacking group
     * @param damage the damage about to be taken
     * @param ranged whether the attack was ranged
     * @return the window
     */
    public static Window afterFailedDefence(String defender, String attacker, int damage, boolean ranged) {
        return new Window(
                Kind.AFTER_FAILED_DEFENCE,
                Optional.empty(),
                Optional.of(defender),
                Optional.of(attacker),
                damage,
                ranged,
                Collections.emptySortedSet());
    }

    /**
     * This window with another reaction about to take effect.
     *
     * @param next the reaction
     * @return the new window
     */
    public Window withReaction(Reaction next) {
        return new Window(kind, Optional.of(next), defender, attacker, damage, ranged, used);
    }

    /**
     * This window with other damage about to be taken.
     *
     * @param next the damage, at least 0
     * @return the new window
     */
    public Window withDamage(int next) {
        return new Window(kind, reaction, defender, attacker, next, ranged, used);
    }

    /**
     * This window with an option used.
     *
     * @param option the option, as {@code ACTOR OPTION}
     * @return the new window
     */
    public Window withUsed(String option) {
        TreeSet<String> u = new TreeSet<>(used);
        u.add(option);
        return new Window(kind, reaction, defender, attacker, damage, ranged, u);
    }
}

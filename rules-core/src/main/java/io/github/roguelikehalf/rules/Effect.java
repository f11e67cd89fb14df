package io.github.roguelikehalf.rules;

import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.Modifier;
import java.util.Collections;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A lasting effect on a hero, on the followers, or on the whole party for a fight, as plain data (docs/architecture.md,
 * "Effects"): a key, the rule section that created it, how long it lasts, how many uses are left, and the
 * modifiers it gives per kind of check. Conditions such as Cursed are effects that last until cured (EN §21, §28 /
 * JP §21, §27 name Curse, Petrify and Paralyze, which Bless and the church's service remove). The engine removes an
 * effect when its scope ends, and one use each time one of its modifiers applies to a check.
 *
 * @param key what it is, e.g. {@code condition:cursed} or {@code blessed}; one effect per key on a target
 * @param rule the rule section that created it
 * @param scope how long it lasts
 * @param usesLeft checks it still modifies, or empty when unlimited
 * @param modifiers the modifier to each kind of check, in {@link CheckKind} order; kinds at 0 are not stored
 */
public record Effect(
        String key, String rule, Scope scope, OptionalInt usesLeft, SortedMap<CheckKind, Integer> modifiers) {

    private static final Pattern KEY_FORM = Pattern.compile("[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)?");

    /** The prefix of the keys of conditions, which Bless or the church's service cure (EN §21, §28 / JP §21, §27). */
    public static final String CONDITION = "condition:";

    /** The key of the Cursed condition. */
    public static final String CURSED = CONDITION + "cursed";

    /** The key of the Petrified condition: the character takes no action until cured (EN §21 / JP §21). */
    public static final String PETRIFIED = CONDITION + "petrified";

    /** The key of the Paralyzed condition: the character takes no action until cured (EN §21 / JP §21). */
    public static final String PARALYZED = CONDITION + "paralyzed";

    /** The key of the oil-soaked condition: combat rolls fumble on 1 and 2, until the adventure ends or washed. */
    public static final String OIL_SOAKED = CONDITION + "oil-soaked";

    /**
     * The prefix of the marks of items that last only until the end of the adventure ({@link #expiring(String,
     * String)}).
     */
    public static final String EXPIRES = "expires:";

    /** How long an effect lasts. */
    public enum Scope {
        /** Until the end of the current round of a fight. */
        ROUND,
        /** Until the end of the current fight. */
        FIGHT,
        /** Until the end of the adventure. */
        ADVENTURE,
        /** Until cured (Bless, the church's service), across adventures. */
        UNTIL_CURED
    }

    /** Validates and copies into canonical order. */
    public Effect {
        if (!KEY_FORM.matcher(key).matches()) {
            throw new IllegalArgumentException(
                    "an effect key is lower-case letters, digits and '-', with at most one 'prefix:' (e.g."
                            + " condition:cursed), was '" + key + "'");
        }
        if (rule.isBlank()) {
            throw new IllegalArgumentException("an effect names the rule section that created it: " + key);
        }
        if (usesLeft.isPresent() && usesLeft.getAsInt() < 1) {
            throw new IllegalArgumentException(key + ": uses left must be at least 1, was " + usesLeft.getAsInt());
        }
        TreeMap<CheckKind, Integer> m = new TreeMap<>();
        for (Map.Entry<CheckKind, Integer> e : modifiers.entrySet()) {
            if (e.getValue() != 0) {
                m.put(e.getKey(), e.getValue());
            }
        }
        modifiers = Collections.unmodifiableSortedMap(m);
    }

    /**
     * An effect without modifiers or uses, e.g. a marker a scenario reads.
     *
     * @param key the key
     * @param rule the section that created it
     * @param scope how long it lasts
     * @return the effect
     */
    public static Effect of(String key, String rule, Scope scope) {
        return new Effect(key, rule, scope, OptionalInt.empty(), new TreeMap<>());
    }

    /**
     * Cursed, with the modifiers a scenario gives it, until cured.
     *
     * @param rule the section that cursed the character
     * @param attackModifier to attack rolls
     * @param defenseModifier to defense rolls
     * @return the effect
     */
    public static Effect cursed(String rule, int attackModifier, int defenseModifier) {
        return of(CURSED, rule, Scope.UNTIL_CURED)
                .withModifier(CheckKind.ATTACK, attackModifier)
                .withModifier(CheckKind.DEFENSE, defenseModifier);
    }

    /**
     * Petrified or Paralyzed (EN §21 / JP §21): the character takes no action until cured.
     *
     * @param key {@link #PETRIFIED} or {@link #PARALYZED}
     * @param rule the section that caused it
     * @return the effect, lasting until cured
     * @throws IllegalArgumentException for another key
     */
    public static Effect incapacitated(String key, String rule) {
        if (!key.equals(PETRIFIED) && !key.equals(PARALYZED)) {
            throw new IllegalArgumentException(
                    "a character is incapacitated by " + PETRIFIED + " or " + PARALYZED + ", not " + key);
        }
        return of(key, rule, Scope.UNTIL_CURED);
    }

    /**
     * Oil-soaked: the character's attack and defense rolls fumble on 1 and 2 until the adventure ends (or a scenario
     * washes it off by removing the effect).
     *
     * @param rule the section that caused it
     * @return the effect, lasting the adventure
     */
    public static Effect oilSoaked(String rule) {
        return of(OIL_SOAKED, rule, Scope.ADVENTURE);
    }

    /**
     * The mark of an item a hero received that lasts only until the end of the adventure (e.g. a good sold with that
     * limit): when the adventure ends, one such item the hero still owns vanishes. A flask of holy water thrown takes
     * its mark with it (the expiring flask is the first thrown).
     *
     * @param rule the section that limits the item
     * @param itemKey the item's key, e.g. {@code holy-water} ({@code /} is written {@code --} in the mark)
     * @return the mark, lasting the adventure, keyed {@code expires:KEY}
     */
    public static Effect expiring(String rule, String itemKey) {
        return of(EXPIRES + itemKey.replace("/", "--"), rule, Scope.ADVENTURE);
    }

    /**
     * Whether this effect is a condition ({@code condition:*}), which Bless or the church's service cure.
     *
     * @return true for a condition
     */
    public boolean condition() {
        return key.startsWith(CONDITION);
    }

    /**
     * This effect with a modifier to one kind of check.
     *
     * @param kind the kind of check
     * @param value the modifier; 0 removes it
     * @return the new effect
     */
    public Effect withModifier(CheckKind kind, int value) {
        TreeMap<CheckKind, Integer> m = new TreeMap<>(modifiers);
        m.put(kind, value);
        return new Effect(key, rule, scope, usesLeft, m);
    }

    /**
     * This effect with a number of uses.
     *
     * @param uses checks it modifies before it ends, at least 1
     * @return the new effect
     */
    public Effect withUses(int uses) {
        return new Effect(key, rule, scope, OptionalInt.of(uses), modifiers);
    }

    /**
     * The modifier it gives to a kind of check.
     *
     * @param kind the kind of check
     * @return the modifier, named after the effect, or empty when it gives none
     */
    public java.util.Optional<Modifier> modifier(CheckKind kind) {
        Integer v = modifiers.get(kind);
        return v == null ? java.util.Optional.empty() : java.util.Optional.of(new Modifier(key, v, rule));
    }

    /**
     * This effect after one use.
     *
     * @return the effect with one use fewer, or empty when that was its last
     */
    public java.util.Optional<Effect> used() {
        if (usesLeft.isEmpty()) {
            return java.util.Optional.of(this);
        }
        int left = usesLeft.getAsInt() - 1;
        return left == 0
                ? java.util.Optional.empty()
                : java.util.Optional.of(new Effect(key, rule, scope, OptionalInt.of(left), modifiers));
    }

    /**
     * Whether it ends when a scope ends: a round's end ends round effects; a fight's end ends round and fight
     * effects; an adventure's end ends all but those until cured; a cure ({@link Scope#UNTIL_CURED}) ends all.
     *
     * @param ending the scope that ends
     * @return true if this effect ends then
     */
    public boolean endsWith(Scope ending) {
        return switch (scope) {
            case ROUND -> true;
            case FIGHT -> ending != Scope.ROUND;
            case ADVENTURE -> ending == Scope.ADVENTURE || ending == Scope.UNTIL_CURED;
            case UNTIL_CURED -> ending == Scope.UNTIL_CURED;
        };
    }

    /**
     * Effects by key with one added, replacing the one with the same key.
     *
     * @param effects effects by key
     * @param added the effect to add
     * @return a new sorted map
     */
    public static SortedMap<String, Effect> adding(Map<String, Effect> effects, Effect added) {
        TreeMap<String, Effect> m = new TreeMap<>(effects);
        m.put(added.key(), added);
        return m;
    }

    /**
     * Effects by key without one.
     *
     * @param effects effects by key
     * @param key the key of the effect to remove
     * @return a new sorted map
     */
    public static SortedMap<String, Effect> removing(Map<String, Effect> effects, String key) {
        TreeMap<String, Effect> m = new TreeMap<>(effects);
        m.remove(key);
        return m;
    }
}

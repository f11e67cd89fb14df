package io.github.roguelikehalf.rules.check;

import io.github.roguelikehalf.rules.dice.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * A check to resolve: 1d6 + a basis value + modifiers against a target number (EN §7-§10, JP §7-§10).
 *
 * <p>{@link #resolve(Dice)} is the one function that resolves every check of the game. A check succeeds if the
 * die shows its top face (a critical, §8), or if the die is not a fumble and the total reaches the target. The
 * die's bottom face is a fumble and always fails (§8); {@code fumbleUpTo} widens that range, e.g. to 2 for an
 * oil-soaked character.
 *
 * @param kind the kind of check
 * @param subject who rolls, e.g. "hero-1", used to name the roll
 * @param basis what is added to the die
 * @param basisValue the value of the basis when the roll is made
 * @param modifiers named modifiers added to the total
 * @param target the target number; 4 when the text gives none (§7)
 * @param fumbleUpTo the highest face that is a fumble, 1 normally
 */
public record Check(
        CheckKind kind,
        String subject,
        Basis basis,
        int basisValue,
        List<Modifier> modifiers,
        int target,
        int fumbleUpTo) {

    /** The target number when none is given (§7). */
    public static final int DEFAULT_TARGET = 4;

    /** Validates the fields and copies the modifiers. */
    public Check {
        // kept as it is when the engine filled it for this check, else copied
        modifiers = io.github.roguelikehalf.rules.internal.steps.FixedList.kept(modifiers);
        if (fumbleUpTo < 1 || fumbleUpTo > 5) {
            throw new IllegalArgumentException("fumbleUpTo must be 1..5, was " + fumbleUpTo);
        }
    }

    /**
     * A check with no modifiers against the default target 4.
     *
     * @param kind the kind of check
     * @param subject who rolls
     * @param basis what is added to the die
     * @param basisValue the value of the basis
     * @return the check
     */
    public static Check of(CheckKind kind, String subject, Basis basis, int basisValue) {
        return new Check(kind, subject, basis, basisValue, List.of(), DEFAULT_TARGET, 1);
    }

    /**
     * This check with another target number.
     *
     * @param newTarget the target number
     * @return a new check
     */
    public Check withTarget(int newTarget) {
        return new Check(kind, subject, basis, basisValue, modifiers, newTarget, fumbleUpTo);
    }

    /**
     * This check with one more modifier.
     *
     * @param modifier the modifier to add
     * @return a new check
     */
    public Check plus(Modifier modifier) {
        List<Modifier> all = new ArrayList<>(modifiers);
        all.add(modifier);
        return new Check(kind, subject, basis, basisValue, all, target, fumbleUpTo);
    }

    /**
     * This check with more modifiers.
     *
     * @param more the modifiers to add
     * @return a new check
     */
    public Check plus(List<Modifier> more) {
        if (more.isEmpty()) {
            return this;
        }
        if (modifiers.isEmpty()) {
            // the constructor makes the one copy
            return new Check(kind, subject, basis, basisValue, more, target, fumbleUpTo);
        }
        List<Modifier> all = new ArrayList<>(modifiers);
        all.addAll(more);
        return new Check(kind, subject, basis, basisValue, all, target, fumbleUpTo);
    }

    /**
     * This check with a wider fumble range (e.g. 2 for an oil-soaked character).
     *
     * @param face the highest face that fumbles
     * @return a new check
     * @throws IllegalArgumentException if {@code face} is not 1..5
     */
    public Check withFumbleUpTo(int face) {
        return new Check(kind, subject, basis, basisValue, modifiers, target, face);
    }

    /**
     * The sum of the modifiers.
     *
     * @return the total modifier
     */
    public int modifierTotal() {
        int sum = 0;
        for (int i = 0; i < modifiers.size(); i++) {
            sum += modifiers.get(i).value();
        }
        return sum;
    }

    /**
     * How many of the die's six faces succeed (§7, §8): the top face always, a fumble never, any other when the total
     * reaches the target. The check's exact chance of success is this over 6.
     *
     * @return 1 to {@code 6 - fumbleUpTo} (a 6 always succeeds, a fumble never)
     */
    public int successFaces() {
        return successFaces(basisValue + modifierTotal(), target, fumbleUpTo);
    }

    /**
     * How many of the die's six faces succeed for a roll of 1d6 plus {@code bonus} against {@code target} (§7, §8),
     * as {@link #successFaces()} counts them, without making a check: for bots weighing many rolls.
     *
     * @param bonus the basis value and every modifier, added up
     * @param target the number to reach
     * @param fumbleUpTo the highest face that is a fumble, 1 normally
     * @return 1 to {@code 6 - fumbleUpTo} (a 6 always succeeds, a fumble never)
     * @throws IllegalArgumentException if {@code fumbleUpTo} is not 1..5
     */
    public static int successFaces(int bonus, int target, int fumbleUpTo) {
        if (fumbleUpTo < 1 || fumbleUpTo > 5) {
            throw new IllegalArgumentException("fumbleUpTo must be 1..5, was " + fumbleUpTo);
        }
        int n = 0;
        for (int face = 1; face <= 6; face++) {
            boolean critical = face == 6;
            boolean fumble = !critical && face <= fumbleUpTo;
            if (critical || (!fumble && face + bonus >= target)) {
                n++;
            }
        }
        return n;
    }

    /**
     * The exact chance that the check succeeds, critical and fumble included (§7, §8): {@link #successFaces()} / 6.
     * The chance of a critical is 1/6, of a fumble {@code fumbleUpTo}/6.
     *
     * @return 1/6 to 1
     */
    public double successChance() {
        return successFaces() / 6.0;
    }

    /**
     * What the roll is for, as named to the dice: e.g. "Dexterity roll of hero-1".
     *
     * @return the purpose
     */
    public String purpose() {
        return kind.label() + " of " + subject;
    }

    /**
     * Rolls 1d6 and resolves the check (§7, §8).
     *
     * @param dice where the face comes from
     * @return the result, which explains itself
     */
    public CheckResult resolve(Dice dice) {
        java.util.Objects.requireNonNull(dice, "dice");
        // the odds' enumeration plays one face per group of equal results; other dice draw as they always did
        if (dice instanceof io.github.roguelikehalf.rules.internal.CheckFaces f) {
            return resolveFace(f.face(this::resolveFace));
        }
        return resolveFace(dice.face(6, this::purpose));
    }

    /**
     * Resolves the check with a known face, e.g. one rolled at a table.
     *
     * @param face the face of the d6, 1..6
     * @return the result
     */
    public CheckResult resolveFace(int face) {
        if (face < 1 || face > 6) {
            throw new IllegalArgumentException("a d6 face is 1..6, was " + face);
        }
        int total = face + basisValue + modifierTotal();
        boolean critical = face == 6;
        boolean fumble = !critical && face <= fumbleUpTo;
        boolean success = critical || (!fumble && total >= target);
        return new CheckResult(this, face, total, success, critical, fumble);
    }
}

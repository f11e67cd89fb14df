package io.github.roguelikehalf.rules.internal;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Dice;
import java.util.function.IntFunction;

/**
 * Dice that are told which check a face is for, so they can play one face for each group of faces that give the same
 * result: {@code Check.resolve(Dice)} asks {@link #face(IntFunction)} instead of {@link Dice#face(int, String)} when its dice
 * are these. Only {@code Engine.chances} hands such dice to a check, and only for a roll whose caller reads nothing of
 * the result but whether it succeeded (and, for an attack, whether it was a critical); every other dice source, and
 * every other roll, draws its face as before.
 */
public interface CheckFaces extends Dice {

    /**
     * The face of a check's d6.
     *
     * @param resultOfFace the check's result for each face 1 to 6 (the check's {@code resolveFace})
     * @return a face from 1 to 6
     */
    int face(IntFunction<CheckResult> resultOfFace);
}

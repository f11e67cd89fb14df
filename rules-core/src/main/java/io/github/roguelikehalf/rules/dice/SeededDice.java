package io.github.roguelikehalf.rules.dice;

import io.github.roguelikehalf.rules.internal.DiceStream;

/**
 * A deterministic, counter-based generator (SplitMix64). The same {@link RngState} always gives the same faces.
 *
 * <p>Faces are unbiased: a 64-bit value is rejected and another drawn when it falls in the incomplete last block
 * for the number of faces. Obtain one with {@link Dice#seeded(long)} or {@link Dice#resume(RngState)}, read
 * {@link #state()} after use and store it.
 */
public final class SeededDice implements Dice {

    /** The generator, shared with the engine's turns (one home for it). */
    private final DiceStream stream;

    SeededDice(RngState state) {
        this.stream = new DiceStream(state);
    }

    /**
     * The current state: store it to resume later.
     *
     * @return the state after every draw so far
     */
    public RngState state() {
        return stream.state();
    }

    /** Seeded dice do not read the purpose, so its text is never built. */
    @Override
    public int face(int faces, java.util.function.Supplier<String> purpose) {
        return stream.face(faces, "");
    }

    @Override
    public int face(int faces, String purpose) {
        return stream.face(faces, purpose);
    }

    static long mix(long z) {
        return DiceStream.mix(z);
    }

    @Override
    public String toString() {
        return "SeededDice" + state();
    }
}

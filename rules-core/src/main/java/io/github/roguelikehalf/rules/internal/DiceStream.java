package io.github.roguelikehalf.rules.internal;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import java.util.function.Supplier;

/**
 * The game's own generator, a counter-based SplitMix64: the same {@link RngState} always gives the same faces. A
 * {@link io.github.roguelikehalf.rules.dice.SeededDice} rolls one; each thread's engine turn holds one that it
 * {@link #resume resumes} from the state at every apply, so an apply makes no dice of its own. Not API.
 *
 * <p>Faces are unbiased: a 64-bit value is rejected and another drawn when it falls in the incomplete last block for
 * the number of faces.
 */
public final class DiceStream implements Dice {

    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    private long seed;
    private long counter;
    /** The last state made or given, returned again while no die is rolled. */
    private RngState last;

    /**
     * A stream at a state.
     *
     * @param state the state to start from
     */
    public DiceStream(RngState state) {
        resume(state);
    }

    /**
     * Goes on from another state, as a new stream at it would.
     *
     * @param state the state to go on from
     * @return this stream
     */
    public DiceStream resume(RngState state) {
        this.seed = state.seed();
        this.counter = state.counter();
        this.last = state;
        return this;
    }

    /**
     * The state after every draw so far; the same object while no die is rolled.
     *
     * @return the state
     */
    public RngState state() {
        if (last.counter() != counter) {
            last = new RngState(seed, counter);
        }
        return last;
    }

    /** The purpose is not read, so its text is never built. */
    @Override
    public int face(int faces, Supplier<String> purpose) {
        return face(faces, "");
    }

    @Override
    public int face(int faces, String purpose) {
        if (faces < 2) {
            throw new IllegalArgumentException("a die has at least 2 faces, was " + faces);
        }
        long bound = faces;
        // Largest multiple of faces that fits in the unsigned 64-bit range, minus one.
        long limit = -1L - Long.remainderUnsigned(-1L, bound) - 1;
        while (true) {
            long value = next();
            if (Long.compareUnsigned(value, limit) <= 0) {
                return (int) Long.remainderUnsigned(value, bound) + 1;
            }
        }
    }

    private long next() {
        counter++;
        return mix(seed + counter * GAMMA);
    }

    /**
     * SplitMix64's finaliser.
     *
     * @param z the value to mix
     * @return the mixed value
     */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public String toString() {
        return "DiceStream" + state();
    }
}

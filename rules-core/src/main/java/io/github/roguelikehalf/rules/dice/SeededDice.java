package io.github.roguelikehalf.rules.dice;

/**
 * A deterministic, counter-based generator (SplitMix64). The same {@link RngState} always gives the same faces.
 *
 * <p>Faces are unbiased: a 64-bit value is rejected and another drawn when it falls in the incomplete last block
 * for the number of faces. Obtain one with {@link Dice#seeded(long)} or {@link Dice#resume(RngState)}, read
 * {@link #state()} after use and store it.
 */
public final class SeededDice implements Dice {

    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    private final long seed;
    private long counter;
    /** The last state made or given, returned again while no die is rolled. */
    private RngState last;

    SeededDice(RngState state) {
        this.seed = state.seed();
        this.counter = state.counter();
        this.last = state;
    }

    /**
     * The current state: store it to resume later.
     *
     * @return the state after every draw so far
     */
    public RngState state() {
        if (last.counter() != counter) {
            last = new RngState(seed, counter);
        }
        return last;
    }

    /** Seeded dice do not read the purpose, so its text is never built. */
    @Override
    public int face(int faces, java.util.function.Supplier<String> purpose) {
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

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public String toString() {
        return "SeededDice" + state();
    }
}

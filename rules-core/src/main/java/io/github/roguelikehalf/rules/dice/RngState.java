package io.github.roguelikehalf.rules.dice;

/**
 * The whole state of the seeded generator: a seed and how many 64-bit values have been drawn.
 *
 * <p>The generator is counter-based (SplitMix64 applied to {@code seed + counter * golden-gamma}), so this value
 * is enough to resume exactly where a game stopped. Game state stores it; nothing is ever seeded from the clock.
 *
 * @param seed the seed
 * @param counter how many values have been drawn, at least 0
 */
public record RngState(long seed, long counter) {

    /** Validates the counter. */
    public RngState {
        if (counter < 0) {
            throw new IllegalArgumentException("counter must not be negative, was " + counter);
        }
    }

    /**
     * A fresh state for a seed.
     *
     * @param seed the seed
     * @return the state at counter 0
     */
    public static RngState of(long seed) {
        return new RngState(seed, 0);
    }

    /**
     * Derives the seed of the {@code index}-th independent stream from this seed, e.g. one per simulated run, so
     * that results do not depend on how runs are spread over threads.
     *
     * @param index the stream index, at least 0
     * @return a fresh state for that stream
     */
    public RngState split(long index) {
        if (index < 0) {
            throw new IllegalArgumentException("index must not be negative, was " + index);
        }
        return RngState.of(SeededDice.mix(seed ^ SeededDice.mix(index + 0x632BE59BD9B4E019L)));
    }
}

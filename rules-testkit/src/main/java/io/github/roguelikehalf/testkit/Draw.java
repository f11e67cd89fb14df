package io.github.roguelikehalf.testkit;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The source of randomness every generator of this kit draws from: whole numbers in a closed range, where the lower
 * bound is the <em>simplest</em> value. That is the shrinking hint: a property-testing library that shrinks its
 * draws toward each range's lower bound (see {@code QuickTheoriesGens} of the module
 * rules-testkit-quicktheories)
 * shrinks a generated hero toward fewer purchases, less growth, fewer followers and the first enum constant, and
 * every shrunk value is still valid, since the generators only ever make valid values.
 *
 * <p>{@link #seeded(long)} gives a plain, framework-free source; wrapping this interface around another library's
 * random source is one method (see {@code docs/testing.md}).
 */
@FunctionalInterface
public interface Draw {

    /**
     * A whole number from {@code simplest} to {@code max}, both included.
     *
     * @param simplest the lower bound, and the value to shrink toward
     * @param max the upper bound, at least {@code simplest}
     * @return the number
     */
    long between(long simplest, long max);

    /**
     * A whole number from {@code simplest} to {@code max}, both included.
     *
     * @param simplest the lower bound, and the value to shrink toward
     * @param max the upper bound, at least {@code simplest}
     * @return the number
     */
    default int intBetween(int simplest, int max) {
        return Math.toIntExact(between(simplest, max));
    }

    /**
     * A coin flip; {@code false} is the simpler.
     *
     * @return the flip
     */
    default boolean flip() {
        return between(0, 1) == 1;
    }

    /**
     * One of the values; the first is the simplest.
     *
     * @param <T> the type of the values
     * @param values at least one value
     * @return one of them
     * @throws IllegalArgumentException if there is none
     */
    default <T> T pick(List<T> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("nothing to pick from");
        }
        return values.get(intBetween(0, values.size() - 1));
    }

    /**
     * One of an enum's constants; the first declared is the simplest.
     *
     * @param <E> the enum
     * @param type the enum's class
     * @return one of its constants
     */
    default <E extends Enum<E>> E pick(Class<E> type) {
        return pick(List.of(type.getEnumConstants()));
    }

    /**
     * Any long, for seeds.
     *
     * @return the long
     */
    default long anyLong() {
        return between(Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /**
     * A plain source from a seed, with no property-testing library: the same seed gives the same draws.
     *
     * @param seed the seed
     * @return the source
     */
    static Draw seeded(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return (simplest, max) -> {
            if (max < simplest) {
                throw new IllegalArgumentException("empty range " + simplest + ".." + max);
            }
            if (simplest == Long.MIN_VALUE && max == Long.MAX_VALUE) {
                return random.nextLong();
            }
            return max == Long.MAX_VALUE ? random.nextLong(simplest - 1, max) + 1 : random.nextLong(simplest, max + 1);
        };
    }
}

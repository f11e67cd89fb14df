package io.github.roguelikehalf.testkit;

import java.util.Objects;
import java.util.function.Function;

/**
 * A generator of values: a plain function of a {@link Draw}, with no property-testing library behind it. Every value a
 * generator of this kit makes is valid (the public API accepted it while it was made).
 *
 * @param <T> the type of the values
 */
@FunctionalInterface
public interface Generator<T> {

    /**
     * Makes one value.
     *
     * @param draw the source of randomness
     * @return the value
     */
    T next(Draw draw);

    /**
     * Makes one value from a seed, with {@link Draw#seeded(long)}.
     *
     * @param seed the seed
     * @return the value; the same seed gives an equal value
     */
    default T next(long seed) {
        return next(Draw.seeded(seed));
    }

    /**
     * This generator with each value changed by a function.
     *
     * @param <R> the type of the new values
     * @param f the function
     * @return the new generator
     */
    default <R> Generator<R> map(Function<? super T, ? extends R> f) {
        Objects.requireNonNull(f, "f");
        return draw -> f.apply(next(draw));
    }
}

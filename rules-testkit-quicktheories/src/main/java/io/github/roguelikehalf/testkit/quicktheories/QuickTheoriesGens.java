package io.github.roguelikehalf.testkit.quicktheories;

import io.github.roguelikehalf.testkit.Draw;
import io.github.roguelikehalf.testkit.Generator;
import java.util.Objects;
import java.util.function.Function;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * Adapters of this kit's {@link Generator}s to QuickTheories {@link Gen}s. QuickTheories is an optional dependency of
 * the testkit: add {@code org.quicktheories:quicktheories} to your own test dependencies to use this class.
 *
 * <p>Each draw becomes one QuickTheories draw with its shrink point at the range's simplest value, so QuickTheories
 * shrinks a failing hero, party or start toward plainer valid ones.
 */
public final class QuickTheoriesGens {

    private QuickTheoriesGens() {}

    /**
     * A QuickTheories generator from a generator of this kit; failures describe the value with its {@code toString}.
     *
     * @param <T> the type of the values
     * @param generator the generator
     * @return the QuickTheories generator
     */
    public static <T> Gen<T> of(Generator<T> generator) {
        return of(generator, String::valueOf);
    }

    /**
     * A QuickTheories generator from a generator of this kit, describing values as given.
     *
     * @param <T> the type of the values
     * @param generator the generator
     * @param describe how a failure shows a value
     * @return the QuickTheories generator
     */
    public static <T> Gen<T> of(Generator<T> generator, Function<? super T, String> describe) {
        Objects.requireNonNull(generator, "generator");
        Objects.requireNonNull(describe, "describe");
        Gen<T> gen = in -> generator.next(draw(in));
        return gen.describedAs(describe::apply);
    }

    /**
     * A QuickTheories randomness source seen as a {@link Draw}: each draw shrinks toward its range's simplest value.
     *
     * @param in the source
     * @return the draw
     */
    public static Draw draw(RandomnessSource in) {
        Objects.requireNonNull(in, "in");
        return (simplest, max) -> in.next(Constraint.between(simplest, max).withShrinkPoint(simplest));
    }
}

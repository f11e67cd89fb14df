package io.github.roguelikehalf.json;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.Version;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Optional;

/**
 * The Jackson versions this module runs on: 2.16.0 or later 2.x (jackson-core and jackson-databind). 2.16 brought the
 * document and name length limits and the pretty printer's spacing that snapshots use; the token limit
 * ({@link Snapshots#MAX_TOKEN_COUNT}) came with 2.18 and is applied where Jackson has it. {@code docs/snapshots.md},
 * "Jackson versions", says the same to users; the build runs the round trip on 2.16.0.
 */
final class JacksonSupport {

    /** The oldest supported Jackson 2. */
    static final String FLOOR = "2.16.0";

    private static final String PROBLEM = problem(
                    com.fasterxml.jackson.core.json.PackageVersion.VERSION,
                    com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION)
            .orElse(null);

    private JacksonSupport() {}

    /**
     * What is wrong with these versions of jackson-core and jackson-databind, if anything.
     *
     * @param core jackson-core's version
     * @param databind jackson-databind's version
     * @return a message naming both versions found and the floor, or empty if both are supported
     */
    static Optional<String> problem(Version core, Version databind) {
        if (supported(core) && supported(databind)) {
            return Optional.empty();
        }
        return Optional.of("rules-json needs Jackson " + FLOOR + " or a later 2.x (jackson-core and jackson-databind),"
                + " found jackson-core " + core + " and jackson-databind " + databind
                + ": align Jackson to " + FLOOR + " or later, e.g. by importing com.fasterxml.jackson:jackson-bom"
                + " (see docs/snapshots.md, \"Jackson versions\")");
    }

    private static boolean supported(Version v) {
        return v.getMajorVersion() == 2 && v.getMinorVersion() >= 16;
    }

    /**
     * Fails when the Jackson found at run time is older than {@link #FLOOR}.
     *
     * @throws IllegalStateException naming the versions found and the floor
     */
    static void require() {
        if (PROBLEM != null) {
            throw new IllegalStateException(PROBLEM);
        }
    }

    /**
     * Sets the token limit where Jackson has it (2.18 and later); 2.16 and 2.17 read without one, the document length
     * limit still bounding the input.
     *
     * @param limits the limits so far
     * @param max the most tokens
     * @return the same builder
     */
    static StreamReadConstraints.Builder withTokenLimit(StreamReadConstraints.Builder limits, long max) {
        Method maxTokenCount;
        try {
            maxTokenCount = StreamReadConstraints.Builder.class.getMethod("maxTokenCount", long.class);
        } catch (NoSuchMethodException olderThan218) {
            return limits;
        }
        try {
            return (StreamReadConstraints.Builder) maxTokenCount.invoke(limits, max);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("Jackson's token limit could not be set", e);
        }
    }

    /**
     * Whether Jackson applies {@link Snapshots#MAX_TOKEN_COUNT} (2.18 and later).
     *
     * @return true if the token limit is set
     */
    static boolean hasTokenLimit() {
        try {
            StreamReadConstraints.Builder.class.getMethod("maxTokenCount", long.class);
            return true;
        } catch (NoSuchMethodException olderThan218) {
            return false;
        }
    }
}

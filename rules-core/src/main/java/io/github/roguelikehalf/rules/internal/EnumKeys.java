package io.github.roguelikehalf.rules.internal;

import java.util.Locale;

/** Canonical keys of enum constants, computed once: {@code ICE_LANCE} becomes {@code ice-lance}. Not API. */
public final class EnumKeys {

    private EnumKeys() {}

    /**
     * The kebab-case keys of enum constants, indexed by ordinal.
     *
     * @param constants the enum's {@code values()}
     * @return the keys
     */
    public static String[] kebab(Enum<?>[] constants) {
        String[] keys = new String[constants.length];
        for (Enum<?> c : constants) {
            keys[c.ordinal()] = c.name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
        return keys;
    }
}

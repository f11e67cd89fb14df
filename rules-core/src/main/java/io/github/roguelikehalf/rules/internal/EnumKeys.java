package io.github.roguelikehalf.rules.internal;

import java.util.Locale;

/** Canonical keys of enum constants: {@code ICE_LANCE} becomes {@code ice-lance}. Not API. */
public final class EnumKeys {

    private EnumKeys() {}

    /**
     * The kebab-case key of an enum constant's name.
     *
     * @param name the constant's {@code name()}, e.g. {@code ICE_LANCE}
     * @return the key, e.g. {@code ice-lance}
     */
    public static String kebab(String name) {
        return name.toLowerCase(Locale.ROOT).replace('_', '-');
    }
}

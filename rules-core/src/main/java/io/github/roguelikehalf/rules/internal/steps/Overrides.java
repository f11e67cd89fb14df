package io.github.roguelikehalf.rules.internal.steps;

/**
 * Whether a class overrides a method of its base: the engine asks it once a class ({@link #of}), to skip the handlers
 * whose method is the base's, which does nothing.
 */
final class Overrides {

    private Overrides() {}

    /**
     * Whether a class, or a class between it and its base, declares a method of that name.
     *
     * @param type the class
     * @param base its base class
     * @param name the method's name
     * @return whether it is declared below the base
     */
    static boolean declares(Class<?> type, Class<?> base, String name) {
        for (Class<?> k = type; k != null && k != base; k = k.getSuperclass()) {
            for (java.lang.reflect.Method m : k.getDeclaredMethods()) {
                if (m.getName().equals(name)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * {@link #declares} for each class, computed once a class.
     *
     * @param base the base class
     * @param name the method's name
     * @return the answers by class
     */
    static ClassValue<Boolean> of(Class<?> base, String name) {
        return new ClassValue<>() {
            @Override
            protected Boolean computeValue(Class<?> type) {
                return declares(type, base, name);
            }
        };
    }
}

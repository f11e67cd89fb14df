package io.github.roguelikehalf.rules.internal.steps;

import io.github.roguelikehalf.rules.scenario.Scenario;

/**
 * Whether a class overrides a method of its base: the engine asks it once a class (a handler when it is made, a
 * scenario's class once), to skip the handlers and hooks whose method is the base's, which does nothing.
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
     * Whether a scenario's class has a hook of its own, where the interface's default does nothing: the answer by class,
     * computed once a class (an interface between them that gives the hook a default of its own counts).
     *
     * @param name the hook's name
     * @param params its parameter types
     * @return the answers by class
     */
    static ClassValue<Boolean> scenarioHook(String name, Class<?>... params) {
        return new ClassValue<>() {
            @Override
            protected Boolean computeValue(Class<?> type) {
                try {
                    return type.getMethod(name, params).getDeclaringClass() != Scenario.class;
                } catch (NoSuchMethodException e) {
                    throw new IllegalStateException("Scenario." + name + " is missing", e);
                }
            }
        };
    }
}

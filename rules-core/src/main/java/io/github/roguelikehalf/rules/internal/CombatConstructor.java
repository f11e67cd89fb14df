package io.github.roguelikehalf.rules.internal;

import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.Window;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * The generated {@link ImmutableCombat}'s private all-parts constructor and the fight's own check, reached through
 * method handles found once (the class is in this module), for {@link FightCopy}. Not API.
 */
final class CombatConstructor {

    static final MethodHandle PARTS;
    static final MethodHandle CHECK;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(ImmutableCombat.class, MethodHandles.lookup());
            PARTS = lookup.findConstructor(
                    ImmutableCombat.class,
                    MethodType.methodType(
                            void.class,
                            Encounter.class,
                            boolean.class,
                            int.class,
                            Combat.Stage.class,
                            SortedSet.class,
                            String.class,
                            SortedSet.class,
                            boolean.class,
                            boolean.class,
                            boolean.class,
                            List.class,
                            boolean.class,
                            Window.class,
                            Choice.class,
                            boolean.class,
                            SortedSet.class,
                            SortedMap.class,
                            SortedSet.class,
                            SortedSet.class));
            CHECK = lookup.findVirtual(Combat.class, "check", MethodType.methodType(void.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(new IllegalStateException(
                    "ImmutableCombat's all-parts constructor is not the one CombatConstructor lists: a part of Combat was added,"
                            + " removed or moved; list its parts here in the order Combat declares them",
                    e));
        }
    }

    private CombatConstructor() {}
}

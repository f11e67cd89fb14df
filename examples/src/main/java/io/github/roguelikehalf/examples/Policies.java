package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.bot.SearchPolicy;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;

/** The policies the commands know by name ({@code simulate --policy}, {@code simulate --compare}). */
final class Policies {

    private static final Map<String, Function<Engine, Policy<GameState, Action>>> BY_NAME = new TreeMap<>(
            Map.of("baseline", BaselinePolicy::of, "random", e -> Policy.random(), "search", SearchPolicy::of));

    private Policies() {}

    /** The names, sorted. */
    static String names() {
        return String.join(", ", BY_NAME.keySet());
    }

    /** The policy of that name for an engine's games, if the name is known (case ignored). */
    static Optional<Policy<GameState, Action>> of(String name, Engine engine) {
        return Optional.ofNullable(BY_NAME.get(name.toLowerCase(Locale.ROOT))).map(f -> f.apply(engine));
    }
}

package io.github.roguelikehalf.testkit.example;

import io.github.roguelikehalf.rules.engine.GameState;
import java.util.Optional;

/**
 * A deliberately broken scenario: it counts explorations in a field of its own instead of reading the state, so the
 * same action on the same state does not always give the same result. The contract suite catches it.
 */
public final class LeakyCellar extends Cellar {

    private int calls;

    @Override
    public Optional<String> fixedTile(GameState state) {
        // The bug: hidden mutable state. Every third exploration leads to the throne, whatever the state says.
        calls++;
        return calls % 3 == 0 ? Optional.of("throne") : super.fixedTile(state);
    }
}

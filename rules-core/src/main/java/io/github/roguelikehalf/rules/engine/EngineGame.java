package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.play.Game;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * An engine as a game-agnostic {@link Game} ({@link Engine#asGame()}): outcomes labelled by {@link Outcome#label()},
 * progress as tiles cleared, policies handed {@link Engine#observe the view with hidden dice}, and the events of each
 * action applied handed to a listener, if any.
 */
final class EngineGame implements Game<GameState, Action> {

    private final Engine engine;
    private final Consumer<Event> events;

    /** A game view of an engine; {@code events} may be null for no listener. */
    EngineGame(Engine engine, Consumer<Event> events) {
        this.engine = engine;
        this.events = events;
    }

    @Override
    public List<Action> legalActions(GameState state) {
        return engine.legalActions(state);
    }

    @Override
    public boolean isTerminal(GameState state) {
        return state.isTerminal();
    }

    @Override
    public GameState apply(GameState state, Action action) {
        Transition t = engine.apply(state, action);
        if (events != null) {
            t.events().forEach(events);
        }
        return t.state();
    }

    @Override
    public GameState observe(GameState state) {
        return engine.observe(state);
    }

    @Override
    public Optional<String> outcome(GameState state) {
        return state.outcome().map(Outcome::label);
    }

    @Override
    public boolean isWin(GameState state) {
        return state.outcome().map(Outcome::isVictory).orElse(false);
    }

    @Override
    public int progress(GameState state) {
        return state.progress().tilesCleared();
    }
}

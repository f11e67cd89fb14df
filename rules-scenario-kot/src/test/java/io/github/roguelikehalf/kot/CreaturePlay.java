package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.List;

/** A game of Knight of Twilight played through {@code Engine.apply} with scripted dice, for the creature rooms' tests. */
final class CreaturePlay {

    final Engine engine;
    GameState state;
    List<Event> events = List.of();

    CreaturePlay(Fixture f, GameState start) {
        this.engine = f.engine();
        this.state = start;
    }

    static CreaturePlay exploring(Fixture f) {
        return new CreaturePlay(f, f.exploring());
    }

    /** Applies an action with exactly these faces: every one must be used. */
    CreaturePlay act(String action, int... faces) {
        ScriptedDice dice = Dice.of(faces);
        Transition t = engine.apply(state, Action.parse(action), dice);
        assertThat(dice.remaining())
                .as("dice left unused after " + action + ": " + texts(t.events()))
                .isEmpty();
        state = t.state();
        events = t.events();
        return this;
    }

    List<String> texts() {
        return texts(events);
    }

    private static List<String> texts(List<Event> events) {
        return events.stream().map(Event::text).toList();
    }

    List<String> legal() {
        return engine.legalActions(state).stream().map(Action::toString).toList();
    }

    Encounter encounter() {
        return state.phase().met().orElseThrow(() -> new AssertionError("no encounter: " + state.phase()));
    }

    EnemyGroup enemy(String id) {
        Encounter e = encounter();
        return e.enemies().get(e.indexOf(id));
    }

    Combat combat() {
        return ((Phase.Fighting) state.phase()).combat();
    }

    Hero hero(String id) {
        return state.party().hero(id);
    }

    int counter(String key) {
        return state.scenarioState().counter(key);
    }

    /** The checks rolled by the last action, in order. */
    List<CheckResult> checks() {
        return events.stream()
                .filter(e -> e.check().isPresent())
                .map(e -> e.check().get())
                .toList();
    }
}

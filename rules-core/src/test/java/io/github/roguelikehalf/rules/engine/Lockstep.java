package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.hero.Party;
import java.util.function.Consumer;

/**
 * A game played by two engines side by side, each action the first legal one: the engine under test and a plain one,
 * whose transitions must be the same, event for event and state for state. The tests that check how the engine plays
 * (what it asks the scenario, what it lends) and that it plays the same share it.
 */
final class Lockstep {

    private Lockstep() {}

    /**
     * One action played by both engines.
     *
     * @param index its place in the game, from 0
     * @param before the state it was played in
     * @param action the action
     * @param transition the engine under test's transition (the plain one's is equal)
     */
    record Played(int index, GameState before, Action action, Transition transition) {}

    /**
     * Plays a game of each engine from the party and seed, in the English edition, until it ends or {@code actions}
     * actions are played, checking after each that both transitions are equal.
     *
     * @param engine the engine under test
     * @param plain the engine it must play as
     * @param party the party
     * @param seed the seed of both games
     * @param actions the most actions to play
     * @param before run before each action (e.g. to clear a scenario's counts)
     * @param after given each action played
     */
    static void play(
            Engine engine, Engine plain, Party party, long seed, int actions, Runnable before, Consumer<Played> after) {
        GameState s = engine.start(party, EN, seed);
        GameState p = plain.start(party, EN, seed);
        for (int i = 0; i < actions && !s.isTerminal(); i++) {
            Action a = engine.legalActions(s).get(0);
            before.run();
            Transition t = engine.apply(s, a);
            Transition u = plain.apply(p, a);
            assertThat(t.events()).as("action %s", i).isEqualTo(u.events());
            assertThat(t.state()).as("action %s", i).isEqualTo(u.state());
            after.accept(new Played(i, s, a, t));
            s = t.state();
            p = u.state();
        }
    }
}

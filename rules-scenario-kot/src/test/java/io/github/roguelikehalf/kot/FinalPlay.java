package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An adventure of {@link KnightOfTwilight} played through {@code Engine.apply} with scripted dice, for the tests of
 * the intermediate and final events and the campaign: every action with exactly the faces the rules roll.
 */
final class FinalPlay {

    static final RuleOptions EN = RuleOptions.englishEdition();

    final Engine engine = Engine.of(new KnightOfTwilight());
    GameState state;
    List<Event> events = List.of();

    FinalPlay(Party party, ScenarioState campaign) {
        state = engine.start(party, EN, 7L, campaign);
    }

    /** A hero of a sub-attribute with the kit's defaults and no growth (EN §12-§17): Technique 0. */
    static Hero hero(String id, SubAttribute sub) {
        return Hero.create(HeroSpec.builder().id(id).name(id).subAttribute(sub).build(), EN);
    }

    /** This adventure as if {@code cleared} tiles were behind the party (EN §58: the next tile is cleared + 1). */
    FinalPlay atTile(int next) {
        state = engine.validate(
                ImmutableGameState.copyOf(state).withProgress(new Progress(next - 1, next - 1, Set.of(), Map.of())));
        return this;
    }

    /** This adventure with its scenario state changed. */
    FinalPlay scenario(ScenarioState s) {
        state = engine.validate(ImmutableGameState.copyOf(state).withScenarioState(s));
        return this;
    }

    /** This adventure in round 0 of a fight on a tile (EN §36). */
    FinalPlay fight(String tile, List<EnemyGroup> groups, boolean heroesFirst) {
        state = engine.validate(ImmutableGameState.copyOf(state)
                .withPhase(new Phase.Fighting(Combat.atStart(new Encounter(tile, groups), heroesFirst))));
        return this;
    }

    /** The party with one hero changed (e.g. wounded). */
    FinalPlay with(Hero h) {
        state = engine.validate(
                ImmutableGameState.copyOf(state).withParty(state.party().with(h)));
        return this;
    }

    /** Applies an action, given as text, with exactly these faces. */
    FinalPlay act(String action, int... faces) {
        ScriptedDice dice = Dice.of(faces);
        Transition t = engine.apply(state, Action.parse(action), dice);
        List<Event> all = new ArrayList<>(t.events());
        // the party cannot escape these fights (EN §58), so an enemy-first round goes on with the same dice
        while (!dice.remaining().isEmpty()
                && !t.state().isTerminal()
                && engine.decision(t.state()).orElseThrow() instanceof Decision.Escape) {
            t = engine.apply(t.state(), new Action.Pass(), dice);
            all.addAll(t.events());
        }
        assertThat(dice.remaining()).as("dice left unused after " + action).isEmpty();
        state = t.state();
        events = all;
        return this;
    }

    Decision decision() {
        return engine.decision(state).orElseThrow();
    }

    List<String> legal() {
        return engine.legalActions(state).stream().map(Action::toString).toList();
    }

    Combat combat() {
        return ((Phase.Fighting) state.phase()).combat();
    }

    EnemyGroup enemy(String id) {
        var e = combat().encounter();
        return e.enemies().get(e.indexOf(id));
    }

    Hero hero(String id) {
        return state.party().hero(id);
    }

    ScenarioState scenario() {
        return state.scenarioState();
    }

    List<String> texts() {
        return events.stream().map(Event::text).toList();
    }

    List<CheckResult> checks() {
        return events.stream()
                .filter(e -> e.check().isPresent())
                .map(e -> e.check().get())
                .toList();
    }

    /** The checks of the last action as "subject kind: face vs target". */
    List<String> rolls() {
        return checks().stream()
                .map(c -> c.check().subject() + " " + c.check().kind().label() + ": " + c.face() + " vs "
                        + c.check().target())
                .toList();
    }
}

package io.github.roguelikehalf.rules.hookscenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One adventure of {@link HookScenario} played through the public API with scripted dice: every action is given as
 * its canonical text with exactly the faces the rules roll, and every face must be used.
 */
final class Play {

    static final RuleOptions EN = RuleOptions.englishEdition();

    final Engine engine = Engine.of(new HookScenario());
    GameState state;
    List<Event> events = List.of();

    Play(Party party) {
        this(party, ScenarioState.EMPTY);
    }

    Play(Party party, ScenarioState campaign) {
        state = engine.start(party, EN, 7L, campaign);
    }

    // ------------------------------------------------------------------ heroes

    /**
     * A Divinity hero with no growth (EN §15 / JP §15): Technique 0, Life 5, one-handed weapon and lantern in hand,
     * chain armour (+1 to defence rolls), wood shield carried (EN §26 / JP §25).
     */
    static Hero priest(String id) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.DIVINITY)
                        .build(),
                EN);
    }

    /** A Dexterity hero holding the bow (EN §26 / JP §25): Technique 0, Dexterity 2, leather armour, no lantern. */
    static Hero archer(String id) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.DEXTERITY)
                        .dexterityRangedWeapon(RangedWeapon.BOW)
                        .hands(List.<Item>of(RangedWeapon.BOW))
                        .build(),
                EN);
    }

    static Party solo(Hero h) {
        return Party.of(h);
    }

    static Party two(Hero a, Hero b) {
        return new Party(List.of(a, b), io.github.roguelikehalf.rules.follower.Followers.none());
    }

    // ------------------------------------------------------------------ playing

    /** Applies an action, given as text, with exactly these faces. */
    Play act(String action, int... faces) {
        ScriptedDice dice = Dice.of(faces);
        Transition t = engine.apply(state, Action.parse(action), dice);
        List<Event> all = new java.util.ArrayList<>(t.events());
        // faces left for the enemies' half: the party does not escape when asked at the start of an enemy-first
        // round (EN §42 / JP §42), so the round goes on with the same dice
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

    /** Enters the tile rolled when the party is asked whether to Search or eat first (EN §25, §31 / JP §24, §30). */
    Play enter() {
        return decision() instanceof Decision.Search ? act("enter") : this;
    }

    Decision decision() {
        return engine.decision(state).orElseThrow();
    }

    /** The legal actions as text. */
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

    /** The texts of the last action's events, in order. */
    List<String> texts() {
        return events.stream().map(Event::text).toList();
    }

    /** The rule sections of the last action's events, in order. */
    List<String> rules() {
        return events.stream().map(Event::rule).toList();
    }

    /** The event of the last action with this exact text. */
    Event event(String text) {
        return events.stream()
                .filter(e -> e.text().equals(text))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no event '" + text + "' in " + texts()));
    }

    /** The checks rolled by the last action, in order. */
    List<CheckResult> checks() {
        return events.stream()
                .filter(e -> e.check().isPresent())
                .map(e -> e.check().get())
                .toList();
    }

    /** The checks of the last action as "subject kind: face vs target", e.g. "hero-1 attack roll: 4 vs 5". */
    List<String> rolls() {
        return checks().stream()
                .map(c -> c.check().subject() + " " + c.check().kind().label() + ": " + c.face() + " vs "
                        + c.check().target())
                .toList();
    }

    /** The modifiers of a check, as "name value" strings. */
    static List<String> mods(CheckResult r) {
        return r.check().modifiers().stream().map(Modifier::toString).collect(Collectors.toList());
    }
}

package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Narration;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.play.Parties;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.Locale;

public class PlayAnAdventure {

    public static void main(String[] args) {
        RuleOptions rules = RuleOptions.englishEdition();
        // A Strength hero (+1 Technique, +4 Life, +2 Strength) with 3 Soldiers and a Lamplighter, free followers (the
        // examples' party). A lone level-10 hero rarely comes back.
        Party party = Parties.examples(rules); // hero-1, Rin

        Engine engine = Engine.forScenario("knight-of-twilight"); // rules-scenario-kot, found by ServiceLoader
        Policy<GameState, Action> policy = BaselinePolicy.of(engine); // or a person, or a bot protocol
        Dice policyDice = Dice.seeded(7); // the policy's own randomness, apart from the game's dice
        GameState state = engine.start(party, rules, 42L);
        Narration told = Narration.of(engine.scenario(), Locale.ENGLISH); // or Locale.JAPANESE
        while (!state.isTerminal()) {
            Decision decision = engine.decision(state).orElseThrow(); // who decides what (state + scenario)
            Action action = policy.choose(state, decision.legalActions(), policyDice);
            Transition t = engine.apply(state, action); // pure: draws from the state's own dice
            Narration n = told.with(state).with(t.state()); // names instead of ids: Rin, not hero-1
            t.events().forEach(e -> System.out.println(n.line(e))); // every roll, with its rule section
            state = t.state();
        }
        System.out.println(state.outcome().orElseThrow());
    }
}

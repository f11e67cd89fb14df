package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.play.PairedComparison;
import io.github.roguelikehalf.rules.play.Parties;
import io.github.roguelikehalf.rules.play.Policy;

public class CompareBots {

    public static void main(String[] args) {
        RuleOptions rules = RuleOptions.englishEdition();
        Engine engine = Engine.forScenario("knight-of-twilight");
        Policy<GameState, Action> mine = BaselinePolicy.of(engine); // your bot here
        Policy<GameState, Action> other = Policy.random();
        PairedComparison c = PairedComparison.of(
                engine.asGame(),
                seed -> engine.start(Parties.examples(rules), rules, seed),
                mine,
                other,
                42L, // the root seed: run i of both policies starts from the same state and dice
                300, // runs
                2, // threads
                100_000); // the most actions in one adventure
        System.out.println(c.describe());
    }
}

package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Game;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.rules.play.Simulation;
import io.github.roguelikehalf.rules.play.SimulationReport;
import java.util.function.LongFunction;

public class Shards {

    public static void main(String[] args) {
        RuleOptions rules = RuleOptions.englishEdition();
        Hero sei = Hero.create(
                HeroSpec.builder()
                        .name("Sei")
                        .subAttribute(SubAttribute.DIVINITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                rules);
        Engine engine = Engine.forScenario("knight-of-twilight");
        Game<GameState, Action> game = engine.asGame();
        LongFunction<GameState> start = seed -> engine.start(Party.of(sei), rules, seed);
        Policy<GameState, Action> policy = BaselinePolicy.of(engine);
        long seed = 42L;
        int threads = 2;
        int maxSteps = 10_000;

        // machine A
        SimulationReport a = Simulation.runRange(game, start, policy, seed, 0, 500, threads, maxSteps);
        // machine B
        SimulationReport b = Simulation.runRange(game, start, policy, seed, 500, 500, threads, maxSteps);
        // anywhere: the same report as Simulation.run(game, start, policy, seed, 1_000, threads, maxSteps)
        SimulationReport whole = a.merge(b);
        System.out.println(whole.describe());
    }
}

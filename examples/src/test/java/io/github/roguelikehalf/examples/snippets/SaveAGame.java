package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class SaveAGame {

    public static void main(String[] args) throws IOException {
        RuleOptions rules = RuleOptions.englishEdition();
        Hero aki = Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                rules);
        Engine engine = Engine.forScenario("knight-of-twilight");
        BaselinePolicy policy = BaselinePolicy.of(engine);
        Dice policyDice = Dice.seeded(7);
        GameState state = engine.start(Party.of(aki), rules, 42L);
        for (int i = 0; i < 10 && !state.isTerminal(); i++) {
            state = engine.apply(state, policy.choose(state, engine.legalActions(state), policyDice))
                    .state();
        }

        Path file = Files.createTempFile("save-", ".json");
        Snapshots.write(state, file); // one JSON document: party, phase, dice, scenario state
        GameState loaded = Snapshots.read(file); // finds the scenario by id; a bad file throws SnapshotException
        System.out.println("loaded after " + loaded.steps() + " actions, equal: " + loaded.equals(state));

        while (!loaded.isTerminal()) { // plays on exactly as the saved game would have
            loaded = engine.apply(loaded, policy.choose(loaded, engine.legalActions(loaded), policyDice))
                    .state();
        }
        System.out.println(loaded.outcome().orElseThrow());
        Files.delete(file);
    }
}

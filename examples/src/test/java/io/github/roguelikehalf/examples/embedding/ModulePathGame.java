package io.github.roguelikehalf.examples.embedding;

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

/**
 * Run by EmbeddingTest in a JVM of its own, with the library's jars on the module path: a Knight of Twilight game
 * played, saved midway, loaded and finished, printing what it found.
 */
public final class ModulePathGame {

    private ModulePathGame() {}

    /**
     * Plays the game.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        System.out.println("rules-core: " + Engine.class.getModule().getName());
        System.out.println("rules-json: " + Snapshots.class.getModule().getName());
        System.out.println("apiguardian resolved: "
                + ModuleLayer.boot().findModule("org.apiguardian.api").isPresent());
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
        GameState loaded = Snapshots.read(Snapshots.write(state));
        System.out.println("loaded equal: " + loaded.equals(state));
        while (!loaded.isTerminal()) {
            loaded = engine.apply(loaded, policy.choose(loaded, engine.legalActions(loaded), policyDice))
                    .state();
        }
        System.out.println("outcome: " + loaded.outcome().orElseThrow());
    }
}

package io.github.roguelikehalf.examples.snippets;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;

public class SaveInsideYourJson {

    // On the module path, Jackson needs its package opened: opens your.package to com.fasterxml.jackson.databind;
    public record Save(String player, GameState game) {}

    public static void main(String[] args) throws JsonProcessingException {
        RuleOptions rules = RuleOptions.englishEdition();
        Hero aki = Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                rules);
        Engine engine = Engine.forScenario("knight-of-twilight");
        GameState state =
                engine.apply(engine.start(Party.of(aki), rules, 42L), "explore").state();

        ObjectMapper mapper = new ObjectMapper().findAndRegisterModules(); // finds RulesJsonModule
        String json = mapper.writeValueAsString(new Save("Aki", state));
        Save save = mapper.readValue(json, Save.class);
        System.out.println(
                save.player() + "'s game read back equal: " + save.game().equals(state));
    }
}

package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.json.Snapshots;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Autoplay;

public class HeroAndCampaign {

    public static void main(String[] args) {
        RuleOptions rules = RuleOptions.englishEdition();
        Hero hero = Hero.create(
                HeroSpec.builder()
                        .name("Sei")
                        .subAttribute(SubAttribute.DIVINITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                rules);
        String heroJson = Snapshots.writeHero(hero);
        Hero again = Snapshots.readHero(heroJson); // equal to hero

        Engine engine = Engine.forScenario("knight-of-twilight");
        GameState start = engine.start(Party.of(again), rules, 1L);
        GameState finished = Autoplay.play(engine.asGame(), start, BaselinePolicy.of(engine), Dice.seeded(1), 1_000)
                .end();
        // The campaign value: what Knight of Twilight carries to the next adventure (clears, attempts).
        String campaignJson = Snapshots.writeScenarioState(finished.scenarioState());
        ScenarioState campaign = Snapshots.readScenarioState(campaignJson); // equal to finished.scenarioState()
        GameState next = engine.start(Party.of(again), rules, 2L, campaign);
        System.out.println("hero read back equal: " + again.equals(hero) + "; campaign read back equal: "
                + campaign.equals(finished.scenarioState()) + "; next adventure started: " + !next.isTerminal());
    }
}

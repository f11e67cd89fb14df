package io.github.roguelikehalf.examples.snippets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.testkit.Generators;
import io.github.roguelikehalf.testkit.quicktheories.QuickTheoriesGens;
import org.junit.jupiter.api.Test;

class HeroesPropertyTest {

    @Test // (EN §15 / JP §15) a hero starts at full Life
    void everyGeneratedHeroStartsAtFullLife() {
        qt().forAll(QuickTheoriesGens.of(Generators.heroes("hero-1", RuleOptions.japaneseVer46())))
                .checkAssert(hero -> assertThat(hero.life()).isEqualTo(hero.maxLife()));
    }
}

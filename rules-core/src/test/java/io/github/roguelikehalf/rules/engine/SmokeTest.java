package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.play.Autoplay;
import io.github.roguelikehalf.rules.play.Policy;
import org.junit.jupiter.api.Test;

class SmokeTest {

    @Test
    void randomWalks() {
        Engine engine = Engine.of(new TestCrypt());
        RuleOptions o = RuleOptions.englishEdition();
        for (SubAttribute sa : SubAttribute.values()) {
            Hero h = Hero.create(
                    HeroSpec.builder()
                            .name("T")
                            .subAttribute(sa)
                            .growth(new Growth(1, 4, 2, 0))
                            .build(),
                    o);
            Party p = Party.of(h)
                    .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT), 3, o)
                    .hire("hero-1", FollowerKind.of(FollowerType.LAMPLIGHTER), 1, o)
                    .hire("hero-1", FollowerKind.of(FollowerType.BOWMAN, DamageType.SLASHING), 1, o)
                    .hire("hero-1", FollowerKind.of(FollowerType.SQUIRE), 1, o);
            for (long seed = 0; seed < 200; seed++) {
                GameState start = engine.start(p, o, seed);
                var run = Autoplay.play(engine.asGame(), start, Policy.random(), Dice.seeded(seed + 1000), 10_000);
                assertThat(run.end().isTerminal()).isTrue();
            }
        }
    }
}

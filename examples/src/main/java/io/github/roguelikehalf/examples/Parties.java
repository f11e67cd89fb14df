package io.github.roguelikehalf.examples;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;

/** Ready-made parties for the examples. */
final class Parties {

    private Parties() {}

    /**
     * A Strength hero (Technique 1, Life 8 + plate 2, Strength 4) with three Soldiers and a Lamplighter, all free
     * followers (EN §28, §32 / JP §27, §31).
     */
    static Party warriorWithSoldiers(RuleOptions options) {
        Hero hero = Hero.create(
                HeroSpec.builder()
                        .name("Rin")
                        .subAttribute(SubAttribute.STRENGTH)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                options);
        return Party.of(hero)
                .hire(hero.id(), FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 3, options)
                .hire(hero.id(), FollowerKind.of(FollowerType.LAMPLIGHTER), 1, options);
    }
}

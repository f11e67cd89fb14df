package io.github.roguelikehalf.rules.play;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.Score;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;

/**
 * Ready-made parties, the same everywhere they are measured: the examples, the README's win-rate tables, the
 * benchmarks and the tests (EN §28, §32 / JP §27, §31; EN §15-§16 / JP §15-§16).
 */
public final class Parties {

    private Parties() {}

    /**
     * A Strength hero (Technique 1, Life 8 + plate 2, Strength 4) with three Soldiers and a Lamplighter, all free
     * followers (EN §28, §32 / JP §27, §31): the party of {@code autoplay}, {@code simulate} and the README's tables.
     *
     * @param options the rule options
     * @return the party, hero {@code hero-1} named Rin
     */
    public static Party examples(RuleOptions options) {
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

    /**
     * A lone hero of a starting level, the level's experience spent in turn on Life, Technique and the
     * sub-attribute while each is under its cap and affordable (EN §15-§16 / JP §15-§16). Above level 10 he is a retry
     * hero after the death of a hero of that level (EN §41 / JP §40: the level's experience and 50 gold more per
     * level), since only a retry makes a hero above level 10 (EN §16 / JP §16).
     *
     * @param subAttribute the sub-attribute
     * @param level the level, from 10 (the starting level) up
     * @param options the rule options
     * @return the party of that one hero
     */
    public static Party lone(SubAttribute subAttribute, int level, RuleOptions options) {
        Growth growth = Growth.NONE;
        int left = level;
        boolean bought = true;
        while (bought) {
            bought = false;
            for (Score s : new Score[] {Score.LIFE, Score.TECHNIQUE, Score.SUB_ATTRIBUTE}) {
                if (s.cost() <= left && growth.points(s) < s.cap(options)) {
                    growth = growth.plus(s, 1);
                    left -= s.cost();
                    bought = true;
                }
            }
        }
        HeroSpec spec = HeroSpec.builder()
                .name(subAttribute.job() + " " + level)
                .subAttribute(subAttribute)
                .level(level)
                .growth(growth)
                .build();
        if (level == Hero.STARTING_LEVEL) {
            return Party.of(Hero.create(spec, options));
        }
        // the dead hero's level: the same where the retry may equal it, one more where it must be lower
        int dead = level + (options.retryLevelMayEqualPrevious() ? 0 : 1);
        return Party.of(Hero.retry(spec, dead, options));
    }
}

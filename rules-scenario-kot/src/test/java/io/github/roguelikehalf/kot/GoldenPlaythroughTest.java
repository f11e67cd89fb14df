package io.github.roguelikehalf.kot;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.testkit.GoldenLog;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Golden playthroughs of Knight of Twilight: seeded adventures played by the baseline policy, as readable text logs
 * under {@code src/test/resources/golden}; any change of behaviour shows as a diff. After a deliberate change,
 * regenerate them with {@code ./mvnw -pl rules-scenario-kot -am test -Dtest=GoldenPlaythroughTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.update=true} and review the diff. A missing file fails the test.
 */
class GoldenPlaythroughTest {

    private static final Path DIR = Path.of("src", "test", "resources", "golden");

    static final RuleOptions RULES = RuleOptions.englishEdition();

    static Hero hero(String id, String name, SubAttribute sub, Growth growth) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(name)
                        .subAttribute(sub)
                        .growth(growth)
                        .build(),
                RULES);
    }

    /** The parties: a Sorcery hero and a Strength hero with 7 followers each (EN §51), or two heroes (EN §56). */
    static Party party(String name) {
        return switch (name) {
            case "sorcery" -> {
                Hero h = hero("hero-1", "Mio", SubAttribute.SORCERY, new Growth(1, 2, 2, 0));
                yield Party.of(h)
                        .hire(h.id(), FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 5, RULES)
                        .hire(h.id(), FollowerKind.of(FollowerType.LAMPLIGHTER), 1, RULES)
                        .hire(h.id(), FollowerKind.of(FollowerType.PORTER), 1, RULES);
            }
            case "strength" -> {
                Hero h = hero("hero-1", "Rin", SubAttribute.STRENGTH, new Growth(1, 4, 2, 0));
                yield Party.of(h)
                        .hire(h.id(), FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 5, RULES)
                        .hire(h.id(), FollowerKind.of(FollowerType.LAMPLIGHTER), 1, RULES)
                        .hire(h.id(), FollowerKind.of(FollowerType.PORTER), 1, RULES);
            }
            default ->
                new Party(
                        List.of(
                                hero("hero-1", "Rin", SubAttribute.STRENGTH, new Growth(1, 4, 2, 0)),
                                hero("hero-2", "Sei", SubAttribute.DIVINITY, new Growth(1, 2, 2, 0))),
                        Followers.none());
        };
    }

    @ParameterizedTest(name = "{0} party, seed {1}")
    @CsvSource({"sorcery, 1", "strength, 2", "two-heroes, 3"})
    void playthroughMatchesTheGoldenLog(String partyName, long seed) {
        Engine engine = Engine.of(new KnightOfTwilight());
        String log = GoldenLog.play(
                KnightOfTwilight.ID + ", " + partyName + " party, baseline policy, seed " + seed,
                engine,
                engine.start(party(partyName), RULES, seed),
                BaselinePolicy.of(engine),
                Dice.seeded(seed + 1_000));
        GoldenLog.check(DIR.resolve(KnightOfTwilight.ID + "-" + partyName + "-" + seed + ".txt"), log);
    }
}

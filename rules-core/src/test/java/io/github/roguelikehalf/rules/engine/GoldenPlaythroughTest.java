package io.github.roguelikehalf.rules.engine;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.play.Policy;
import io.github.roguelikehalf.testkit.GoldenLog;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Golden playthroughs (docs/architecture.md): seeded autoplays of the test scenario, as readable text logs checked in
 * under {@code src/test/resources/golden}. Any change of behaviour shows as a diff. After a deliberate change,
 * regenerate them with {@code ./mvnw -pl rules-core test -Dtest=GoldenPlaythroughTest -Dgolden.update=true} and
 * review the diff. A missing file fails the test: files are written only when asked, and never in CI.
 */
class GoldenPlaythroughTest {

    private static final Path DIR = Path.of("src", "test", "resources", "golden");

    @ParameterizedTest(name = "{0} preset, {1} policy, seed {2}")
    @CsvSource({"english, baseline, 1", "english, random, 2", "japanese, baseline, 3", "japanese, random, 4"})
    void playthroughMatchesTheGoldenLog(String edition, String policyName, long seed) {
        RuleOptions o = edition.equals("english") ? RuleOptions.englishEdition() : RuleOptions.japaneseVer46();
        Hero hero = Hero.create(
                HeroSpec.builder()
                        .name("Kei")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .growth(new Growth(1, 4, 2, 0))
                        .build(),
                o);
        Party party = Party.of(hero)
                .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 3, o)
                .hire("hero-1", FollowerKind.of(FollowerType.BOWMAN, DamageType.BLUNT), 1, o)
                .hire("hero-1", FollowerKind.of(FollowerType.LAMPLIGHTER), 1, o)
                .hire("hero-1", FollowerKind.of(FollowerType.SCOUT), 1, o);
        Engine engine = Engine.of(new TestCrypt());
        Policy<GameState, Action> policy = policyName.equals("baseline") ? BaselinePolicy.of(engine) : Policy.random();
        String log = GoldenLog.play(
                TestCrypt.ID + ", " + o.edition() + " preset, " + policyName + " policy, seed " + seed,
                engine,
                engine.start(party, o, seed),
                policy,
                Dice.seeded(seed + 1_000));
        GoldenLog.check(DIR.resolve(TestCrypt.ID + "-" + edition + "-" + policyName + "-" + seed + ".txt"), log);
    }
}

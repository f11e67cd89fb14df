package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

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
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
    void playthroughMatchesTheGoldenLog(String edition, String policyName, long seed) throws IOException {
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
        GameState s = engine.start(party, o, seed);
        Dice policyDice = Dice.seeded(seed + 1_000);
        StringBuilder log = new StringBuilder();
        log.append("# ")
                .append(TestCrypt.ID)
                .append(", ")
                .append(o.edition())
                .append(" preset, ")
                .append(policyName)
                .append(" policy, seed ")
                .append(seed)
                .append('\n');
        while (!s.isTerminal()) {
            Action a = policy.choose(s, engine.legalActions(s), policyDice);
            log.append("> ").append(a).append('\n');
            Transition t = engine.apply(s, a);
            for (Event e : t.events()) {
                log.append("  ").append(e).append('\n');
            }
            s = t.state();
        }
        log.append("= ")
                .append(s.outcome().orElseThrow().label())
                .append(" after ")
                .append(s.steps())
                .append(" actions\n");

        Path file = DIR.resolve(TestCrypt.ID + "-" + edition + "-" + policyName + "-" + seed + ".txt");
        if (Boolean.getBoolean("golden.update")) {
            // only when asked, never in CI: a missing or changed file must fail there, not be written
            assertThat(System.getenv("CI"))
                    .as("golden files are never written in CI")
                    .isNotEqualToIgnoringCase("true");
            Files.createDirectories(DIR);
            Files.writeString(file, log.toString(), StandardCharsets.UTF_8);
        }
        assertThat(file)
                .as("golden file %s is missing: write it with -Dgolden.update=true and review it", file)
                .exists();
        assertThat(log.toString()).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }
}

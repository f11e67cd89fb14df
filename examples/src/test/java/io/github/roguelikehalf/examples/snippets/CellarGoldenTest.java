package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.testkit.Generators;
import io.github.roguelikehalf.testkit.GoldenLog;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CellarGoldenTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void playthroughMatchesTheGoldenLog(long seed) {
        RuleOptions options = RuleOptions.englishEdition();
        Party party = Generators.parties(options).next(seed);
        Engine engine = Engine.of(new Cellar());
        String log = GoldenLog.play(
                "cellar, seed " + seed,
                engine,
                engine.start(party, options, seed),
                BaselinePolicy.of(engine),
                Dice.seeded(seed + 1_000));
        GoldenLog.check(Path.of("src/test/resources/golden/cellar-" + seed + ".txt"), log);
    }
}

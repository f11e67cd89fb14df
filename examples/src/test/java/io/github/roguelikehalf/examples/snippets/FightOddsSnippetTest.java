package io.github.roguelikehalf.examples.snippets;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.bot.Fraction;
import io.github.roguelikehalf.rules.bot.Odds;
import io.github.roguelikehalf.rules.bot.SearchPolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.testkit.Fixture;
import org.junit.jupiter.api.Test;

class FightOddsSnippetTest {

    @Test // (EN §35-§42 / JP §34-§42) the exact odds of a fight, and a bot that plays by them
    void oddsOfMeetingThreeRats() {
        Fixture fixture = Fixture.of(new Cellar()).hero(SubAttribute.STRENGTH);
        Engine engine = fixture.engine();
        GameState s = fixture.encounter("61", Fixture.enemies("rats", 3));

        FightOdds odds = FightOdds.of(engine);
        Odds best = odds.best(s); // exact fractions: win, death, escape
        Odds baseline = odds.under(s, BaselinePolicy.of(engine));
        assertThat(best.win().compareTo(baseline.win())).isGreaterThanOrEqualTo(0);
        assertThat(best.win().plus(best.death()).plus(best.escape())).isEqualTo(Fraction.ONE);

        SearchPolicy search = SearchPolicy.of(engine); // looks ahead over the baseline, on dice of its own
        assertThat(engine.legalActions(s))
                .contains(
                        odds.bestAction(s), search.choose(engine.observe(s), engine.legalActions(s), Dice.seeded(1L)));
    }
}

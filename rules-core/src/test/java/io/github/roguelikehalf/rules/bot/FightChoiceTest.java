package io.github.roguelikehalf.rules.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.TestCrypt;
import io.github.roguelikehalf.rules.engine.TooManyChancesException;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.play.Parties;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The choice {@link SearchPolicy#withFightOdds} makes the look-ahead's branches beat: best play's action in a fight
 * that solves within its positions (EN §35-§42 / JP §34-§42), the base policy's elsewhere.
 */
@DisplayName("SearchPolicy.withFightOdds: best play's action in fights, the base policy's elsewhere")
class FightChoiceTest {

    private static final RuleOptions EN = RuleOptions.englishEdition();
    private static final Engine ENGINE = Engine.of(new TestCrypt());
    private static final int POSITIONS = 100;

    @Test
    @DisplayName(
            "at every decision of three seeded Test Crypt adventures: best play's action where the fight solves within"
                    + " 100 positions, the baseline's where it does not and outside fights")
    void bestPlayInFightsTheBaselineElsewhere() {
        Policy<GameState, Action> baseline = BaselinePolicy.of(ENGINE);
        FightChoice choice = new FightChoice(ENGINE, baseline, POSITIONS);
        int solved = 0;
        int differ = 0;
        int tooLarge = 0;
        for (long seed = 1; seed <= 3; seed++) {
            GameState s = ENGINE.start(Parties.lone(SubAttribute.STRENGTH, 10, EN), EN, seed);
            Dice play = Dice.seeded(seed);
            for (int step = 0; step < 400 && !s.isTerminal(); step++) {
                GameState seen = ENGINE.observe(s);
                List<Action> legal = ENGINE.legalActions(s);
                Action base = baseline.choose(seen, legal, Dice.of());
                Action chosen = choice.choose(seen, legal, Dice.of());
                if (legal.size() > 1 && FightOdds.inFight(s)) {
                    // an independent solve of the same fight, from this decision
                    FightOdds odds = FightOdds.of(ENGINE)
                            .withLimits(POSITIONS, POSITIONS)
                            .withChances(FightChoice.CHANCES);
                    Action best;
                    try {
                        best = odds.bestAction(seen);
                        solved++;
                    } catch (FightTooLargeException | TooManyChancesException e) {
                        best = base;
                        tooLarge++;
                    }
                    assertThat(chosen).as("seed %d step %d", seed, step).isEqualTo(best);
                    differ += best.equals(base) ? 0 : 1;
                } else {
                    assertThat(chosen).isEqualTo(base);
                }
                s = ENGINE.apply(s, base, play).state();
            }
        }
        // the fights were solved at many decisions, and best play is not always the baseline's choice
        assertThat(solved).isGreaterThan(20);
        assertThat(differ).isPositive();
        assertThat(tooLarge).isPositive();
    }

    @Test
    @DisplayName("a fight larger than the positions allowed: the base policy's choice at every decision")
    void tooLargeLeavesTheBaseChoice() {
        Policy<GameState, Action> baseline = BaselinePolicy.of(ENGINE);
        FightChoice choice = new FightChoice(ENGINE, baseline, 1);
        GameState s = ENGINE.start(Parties.lone(SubAttribute.STRENGTH, 10, EN), EN, 3);
        Dice play = Dice.seeded(3);
        int fights = 0;
        for (int step = 0; step < 400 && !s.isTerminal(); step++) {
            GameState seen = ENGINE.observe(s);
            List<Action> legal = ENGINE.legalActions(s);
            Action base = baseline.choose(seen, legal, Dice.of());
            assertThat(choice.choose(seen, legal, Dice.of())).isEqualTo(base);
            fights += FightOdds.inFight(s) && legal.size() > 1 ? 1 : 0;
            s = ENGINE.apply(s, base, play).state();
        }
        assertThat(fights).isPositive();
    }
}

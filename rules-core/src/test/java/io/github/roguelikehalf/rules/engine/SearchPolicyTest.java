package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.bot.SearchPolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.play.Policy;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link SearchPolicy}'s look-ahead, on the lone priest of the test crypt against one goblin (level 3, one attack: EN
 * §37 / JP §35) at Life 1, the hero's turn of round 1. Holding there gives the goblin a free attack, which wounds the
 * priest (chain armour, +1 defence) on a defence roll of 1 only, and kills him at Life 1 (EN §36 / JP §35); attacking
 * wins the fight at once on 3-6 (EN §36 / JP §35).
 */
@DisplayName("SearchPolicy: a look-ahead over a base policy")
class SearchPolicyTest {

    private static Fight goblinAtLifeOne() {
        Fight f = new Fight(Party.of(priest(EN)), EN).meet(group("goblins", TestCrypt.GOBLIN, 1));
        f.act(new Action.AttackFirst());
        return f.life("hero-1", 1);
    }

    private static final Action ATTACK = new Action.Attack("hero-1", "goblins", false);
    private static final Action HOLD = new Action.Hold("hero-1");

    /** Holds whenever it may, else takes the first legal action: in a fight it never attacks. */
    private static final Policy<GameState, Action> HOLD_ALWAYS = (s, legal, dice) ->
            legal.stream().filter(a -> a instanceof Action.Hold).findFirst().orElse(legal.get(0));

    @Test
    @DisplayName("EN §36 / JP §35: over a base policy that only holds (and so dies in this fight with certainty), the"
            + " look-ahead attacks: on 3-6 the goblin falls and the tile is cleared")
    void overrulesAPolicyThatOnlyHolds() {
        Fight f = goblinAtLifeOne();
        GameState root = f.engine.observe(f.state);
        List<Action> legal = f.engine.legalActions(f.state);
        assertThat(legal).contains(ATTACK, HOLD);
        assertThat(HOLD_ALWAYS.choose(root, legal, Dice.seeded(3))).isEqualTo(HOLD);

        SearchPolicy search = SearchPolicy.over(f.engine, HOLD_ALWAYS);
        assertThat(search.choose(root, legal, Dice.seeded(3))).isEqualTo(ATTACK);
        assertThat(search.base()).isSameAs(HOLD_ALWAYS);
    }

    @Test
    @DisplayName("it reads none of the game's dice: the same choice from the observed state and from any real dice")
    void readsNoDiceOfTheGame() {
        Fight f = goblinAtLifeOne();
        GameState root = f.engine.observe(f.state);
        SearchPolicy search = SearchPolicy.over(f.engine, HOLD_ALWAYS);
        List<Action> legal = f.engine.legalActions(f.state);
        Action observed = search.choose(root, legal, Dice.seeded(11));
        for (long seed = 1; seed <= 5; seed++) {
            // the same decision with other real dice: a policy that peeked would see other futures
            GameState real = f.engine.branch(f.state, seed);
            assertThat(search.choose(real, legal, Dice.seeded(11)))
                    .as("real dice of seed %d", seed)
                    .isEqualTo(observed);
        }
        // and deterministic for the same state and policy dice
        assertThat(search.choose(root, legal, Dice.seeded(11))).isEqualTo(observed);
    }

    @Test
    @DisplayName("a lone legal action is taken as is, without asking the base policy or looking ahead")
    void aLoneActionNeedsNoLookAhead() {
        Fight f = goblinAtLifeOne();
        Policy<GameState, Action> never = (s, legal, dice) -> {
            throw new AssertionError("the base policy was asked");
        };
        assertThat(SearchPolicy.over(f.engine, never).choose(f.engine.observe(f.state), List.of(HOLD), Dice.of()))
                .isEqualTo(HOLD);
    }

    @Test
    @DisplayName("withRollouts refuses numbers out of range, naming them")
    void rolloutsInRange() {
        Fight f = goblinAtLifeOne();
        SearchPolicy search = SearchPolicy.of(f.engine);
        assertThatThrownBy(() -> search.withRollouts(0, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("were 0 and 0");
        assertThatThrownBy(() -> search.withRollouts(4, 5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("probe from 1 to rollouts");
    }

    @Test
    @DisplayName("withFightOdds refuses fewer than 1 position, naming it")
    void fightOddsPositionsInRange() {
        Fight f = goblinAtLifeOne();
        assertThatThrownBy(() -> SearchPolicy.of(f.engine).withFightOdds(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positions must be at least 1, was 0");
    }
}

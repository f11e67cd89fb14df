package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.bot.FightTooLargeException;
import io.github.roguelikehalf.rules.bot.Fraction;
import io.github.roguelikehalf.rules.bot.Odds;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.play.Policy;
import java.math.BigInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The exact odds of a fight ({@link FightOdds}) against Markov chains derived by hand from the rules: a Divinity hero
 * (Technique 0, Life 5, chain armour +1 defence, lantern in hand: EN §15, §26, §28 / JP §15, §25, §27) against one
 * goblin (a Weak Creature of level 3, one attack: EN §37 / JP §35), the hero acting first in round 1.
 *
 * <p>Per EN §36 / JP §35 the attack roll d6 + 0 hits the level 3 on faces 3-6, so a = 4/6; the goblin's one attack is a
 * defence roll d6 + 0 + 1 that holds on faces 2-6 (a fumble 1 fails, EN §8 / JP §8), so a wound (1 Life) has chance
 * 1/6. One goblin hit is a win. From the hero's turn a round ends the fight won with 2/3, wounds the hero with
 * (1/3)(1/6) = 1/18, and otherwise comes back to the same position (5/18). Leaving that loop, the fight is won with
 * (2/3) / (2/3 + 1/18) = 12/13 and the hero wounded with 1/13, so from Life L the hero dies with (1/13)^L.
 */
@DisplayName("Fight odds (EN §35-§42 / JP §34-§42)")
class FightOddsTest {

    private static Fight goblin(int life) {
        Fight f = new Fight(Party.of(priest(EN)), EN).meet(group("goblins", TestCrypt.GOBLIN, 1));
        f.act(new Action.AttackFirst());
        return f.life("hero-1", life);
    }

    private static Fraction pow(int n, int k) {
        return new Fraction(BigInteger.ONE, BigInteger.valueOf(n).pow(k));
    }

    @Test
    @DisplayName("EN §36 / JP §35: best play against one goblin wins with 1 - (1/13)^L, dies with (1/13)^L")
    void bestPlayAgainstOneGoblin() {
        for (int life = 1; life <= 5; life++) {
            Fight f = goblin(life);
            Odds odds = FightOdds.of(f.engine).best(f.state);
            assertThat(odds.death()).as("Life %d", life).isEqualTo(pow(13, life));
            assertThat(odds.win()).isEqualTo(Fraction.ONE.minus(pow(13, life)));
            assertThat(odds.escape()).isEqualTo(Fraction.ZERO);
            assertThat(odds.unending()).isEqualTo(Fraction.ZERO);
        }
    }

    @Test
    @DisplayName("EN §36 / JP §35: the baseline attacks and gets the same odds; best play's action is the attack")
    void baselineAgainstOneGoblin() {
        Fight f = goblin(5);
        FightOdds odds = FightOdds.of(f.engine);
        assertThat(odds.under(f.state, BaselinePolicy.of(f.engine))).isEqualTo(odds.best(f.state));
        assertThat(odds.bestAction(f.state)).isEqualTo(new Action.Attack("hero-1", "goblins", false));
        // each action's odds with best play after it: holding gives the goblin a free attack
        Odds hold = odds.actions(f.state).get(new Action.Hold("hero-1"));
        // hold: the goblin attacks (wound 1/6), then from the next hero turn best play: 5/6 W(5) + 1/6 W(4)
        Fraction expected = Fraction.of(5, 6)
                .times(Fraction.ONE.minus(pow(13, 5)))
                .plus(Fraction.of(1, 6).times(Fraction.ONE.minus(pow(13, 4))));
        assertThat(hold.win()).isEqualTo(expected);
    }

    @Test
    @DisplayName("best play is the best of every action's exact odds (win, then less death, then escape); two groups of"
            + " one goblin each are an exact tie, kept by the first action in the engine's order")
    void bestPlayIsTheBestActionExactlyAndTiesKeepTheFirst() {
        Fight f = new Fight(Party.of(priest(EN)), EN)
                .meet(group("goblins", TestCrypt.GOBLIN, 1), group("others", TestCrypt.GOBLIN, 1));
        f.act(new Action.AttackFirst());
        f = f.life("hero-1", 3);
        FightOdds odds = FightOdds.of(f.engine);
        java.util.Map<Action, Odds> each = odds.actions(f.state);
        Action first = new Action.Attack("hero-1", "goblins", false);
        Odds a = each.get(first);
        Odds b = each.get(new Action.Attack("hero-1", "others", false));
        // the two attacks differ only in the group's name: equal to the last digit
        assertThat(a).isEqualTo(b);
        for (Odds o : each.values()) {
            assertThat(o.betterThan(a)).as("%s better than the attack", o).isFalse();
        }
        // holding gives the goblins a free round: less to win
        Odds hold = each.get(new Action.Hold("hero-1"));
        assertThat(a.win().compareTo(hold.win())).isPositive();
        assertThat(odds.best(f.state)).isEqualTo(a);
        assertThat(odds.bestAction(f.state)).isEqualTo(first);
    }

    @Test
    @DisplayName(
            "EN §36, §39 / JP §35, §38: a sequence that wins the fight ends there, its treasure not rolled: the"
                    + " attack on the goblin is 4 sequences (miss then the goblin's defence roll failed or held, hit, critical)")
    void aWonSequenceEndsWhereTheFightIsWon() {
        Fight f = goblin(5);
        Action attack = new Action.Attack("hero-1", "goblins", false);
        Odds odds = FightOdds.of(f.engine).withChances(4).actions(f.state).get(attack);
        // won at once with 4/6; after a miss (2/6) best play from Life 5 or 4
        Fraction expected = Fraction.of(4, 6)
                .plus(Fraction.of(2, 6)
                        .times(Fraction.of(5, 6)
                                .times(Fraction.ONE.minus(pow(13, 5)))
                                .plus(Fraction.of(1, 6).times(Fraction.ONE.minus(pow(13, 4))))));
        assertThat(odds.win()).isEqualTo(expected);
        assertThatThrownBy(() -> FightOdds.of(f.engine).withChances(3).actions(f.state))
                .isInstanceOf(TooManyChancesException.class);
    }

    @Test
    @DisplayName("a policy that always holds: every round loops back until the goblin's wounds kill (death 1, no loop"
            + " followed forever)")
    void holdingLoopsAndDies() {
        Fight f = goblin(3);
        Policy<GameState, Action> hold = (s, legal, dice) ->
                legal.stream().filter(a -> a instanceof Action.Hold).findFirst().orElse(legal.get(0));
        Odds odds = FightOdds.of(f.engine).under(f.state, hold);
        // the hero never hits; the goblin wounds with 1/6 a round, so the hero dies with certainty
        assertThat(odds).isEqualTo(Odds.DIED);
    }

    /** A policy that escapes whenever it may. */
    private static final Policy<GameState, Action> FLEE = (s, legal, dice) ->
            legal.stream().filter(a -> a instanceof Action.Escape).findFirst().orElse(legal.get(0));

    @Test
    @DisplayName("EN §42 / JP §42: escaping at Life 1, the goblin's one attack kills with 1/6, else the party escapes")
    void escapeAtLifeOne() {
        Fight f = goblin(1);
        Odds odds = FightOdds.of(f.engine).under(f.state, FLEE);
        assertThat(odds).isEqualTo(new Odds(Fraction.ZERO, Fraction.of(1, 6), Fraction.of(5, 6)));
    }

    @Test
    @DisplayName("EN §42 / JP §42: the dice a whole solve rolls are limited: escaping at Life 1 rolls 2 (one defence"
            + " against the goblin's one attack, in its 2 sequences: failed or held), so a limit of 2 solves it, 1 does"
            + " not")
    void totalDice() {
        Fight f = goblin(1);
        assertThat(FightOdds.of(f.engine).withTotalDice(2).under(f.state, FLEE))
                .isEqualTo(new Odds(Fraction.ZERO, Fraction.of(1, 6), Fraction.of(5, 6)));
        assertThatThrownBy(() -> FightOdds.of(f.engine).withTotalDice(1).under(f.state, FLEE))
                .isInstanceOf(FightTooLargeException.class)
                .hasMessageContaining("more than 1 dice in all");
        // an action past its own limit of sequences is that limit's exception
        assertThatThrownBy(() ->
                        FightOdds.of(f.engine).withChances(1).withTotalDice(100).under(f.state, FLEE))
                .isInstanceOf(TooManyChancesException.class);
        assertThatThrownBy(() -> FightOdds.of(f.engine).withTotalDice(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("was 0");
    }

    @Test
    @DisplayName("a play that never leaves a loop never ends: swapping items forever before the fight")
    void swappingForeverNeverEnds() {
        Fight f = new Fight(Party.of(priest(EN)), EN).meet(group("goblins", TestCrypt.GOBLIN, 1));
        Policy<GameState, Action> swap = (s, legal, dice) ->
                legal.stream().filter(a -> a instanceof Action.Swap).findFirst().orElse(legal.get(0));
        Odds odds = FightOdds.of(f.engine).under(f.state, swap);
        assertThat(odds).isEqualTo(Odds.NEVER);
        assertThat(odds.unending()).isEqualTo(Fraction.ONE);
        // best play is not fooled by the loop: it attacks first
        assertThat(FightOdds.of(f.engine).best(f.state).unending()).isEqualTo(Fraction.ZERO);
    }

    @Test
    @DisplayName("outside a fight: a typed exception; past the positions limit: FightTooLargeException")
    void limits() {
        Fight f = goblin(5);
        GameState start = f.engine.start(Party.of(priest(EN)), EN, 1L);
        assertThatThrownBy(() -> FightOdds.of(f.engine).best(start))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("odds are for a fight");
        assertThatThrownBy(() -> FightOdds.of(f.engine).withLimits(2, 10).best(f.state))
                .isInstanceOf(FightTooLargeException.class)
                .hasMessageContaining("more than 2 positions");
    }
}

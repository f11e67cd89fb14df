package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.bot.FightOdds;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.internal.steps.Chances;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.play.Parties;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Engine#chances} plays one face for each group of faces that give a check the same result (EN §7-§8 / JP
 * §7-§8: a fumble fails, a 6 succeeds and, on an attack, gives another), and merges the plays of the followers'
 * attacks where their states meet (EN §33 / JP §32). These properties prove that neither changes anything: for fight
 * states reached by seeded play of the baseline (the examples' party and a Unit B party of a Strength hero with up to
 * 7 Soldiers, against the Test Crypt's creatures, under both editions' presets), the results are
 * exactly those of playing every face one by one, every sequence whole: the same states with the same fractions, in
 * the same order.
 */
@DisplayName("Engine.chances: grouped faces and merged plays give exactly the results of every face")
class GroupedChancesPropertyTest {

    /** The most sequences of the face-by-face enumeration compared; larger actions are left out. */
    private static final int EVERY_FACE_LIMIT = 20_000;

    private static final TestCrypt CRYPT = new TestCrypt();

    private static final Engine ENGINE = Engine.of(CRYPT);

    @Test
    @DisplayName("EN §7-§8 / JP §7-§8: grouped and face-by-face chances agree in every fight state reached")
    void groupedEqualsEveryFace() {
        AtomicInteger compared = new AtomicInteger();
        AtomicInteger grouped = new AtomicInteger();
        qt().withExamples(30).forAll(longs().all(), integers().between(0, 3)).checkAssert((seed, which) -> {
            RuleOptions options = which % 2 == 0 ? RuleOptions.englishEdition() : RuleOptions.japaneseVer46();
            Party party = which < 2 ? Parties.examples(options) : unitB(options);
            for (GameState s : fightStates(party, options, seed)) {
                for (Action a : ENGINE.legalActions(s)) {
                    List<Chance> every;
                    try {
                        every = everyFace(s, a);
                    } catch (TooManyChancesException tooMany) {
                        continue;
                    }
                    List<Chance> byGroups = ENGINE.chances(s, a);
                    assertThat(asMap(byGroups))
                            .as("%s after '%s' (seed %d)", s.phase(), a, seed)
                            .isEqualTo(asMap(every));
                    // and in the same order
                    assertThat(byGroups).isEqualTo(every);
                    compared.incrementAndGet();
                    if (byGroups.size() > 1) {
                        grouped.incrementAndGet();
                    }
                }
            }
        });
        // the comparisons are many, and most have more than one result
        assertThat(compared.get()).isGreaterThan(200);
        assertThat(grouped.get()).isGreaterThan(100);
    }

    @Test
    @DisplayName("EN §8 / JP §8: a defence roll is played as two groups, and the fractions still count six faces")
    void groupedFractionsCountEveryFace() {
        qt().withExamples(10).forAll(longs().all()).checkAssert(seed -> {
            for (GameState s :
                    fightStates(Parties.examples(RuleOptions.englishEdition()), RuleOptions.englishEdition(), seed)) {
                for (Action a : ENGINE.legalActions(s)) {
                    BigInteger num = BigInteger.ZERO;
                    BigInteger den = BigInteger.ONE;
                    for (Chance c : ENGINE.chances(s, a)) {
                        num = num.multiply(c.denominator()).add(c.numerator().multiply(den));
                        den = den.multiply(c.denominator());
                    }
                    assertThat(num).as("the chances of '%s' sum to 1", a).isEqualTo(den);
                }
            }
        });
    }

    /**
     * Every face played one by one, every sequence from the action's start to its end (no merging where the Soldiers'
     * states meet); a result is the state its turn ends in, as in {@link Engine#chances}.
     */
    private static List<Chance> everyFace(GameState s, Action a) {
        return Chances.of(CRYPT, s, a, EVERY_FACE_LIMIT, r -> r.state(), false);
    }

    private static Map<GameState, List<BigInteger>> asMap(List<Chance> chances) {
        Map<GameState, List<BigInteger>> m = new HashMap<>();
        for (Chance c : chances) {
            assertThat(m.put(c.state(), List.of(c.numerator(), c.denominator())))
                    .as("states are merged")
                    .isNull();
        }
        return m;
    }

    /** Up to six fight states of one adventure played by the baseline with the seed's dice. */
    private static List<GameState> fightStates(Party party, RuleOptions options, long seed) {
        BaselinePolicy policy = BaselinePolicy.of(ENGINE);
        Dice policyDice = Dice.seeded(seed ^ 0x5DEECE66DL);
        GameState s = ENGINE.start(party, options, seed);
        List<GameState> out = new ArrayList<>();
        for (int step = 0; step < 400 && !s.isTerminal() && out.size() < 6; step++) {
            if (FightOdds.inFight(s) && (step % 2 == 0 || s.phase() instanceof Phase.Fighting)) {
                out.add(s);
            }
            List<Action> legal = ENGINE.legalActions(s);
            s = ENGINE.apply(s, policy.choose(ENGINE.observe(s), legal, policyDice))
                    .state();
        }
        return out;
    }

    /**
     * A party like "Unit B" of the benchmarks: a lone Strength hero of level 12 (EN §15-§16, §41 / JP §15-§16, §40)
     * with as many Soldiers as he may lead, up to 7, and a Lamplighter (EN §28, §32 / JP §27, §31).
     */
    private static Party unitB(RuleOptions options) {
        Party lone = Parties.lone(SubAttribute.STRENGTH, 12, options);
        String id = lone.heroes().get(0).id();
        int soldiers = Math.min(7, lone.followerCap(options) - 1);
        return lone.hire(id, FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), soldiers, options)
                .hire(id, FollowerKind.of(FollowerType.LAMPLIGHTER), 1, options);
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.internal.steps.Applied;
import io.github.roguelikehalf.rules.internal.steps.Chances;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.play.Autoplay;
import io.github.roguelikehalf.rules.play.Parties;
import io.github.roguelikehalf.rules.play.Policy;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Exact chances for bots: the odds of a check (EN §7-§8 / JP §7-§8), every result of an action with its exact
 * probability ({@link Engine#chances}), and honest views of a state ({@link Engine#observe}, {@link Engine#branch},
 * {@link Engine#position}).
 */
@DisplayName("Chances and honest observations")
class ChancesTest {

    private static final RuleOptions EN = RuleOptions.englishEdition();

    /** The plays the Soldiers' attack below is given: it needs 2,232, every face of every sequence 57,711. */
    private static final int PLAYS = 2_500;

    @Test
    @DisplayName("EN §7-§8 / JP §7-§8: a check's chance counts the faces: 6 always succeeds, 1 always fails")
    void checkOdds() {
        // d6 + 1 against 5: faces 4, 5, 6
        assertThat(Check.of(CheckKind.ATTACK, "x", Basis.TECHNIQUE, 1)
                        .withTarget(5)
                        .successFaces())
                .isEqualTo(3);
        // d6 + 3 against 2: every face but the fumble
        assertThat(Check.of(CheckKind.ATTACK, "x", Basis.TECHNIQUE, 3)
                        .withTarget(2)
                        .successFaces())
                .isEqualTo(5);
        // against 10 only the critical
        assertThat(Check.of(CheckKind.ATTACK, "x", Basis.TECHNIQUE, 1)
                        .withTarget(10)
                        .successChance())
                .isEqualTo(1 / 6.0);
        // oil: 1 and 2 fumble, so 2 + 3 >= 2 still fails
        assertThat(Check.of(CheckKind.ATTACK, "x", Basis.TECHNIQUE, 3)
                        .withTarget(2)
                        .withFumbleUpTo(2)
                        .successFaces())
                .isEqualTo(4);
    }

    @Test
    @DisplayName("every face of a check agrees with its resolution")
    void checkOddsAgreeWithResolve() {
        for (int value = -3; value <= 6; value++) {
            for (int target = 1; target <= 12; target++) {
                Check c =
                        Check.of(CheckKind.DEFENSE, "x", Basis.TECHNIQUE, value).withTarget(target);
                int n = 0;
                for (int face = 1; face <= 6; face++) {
                    n += c.resolveFace(face).success() ? 1 : 0;
                }
                assertThat(c.successFaces())
                        .as("value %d target %d", value, target)
                        .isEqualTo(n);
                // the count without a check, as bots use it
                assertThat(Check.successFaces(value, target, 1))
                        .as("value %d target %d", value, target)
                        .isEqualTo(n);
            }
        }
        // oil's widened fumble without a check: 3 + 3 >= 2 succeeds, 2 + 3 fails
        assertThat(Check.successFaces(3, 2, 2)).isEqualTo(4);
        assertThatThrownBy(() -> Check.successFaces(0, 2, 6))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("fumbleUpTo must be 1..5, was 6");
    }

    /** A lone Strength hero (Technique 0, a weapon) facing 3 goblins, attacking first in round 1. */
    private static Fight goblins() {
        return new Fight(Party.of(hero("hero-1", SubAttribute.STRENGTH, Growth.NONE)), EN)
                .meet(group("goblins", TestCrypt.GOBLIN, 6))
                .act(new Action.AttackFirst());
    }

    private static BigInteger sum(List<Chance> chances) {
        BigInteger num = BigInteger.ZERO;
        BigInteger den = BigInteger.ONE;
        for (Chance c : chances) {
            num = num.multiply(c.denominator()).add(c.numerator().multiply(den));
            den = den.multiply(c.denominator());
            BigInteger g = num.gcd(den);
            num = num.divide(g);
            den = den.divide(g);
        }
        return num.equals(den) ? BigInteger.ONE : num;
    }

    @Test
    @DisplayName("an attack's results: merged states whose exact probabilities sum to 1")
    void attackChancesSumToOne() {
        Fight f = goblins();
        Action attack = f.engine.legalActions(f.state).stream()
                .filter(a -> a instanceof Action.Attack x && !x.power())
                .findFirst()
                .orElseThrow();

        List<Chance> chances = f.engine.chances(f.state, attack);

        assertThat(chances.size()).isGreaterThan(1);
        assertThat(sum(chances)).isEqualTo(BigInteger.ONE);
        assertThat(chances.stream().map(Chance::state).distinct().count()).isEqualTo(chances.size());
        double total = chances.stream().mapToDouble(Chance::probability).sum();
        assertThat(total).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    @DisplayName("sampled play agrees with the exact chances (chi-square, 2,000 branched seeds, level 0.001)")
    void sampledFrequenciesAgree() {
        Fight f = goblins();
        Engine engine = f.engine;
        Action attack = engine.legalActions(f.state).stream()
                .filter(a -> a instanceof Action.Attack x && !x.power())
                .findFirst()
                .orElseThrow();
        Map<GameState, Double> expected = new HashMap<>();
        for (Chance c : engine.chances(f.state, attack)) {
            expected.merge(engine.position(c.state()), c.probability(), Double::sum);
        }
        int n = 2_000;
        Map<GameState, Integer> seen = new HashMap<>();
        for (int i = 0; i < n; i++) {
            GameState next =
                    engine.apply(engine.branch(f.state, 1_000 + i), attack).state();
            GameState key = engine.position(next);
            assertThat(expected).as("a sampled result is one of the chances").containsKey(key);
            seen.merge(key, 1, Integer::sum);
        }
        // pool the results expected fewer than 5 times into one category
        double chi = 0;
        double poolExpected = 0;
        int poolSeen = 0;
        int categories = 0;
        for (Map.Entry<GameState, Double> e : expected.entrySet()) {
            double exp = e.getValue() * n;
            int obs = seen.getOrDefault(e.getKey(), 0);
            if (exp < 5) {
                poolExpected += exp;
                poolSeen += obs;
                continue;
            }
            chi += (obs - exp) * (obs - exp) / exp;
            categories++;
        }
        if (poolExpected > 0) {
            chi += (poolSeen - poolExpected) * (poolSeen - poolExpected) / poolExpected;
            categories++;
        }
        int df = categories - 1;
        // Wilson-Hilferty: the chi-square quantile at 0.999 (z = 3.0902)
        double a = 2.0 / (9 * df);
        double critical = df * Math.pow(1 - a + 3.0902 * Math.sqrt(a), 3);
        assertThat(df).isPositive();
        assertThat(chi).as("chi-square with %d degrees of freedom", df).isLessThan(critical);
    }

    /**
     * A Strength hero of level 12 with 3 Soldiers (EN §28, §32 / JP §27, §31) against 6 goblins, the hero held: the
     * followers' decision of round 1.
     */
    private static Fight soldiersAgainstGoblins() {
        Party lone = Parties.lone(SubAttribute.STRENGTH, 12, EN);
        Party party =
                lone.hire(lone.heroes().get(0).id(), FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING), 3, EN);
        return new Fight(party, EN)
                .meet(group("goblins", TestCrypt.GOBLIN, 6))
                .act(new Action.AttackFirst())
                .act(new Action.Hold(party.heroes().get(0).id()));
    }

    @Test
    @DisplayName("EN §33 / JP §32: the Soldiers' rolls merge where their states meet, and give exactly the results of"
            + " every face in every order, in the same order")
    void followersAttackMergesPlays() {
        Fight f = soldiersAgainstGoblins();
        Action attack = new Action.FollowersAttack("goblins");
        assertThat(f.legal()).contains(attack);

        List<Chance> merged = f.engine.chances(f.state, attack, PLAYS);
        List<Chance> plain = Chances.of(new TestCrypt(), f.state, attack, 100_000, Applied.Result::state, false);

        // the same states with the same fractions, in the same order
        assertThat(merged).isEqualTo(plain);
        assertThat(sum(merged)).isEqualTo(BigInteger.ONE);
        // the goblins left, the Soldiers lost to their attacks, the hero's Life: many results
        assertThat(merged.size()).isGreaterThan(20);
        // every face in every order, each sequence played from the start: far past the limit
        assertThatThrownBy(() -> Chances.of(new TestCrypt(), f.state, attack, PLAYS, Applied.Result::state, false))
                .isInstanceOf(TooManyChancesException.class);
    }

    @Test
    @DisplayName("past the limit of dice sequences: a typed exception, nothing returned")
    void limit() {
        Fight f = goblins();
        Action attack = f.engine.legalActions(f.state).get(0);
        // a hit and a miss at least: two sequences, one more than the limit
        assertThat(f.engine.chances(f.state, attack, 100)).hasSizeGreaterThan(1);
        assertThatThrownBy(() -> f.engine.chances(f.state, attack, 1))
                .isInstanceOf(TooManyChancesException.class)
                .hasMessageContaining("more than 1 dice sequences");
        assertThatThrownBy(() -> f.engine.chances(f.state, new Action.Explore()))
                .isInstanceOf(IllegalActionException.class);
    }

    @Test
    @DisplayName("a policy sees the state with its dice hidden; branch and position keep the decision")
    void honestViews() {
        Engine engine = Engine.of(new TestCrypt());
        GameState s = engine.start(Party.of(hero("hero-1", SubAttribute.STRENGTH, Growth.NONE)), EN, 42L);

        GameState view = engine.observe(s);
        assertThat(view.rng()).isEqualTo(RngState.of(0));
        assertThat(view.party()).isEqualTo(s.party());
        assertThat(engine.legalActions(view)).isEqualTo(engine.legalActions(s));

        GameState b = engine.branch(s, 7L);
        assertThat(b.rng()).isEqualTo(RngState.of(7));
        GameState after = engine.apply(s, new Action.Explore()).state();
        assertThat(engine.position(engine.branch(s, 9L))).isEqualTo(engine.position(s));
        assertThat(engine.position(after)).isNotEqualTo(engine.position(s));

        // Autoplay hands the policy the view, never the state with its dice
        AtomicReference<RngState> seen = new AtomicReference<>();
        Policy<GameState, Action> spy = (state, legal, dice) -> {
            seen.set(state.rng());
            return legal.get(0);
        };
        try {
            Autoplay.play(engine.asGame(), s, spy, io.github.roguelikehalf.rules.dice.Dice.seeded(1L), 50);
        } catch (io.github.roguelikehalf.rules.play.StepLimitExceededException e) {
            // 50 steps are enough to see what the policy is handed
        }
        assertThat(seen.get()).isEqualTo(RngState.of(0));
    }

    @Test
    @DisplayName("branch checks a state the engine did not make, once, where it is branched: a broken one is refused")
    void branchChecksAForeignState() {
        Engine engine = Engine.of(new TestCrypt());
        GameState s = engine.start(Party.of(hero("hero-1", SubAttribute.STRENGTH, Growth.NONE)), EN, 42L);
        // a copy edited by hand: not the engine's own, checked before its branches are played
        GameState edited = ImmutableGameState.copyOf(s).withSteps(3);
        GameState b = engine.branch(edited, 5L);
        assertThat(b.steps()).isEqualTo(3);
        assertThat(engine.legalActions(b)).isEqualTo(engine.legalActions(s));
        assertThat(engine.legalActions(engine.branch(edited, 6L))).isEqualTo(engine.legalActions(s));

        GameState broken = ImmutableGameState.copyOf(s).withSteps(-1);
        assertThatThrownBy(() -> engine.branch(broken, 5L))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("steps");
    }
}

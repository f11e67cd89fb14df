package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.testkit.example.Cellar;
import io.github.roguelikehalf.testkit.quicktheories.QuickTheoriesGens;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Generators: valid values from a seed, and through QuickTheories")
class GeneratorsTest {

    private static final Engine CELLAR = Engine.of(new Cellar());

    @Test
    @DisplayName("EN §12-§17, §27, §32 / JP §12-§17, §26, §31: every start is valid, and they vary")
    void startsAreValidAndVaried() {
        Draw d = Draw.seeded(42);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            Start start = Generators.starts().next(d);
            Party p = start.party();
            assertThat(p.validate(start.options())).isSameAs(p);
            for (Hero h : p.heroes()) {
                assertThat(h.growth().cost()).isLessThanOrEqualTo(Generators.GROWTH_BUDGET);
                seen.add(start.options().edition() + " " + h.subAttribute());
            }
            if (!p.followers().groups().isEmpty()) {
                seen.add(start.options().edition() + " followers");
            }
            seen.add(p.heroes().size() + " heroes");
            GameState s = start.state(CELLAR, 0);
            assertThat(CELLAR.validate(s)).isSameAs(s);
        }
        assertThat(seen)
                .contains("1 heroes", "2 heroes", "ENGLISH followers", "JAPANESE_VER_4_6 followers")
                .hasSizeGreaterThanOrEqualTo(2 + 2 + 2 * 4);
    }

    @Test
    @DisplayName("EN §32 / JP §31: two heroes take followers only under the English preset")
    void twoHeroFollowersFollowTheEdition() {
        Draw d = Draw.seeded(7);
        for (int i = 0; i < 300; i++) {
            Party p = Generators.parties(RuleOptions.japaneseVer46()).next(d);
            if (p.heroes().size() == 2) {
                assertThat(p.followers().groups()).isEmpty();
            }
        }
    }

    @Test
    @DisplayName("the same seed gives the same values")
    void seedsRepeat() {
        assertThat(Generators.starts().next(5L)).isEqualTo(Generators.starts().next(5L));
        assertThat(Generators.creatures("x").next(5L))
                .isEqualTo(Generators.creatures("x").next(5L));
        assertThat(Generators.reachedStates(CELLAR, 40).next(5L))
                .isEqualTo(Generators.reachedStates(CELLAR, 40).next(5L));
    }

    @Test
    @DisplayName("EN §37 / JP §36: generated creatures and items are valid, states reached by play validate")
    void creaturesItemsAndReachedStates() {
        Draw d = Draw.seeded(11);
        Set<Boolean> strong = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            strong.add(Generators.creatures("c").next(d).strong());
            assertThat(Generators.SHOP).contains(Generators.items().next(d));
            GameState s = Generators.reachedStates(CELLAR, 60).next(d);
            assertThat(CELLAR.validate(s)).isSameAs(s);
        }
        assertThat(strong).containsExactlyInAnyOrder(true, false);
    }

    @Test
    @DisplayName("QuickTheories: the adapter draws valid parties and shrinks toward the plainest")
    void quickTheoriesAdapter() {
        List<Integer> followerTotals = new java.util.ArrayList<>();
        qt().withFixedSeed(3L)
                .withExamples(100)
                .forAll(QuickTheoriesGens.of(Generators.parties(RuleOptions.englishEdition())))
                .checkAssert(p -> {
                    assertThat(p.validate(RuleOptions.englishEdition())).isSameAs(p);
                    followerTotals.add(p.followers().total());
                });
        assertThat(followerTotals).hasSizeGreaterThan(50).anyMatch(n -> n > 0);

        // a property that fails for any follower shrinks to a party with exactly one follower
        Throwable failure = org.assertj.core.api.Assertions.catchThrowable(() -> qt().withFixedSeed(3L)
                .withExamples(100)
                .forAll(QuickTheoriesGens.of(Generators.parties(RuleOptions.englishEdition()), GeneratorsTest::show))
                .check(p -> p.followers().total() == 0));
        assertThat(failure)
                .hasMessageContaining("Smallest found falsifying value(s) :-\n1 heroes, followers [1 soldier/blunt]");
    }

    private static String show(Party p) {
        List<String> groups = new java.util.ArrayList<>();
        for (FollowerGroup g : p.followers().groups()) {
            groups.add(g.count() + " " + g.key());
        }
        return p.heroes().size() + " heroes, followers " + groups;
    }
}

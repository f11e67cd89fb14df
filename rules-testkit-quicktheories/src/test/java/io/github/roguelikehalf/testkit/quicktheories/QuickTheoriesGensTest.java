package io.github.roguelikehalf.testkit.quicktheories;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.quicktheories.QuickTheory.qt;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.testkit.Generators;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The QuickTheories adapter (EN §28, §32 / JP §27, §31: parties and their followers). */
@DisplayName("QuickTheories adapters of the testkit's generators")
class QuickTheoriesGensTest {

    @Test
    @DisplayName("QuickTheories: the adapter draws valid parties and shrinks toward the plainest")
    void quickTheoriesAdapter() {
        List<Integer> followerTotals = new ArrayList<>();
        qt().withFixedSeed(3L)
                .withExamples(100)
                .forAll(QuickTheoriesGens.of(Generators.parties(RuleOptions.englishEdition())))
                .checkAssert(p -> {
                    assertThat(p.validate(RuleOptions.englishEdition())).isSameAs(p);
                    followerTotals.add(p.followers().total());
                });
        assertThat(followerTotals).hasSizeGreaterThan(50).anyMatch(n -> n > 0);

        // a property that fails for any follower shrinks to a party with exactly one follower
        Throwable failure = catchThrowable(() -> qt().withFixedSeed(3L)
                .withExamples(100)
                .forAll(QuickTheoriesGens.of(
                        Generators.parties(RuleOptions.englishEdition()), QuickTheoriesGensTest::show))
                .check(p -> p.followers().total() == 0));
        assertThat(failure)
                .hasMessageContaining("Smallest found falsifying value(s) :-\n1 heroes, followers [1 soldier/blunt]");
    }

    private static String show(Party p) {
        List<String> groups = new ArrayList<>();
        for (FollowerGroup g : p.followers().groups()) {
            groups.add(g.count() + " " + g.key());
        }
        return p.heroes().size() + " heroes, followers " + groups;
    }
}

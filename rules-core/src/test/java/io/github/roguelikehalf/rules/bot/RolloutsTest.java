package io.github.roguelikehalf.rules.bot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The look-ahead's margin: another action replaces the base policy's choice only when, on the branches where their
 * victories differ, it won at least {@link SearchPolicy#MARGIN} times the square root of their number more (at least
 * one more); and an action is dropped exactly when no outcome of the branches left could still give it that lead.
 */
class RolloutsTest {

    @Test
    void theMarginGrowsWithTheSquareRootOfTheBranchesThatDiffer() {
        // 1.5 * sqrt(n), rounded up, at least 1
        assertThat(Rollouts.margin(0)).isEqualTo(1);
        assertThat(Rollouts.margin(1)).isEqualTo(2);
        assertThat(Rollouts.margin(4)).isEqualTo(3);
        assertThat(Rollouts.margin(9)).isEqualTo(5);
        assertThat(Rollouts.margin(16)).isEqualTo(6);
        assertThat(Rollouts.margin(32)).isEqualTo(9);
    }

    @Test
    void oneBranchThatDiffersIsNeverEnough() {
        // a lead of 1 on 1 differing branch is luck: the base choice stands
        assertThat(1 >= Rollouts.margin(1)).isFalse();
        // 3 of 3 differing branches won: 3 >= 1.5 * sqrt(3) = 2.6
        assertThat(3 >= Rollouts.margin(3)).isTrue();
    }

    @Test
    void anActionIsDroppedExactlyWhenNoOutcomeOfTheBranchesLeftCanGiveItTheLead() {
        // against every way the branches left can end: a more won, b more lost (differing victories), the rest equal
        for (int split = 0; split <= 32; split++) {
            for (int lead = -split; lead <= split; lead += 2) {
                for (int left = 0; left + split <= 32; left++) {
                    boolean reachable = false;
                    for (int a = 0; a <= left; a++) {
                        for (int b = 0; a + b <= left; b++) {
                            reachable |= lead + a - b >= Rollouts.margin(split + a + b);
                        }
                    }
                    assertThat(Rollouts.canLead(lead, split, left))
                            .as("lead %d on %d differing branches, %d left", lead, split, left)
                            .isEqualTo(reachable);
                }
            }
        }
    }

    @Test
    void noBranchLeftMeansTheLeadMustAlreadyBeThere() {
        assertThat(Rollouts.canLead(2, 4, 0)).isFalse(); // needs 3
        assertThat(Rollouts.canLead(3, 4, 0)).isTrue();
        assertThat(Rollouts.canLead(0, 0, 2)).isFalse(); // 2 of 2 won: 2 < 1.5 * sqrt(2) = 2.1
        assertThat(Rollouts.canLead(0, 0, 3)).isTrue(); // 3 of 3 won: 3 >= 2.6
    }
}

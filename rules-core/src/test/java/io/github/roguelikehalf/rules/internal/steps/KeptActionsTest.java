package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.Action;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The actions the steps list at every decision are kept: given again equal, never another action in their place. */
@DisplayName("kept actions: the action asked for, equal to a new one, the same one while its slot holds it")
class KeptActionsTest {

    @Test
    @DisplayName("each kind: equal to the new action, and the same object when asked again")
    void equalAndKept() {
        assertThat(KeptActions.hold("hero-1"))
                .isEqualTo(new Action.Hold("hero-1"))
                .isSameAs(KeptActions.hold("hero-1"));
        assertThat(KeptActions.attack("hero-1", "goblins", false))
                .isEqualTo(new Action.Attack("hero-1", "goblins", false))
                .isSameAs(KeptActions.attack("hero-1", "goblins", false));
        assertThat(KeptActions.shoot("hero-1", "goblins", true))
                .isEqualTo(new Action.Shoot("hero-1", "goblins", true))
                .isSameAs(KeptActions.shoot("hero-1", "goblins", true));
        assertThat(KeptActions.followersAttack("rats"))
                .isEqualTo(new Action.FollowersAttack("rats"))
                .isSameAs(KeptActions.followersAttack("rats"));
        assertThat(KeptActions.followersShoot("rats"))
                .isEqualTo(new Action.FollowersShoot("rats"))
                .isSameAs(KeptActions.followersShoot("rats"));
        assertThat(KeptActions.release("soldier/blunt"))
                .isEqualTo(new Action.Release("soldier/blunt"))
                .isSameAs(KeptActions.release("soldier/blunt"));
    }

    @Test
    @DisplayName("many parts sharing slots, asked in turn: always the action of the parts asked")
    void sharedSlots() {
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 300; i++) {
                String hero = "hero-" + (i % 7);
                String group = "group-" + i;
                boolean power = i % 2 == 0;
                assertThat(KeptActions.attack(hero, group, power)).isEqualTo(new Action.Attack(hero, group, power));
                assertThat(KeptActions.attack(hero, group, !power)).isEqualTo(new Action.Attack(hero, group, !power));
                assertThat(KeptActions.shoot(hero, group, power)).isEqualTo(new Action.Shoot(hero, group, power));
                assertThat(KeptActions.hold(group)).isEqualTo(new Action.Hold(group));
                assertThat(KeptActions.followersAttack(group)).isEqualTo(new Action.FollowersAttack(group));
                assertThat(KeptActions.followersShoot(group)).isEqualTo(new Action.FollowersShoot(group));
                assertThat(KeptActions.release(group)).isEqualTo(new Action.Release(group));
            }
        }
    }
}

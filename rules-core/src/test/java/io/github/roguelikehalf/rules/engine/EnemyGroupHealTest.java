package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A group healed by a scenario ({@code ScenarioContext.healEnemy}) keeps its sleepers asleep (EN §19 / JP §19). */
class EnemyGroupHealTest {

    @Test
    @DisplayName("EN §19 / JP §19: healing a group with sleepers wakes none of them and stops at those still fighting")
    void healingWakesNobody() {
        // 4 goblins: 2 put to sleep by Knockout, 1 killed, 1 still fighting
        EnemyGroup g = new EnemyGroup("goblins", "goblin", 4, 1, false, false, 2);

        EnemyGroup healed = g.healed(3);

        assertThat(healed.current()).isEqualTo(2);
        assertThat(healed.slept()).isEqualTo(2);
        assertThat(g.healed(1).current()).isEqualTo(2);
        assertThat(new EnemyGroup("goblins", "goblin", 4, 1, false, false, 0)
                        .healed(9)
                        .current())
                .isEqualTo(4);
    }
}

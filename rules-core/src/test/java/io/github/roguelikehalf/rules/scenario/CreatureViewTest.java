package io.github.roguelikehalf.rules.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.creature.ReactionTable;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A creature's view ({@link CreatureView}): a value whose state may be made only when its rules read it. */
@DisplayName("A creature's view: its state made when first read, at most once, and compared as a value")
class CreatureViewTest {

    private static final Creature GOBLIN = Creature.weak("goblin")
            .level(3)
            .appearing("4")
            .reactions(ReactionTable.always(ReactionKind.FIGHT))
            .build();
    private static final EnemyGroup GROUP = EnemyGroup.of("goblin", 4);

    private static GameState state(long seed) {
        Hero h = AuthorSpiTest.hero("hero-1", SubAttribute.STRENGTH);
        return Engine.of(new CreatureEventsTest.Bridge()).start(Party.of(h), RuleOptions.englishEdition(), seed);
    }

    @Test
    @DisplayName("the supplier is called only when the state is read, and once")
    void madeWhenRead() {
        GameState s = state(1L);
        int[] made = {0};
        CreatureView v = CreatureView.of(GOBLIN, GROUP, () -> {
            made[0]++;
            return s;
        });
        assertThat(v.creature()).isSameAs(GOBLIN);
        assertThat(v.group()).isSameAs(GROUP);
        assertThat(made[0]).isZero();
        assertThat(v.state()).isSameAs(s);
        assertThat(v.state()).isSameAs(s);
        assertThat(made[0]).isEqualTo(1);
    }

    @Test
    @DisplayName("equal to a view of the same creature, group and state made with the state at hand")
    void aValue() {
        GameState s = state(1L);
        CreatureView lazy = CreatureView.of(GOBLIN, GROUP, () -> s);
        CreatureView whole = new CreatureView(GOBLIN, GROUP, s);
        assertThat(lazy).isEqualTo(whole).hasSameHashCodeAs(whole).hasToString(whole.toString());
        assertThat(lazy).isNotEqualTo(new CreatureView(GOBLIN, GROUP, state(2L)));
        assertThat(lazy).isNotEqualTo(new CreatureView(GOBLIN, EnemyGroup.of("goblin", 3), s));
    }

    @Test
    @DisplayName("a supplier giving no state is refused when read; a missing part when made")
    void nothingMissing() {
        CreatureView v = CreatureView.of(GOBLIN, GROUP, () -> null);
        assertThatThrownBy(v::state).isInstanceOf(NullPointerException.class).hasMessageContaining("state");
        assertThatThrownBy(() -> CreatureView.of(GOBLIN, GROUP, null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new CreatureView(GOBLIN, null, state(1L)))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("group");
    }
}

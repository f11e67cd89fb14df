package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A scenario's event rolls on the base treasure table (EN §39-§40 / JP §38-§39) through its context. */
@DisplayName("Treasure from a scenario's event (EN §39-§40 / JP §38-§39)")
class EventTreasureTest {

    private static final Engine CHESTS = Engine.of(new ChestHall());

    @Test
    @DisplayName("a die of 2 with modifier +1 is result 3: 2d6 gold, at least 5, to the first living hero")
    void goldToTheFirstHero() {
        GameState s = CHESTS.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 1L);
        int before = s.party().hero("hero-1").equipment().gold();

        Transition t = play(CHESTS, s, "explore", 1, 1, 2, 1, 2);

        assertThat(t.state().party().hero("hero-1").equipment().gold()).isEqualTo(before + 5);
        assertThat(t.events()).anyMatch(e -> e.text().equals("treasure of the chest: 5 gold"));
        assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
    }

    /** Every tile holds a chest whose treasure rolls with +1. */
    static final class ChestHall implements Scenario {
        @Override
        public String id() {
            return "chest-hall";
        }

        @Override
        public String title() {
            return "The Chest Hall";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.of(Tile.event(id, "a chest", "chest"));
        }

        @Override
        public Optional<Creature> creature(String id) {
            return Optional.empty();
        }

        @Override
        public void onEvent(ScenarioContext ctx, Tile tile) {
            ctx.treasure("the chest", 1);
        }
    }
}

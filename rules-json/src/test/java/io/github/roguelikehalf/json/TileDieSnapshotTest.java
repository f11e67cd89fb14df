package io.github.roguelikehalf.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A scenario's room roll on 1d6 in a snapshot")
class TileDieSnapshotTest {

    /** Six empty rooms on 1d6. */
    static final class SixRooms implements Scenario {
        @Override
        public String id() {
            return "six-rooms";
        }

        @Override
        public String title() {
            return "Six Rooms";
        }

        @Override
        public DieNotation tileDie() {
            return DieNotation.D6;
        }

        @Override
        public Optional<Tile> tile(String id) {
            return id.matches("[1-6]") ? Optional.of(Tile.empty(id, "room " + id)) : Optional.empty();
        }

        @Override
        public Optional<Creature> creature(String id) {
            return Optional.empty();
        }
    }

    @Test
    @DisplayName("EN §34 / JP §33: a 1d6 room result (3) is written, fits the schema and reads back; 7 is refused")
    void oneDieRoomResult() {
        RuleOptions en = RuleOptions.englishEdition();
        Engine engine = Engine.of(new SixRooms());
        Hero dex = Hero.create(
                HeroSpec.builder()
                        .name("Aki")
                        .subAttribute(SubAttribute.DEXTERITY)
                        .build(),
                en);
        GameState searching = engine.apply(engine.start(Party.of(dex), en, 1L), new Action.Explore(), Dice.of(3))
                .state();
        assertThat(searching.phase()).isEqualTo(new Phase.Searching(3, false));

        String json = Snapshots.write(searching);
        SchemaCheck.valid(json);
        assertThat(Snapshots.read(json, engine)).isEqualTo(searching);

        String seven = json.replace("\"d66\": 3,", "\"d66\": 7,");
        assertThat(seven).isNotEqualTo(json);
        SnapshotException e = catchThrowableOfType(SnapshotException.class, () -> Snapshots.read(seven, engine));
        assertThat(e).isNotNull();
        assertThat(e.path()).isEqualTo("$.game.phase.d66");
        assertThat(e.problem()).isEqualTo("a result of the scenario's room roll 1d6 is 1..6, was 7");
    }
}

package io.github.roguelikehalf.examples.snippets;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.creature.ReactionTable;
import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import io.github.roguelikehalf.rules.scenario.Trap;
import io.github.roguelikehalf.rules.scenario.Traps;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/** The Barrow: six rooms on 1d6; a room cleared stays empty; eight rooms cleared and the party leaves with a win. */
public final class Barrow implements Scenario {

    static final String ROOMS = "rooms"; // a counter: rooms entered
    static final String CLEARED = "cleared"; // a set: the rooms cleared
    static final int ROOMS_TO_EXPLORE = 8;

    static final Trap DARTS = new Trap("dart trap", "Barrow 2", 4, Trap.Targeting.EACH_HERO, 1, Optional.empty());

    private static final Map<String, Creature> CREATURES = Map.of(
            "zombies",
            Creature.weak("zombies")
                    .name("zombie")
                    .level(3)
                    .appearing("1d6")
                    .reactions(ReactionTable.of("1 flee", "2-5 fight", "6 fight-to-the-death"))
                    .tags("undead")
                    .build(),
            "abbot",
            Creature.strong("abbot")
                    .name("Drowned Abbot") // no article: events say "Drowned Abbot appears"
                    .level(4)
                    .life(4)
                    .treasure(1)
                    .reactions(ReactionTable.of("1-2 bribe 10 gold", "3-5 fight", "6 peaceful"))
                    .tags("undead")
                    .build(),
            "king",
            Creature.strong("king")
                    .name("Barrow King")
                    .level(5)
                    .life(6)
                    .attacks(2)
                    .treasure(2)
                    .reactions(ReactionTable.always(ReactionKind.FIGHT_TO_THE_DEATH))
                    .build());

    @Override
    public String id() {
        return "barrow";
    }

    @Override
    public String title() {
        return "The Barrow";
    }

    @Override
    public DieNotation tileDie() {
        return DieNotation.D6; // rooms 1 to 6
    }

    @Override
    public Optional<Tile> tile(String id) {
        return Optional.ofNullable(
                switch (id) {
                    case "1" -> Tile.empty(id, "the entrance hall");
                    case "2" -> Tile.event(id, "the dart corridor", "darts");
                    case "3" -> Tile.encounter(id, "the ossuary", "zombies");
                    case "4" -> Tile.encounter(id, "the flooded chapel", "abbot");
                    case "5" -> Tile.encounter(id, "the throne room", "king");
                    case "6" -> Tile.empty(id, "a collapsed tomb");
                    case "emptied" -> Tile.empty(id, "a room already cleared");
                    default -> null;
                });
    }

    @Override
    public Optional<Creature> creature(String id) {
        return Optional.ofNullable(CREATURES.get(id));
    }

    @Override
    public CreatureRules creatureRules(String creatureId) {
        return switch (creatureId) {
            case "abbot" ->
                new CreatureRules() {
                    @Override
                    public Would modify(Would event, CreatureView view) {
                        // a Bribe result is a bribe refused: he attacks
                        return event instanceof Would.TakesBribes t ? t.withTakes(false) : event;
                    }
                };
            case "king" ->
                new CreatureRules() {
                    @Override
                    public Would modify(Would event, CreatureView view) {
                        // never flees, even when attacked first
                        return event instanceof Would.FightsToTheDeath f ? f.withToTheDeath(true) : event;
                    }
                };
            default -> CreatureRules.BASE;
        };
    }

    @Override
    public List<String> tilesFor(int roll, GameState state) {
        String room = Integer.toString(roll);
        // the base rules play a room rolled again; here a cleared room stays empty
        return List.of(state.scenarioState().set(CLEARED).contains(room) ? "emptied" : room);
    }

    @Override
    public void onTileEntered(ScenarioContext ctx, Tile tile) {
        ScenarioState s = ctx.scenarioState().add(ROOMS, 1);
        ctx.setScenarioState(s);
        ctx.event("Barrow 1", "room " + s.counter(ROOMS) + " of the barrow");
    }

    @Override
    public void onEvent(ScenarioContext ctx, Tile tile) {
        Traps.spring(ctx, DARTS); // each hero rolls Dexterity against 4, or loses 1 Life
    }

    @Override
    public void onTileCleared(ScenarioContext ctx, Tile tile) {
        ctx.setScenarioState(ctx.scenarioState().withAdded(CLEARED, tile.id()));
        if (ctx.state().progress().tilesCleared() >= ROOMS_TO_EXPLORE) {
            ctx.end("barrow-explored", ROOMS_TO_EXPLORE + " rooms cleared", true);
        }
    }

    @Override
    public OptionalInt explorationLimit() {
        return OptionalInt.of(20); // explore actions; a Search that rolls again does not count
    }
}

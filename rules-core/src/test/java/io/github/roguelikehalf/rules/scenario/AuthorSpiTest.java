package io.github.roguelikehalf.rules.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.creature.ReactionTable;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.DieNotation;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.dice.ScriptedDice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.Fact;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.play.Autoplay;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The scenario SPI as an author meets it, through the public API with scripted dice: a room table on 1d6, the hooks
 * for a room entered and a room cleared, when the scenario's end is asked, what the exploration limit counts, a
 * creature that takes no bribe, a trap each hero rolls for, named endings, creature data and its names in events.
 */
@DisplayName("The scenario SPI as an author meets it")
class AuthorSpiTest {

    static final RuleOptions EN = RuleOptions.englishEdition();
    static final String ROOMS = "rooms";

    static final Creature ABBOT = Creature.strong("abbot")
            .name("Drowned Abbot")
            .level(4)
            .life(3)
            .reactions(ReactionTable.of("1-6 bribe 5 gold"))
            .build();

    static final Trap DARTS = new Trap("darts", "SR 2", 4, Trap.Targeting.EACH_HERO, 1, Optional.empty());

    /** Six rooms on 1d6: 1-2 empty, 3 the darts, 4 the abbot, 5-6 empty; it ends after so many rooms cleared. */
    static class SixRooms implements Scenario {

        private final int roomsToClear;
        private final int roomsToEnter;

        SixRooms(int roomsToClear, int roomsToEnter) {
            this.roomsToClear = roomsToClear;
            this.roomsToEnter = roomsToEnter;
        }

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
        public int followerCap(Party party, RuleOptions options) {
            // two heroes may take one follower here (the base rules give them none, EN §32 / JP §31)
            return Math.max(1, party.followerCap(options));
        }

        @Override
        public Optional<Tile> tile(String id) {
            return switch (id) {
                case "1", "2", "5", "6" -> Optional.of(Tile.empty(id, "room " + id));
                case "3" -> Optional.of(Tile.event(id, "dart hall", "darts"));
                case "4" -> Optional.of(Tile.encounter(id, "flooded chapel", "abbot"));
                default -> Optional.empty();
            };
        }

        @Override
        public Optional<Creature> creature(String id) {
            return id.equals("abbot") ? Optional.of(ABBOT) : Optional.empty();
        }

        @Override
        public CreatureRules creatureRules(String creatureId) {
            return new CreatureRules() {
                @Override
                public Would modify(Would event, CreatureView view) {
                    return event instanceof Would.TakesBribes t ? t.withTakes(false) : event;
                }
            };
        }

        @Override
        public void onTileEntered(ScenarioContext ctx, Tile tile) {
            ScenarioState s = ctx.state().scenarioState().add(ROOMS, 1);
            ctx.setScenarioState(s);
            ctx.event(Event.of("SR 1", "room " + s.counter(ROOMS) + " of the six rooms"));
        }

        @Override
        public void onEvent(ScenarioContext ctx, Tile tile) {
            Traps.spring(ctx, DARTS);
        }

        @Override
        public void onTileCleared(ScenarioContext ctx, Tile tile) {
            if (ctx.state().progress().tilesCleared() >= roomsToClear) {
                ctx.end("rooms-cleared", roomsToClear + " rooms cleared", true);
            }
        }

        @Override
        public Optional<Outcome> endCondition(GameState state) {
            return state.scenarioState().counter(ROOMS) >= roomsToEnter
                    ? Optional.of(Outcome.scenario("too-deep", roomsToEnter + " rooms entered", false))
                    : Optional.empty();
        }

        @Override
        public OptionalInt explorationLimit() {
            return OptionalInt.of(3);
        }
    }

    static Hero hero(String id, SubAttribute sub) {
        return Hero.create(HeroSpec.builder().id(id).name(id).subAttribute(sub).build(), EN);
    }

    static GameState start(Scenario scenario, Party party) {
        return Engine.of(scenario).start(party, EN, 1L);
    }

    static Transition act(Engine engine, GameState s, String action, int... faces) {
        ScriptedDice dice = Dice.of(faces);
        Transition t = engine.apply(s, Action.parse(action), dice);
        dice.checkAllUsed();
        return t;
    }

    static List<String> texts(Transition t) {
        return t.events().stream().map(Event::text).toList();
    }

    @Test
    @DisplayName("EN §34 / JP §33: a room table on 1d6 is rolled on one die, told as '1d6 5', and its result validates")
    void roomTableOnOneDie() {
        Engine engine = Engine.of(new SixRooms(9, 9));
        GameState s = start(new SixRooms(9, 9), Party.of(hero("hero-1", SubAttribute.DEXTERITY)));

        // a Dexterity hero may Search the result (EN §25 / JP §24), so the engine waits at it
        Transition t = act(engine, s, "explore", 5);

        assertThat(texts(t)).containsExactly("1d6 5");
        assertThat(t.state().phase()).isEqualTo(new Phase.Searching(5, false));
        assertThat(engine.validate(t.state())).isSameAs(t.state());
        GameState seven = ImmutableGameState.copyOf(t.state()).withPhase(new Phase.Searching(7, false));
        assertThatThrownBy(() -> engine.validate(seven))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("phase.d66")
                .hasMessageContaining("1d6 is 1..6, was 7");
    }

    @Test
    @DisplayName("EN §34 / JP §33: a rollTile result its tileDie cannot give is refused where the hook returns it")
    void rollTileOutsideTheTileDie() {
        Scenario wrong = new SixRooms(9, 9) {
            @Override
            public Roll rollTile(ScenarioContext ctx) {
                return ctx.dice().d66("d66 for the next tile");
            }
        };
        GameState s = start(wrong, Party.of(hero("hero-1", SubAttribute.STRENGTH)));

        assertThatThrownBy(() -> Engine.of(wrong).apply(s, new Action.Explore(), Dice.of(2, 3)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Scenario.rollTile gave 23")
                .hasMessageContaining("Scenario.tileDie() 1d6 gives 1..6");
    }

    @Test
    @DisplayName("EN §34 / JP §33: onTileEntered runs for every room, after the entry is told, before its creatures")
    void everyRoomEntered() {
        Engine engine = Engine.of(new SixRooms(9, 9));
        GameState s = start(new SixRooms(9, 9), Party.of(hero("hero-1", SubAttribute.STRENGTH)));

        Transition empty = act(engine, s, "explore", 1);
        assertThat(texts(empty))
                .containsExactly(
                        "1d6 1", "the party enters room 1", "room 1 of the six rooms", "room 1: nothing happens");
        assertThat(empty.events().get(1).fact()).contains(new Fact.TileEntered("1", "room 1"));

        Transition abbot = act(engine, empty.state(), "explore", 4);
        assertThat(texts(abbot))
                .containsExactly(
                        "1d6 4",
                        "the party enters flooded chapel",
                        "room 2 of the six rooms",
                        "Drowned Abbot appears (level 4, Life 3)");
        assertThat(abbot.state().scenarioState().counter(ROOMS)).isEqualTo(2);
    }

    @Test
    @DisplayName("EN §34 / JP §33: onTileCleared may end the adventure between rooms, by a name an Outcome gives back")
    void endBetweenRooms() {
        Engine engine = Engine.of(new SixRooms(2, 9));
        GameState s = start(new SixRooms(2, 9), Party.of(hero("hero-1", SubAttribute.STRENGTH)));

        GameState one = act(engine, s, "explore", 1).state();
        assertThat(one.isTerminal()).isFalse();
        Transition two = act(engine, one, "explore", 2);

        Outcome o = two.state().outcome().orElseThrow();
        assertThat(o.termination()).isEqualTo(Outcome.Termination.SCENARIO_VICTORY);
        assertThat(o.name()).contains("rooms-cleared");
        assertThat(o.label()).isEqualTo("scenario-victory: rooms-cleared");
        assertThat(two.state().progress().tilesCleared()).isEqualTo(2);
        assertThat(new Outcome(Outcome.Termination.DEATH, "no hero is alive", Optional.of("ogre")).name())
                .isEmpty();
    }

    @Test
    @DisplayName(
            "EN §34 / JP §33: endCondition is asked after the step that enters a room: before its creatures are met")
    void endConditionBeforeTheFight() {
        Engine engine = Engine.of(new SixRooms(9, 2));
        GameState s = start(new SixRooms(9, 2), Party.of(hero("hero-1", SubAttribute.STRENGTH)));

        GameState one = act(engine, s, "explore", 1).state();
        Transition two = act(engine, one, "explore", 4);

        // the abbot appears with the room, but the party never meets him: no attack-first or wait, no reaction roll
        assertThat(texts(two))
                .containsExactly(
                        "1d6 4",
                        "the party enters flooded chapel",
                        "room 2 of the six rooms",
                        "Drowned Abbot appears (level 4, Life 3)",
                        "adventure over: scenario-defeat: 2 rooms entered");
        assertThat(two.state().outcome().orElseThrow().name()).contains("too-deep");
    }

    @Test
    @DisplayName("mayEnd false: the engine does not ask endCondition (nor make the state for it); true: it asks")
    void mayEndGuardsTheEndCondition() {
        class Counted extends SixRooms {
            final boolean mayEnd;
            int asked;

            Counted(boolean mayEnd) {
                super(9, 2);
                this.mayEnd = mayEnd;
            }

            @Override
            public Optional<Outcome> endCondition(GameState state) {
                asked++;
                return super.endCondition(state);
            }

            @Override
            public boolean mayEnd(Party party) {
                return mayEnd; // false breaks the promise on purpose, to show that the engine keeps to it
            }
        }
        Counted asks = new Counted(true);
        Counted never = new Counted(false);
        GameState s = start(asks, Party.of(hero("hero-1", SubAttribute.STRENGTH)));

        Transition ended =
                act(Engine.of(asks), act(Engine.of(asks), s, "explore", 1).state(), "explore", 4);
        Transition goesOn =
                act(Engine.of(never), act(Engine.of(never), s, "explore", 1).state(), "explore", 4);

        assertThat(asks.asked).isPositive();
        assertThat(ended.state().outcome().orElseThrow().name()).contains("too-deep");
        assertThat(never.asked).isZero();
        assertThat(goesOn.state().outcome()).isEmpty();
        assertThat(texts(goesOn)).contains("Drowned Abbot appears (level 4, Life 3)");
        assertThat(new SixRooms(9, 2).mayEnd(s.party()))
                .as("the default asks every time")
                .isTrue();
    }

    @Test
    @DisplayName("EN §25 / JP §24: the exploration limit counts 'explore' actions, not the Searches that roll again")
    void explorationLimitCountsExplorations() {
        Engine engine = Engine.of(new SixRooms(9, 9));
        GameState s = start(new SixRooms(9, 9), Party.of(hero("hero-1", SubAttribute.DEXTERITY)));

        GameState rolled = act(engine, s, "explore", 4).state();
        // the Dexterity hero searches (a 6 succeeds) and the table is rolled again: 1
        GameState again = act(engine, rolled, "search hero-1", 6, 1).state();
        // a new result: the hero may search it too (EN §25 / JP §24)
        assertThat(again.phase()).isEqualTo(new Phase.Searching(1, false));
        assertThat(again.progress().explorations()).isEqualTo(1);

        GameState first = act(engine, again, "enter").state();
        GameState second =
                act(engine, act(engine, first, "explore", 2).state(), "enter").state();
        GameState third =
                act(engine, act(engine, second, "explore", 5).state(), "enter").state();
        Transition fourth = act(engine, third, "explore");

        assertThat(fourth.state().outcome().orElseThrow().termination())
                .isEqualTo(Outcome.Termination.EXPLORATION_LIMIT);
        assertThat(fourth.state().outcome().orElseThrow().detail()).isEqualTo("the scenario allows 3 explorations");
    }

    @Test
    @DisplayName("EN §35 / JP §34: a creature that takes no bribe treats a Bribe result as a bribe refused: it attacks")
    void noBribe() {
        Engine engine = Engine.of(new SixRooms(9, 9));
        GameState s = start(new SixRooms(9, 9), Party.of(hero("hero-1", SubAttribute.STRENGTH)));
        GameState met = act(engine, s, "explore", 4).state();

        Transition t = act(engine, met, "wait", 2);

        assertThat(texts(t))
                .containsExactly(
                        "reaction: bribe 5 gold",
                        "Drowned Abbot takes no bribe: as a bribe refused, it attacks",
                        "combat: the enemies act first; round 0 (ranged)",
                        "round 1 begins");
        assertThat(t.state().phase()).isInstanceOf(Phase.Fighting.class);
        assertThat(engine.legalActions(t.state()).stream().map(Action::toString))
                .noneMatch(a -> a.startsWith("pay-bribe"));
    }

    @Test
    @DisplayName("a trap of Targeting.EACH_HERO: each living hero rolls for himself, and no follower is targeted")
    void trapForEachHero() {
        Engine engine = Engine.of(new SixRooms(9, 9));
        Party party = new Party(
                List.of(hero("hero-1", SubAttribute.STRENGTH), hero("hero-2", SubAttribute.STRENGTH)),
                io.github.roguelikehalf.rules.follower.Followers.none()
                        .add(FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT), 1));
        GameState s = start(new SixRooms(9, 9), party);
        int lifeBefore = s.party().hero("hero-2").life();

        // hero-1 rolls 6 (avoided), hero-2 rolls 1 (caught: 1 Life)
        Transition t = act(engine, s, "explore", 3, 6, 1);

        assertThat(texts(t)).contains("hero-1 against the darts: avoided", "hero-2 against the darts: caught");
        assertThat(t.state().party().hero("hero-2").life()).isEqualTo(lifeBefore - 1);
        assertThat(t.state().party().followers().total()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §35-§37 / JP §34-§36: a creature built by name reads as its stat line and equals the long factory")
    void creatureByName() {
        Creature built = Creature.weak("zombies")
                .name("zombie")
                .level(3)
                .appearing("1d6+1")
                .treasure(-1)
                .reactions(ReactionTable.of("1 flee", "2-5 fight", "6 fight-to-the-death"))
                .tags("undead")
                .build();
        Creature longHand = Creature.weak(
                "zombies",
                "zombie",
                3,
                "1d6+1",
                -1,
                Optional.of(List.of(
                        Reaction.of(ReactionKind.FLEE),
                        Reaction.of(ReactionKind.FIGHT),
                        Reaction.of(ReactionKind.FIGHT),
                        Reaction.of(ReactionKind.FIGHT),
                        Reaction.of(ReactionKind.FIGHT),
                        Reaction.of(ReactionKind.FIGHT_TO_THE_DEATH))),
                Set.of("undead"));
        assertThat(built).isEqualTo(longHand);
        assertThat(Creature.strong("bone-knight").level(5).life(4).attacks(2).build())
                .isEqualTo(Creature.strong("bone-knight", "bone knight", 5, 4, 2, 0, Optional.empty(), Set.of()));
        assertThat(ReactionTable.of("1-2 bribe 10 gold", "3 scenario trade", "4-6 peaceful"))
                .containsExactly(
                        Reaction.bribe(io.github.roguelikehalf.rules.creature.Bribe.Kind.GOLD, 10),
                        Reaction.bribe(io.github.roguelikehalf.rules.creature.Bribe.Kind.GOLD, 10),
                        Reaction.scenario("trade"),
                        Reaction.of(ReactionKind.PEACEFUL),
                        Reaction.of(ReactionKind.PEACEFUL),
                        Reaction.of(ReactionKind.PEACEFUL));
    }

    @Test
    @DisplayName("creature data that is wrong is refused with what is allowed")
    void creatureDataErrors() {
        assertThatThrownBy(() -> ReactionTable.of("1-2 fight", "4-6 flee"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the next face is 3");
        assertThatThrownBy(() -> ReactionTable.of("1-6 run"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'run' is not a reaction")
                .hasMessageContaining("fight-to-the-death");
        assertThatThrownBy(() -> ReactionTable.of("1-6 bribe 10"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("e.g. 'bribe 10 gold'");
        assertThatThrownBy(() -> Creature.strong("ogre").level(5).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ogre: a Strong Creature needs its Life");
        assertThatThrownBy(() -> Creature.weak("rats").level(2).life(3))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Weak Creatures have 1 Life and 1 attack each");
        // events never add an article to a name, so a name may not bring one (docs/architecture.md)
        assertThatThrownBy(() -> Creature.strong("abbot")
                        .name("the Drowned Abbot")
                        .level(4)
                        .life(3)
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("starts with an article")
                .hasMessageContaining("'Drowned Abbot appears'");
    }

    @Test
    @DisplayName("scripted dice: checkAllUsed names the faces a rule did not use")
    void strictScriptedDice() {
        ScriptedDice dice = Dice.of(1, 5, 5, 5);
        dice.d6("one die");
        assertThatThrownBy(dice::checkAllUsed)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("3 scripted faces left unused: [5, 5, 5] (1 of 4 drawn)");
        dice.roll(DieNotation.D66, "two more");
        dice.d3("the last");
        assertThat(dice.checkAllUsed()).isSameAs(dice);
    }

    @Test
    @DisplayName("asGame(listener): Autoplay hands every event of the played adventure to the listener, in order")
    void narratedAutoplay() {
        Engine engine = Engine.of(new SixRooms(2, 9));
        List<Event> heard = new ArrayList<>();
        var played = Autoplay.play(
                engine.asGame(heard::add),
                start(new SixRooms(2, 9), Party.of(hero("hero-1", SubAttribute.STRENGTH))),
                (state, legal, dice) -> legal.get(0),
                Dice.seeded(3),
                200);
        assertThat(heard).isNotEmpty();
        assertThat(heard.get(heard.size() - 1).fact())
                .contains(new Fact.AdventureEnded(played.end().outcome().orElseThrow()));
    }
}

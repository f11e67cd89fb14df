package io.github.roguelikehalf.rules.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.creature.ReactionTable;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The "would" events of the reaction and the treasure ({@link Would.FixedReaction}, {@link Would.AsksBribe}, {@link
 * Would.TreasureRolls}), played through the engine with scripted dice; and a rule answering with an event of another
 * kind, refused. The other events are played by the hook scenario ({@code hookscenario}), {@code AfterBribeTest},
 * {@code AuthorSpiTest}, {@code CreatureHitHooksTest} and the magic tests ({@code MagicHall}).
 */
@DisplayName("Creature rules as modifications: fixed reaction, bribe asked, treasure rolls (EN §35, §39 / JP §34, §38)")
class CreatureEventsTest {

    static final RuleOptions EN = RuleOptions.englishEdition();

    /** Tile 11: two toll-keepers; tile 12: two hoarders; tile 13: two liars. Every table says Fight. */
    static final class Bridge implements Scenario {
        private static final Map<String, Tile> TILES = Map.of(
                "11", Tile.encounter("11", "toll", "toll-keeper"),
                "12", Tile.encounter("12", "hoard", "hoarder"),
                "13", Tile.encounter("13", "lies", "liar"));

        private static final Map<String, CreatureRules> RULES =
                Map.of("toll-keeper", TOLL, "hoarder", HOARD, "liar", LIAR);

        @Override
        public String id() {
            return "bridge";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.of(TILES.getOrDefault(id, Tile.empty(id, "empty")));
        }

        @Override
        public String title() {
            return "Bridge";
        }

        @Override
        public Optional<Creature> creature(String id) {
            return RULES.containsKey(id)
                    ? Optional.of(Creature.weak(id)
                            .level(3)
                            .appearing("2")
                            .reactions(ReactionTable.always(ReactionKind.FIGHT))
                            .build())
                    : Optional.empty();
        }

        @Override
        public CreatureRules creatureRules(String creatureId) {
            return RULES.getOrDefault(creatureId, CreatureRules.BASE);
        }
    }

    /** Toll-keepers ask a toll without rolling: 3 gold each of those met. */
    static final CreatureRules TOLL = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.FixedReaction f) {
                return f.withReaction(Reaction.bribe(Bribe.Kind.GOLD, 3));
            }
            if (event instanceof Would.AsksBribe b) {
                return b.withBribe(new Bribe(
                        b.bribe().kind(), b.bribe().amount() * view.group().current()));
            }
            return event;
        }
    };

    /** Hoarders flee at once, dropping two treasures. */
    static final CreatureRules HOARD = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.FixedReaction f) {
                return f.withReaction(Reaction.of(ReactionKind.FLEE));
            }
            if (event instanceof Would.TreasureRolls t) {
                return t.withRolls(t.rolls() + 1);
            }
            return event;
        }
    };

    /** Liars answer every question with another one: a scenario bug. */
    static final CreatureRules LIAR = new CreatureRules() {
        @Override
        public Would modify(Would event, CreatureView view) {
            return new Would.TakesBribes(true);
        }
    };

    final Engine engine = Engine.of(new Bridge());

    /** The party of one hero before the creatures of tile {@code 1<units>}, waiting to see their reaction. */
    GameState met(int units) {
        Hero h = AuthorSpiTest.hero("hero-1", SubAttribute.STRENGTH);
        GameState s = engine.apply(engine.start(Party.of(h), EN, 1L), Action.parse("explore"), Dice.of(1, units))
                .state();
        assertThat(s.phase()).isInstanceOf(Phase.Approaching.class);
        return s;
    }

    @Test
    @DisplayName("EN §35 / JP §34: the toll-keepers' fixed reaction is a bribe, with no reaction roll; 3 gold each: 6")
    void fixedReactionAndBribeAsked() {
        Transition t = engine.apply(met(1), Action.parse("wait"), Dice.of());
        assertThat(t.state().phase())
                .isInstanceOfSatisfying(
                        Phase.Bribing.class, b -> assertThat(b.bribe()).isEqualTo(new Bribe(Bribe.Kind.GOLD, 6)));
        // a bribe of a fixed reaction is not on the table ("Fight" on every face), and the state is still valid
        engine.validate(t.state());
    }

    @Test
    @DisplayName(
            "EN §35, §39 / JP §34, §38: the hoarders flee with no roll and leave two treasures: 1d6 gold twice, 4+5")
    void treasureRolls() {
        GameState s = met(2);
        int gold = s.party().heroes().get(0).equipment().gold();
        // the table's 2 (1d6 gold) then the gold, twice
        Transition t = engine.apply(s, Action.parse("wait"), Dice.of(2, 4, 2, 5));
        assertThat(t.events().stream().map(Event::text).toList())
                .containsExactly(
                        "hoarder reacts flee, without a roll",
                        "they flee, leaving their treasure",
                        "treasure of hoarder: 4 gold",
                        "treasure: 1d6 gold",
                        "treasure of hoarder: 5 gold",
                        "treasure: 1d6 gold");
        assertThat(t.state().party().heroes().get(0).equipment().gold()).isEqualTo(gold + 9);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }

    @Test
    @DisplayName("A rule answering an event with one of another kind is a scenario bug, named with the creature")
    void answerOfAnotherKind() {
        GameState s = met(3);
        assertThatThrownBy(() -> engine.apply(s, Action.parse("wait"), Dice.of()))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("the rules of liar answered TakesBribes[takes=true]")
                .hasMessageContaining("they must return the event or a copy of it");
    }
}

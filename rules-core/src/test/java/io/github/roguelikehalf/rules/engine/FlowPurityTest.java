package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.CRYPT;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.legal;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.start;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.DiceExhaustedException;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@code apply} as a pure function (docs/architecture.md): illegal actions, terminal states,
 * determinism, the state's own dice, and scripted dice running out.
 */
@DisplayName("apply is pure and checks its action (docs/architecture.md)")
class FlowPurityTest {

    private static final Action EXPLORE = new Action.Explore();

    @Nested
    @DisplayName("illegal actions")
    class Illegal {

        @Test
        @DisplayName(
                "an action not among the legal ones throws IllegalActionException listing them; the state is unchanged")
        void illegalListsLegal() {
            GameState s = start(hero(SubAttribute.DEXTERITY));
            GameState before = ImmutableGameState.copyOf(s);

            assertThatThrownBy(() -> CRYPT.apply(s, new Action.Wait(), Dice.of(1, 1)))
                    .isInstanceOf(IllegalActionException.class)
                    .hasMessage("illegal action 'wait': not legal now; legal actions: [explore, swap hero-1 -> bow]")
                    .satisfies(e -> assertThat(((IllegalActionException) e).legalActions())
                            .isEqualTo(FlowStartTest.CRYPT.legalActions(s)));
            assertThatThrownBy(() -> CRYPT.apply(s, new Action.Eat("hero-1")))
                    .isInstanceOf(IllegalActionException.class);
            assertThatThrownBy(() -> CRYPT.apply(s, "swap hero-1 -> sling"))
                    .isInstanceOf(IllegalActionException.class)
                    .hasMessageContaining("[explore, swap hero-1 -> bow]");

            assertThat(s).isEqualTo(before);
            assertThat(s.rng()).isEqualTo(RngState.of(1L));
        }

        @Test
        @DisplayName("an action for a hero who does not exist is illegal")
        void unknownHero() {
            GameState s =
                    play(start(hero(SubAttribute.DEXTERITY)), "explore", 2, 2).state();

            assertThatThrownBy(() -> CRYPT.apply(s, new Action.Search("hero-2"), Dice.of(6, 1, 1)))
                    .isInstanceOf(IllegalActionException.class)
                    .hasMessage("illegal action 'search hero-2': not legal now; legal actions: [search hero-1, enter]");
        }

        @Test
        @DisplayName("text that is no action throws ActionParseException before anything is applied")
        void badText() {
            GameState s = start(hero(SubAttribute.STRENGTH));

            assertThatThrownBy(() -> CRYPT.apply(s, "explore everything")).isInstanceOf(ActionParseException.class);
        }

        @Test
        @DisplayName("EN §44 / JP §44: a finished adventure has no decision and rejects every action")
        void terminal() {
            GameState s = ImmutableGameState.copyOf(start(hero(SubAttribute.STRENGTH)))
                    .withProgress(new Progress(30, 0, Set.of(), Map.of()));
            GameState end = play(s, "explore").state();
            GameState before = ImmutableGameState.copyOf(end);

            assertThat(end.isTerminal()).isTrue();
            assertThat(FlowStartTest.CRYPT.decision(end)).isEmpty();
            assertThatThrownBy(() -> CRYPT.apply(end, EXPLORE))
                    .isInstanceOf(IllegalActionException.class)
                    .hasMessage(
                            "illegal action 'explore': the adventure is over (exploration-limit: the scenario allows"
                                    + " 30 explorations); legal actions: []")
                    .satisfies(e -> assertThat(((IllegalActionException) e).legalActions())
                            .isEmpty());
            assertThatThrownBy(() -> CRYPT.apply(end, EXPLORE, Dice.of(1, 1)))
                    .isInstanceOf(IllegalActionException.class);
            assertThat(end).isEqualTo(before);
        }

        @Test
        @DisplayName("a state of another scenario is refused")
        void otherScenario() {
            GameState s = start(hero(SubAttribute.STRENGTH));
            Engine other = Engine.of(new ReactionTest.HostileCrypt());

            assertThatThrownBy(() -> other.apply(s, EXPLORE, Dice.of(1, 1)))
                    .isInstanceOf(RulesException.class)
                    .hasMessage("state of scenario 'test-crypt' given to the engine of 'hostile-crypt'");
        }
    }

    @Nested
    @DisplayName("determinism and the state's own dice")
    class Determinism {

        @Test
        @DisplayName("apply twice from the same state gives equal states and events")
        void pure() {
            GameState s = start(hero(SubAttribute.DEXTERITY));

            Transition a = CRYPT.apply(s, EXPLORE);
            Transition b = CRYPT.apply(s, EXPLORE);

            assertThat(a).isEqualTo(b);
            assertThat(a.state()).isEqualTo(b.state());
            assertThat(a.events()).isEqualTo(b.events());
            assertThat(s.rng()).isEqualTo(RngState.of(1L));
            assertThat(a.state().rng().seed()).isEqualTo(1L);
            assertThat(a.state().rng().counter()).isEqualTo(2L);
            assertThat(a.state().steps()).isEqualTo(1L);
        }

        @Test
        @DisplayName("the same seed and actions replay bit for bit; another seed gives other dice")
        void seeds() {
            GameState one = CRYPT.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 7L);
            GameState again = CRYPT.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 7L);
            assertThat(one).isEqualTo(again);

            List<Transition> first = walk(one, 11);
            List<Transition> second = walk(again, 11);
            assertThat(first).isEqualTo(second);
        }

        @Test
        @DisplayName("with dice from the caller, the state's own dice are untouched; that is the only difference")
        void callerDiceLeaveRngAlone() {
            for (long seed = 0; seed < 30; seed++) {
                GameState s = CRYPT.start(party(), EN, seed);
                Random pick = new Random(seed);
                while (!s.isTerminal()) {
                    List<Action> legal = FlowStartTest.CRYPT.legalActions(s);
                    Action a = legal.get(pick.nextInt(legal.size()));
                    Transition own = CRYPT.apply(s, a);
                    Transition scripted = CRYPT.apply(s, a, Dice.of(faces(own.events())));

                    assertThat(scripted.events()).as("events of %s", a).isEqualTo(own.events());
                    assertThat(scripted.state().rng()).isEqualTo(s.rng());
                    assertThat(ImmutableGameState.copyOf(scripted.state())
                                    .withRng(own.state().rng()))
                            .as("state after %s", a)
                            .isEqualTo(own.state());
                    assertThat(own.state().rng().counter() - s.rng().counter())
                            .as("one draw per die shown in the events of %s", a)
                            .isEqualTo(faces(own.events()).length);
                    s = own.state();
                }
            }
        }

        private Party party() {
            Hero h = Hero.create(
                    HeroSpec.builder()
                            .name("Aki")
                            .subAttribute(SubAttribute.DEXTERITY)
                            .growth(new Growth(1, 4, 2, 0))
                            .build(),
                    EN);
            return Party.of(h)
                    .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT), 2, EN)
                    .hire("hero-1", FollowerKind.of(FollowerType.BOWMAN, DamageType.SLASHING), 1, EN)
                    .hire("hero-1", FollowerKind.of(FollowerType.SCOUT), 1, EN);
        }

        private List<Transition> walk(GameState s, long choices) {
            Random pick = new Random(choices);
            List<Transition> out = new ArrayList<>();
            while (!s.isTerminal()) {
                List<Action> legal = FlowStartTest.CRYPT.legalActions(s);
                Transition t = CRYPT.apply(s, legal.get(pick.nextInt(legal.size())));
                out.add(t);
                s = t.state();
            }
            return out;
        }
    }

    /** Every die face shown in the events, in order: the dice of checks and of plain rolls. */
    static int[] faces(List<Event> events) {
        List<Integer> out = new ArrayList<>();
        for (Event e : events) {
            e.check().ifPresent(c -> out.add(c.face()));
            e.roll().ifPresent(r -> out.addAll(r.faces()));
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    @Nested
    @DisplayName("scripted dice running out")
    class Exhausted {

        @Test
        @DisplayName("EN §34 / JP §33: running out names the roll; the state is unchanged; one more face completes it")
        void d66Units() {
            GameState s = start(hero(SubAttribute.STRENGTH));
            GameState before = ImmutableGameState.copyOf(s);

            assertThatThrownBy(() -> CRYPT.apply(s, EXPLORE, Dice.of(1)))
                    .isInstanceOf(DiceExhaustedException.class)
                    .hasMessage("1d6 needed for d66 for the next tile (units), but all 1 scripted faces are used")
                    .satisfies(e -> {
                        DiceExhaustedException x = (DiceExhaustedException) e;
                        assertThat(x.faces()).isEqualTo(6);
                        assertThat(x.purpose()).isEqualTo("d66 for the next tile (units)");
                    });
            assertThat(s).isEqualTo(before);

            Transition t = play(s, "explore", 1, 5);
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §35 / JP §34: the reaction roll, then the defense roll, are asked for in turn")
        void reactionThenDefense() {
            GameState s =
                    play(start(hero(SubAttribute.SORCERY)), "explore", 2, 1, 1).state();
            GameState before = ImmutableGameState.copyOf(s);

            assertThatThrownBy(() -> CRYPT.apply(s, new Action.Wait(), Dice.of()))
                    .isInstanceOf(DiceExhaustedException.class)
                    .hasMessage("1d6 needed for reaction of goblin, but all 0 scripted faces are used");
            Transition w = play(s, "wait", 1);
            assertThat(s).isEqualTo(before);
            // the party may escape before the goblin's attack (EN §42 / JP §42); passing, the defense roll is asked
            GameState round1 = w.state();
            GameState beforePass = ImmutableGameState.copyOf(round1);
            assertThatThrownBy(() -> CRYPT.apply(round1, new Action.Pass(), Dice.of()))
                    .isInstanceOf(DiceExhaustedException.class)
                    .satisfies(e ->
                            assertThat(((DiceExhaustedException) e).purpose()).isEqualTo("defense roll of hero-1"));
            assertThat(round1).isEqualTo(beforePass);

            Transition t = play(round1, "pass", 3);
            assertThat(FlowStartTest.CRYPT.decision(t.state())).containsInstanceOf(Decision.HeroTurn.class);
        }

        @Test
        @DisplayName(
                "EN §39-§40 / JP §38-§39: a treasure roll that runs out leaves the fleeing creatures where they were")
        void treasure() {
            GameState s =
                    play(start(hero(SubAttribute.SORCERY)), "explore", 4, 1, 2).state();

            assertThatThrownBy(() -> CRYPT.apply(s, new Action.Wait(), Dice.of(4, 1)))
                    .isInstanceOf(DiceExhaustedException.class)
                    .hasMessage("1d6 needed for treasure: 1d6 gold, but all 2 scripted faces are used");
            assertThat(s.phase()).isInstanceOf(Phase.Approaching.class);
            assertThat(legal(s)).containsExactly("attack-first", "wait");
        }
    }
}

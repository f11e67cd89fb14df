package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.ImmutableRuleOptions;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.TestCrypt;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.internal.FightParts;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.testkit.Draw;
import io.github.roguelikehalf.testkit.Generators;
import io.github.roguelikehalf.testkit.Start;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each spell, miracle and item that lists actions in a hero's turn (EN §36 / JP §35: a cast or a use instead of an
 * attack) tells from the hero, the party and the fight alone where it lists none ({@code mayOfferInTurn}), so that the
 * engine takes a turn with nothing but {@code hold} by itself: it must never say so where it lists an action.
 */
@DisplayName(
        "a hero's turn and a won fight: what each spell, miracle and item may offer is told without the whole state")
class HeroTurnGatesTest {

    private static final TestCrypt CRYPT = new TestCrypt();

    @Test
    @DisplayName("every handler that lists in a hero's turn has its own test, the others list nothing")
    void everyListingHandlerHasItsTest() {
        for (MagicHandler m : Magic.ALL) {
            assertThat(Overrides.declares(m.getClass(), MagicHandler.class, "mayOfferInTurn"))
                    .as("%s lists in a hero's turn and tells where it may", m.key())
                    .isEqualTo(Overrides.declares(m.getClass(), MagicHandler.class, "heroTurn"));
        }
        for (ItemHandler i : Items.ALL) {
            assertThat(Overrides.declares(i.getClass(), ItemHandler.class, "mayOfferInTurn"))
                    .as("%s lists in a hero's turn and tells where it may", i.key())
                    .isEqualTo(Overrides.declares(i.getClass(), ItemHandler.class, "heroTurn"));
        }
    }

    /** A handler's listing in a hero's turn and what it told of it. */
    private record Gate(String key, java.util.function.Consumer<List<Action>> lists, boolean may) {}

    @Test
    @DisplayName("in random games of casters and of heroes with items, no handler says 'nothing' where it lists")
    void neverNothingWhereItLists() {
        Engine engine = Engine.of(CRYPT);
        int turns = 0;
        int listed = 0;
        int toldNothing = 0;
        for (long seed = 1; seed <= 120; seed++) {
            Start start = (seed <= 40
                            ? Generators.casters()
                            : seed <= 80 ? Generators.magicTreasures() : Generators.laden())
                    .next(Draw.seeded(seed));
            GameState s = engine.start(start.party(), start.options(), start.seed());
            Random choice = new Random(seed);
            for (int n = 0; n < 300 && engine.decision(s).isPresent(); n++) {
                if (s.phase() instanceof Phase.Fighting f && Steps.of(s) == HeroTurnStep.INSTANCE) {
                    Combat c = f.combat();
                    FightParts parts = FightParts.of(c);
                    GameState at = s;
                    for (Hero h : s.party().heroes()) {
                        turns++;
                        List<Gate> gates = new ArrayList<>();
                        for (MagicHandler m : Magic.ALL) {
                            gates.add(new Gate(
                                    m.key(),
                                    a -> m.heroTurn(a, at, CRYPT, h, c),
                                    m.mayOfferInTurn(h, at.party(), parts)));
                        }
                        for (ItemHandler i : Items.ALL) {
                            gates.add(new Gate(
                                    i.key(),
                                    a -> i.heroTurn(a, at, CRYPT, h, c),
                                    i.mayOfferInTurn(h, at.party(), parts)));
                        }
                        for (Gate g : gates) {
                            List<Action> a = new ArrayList<>();
                            g.lists().accept(a);
                            listed += a.isEmpty() ? 0 : 1;
                            toldNothing += g.may() ? 0 : 1;
                            assertThat(g.may() || a.isEmpty())
                                    .as("%s lists %s for %s but says it may not: %s", g.key(), a, h.id(), c)
                                    .isTrue();
                        }
                    }
                }
                List<Action> legal = engine.legalActions(s);
                s = engine.apply(s, legal.get(choice.nextInt(legal.size()))).state();
            }
        }
        assertThat(turns).as("heroes' turns met").isGreaterThan(200);
        assertThat(listed).as("casts and uses listed").isGreaterThan(100);
        assertThat(toldNothing).as("handlers telling they list nothing").isGreaterThan(1000);
    }

    @Test
    @DisplayName(
            "EN §39 / JP §38: after a won fight, no cast, use or window is said to be impossible where it is listed")
    void afterAFightNeverNothingWhereItLists() {
        Engine engine = Engine.of(CRYPT);
        int windows = 0;
        int listed = 0;
        int toldNothing = 0;
        for (long seed = 1; seed <= 120; seed++) {
            Start start = (seed <= 60 ? Generators.casters() : Generators.laden()).next(Draw.seeded(seed));
            GameState s = engine.start(start.party(), start.options(), start.seed());
            Random choice = new Random(seed);
            for (int n = 0; n < 300 && engine.decision(s).isPresent(); n++) {
                if (s.phase() instanceof Phase.Fighting f) {
                    // the fight as won as it stands, or with one of each group still fighting fled (Indoctrinate's
                    // targets)
                    Encounter fled = f.combat().encounter();
                    for (int i = 0; i < fled.enemies().size(); i++) {
                        EnemyGroup g = fled.enemies().get(i);
                        fled = g.active()
                                ? fled.with(i, g.damaged(g.current() - 1).fleeing())
                                : fled;
                    }
                    // under the options as they are, and with Indoctrinate allowed at fleeing creatures (JP §20)
                    RuleOptions indoctrinating =
                            ImmutableRuleOptions.copyOf(s.options()).withIndoctrinateOnFleeing(true);
                    for (int k = 0; k < 4; k++) {
                        Encounter e = k % 2 == 0 ? f.combat().encounter() : fled;
                        Window w = Window.of(Window.Kind.AFTER_FIGHT);
                        GameState at = ImmutableGameState.copyOf(s)
                                .withPhase(new Phase.AfterFight(e, w))
                                .withOptions(k < 2 ? s.options() : indoctrinating);
                        windows++;
                        // the window's decision: its offers then pass, or none when nothing is offered
                        Decision d = Windows.decision(w, at, CRYPT);
                        List<Action> offers = d == null ? List.of() : d.legalActions();
                        boolean items = Items.anyAfterFight(at, CRYPT);
                        listed += offers.isEmpty() && !items ? 0 : 1;
                        boolean may = Windows.mayOpenAfterFight(CRYPT, at.party(), at.options());
                        toldNothing += may ? 0 : 1;
                        assertThat(may || (offers.isEmpty() && !items))
                                .as("offers %s (items: %s) after a fight said to have none: %s", offers, items, e)
                                .isTrue();
                    }
                }
                List<Action> legal = engine.legalActions(s);
                s = engine.apply(s, legal.get(choice.nextInt(legal.size()))).state();
            }
        }
        assertThat(windows).as("fights looked at as won").isGreaterThan(200);
        assertThat(listed).as("casts and uses listed after a fight").isPositive();
        assertThat(toldNothing).as("fights after which nobody may act, told").isPositive();
    }

    @Test
    @DisplayName("JP §21: Indoctrinate at the last fled goblin after a won fight is told as possible; not where the"
            + " option forbids it")
    void indoctrinateAfterAFight() {
        // room for the captured creature among the followers (EN §21 / JP §21)
        TestCrypt roomy = new TestCrypt() {
            @Override
            public int followerCap(Party party, RuleOptions options) {
                return 9;
            }
        };
        int met = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Start start = Generators.casters().next(Draw.seeded(seed));
            Party party = new Party(start.party().heroes(), Followers.none());
            boolean priest = party.heroes().stream().anyMatch(h -> h.miracles().contains(Miracle.INDOCTRINATE));
            GameState s = Engine.of(roomy).start(party, start.options(), start.seed());
            Encounter e = new Encounter("11", List.of(new EnemyGroup("goblins", "goblins", 3, 1, true, false)));
            Window w = Window.of(Window.Kind.AFTER_FIGHT);
            for (boolean allowed : List.of(true, false)) {
                GameState at = ImmutableGameState.copyOf(s)
                        .withPhase(new Phase.AfterFight(e, w))
                        .withOptions(ImmutableRuleOptions.copyOf(s.options()).withIndoctrinateOnFleeing(allowed));
                Decision d = Windows.decision(w, at, roomy);
                boolean listed = d != null
                        && d.legalActions().stream()
                                .anyMatch(a ->
                                        a instanceof Action.Cast c && c.magic().equals(Miracle.INDOCTRINATE.key()));
                assertThat(listed)
                        .as("Indoctrinate listed, allowed %s, a priest %s", allowed, priest)
                        .isEqualTo(allowed && priest);
                assertThat(Windows.mayOpenAfterFight(roomy, at.party(), at.options()))
                        .as("told possible, allowed %s, a priest %s", allowed, priest)
                        .isEqualTo(allowed && priest);
                met += listed ? 1 : 0;
            }
        }
        assertThat(met).as("Indoctrinate listed after a fight").isPositive();
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.TestCrypt;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.internal.FightParts;
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
@DisplayName("a hero's turn: what each spell, miracle and item may offer is told without the whole state")
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
}

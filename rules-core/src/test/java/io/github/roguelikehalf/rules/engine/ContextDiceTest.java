package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.RngState;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The dice a scenario's hook rolls through its context are the game's own, at the point the apply has reached, and
 * only while the hook's apply runs: the engine goes on with the same generator in its next apply, so a roll of dice
 * kept after their apply is refused rather than change another game's dice (docs/architecture.md).
 */
@DisplayName("a hook's dice: the game's own, within its apply only")
class ContextDiceTest {

    /** The Test Crypt, whose tile entry rolls a die and keeps the dice it was given. */
    static final class RollingCrypt extends TestCrypt {
        final List<Dice> kept = new ArrayList<>();
        final List<RngState> before = new ArrayList<>();
        final List<RngState> after = new ArrayList<>();
        final List<Integer> faces = new ArrayList<>();
        final List<Boolean> sameWithinCall = new ArrayList<>();

        @Override
        public void onTileEntered(ScenarioContext ctx, Tile tile) {
            before.add(ctx.state().rng());
            Dice dice = ctx.dice();
            kept.add(dice);
            Dice again = ctx.dice();
            sameWithinCall.add(again == dice);
            faces.add(again.d6("the hook's die").total());
            after.add(ctx.state().rng());
        }
    }

    @Test
    @DisplayName("a hook rolls the game's dice where the apply stands; the dice kept are refused after their apply")
    void withinTheApply() {
        RollingCrypt crypt = new RollingCrypt();
        Engine engine = Engine.of(crypt);
        GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 5L);
        int entered = 0;
        for (int i = 0; i < 40 && !s.isTerminal() && entered < 3; i++) {
            s = engine.apply(s, engine.legalActions(s).get(0)).state();
            if (crypt.faces.size() > entered) {
                // a die the hook rolls is the next of the game's dice: the face they give there, one draw on
                int k = entered;
                RngState at = crypt.before.get(k);
                assertThat(crypt.faces.get(k)).isEqualTo(Dice.resume(at).d6("x").total());
                assertThat(crypt.after.get(k)).isEqualTo(new RngState(at.seed(), at.counter() + 1));
                assertThat(crypt.kept).hasSize(k + 1);
                // asked twice within one call: the same dice
                assertThat(crypt.sameWithinCall.get(k)).isTrue();
                entered = crypt.faces.size();
            }
            // every dice kept, of this apply or an earlier one, is refused now (and leaves the game's dice: see below)
            for (Dice d : crypt.kept) {
                assertThatThrownBy(() -> d.d6("too late"))
                        .isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("after the apply")
                        .hasMessageContaining("ScenarioContext.dice()");
            }
        }
        assertThat(entered).as("tiles entered").isEqualTo(3);

        // the same game again, no kept dice rolled: the same faces (the refused rolls drew none of the game's dice)
        RollingCrypt again = new RollingCrypt();
        Engine second = Engine.of(again);
        GameState t = second.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 5L);
        for (int i = 0; i < 40 && !t.isTerminal() && again.faces.size() < 3; i++) {
            t = second.apply(t, second.legalActions(t).get(0)).state();
        }
        assertThat(again.faces).isEqualTo(crypt.faces);
    }

    @Test
    @DisplayName("with the caller's dice, a hook is given those dice themselves")
    void callersDice() {
        RollingCrypt crypt = new RollingCrypt();
        Engine engine = Engine.of(crypt);
        GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 5L);
        Dice mine = Dice.seeded(77L);
        for (int i = 0; i < 40 && !s.isTerminal() && crypt.kept.isEmpty(); i++) {
            s = engine.apply(s, engine.legalActions(s).get(0), mine).state();
        }
        assertThat(crypt.kept).isNotEmpty().allSatisfy(d -> assertThat(d).isSameAs(mine));
    }
}

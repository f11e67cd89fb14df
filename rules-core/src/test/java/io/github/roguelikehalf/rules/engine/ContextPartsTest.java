package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A hook's {@link ScenarioContext#party()} and {@link ScenarioContext#scenarioState()}: the parts of {@code state()}
 * as they stand within the call, also after the hook changed them (EN §34 / JP §33: a tile entered runs its hook).
 */
@DisplayName("a hook's party and scenario state: the state's own, as they stand within the call")
class ContextPartsTest {

    /** The Test Crypt, whose tile entry counts itself in the scenario state and gives the first hero a gold piece. */
    static final class CountingCrypt extends TestCrypt {
        final List<Boolean> agree = new ArrayList<>();
        final List<Integer> counted = new ArrayList<>();
        final List<Integer> gold = new ArrayList<>();

        @Override
        public void onTileEntered(ScenarioContext ctx, Tile tile) {
            agree.add(ctx.party().equals(ctx.state().party())
                    && ctx.scenarioState().equals(ctx.state().scenarioState()));
            ctx.setScenarioState(ctx.scenarioState()
                    .withCounter("entered", ctx.scenarioState().counter("entered") + 1));
            Hero h = ctx.party().heroes().get(0);
            ctx.setHero(ImmutableHero.copyOf(h)
                    .withEquipment(h.equipment().withGold(h.equipment().gold() + 1)));
            agree.add(ctx.party().equals(ctx.state().party())
                    && ctx.scenarioState().equals(ctx.state().scenarioState()));
            counted.add(ctx.scenarioState().counter("entered"));
            gold.add(ctx.party().heroes().get(0).equipment().gold());
        }
    }

    @Test
    @DisplayName(
            "EN §34 / JP §33: read before and after the hook changes them, they are the state's, and they are kept")
    void thePartsAsTheyStand() {
        CountingCrypt crypt = new CountingCrypt();
        Engine engine = Engine.of(crypt);
        // seed 6: the hero lives through three tiles, taking the first legal action each time
        GameState s = engine.start(Party.of(hero(SubAttribute.STRENGTH)), EN, 6L);
        int gold0 = s.party().heroes().get(0).equipment().gold();
        for (int i = 0; i < 200 && !s.isTerminal() && crypt.counted.size() < 3; i++) {
            s = engine.apply(s, engine.legalActions(s).get(0)).state();
        }

        assertThat(crypt.counted).containsExactly(1, 2, 3);
        assertThat(crypt.gold).containsExactly(gold0 + 1, gold0 + 2, gold0 + 3);
        assertThat(crypt.agree).hasSize(6).containsOnly(true);
        assertThat(s.scenarioState().counter("entered")).isEqualTo(3);
        assertThat(s.party().heroes().get(0).equipment().gold()).isEqualTo(gold0 + 3);
    }
}

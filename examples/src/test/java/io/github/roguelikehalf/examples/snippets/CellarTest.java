package io.github.roguelikehalf.examples.snippets;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.testkit.EngineContract;
import io.github.roguelikehalf.testkit.Fixture;
import org.junit.jupiter.api.Test;

class CellarTest extends EngineContract {

    @Override
    protected Scenario scenario() {
        return new Cellar(); // a new instance each call
    }

    @Test // (EN §35 / JP §34) one rule, from a one-line fixture
    void ratsCanBeAttackedFirst() {
        Fixture fixture = Fixture.of(new Cellar()).hero(SubAttribute.STRENGTH);
        GameState s = fixture.encounter("61", Fixture.enemies("rats", 3));
        assertThat(fixture.engine().legalActions(s)).contains(new Action.AttackFirst());
    }
}

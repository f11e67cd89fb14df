package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Would;
import io.github.roguelikehalf.testkit.example.Cellar;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The recipe of docs/architecture.md ("Testing a creature's rules"): a creature's rules asked directly on a fixture's
 * fight, as the engine asks them ({@code Engine.would}), and through a view that tells whether they read the state.
 */
@DisplayName("A creature's rules tested directly: a fixture's fight, Engine.would and a counting view")
class CreatureRulesRecipeTest {

    /** Rats in a frenzy: a level higher in rounds 0 and 1 (the state read for that only), and no treasure. */
    static final class Frenzy implements CreatureRules {
        @Override
        public Would modify(Would event, CreatureView view) {
            if (event instanceof Would.Level l) {
                GameState s = view.state();
                int round = s.phase() instanceof Phase.Fighting f ? f.combat().round() : -1;
                return round == 0 || round == 1 ? l.withLevel(l.level() + 1) : l;
            }
            return event instanceof Would.TreasureRolls t ? t.withRolls(0) : event;
        }
    }

    private static final Fixture FRENZIED = Fixture.of(new Cellar() {
                @Override
                public CreatureRules creatureRules(String creatureId) {
                    return "rats".equals(creatureId) ? new Frenzy() : CreatureRules.BASE;
                }
            })
            .hero(SubAttribute.STRENGTH);

    @Test
    @DisplayName("EN §36 / JP §35: rounds 0 and 1 of a fixture's fight, asked as the engine asks")
    void askedAsTheEngineAsks() {
        Engine engine = FRENZIED.engine();
        GameState round0 = FRENZIED.fight("33", Fixture.enemies("rats", 2));
        GameState round1 = FRENZIED.settle(round0);
        EnemyGroup rats =
                ((Phase.Fighting) round1.phase()).combat().encounter().enemies().get(0);
        int base = engine.creature(rats).level();

        assertThat(engine.would(round0, rats, new Would.Level("hero-1", base)).level())
                .isEqualTo(base + 1);
        assertThat(engine.would(round1, rats, new Would.Level("hero-1", base)).level())
                .isEqualTo(base + 1);
        assertThat(engine.would(round1, rats, new Would.TreasureRolls(1)).rolls())
                .isZero();
    }

    @Test
    @DisplayName("the state is read for the level only: a counting view; outside a fight no frenzy")
    void readsTheStateOnlyWhereItAnswers() {
        Engine engine = FRENZIED.engine();
        GameState exploring = FRENZIED.exploring();
        EnemyGroup rats = Fixture.enemies("rats", 2).get(0);
        int[] made = {0};
        CreatureView view = CreatureView.of(engine.creature(rats), rats, () -> {
            made[0]++;
            return exploring;
        });
        Frenzy frenzy = new Frenzy();
        int base = engine.creature(rats).level();

        assertThat(((Would.TreasureRolls) frenzy.modify(new Would.TreasureRolls(1), view)).rolls())
                .isZero();
        assertThat(made[0]).isZero();
        assertThat(((Would.Level) frenzy.modify(new Would.Level("hero-1", base), view)).level())
                .isEqualTo(base);
        assertThat(made[0]).isEqualTo(1);
    }
}

package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.CreatureRules;
import io.github.roguelikehalf.rules.scenario.CreatureView;
import io.github.roguelikehalf.rules.scenario.Would;
import io.github.roguelikehalf.testkit.example.Cellar;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link CreatureRules#mayChange}: the engine asks a creature's rules only the kinds of question they may change, and
 * the game is the same as when they are asked everything (EN §36-§37 / JP §35).
 */
@DisplayName("CreatureRules.mayChange: rules asked only what they may change, the same game (EN §36-§37 / JP §35)")
class MayChangeTest {

    /** Rats a level higher, which note every kind of question asked; they say so when {@code declared}. */
    static final class Tough implements CreatureRules {
        final Set<Class<?>> asked = new HashSet<>();
        private final boolean declared;

        Tough(boolean declared) {
            this.declared = declared;
        }

        @Override
        public Would modify(Would event, CreatureView view) {
            asked.add(event.getClass());
            return event instanceof Would.Level l ? l.withLevel(l.level() + 1) : event;
        }

        @Override
        public boolean mayChange(Class<? extends Would> kind) {
            return !declared || kind == Would.Level.class;
        }
    }

    private static Fixture cellar(Tough rules) {
        return Fixture.of(new Cellar() {
                    @Override
                    public CreatureRules creatureRules(String creatureId) {
                        return "rats".equals(creatureId) ? rules : CreatureRules.BASE;
                    }
                })
                .hero(SubAttribute.STRENGTH);
    }

    /** A hero's attack at two rats (EN §36 / JP §35), with these faces. */
    private static Transition attack(Tough rules, int... faces) {
        Fixture f = cellar(rules);
        GameState s = f.settle(f.fight("33", Fixture.enemies("rats", 2)));
        return f.apply(s, "attack hero-1 -> rats", faces);
    }

    @Test
    @DisplayName("EN §37 / JP §35: rules that change only the level are asked only the level, and the game is the same")
    void askedOnlyTheLevel() {
        Tough declared = new Tough(true);
        Tough everything = new Tough(false);

        // the attack roll misses: 2 + 1 for the weapon - 2 without light = 1, against the rats' level 1 + 1
        Transition spared = attack(declared, 2);
        Transition asked = attack(everything, 2);

        assertThat(declared.asked).containsExactly(Would.Level.class);
        assertThat(everything.asked).contains(Would.Level.class, Would.AttackRoll.class);
        assertThat(spared).isEqualTo(asked);
        Event roll = spared.events().stream()
                .filter(e -> e.check().isPresent())
                .findFirst()
                .orElseThrow();
        assertThat(roll.check().orElseThrow().check().target()).isEqualTo(2);
        assertThat(roll.check().orElseThrow().success()).isFalse();
    }

    @Test
    @DisplayName("Engine.would answers a kind the rules do not change by the base rules, without asking them")
    void wouldAsksOnlyWhatMayChange() {
        Tough declared = new Tough(true);
        Fixture f = cellar(declared);
        Engine engine = f.engine();
        GameState s = f.settle(f.fight("33", Fixture.enemies("rats", 2)));
        EnemyGroup rats = s.phase().met().orElseThrow().enemies().get(0);
        Would.AttackRoll roll = new Would.AttackRoll("hero-1", 0);

        assertThat(engine.would(s, rats, roll)).isSameAs(roll);
        assertThat(declared.asked).isEmpty();
        assertThat(engine.would(s, rats, new Would.Level("hero-1", 1)).level()).isEqualTo(2);
        assertThat(declared.asked).containsExactly(Would.Level.class);
    }

    @Test
    @DisplayName("the base rules change no kind; rules that say nothing may change every kind")
    void theDefaults() {
        CreatureRules silent = new CreatureRules() {};
        for (Class<?> kind : Would.class.getPermittedSubclasses()) {
            @SuppressWarnings("unchecked")
            Class<? extends Would> k = (Class<? extends Would>) kind;
            assertThat(CreatureRules.BASE.mayChange(k)).as(k.getSimpleName()).isFalse();
            assertThat(silent.mayChange(k)).as(k.getSimpleName()).isTrue();
        }
    }
}

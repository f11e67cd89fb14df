package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.testkit.example.Cellar;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Generators: valid values from a seed")
class GeneratorsTest {

    private static final Engine CELLAR = Engine.of(new Cellar());

    @Test
    @DisplayName("EN §12-§17, §27, §32 / JP §12-§17, §26, §31: every start is valid, and they vary")
    void startsAreValidAndVaried() {
        Draw d = Draw.seeded(42);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            Start start = Generators.starts().next(d);
            Party p = start.party();
            assertThat(p.validate(start.options())).isSameAs(p);
            for (Hero h : p.heroes()) {
                assertThat(h.growth().cost()).isLessThanOrEqualTo(Generators.GROWTH_BUDGET);
                seen.add(start.options().edition() + " " + h.subAttribute());
            }
            if (!p.followers().groups().isEmpty()) {
                seen.add(start.options().edition() + " followers");
            }
            seen.add(p.heroes().size() + " heroes");
            GameState s = start.state(CELLAR, 0);
            assertThat(CELLAR.validate(s)).isSameAs(s);
        }
        assertThat(seen)
                .contains("1 heroes", "2 heroes", "ENGLISH followers", "JAPANESE_VER_4_6 followers")
                .hasSizeGreaterThanOrEqualTo(2 + 2 + 2 * 4);
    }

    @Test
    @DisplayName("EN §32 / JP §31: two heroes take followers only under the English preset")
    void twoHeroFollowersFollowTheEdition() {
        Draw d = Draw.seeded(7);
        for (int i = 0; i < 300; i++) {
            Party p = Generators.parties(RuleOptions.japaneseVer46()).next(d);
            if (p.heroes().size() == 2) {
                assertThat(p.followers().groups()).isEmpty();
            }
        }
    }

    @Test
    @DisplayName("the same seed gives the same values")
    void seedsRepeat() {
        assertThat(Generators.starts().next(5L)).isEqualTo(Generators.starts().next(5L));
        assertThat(Generators.creatures("x").next(5L))
                .isEqualTo(Generators.creatures("x").next(5L));
        assertThat(Generators.reachedStates(CELLAR, 40).next(5L))
                .isEqualTo(Generators.reachedStates(CELLAR, 40).next(5L));
    }

    @Test
    @DisplayName("EN §37 / JP §36: generated creatures and items are valid, states reached by play validate")
    void creaturesItemsAndReachedStates() {
        Draw d = Draw.seeded(11);
        Set<Boolean> strong = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            strong.add(Generators.creatures("c").next(d).strong());
            assertThat(Generators.SHOP).contains(Generators.items().next(d));
            GameState s = Generators.reachedStates(CELLAR, 60).next(d);
            assertThat(CELLAR.validate(s)).isSameAs(s);
        }
        assertThat(strong).containsExactlyInAnyOrder(true, false);
    }
}

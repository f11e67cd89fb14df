package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Gear;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Game over and retry (EN §41 / JP §40): a dead hero's player starts again with a hero of the same level. */
class FlowRetryTest {

    private static final RuleOptions EN = RuleOptions.englishEdition();
    private static final Engine ENGINE = Engine.of(new TestCrypt());

    @Test
    @DisplayName("EN §41 / JP §40: after a death, a retry hero of the dead hero's level starts a new adventure")
    void retryAfterDeath() {
        // A level 12 hero, unarmed and at 1 Life, meets the ogre and dies to its first attack.
        Hero veteran = Hero.retry(
                        HeroSpec.builder()
                                .name("Old")
                                .subAttribute(SubAttribute.DIVINITY)
                                .level(12)
                                .build(),
                        12,
                        EN)
                .hold(List.of(Gear.LANTERN), EN);
        GameState s = ENGINE.start(Party.of(veteran), EN, 3L);
        s = ENGINE.apply(s, new Action.Explore(), Dice.of(6, 2)).state();
        s = ImmutableGameState.copyOf(s)
                .withParty(
                        Party.of(ImmutableHero.copyOf(s.party().heroes().get(0)).withLife(1)));
        // wait: reaction 1 (Fight), the ogre attacks first: round 0 has no ranged attacks; round 1 the party does not
        // escape, and of the ogre's two attacks the first, 1 (fumble), kills the hero at Life 1.
        s = ENGINE.apply(s, new Action.Wait(), Dice.of(1)).state();
        Transition t = ENGINE.apply(s, new Action.Pass(), Dice.of(1));
        assertThat(t.state().outcome()).get().extracting(Outcome::termination).isEqualTo(Outcome.Termination.DEATH);
        assertThat(t.state().outcome().orElseThrow().label()).isEqualTo("death: ogre");

        // the dead hero cannot go on another adventure (EN §13, §41 / JP §13, §40)
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> ENGINE.start(t.state().party(), EN, 5L))
                .isInstanceOf(io.github.roguelikehalf.rules.RuleViolationException.class)
                .hasMessageContaining("hero-1 is dead and cannot start an adventure");

        int level = t.state().party().heroes().get(0).level();
        Hero retry = Hero.retry(
                HeroSpec.builder()
                        .name("New")
                        .subAttribute(SubAttribute.STRENGTH)
                        .level(level)
                        .growth(new Growth(2, 4, 0, 0))
                        .build(),
                level,
                EN);
        // 12 experience (8 + 4 spent), gold 10 + 50 x 2 = 110
        assertThat(retry.level()).isEqualTo(12);
        assertThat(retry.experience()).isZero();
        assertThat(retry.equipment().gold()).isEqualTo(110);
        GameState again = ENGINE.start(Party.of(retry), EN, 4L);
        assertThat(again.isTerminal()).isFalse();
        assertThat(again.party().heroes().get(0).technique()).isEqualTo(2);
    }
}

package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Releasing followers during an adventure (EN §32; C-31, {@code releaseFollowersAnyTime}). */
class FlowReleaseTest {

    private static final Engine ENGINE = Engine.of(new TestCrypt());
    private static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);

    private static GameState start(RuleOptions o) {
        Hero h = Hero.create(
                HeroSpec.builder().name("R").subAttribute(SubAttribute.STRENGTH).build(), o);
        return ENGINE.start(Party.of(h).hire("hero-1", SOLDIER, 2, o), o, 1L);
    }

    @Test
    @DisplayName("EN §32: under the English preset a follower may be released between tiles, freeing its place")
    void englishReleasesBetweenTiles() {
        GameState s = start(RuleOptions.englishEdition());
        assertThat(ENGINE.legalActions(s)).contains(new Action.Release("soldier/blunt"));
        Transition t = ENGINE.apply(s, new Action.Release("soldier/blunt"), Dice.of());
        assertThat(t.state().party().followers().count(SOLDIER)).isEqualTo(1);
        assertThat(t.events()).extracting(Event::rule).containsExactly("EN §32");
        assertThat(ENGINE.decision(t.state())).get().isInstanceOf(Decision.Explore.class);
    }

    @Test
    @DisplayName("JP §31 has no release during an adventure: the Japanese preset does not offer it")
    void japaneseHasNoRelease() {
        GameState s = start(RuleOptions.japaneseVer46());
        assertThat(ENGINE.legalActions(s)).noneMatch(a -> a instanceof Action.Release);
        assertThatThrownBy(() -> ENGINE.apply(s, new Action.Release("soldier/blunt")))
                .isInstanceOf(IllegalActionException.class);
    }
}

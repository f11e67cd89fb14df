package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.HiddenRoomsTest.ENGINE;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.withItem;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.testkit.Fixture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Knight of Twilight: the hidden items and who may use them (EN §66)")
class KotItemsTest {

    @Test
    @DisplayName("EN §66: the tag's list has the lamia, the ale's does not; both have the villagers")
    void lists() {
        assertThat(KotItems.TAG_CREATURES).contains("lamian-slicer-thrower", "relavila-villagers", "war-jester");
        assertThat(KotItems.ALE_CREATURES)
                .doesNotContain("lamian-slicer-thrower")
                .contains("relavila-villagers");
        assertThat(KotItems.TAG_CREATURES).doesNotContain("giant-rats", "abyssal-torturer");
    }

    @Test
    @DisplayName("EN §66: the cheese has 3 points; the trader's ale bottle 2 uses")
    void uses() {
        assertThat(KotItems.CHEESE.uses()).hasValue(3);
        assertThat(KotItems.TRADER_ALE.uses()).hasValue(2);
        assertThat(KotItems.TAG.uses()).isEmpty();
    }

    @Test
    @DisplayName("EN §66: numbered options of a window are counted together")
    void usedInWindow() {
        Window w = Window.afterReaction(Reaction.of(ReactionKind.FIGHT))
                .withUsed("hero-1 hidden-ale:1")
                .withUsed("hero-1 hidden-ale:2")
                .withUsed("hero-1 hidden-cheese");
        assertThat(KotItems.usedInWindow(w, "hidden-ale")).isEqualTo(2);
        assertThat(KotItems.usedInWindow(w, "hidden-cheese")).isEqualTo(1);
        assertThat(KotItems.usedInWindow(w, "hidden-tag")).isZero();
    }

    @Test
    @DisplayName("EN §66: the dummy balloon is offered when a non-combat follower fails a defence, not a combat one")
    void balloonOffer() {
        GameState s = Fixture.of(ENGINE)
                .hero(SubAttribute.STRENGTH)
                .follower(FollowerType.LAMPLIGHTER, 1)
                .exploring();
        GameState with = withItem(s, "hero-1", KotItems.BALLOON);
        HiddenRooms part = new HiddenRooms();
        Window lamplighter = Window.afterFailedDefence("lamplighter", "giant-rats", 1, false);
        assertThat(part.windowOffers(lamplighter, with))
                .containsExactly(new Offer("hero-1", HiddenRooms.BALLOON_OFFER));
        assertThat(part.windowOffers(lamplighter, s)).isEmpty();
        assertThat(part.windowOffers(Window.afterFailedDefence("hero-1", "giant-rats", 1, false), with))
                .isEmpty();
        assertThat(part.windowOffers(Window.afterFailedDefence("soldier/blunt", "giant-rats", 1, false), with))
                .isEmpty();
        assertThat(part.windowOffers(lamplighter.withDamage(0), with)).isEmpty();
    }
}

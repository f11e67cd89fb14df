package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.item.DamageType;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Who takes an action, typed ({@link Action#actedBy()}): read from the canonical text, never a bare string. */
@DisplayName("Action.actedBy(): the typed actor of every kind of action")
class ActionActorTest {

    static Stream<Arguments> actions() {
        return Stream.of(
                Arguments.of("explore", Actor.party()),
                Arguments.of("escape", Actor.party()),
                Arguments.of("extra hero-1 hero-2", Actor.party()),
                Arguments.of("release soldier/slashing", Actor.party()),
                Arguments.of("eat hero-1", Actor.hero("hero-1")),
                Arguments.of("search hero-2", Actor.hero("hero-2")),
                Arguments.of("attack hero-1 -> goblins power", Actor.hero("hero-1")),
                Arguments.of("pay-bribe hero-2 gold", Actor.hero("hero-2")),
                Arguments.of("cast followers knockout -> goblins", Actor.followers()),
                Arguments.of("cast hero-1 fortify -> followers", Actor.hero("hero-1")),
                Arguments.of("followers attack -> goblins", Actor.followers()),
                Arguments.of("followers shoot -> goblins", Actor.followers()),
                Arguments.of("hold war-doll", Actor.warDoll()),
                Arguments.of("hold followers", Actor.followers()),
                Arguments.of(
                        "defend soldier/blunt",
                        Actor.followers(FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT))),
                Arguments.of("choose party open", Actor.party()),
                Arguments.of("choose hero-2 carry", Actor.hero("hero-2")),
                Arguments.of("protect hero-1 power", Actor.hero("hero-1")),
                Arguments.of("use hero-1 flute-of-peace:2 -> goblins", Actor.hero("hero-1")));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("actions")
    void theActorIsTyped(String text, Actor expected) {
        assertThat(Action.parse(text).actedBy()).isEqualTo(expected);
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.CRYPT;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The canonical text form of actions (docs/architecture.md): {@code Action.parse(a.toString())} equals {@code a}. */
@DisplayName("Action text form (docs/architecture.md: actions have a canonical string that parses back)")
class ActionParseTest {

    static Stream<Arguments> everyType() {
        return Stream.of(
                Arguments.of(new Action.Explore(), "explore"),
                Arguments.of(new Action.Eat("hero-1"), "eat hero-1"),
                Arguments.of(new Action.Drink("hero-2"), "drink hero-2"),
                Arguments.of(new Action.Search("hero-1"), "search hero-1"),
                Arguments.of(new Action.FindTreasure("hero-2"), "find-treasure hero-2"),
                Arguments.of(new Action.Search("scout"), "search scout"),
                Arguments.of(new Action.Enter(), "enter"),
                Arguments.of(new Action.Release("soldier/blunt"), "release soldier/blunt"),
                Arguments.of(new Action.AttackFirst(), "attack-first"),
                Arguments.of(new Action.Wait(), "wait"),
                Arguments.of(new Action.PayBribe("hero-1", List.of()), "pay-bribe hero-1"),
                Arguments.of(
                        new Action.PayBribe("hero-1", List.of("lantern", "small-jewel:20")),
                        "pay-bribe hero-1 lantern small-jewel:20"),
                Arguments.of(new Action.PayBribe("soldier/blunt", List.of()), "pay-bribe soldier/blunt"),
                Arguments.of(new Action.PayBribe("captured:goblin", List.of()), "pay-bribe captured:goblin"),
                Arguments.of(new Action.RefuseBribe(), "refuse-bribe"),
                Arguments.of(new Action.Attack("hero-1", "goblins", false), "attack hero-1 -> goblins"),
                Arguments.of(new Action.Attack("hero-2", "ogre", true), "attack hero-2 -> ogre power"),
                Arguments.of(new Action.Shoot("hero-1", "archers", false), "shoot hero-1 -> archers"),
                Arguments.of(new Action.Shoot("hero-1", "archers", true), "shoot hero-1 -> archers power"),
                Arguments.of(new Action.Swap("hero-1", "bow"), "swap hero-1 -> bow"),
                Arguments.of(new Action.Swap("hero-1", "wood-shield"), "swap hero-1 -> wood-shield"),
                Arguments.of(new Action.Swap("hero-1", Hands.UNARMED), "swap hero-1 -> unarmed"),
                Arguments.of(
                        new Action.Swap("hero-1", "magic-two-handed-weapon/blunt"),
                        "swap hero-1 -> magic-two-handed-weapon/blunt"),
                Arguments.of(new Action.Throw("hero-1", "holy-water", "zombies"), "throw hero-1 holy-water -> zombies"),
                Arguments.of(new Action.Capture("hero-1", "goblins"), "capture hero-1 -> goblins"),
                Arguments.of(new Action.Hold("hero-1"), "hold hero-1"),
                Arguments.of(new Action.Hold("followers"), "hold followers"),
                Arguments.of(new Action.Escape(), "escape"),
                Arguments.of(new Action.FollowersAttack("goblins"), "followers attack -> goblins"),
                Arguments.of(new Action.FollowersShoot("archers"), "followers shoot -> archers"),
                Arguments.of(new Action.AssignExtra(List.of("hero-1")), "extra hero-1"),
                Arguments.of(new Action.AssignExtra(List.of("hero-1", "followers")), "extra hero-1 followers"),
                Arguments.of(new Action.Defend("hero-1", false), "defend hero-1"),
                Arguments.of(new Action.Defend("hero-1", true), "defend hero-1 power"),
                Arguments.of(new Action.Defend("swordsman/slashing", false), "defend swordsman/slashing"),
                Arguments.of(
                        new Action.Choose("party", "buy:identification-tag"), "choose party buy:identification-tag"),
                Arguments.of(new Action.Choose("hero-1", "tile:23"), "choose hero-1 tile:23"),
                Arguments.of(new Action.Pass(), "pass"),
                Arguments.of(
                        new Action.Cast("hero-1", "knockout", Optional.of("goblins")),
                        "cast hero-1 knockout -> goblins"),
                Arguments.of(new Action.Cast("hero-1", "blitz", Optional.empty()), "cast hero-1 blitz"),
                Arguments.of(new Action.Protect("hero-2", false), "protect hero-2"),
                Arguments.of(new Action.Protect("hero-2", true), "protect hero-2 power"),
                Arguments.of(
                        new Action.Use("hero-1", "flute-of-peace:2", Optional.of("goblins")),
                        "use hero-1 flute-of-peace:2 -> goblins"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("everyType")
    @DisplayName("every action type: toString is the canonical form and parses back to an equal action")
    void roundTrip(Action action, String text) {
        assertThat(action.toString()).isEqualTo(text);
        assertThat(Action.parse(text)).isEqualTo(action);
        assertThat(Action.parse(action.toString())).isEqualTo(action).hasSameHashCodeAs(action);
    }

    @Test
    @DisplayName("the samples cover every permitted Action type")
    void samplesCoverEveryType() {
        Set<Class<?>> sampled = new HashSet<>();
        everyType().forEach(a -> sampled.add(a.get()[0].getClass()));

        assertThat(sampled).containsExactlyInAnyOrder(Action.class.getPermittedSubclasses());
    }

    @Test
    @DisplayName("extra spaces around and between words are tolerated")
    void whitespace() {
        assertThat(Action.parse("  attack   hero-1  ->   goblins  power "))
                .isEqualTo(new Action.Attack("hero-1", "goblins", true));
        assertThat(Action.parse("\texplore\n")).isEqualTo(new Action.Explore());
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(
            strings = {
                "",
                "   ",
                "fly",
                "Explore",
                "explore now",
                "enter the room",
                "wait 2",
                "eat",
                "eat hero-1 hero-2",
                "drink",
                "search",
                "hold",
                "pay-bribe",
                "attack hero-1",
                "attack hero-1 goblins",
                "attack hero-1 => goblins",
                "attack hero-1 -> goblins weakly",
                "attack hero-1 -> goblins power now",
                "shoot hero-1 -> ",
                "swap hero-1 bow",
                "swap hero-1 -> bow now",
                "followers dance -> goblins",
                "followers attack goblins",
                "followers attack -> goblins rats",
                "extra",
                "defend",
                "defend hero-1 strongly",
                "defend hero-1 power now"
            })
    @DisplayName("text that is no action throws ActionParseException naming the text and the forms")
    void badText(String text) {
        assertThatThrownBy(() -> Action.parse(text))
                .isInstanceOf(ActionParseException.class)
                .hasMessageStartingWith("cannot read action '" + text + "'")
                .hasMessageContaining("forms are: explore, eat HERO");
    }

    @Test
    @DisplayName("every legal action met in random walks through the crypt parses back to itself")
    void randomWalks() {
        Set<Class<?>> seen = new HashSet<>();
        int checked = 0;
        for (SubAttribute sub : SubAttribute.values()) {
            Hero h = Hero.create(
                    HeroSpec.builder()
                            .name("Aki")
                            .subAttribute(sub)
                            .growth(new Growth(1, 4, 2, 0))
                            .build(),
                    EN);
            Party p = Party.of(h)
                    .hire("hero-1", FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT), 2, EN)
                    .hire("hero-1", FollowerKind.of(FollowerType.BOWMAN, DamageType.SLASHING), 1, EN)
                    .hire("hero-1", FollowerKind.of(FollowerType.SCOUT), 1, EN);
            for (long seed = 0; seed < 40; seed++) {
                Random pick = new Random(seed);
                GameState s = CRYPT.start(p, EN, seed);
                while (!s.isTerminal()) {
                    List<Action> legal = FlowStartTest.CRYPT.legalActions(s);
                    assertThat(legal).isNotEmpty();
                    for (Action a : legal) {
                        assertThat(Action.parse(a.toString())).as(a.toString()).isEqualTo(a);
                        seen.add(a.getClass());
                        checked++;
                    }
                    Action chosen = legal.get(pick.nextInt(legal.size()));
                    s = CRYPT.apply(s, Action.parse(chosen.toString())).state();
                }
            }
        }

        assertThat(checked).isGreaterThan(1000);
        assertThat(seen)
                .contains(
                        Action.Explore.class,
                        Action.Search.class,
                        Action.Enter.class,
                        Action.AttackFirst.class,
                        Action.Wait.class,
                        Action.PayBribe.class,
                        Action.RefuseBribe.class,
                        Action.Attack.class,
                        Action.Shoot.class,
                        Action.Swap.class,
                        Action.Hold.class,
                        Action.Escape.class,
                        Action.FollowersAttack.class,
                        Action.FollowersShoot.class,
                        Action.Defend.class,
                        Action.Eat.class);
    }
}

package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.Check;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The entry points reject a null argument at once, naming the parameter (docs/api.md, "Conventions"). */
class NullArgumentsTest {

    private static final RuleOptions RULES = RuleOptions.englishEdition();
    private static final Hero PRIEST = CombatSupportTest.priest(RULES);
    private static final Engine ENGINE = Engine.of(new TestCrypt());
    private static final GameState STATE = ENGINE.start(Party.of(PRIEST), RULES, 1L);

    static Stream<Arguments> calls() {
        return Stream.of(
                call("Engine.of", "scenario", () -> Engine.of(null)),
                call("Engine.forScenario", "scenarioId", () -> Engine.forScenario(null)),
                call("start", "party", () -> ENGINE.start(null, RULES, 1L)),
                call("start", "options", () -> ENGINE.start(Party.of(PRIEST), null, 1L)),
                call("start", "campaign", () -> ENGINE.start(Party.of(PRIEST), RULES, 1L, (ScenarioState) null)),
                call("apply", "state", () -> ENGINE.apply(null, new Action.Explore())),
                call("apply", "action", () -> ENGINE.apply(STATE, (Action) null)),
                call("apply", "action", () -> ENGINE.apply(STATE, (String) null)),
                call("apply", "dice", () -> ENGINE.apply(STATE, new Action.Explore(), null)),
                call("decision", "state", () -> ENGINE.decision(null)),
                call("legalActions", "state", () -> ENGINE.legalActions(null)),
                call("validate", "state", () -> ENGINE.validate(null)),
                call("creature", "group", () -> ENGINE.creature(null)),
                call("Action.parse", "text", () -> Action.parse(null)),
                call("Hero.create", "spec", () -> Hero.create(null, RULES)),
                call("Hero.retry", "spec", () -> Hero.retry(null, 10, RULES)),
                call("new Party", "heroes", () -> new Party(null, Followers.none())),
                call("new Party", "followers", () -> new Party(List.of(PRIEST), null)),
                call("Skill.of", "subAttribute", () -> io.github.roguelikehalf.rules.hero.Skill.of(null, RULES)),
                call("Window.of", "kind", () -> io.github.roguelikehalf.rules.engine.Window.of(null)),
                call("new Transition", "state", () -> new Transition(null, List.of())),
                call(
                        "Check.resolve",
                        "dice",
                        () -> Check.of(CheckKind.PLAIN, "x", Basis.TECHNIQUE, 1).resolve(null)));
    }

    private static Arguments call(String method, String parameter, ThrowingCallable call) {
        return Arguments.of(method, parameter, call);
    }

    @ParameterizedTest(name = "{0} with a null {1}")
    @MethodSource("calls")
    @DisplayName("a null argument fails with a NullPointerException naming the parameter")
    void nullArgumentsAreNamed(String method, String parameter, ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOf(NullPointerException.class).hasMessage(parameter);
    }
}

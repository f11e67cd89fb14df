package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.testkit.example.Cellar;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Fixtures: one-line starting states")
class FixtureTest {

    private static final Fixture CELLAR = Fixture.of(new Cellar());

    @Test
    @DisplayName("EN §13, §31 / JP §13, §30: exploring, the party restored, with 2 rations each")
    void exploring() {
        GameState s = CELLAR.hero(SubAttribute.STRENGTH)
                .follower(FollowerType.LAMPLIGHTER, 1)
                .exploring();

        assertThat(s.phase()).isEqualTo(new Phase.Exploring());
        assertThat(s.party().ids()).containsExactly("hero-1");
        assertThat(s.party().hero("hero-1").equipment().rations()).isEqualTo(2);
        assertThat(s.party().followers().count(FollowerType.LAMPLIGHTER)).isEqualTo(1);
        assertThat(CELLAR.engine().legalActions(s)).contains(new Action.Explore());
    }

    @Test
    @DisplayName("EN §35 / JP §34: at an encounter the party attacks first or waits")
    void encounter() {
        GameState s = CELLAR.japanese().hero(SubAttribute.SORCERY).encounter("55", Fixture.enemies("goblins", 3));

        assertThat(s.options().edition()).hasToString("JAPANESE_VER_4_6");
        assertThat(CELLAR.engine().decision(s)).containsInstanceOf(Decision.Approach.class);
        assertThat(CELLAR.engine().legalActions(s)).contains(new Action.AttackFirst(), new Action.Wait());
    }

    @Test
    @DisplayName("EN §36 / JP §35: in a fight the heroes attacking first act in round 0, else the enemies do")
    void fight() {
        Fixture two = CELLAR.hero(SubAttribute.STRENGTH).hero(SubAttribute.DEXTERITY);
        GameState first = two.fight("33", Fixture.enemies("rats", 2));

        Combat c = ((Phase.Fighting) first.phase()).combat();
        assertThat(c.round()).isZero();
        assertThat(c.heroesFirst()).isTrue();
        assertThat(c.stage()).isEqualTo(Combat.Stage.HEROES);
        // rats shoot nothing: when they open round 0 the engine never stops there, so that fixture is refused
        assertThatThrownBy(() -> two.fight("33", Fixture.enemies("rats", 2), false))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("has no decision");
        // round 0 is for missiles only (EN §36 / JP §35): the Strength hero can only hold; played on through the API
        assertThat(two.engine().legalActions(first)).contains(new Action.Hold("hero-1"));
        assertThat(two.engine().apply(first, new Action.Hold("hero-1")).state().steps())
                .isEqualTo(1);
    }

    @Test
    @DisplayName("EN §36 / JP §35: settle takes round 0's one action (hold) as the engine does: round 1, attack")
    void settleTakesTheEnginesAutomaticDecisions() {
        Fixture f = CELLAR.hero(SubAttribute.STRENGTH);
        GameState roundZero = f.fight("33", Fixture.enemies("rats", 2));
        assertThat(f.engine().legalActions(roundZero)).containsExactly(new Action.Hold("hero-1"));

        GameState s = f.settle(roundZero);

        Combat c = ((Phase.Fighting) s.phase()).combat();
        assertThat(c.round()).isEqualTo(1);
        assertThat(f.engine().legalActions(s)).contains(new Action.Attack("hero-1", "rats", false));
        assertThat(f.settle(s)).isSameAs(s);
    }

    @Test
    @DisplayName("EN §36-§37 / JP §35: apply uses exactly the faces given: a face left over fails, naming it")
    void applyWithExactlyTheseFaces() {
        Fixture f = CELLAR.hero(SubAttribute.STRENGTH);
        GameState s = f.settle(f.fight("33", Fixture.enemies("rats", 2)));

        // one die: the attack roll (5 + Technique 0 + 1 two-handed weapon - 2 without light = 4 vs level 1: a rat
        // falls)
        GameState after = f.apply(s, "attack hero-1 -> rats", 5).state();
        assertThat(after.phase().met().orElseThrow().enemies().get(0).current()).isEqualTo(1);

        assertThatThrownBy(() -> f.apply(s, "attack hero-1 -> rats", 5, 4))
                .isInstanceOf(AssertionError.class)
                .hasMessageStartingWith("attack hero-1 -> rats: 1 scripted faces left unused: [4] (1 of 2 drawn)");
    }

    @Test
    @DisplayName("EN §32 / JP §31: a fixture breaking a rule or naming what the scenario lacks is refused")
    void invalidFixturesAreRefused() {
        assertThatThrownBy(() -> CELLAR.hero(SubAttribute.STRENGTH).encounter("55", Fixture.enemies("dragons", 1)))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("dragons");
        assertThatThrownBy(() -> CELLAR.japanese()
                        .hero(SubAttribute.STRENGTH)
                        .hero(SubAttribute.DEXTERITY)
                        .follower(FollowerType.SCOUT, 1)
                        .exploring())
                .isInstanceOf(RulesException.class);
        assertThatThrownBy(CELLAR::exploring)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("a fixture needs a hero: call hero(...) first");
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.ESCAPE;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.party;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The heroes' escape (EN §42, §47 step 10 / JP §42, §47 step 10): offered at the start of a melee round, before
 * anybody acts in it (in the first hero's turn when the heroes act first, as a decision of its own before the
 * enemies' half when they act first); each enemy attacks once (a Weak group once per creature, a Strong Creature
 * once, AMB-14), split as in combat, instead of the enemies' half of the round; the party goes back and the tile
 * escaped from does not count (C-45).
 */
class CombatEscapeTest {

    @Test
    void escapeIsOfferedAtTheStartOfAMeleeRoundOnlyToTheFirstHeroToAct() {
        // EN §42 / JP §42: the party escapes as a whole, before anyone acts in the round; never in round 0.
        Fight f = new Fight(party(priest("hero-1", EN), priest("hero-2", EN)), EN)
                .explore(6, 2)
                .act(new Action.AttackFirst());
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-1",
                        1,
                        List.of(
                                new Action.Attack("hero-1", "ogre", false),
                                new Action.Swap("hero-1", "wood-shield"),
                                new Action.Hold("hero-1"),
                                new Action.Escape())));
        f.act(new Action.Attack("hero-1", "ogre", false), 2);
        assertThat(f.decision())
                .isEqualTo(new Decision.HeroTurn(
                        "hero-2",
                        1,
                        List.of(
                                new Action.Attack("hero-2", "ogre", false),
                                new Action.Swap("hero-2", "wood-shield"),
                                new Action.Hold("hero-2"))));
    }

    @Test
    void escapingFromAWeakGroupEachCreatureAttacksOnceAndTheTileDoesNotCount() {
        // EN §42 / JP §42: 4 goblins make 4 attacks; the party is back exploring, the tile not counted (C-45).
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(2, 1, 4).act(new Action.AttackFirst());
        f.act(new Action.Escape(), 3, 3, 1, 3);
        assertThat(f.texts())
                .containsExactly(
                        "the party escapes: each enemy attacks once",
                        "hero-1 defends against goblins: no damage",
                        "hero-1 defends against goblins: no damage",
                        "hero-1 defends against goblins: 1 damage, Life 4",
                        "hero-1 defends against goblins: no damage",
                        "the party is back where it came from; the tile does not count");
        assertThat(f.event("the party escapes: each enemy attacks once").rule()).isEqualTo(ESCAPE);
        assertThat(f.event("the party is back where it came from; the tile does not count")
                        .rule())
                .isEqualTo(ESCAPE);
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
        assertThat(f.decision()).isInstanceOf(Decision.Explore.class);
        assertThat(f.state.progress().tilesCleared()).isZero();
        assertThat(f.state.progress().explorations()).isEqualTo(1);
        assertThat(f.hero().life()).isEqualTo(4);
        assertThat(f.hero().equipment().gold()).isEqualTo(10);
    }

    @Test
    void escapingFromAStrongCreatureItAttacksOnceWhateverItsAttacks() {
        // EN §42 / JP §42, AMB-14: "each enemy attacks once": the ogre (2 attacks a round) attacks once.
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2).act(new Action.AttackFirst());
        f.act(new Action.Escape(), 2);
        assertThat(f.checks()).hasSize(1);
        assertThat(f.hero().life()).isEqualTo(4);
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
        assertThat(f.state.progress().tilesCleared()).isZero();
    }

    @Test
    void escapeAttacksAreSplitBetweenTheHeroAndTheFollowersAsInCombat() {
        // EN §36, §42 / JP §35, §42: 3 goblins, a hero and 2 Soldiers: 1 each and the player places the third.
        Fight f = new Fight(hire(Party.of(priest(EN)), SOLDIER, 2, EN), EN)
                .explore(2, 1, 3)
                .act(new Action.AttackFirst());
        f.act(new Action.Escape());
        assertThat(f.decision())
                .isEqualTo(new Decision.AssignAttacks(
                        3,
                        List.of("hero-1", "followers"),
                        List.of(
                                new Action.AssignExtra(List.of("hero-1")),
                                new Action.AssignExtra(List.of("followers")))));
        f.act(new Action.AssignExtra(List.of("hero-1")), 3, 3, 2);
        assertThat(f.checkEvents())
                .extracting(Event::text)
                .containsExactly(
                        "hero-1 defends against goblins: no damage",
                        "hero-1 defends against goblins: no damage",
                        "soldier/blunt defends against goblins: dies");
        assertThat(f.followers(SOLDIER)).isEqualTo(1);
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "japanese"})
    void escapingFromTheGoalLeavesItAheadAndUncounted(String edition) {
        // EN §42, §58 / JP §42 (C-45): the escaped-from tile is not counted, so the crypt lord is met again.
        RuleOptions o = edition.equals("english") ? EN : JP;
        Fight f = new Fight(Party.of(priest(o)), o);
        f.state = ImmutableGameState.copyOf(f.state).withProgress(new Progress(4, 4, Set.of(), Map.of()));
        f.explore().act(new Action.AttackFirst());
        assertThat(f.enemy("lord").current()).isEqualTo(5);
        f.act(new Action.Escape(), 4);
        assertThat(f.texts())
                .containsExactly(
                        "the party escapes: each enemy attacks once",
                        "hero-1 defends against lord: no damage",
                        "the party is back where it came from; the tile does not count",
                        "the crypt lord's hall is still ahead");
        assertThat(f.state.progress().tilesCleared()).isEqualTo(4);
        assertThat(f.state.isTerminal()).isFalse();
        f.explore();
        assertThat(f.decision()).isInstanceOf(Decision.Approach.class);
        assertThat(f.enemy("lord").current()).isEqualTo(5);
    }

    @Test
    void whenTheEnemiesActFirstThePartyMayEscapeBeforeTheirHalfAndTheOgreAttacksOnceInsteadOfTwice() {
        // EN §42, §47 step 10 / JP §42, §47 step 10: after a Fight reaction the ogre has the initiative; at the start
        // of round 1, before its two attacks, the party escapes: the ogre attacks once (AMB-14) and that is all.
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2).act(new Action.Wait(), 1);
        assertThat(f.texts())
                .containsExactly(
                        "reaction: fight", "combat: the enemies act first; round 0 (ranged)", "round 1 begins");
        assertThat(f.decision()).isEqualTo(new Decision.Escape(1, List.of(new Action.Escape(), new Action.Pass())));
        assertThat(f.decision().actor()).isEqualTo("party");

        f.act(new Action.Escape(), 2);

        assertThat(f.texts())
                .containsExactly(
                        "the party escapes: each enemy attacks once",
                        "hero-1 defends against ogre: 1 damage, Life 4",
                        "the party is back where it came from; the tile does not count");
        assertThat(f.checks()).hasSize(1);
        assertThat(f.hero().life()).isEqualTo(4);
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
        assertThat(f.state.progress().tilesCleared()).isZero();
    }

    @Test
    void escapingInALaterRoundTheEnemiesStillAttackOnceEachWithNoHalfBefore() {
        // EN §42 / JP §42: 3 goblins attack first in round 1 (passed); the hero kills one; at the start of round 2
        // the party escapes: the 2 goblins left attack once each, and nothing else happens in round 2.
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(2, 1, 3).act(new Action.Wait(), 1);
        f.act(new Action.Pass(), 4, 4, 4).act(new Action.Attack("hero-1", "goblins", false), 4);
        assertThat(f.texts())
                .containsExactly("hero-1 attacks goblins: hit", "one of the goblins falls: 2 left", "round 2 begins");
        assertThat(f.legal()).containsExactly(new Action.Escape(), new Action.Pass());

        f.act(new Action.Escape(), 3, 1);

        assertThat(f.texts())
                .containsExactly(
                        "the party escapes: each enemy attacks once",
                        "hero-1 defends against goblins: no damage",
                        "hero-1 defends against goblins: 1 damage, Life 4",
                        "the party is back where it came from; the tile does not count");
        assertThat(f.hero().life()).isEqualTo(4);
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
    }

    @Test
    void whenTheHeroesActFirstTheEscapeIsInTheFirstHerosTurnAndReplacesTheEnemiesHalf() {
        // EN §42 / JP §42: attacking first, the heroes open every round; escaping in round 2 the ogre attacks once
        // (not its 2 attacks of the round, and no more after them).
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2).act(new Action.AttackFirst());
        f.act(new Action.Attack("hero-1", "ogre", false), 2, 4, 4);
        assertThat(f.texts()).endsWith("round 2 begins");
        assertThat(f.legal()).contains(new Action.Escape());

        f.act(new Action.Escape(), 4);

        assertThat(f.checks()).hasSize(1);
        assertThat(f.state.phase()).isInstanceOf(Phase.Exploring.class);
    }

    @Test
    void whereTheScenarioForbidsEscapeTheEnemiesHalfStartsWithoutAsking() {
        // EN §34 / JP §33: a scenario may forbid escaping (e.g. from its final event); then no escape is offered.
        Engine engine = Engine.of(new NoEscapeCrypt());
        GameState s = engine.start(Party.of(priest(EN)), EN, 7L);
        s = FlowStartTest.play(engine, s, "explore", 6, 2).state();

        Transition t = FlowStartTest.play(engine, s, "wait", 1, 4, 4);

        assertThat(FlowStartTest.texts(t))
                .endsWith(
                        "round 1 begins",
                        "hero-1 defends against ogre: no damage",
                        "hero-1 defends against ogre: no damage");
        assertThat(engine.legalActions(t.state()))
                .containsExactly(
                        new Action.Attack("hero-1", "ogre", false),
                        new Action.Swap("hero-1", "wood-shield"),
                        new Action.Hold("hero-1"));
    }

    /** TestCrypt with no escape anywhere. */
    static final class NoEscapeCrypt implements Scenario {

        private final TestCrypt crypt = new TestCrypt();

        @Override
        public String id() {
            return "no-escape-crypt";
        }

        @Override
        public String title() {
            return "The Crypt Without Exits";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return crypt.tile(id);
        }

        @Override
        public Optional<Creature> creature(String id) {
            return crypt.creature(id);
        }

        @Override
        public boolean escapeAllowed(GameState state, String tileId) {
            return false;
        }
    }
}

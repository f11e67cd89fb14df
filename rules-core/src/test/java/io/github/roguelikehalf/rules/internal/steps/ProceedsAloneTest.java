package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.TestCrypt;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.testkit.Draw;
import io.github.roguelikehalf.testkit.Generators;
import io.github.roguelikehalf.testkit.Start;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A fight's steps tell from the party and the fight alone where nobody decides ({@link Step#proceedsAlone}), so that
 * the turn does not make the whole state to ask them (docs/architecture.md, step 5): they must say so only where their
 * decision is none (EN §36-§37 / JP §35: the heroes', the followers' and the creatures' halves), and which one action
 * the engine takes by itself ({@link Step#soleAction}: a lone defender, EN §37 / JP §36) only where their decision is
 * automatic with that one action.
 */
@DisplayName("a fight's steps go on by themselves only where their decision is none or takes its one action")
class ProceedsAloneTest {

    private static final TestCrypt CRYPT = new TestCrypt();

    @Test
    @DisplayName(
            "in random games of any party, of casters and of heroes with items: never at a decision the engine made; where said, at"
                    + " every stage, no decision")
    void onlyWhereNoDecision() {
        Engine engine = Engine.of(CRYPT);
        int fights = 0;
        int alone = 0;
        int heroes = 0;
        int followers = 0;
        int creatures = 0;
        int evenSplits = 0;
        int sole = 0;
        int soleDefences = 0;
        int soleHolds = 0;
        int defenders = 0;
        for (long seed = 1; seed <= 160; seed++) {
            // parties of every kind, casters (with them, Magicians who may cast when no follower attacks), then heroes
            // with magic treasures and laden ones (items to use in a hero's turn)
            Start start = (seed <= 60
                            ? Generators.starts()
                            : seed <= 120
                                    ? Generators.casters()
                                    : seed <= 140 ? Generators.magicTreasures() : Generators.laden())
                    .next(Draw.seeded(seed));
            GameState s = engine.start(start.party(), start.options(), start.seed());
            Random choice = new Random(seed);
            for (int n = 0; n < 300 && engine.decision(s).isPresent(); n++) {
                if (s.phase() instanceof Phase.Fighting f) {
                    fights++;
                    Combat c = f.combat();
                    // a state the engine stopped at has a decision: its step must not have gone on by itself
                    GameState now = s;
                    assertThat(Steps.of(s).proceedsAlone(new WorkingState(s), CRYPT, () -> now))
                            .as("the step of a decision state (%s)", c.stage())
                            .isFalse();
                    assertThat(Steps.of(s).soleAction(new WorkingState(s)))
                            .as("the one action taken by itself at a decision state (%s)", c.stage())
                            .isNull();
                    for (Combat v : variants(s, c)) {
                        GameState at = ImmutableGameState.copyOf(s).withPhase(new Phase.Fighting(v));
                        Step step = Steps.of(at);
                        // the turn asks it of the fight's parts being changed: the same answer as of the whole fight
                        WorkingState changed = new WorkingState(at);
                        changed.fight();
                        boolean byParts = step.proceedsAlone(changed, CRYPT, () -> at);
                        assertThat(byParts)
                                .as("told from the parts being changed as from the whole fight: %s", v)
                                .isEqualTo(step.proceedsAlone(new WorkingState(at), CRYPT, () -> at));
                        Action one = step.soleAction(changed);
                        assertThat(one)
                                .as("the one action told from the parts being changed as from the whole fight: %s", v)
                                .isEqualTo(step.soleAction(new WorkingState(at)));
                        var d = byParts ? null : step.decision(at, CRYPT);
                        if (one != null) {
                            sole++;
                            soleDefences += step == EnemyTurnStep.INSTANCE ? 1 : 0;
                            soleHolds += step == HeroTurnStep.INSTANCE ? 1 : 0;
                            // the engine takes a decision by itself where it is automatic with one legal action
                            assertThat(d)
                                    .as("the decision where %s takes %s by itself: %s", step, one, v)
                                    .isNotNull();
                            assertThat(Steps.automatic(d))
                                    .as("automatic: %s", d)
                                    .isTrue();
                            assertThat(d.legalActions())
                                    .as("its legal actions: %s", v)
                                    .containsExactly(one);
                        } else if (step == EnemyTurnStep.INSTANCE
                                && d != null
                                && v.stage() == Combat.Stage.DEFEND
                                && d.legalActions().size() == 1) {
                            throw new AssertionError("a lone defender not told from the parts: " + d + " at " + v);
                        }
                        if (d != null
                                && v.stage() == Combat.Stage.DEFEND
                                && d.legalActions().size() == 1) {
                            defenders++;
                        }
                        if (byParts) {
                            alone++;
                            // the creatures' attacks split evenly: nobody places extra ones (EN §36 / JP §35)
                            evenSplits += v.stage() == Combat.Stage.ASSIGN
                                            && !(v.round() > 0 && !v.enemyActionsDone() && !v.escaping())
                                    ? 1
                                    : 0;
                            heroes += step == HeroTurnStep.INSTANCE ? 1 : 0;
                            followers += step == FollowerTurnStep.INSTANCE ? 1 : 0;
                            creatures += step == EnemyTurnStep.INSTANCE ? 1 : 0;
                            assertThat(step.decision(at, CRYPT))
                                    .as("the decision where %s goes on by itself: %s", step, v)
                                    .isNull();
                        }
                    }
                }
                List<Action> legal = engine.legalActions(s);
                s = engine.apply(s, legal.get(choice.nextInt(legal.size()))).state();
            }
        }
        assertThat(fights).as("fight decisions met").isGreaterThan(500);
        assertThat(alone).as("states where a step goes on by itself").isGreaterThan(1000);
        assertThat(sole).as("one action taken by itself, told from the parts").isPositive();
        assertThat(defenders).as("lone defenders (EN §37 / JP §36)").isEqualTo(soleDefences);
        assertThat(soleHolds)
                .as("heroes with nothing but hold (EN §36 / JP §35)")
                .isPositive();
        assertThat(soleDefences + soleHolds)
                .as("no other step takes an action by itself")
                .isEqualTo(sole);
        assertThat(evenSplits)
                .as("creatures' halves whose attacks split evenly")
                .isPositive();
        assertThat(List.of(heroes, followers, creatures))
                .as("each of the three steps says so somewhere")
                .allSatisfy(k -> assertThat(k).isPositive());
    }

    /**
     * The fight at each of the halves' stages, as it stands, with every living hero having acted, escaping, and with
     * no attack waiting.
     */
    private static List<Combat> variants(GameState s, Combat c) {
        List<String> living = new ArrayList<>();
        for (Hero h : s.party().heroes()) {
            if (h.alive()) {
                living.add(h.id());
            }
        }
        ImmutableCombat base = ImmutableCombat.copyOf(c).withWindow(java.util.Optional.empty());
        List<Combat> out = new ArrayList<>();
        for (Combat.Stage stage :
                List.of(Combat.Stage.HEROES, Combat.Stage.FOLLOWERS, Combat.Stage.ASSIGN, Combat.Stage.DEFEND)) {
            ImmutableCombat at = base.withStage(stage);
            out.add(at);
            out.add(at.withActed(living).withExtraAttack(java.util.Optional.empty()));
            out.add(at.withEscaping(true));
            out.add(at.withIncoming(List.of()));
            out.add(at.withEnemyActionsDone(true).withIncoming(List.of()));
        }
        return out;
    }
}

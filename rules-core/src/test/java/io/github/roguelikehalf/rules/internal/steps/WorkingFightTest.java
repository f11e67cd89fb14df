package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.TestCrypt;
import io.github.roguelikehalf.testkit.Draw;
import io.github.roguelikehalf.testkit.Generators;
import io.github.roguelikehalf.testkit.Start;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Inside one apply a fight's parts are changed in place and made into one fight only when somebody reads it whole
 * (docs/architecture.md, step 2): every reader sees every change, in order, as if each had made a fight of its own.
 */
@DisplayName("a fight changed in place inside a turn: every reader sees every change")
class WorkingFightTest {

    private static final Encounter GOBLINS =
            new Encounter("crypt", List.of(EnemyGroup.of("goblins", 5), EnemyGroup.of("rats", 3)));

    private static final ImmutableCombat START = Combat.start(GOBLINS, true);

    /** A working state in the fight above, from a started game of the test scenario. */
    private static WorkingState fighting() {
        Engine engine = Engine.of(new TestCrypt());
        Start start = Generators.starts().next(Draw.seeded(7));
        GameState s = engine.start(start.party(), start.options(), start.seed());
        return new WorkingState(ImmutableGameState.copyOf(s).withPhase(new Phase.Fighting(START)));
    }

    private static Encounter hit(Encounter e) {
        return e.with(0, e.enemies().get(0).damaged(2));
    }

    @Test
    @DisplayName("several changes, then a reader: one fight with all of them, in the state made")
    void changesMadeOnRead() {
        WorkingState w = fighting();
        int before = w.phaseChanges();
        w.fight().encounter(hit(w.fightParts().encounter()));
        w.fight().actedAlso("hero-1").extraAttack(null);
        w.fight().stage(Combat.Stage.FOLLOWERS);
        ImmutableCombat expected =
                START.withEncounter(hit(GOBLINS)).withActed("hero-1").withStage(Combat.Stage.FOLLOWERS);
        assertThat(w.combat()).isEqualTo(expected);
        assertThat(w.phaseChanges()).isEqualTo(before + 3);
        assertThat(((Phase.Fighting) w.state().phase()).combat()).isEqualTo(expected);
        // read again: the same fight, none made again
        assertThat(w.combat()).isSameAs(w.combat());
    }

    @Test
    @DisplayName("the parts read are the whole fight's, reading them is no change, and a round starts in place")
    void partsReadAndRoundInPlace() {
        WorkingState w = fighting();
        Combat whole = w.combat();
        int before = w.phaseChanges();
        assertThat(w.fightParts().stage()).isEqualTo(Combat.Stage.HEROES);
        assertThat(w.fightParts().round()).isZero();
        assertThat(w.fightParts().encounter()).isSameAs(GOBLINS);
        // a read is no change: the fight read whole is the one set, the phase not set again
        assertThat(w.phaseChanges()).isEqualTo(before);
        assertThat(w.combat()).isSameAs(whole);
        w.fight().halves(true, true);
        assertThat(w.fightParts().heroHalfDone()).isTrue();
        w.fight().nextRound();
        assertThat(w.fightParts().round()).isEqualTo(1);
        assertThat(w.fightParts().heroHalfDone()).isFalse();
        // the fight made from the round started in place is the one Combat.nextRound makes
        assertThat(w.combat())
                .isEqualTo(START.withHeroHalfDone(true).withEnemyHalfDone(true).nextRound());
        assertThat(w.phaseChanges()).isEqualTo(before + 2);
        // after the whole fight is read, the parts still hold it: a change starts from it
        w.fight().stage(Combat.Stage.FOLLOWERS);
        assertThat(w.combat().round()).isEqualTo(1);
        assertThat(w.combat().stage()).isEqualTo(Combat.Stage.FOLLOWERS);
    }

    @Test
    @DisplayName("the creatures read while the fight is being changed are the changed ones")
    void encounterReadInPlace() {
        WorkingState w = fighting();
        w.fight().encounter(hit(w.fightParts().encounter()));
        assertThat(w.fightParts().encounter().enemies().get(0).current()).isEqualTo(3);
        w.fight().encounter(hit(w.fightParts().encounter()));
        assertThat(w.fightParts().encounter().enemies().get(0).current()).isEqualTo(1);
        assertThat(w.combat().encounter().enemies().get(0).current()).isEqualTo(1);
    }

    @Test
    @DisplayName("a change after a reader starts from the fight it read: nothing is lost")
    void changeAfterRead() {
        WorkingState w = fighting();
        w.fight().stage(Combat.Stage.FOLLOWERS);
        Combat read = w.combat();
        w.fight().round(4);
        assertThat(read.round()).isZero();
        assertThat(w.combat()).isEqualTo(START.withStage(Combat.Stage.FOLLOWERS).withRound(4));
    }

    @Test
    @DisplayName("a fight or a phase set whole replaces the changes not yet read")
    void setWholeReplacesDraft() {
        WorkingState w = fighting();
        Combat other = START.withRound(2);
        w.fight().stage(Combat.Stage.ASSIGN);
        w.combat(other);
        assertThat(w.combat()).isSameAs(other);
        // the parts read now are the fight set, not the ones changed before it
        assertThat(w.fightParts().round()).isEqualTo(2);
        assertThat(w.fightParts().stage()).isEqualTo(Combat.Stage.HEROES);
        w.fight().stage(Combat.Stage.ASSIGN);
        Combat third = START.withRound(3);
        w.phase(new Phase.Fighting(third));
        assertThat(w.fightParts().round()).isEqualTo(3);
        assertThat(w.combat()).isSameAs(third);
        w.fight().stage(Combat.Stage.ASSIGN);
        w.phase(new Phase.Exploring());
        assertThat(w.fighting()).isFalse();
        assertThat(w.state().phase()).isEqualTo(new Phase.Exploring());
    }

    @Test
    @DisplayName("a copy of the working state (a paused play) carries the changes not yet read, and goes on apart")
    void copyCarriesDraft() {
        WorkingState w = fighting();
        w.fight().actedAlso("hero-1");
        WorkingState copy = new WorkingState(w);
        copy.fight().round(3);
        w.fight().round(5);
        assertThat(copy.combat()).isEqualTo(START.withActed("hero-1").withRound(3));
        assertThat(w.combat()).isEqualTo(START.withActed("hero-1").withRound(5));
    }

    @Test
    @DisplayName("a working state forgotten and reset for the next apply keeps nothing of the last one's changes")
    void resetForgetsDraft() {
        WorkingState w = fighting();
        GameState next = w.state();
        w.fight().stage(Combat.Stage.ASSIGN).round(7);
        w.forget();
        w.reset(next);
        assertThat(w.combat()).isEqualTo(START);
        w.fight().round(2);
        assertThat(w.combat()).isEqualTo(START.withRound(2));
    }
}

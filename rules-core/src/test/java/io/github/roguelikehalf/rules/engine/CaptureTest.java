package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Capturing with a rope after a won fight (EN §28 / JP §27) through {@code Engine.apply}: the priest (Technique 0)
 * with a rope kills the last goblin (level 3) with a 5.
 */
@DisplayName("Capture with a rope (EN §28 / JP §27)")
class CaptureTest {

    private static final Action CAPTURE = new Action.Capture("hero-1", "goblins");
    private static final FollowerKind GOBLIN = FollowerKind.captured("goblins");

    private static Fight won(RuleOptions o, int... after) {
        Hero h = priest(o);
        h = ImmutableHero.copyOf(h).withEquipment(h.equipment().add(Gear.ROPE));
        return new Fight(Party.of(h), o)
                .meet(group("goblins", TestCrypt.GOBLIN, 1))
                .act(new Action.AttackFirst())
                .act(new Action.Attack("hero-1", "goblins", false), after);
    }

    @Test
    @DisplayName("EN §28: a rope alone binds a defeated Weak Creature, before the treasure; one per group")
    void englishRopeAlone() {
        Fight f = won(EN, 5);
        assertThat(f.state.phase()).isInstanceOf(Phase.AfterFight.class);
        assertThat(f.legal()).containsExactly(CAPTURE, new Action.Pass());
        assertThat(Action.parse("capture hero-1 -> goblins")).isEqualTo(CAPTURE);

        f.act(CAPTURE, 1);

        assertThat(f.events.get(0).text())
                .isEqualTo("hero-1 binds one of the goblins with a rope: captured:goblins follows");
        assertThat(f.events.get(0).rule()).isEqualTo("EN §28 / JP §27");
        assertThat(f.followers(GOBLIN)).isEqualTo(1);
        assertThat(f.hero().equipment().owns(Gear.ROPE)).isFalse();
        // nothing more to take: the treasure is rolled (1) and the tile is cleared
        assertThat(f.events.get(1).text()).startsWith("treasure of goblins: ");
        assertThat(f.state.phase()).isEqualTo(new Phase.Exploring());
    }

    @Test
    @DisplayName("EN §28: passing keeps the rope; the treasure follows")
    void pass() {
        Fight f = won(EN, 5).act(new Action.Pass(), 1);
        assertThat(f.followers(GOBLIN)).isZero();
        assertThat(f.hero().equipment().owns(Gear.ROPE)).isTrue();
    }

    @Test
    @DisplayName("JP §27: only a creature put to sleep may be bound: a killed one is not offered")
    void japaneseNeedsSleep() {
        Fight f = won(JP, 5, 1);
        assertThat(f.state.phase()).isEqualTo(new Phase.Exploring());
        assertThat(f.followers(GOBLIN)).isZero();

        EnemyGroup beaten = new EnemyGroup("goblins", "goblin", 3, 0, false, false);
        assertThat(Captures.capturable(TestCrypt.GOBLIN, beaten, true, JP)).isTrue();
        assertThat(Captures.capturable(TestCrypt.GOBLIN, beaten, false, JP)).isFalse();
        assertThat(Captures.capturable(TestCrypt.GOBLIN, beaten, false, EN)).isTrue();
        assertThat(Captures.capturable(TestCrypt.OGRE, new EnemyGroup("ogre", "ogre", 4, 0, false, false), true, EN))
                .isFalse();
        // a group that fled without sleepers leaves nobody to bind
        assertThat(Captures.capturable(
                        TestCrypt.GOBLIN, new EnemyGroup("goblins", "goblin", 3, 1, true, false), false, EN))
                .isFalse();
    }

    @Test
    @DisplayName("EN §28 / JP §27: without a rope nothing is offered")
    void noRope() {
        Fight f = new Fight(Party.of(priest(EN)), EN)
                .meet(group("goblins", TestCrypt.GOBLIN, 1))
                .act(new Action.AttackFirst())
                .act(new Action.Attack("hero-1", "goblins", false), 5, 1);
        assertThat(f.state.phase()).isEqualTo(new Phase.Exploring());
        assertThat(List.of(f.followers(GOBLIN))).containsExactly(0);
    }

    @Test
    @DisplayName("EN §19, §28 / JP §19, §27: 2 of 3 goblins asleep and the third fled: each sleeper may be bound, one"
            + " rope each, whatever the rest of the group did")
    void sleepersOneRopeEach() {
        for (RuleOptions o : List.of(EN, JP)) {
            // the English won fight stops after it (a rope may bind the killed goblin); the group is then replaced by
            // one with sleepers and a runaway, under each preset
            Fight f = won(EN, 5);
            Phase.AfterFight after = (Phase.AfterFight) f.state.phase();
            Hero h = f.hero();
            h = ImmutableHero.copyOf(h)
                    .withEquipment(h.equipment().add(Gear.ROPE).add(Gear.ROPE));
            EnemyGroup sleepers =
                    new EnemyGroup("goblins", after.encounter().enemies().get(0).creatureId(), 3, 1, true, false, 2);
            f.state = f.engine.validate(ImmutableGameState.copyOf(f.state)
                    .withOptions(o)
                    .withParty(f.state.party().with(h))
                    .withPhase(new Phase.AfterFight(
                            new Encounter(after.encounter().tileId(), List.of(sleepers)), after.window())));
            assertThat(f.legal()).containsExactly(CAPTURE, new Action.Pass());
            f.act(CAPTURE);
            assertThat(f.legal()).containsExactly(CAPTURE, new Action.Pass());
            f.act(CAPTURE, 1);
            // both sleepers bound: the third rope stays, and the treasure follows
            assertThat(f.followers(GOBLIN)).isEqualTo(2);
            assertThat(f.hero().equipment().owns(Gear.ROPE)).isTrue();
            assertThat(f.state.phase()).isEqualTo(new Phase.Exploring());
        }
    }
}

package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.FinalPlay.EN;
import static io.github.roguelikehalf.kot.FinalPlay.hero;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The campaign of Knight of Twilight (EN §56, §63-§64, §75), through {@code Engine.start} and {@code Engine.apply}. */
@DisplayName("Knight of Twilight: the campaign across adventures (EN §56, §63-§64, §75)")
class CampaignTest {

    final Engine engine = Engine.of(new KnightOfTwilight());

    static Party solo(String id) {
        return Party.of(hero(id, SubAttribute.DIVINITY));
    }

    static Party two() {
        return new Party(
                List.of(hero("hero-1", SubAttribute.DIVINITY), hero("hero-2", SubAttribute.DIVINITY)),
                Followers.none());
    }

    @Test
    @DisplayName("EN §64: a hero attempts the d66 map three times; a fourth start throws, another hero may start")
    void threeAttempts() {
        ScenarioState campaign = ScenarioState.EMPTY;
        for (int i = 1; i <= KnightOfTwilight.ATTEMPTS_PER_HERO; i++) {
            GameState s = engine.start(solo("hero-1"), EN, i, campaign);
            assertThat(s.scenarioState().counter(Keys.ATTEMPTS + "hero-1")).isEqualTo(i);
            campaign = KnightOfTwilight.campaign(s);
        }
        ScenarioState used = campaign;
        assertThatThrownBy(() -> engine.start(solo("hero-1"), EN, 4L, used))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("hero-1 has attempted the d66 map 3 times");
        GameState other = engine.start(solo("hero-9"), EN, 4L, used);
        assertThat(other.scenarioState().counter(Keys.ATTEMPTS + "hero-9")).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §64, §75: the clears, attempts and flipped tiles are carried; the adventure's own state is not")
    void carried() {
        GameState s = engine.start(solo("hero-1"), EN, 1L, ScenarioState.EMPTY);
        ScenarioState mid = s.scenarioState()
                .withCounter(Keys.CLEARS, 1)
                .withCounter(Keys.CLUE_COUNT, 2)
                .withFlag(Keys.ROGUES_MET, true)
                .withFlag(Keys.ROGUES_DEFEATED, true)
                .withAdded(Keys.FLIPPED, "11")
                .withAdded(Keys.FLIPPED, "52");
        GameState later = engine.validate(io.github.roguelikehalf.rules.engine.ImmutableGameState.copyOf(s)
                .withScenarioState(mid));
        ScenarioState c = KnightOfTwilight.campaign(later);
        assertThat(KnightOfTwilight.clears(c)).isEqualTo(1);
        assertThat(c.counter(Keys.ATTEMPTS + "hero-1")).isEqualTo(1);
        assertThat(c.set(Keys.FLIPPED)).containsExactly("11", "52");
        assertThat(c.counter(Keys.CLUE_COUNT)).isZero();
        assertThat(c.flag(Keys.ROGUES_MET)).isFalse();
        assertThat(c.flag(Keys.ROGUES_DEFEATED)).isFalse();
        GameState next = engine.start(solo("hero-1"), EN, 2L, c);
        assertThat(KnightOfTwilight.clears(next.scenarioState())).isEqualTo(1);
        assertThat(next.scenarioState().set(Keys.FLIPPED)).containsExactly("11", "52");
        assertThat(next.scenarioState().counter(Keys.ATTEMPTS + "hero-1")).isEqualTo(2);
    }

    @Test
    @DisplayName("EN §64: when all 36 tiles are flipped the table is reset and the new tile is the only one flipped")
    void tableReset() {
        TreeSet<String> all = new TreeSet<>();
        for (int t = 1; t <= 6; t++) {
            for (int u = 1; u <= 6; u++) {
                all.add(t + "" + u);
            }
        }
        ScenarioState campaign = ScenarioState.EMPTY;
        for (String id : all) {
            campaign = campaign.withAdded(Keys.FLIPPED, id);
        }
        FinalPlay p = new FinalPlay(solo("hero-1"), campaign);
        assertThat(p.scenario().set(Keys.FLIPPED)).hasSize(36);
        // d66 52: the giant rats (2d6 + 2 = 4)
        p.act("explore", 5, 2, 1, 1);
        assertThat(p.texts()).contains("every tile has been flipped: the table is reset");
        assertThat(p.scenario().set(Keys.FLIPPED)).containsExactly("52");
    }

    @Test
    @DisplayName("EN §75: after the third clear the quest is complete: no more adventure starts")
    void questComplete() {
        ScenarioState done = ScenarioState.EMPTY.withCounter(Keys.CLEARS, KnightOfTwilight.CLEARS_TO_COMPLETE);
        assertThatThrownBy(() -> engine.start(solo("hero-1"), EN, 1L, done))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("the quest is complete");
    }

    @Test
    @DisplayName("EN §63: with two heroes, one hero's death fails the adventure")
    void oneDeadOfTwoFails() {
        FinalPlay p = new FinalPlay(two(), ScenarioState.EMPTY.withCounter(Keys.CLEARS, 0));
        p.with(p.hero("hero-2").damage(4));
        p.fight(
                Keys.FINAL_TILE,
                List.of(new EnemyGroup("knight-of-twilight", "knight-of-twilight", 4, 4, false, true)),
                true);
        p.act("hold hero-1");
        // round 1: both miss (5 - 1 = 4 would hit: 3 - 1 = 2); the Knight's 2 attacks, one each: hero-1 defends,
        // hero-2 fails and dies
        p.act("attack hero-1 -> knight-of-twilight", 3);
        p.act("attack hero-2 -> knight-of-twilight", 3, 6, 1);
        Outcome o = p.state.outcome().orElseThrow();
        assertThat(o.isVictory()).isFalse();
        assertThat(o.detail()).contains("hero-2 died: the adventure fails (EN §63)");
    }

    @Test
    @DisplayName("EN §63: the quick end test (mayEnd) allows an end exactly where the end condition ends")
    void mayEndAgreesWithTheEnd() {
        KnightOfTwilight kot = new KnightOfTwilight();
        GameState both = engine.start(two(), EN, 1L);
        Party oneDead = both.party().with(both.party().hero("hero-2").damage(99));
        Party soloDead = Party.of(hero("hero-1", SubAttribute.DIVINITY).damage(99));

        assertThat(kot.mayEnd(both.party())).isFalse();
        assertThat(kot.endCondition(both)).isEmpty();
        assertThat(kot.mayEnd(oneDead)).isTrue();
        assertThat(kot.endCondition(ImmutableGameState.copyOf(both).withParty(oneDead))
                        .orElseThrow()
                        .detail())
                .isEqualTo("hero-2 died: the adventure fails (EN §63)");
        // a lone hero's death ends the adventure by the base rules, not by EN §63
        assertThat(kot.mayEnd(soloDead)).isFalse();
        assertThat(kot.endCondition(ImmutableGameState.copyOf(both).withParty(soloDead)))
                .isEmpty();
    }

    @Test
    @DisplayName("EN §56: the scenario's follower cap: the Follower score for a lone hero, one more for two heroes")
    void followerCap() {
        assertThat(new KnightOfTwilight().followerCap(solo("hero-1"), EN))
                .isEqualTo(solo("hero-1").followerCap(EN));
        assertThat(two().followerCap(EN)).isZero();
        assertThat(new KnightOfTwilight().followerCap(two(), EN)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §56: two heroes may take one Captured, which counts against no Follower score, and no more")
    void twoHeroesTakeOneCaptured() {
        FollowerKind captured = FollowerKind.captured("giant-rats");
        Party one = new Party(two().heroes(), Followers.of(List.of(captured.times(1))));
        assertThat(engine.start(one, EN, 1L).party().followers().total()).isEqualTo(1);
        Party twoCaptured = new Party(two().heroes(), Followers.of(List.of(captured.times(2))));
        assertThatThrownBy(() -> engine.start(twoCaptured, EN, 1L))
                .isInstanceOf(RulesException.class)
                .hasMessage("2 followers but the scenario allows 1 (EN §32 / JP §31)");
    }

    @Test
    @DisplayName("EN §56, EN §28: two heroes bind one defeated creature with a rope; a second one is not offered")
    void twoHeroesCaptureOne() {
        Hero roped = hero("hero-1", SubAttribute.STRENGTH);
        roped = ImmutableHero.copyOf(roped)
                .withEquipment(roped.equipment().add(Gear.ROPE).add(Gear.ROPE));
        Fixture f =
                Fixture.of(new KnightOfTwilight()).english().hero(roped).hero(hero("hero-2", SubAttribute.STRENGTH));
        CreaturePlay p = new CreaturePlay(f, f.fight("52", Fixture.enemies("giant-rats", 1)))
                .act("hold hero-1")
                .act("attack hero-1 -> giant-rats", 6);
        assertThat(p.legal()).containsExactly("capture hero-1 -> giant-rats", "pass");

        p.act("capture hero-1 -> giant-rats");

        assertThat(p.state.party().followers().count(FollowerKind.captured("giant-rats")))
                .isEqualTo(1);
        CreaturePlay again = new CreaturePlay(
                        f,
                        f.follower(FollowerKind.captured("giant-rats"), 1)
                                .fight("52", Fixture.enemies("giant-rats", 1)))
                .act("hold hero-1")
                .act("attack hero-1 -> giant-rats", 6);
        assertThat(again.legal()).doesNotContain("capture hero-1 -> giant-rats");
    }

    @Test
    @DisplayName("EN §56: with two heroes the one follower allowed must be a Captured: a Soldier is refused")
    void twoHeroesNoSoldier() {
        Party soldier = new Party(
                two().heroes(),
                Followers.of(List.of(
                        FollowerKind.of(FollowerType.SOLDIER, io.github.roguelikehalf.rules.item.DamageType.BLUNT)
                                .times(1))));
        assertThatThrownBy(() -> engine.start(soldier, EN, 1L))
                .isInstanceOf(RulesException.class)
                .hasMessage("two heroes take one Captured and no other followers beyond their Follower score of 0;"
                        + " the party has 1 other followers (EN §56)");
    }
}

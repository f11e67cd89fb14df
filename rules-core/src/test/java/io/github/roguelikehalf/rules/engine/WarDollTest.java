package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.magic.MagicTags;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The War Doll in play (EN §40 / JP §39), through {@code Engine.apply} with scripted dice, in both presets.
 *
 * <p>The test hero is the priest of {@link CombatSupportTest} (Technique 0, Life 5, lantern in hand, 10 unspent
 * experience) carrying a War Doll; the fights are against the test crypt's goblins (level 3, one attack each).
 */
@DisplayName("War Doll (EN §40 / JP §39)")
class WarDollTest {

    private static final Action USE = new Action.Use("hero-1", WarDoll.KEY, Optional.empty());
    private static final Action SIT_OUT = new Action.Hold(WarDoll.KEY);
    private static final Action DOLL_DEFENDS = new Action.Defend(WarDoll.KEY, false);

    /** The priest carrying a War Doll. */
    static Hero carrier(RuleOptions o) {
        Hero h = priest(o);
        return ImmutableHero.copyOf(h).withEquipment(h.equipment().add(MagicItem.of(MagicTreasure.WAR_DOLL)));
    }

    /** The priest with his doll already active. */
    static Party withDoll(RuleOptions o) {
        return Party.of(carrier(o)).activateWarDoll("hero-1", o);
    }

    private static Optional<WarDoll> doll(Fight f) {
        return f.state.party().followers().warDoll();
    }

    /** Meets {@code n} goblins (d66 21, then the 1d6 for their number) and attacks first; round 0 is held. */
    private static Fight round1(Party p, RuleOptions o, int goblins) {
        Fight f = new Fight(p, o).explore(2, 1, goblins).act(new Action.AttackFirst());
        // round 0: the priest has no missile weapon; only the doll's part in the round is his choice
        assertThat(f.legal()).containsExactly(new Action.Hold("hero-1"), SIT_OUT);
        return f.act(new Action.Hold("hero-1"));
    }

    @Test
    @DisplayName("EN §40 / JP §39: activated between tiles for 1 experience (the level stays); Life 1 (EN) or 2 (JP)")
    void activation() {
        for (RuleOptions o : List.of(EN, JP)) {
            Fight f = new Fight(Party.of(carrier(o)), o);
            assertThat(f.legal()).contains(USE);
            f.act(USE);
            Hero h = f.hero();
            assertThat(h.experience()).isEqualTo(9);
            assertThat(h.level()).isEqualTo(10);
            assertThat(h.equipment().owns(MagicItem.of(MagicTreasure.WAR_DOLL))).isFalse();
            int life = o == EN ? 1 : 2;
            assertThat(doll(f)).contains(new WarDoll(life, false, false));
            assertThat(f.texts())
                    .containsExactly(
                            "hero-1 spends 1 experience (10 -> 9) to activate the war doll: Technique 1, Life " + life);
            assertThat(f.events.get(0).rule()).isEqualTo("EN §40 / JP §39");
            assertThat(f.events.get(0).fact()).contains(new Fact.ItemUsed("hero-1", WarDoll.KEY));
            // one doll at a time; the activated one is no longer carried
            assertThat(f.legal()).doesNotContain(USE);
        }
    }

    @Test
    @DisplayName(
            "EN §40 / JP §39: without unspent experience the doll cannot be activated, in play or between adventures")
    void activationCostsExperience() {
        Hero broke = ImmutableHero.copyOf(carrier(EN)).withExperience(0);
        assertThat(new Fight(Party.of(broke), EN).legal()).doesNotContain(USE);
        assertThatThrownBy(() -> Party.of(broke).activateWarDoll("hero-1", EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("activating a War Doll costs 1 experience; hero-1 has 0 unspent");
        assertThatThrownBy(() -> Party.of(priest(EN)).activateWarDoll("hero-1", EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("hero-1 carries no war-doll to activate");
    }

    @Test
    @DisplayName("EN §40 / JP §39: activated as the hero's action in a fight, the doll attacks in that round's"
            + " followers' step")
    void activationInAFight() {
        Fight f = new Fight(Party.of(carrier(EN)), EN).explore(2, 1, 6).act(new Action.AttackFirst());
        assertThat(f.legal()).containsExactlyInAnyOrder(new Action.Hold("hero-1"), USE);
        f.act(new Action.Hold("hero-1"));
        assertThat(f.legal()).contains(USE);
        f.act(USE);
        assertThat(f.combat().acted()).containsExactly("hero-1");
        assertThat(f.decision())
                .isEqualTo(new Decision.FollowerTurn(
                        1, List.of(new Action.FollowersAttack("goblins"), new Action.Hold("followers"))));
    }

    @Test
    @DisplayName("EN §40 / JP §39: two attack rolls a melee round with Technique 1; attacks meant for the followers"
            + " reach the doll")
    void twoAttacks() {
        for (RuleOptions o : List.of(EN, JP)) {
            Fight f = round1(withDoll(o), o, 6);
            f.act(new Action.Attack("hero-1", "goblins", false), 1);
            assertThat(f.decision())
                    .isEqualTo(new Decision.FollowerTurn(
                            1, List.of(new Action.FollowersAttack("goblins"), new Action.Hold("followers"))));
            // 2 + 1 = 3 and 3 + 1 = 4 both reach the goblins' level 3; 4 goblins attack: 2 at the priest, 2 at the doll
            f.act(new Action.FollowersAttack("goblins"), 2, 3, 6, 6, 6, 6);
            List<CheckResult> c = f.checks();
            assertThat(c).extracting(r -> r.check().subject()).startsWith(WarDoll.KEY, WarDoll.KEY);
            assertThat(c.get(0).check().basisValue()).isEqualTo(1);
            assertThat(c).extracting(CheckResult::total).startsWith(3, 4);
            assertThat(f.enemy("goblins").current()).isEqualTo(4);
            assertThat(f.texts())
                    .contains("the war doll attacks goblins: hit", "war-doll defends against goblins: no damage");
            assertThat(f.checkEvents())
                    .extracting(Event::text)
                    .filteredOn(t -> t.startsWith("war-doll"))
                    .hasSize(2);
        }
    }

    @Test
    @DisplayName("EN §40: Life 1, the first point of damage in an adventure ignored, the second destroys it")
    void englishGuard() {
        Fight f = round1(withDoll(EN), EN, 2);
        // round 1: the priest and the doll miss; one goblin at the priest (6: no damage), one at the doll (1: fails)
        f.act(new Action.Attack("hero-1", "goblins", false), 1).act(new Action.FollowersAttack("goblins"), 1, 1, 6, 1);
        assertThat(f.texts())
                .contains("war-doll defends against goblins: the damage is ignored (once an adventure), Life 1");
        assertThat(doll(f)).contains(new WarDoll(1, true, false));
        // round 2: the guard is spent, so the next failed defence destroys it
        f.act(new Action.Attack("hero-1", "goblins", false), 1).act(new Action.FollowersAttack("goblins"), 1, 1, 6, 1);
        assertThat(f.texts())
                .contains(
                        "war-doll defends against goblins: the war doll is destroyed",
                        "the war doll is destroyed; it can never be activated again");
        assertThat(f.event("the war doll is destroyed; it can never be activated again")
                        .fact())
                .contains(new Fact.FollowersLost(WarDoll.KEY, 1));
        assertThat(doll(f)).isEmpty();
    }

    @Test
    @DisplayName("JP §39: Life 2 and no guard: the first failed defence costs 1 Life, the second destroys it")
    void japaneseLifeTwo() {
        Fight f = round1(withDoll(JP), JP, 2);
        f.act(new Action.Attack("hero-1", "goblins", false), 1).act(new Action.FollowersAttack("goblins"), 1, 1, 6, 1);
        assertThat(f.texts()).contains("war-doll defends against goblins: 1 damage, Life 1");
        assertThat(doll(f)).contains(new WarDoll(1, false, false));
        f.act(new Action.Attack("hero-1", "goblins", false), 1).act(new Action.FollowersAttack("goblins"), 1, 1, 6, 1);
        assertThat(f.texts()).contains("war-doll defends against goblins: the war doll is destroyed");
        assertThat(doll(f)).isEmpty();
    }

    @Test
    @DisplayName("EN §40 / JP §39: a destroyed doll is gone for good: nothing is left to activate or to sell")
    void destroyedForGood() {
        Fight f = round1(withDoll(JP), JP, 2);
        f.act(new Action.Attack("hero-1", "goblins", false), 1).act(new Action.FollowersAttack("goblins"), 1, 1, 6, 1);
        f.act(new Action.Attack("hero-1", "goblins", false), 1).act(new Action.FollowersAttack("goblins"), 1, 1, 6, 1);
        assertThat(doll(f)).isEmpty();
        Hero h = f.hero();
        assertThat(h.experience()).isEqualTo(9);
        assertThat(h.equipment().owns(MagicItem.of(MagicTreasure.WAR_DOLL))).isFalse();
        assertThat(f.state.party().canActivateWarDoll("hero-1")).isFalse();
        // with the doll gone, both goblins attack the priest
        assertThat(AttackSplit.recipients(f.state.party())).containsExactly("hero-1");
        f.act(new Action.Attack("hero-1", "goblins", false), 1, 6, 6);
        assertThat(f.checks()).extracting(r -> r.check().subject()).containsExactly("hero-1", "hero-1", "hero-1");
    }

    @Test
    @DisplayName("EN §40 / JP §39: the player keeps the doll out of a round: it neither attacks nor is attacked; it is"
            + " back the next round")
    void sittingOut() {
        Fight f = round1(withDoll(EN), EN, 2);
        assertThat(f.legal()).contains(SIT_OUT);
        f.act(SIT_OUT);
        assertThat(doll(f).orElseThrow().sitsOut()).isTrue();
        assertThat(f.texts()).containsExactly("the war doll sits this round out");
        assertThat(f.legal()).doesNotContain(SIT_OUT).contains(new Action.Attack("hero-1", "goblins", false));
        assertThat(AttackSplit.recipients(f.state.party())).containsExactly("hero-1");
        // the priest misses; no followers' step; both goblins attack the priest (6, 6)
        f.act(new Action.Attack("hero-1", "goblins", false), 1, 6, 6);
        assertThat(f.texts()).noneMatch(t -> t.contains("war doll attacks") || t.startsWith("war-doll"));
        assertThat(f.checks()).extracting(r -> r.check().subject()).containsExactly("hero-1", "hero-1", "hero-1");
        // round 2: the doll takes part again unless kept out once more
        assertThat(f.combat().round()).isEqualTo(2);
        assertThat(doll(f).orElseThrow().sitsOut()).isFalse();
        assertThat(f.legal()).contains(SIT_OUT);
    }

    @Test
    @DisplayName("EN §40 / JP §39: when the enemies open a round, the doll's part is chosen with the escape, before"
            + " their half")
    void sittingOutWhenTheEnemiesActFirst() {
        Fight f = new Fight(withDoll(EN), EN).explore(2, 1, 2).act(new Action.Wait(), 1);
        // the goblins' reaction 1 is a fight, the enemies first; round 0 has no missiles; round 1 opens with them
        assertThat(f.decision()).isInstanceOf(Decision.Escape.class);
        assertThat(f.legal()).contains(SIT_OUT, new Action.Pass());
        f.act(SIT_OUT);
        assertThat(f.legal()).doesNotContain(SIT_OUT);
        // both goblins attack the priest
        f.act(new Action.Pass(), 6, 6);
        assertThat(f.checks()).extracting(r -> r.check().subject()).containsExactly("hero-1", "hero-1");
    }

    @Test
    @DisplayName("EN §40 / JP §39: the doll defends only attacks meant for the followers; the player names it as the"
            + " defender beside the follower groups")
    void defenderChoice() {
        Party p = CombatSupportTest.hire(withDoll(EN), SOLDIER, 1, EN);
        Fight f = round1(p, EN, 2);
        // the priest and the soldier and the doll miss; one goblin at the priest (6), one at the followers
        f.act(new Action.Attack("hero-1", "goblins", false), 1).act(new Action.FollowersAttack("goblins"), 1, 1, 1, 6);
        assertThat(f.decision())
                .isEqualTo(new Decision.ChooseDefender(
                        1, List.of(new Action.Defend("soldier/blunt", false), DOLL_DEFENDS)));
        f.act(DOLL_DEFENDS, 1);
        assertThat(doll(f)).contains(new WarDoll(1, true, false));
        assertThat(f.followers(SOLDIER)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §40: the doll takes no follower place (its +1 Follower score pays for it); JP §39: it is part of"
            + " the hero")
    void followerPlace() {
        for (RuleOptions o : List.of(EN, JP)) {
            Party full = CombatSupportTest.hire(Party.of(carrier(o)), SOLDIER, 7, o);
            assertThat(full.followerCap(o)).isEqualTo(7);
            Party active = full.activateWarDoll("hero-1", o);
            assertThat(active.validate(o)).isSameAs(active);
            assertThat(active.followers().total()).isEqualTo(7);
            assertThatThrownBy(() -> active.hire("hero-1", SOLDIER, 1, o))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("7 of 7 allowed");
        }
    }

    @Test
    @DisplayName("EN §40: the doll has the Golem tag, so Knockout does nothing to it; JP §39: no tag")
    void golem() {
        assertThat(WarDoll.tags(EN)).containsExactly(MagicTags.GOLEM);
        assertThat(MagicTags.stops(WarDoll.tags(EN), Spell.KNOCKOUT, EN)).contains(MagicTags.GOLEM);
        assertThat(WarDoll.tags(JP)).isEmpty();
        assertThat(MagicTags.stops(WarDoll.tags(JP), Spell.KNOCKOUT, JP)).isEmpty();
    }

    /** One empty hall; the first exploration ends the adventure (a limit of 0 explorations). */
    static final class OneHall implements Scenario {
        @Override
        public String id() {
            return "one-hall";
        }

        @Override
        public String title() {
            return "One Hall";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.of(Tile.empty(id, "a hall"));
        }

        @Override
        public Optional<Creature> creature(String id) {
            return Optional.empty();
        }

        @Override
        public OptionalInt explorationLimit() {
            return OptionalInt.of(0);
        }
    }

    @Test
    @DisplayName("JP §39: a doll that survives an adventure is back to 2 Life; EN §40: its guard is ready again")
    void afterTheAdventure() {
        Engine hall = Engine.of(new OneHall());
        for (RuleOptions o : List.of(EN, JP)) {
            Party hurt =
                    Party.of(priest(o)).with(Followers.none().withWarDoll(Optional.of(new WarDoll(1, true, false))));
            GameState s = hall.start(hurt, o, 1L);
            Transition t = hall.apply(s, new Action.Explore(), Dice.of());
            assertThat(t.state().isTerminal()).isTrue();
            assertThat(t.state().party().followers().warDoll()).contains(new WarDoll(o == EN ? 1 : 2, false, false));
            assertThat(t.events().stream().map(Event::text))
                    .containsExactlyElementsOf(
                            o == EN
                                    ? List.of("adventure over: "
                                            + t.state().outcome().orElseThrow())
                                    : List.of(
                                            "adventure over: "
                                                    + t.state().outcome().orElseThrow(),
                                            "the war doll is back to 2 Life"));
        }
    }
}

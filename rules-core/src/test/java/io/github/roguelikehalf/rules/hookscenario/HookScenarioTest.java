package io.github.roguelikehalf.rules.hookscenario;

import static io.github.roguelikehalf.rules.hookscenario.Play.EN;
import static io.github.roguelikehalf.rules.hookscenario.Play.archer;
import static io.github.roguelikehalf.rules.hookscenario.Play.mods;
import static io.github.roguelikehalf.rules.hookscenario.Play.priest;
import static io.github.roguelikehalf.rules.hookscenario.Play.solo;
import static io.github.roguelikehalf.rules.hookscenario.Play.two;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Outcome;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.scenario.Would;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Every hook of the scenario SPI played through {@code Engine.apply} with scripted dice: {@link HookScenario}, written
 * only against the public API, and the exact Life, counts, events, decisions, legal actions and outcomes its rules
 * give.
 */
@DisplayName("A scenario using every hook, through the public API")
class HookScenarioTest {

    static final String PROGRESS = "EN §34 / JP §33";
    static final String ENCOUNTER = "EN §35 / JP §34";
    static final String COMBAT = "EN §36 / JP §35";
    static final String CREATURES = "EN §37 / JP §35";
    static final String FLEEING = "EN §38 / JP §37";
    static final String FOLLOWERS = "EN §33 / JP §32";
    static final String TREASURE = "EN §39-§40 / JP §38-§39";
    static final String DEATH = "EN §13, §41 / JP §13, §40";
    static final String DEAD = "EN §13 / JP §13";
    static final String VICTORY = "EN §44 / JP §44";
    static final String SCENARIO = "scenario " + HookScenario.ID;

    static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
    static final FollowerKind BOWMAN = FollowerKind.of(FollowerType.BOWMAN, DamageType.SLASHING);

    static Party withFollowers(FollowerKind kind, int count) {
        return solo(priest("hero-1")).hire("hero-1", kind, count, EN);
    }

    /** A solo priest at a tile (the priest cannot Search, so the tile is entered at once). */
    static Play at(int tens, int units) {
        return new Play(solo(priest("hero-1"))).act("explore", tens, units);
    }

    @Nested
    @DisplayName("creatures' rules (HS §5)")
    class CreatureRulesTest {

        @Test
        @DisplayName("the ooze's level (2 + Life/2) and attacks (Life/2) follow its Life (EN §37 / JP §35)")
        void oozeLevelAndAttacksFollowItsLife() {
            Play p = at(2, 1);
            assertThat(p.texts()).containsExactly("d66 21", "ooze appears (level 5, Life 6)");
            p.act("attack-first");
            assertThat(p.legal())
                    .containsExactly("attack hero-1 -> ooze", "swap hero-1 -> wood-shield", "hold hero-1", "escape");

            // Life 6: level 5, 3 attacks; a priest defends with d6 + chain armour +1 (EN §28 / JP §27)
            p.act("attack hero-1 -> ooze", 4, 5, 5, 5);
            assertThat(p.rolls())
                    .containsExactly(
                            "hero-1 attack roll: 4 vs 5",
                            "hero-1 defense roll: 5 vs 5",
                            "hero-1 defense roll: 5 vs 5",
                            "hero-1 defense roll: 5 vs 5");
            assertThat(p.checks().get(0).success()).isFalse();

            // Life 5: level 4, 2 attacks
            p.act("attack hero-1 -> ooze", 5, 3, 3);
            assertThat(p.rolls())
                    .containsExactly(
                            "hero-1 attack roll: 5 vs 5", "hero-1 defense roll: 3 vs 4", "hero-1 defense roll: 3 vs 4");
            assertThat(p.enemy("ooze").current()).isEqualTo(5);

            // Life 4: level 4, 2 attacks
            p.act("attack hero-1 -> ooze", 4, 3, 3);
            assertThat(p.rolls())
                    .containsExactly(
                            "hero-1 attack roll: 4 vs 4", "hero-1 defense roll: 3 vs 4", "hero-1 defense roll: 3 vs 4");

            // Life 3: level 3, 1 attack
            p.act("attack hero-1 -> ooze", 4, 2);
            assertThat(p.rolls()).containsExactly("hero-1 attack roll: 4 vs 4", "hero-1 defense roll: 2 vs 3");
            assertThat(p.checks()).allMatch(c -> c.success());
            assertThat(p.enemy("ooze").current()).isEqualTo(3);

            // Life 2 is below half of 6: it flees (EN §38), and nothing opens a window before the treasure
            p.act("attack hero-1 -> ooze", 3, 1);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks ooze: hit",
                            "ooze loses 1 Life: 2 left",
                            "ooze flees at 2 of 6",
                            "the fight is won",
                            "treasure of ooze: 1 gold");
            assertThat(p.rules()).containsExactly(COMBAT, CREATURES, FLEEING, COMBAT, TREASURE);
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().tilesCleared()).isEqualTo(1);
            assertThat(p.hero("hero-1").life()).isEqualTo(5);
        }

        @Test
        @DisplayName(
                "Engine.would answers as the engine plays: the ooze at Life 6 is level 5 with 3 attacks, at 5 level 4")
        void engineWouldAsksTheCreaturesRulesAsTheEngineDoes() {
            Play p = at(2, 1).act("attack-first");
            EnemyGroup ooze = p.enemy("ooze");
            assertThat(p.engine
                            .would(p.state, ooze, new Would.Level("hero-1", 99))
                            .level())
                    .isEqualTo(5);
            assertThat(p.engine.would(p.state, ooze, new Would.Attacks(1)).count())
                    .isEqualTo(3);
            // a base answer the ooze's rules leave alone comes back as asked
            assertThat(p.engine
                            .would(p.state, ooze, new Would.Damage("hero-1", 1))
                            .amount())
                    .isEqualTo(1);
            p.act("attack hero-1 -> ooze", 5, 6, 6); // a hit: Life 5, two attacks defended
            assertThat(p.engine
                            .would(p.state, p.enemy("ooze"), new Would.Level("hero-1", 99))
                            .level())
                    .isEqualTo(4);
        }

        @Test
        @DisplayName("the bully is one level higher against a hero at 3 Life or less, for attacks and defences")
        void bullyLevelDependsOnTheDefendersLife() {
            Play p = at(2, 4);
            assertThat(p.texts()).containsExactly("d66 24", "bully appears (level 3, Life 3)");
            p.act("attack-first");

            // Life 5, then 4: level 3; a failed defence costs 1 Life (EN §36 / JP §35) and no charm is offered
            p.act("attack hero-1 -> bully", 2, 1);
            assertThat(p.rolls()).containsExactly("hero-1 attack roll: 2 vs 3", "hero-1 defense roll: 1 vs 3");
            assertThat(p.texts()).contains("hero-1 defends against bully: 1 damage, Life 4");
            p.act("attack hero-1 -> bully", 2, 1);
            assertThat(p.rolls()).containsExactly("hero-1 attack roll: 2 vs 3", "hero-1 defense roll: 1 vs 3");
            assertThat(p.hero("hero-1").life()).isEqualTo(3);

            // Life 3: level 4 against hero-1
            p.act("attack hero-1 -> bully", 3, 3);
            assertThat(p.rolls()).containsExactly("hero-1 attack roll: 3 vs 4", "hero-1 defense roll: 3 vs 4");
            assertThat(p.checks().get(0).success()).isFalse();
            assertThat(p.checks().get(1).success()).isTrue();
            assertThat(p.hero("hero-1").life()).isEqualTo(3);
        }

        @Test
        @DisplayName("giant bats are hit only by ranged attacks: a bow shot is offered in round 0")
        void batsCanBeShot() {
            Play p = new Play(solo(archer("hero-1"))).act("explore", 3, 1);
            // a Dexterity hero may Search (EN §25 / JP §24)
            assertThat(p.legal()).containsExactly("search hero-1", "enter");
            p.act("enter");
            assertThat(p.texts()).containsExactly("2 giant bats appear (level 3)");
            p.act("attack-first");

            assertThat(p.decision()).isInstanceOf(Decision.HeroTurn.class);
            assertThat(p.legal())
                    .containsExactly(
                            "shoot hero-1 -> bats",
                            "shoot hero-1 -> bats power",
                            "swap hero-1 -> light-weapon/slashing",
                            "swap hero-1 -> unarmed",
                            "hold hero-1");
            p.act("shoot hero-1 -> bats", 6);
            assertThat(p.texts())
                    .containsExactly("hero-1 shoots at bats: hit", "one of the bats falls: 1 left", "round 1 begins");
        }

        @Test
        @DisplayName("giant bats are hit only by ranged attacks: no melee attack against them, followers cannot attack"
                + " them, Bowmen shoot them in round 0")
        void batsCannotBeMeleed() {
            Party party = withFollowers(SOLDIER, 1).hire("hero-1", BOWMAN, 1, EN);
            Play p = new Play(party).act("explore", 3, 1).act("attack-first");
            // round 0: the priest has no ranged weapon (nothing to do); the Bowman may shoot the bats
            assertThat(p.decision()).isInstanceOf(Decision.FollowerTurn.class);
            assertThat(p.legal()).containsExactly("followers shoot -> bats", "hold followers");
            p.act("followers shoot -> bats", 1);
            assertThat(p.texts()).containsExactly("bowman/slashing shoots at bats: miss", "round 1 begins");

            // round 1: no melee attack on the bats
            assertThat(p.decision())
                    .isEqualTo(new Decision.HeroTurn(
                            "hero-1",
                            1,
                            List.of(
                                    new Action.Swap("hero-1", "wood-shield"),
                                    new Action.Hold("hero-1"),
                                    new Action.Escape())));
            // the Soldier cannot attack them (the Bowman shot in round 0 and skips round 1, EN §28 / JP §27): the
            // followers hold without being asked; the bats' two attacks go one to hero-1, one to the followers
            p.act("hold hero-1", 6);
            assertThat(p.texts()).containsExactly("the followers hold", "hero-1 defends against bats: no damage");
            assertThat(p.decision())
                    .isEqualTo(new Decision.ChooseDefender(
                            1,
                            List.of(
                                    new Action.Defend("soldier/blunt", false),
                                    new Action.Defend("bowman/slashing", false))));
            p.act("defend soldier/blunt", 6);
            assertThat(p.texts()).containsExactly("soldier/blunt defends against bats: no damage", "round 2 begins");

            // round 2: the Bowman would attack in melee too, but cannot reach them either
            p.act("hold hero-1", 6);
            assertThat(p.texts()).containsExactly("the followers hold", "hero-1 defends against bats: no damage");
            assertThat(p.decision()).isInstanceOf(Decision.ChooseDefender.class);
        }

        @Test
        @DisplayName("the warlock casts at the followers with its own roll and makes no attack that half-round;"
                + " its guards attack (two groups on one tile)")
        void warlockCastsAtTheFollowers() {
            Play p = new Play(withFollowers(SOLDIER, 2)).act("explore", 4, 1);
            assertThat(p.texts())
                    .containsExactly("d66 41", "warlock appears (level 3, Life 2)", "2 guards appear (level 2)");
            assertThat(p.decision())
                    .isEqualTo(new Decision.Approach(
                            "warlock (warlock, level 3, Life 2), guards (guard, level 2, 2 of them)",
                            List.of(
                                    new Action.AttackFirst(),
                                    new Action.Wait(),
                                    new Action.Swap("hero-1", "wood-shield"))));

            p.act("wait", 5, 4, 4);
            assertThat(p.texts())
                    .containsExactly(
                            "warlock has no reaction table: it attacks",
                            "combat: the enemies act first; round 0 (ranged)",
                            "round 1 begins",
                            "the warlock casts at the followers: one soldier/blunt falls",
                            "hero-1 defends against guards: no damage",
                            "soldier/blunt defends against guards: no damage");
            assertThat(p.event("the warlock casts at the followers: one soldier/blunt falls")
                            .roll()
                            .orElseThrow()
                            .faces())
                    .containsExactly(5);
            assertThat(p.event("the warlock casts at the followers: one soldier/blunt falls")
                            .rule())
                    .isEqualTo(HookScenario.CREATURES);
            assertThat(p.rolls()).containsExactly("hero-1 defense roll: 4 vs 2", "soldier/blunt defense roll: 4 vs 2");
            assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(1);
            // both groups can be attacked
            assertThat(p.legal())
                    .containsExactly(
                            "attack hero-1 -> warlock",
                            "attack hero-1 -> guards",
                            "swap hero-1 -> wood-shield",
                            "hold hero-1");

            // the Soldier left may attack either group
            p.act("hold hero-1");
            assertThat(p.legal())
                    .containsExactly("followers attack -> warlock", "followers attack -> guards", "hold followers");

            // a failed spell still takes the warlock's half-round
            p.act("hold followers", 2, 4, 4);
            assertThat(p.texts())
                    .containsExactly(
                            "the followers hold",
                            "round 2 begins",
                            "the warlock casts at the followers: the spell fails",
                            "hero-1 defends against guards: no damage",
                            "soldier/blunt defends against guards: no damage");
        }

        @Test
        @DisplayName("without followers the warlock attacks like any creature")
        void warlockWithoutFollowersAttacks() {
            Play p = at(4, 1).act("wait", 4, 4, 4);
            assertThat(p.rolls())
                    .containsExactly(
                            "hero-1 defense roll: 4 vs 3",
                            "hero-1 defense roll: 4 vs 2",
                            "hero-1 defense roll: 4 vs 2");
            assertThat(p.texts()).noneMatch(t -> t.startsWith("the warlock casts"));
        }

        @Test
        @DisplayName("berserkers fight to the death even when attacked first: one of four left does not flee"
                + " (EN §38 / JP §37)")
        void berserkersNeverFlee() {
            Play p = at(4, 4);
            assertThat(p.texts()).containsExactly("d66 44", "4 berserkers appear (level 3)");
            p.act("attack-first");
            p.act("attack hero-1 -> berserkers", 6).act("attack hero-1 -> berserkers", 6);
            p.act("attack hero-1 -> berserkers", 6);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks berserkers: hit",
                            "one of the berserkers falls: 1 left",
                            "critical: hero-1 may attack again");
            assertThat(p.enemy("berserkers").current()).isEqualTo(1);
            assertThat(p.enemy("berserkers").fled()).isFalse();
            assertThat(p.enemy("berserkers").active()).isTrue();
            assertThat(p.legal()).containsExactly("attack hero-1 -> berserkers", "hold hero-1");
        }
    }

    @Nested
    @DisplayName("rooms (HS §1-§4)")
    class Rooms {

        @Test
        @DisplayName("the merchant's choice: buying a whetstone with gold, then the tile is cleared")
        void merchantSellsAWhetstone() {
            Play p = at(1, 1);
            assertThat(p.texts()).containsExactly("d66 11", "the party enters the merchant's stall");
            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(10);
            assertThat(p.decision())
                    .isEqualTo(new Decision.Choose(
                            "party",
                            "what to buy from the merchant",
                            List.of(
                                    new Action.Choose("party", "buy:whetstone"),
                                    new Action.Choose("party", "buy:map"),
                                    new Action.Choose("party", "leave"))));

            p.act("choose party buy:whetstone");
            assertThat(p.texts())
                    .containsExactly(
                            "party chooses buy:whetstone",
                            "hero-1 buys a whetstone for 5 gold",
                            "hero-1: whetstone begins");
            assertThat(p.rules()).containsOnly(HookScenario.MERCHANT);
            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(5);
            assertThat(p.hero("hero-1").effects()).containsOnlyKeys("whetstone");
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().tilesCleared()).isEqualTo(1);
            assertThat(p.scenario().set(HookScenario.FLIPPED)).containsExactly("11");
        }

        @Test
        @DisplayName("the merchant's choice: leaving clears the tile too")
        void merchantLeft() {
            Play p = at(1, 2).act("choose party leave");
            assertThat(p.texts()).containsExactly("party chooses leave", "the party leaves the merchant");
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().tilesCleared()).isEqualTo(1);
            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(10);
            assertThat(p.hero("hero-1").effects()).isEmpty();
        }

        @Test
        @DisplayName("the pit: the player picks the hero; a failed Dexterity roll costs 2 Life; the tile is cleared")
        void pitHurts() {
            Play p = at(1, 4);
            assertThat(p.decision())
                    .isEqualTo(new Decision.Choose(
                            "party",
                            "who crosses the ledge first",
                            List.of(new Action.Choose("party", "target:hero-1"))));
            p.act("choose party target:hero-1", 1);
            assertThat(p.texts())
                    .containsExactly(
                            "party chooses target:hero-1",
                            "hero-1 crosses the ledge: falls into the pit",
                            "hero-1 loses 2 Life: 3 left");
            assertThat(p.rules()).containsOnly(HookScenario.PIT);
            assertThat(p.rolls()).containsExactly("hero-1 Dexterity roll: 1 vs 4");
            assertThat(p.hero("hero-1").life()).isEqualTo(3);
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().tilesCleared()).isEqualTo(1);
        }

        @Test
        @DisplayName("the pit kills a lone hero: the adventure ends in death, caused by the pit (EN §13 / JP §13)")
        void pitKills() {
            Play p = at(1, 4).act("choose party target:hero-1", 1);
            p.act("explore", 1, 5).enter().act("choose party target:hero-1", 2);
            assertThat(p.hero("hero-1").life()).isEqualTo(1);
            p.act("explore", 1, 6).enter().act("choose party target:hero-1", 1);
            assertThat(p.texts())
                    .containsExactly(
                            "party chooses target:hero-1",
                            "hero-1 crosses the ledge: falls into the pit",
                            "hero-1 loses 2 Life: 0 left",
                            "hero-1 dies",
                            "adventure over: death: hero-1 fell to the pit");
            assertThat(p.rules()).containsExactly(HookScenario.PIT, HookScenario.PIT, HookScenario.PIT, DEAD, DEATH);
            Outcome o = p.state.outcome().orElseThrow();
            assertThat(o)
                    .isEqualTo(new Outcome(
                            Outcome.Termination.DEATH, "hero-1 fell to the pit", java.util.Optional.of("the pit")));
            assertThat(o.label()).isEqualTo("death: the pit");
            assertThat(p.engine.legalActions(p.state)).isEmpty();
            assertThat(p.state.progress().tilesCleared()).isEqualTo(2);
        }

        @Test
        @DisplayName("a visited tile is flipped: the same result leads to its back, an empty passage")
        void flippedTile() {
            Play p = at(1, 4).act("choose party target:hero-1", 6);
            assertThat(p.texts()).contains("hero-1 crosses the ledge: safe");
            assertThat(p.scenario().set(HookScenario.FLIPPED)).containsExactly("14");

            p.act("explore", 1, 4);
            assertThat(p.texts()).containsExactly("d66 14", "the back of tile 14, an empty passage: nothing happens");
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().tilesCleared()).isEqualTo(2);
            assertThat(p.hero("hero-1").life()).isEqualTo(5);
        }

        @Test
        @DisplayName("with the dungeon map the party chooses between two tiles, a flipped one by its back")
        void mapOffersTwoTiles() {
            Play p = at(1, 2).act("choose party buy:map");
            assertThat(p.texts()).containsExactly("party chooses buy:map", "hero-1 buys the dungeon map for 3 gold");
            assertThat(p.scenario().flag(HookScenario.MAP)).isTrue();

            p.act("explore", 2, 1);
            assertThat(p.texts()).containsExactly("d66 21");
            assertThat(p.decision())
                    .isEqualTo(new Decision.Choose(
                            "party",
                            "which tile to enter",
                            List.of(
                                    new Action.Choose("party", "tile:21"),
                                    new Action.Choose("party", "tile:12-back"))));
            p.act("choose party tile:12-back");
            assertThat(p.texts())
                    .containsExactly(
                            "the party chooses tile 12-back", "the back of tile 12, an empty passage: nothing happens");
            assertThat(p.state.progress().tilesCleared()).isEqualTo(2);

            // a double offers one tile only
            p.act("explore", 2, 2);
            assertThat(p.texts()).containsExactly("d66 22", "ooze appears (level 5, Life 6)");
        }

        @Test
        @DisplayName("clues fix the tens digit at 1, also for the roll after a successful Search; then d66 again")
        void cluesFixTheTens() {
            ScenarioState campaign = ScenarioState.EMPTY.withCounter(HookScenario.CLEARS, 3);
            Play p = new Play(solo(archer("hero-1")), campaign);
            assertThat(p.scenario().counter(HookScenario.CLUE)).isEqualTo(2);

            p.act("explore", 4);
            assertThat(p.texts()).containsExactly("a clue fixes the tens digit at 1; clues left: 1", "d66 14");
            assertThat(p.rules()).containsExactly(HookScenario.CLUES, PROGRESS);
            assertThat(p.events.get(1).roll().orElseThrow().faces()).containsExactly(4);
            assertThat(p.decision())
                    .isEqualTo(new Decision.Search(14, List.of(new Action.Search("hero-1"), new Action.Enter())));

            // Search (EN §25 / JP §24): a critical Dexterity roll avoids the pit; the next roll uses the last clue
            p.act("search hero-1", 6, 3);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 searches: the tile is avoided",
                            "a clue fixes the tens digit at 1; clues left: 0",
                            "d66 13");
            assertThat(p.scenario().counter(HookScenario.CLUE)).isZero();
            p.act("enter").act("choose party leave");

            p.act("explore", 3, 3);
            assertThat(p.texts()).containsExactly("d66 33");
        }
    }

    @Nested
    @DisplayName("the party and the campaign (HS §7-§8)")
    class PartyAndCampaign {

        @Test
        @DisplayName("one dead hero of two ends the adventure: scenario defeat 'hero-lost'")
        void heroLost() {
            Play p = new Play(two(priest("hero-1"), priest("hero-2")))
                    .act("explore", 1, 4)
                    .enter();
            assertThat(p.legal()).containsExactly("choose party target:hero-1", "choose party target:hero-2");
            p.act("choose party target:hero-2", 1);
            p.act("explore", 1, 5).enter().act("choose party target:hero-2", 1);
            assertThat(p.hero("hero-2").life()).isEqualTo(1);
            assertThat(p.state.isTerminal()).isFalse();

            p.act("explore", 1, 6).enter().act("choose party target:hero-2", 1);
            assertThat(p.texts())
                    .containsExactly(
                            "party chooses target:hero-2",
                            "hero-2 crosses the ledge: falls into the pit",
                            "hero-2 loses 2 Life: 0 left",
                            "hero-2 dies",
                            "adventure over: scenario-defeat: hero-2 is lost");
            assertThat(p.events.get(4).rule()).isEqualTo(SCENARIO);
            Outcome o = p.state.outcome().orElseThrow();
            assertThat(o).isEqualTo(Outcome.scenario("hero-lost", "hero-2 is lost", false));
            assertThat(o.label()).isEqualTo("scenario-defeat: hero-lost");
            assertThat(o.isVictory()).isFalse();
            assertThat(p.hero("hero-1").alive()).isTrue();
            assertThat(p.engine.decision(p.state)).isEmpty();
        }

        @Test
        @DisplayName("the scenario state starts from the campaign: a clue per clear (at most 2), charms and map kept")
        void startFromCampaign() {
            ScenarioState campaign = ScenarioState.EMPTY
                    .withCounter(HookScenario.CLEARS, 3)
                    .withCounter(HookScenario.CHARMS, 2)
                    .withFlag(HookScenario.MAP, true)
                    .withFlag(HookScenario.KEY, true)
                    .withAdded(HookScenario.FLIPPED, "21");
            Play p = new Play(solo(priest("hero-1")), campaign);
            assertThat(p.scenario().counters())
                    .containsExactly(entry("charms", 2), entry("clears", 3), entry("clues", 2));
            assertThat(p.scenario().flags()).containsExactly("map");
            assertThat(p.scenario().sets()).isEmpty();

            Play fresh = new Play(solo(priest("hero-1")));
            assertThat(fresh.scenario()).isEqualTo(ScenarioState.EMPTY);
            Play one = new Play(solo(priest("hero-1")), ScenarioState.EMPTY.withCounter(HookScenario.CLEARS, 1));
            assertThat(one.scenario().counter(HookScenario.CLUE)).isEqualTo(1);
        }

        @Test
        @DisplayName(
                "the gatekeeper drops the key (Happening.Defeated); the next exploration reaches the vault, the goal")
        void keyAndVault() {
            Play p = at(6, 4);
            assertThat(p.texts()).containsExactly("d66 64", "gatekeeper appears (level 3, Life 2)");
            p.act("attack-first").act("attack hero-1 -> gatekeeper", 3, 6);
            assertThat(p.enemy("gatekeeper").current()).isEqualTo(1);
            assertThat(p.enemy("gatekeeper").fled()).isFalse();
            p.act("attack hero-1 -> gatekeeper", 3, 1);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks gatekeeper: hit",
                            "gatekeeper loses 1 Life: 0 left",
                            "the gatekeeper drops the key of the vault",
                            "the fight is won",
                            "treasure of gatekeeper: 1 gold");
            assertThat(p.event("the gatekeeper drops the key of the vault").rule())
                    .isEqualTo(HookScenario.VAULT);
            assertThat(p.scenario().flag(HookScenario.KEY)).isTrue();

            p.act("explore");
            assertThat(p.texts())
                    .containsExactly(
                            "the party reaches the vault",
                            "the vault is opened: one more clear for the campaign",
                            "the goal is achieved at the vault: Technique, Life and sub-attributes are restored and"
                                    + " each living hero gains 1 experience",
                            "adventure over: victory: the vault");
            assertThat(p.rules()).containsExactly(PROGRESS, HookScenario.VAULT, VICTORY, VICTORY);
            assertThat(p.state.outcome().orElseThrow().termination()).isEqualTo(Outcome.Termination.VICTORY);
            assertThat(p.scenario().counter(HookScenario.CLEARS)).isEqualTo(1);
            assertThat(p.state.progress().explorations()).isEqualTo(2);
            assertThat(p.state.progress().tilesCleared()).isEqualTo(2);
        }

        @Test
        @DisplayName("the 21st exploration ends the adventure: the scenario's exploration limit")
        void explorationLimit() {
            Play p = at(1, 1).act("choose party leave");
            for (int i = 2; i <= HookScenario.EXPLORATION_LIMIT; i++) {
                p.act("explore", 1, 1);
                assertThat(p.texts())
                        .containsExactly("d66 11", "the back of tile 11, an empty passage: nothing happens");
            }
            assertThat(p.state.progress().explorations()).isEqualTo(20);
            assertThat(p.state.isTerminal()).isFalse();

            p.act("explore");
            assertThat(p.texts())
                    .containsExactly("adventure over: exploration-limit: the scenario allows 20 explorations");
            assertThat(p.rules()).containsExactly(PROGRESS);
            assertThat(p.state.outcome().orElseThrow().termination()).isEqualTo(Outcome.Termination.EXPLORATION_LIMIT);
        }

        @Test
        @DisplayName("no escape from the troll's bridge; the troll's own modifiers and 2 damage")
        void trollBridge() {
            Play p = at(6, 1);
            assertThat(p.texts()).containsExactly("d66 61", "troll appears (level 4, Life 4)");
            p.act("attack-first");
            assertThat(p.decision())
                    .isEqualTo(new Decision.HeroTurn(
                            "hero-1",
                            1,
                            List.of(
                                    new Action.Attack("hero-1", "troll", false),
                                    new Action.Swap("hero-1", "wood-shield"),
                                    new Action.Hold("hero-1"))));

            p.act("attack hero-1 -> troll", 5, 2);
            assertThat(p.rolls()).containsExactly("hero-1 attack roll: 5 vs 4", "hero-1 defense roll: 2 vs 4");
            assertThat(mods(p.checks().get(0))).containsExactly("creature's own rule -1");
            assertThat(mods(p.checks().get(1))).containsExactly("chain-armour +1", "creature's own rule +1");
            assertThat(p.checks()).allMatch(c -> c.success());

            p.act("attack hero-1 -> troll", 1, 1);
            assertThat(p.texts()).contains("hero-1 defends against troll: 2 damage, Life 3");
            assertThat(p.hero("hero-1").life()).isEqualTo(3);
            assertThat(p.legal()).doesNotContain("escape");
        }

        @Test
        @DisplayName("elsewhere escape is allowed (EN §42 / JP §42)")
        void escapeElsewhere() {
            Play p = at(2, 4).act("attack-first");
            assertThat(p.legal())
                    .containsExactly("attack hero-1 -> bully", "swap hero-1 -> wood-shield", "hold hero-1", "escape");
        }

        @Test
        @DisplayName("the scenario's follower cap: Engine.start rejects five followers with a RuleViolationException")
        void followerCap() {
            Engine engine = Engine.of(new HookScenario());
            assertThatThrownBy(() -> engine.start(withFollowers(SOLDIER, 5), EN, 1L))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessage("5 followers but the scenario allows 4 (EN §32 / JP §31)");
            assertThat(engine.start(withFollowers(SOLDIER, 4), EN, 1L)
                            .party()
                            .followers()
                            .total())
                    .isEqualTo(4);
        }
    }

    @Nested
    @DisplayName("windows (HS §6)")
    class Windows {

        @Test
        @DisplayName("after the reaction roll: parley turns Fight into Peaceful; the tile is cleared")
        void parley() {
            // Regression: the offers depend on the creatures met, which the scenario reads from the Reacting phase;
            // the engine used to ask whether the window opens before entering that phase, so it never opened.
            Play p = at(2, 4).act("wait", 1);
            assertThat(p.texts()).containsExactly("reaction: fight");
            assertThat(p.decision())
                    .isEqualTo(new Decision.Window(
                            Window.afterReaction(Reaction.of(ReactionKind.FIGHT)),
                            List.of(new Action.Choose("party", "parley"), new Action.Pass())));

            p.act("choose party parley");
            assertThat(p.texts())
                    .containsExactly(
                            "party parley is taken",
                            "hero-1 pays 2 gold to parley: the reaction is peaceful",
                            "they do not attack");
            assertThat(p.rules()).containsExactly("window after_reaction", HookScenario.WINDOWS, ENCOUNTER);
            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(8);
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().reactionMemory())
                    .containsExactlyEntriesOf(Map.of("24", ReactionKind.PEACEFUL));
        }

        @Test
        @DisplayName(
                "no parley with the undead: with no offer no window opens, the Fight reaction takes effect at once")
        void noParleyWithTheUndead() {
            Play p = at(5, 4).act("wait", 1, 6);
            assertThat(p.texts())
                    .containsExactly(
                            "reaction: fight",
                            "combat: the enemies act first; round 0 (ranged)",
                            "the ghost fades",
                            "ghost loses 1 Life: 2 left",
                            "round 1 begins",
                            "hero-1 defends against ghost: no damage");
            assertThat(p.decision()).isInstanceOf(Decision.HeroTurn.class);
        }

        @Test
        @DisplayName("after the reaction roll: passing lets the Fight reaction take effect")
        void parleyPassed() {
            Play p = at(2, 4).act("wait", 1).act("pass", 6);
            assertThat(p.texts())
                    .containsExactly(
                            "combat: the enemies act first; round 0 (ranged)",
                            "round 1 begins",
                            "hero-1 defends against bully: no damage");
            assertThat(p.decision()).isInstanceOf(Decision.HeroTurn.class);
        }

        @Test
        @DisplayName("a window with no offer does not stop the game: a Peaceful reaction takes effect at once")
        void noOfferNoWindow() {
            Play p = at(2, 4).act("wait", 5);
            assertThat(p.texts()).containsExactly("reaction: peaceful", "they do not attack");
            assertThat(p.decision()).isInstanceOf(Decision.Explore.class);
        }

        @Test
        @DisplayName("against missiles: raising a wall stops the slingers' attacks; the other offer stays open")
        void wallAgainstMissiles() {
            Play p = at(3, 4);
            assertThat(p.texts()).containsExactly("d66 34", "2 slingers appear (level 2)");
            p.act("attack-first");
            assertThat(p.decision())
                    .isEqualTo(new Decision.Window(
                            Window.of(Window.Kind.AGAINST_MISSILES),
                            List.of(
                                    new Action.Choose("party", "take-cover"),
                                    new Action.Choose("party", "raise-wall"),
                                    new Action.Pass())));
            p.act("choose party raise-wall");
            assertThat(p.texts()).containsExactly("party raise-wall is taken", "2 enemy attacks are stopped");
            assertThat(p.legal()).containsExactly("choose party take-cover", "pass");
            p.act("pass");
            assertThat(p.texts()).containsExactly("round 1 begins");
            assertThat(p.checks()).isEmpty();
            assertThat(p.hero("hero-1").life()).isEqualTo(5);
        }

        @Test
        @DisplayName("against missiles: taking cover is a fight effect for the round: +1 to defence rolls, gone at"
                + " the round's end")
        void coverForTheRound() {
            Play p = at(3, 4).act("attack-first").act("choose party take-cover");
            assertThat(p.texts()).containsExactly("party take-cover is taken", "fight: cover begins");
            assertThat(p.combat().effects()).containsOnlyKeys("cover");
            assertThat(p.legal()).containsExactly("choose party raise-wall", "pass");

            p.act("pass", 2, 1);
            assertThat(p.rolls()).containsExactly("hero-1 defense roll: 2 vs 2", "hero-1 defense roll: 1 vs 2");
            assertThat(mods(p.checks().get(0))).containsExactly("chain-armour +1", "cover +1");
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 defends against slingers: no damage",
                            "hero-1 defends against slingers: 1 damage, Life 4",
                            "round 1 begins");
            assertThat(p.combat().effects()).isEmpty();

            // round 1: one slinger falls, the other attacks in melee without cover
            p.act("attack hero-1 -> slingers", 2, 2);
            assertThat(p.rolls()).containsExactly("hero-1 attack roll: 2 vs 2", "hero-1 defense roll: 2 vs 2");
            assertThat(mods(p.checks().get(1))).containsExactly("chain-armour +1");
        }

        @Test
        @DisplayName("after a failed defence: a charm prevents the damage; with no charm left no window opens")
        void charmAfterFailedDefence() {
            Play p = new Play(solo(priest("hero-1")), ScenarioState.EMPTY.withCounter(HookScenario.CHARMS, 1))
                    .act("explore", 2, 4)
                    .act("attack-first");
            p.act("attack hero-1 -> bully", 2, 1);
            assertThat(p.texts())
                    .containsExactly("hero-1 attacks bully: miss", "hero-1 defends against bully: the defence fails");
            assertThat(p.decision())
                    .isEqualTo(new Decision.Window(
                            Window.afterFailedDefence("hero-1", "bully", 1, false),
                            List.of(new Action.Choose("party", "use:charm"), new Action.Pass())));

            p.act("choose party use:charm");
            assertThat(p.texts())
                    .containsExactly(
                            "party use:charm is taken",
                            "a charm saves hero-1",
                            "hero-1 takes 0 damage",
                            "round 2 begins");
            assertThat(p.hero("hero-1").life()).isEqualTo(5);
            assertThat(p.scenario().counter(HookScenario.CHARMS)).isZero();

            p.act("attack hero-1 -> bully", 2, 1);
            assertThat(p.texts()).contains("hero-1 defends against bully: 1 damage, Life 4");
            assertThat(p.decision()).isInstanceOf(Decision.HeroTurn.class);
        }

        @Test
        @DisplayName("after the fight: looting adds gold and a charm before the treasure")
        void lootAfterTheFight() {
            // Regression: the offer depends on the creatures beaten, which the scenario reads from the AfterFight
            // phase; the engine used to ask whether the window opens before entering that phase, so it never opened.
            Play p = at(4, 4).act("attack-first");
            for (int i = 0; i < 3; i++) {
                p.act("attack hero-1 -> berserkers", 6);
            }
            p.act("attack hero-1 -> berserkers", 5);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks berserkers: hit",
                            "one of the berserkers falls: 0 left",
                            "the fight is won");
            assertThat(p.decision())
                    .isEqualTo(new Decision.Window(
                            Window.of(Window.Kind.AFTER_FIGHT),
                            List.of(new Action.Choose("party", "loot"), new Action.Pass())));

            p.act("choose party loot", 1);
            assertThat(p.texts())
                    .containsExactly(
                            "party loot is taken", "hero-1 loots 3 gold and a charm", "treasure of berserkers: 1 gold");
            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(14);
            assertThat(p.scenario().counter(HookScenario.CHARMS)).isEqualTo(1);
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().tilesCleared()).isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("creature hooks and effects")
    class HooksAndEffects {

        @Test
        @DisplayName(
                "Happening.Encountered counts the ghosts met; Happening.RoundEnds fades the ghost 1 Life at each round's end")
        void ghost() {
            Play p = at(5, 4);
            assertThat(p.texts()).containsExactly("d66 54", "ghost appears (level 4, Life 3)", "a chill: ghosts met 1");
            assertThat(p.scenario().counter(HookScenario.GHOSTS_MET)).isEqualTo(1);

            p.act("attack-first");
            assertThat(p.texts())
                    .containsExactly(
                            "the heroes attack first",
                            "combat: the heroes act first; round 0 (ranged)",
                            "the ghost fades",
                            "ghost loses 1 Life: 2 left",
                            "round 1 begins");
            assertThat(p.enemy("ghost").current()).isEqualTo(2);

            // a miss, a defence, and at the round's end the ghost fades below half: it flees (EN §38)
            p.act("attack hero-1 -> ghost", 1, 6, 1);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks ghost: miss",
                            "hero-1 defends against ghost: no damage",
                            "the ghost fades",
                            "ghost loses 1 Life: 1 left",
                            "ghost flees at 1 of 3",
                            "the fight is won",
                            "treasure of ghost: 1 gold");
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
        }

        @Test
        @DisplayName("a fight started by an event meets its creatures too: Happening.Encountered is told")
        void ghostReturns() {
            // the ghost is met (1), is Peaceful (EN §35 / JP §34), and at the back of its tile returns and attacks
            Play p = at(5, 4).act("wait", 3);
            assertThat(p.texts()).containsExactly("reaction: peaceful", "they do not attack");
            p.act("explore", 5, 4, 6);
            assertThat(p.texts())
                    .containsExactly(
                            "d66 54",
                            "the ghost returns and attacks at once",
                            "combat: the enemies act first; round 0 (ranged)",
                            "a chill: ghosts met 2",
                            "the ghost fades",
                            "ghost loses 1 Life: 2 left",
                            "round 1 begins",
                            "hero-1 defends against ghost: no damage");
            assertThat(p.scenario().counter(HookScenario.GHOSTS_MET)).isEqualTo(2);
            assertThat(p.decision()).isInstanceOf(Decision.HeroTurn.class);
            assertThat(p.combat().encounter().tileId()).isEqualTo("54-back");
        }

        @Test
        @DisplayName(
                "a fight started by a scenario reaction is with creatures met already: Happening.Encountered is not told"
                        + " again")
        void ghostWails() {
            Play p = at(5, 4).act("wait", 6, 6);
            assertThat(p.texts())
                    .containsExactly(
                            "reaction: scenario wail",
                            "the ghost wails and attacks",
                            "combat: the enemies act first; round 0 (ranged)",
                            "the ghost fades",
                            "ghost loses 1 Life: 2 left",
                            "round 1 begins",
                            "hero-1 defends against ghost: no damage");
            assertThat(p.scenario().counter(HookScenario.GHOSTS_MET)).isEqualTo(1);
        }

        @Test
        @DisplayName("creatures met by an event: one guard comes back at the back of the warlock's study")
        void guardComesBack() {
            // the party escapes from the warlock and his guards (EN §42 / JP §42): each enemy attacks once more
            // with the enemies first, the escape is declared at the start of a round (EN §42, §47 step 10 / JP §42)
            Play p = at(4, 1).act("wait", 4, 4, 4).act("hold hero-1").act("escape", 4, 4, 4);
            // EN §42, §58 / JP §42: the tile escaped from does not count as cleared
            assertThat(p.texts()).endsWith("the party is back where it came from; the tile does not count");
            p.act("explore", 4, 1);
            assertThat(p.texts()).containsExactly("d66 41", "one guard comes back");
            assertThat(p.decision())
                    .isEqualTo(new Decision.Approach(
                            "guards (guard, level 2, 1 of them)",
                            List.of(
                                    new Action.AttackFirst(),
                                    new Action.Wait(),
                                    new Action.Swap("hero-1", "wood-shield"))));
            p.act("attack-first").act("attack hero-1 -> guards", 2, 1);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks guards: hit",
                            "one of the guards falls: 0 left",
                            "the fight is won",
                            "treasure of guards: 1 gold");
            assertThat(p.state.progress().tilesCleared()).isEqualTo(1);
        }

        @Test
        @DisplayName("a scenario reaction: the ghost's lament gives a clue and the tile is cleared")
        void lament() {
            Play p = at(5, 5).act("wait", 5);
            assertThat(p.texts())
                    .containsExactly(
                            "reaction: scenario lament",
                            "the ghost laments and tells of the way: one more clue",
                            "lament: they do not attack");
            assertThat(p.scenario().counter(HookScenario.CLUE)).isEqualTo(1);
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().tilesCleared()).isEqualTo(1);

            // the clue is used at once
            p.act("explore", 2);
            assertThat(p.texts())
                    .containsExactly(
                            "a clue fixes the tens digit at 1; clues left: 0",
                            "d66 12",
                            "the party enters the merchant's stall");
        }

        @Test
        @DisplayName("Happening.DefenceFailed: the spider's bite poisons (-1 to attack rolls) until the fight ends")
        void spiderPoisons() {
            Play p = at(5, 1).act("attack-first");
            p.act("attack hero-1 -> spider", 2, 1);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks spider: miss",
                            "hero-1 defends against spider: 1 damage, Life 4",
                            "hero-1: poisoned begins",
                            "round 2 begins");
            assertThat(p.hero("hero-1").effects()).containsOnlyKeys("poisoned");

            p.act("attack hero-1 -> spider", 4, 6);
            assertThat(mods(p.checks().get(0))).containsExactly("poisoned -1");
            assertThat(p.checks().get(0).total()).isEqualTo(3);
            assertThat(p.enemy("spider").current()).isEqualTo(2);

            p.act("attack hero-1 -> spider", 4, 1);
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks spider: hit",
                            "spider loses 1 Life: 1 left",
                            "spider flees at 1 of 3",
                            "the fight is won",
                            "treasure of spider: 1 gold");
            assertThat(p.hero("hero-1").effects()).isEmpty();
        }

        @Test
        @DisplayName("an effect with one use added by a hook modifies exactly one attack roll, then ends after it")
        void whetstoneOnce() {
            Play p = at(1, 1).act("choose party buy:whetstone");
            p.act("explore", 2, 4).act("attack-first");
            p.act("attack hero-1 -> bully", 2, 6);
            assertThat(mods(p.checks().get(0))).containsExactly("whetstone +1");
            assertThat(p.checks().get(0).success()).isTrue();
            assertThat(p.texts())
                    .containsExactly(
                            "hero-1 attacks bully: hit",
                            "hero-1: whetstone is used up",
                            "bully loses 1 Life: 2 left",
                            "hero-1 defends against bully: no damage",
                            "round 2 begins");
            assertThat(p.event("hero-1: whetstone is used up").rule()).isEqualTo(HookScenario.MERCHANT);
            assertThat(p.hero("hero-1").effects()).isEmpty();

            p.act("attack hero-1 -> bully", 2, 6);
            assertThat(mods(p.checks().get(0))).isEmpty();
            assertThat(p.checks().get(0).success()).isFalse();
        }

        @Test
        @DisplayName("the scenario's id, title and tiles")
        void identity() {
            HookScenario s = new HookScenario();
            assertThat(s.id()).isEqualTo("hook-scenario");
            assertThat(s.title()).isEqualTo("The Hook Scenario");
            assertThat(s.tile("77")).isEmpty();
            assertThat(s.tile("vault").orElseThrow().goal()).isTrue();
            assertThat(s.creature("dragon")).isEmpty();
            assertThat(s.explorationLimit()).hasValue(20);
            assertThat(Set.of("11", "36", "66")).allMatch(id -> s.tile(id).isPresent());
        }
    }
}

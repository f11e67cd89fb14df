package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.h1;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.legal;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.rules;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.start;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.texts;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.withHero;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Meeting creatures, the goal tile, victory and the exploration limit (EN §34-§35, §44 / JP §33-§34, §44). */
@DisplayName("Encounters and adventure flow (EN §34-§35, §44 / JP §33-§34, §44)")
class EncounterTest {

    private static final String PROGRESS = "EN §34 / JP §33";
    private static final String ENCOUNTER = "EN §35 / JP §34";
    private static final String COMBAT = "EN §36 / JP §35";
    private static final String VICTORY = "EN §44 / JP §44";

    /** A Sorcery hero: no Search, holds a light weapon and the lantern, Technique 0, Life 5. */
    private static GameState sorcerer() {
        return start(hero(SubAttribute.SORCERY));
    }

    @Nested
    @DisplayName("number appearing (EN §35 / JP §34)")
    class NumberAppearing {

        @Test
        @DisplayName("EN §35 / JP §34: Weak Creatures roll their number, 1d6 for goblins")
        void oneD6() {
            Transition t = play(sorcerer(), "explore", 2, 5, 3);

            assertThat(texts(t)).containsExactly("d66 25", "3 goblins appear (level 3)");
            assertThat(rules(t)).containsExactly(PROGRESS, ENCOUNTER);
            Roll r = t.events().get(1).roll().orElseThrow();
            assertThat(r.faces()).containsExactly(3);
            assertThat(r.purpose()).isEqualTo("number of goblin");
            Phase.Approaching a = (Phase.Approaching) t.state().phase();
            assertThat(a.encounter().enemies())
                    .containsExactly(new EnemyGroup("goblins", TestCrypt.GOBLIN.id(), 3, 3, false, false));
        }

        @Test
        @DisplayName("EN §35 / JP §34: 2d6 rats: both dice are summed")
        void twoD6() {
            Transition t = play(sorcerer(), "explore", 3, 2, 4, 5);

            assertThat(texts(t)).containsExactly("d66 32", "9 giant rats appear (level 2)");
            assertThat(t.events().get(1).roll().orElseThrow().faces()).containsExactly(4, 5);
            Phase.Approaching a = (Phase.Approaching) t.state().phase();
            assertThat(a.encounter().enemies())
                    .containsExactly(new EnemyGroup("rats", TestCrypt.RAT.id(), 9, 9, false, false));
        }

        @Test
        @DisplayName("EN §35 / JP §34: a fixed number rolls no die")
        void fixed() {
            Transition t = play(sorcerer(), "explore", 5, 5);

            assertThat(texts(t)).containsExactly("d66 55", "2 bandits appear (level 4)");
            assertThat(t.events().get(1).roll()).isEmpty();
            Phase.Approaching a = (Phase.Approaching) t.state().phase();
            assertThat(a.encounter().enemies())
                    .containsExactly(new EnemyGroup("bandits", TestCrypt.BANDIT.id(), 2, 2, false, false));
        }

        @Test
        @DisplayName("EN §37 / JP §35: a Strong Creature is one group counted by Life; no number is rolled")
        void strong() {
            Transition t = play(sorcerer(), "explore", 6, 1);

            assertThat(texts(t)).containsExactly("d66 61", "ogre appears (level 4, Life 4)");
            Phase.Approaching a = (Phase.Approaching) t.state().phase();
            assertThat(a.encounter().enemies())
                    .containsExactly(new EnemyGroup("ogre", TestCrypt.OGRE.id(), 4, 4, false, false));
            assertThat(FlowStartTest.CRYPT.decision(t.state()).orElseThrow())
                    .isEqualTo(new Decision.Approach(
                            "ogre (ogre, level 4, Life 4)", List.of(new Action.AttackFirst(), new Action.Wait())));
        }
    }

    @Nested
    @DisplayName("attack first or wait (EN §35, §47 steps 2-5 / JP §34, §47)")
    class Initiative {

        @Test
        @DisplayName("EN §35 / JP §34: the choice is attack first or wait and see; the tile is not cleared yet")
        void approachDecision() {
            GameState s = play(sorcerer(), "explore", 2, 1, 2).state();

            Decision d = FlowStartTest.CRYPT.decision(s).orElseThrow();
            assertThat(d)
                    .isEqualTo(new Decision.Approach(
                            "goblins (goblin, level 3, 2 of them)",
                            List.of(new Action.AttackFirst(), new Action.Wait())));
            assertThat(d.actor()).isEqualTo("party");
            assertThat(s.progress().tilesCleared()).isZero();
            assertThat(s.progress().explorations()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §35 / JP §34: attacking first starts combat with the heroes first and rolls no reaction")
        void attackFirst() {
            GameState s = play(sorcerer(), "explore", 2, 1, 2).state();

            Transition t = play(s, "attack-first");

            assertThat(texts(t))
                    .containsExactly(
                            "the heroes attack first",
                            "combat: the heroes act first; round 0 (ranged)",
                            "round 1 begins");
            assertThat(rules(t)).containsExactly(ENCOUNTER, COMBAT, COMBAT);
            Combat c = ((Phase.Fighting) t.state().phase()).combat();
            assertThat(c.heroesFirst()).isTrue();
            assertThat(c.round()).isEqualTo(1);
            assertThat(c.stage()).isEqualTo(Combat.Stage.HEROES);
            assertThat(c.encounter().enemies())
                    .containsExactly(new EnemyGroup("goblins", TestCrypt.GOBLIN.id(), 2, 2, false, false));
            assertThat(FlowStartTest.CRYPT.decision(t.state()).orElseThrow())
                    .isEqualTo(new Decision.HeroTurn(
                            "hero-1",
                            1,
                            List.of(
                                    new Action.Attack("hero-1", "goblins", false),
                                    new Action.Hold("hero-1"),
                                    new Action.Escape())));
        }

        @Test
        @DisplayName(
                "EN §35-§36 / JP §34-§35: attacking first with a bow held, the hero shoots in round 0 before anyone")
        void attackFirstWithBow() {
            GameState s = play(start(hero(SubAttribute.DEXTERITY)), "swap hero-1 -> bow")
                    .state();
            s = play(s, "explore", 2, 1).state();
            s = play(s, "enter", 4).state();

            Transition t = play(s, "attack-first");

            Combat c = ((Phase.Fighting) t.state().phase()).combat();
            assertThat(c.round()).isZero();
            assertThat(c.heroesFirst()).isTrue();
            assertThat(FlowStartTest.CRYPT.decision(t.state()).orElseThrow())
                    .isEqualTo(new Decision.HeroTurn(
                            "hero-1",
                            0,
                            List.of(
                                    new Action.Shoot("hero-1", "goblins", false),
                                    new Action.Shoot("hero-1", "goblins", true),
                                    new Action.Swap("hero-1", "light-weapon/slashing"),
                                    new Action.Swap("hero-1", "unarmed"),
                                    new Action.Hold("hero-1"))));
        }

        @Test
        @DisplayName("EN §35-§36 / JP §34-§35: archers attacked first still shoot in round 0, after the heroes")
        void attackFirstArchersShootAfterHeroes() {
            GameState s = play(sorcerer(), "explore", 4, 2, 2).state();

            Transition t = play(s, "attack-first", 6, 1);

            assertThat(texts(t))
                    .containsExactly(
                            "the heroes attack first",
                            "combat: the heroes act first; round 0 (ranged)",
                            "hero-1 defends against archers: no damage",
                            "hero-1 defends against archers: 1 damage, Life 4",
                            "round 1 begins");
            assertThat(h1(t.state()).life()).isEqualTo(4);
            Combat c = ((Phase.Fighting) t.state().phase()).combat();
            assertThat(c.round()).isEqualTo(1);
            assertThat(FlowStartTest.CRYPT.decision(t.state())).containsInstanceOf(Decision.HeroTurn.class);
        }

        @Test
        @DisplayName("EN §35 / JP §34: with no reaction table, waiting means they attack, enemies first")
        void noReactionTableAttacks() {
            GameState s = play(sorcerer(), "explore", 3, 3, 1, 1).state();

            Transition w = play(s, "wait");

            assertThat(texts(w))
                    .containsExactly(
                            "giant rats have no reaction table: they attack",
                            "combat: the enemies act first; round 0 (ranged)",
                            "round 1 begins");
            assertThat(rules(w)).containsExactly(ENCOUNTER, COMBAT, COMBAT);
            assertThat(w.events()).noneMatch(e -> e.roll().isPresent());
            Transition t = play(w.state(), "pass", 6, 2);
            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 defends against rats: no damage", "hero-1 defends against rats: no damage");
            Combat c = ((Phase.Fighting) t.state().phase()).combat();
            assertThat(c.heroesFirst()).isFalse();
            assertThat(c.round()).isEqualTo(1);
            assertThat(c.stage()).isEqualTo(Combat.Stage.HEROES);
            assertThat(h1(t.state()).life()).isEqualTo(5);
            assertThat(legal(t.state())).containsExactly("attack hero-1 -> rats", "hold hero-1");
        }
    }

    @Nested
    @DisplayName("the goal and victory (EN §34, §44 / JP §33, §44)")
    class Goal {

        /** Four empty tiles cleared. */
        private GameState fourCleared(GameState s) {
            for (int units = 1; units <= 4; units++) {
                s = play(s, "explore", 1, units).state();
            }
            assertThat(s.progress().tilesCleared()).isEqualTo(4);
            return s;
        }

        @Test
        @DisplayName("EN §34 / JP §33: after 3 cleared tiles the d66 is still rolled")
        void notYet() {
            GameState s = sorcerer();
            for (int units = 1; units <= 3; units++) {
                s = play(s, "explore", 1, units).state();
            }

            Transition t = play(s, "explore", 1, 5);

            assertThat(texts(t)).containsExactly("d66 15", "an empty room: nothing happens");
        }

        @Test
        @DisplayName("EN §34 / JP §33: after 4 cleared tiles the crypt lord's hall is reached without a d66")
        void goalReached() {
            GameState s = fourCleared(sorcerer());

            Transition t = play(s, "explore");

            assertThat(texts(t))
                    .containsExactly("the party reaches the crypt lord's hall", "crypt lord appears (level 5, Life 5)");
            assertThat(rules(t)).containsExactly(PROGRESS, ENCOUNTER);
            Phase.Approaching a = (Phase.Approaching) t.state().phase();
            assertThat(a.encounter().tileId()).isEqualTo("final");
            assertThat(a.encounter().enemies())
                    .containsExactly(new EnemyGroup("lord", TestCrypt.LORD.id(), 5, 5, false, false));
            assertThat(t.state().progress().explorations()).isEqualTo(5);
            assertThat(legal(t.state())).containsExactly("attack-first", "wait");
        }

        @Test
        @DisplayName("EN §44 / JP §44: winning the goal fight ends the adventure: Technique, Life and sub-attribute"
                + " restored, +1 experience and +1 level, outcome VICTORY, no decision")
        void victory() {
            GameState s = start(hero("hero-1", SubAttribute.SORCERY, new Growth(1, 0, 0, 0)));
            Hero fresh = h1(s);
            assertThat(fresh.level()).isEqualTo(10);
            assertThat(fresh.experience()).isEqualTo(6);
            s = fourCleared(s);
            s = withHero(
                    s, ImmutableHero.copyOf(fresh).withTechnique(0).withLife(2).withSubAttributeValue(0));
            s = play(s, "explore").state();
            s = play(s, "attack-first").state();

            s = play(s, "attack hero-1 -> lord", 6).state();
            assertThat(legal(s))
                    .as("a critical gives another attack at once (EN §8 / JP §8)")
                    .containsExactly("attack hero-1 -> lord", "hold hero-1");
            s = play(s, "attack hero-1 -> lord", 6).state();
            Transition t = play(s, "attack hero-1 -> lord", 6, 1, 1, 1);

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 attacks lord: hit",
                            "lord loses 1 Life: 2 left",
                            "lord flees at 2 of 5",
                            "the fight is won",
                            "treasure of lord: 5 gold",
                            "treasure: 2d6 gold",
                            "the goal is achieved at the crypt lord's hall: Technique, Life and sub-attributes are"
                                    + " restored and each living hero gains 1 experience",
                            "adventure over: victory: the crypt lord's hall");
            assertThat(rules(t))
                    .containsExactly(
                            COMBAT,
                            "EN §37 / JP §35",
                            "EN §38 / JP §37",
                            COMBAT,
                            "EN §39-§40 / JP §38-§39",
                            "EN §39-§40 / JP §38-§39",
                            VICTORY,
                            VICTORY);
            GameState end = t.state();
            assertThat(end.isTerminal()).isTrue();
            assertThat(end.outcome()).contains(new Outcome(Outcome.Termination.VICTORY, "the crypt lord's hall"));
            assertThat(end.outcome().orElseThrow().isVictory()).isTrue();
            assertThat(end.phase()).isEqualTo(new Phase.Finished(end.outcome().orElseThrow()));
            assertThat(FlowStartTest.CRYPT.decision(end)).isEmpty();
            assertThat(FlowStartTest.CRYPT.legalActions(end)).isEmpty();
            Hero h = h1(end);
            assertThat(h.technique()).isEqualTo(1).isEqualTo(h.maxTechnique());
            assertThat(h.life()).isEqualTo(5).isEqualTo(h.maxLife());
            assertThat(h.subAttributeValue()).isEqualTo(2).isEqualTo(h.maxSubAttribute());
            assertThat(h.level()).isEqualTo(11);
            assertThat(h.experience()).isEqualTo(7);
            assertThat(h.equipment().gold()).isEqualTo(15);
            assertThat(end.progress().tilesCleared()).isEqualTo(5);
        }
    }

    @Nested
    @DisplayName("the level the rules cover (EN §15, §44 / JP §44, C-07)")
    class LevelCap {

        @Test
        @DisplayName("EN §15, §44 (C-07): a level 16 hero who achieves the goal is restored but gains no experience:"
                + " the rules cover heroes up to level 16 (maxCoveredLevel)")
        void noExperiencePastTheCoveredLevel() {
            Hero vet = Hero.retry(
                    HeroSpec.builder()
                            .id("hero-1")
                            .name("Vet")
                            .subAttribute(SubAttribute.SORCERY)
                            .level(16)
                            .build(),
                    16,
                    EN);
            GameState s = start(vet);
            for (int units = 1; units <= 4; units++) {
                s = play(s, "explore", 1, units).state();
            }
            s = withHero(s, ImmutableHero.copyOf(h1(s)).withLife(2));
            s = play(s, "explore").state();
            s = play(s, "attack-first").state();
            s = play(s, "attack hero-1 -> lord", 6).state();
            s = play(s, "attack hero-1 -> lord", 6).state();

            Transition t = play(s, "attack hero-1 -> lord", 6, 1, 1, 1);

            assertThat(texts(t))
                    .endsWith(
                            "the goal is achieved at the crypt lord's hall: Technique, Life and sub-attributes are"
                                    + " restored",
                            "hero-1 is at level 16, the highest the rules cover: no experience",
                            "adventure over: victory: the crypt lord's hall");
            assertThat(t.events().get(t.events().size() - 2).rule()).isEqualTo("EN §15");
            Hero h = h1(t.state());
            assertThat(h.level()).isEqualTo(16);
            assertThat(h.experience()).isEqualTo(16);
            assertThat(h.life()).isEqualTo(h.maxLife());
            assertThat(t.state().outcome().orElseThrow().isVictory()).isTrue();
        }
    }

    @Nested
    @DisplayName("the exploration limit (EN §34 / JP §33, scenario rule)")
    class Limit {

        private GameState after(int explorations) {
            GameState s = sorcerer();
            return ImmutableGameState.copyOf(s).withProgress(new Progress(explorations, 0, Set.of(), Map.of()));
        }

        @Test
        @DisplayName("EN §34 / JP §33: the 30th exploration is still rolled")
        void lastExploration() {
            Transition t = play(after(29), "explore", 1, 1);

            assertThat(texts(t)).containsExactly("d66 11", "an empty room: nothing happens");
            assertThat(t.state().progress().explorations()).isEqualTo(30);
            assertThat(t.state().isTerminal()).isFalse();
        }

        @Test
        @DisplayName("EN §34 / JP §33: exploring past the scenario's limit of 30 ends the adventure, rolling nothing")
        void limitEnds() {
            Transition t = play(after(30), "explore");

            assertThat(texts(t))
                    .containsExactly("adventure over: exploration-limit: the scenario allows 30 explorations");
            assertThat(rules(t)).containsExactly(PROGRESS);
            GameState end = t.state();
            assertThat(end.outcome())
                    .contains(
                            new Outcome(Outcome.Termination.EXPLORATION_LIMIT, "the scenario allows 30 explorations"));
            assertThat(end.outcome().orElseThrow().isVictory()).isFalse();
            assertThat(FlowStartTest.CRYPT.decision(end)).isEmpty();
            assertThat(end.party()).isEqualTo(after(30).party());
        }
    }
}

package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.h1;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.legal;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.rules;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.start;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.texts;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.withHero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.wounded;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.ScenarioContext;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Waiting to see the creatures' reaction: the reaction table (EN §35 / JP §34). */
@DisplayName("Reactions (EN §35 / JP §34)")
class ReactionTest {

    private static final String ENCOUNTER = "EN §35 / JP §34";
    private static final String COMBAT = "EN §36 / JP §35";
    private static final String TREASURE = "EN §39-§40 / JP §38-§39";

    /** A Sorcery hero (Technique 0, Life 5, light weapon and lantern, 10 gold) at goblin tile 25 with n goblins. */
    private static GameState atGoblins(GameState s, int n) {
        GameState at = FlowStartTest.CRYPT
                .apply(s, new Action.Explore(), io.github.roguelikehalf.rules.dice.Dice.of(2, 5, n))
                .state();
        if (at.phase() instanceof Phase.Searching) {
            // a wounded hero could eat before entering (EN §31 / JP §30); he enters, and n goblins appear
            at = play(at, "enter", n).state();
        }
        assertThat(at.phase()).isInstanceOf(Phase.Approaching.class);
        return at;
    }

    private static GameState sorcerer() {
        return start(hero(SubAttribute.SORCERY));
    }

    private static Combat combat(GameState s) {
        return ((Phase.Fighting) s.phase()).combat();
    }

    @Nested
    @DisplayName("Welcoming (EN §35 / JP §34)")
    class Welcoming {

        @Test
        @DisplayName("EN §35 / JP §34: Welcoming: every living hero recovers 1 Life, no fight, the tile is cleared")
        void heals() {
            GameState s = atGoblins(wounded(sorcerer(), 3), 3);

            Transition t = play(s, "wait", 6);

            assertThat(texts(t))
                    .containsExactly("reaction: welcoming", "welcomed: every living character recovers 1 Life");
            assertThat(rules(t)).containsExactly(ENCOUNTER, ENCOUNTER);
            Roll r = t.events().get(0).roll().orElseThrow();
            assertThat(r.faces()).containsExactly(6);
            assertThat(r.purpose()).isEqualTo("reaction of goblin");
            assertThat(h1(t.state()).life()).isEqualTo(4);
            assertThat(h1(t.state()).equipment()).isEqualTo(h1(s).equipment());
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
            assertThat(t.state().progress().reactionMemory()).containsExactly(Map.entry("25", ReactionKind.PEACEFUL));
        }

        @Test
        @DisplayName("EN §35 / JP §34 (AMB-32): Welcoming never raises Life above max")
        void capped() {
            GameState s = atGoblins(sorcerer(), 1);

            Transition t = play(s, "wait", 6);

            assertThat(h1(t.state()).life())
                    .isEqualTo(5)
                    .isEqualTo(h1(t.state()).maxLife());
        }

        @Test
        @DisplayName("EN §35 / JP §34: only living characters recover: a dead hero stays dead")
        void onlyLiving() {
            Hero a = hero("hero-1", SubAttribute.SORCERY, Growth.NONE);
            Hero b = hero("hero-2", SubAttribute.DIVINITY, Growth.NONE);
            GameState s = FlowStartTest.CRYPT.start(new Party(List.of(a, b), Followers.none()), EN, 1L);
            s = withHero(s, ImmutableHero.copyOf(s.party().hero("hero-1")).withLife(0));
            s = withHero(s, ImmutableHero.copyOf(s.party().hero("hero-2")).withLife(2));
            s = atGoblins(s, 1);

            Transition t = play(s, "wait", 6);

            assertThat(t.state().party().hero("hero-1").life()).isZero();
            assertThat(t.state().party().hero("hero-2").life()).isEqualTo(3);
        }

        @Test
        @DisplayName("EN §35 / JP §34: met again, Welcoming creatures are Peaceful: no roll, no healing")
        void peacefulWhenMetAgain() {
            GameState s = play(atGoblins(wounded(sorcerer(), 2), 2), "wait", 6).state();
            assertThat(h1(s).life()).isEqualTo(3);
            s = atGoblins(s, 4);

            Transition t = play(s, "wait");

            assertThat(texts(t)).containsExactly("met again: goblin reacts as before, peaceful", "they do not attack");
            assertThat(rules(t)).containsExactly(ENCOUNTER, ENCOUNTER);
            assertThat(t.events()).noneMatch(e -> e.roll().isPresent());
            assertThat(h1(t.state()).life()).isEqualTo(3);
            assertThat(t.state().progress().tilesCleared()).isEqualTo(2);
            assertThat(t.state().progress().reactionMemory()).containsExactly(Map.entry("25", ReactionKind.PEACEFUL));
        }

        @Test
        @DisplayName("EN §35 / JP §34: the memory is per tile: goblins on another tile roll their reaction")
        void otherTileRolls() {
            GameState s = play(atGoblins(sorcerer(), 2), "wait", 6).state();
            s = play(s, "explore", 2, 6, 2).state();

            Transition t = play(s, "wait", 5);

            assertThat(texts(t)).containsExactly("reaction: peaceful", "they do not attack");
        }

        @Test
        @DisplayName("EN §35 / JP §34: attacking first at a remembered tile still fights")
        void attackFirstIgnoresMemory() {
            GameState s = play(atGoblins(sorcerer(), 2), "wait", 6).state();
            s = atGoblins(s, 1);

            Transition t = play(s, "attack-first");

            assertThat(combat(t.state()).heroesFirst()).isTrue();
        }
    }

    @Nested
    @DisplayName("Peaceful and Neutral (EN §35 / JP §34)")
    class PeacefulNeutral {

        @Test
        @DisplayName("EN §35 / JP §34: Peaceful: no fight, no treasure, the tile is cleared")
        void peaceful() {
            GameState s = atGoblins(sorcerer(), 3);

            Transition t = play(s, "wait", 5);

            assertThat(texts(t)).containsExactly("reaction: peaceful", "they do not attack");
            assertThat(rules(t)).containsExactly(ENCOUNTER, ENCOUNTER);
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().party()).isEqualTo(s.party());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
            assertThat(legal(t.state())).containsExactly("explore");
        }

        @Test
        @DisplayName("EN §35 / JP §34: Peaceful: the same reaction when met again")
        void peacefulAgain() {
            GameState s = play(atGoblins(sorcerer(), 3), "wait", 5).state();
            assertThat(s.progress().reactionMemory()).containsExactly(Map.entry("25", ReactionKind.PEACEFUL));
            s = atGoblins(s, 2);

            Transition t = play(s, "wait");

            assertThat(texts(t)).containsExactly("met again: goblin reacts as before, peaceful", "they do not attack");
        }

        @Test
        @DisplayName("EN §35 / JP §34: Neutral is treated as Peaceful, and is the same when met again")
        void neutral() {
            GameState s = play(sorcerer(), "explore", 4, 4, 3).state();

            Transition t = play(s, "wait", 5);

            assertThat(texts(t)).containsExactly("reaction: neutral", "they do not attack");
            assertThat(t.state().party()).isEqualTo(s.party());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
            assertThat(t.state().progress().reactionMemory()).containsExactly(Map.entry("44", ReactionKind.NEUTRAL));

            GameState again = play(t.state(), "explore", 4, 4, 1).state();
            assertThat(texts(play(again, "wait")))
                    .containsExactly("met again: goblin archer reacts as before, neutral", "they do not attack");
        }
    }

    @Nested
    @DisplayName("Flee (EN §35 / JP §34)")
    class Flee {

        @Test
        @DisplayName("EN §35, §39 / JP §34, §38: Flee: they leave and their treasure is rolled (archers +1)")
        void fleeGivesTreasure() {
            GameState s = play(sorcerer(), "explore", 4, 1, 3).state();

            Transition t = play(s, "wait", 4, 1, 4);

            assertThat(texts(t))
                    .containsExactly(
                            "reaction: flee",
                            "they flee, leaving their treasure",
                            "treasure of archers: 4 gold",
                            "treasure: 1d6 gold");
            assertThat(rules(t)).containsExactly(ENCOUNTER, ENCOUNTER, TREASURE, TREASURE);
            assertThat(t.events().get(2).roll().orElseThrow().faces()).containsExactly(1);
            assertThat(t.events().get(3).roll().orElseThrow().faces()).containsExactly(4);
            assertThat(h1(t.state()).equipment().gold()).isEqualTo(14);
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
            assertThat(t.state().progress().reactionMemory()).isEmpty();
        }
    }

    @Nested
    @DisplayName("Flee if outnumbered (EN §35 / JP §34)")
    class FleeIfOutnumbered {

        private GameState withSoldiers(int n) {
            return start(Party.of(hero(SubAttribute.SORCERY)).hire("hero-1", SOLDIER, n, EN));
        }

        @Test
        @DisplayName(
                "EN §35 / JP §34: fewer than heroes and followers (3 against 1 + 3): they flee with their treasure")
        void outnumberedFlee() {
            GameState s = atGoblins(withSoldiers(3), 3);

            Transition t = play(s, "wait", 4, 2, 5);

            assertThat(texts(t))
                    .containsExactly(
                            "reaction: flee-if-outnumbered",
                            "3 against 4: outnumbered, they flee",
                            "treasure of goblins: 5 gold",
                            "treasure: 1d6 gold");
            assertThat(rules(t)).containsExactly(ENCOUNTER, ENCOUNTER, TREASURE, TREASURE);
            assertThat(h1(t.state()).equipment().gold()).isEqualTo(15);
            assertThat(t.state().party().followers()).isEqualTo(s.party().followers());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §35 / JP §34: as many as heroes and followers (4 against 4): they fight, enemies first")
        void equalFights() {
            GameState s = atGoblins(withSoldiers(3), 4);

            Transition t = play(s, "wait", 4);

            assertThat(texts(t))
                    .containsExactly(
                            "reaction: flee-if-outnumbered",
                            "4 against 4: they attack",
                            "combat: the enemies act first; round 0 (ranged)",
                            "round 1 begins");
            // EN §42 / JP §42: before the enemies' half the party may escape; it passes and the goblins attack
            assertThat(legal(t.state())).containsExactly("escape", "pass");
            t = play(t.state(), "pass", 6, 6, 6, 6);
            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 defends against goblins: no damage",
                            "hero-1 defends against goblins: no damage",
                            "soldier/blunt defends against goblins: no damage",
                            "soldier/blunt defends against goblins: no damage");
            Combat c = combat(t.state());
            assertThat(c.heroesFirst()).isFalse();
            assertThat(c.encounter().enemies().get(0).fightToTheDeath()).isFalse();
            assertThat(FlowStartTest.CRYPT.decision(t.state()).orElseThrow()).isInstanceOf(Decision.HeroTurn.class);
        }

        @Test
        @DisplayName("EN §35 / JP §34: a lone hero against one goblin is not outnumbering it: they fight")
        void oneAgainstOne() {
            GameState s = atGoblins(sorcerer(), 1);

            Transition t = play(s, "wait", 4);

            assertThat(texts(t).subList(0, 3))
                    .containsExactly(
                            "reaction: flee-if-outnumbered",
                            "1 against 1: they attack",
                            "combat: the enemies act first; round 0 (ranged)");
        }

        @Test
        @DisplayName("EN §35 / JP §34: non-combat followers count among the followers")
        void nonCombatFollowersCount() {
            GameState s = start(
                    Party.of(hero(SubAttribute.SORCERY)).hire("hero-1", FollowerKind.of(FollowerType.PORTER), 1, EN));
            s = atGoblins(s, 1);

            Transition t = play(s, "wait", 4, 1);

            assertThat(texts(t)).contains("1 against 2: outnumbered, they flee", "treasure of goblins: 1 gold");
        }

        @Test
        @DisplayName("EN §35 / JP §34: a Strong Creature counts as one creature, not as its Life: the ogre (Life 4)"
                + " against a hero and a Soldier is 1 against 2 and flees with its treasure")
        void strongCreatureCountsAsOne() {
            Engine cowardly = Engine.of(new CowardlyCrypt());
            GameState s = cowardly.start(Party.of(hero(SubAttribute.SORCERY)).hire("hero-1", SOLDIER, 1, EN), EN, 1L);
            s = play(cowardly, s, "explore", 6, 6).state();

            Transition t = play(cowardly, s, "wait", 1, 1, 3);

            assertThat(texts(t))
                    .containsExactly(
                            "reaction: flee-if-outnumbered",
                            "1 against 2: outnumbered, they flee",
                            "treasure of ogre: 3 gold",
                            "treasure: 1d6 gold");
            assertThat(rules(t)).containsExactly(ENCOUNTER, ENCOUNTER, TREASURE, TREASURE);
            assertThat(h1(t.state()).equipment().gold()).isEqualTo(13);
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §35 / JP §34: a lone hero against the ogre is 1 against 1: it attacks, enemies first")
        void strongCreatureAgainstALoneHeroFights() {
            Engine cowardly = Engine.of(new CowardlyCrypt());
            GameState s = cowardly.start(Party.of(hero(SubAttribute.SORCERY)), EN, 1L);
            s = play(cowardly, s, "explore", 6, 6).state();

            Transition t = play(cowardly, s, "wait", 1);

            assertThat(texts(t).subList(0, 3))
                    .containsExactly(
                            "reaction: flee-if-outnumbered",
                            "1 against 1: they attack",
                            "combat: the enemies act first; round 0 (ranged)");
            assertThat(combat(t.state()).heroesFirst()).isFalse();
            assertThat(combat(t.state()).encounter().enemies().get(0).current()).isEqualTo(4);
        }
    }

    @Nested
    @DisplayName("Fight and Fight to the death (EN §35, §38 / JP §34, §37)")
    class Fight {

        @Test
        @DisplayName(
                "EN §35 / JP §34: Fight: combat with the enemies first; the defense is rolled before the heroes act")
        void fightEnemiesFirst() {
            GameState s = atGoblins(sorcerer(), 1);

            Transition w = play(s, "wait", 1);
            assertThat(texts(w))
                    .containsExactly(
                            "reaction: fight", "combat: the enemies act first; round 0 (ranged)", "round 1 begins");
            assertThat(rules(w)).containsExactly(ENCOUNTER, COMBAT, COMBAT);
            assertThat(FlowStartTest.CRYPT.decision(w.state()).orElseThrow())
                    .isEqualTo(new Decision.Escape(1, List.of(new Action.Escape(), new Action.Pass())));

            Transition t = play(w.state(), "pass", 1);

            assertThat(texts(t)).containsExactly("hero-1 defends against goblins: 1 damage, Life 4");
            assertThat(rules(t)).containsExactly(COMBAT);
            assertThat(h1(t.state()).life()).isEqualTo(4);
            Combat c = combat(t.state());
            assertThat(c.heroesFirst()).isFalse();
            assertThat(c.round()).isEqualTo(1);
            assertThat(c.encounter().enemies())
                    .containsExactly(new EnemyGroup("goblins", TestCrypt.GOBLIN.id(), 1, 1, false, false));
            // the escape was offered before the goblins' half; it is not offered again in the heroes' half
            assertThat(legal(t.state())).containsExactly("attack hero-1 -> goblins", "hold hero-1");
        }

        @Test
        @DisplayName("EN §35 / JP §34: Fight with archers: their shots in round 0 come first")
        void archersShootFirst() {
            GameState s = play(sorcerer(), "explore", 4, 1, 1).state();

            Transition w = play(s, "wait", 2, 4);
            Transition t = play(w.state(), "pass", 1);

            assertThat(texts(w))
                    .containsExactly(
                            "reaction: fight",
                            "combat: the enemies act first; round 0 (ranged)",
                            "hero-1 defends against archers: no damage",
                            "round 1 begins");
            assertThat(texts(t)).containsExactly("hero-1 defends against archers: 1 damage, Life 4");
            assertThat(combat(t.state()).round()).isEqualTo(1);
            assertThat(combat(t.state()).stage()).isEqualTo(Combat.Stage.HEROES);
        }

        private GameState ogreFight(int reactionFace) {
            GameState s = play(sorcerer(), "explore", 6, 6).state();
            s = play(s, "wait", reactionFace).state();
            s = play(s, "pass", 6, 6).state();
            s = play(s, "attack hero-1 -> ogre", 6).state();
            return play(s, "attack hero-1 -> ogre", 6).state();
        }

        @Test
        @DisplayName(
                "EN §35, §38 / JP §34, §37: a fighting ogre flees when its Life falls below half, leaving treasure")
        void fightFlees() {
            GameState s = ogreFight(1);
            assertThat(combat(s).encounter().enemies().get(0).current()).isEqualTo(2);

            Transition t = play(s, "attack hero-1 -> ogre", 6, 1, 3);

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 attacks ogre: hit",
                            "ogre loses 1 Life: 1 left",
                            "ogre flees at 1 of 4",
                            "the fight is won",
                            "treasure of ogre: 3 gold",
                            "treasure: 1d6 gold");
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(h1(t.state()).equipment().gold()).isEqualTo(13);
        }

        @Test
        @DisplayName("EN §35, §38 / JP §34, §37: Fight to the death: enemies first and it never flees")
        void toTheDeathNeverFlees() {
            GameState start = play(sorcerer(), "explore", 6, 6).state();
            Transition w = play(start, "wait", 3);
            assertThat(texts(w).get(0)).isEqualTo("reaction: fight-to-the-death");
            assertThat(combat(w.state()).heroesFirst()).isFalse();
            assertThat(combat(w.state()).encounter().enemies())
                    .containsExactly(new EnemyGroup("ogre", TestCrypt.OGRE.id(), 4, 4, false, true));
            GameState s = ogreFight(3);

            Transition t = play(s, "attack hero-1 -> ogre", 6);

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 attacks ogre: hit",
                            "ogre loses 1 Life: 1 left",
                            "critical: hero-1 may attack again");
            assertThat(combat(t.state()).encounter().enemies())
                    .containsExactly(new EnemyGroup("ogre", TestCrypt.OGRE.id(), 4, 1, false, true));
            assertThat(legal(t.state())).containsExactly("attack hero-1 -> ogre", "hold hero-1");

            Transition end = play(t.state(), "attack hero-1 -> ogre", 6, 1, 1);
            assertThat(texts(end))
                    .containsExactly(
                            "hero-1 attacks ogre: hit",
                            "ogre loses 1 Life: 0 left",
                            "the fight is won",
                            "treasure of ogre: 1 gold",
                            "treasure: 1d6 gold");
        }
    }

    @Nested
    @DisplayName("scenario reactions (EN §34-§35 / JP §33-§34)")
    class ScenarioReaction {

        @Test
        @DisplayName(
                "EN §34-§35 / JP §33-§34: a scenario reaction (TestCrypt's trade) that does not fight clears the tile")
        void tradeClears() {
            GameState s = play(sorcerer(), "explore", 4, 6, 2).state();

            Transition t = play(s, "wait", 6);

            assertThat(texts(t)).containsExactly("reaction: scenario trade", "trade: they do not attack");
            assertThat(rules(t)).containsExactly(ENCOUNTER, ENCOUNTER);
            assertThat(t.state().party()).isEqualTo(s.party());
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §34-§35 / JP §33-§34: a scenario reaction that fights starts combat, enemies first")
        void hostileTradeFights() {
            Engine hostile = Engine.of(new HostileCrypt());
            GameState s = hostile.start(Party.of(hero(SubAttribute.SORCERY)), EN, 1L);
            s = play(hostile, s, "explore", 4, 6, 1).state();

            Transition t = play(hostile, s, "wait", 6, 5);

            assertThat(texts(t))
                    .containsExactly(
                            "reaction: scenario trade",
                            "trade: they attack",
                            "combat: the enemies act first; round 0 (ranged)",
                            "hero-1 defends against archers: no damage",
                            "round 1 begins");
            assertThat(combat(t.state()).heroesFirst()).isFalse();
        }
    }

    /** TestCrypt, whose scenario reactions turn to a fight. */
    static final class HostileCrypt implements Scenario {

        private final TestCrypt crypt = new TestCrypt();

        @Override
        public String id() {
            return "hostile-crypt";
        }

        @Override
        public String title() {
            return "The Hostile Crypt";
        }

        @Override
        public Optional<String> fixedTile(GameState state) {
            return crypt.fixedTile(state);
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
        public OptionalInt explorationLimit() {
            return crypt.explorationLimit();
        }

        @Override
        public void onScenarioReaction(ScenarioContext ctx, String key) {
            if (key.equals("trade")) {
                ctx.event("EN §35 / JP §34", key + ": they attack");
                ctx.fight(ctx.encounter().orElseThrow().enemies(), false);
            }
        }
    }

    /** TestCrypt, whose ogre always reacts "flee if outnumbered". */
    static final class CowardlyCrypt implements Scenario {

        private final TestCrypt crypt = new TestCrypt();

        @Override
        public String id() {
            return "cowardly-crypt";
        }

        @Override
        public String title() {
            return "The Cowardly Crypt";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return crypt.tile(id);
        }

        @Override
        public Optional<Creature> creature(String id) {
            if (!id.equals("ogre")) {
                return crypt.creature(id);
            }
            Creature o = TestCrypt.OGRE;
            return Optional.of(Creature.strong(
                    o.id(),
                    o.name(),
                    o.level(),
                    o.life(),
                    o.attacks(),
                    o.treasureModifier(),
                    Optional.of(java.util.Collections.nCopies(6, Reaction.of(ReactionKind.FLEE_IF_OUTNUMBERED))),
                    o.tags()));
        }
    }
}

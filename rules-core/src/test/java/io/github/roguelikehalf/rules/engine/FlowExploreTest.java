package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.SCOUT;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.h1;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.legal;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.rules;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.start;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.texts;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.withHero;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.CheckResult;
import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Exploring: the d66 and Search (EN §25, §28, §34 / JP §24, §27, §33). */
@DisplayName("Exploring and Search (EN §25, §28, §34 / JP §24, §27, §33)")
class FlowExploreTest {

    private static final String PROGRESS = "EN §34 / JP §33";
    private static final String SEARCH = "EN §25 / JP §24";
    private static final String SCOUT_SEARCH = "EN §28, §25 / JP §27, §24";
    private static final String ENCOUNTER = "EN §35 / JP §34";

    @Nested
    @DisplayName("the d66 (EN §34 / JP §33)")
    class D66 {

        @Test
        @DisplayName("EN §34 / JP §33: the first die is the tens, the second the units; an empty tile is cleared")
        void tensThenUnits() {
            GameState s = start(hero(SubAttribute.STRENGTH));

            Transition t = play(s, "explore", 1, 4);

            assertThat(texts(t)).containsExactly("d66 14", "an empty room: nothing happens");
            assertThat(rules(t)).containsExactly(PROGRESS, PROGRESS);
            Roll r = t.events().get(0).roll().orElseThrow();
            assertThat(r.faces()).containsExactly(1, 4);
            assertThat(r.total()).isEqualTo(14);
            assertThat(r.purpose()).isEqualTo("d66 for the next tile");
            GameState after = t.state();
            assertThat(after.phase()).isEqualTo(new Phase.Exploring());
            assertThat(after.progress().explorations()).isEqualTo(1);
            assertThat(after.progress().tilesCleared()).isEqualTo(1);
            assertThat(after.steps()).isEqualTo(1);
            assertThat(after.party()).isEqualTo(s.party());
            assertThat(legal(after)).containsExactly("explore");
        }

        @Test
        @DisplayName("EN §34 / JP §33: 4 then 1 is tile 41, not 14 (the goblin archers' gallery)")
        void orderMatters() {
            GameState s = start(hero(SubAttribute.STRENGTH));

            Transition t = play(s, "explore", 4, 1, 3);

            assertThat(texts(t)).containsExactly("d66 41", "3 goblin archers appear (level 3)");
            Phase.Approaching a = (Phase.Approaching) t.state().phase();
            assertThat(a.encounter().tileId()).isEqualTo("41");
            assertThat(FlowStartTest.CRYPT.scenario().tile("41").orElseThrow().title())
                    .isEqualTo("an archers' gallery");
            assertThat(t.state().progress().tilesCleared()).isZero();
        }

        @ParameterizedTest
        @EnumSource(
                value = SubAttribute.class,
                names = {"STRENGTH", "SORCERY", "DIVINITY"})
        @DisplayName("EN §25 / JP §24: without a Dexterity hero or a Scout no Search is offered: the tile is entered")
        void noSearchWithoutDexterityOrScout(SubAttribute sub) {
            GameState s = start(hero(sub));

            Transition t = play(s, "explore", 1, 6);

            assertThat(texts(t)).containsExactly("d66 16", "an empty room: nothing happens");
            assertThat(FlowStartTest.CRYPT.decision(t.state())).containsInstanceOf(Decision.Explore.class);
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("Search by a Dexterity hero (EN §25 / JP §24)")
    class HeroSearch {

        private final GameState rolled23 =
                play(start(hero(SubAttribute.DEXTERITY)), "explore", 2, 3).state();

        @Test
        @DisplayName("EN §25 / JP §24: after the d66 a Dexterity hero with Dexterity left may Search or enter")
        void searchOffered() {
            assertThat(rolled23.phase()).isEqualTo(new Phase.Searching(23, false));
            Decision d = FlowStartTest.CRYPT.decision(rolled23).orElseThrow();
            assertThat(d).isEqualTo(new Decision.Search(23, List.of(new Action.Search("hero-1"), new Action.Enter())));
            assertThat(d.actor()).isEqualTo("party");
            assertThat(h1(rolled23).subAttributeValue()).isEqualTo(2);
            assertThat(rolled23.progress().explorations()).isEqualTo(1);
        }

        @Test
        @DisplayName(
                "EN §25 / JP §24: a successful Search (Dexterity roll, target 4) rerolls the d66; 1 Dexterity is spent")
        void successRerolls() {
            Transition t = play(rolled23, "search hero-1", 2, 1, 5);

            assertThat(texts(t)).containsExactly("hero-1 searches: the tile is avoided", "d66 15");
            assertThat(rules(t)).containsExactly(SEARCH, PROGRESS);
            CheckResult r = t.events().get(0).check().orElseThrow();
            assertThat(r.check().kind()).isEqualTo(CheckKind.DEXTERITY);
            assertThat(r.check().basis()).isEqualTo(Basis.DEXTERITY);
            assertThat(r.check().basisValue()).isEqualTo(2);
            assertThat(r.check().target()).isEqualTo(4);
            assertThat(r.check().modifiers()).containsExactly(new Modifier("leather-armour", 1, "EN §28 / JP §27"));
            assertThat(r.face()).isEqualTo(2);
            assertThat(r.total()).isEqualTo(5);
            assertThat(r.success()).isTrue();
            GameState after = t.state();
            assertThat(after.phase()).isEqualTo(new Phase.Searching(15, false));
            assertThat(h1(after).subAttributeValue()).isEqualTo(1);
            assertThat(after.progress().explorations())
                    .as("a reroll is not another exploration")
                    .isEqualTo(1);
            assertThat(after.progress().tilesCleared()).isZero();
            assertThat(legal(after)).containsExactly("search hero-1", "enter");
        }

        @Test
        @DisplayName(
                "EN §25 / JP §24: a failed Search keeps the result: the rolled tile is entered; 1 Dexterity is spent")
        void failureEnters() {
            Transition t = play(rolled23, "search hero-1", 1, 4);

            assertThat(texts(t)).containsExactly("hero-1 searches: no luck", "4 goblins appear (level 3)");
            assertThat(rules(t)).containsExactly(SEARCH, ENCOUNTER);
            assertThat(t.events().get(0).check().orElseThrow().fumble()).isTrue();
            assertThat(t.events().get(1).roll().orElseThrow().purpose()).isEqualTo("number of goblin");
            Phase.Approaching a = (Phase.Approaching) t.state().phase();
            assertThat(a.encounter().tileId()).isEqualTo("23");
            assertThat(a.encounter().enemies())
                    .containsExactly(new EnemyGroup("goblins", TestCrypt.GOBLIN.id(), 4, 4, false, false));
            assertThat(h1(t.state()).subAttributeValue()).isEqualTo(1);
            assertThat(legal(t.state())).containsExactly("attack-first", "wait", "swap hero-1 -> bow");
        }

        @Test
        @DisplayName("EN §25 / JP §24: entering without a Search spends no Dexterity")
        void enterSpendsNothing() {
            Transition t = play(rolled23, "enter", 2);

            assertThat(texts(t)).containsExactly("2 goblins appear (level 3)");
            assertThat(h1(t.state()).subAttributeValue()).isEqualTo(2);
            assertThat(t.state().phase()).isInstanceOf(Phase.Approaching.class);
        }

        @Test
        @DisplayName(
                "EN §25 / JP §24 (AMB-24): Search again on each new result while Dexterity lasts; at 0 the tile is entered")
        void searchUntilDexterityRunsOut() {
            GameState once = play(rolled23, "search hero-1", 3, 6, 6).state();
            assertThat(once.phase()).isEqualTo(new Phase.Searching(66, false));
            assertThat(legal(once)).containsExactly("search hero-1", "enter");

            Transition t = play(once, "search hero-1", 5, 1, 2);

            assertThat(texts(t))
                    .containsExactly(
                            "hero-1 searches: the tile is avoided", "d66 12", "an empty room: nothing happens");
            assertThat(h1(t.state()).subAttributeValue()).isZero();
            assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
            assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
            assertThat(t.state().progress().explorations()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §25 / JP §24, §9: a Dexterity hero at Dexterity 0 is not offered Search")
        void noSearchAtDexterityZero() {
            GameState s = start(hero(SubAttribute.DEXTERITY));
            Hero spent = ImmutableHero.copyOf(h1(s)).withSubAttributeValue(0);
            s = withHero(s, spent);

            Transition t = play(s, "explore", 1, 3);

            assertThat(texts(t)).containsExactly("d66 13", "an empty room: nothing happens");
            assertThat(FlowStartTest.CRYPT.decision(t.state())).containsInstanceOf(Decision.Explore.class);
        }

        @Test
        @DisplayName("EN §28 / JP §27: without a lantern held the Search takes -2")
        void searchInTheDark() {
            GameState s = play(start(hero(SubAttribute.DEXTERITY)), "swap hero-1 -> bow")
                    .state();
            s = play(s, "explore", 2, 3).state();

            Transition t = play(s, "search hero-1", 2, 1);

            CheckResult r = t.events().get(0).check().orElseThrow();
            assertThat(r.check().modifiers())
                    .containsExactly(
                            new Modifier("leather-armour", 1, "EN §28 / JP §27"),
                            new Modifier("no lantern held", -2, "EN §28 / JP §27"));
            assertThat(r.total()).isEqualTo(3);
            assertThat(r.success()).isFalse();
            assertThat(texts(t)).containsExactly("hero-1 searches: no luck", "1 goblin appears (level 3)");
        }
    }

    @Nested
    @DisplayName("Search by two Dexterity heroes (EN §25 / JP §24)")
    class TwoHeroesSearch {

        private final GameState rolled23 = play(
                        start(new Party(
                                List.of(
                                        hero("hero-1", SubAttribute.DEXTERITY, Growth.NONE),
                                        hero("hero-2", SubAttribute.DEXTERITY, Growth.NONE)),
                                Followers.none())),
                        "explore",
                        2,
                        3)
                .state();

        @Test
        @DisplayName("EN §25 / JP §24: each Dexterity hero gets his own try per result: after hero-1 fails, hero-2"
                + " searches (5 against 4) and the d66 is rolled again for both")
        void eachHeroTriesOnce() {
            assertThat(legal(rolled23)).containsExactly("search hero-1", "search hero-2", "enter");

            Transition failed = play(rolled23, "search hero-1", 1);

            assertThat(texts(failed)).containsExactly("hero-1 searches: no luck");
            assertThat(failed.state().phase())
                    .isEqualTo(new Phase.Searching(23, false, new TreeSet<>(Set.of("hero-1"))));
            assertThat(legal(failed.state())).containsExactly("search hero-2", "enter");

            Transition t = play(failed.state(), "search hero-2", 2, 1, 4);

            assertThat(texts(t)).containsExactly("hero-2 searches: the tile is avoided", "d66 14");
            assertThat(t.events().get(0).check().orElseThrow().total()).isEqualTo(5);
            assertThat(t.state().phase()).isEqualTo(new Phase.Searching(14, false));
            assertThat(legal(t.state())).containsExactly("search hero-1", "search hero-2", "enter");
            assertThat(t.state().party().hero("hero-1").subAttributeValue()).isEqualTo(1);
            assertThat(t.state().party().hero("hero-2").subAttributeValue()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §25 / JP §24: when both heroes have failed on a result, the tile is entered")
        void bothFailThenEnter() {
            GameState failed = play(rolled23, "search hero-2", 1).state();

            Transition t = play(failed, "search hero-1", 1, 3);

            assertThat(texts(t)).containsExactly("hero-1 searches: no luck", "3 goblins appear (level 3)");
            assertThat(t.state().phase()).isInstanceOf(Phase.Approaching.class);
        }
    }

    @Nested
    @DisplayName("Search by a Scout (EN §28, §25 / JP §27, §24)")
    class ScoutSearch {

        private GameState withScout(SubAttribute sub) {
            Hero h = hero(sub);
            return start(Party.of(h).hire("hero-1", SCOUT, 1, EN));
        }

        @Test
        @DisplayName("EN §28 / JP §27: a Scout offers a Search even without a Dexterity hero")
        void scoutOffered() {
            GameState s = play(withScout(SubAttribute.SORCERY), "explore", 2, 3).state();

            assertThat(s.phase()).isEqualTo(new Phase.Searching(23, false));
            assertThat(legal(s)).containsExactly("search scout", "enter");
        }

        @Test
        @DisplayName(
                "EN §28 / JP §27: the Scout searches with Technique 0 against 4, spending nothing; success rerolls")
        void scoutSuccessRerolls() {
            GameState s = play(withScout(SubAttribute.SORCERY), "explore", 2, 3).state();

            Transition t = play(s, "search scout", 4, 1, 1);

            assertThat(texts(t)).containsExactly("scout searches: the tile is avoided", "d66 11");
            assertThat(rules(t)).containsExactly(SCOUT_SEARCH, PROGRESS);
            CheckResult r = t.events().get(0).check().orElseThrow();
            assertThat(r.check().basis()).isEqualTo(Basis.TECHNIQUE);
            assertThat(r.check().basisValue()).isZero();
            assertThat(r.check().modifiers()).isEmpty();
            assertThat(r.check().target()).isEqualTo(4);
            assertThat(r.total()).isEqualTo(4);
            assertThat(t.state().phase())
                    .as("a new result: the Scout may search it too")
                    .isEqualTo(new Phase.Searching(11, false));
            assertThat(legal(t.state())).containsExactly("search scout", "enter");
            assertThat(t.state().party().heroes()).isEqualTo(s.party().heroes());
            assertThat(t.state().party().followers()).isEqualTo(s.party().followers());
        }

        @Test
        @DisplayName("EN §28 / JP §27: the Scout's failed Search keeps the result; alone it enters the tile")
        void scoutFailureEnters() {
            GameState s = play(withScout(SubAttribute.SORCERY), "explore", 2, 3).state();

            Transition t = play(s, "search scout", 3, 5);

            assertThat(texts(t)).containsExactly("scout searches: no luck", "5 goblins appear (level 3)");
            assertThat(t.events().get(0).check().orElseThrow().total()).isEqualTo(3);
            assertThat(t.state().phase()).isInstanceOf(Phase.Approaching.class);
        }

        @Test
        @DisplayName("EN §28 / JP §27: with a Dexterity hero both are offered; the Scout's search spends no Dexterity")
        void scoutAndDexterityHero() {
            GameState s =
                    play(withScout(SubAttribute.DEXTERITY), "explore", 2, 3).state();
            assertThat(legal(s)).containsExactly("search hero-1", "search scout", "enter");

            Transition t = play(s, "search scout", 6, 1, 2);

            assertThat(h1(t.state()).subAttributeValue()).isEqualTo(2);
            assertThat(t.state().phase()).isEqualTo(new Phase.Searching(12, false));
        }

        @Test
        @DisplayName(
                "EN §28 / JP §27 (AMB-23): after the Scout fails, the Dexterity hero may still search the same result,"
                        + " but the Scout only once")
        void scoutOncePerResultThenHero() {
            GameState s =
                    play(withScout(SubAttribute.DEXTERITY), "explore", 2, 3).state();

            Transition t = play(s, "search scout", 2);

            assertThat(texts(t)).containsExactly("scout searches: no luck");
            assertThat(t.state().phase()).isEqualTo(new Phase.Searching(23, true));
            assertThat(legal(t.state())).containsExactly("search hero-1", "enter");

            Transition again = play(t.state(), "search hero-1", 4, 1, 4);
            assertThat(texts(again)).containsExactly("hero-1 searches: the tile is avoided", "d66 14");
            assertThat(again.state().phase()).isEqualTo(new Phase.Searching(14, false));
            assertThat(legal(again.state())).containsExactly("search hero-1", "search scout", "enter");
            assertThat(h1(again.state()).subAttributeValue()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §25, §28 / JP §24, §27 (AMB-23): after a hero's failed Search the Scout may still try once")
        void heroFailureLeavesTheScoutsTry() {
            GameState s =
                    play(withScout(SubAttribute.DEXTERITY), "explore", 2, 3).state();

            GameState failed = play(s, "search hero-1", 1).state();
            assertThat(failed.phase()).isEqualTo(new Phase.Searching(23, false, new TreeSet<>(Set.of("hero-1"))));
            assertThat(legal(failed)).containsExactly("search scout", "enter");

            Transition t = play(failed, "search scout", 2, 2);
            assertThat(texts(t)).containsExactly("scout searches: no luck", "2 goblins appear (level 3)");
            assertThat(t.state().phase()).isInstanceOf(Phase.Approaching.class);
        }
    }
}

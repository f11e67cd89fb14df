package io.github.roguelikehalf.kot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Knight of Twilight: empty rooms and their hidden items, tiles 11-16 (EN §66)")
class HiddenRoomsTest {

    static final Engine ENGINE = Engine.of(new KnightOfTwilight());

    /** One step: the action's text, the faces it rolls, all used. */
    static Transition act(GameState s, String action, int... faces) {
        return ENGINE.apply(s, Action.parse(action), Dice.of(faces));
    }

    static List<String> texts(Transition t) {
        return t.events().stream().map(Event::text).toList();
    }

    static List<String> legal(GameState s) {
        return ENGINE.legalActions(s).stream().map(Action::toString).toList();
    }

    static Hero hero(GameState s, String id) {
        return KotItems.hero(s, id);
    }

    /** A state with a hero's equipment changed (gold, items). */
    static GameState withHero(GameState s, Hero h) {
        return ENGINE.validate(ImmutableGameState.copyOf(s).withParty(s.party().with(h)));
    }

    static GameState withGold(GameState s, String heroId, int gold) {
        Hero h = hero(s, heroId);
        return withHero(s, h.reequip(h.equipment().withGold(gold), s.options()));
    }

    static GameState withItem(GameState s, String heroId, Item item) {
        Hero h = hero(s, heroId);
        return withHero(s, h.reequip(h.equipment().add(item), s.options()));
    }

    static GameState withScenario(GameState s, ScenarioState ss) {
        return ENGINE.validate(ImmutableGameState.copyOf(s).withScenarioState(ss));
    }

    static GameState solo() {
        return Fixture.of(ENGINE).hero(SubAttribute.STRENGTH).exploring();
    }

    static GameState duo() {
        return Fixture.of(ENGINE)
                .hero(SubAttribute.STRENGTH)
                .hero(SubAttribute.DEXTERITY)
                .exploring();
    }

    static long count(Hero h, Item item) {
        return h.equipment().allItems().stream().filter(item::equals).count();
    }

    @Test
    @DisplayName("EN §66: entering 11, each living hero may search once; a failure lets the other try")
    void eachHeroSearchesOnce() {
        Transition t = act(duo(), "explore", 1, 1);
        if (t.state().phase() instanceof Phase.Searching) {
            // the Dexterity hero could search for a secret door first (EN §34): the party goes in
            t = act(t.state(), "enter");
        }
        assertThat(t.state().phase()).isInstanceOf(Phase.Choosing.class);
        assertThat(legal(t.state()))
                .containsExactly("choose party search:hero-1", "choose party search:hero-2", "choose party leave");

        t = act(t.state(), "choose party search:hero-1", 1);
        assertThat(texts(t)).containsExactly("party chooses search:hero-1", "hero-1 searches the room: failure");
        assertThat(legal(t.state())).containsExactly("choose party search:hero-2", "choose party leave");

        t = act(t.state(), "choose party search:hero-2", 1);
        assertThat(texts(t))
                .containsExactly(
                        "party chooses search:hero-2",
                        "hero-2 searches the room: failure",
                        "every hero has searched: nothing is found");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
        assertThat(t.state().scenarioState().set("hidden-searched")).isEmpty();
    }

    @Test
    @DisplayName("EN §66: a search reaching 4 finds the Dried Cheese (3 points) in room 11")
    void cheeseFound() {
        GameState s = act(solo(), "explore", 1, 1).state();
        // 6 - 2 (his lantern is carried, not held: no light, EN §28) reaches the target 4
        Transition t = act(s, "choose party search:hero-1", 6);
        assertThat(t.events().get(1).check().orElseThrow().success()).isTrue();
        assertThat(texts(t)).contains("hero-1 takes scenario:dried-cheese:1:3");
        assertThat(count(hero(t.state(), "hero-1"), KotItems.CHEESE)).isEqualTo(1);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }

    @Test
    @DisplayName("EN §66: leaving the room without searching finds nothing and clears the tile")
    void leave() {
        Transition t = act(act(solo(), "explore", 1, 2).state(), "choose party leave");
        assertThat(texts(t)).containsExactly("party chooses leave", "the party leaves the room");
        assertThat(hero(t.state(), "hero-1").equipment().allItems()).doesNotContain(KotItems.TAG);
        assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §66: room 12 hides the identification tag, room 13 the dummy balloon")
    void tagAndBalloon() {
        Transition t = act(act(solo(), "explore", 1, 2).state(), "choose party search:hero-1", 6);
        assertThat(count(hero(t.state(), "hero-1"), KotItems.TAG)).isEqualTo(1);
        t = act(act(solo(), "explore", 1, 3).state(), "choose party search:hero-1", 6);
        assertThat(count(hero(t.state(), "hero-1"), KotItems.BALLOON)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §66: the large ale bottle of room 14 holds 1d6 uses, at least 2")
    void aleUses() {
        Transition t = act(act(solo(), "explore", 1, 4).state(), "choose party search:hero-1", 6, 1);
        assertThat(texts(t)).contains("the large ale bottle holds 2 uses");
        assertThat(count(hero(t.state(), "hero-1"), KotItems.ale(2))).isEqualTo(1);
        t = act(act(solo(), "explore", 1, 4).state(), "choose party search:hero-1", 6, 5);
        assertThat(count(hero(t.state(), "hero-1"), KotItems.ale(5))).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §66: the dungeon map of room 15 adds one to the party's maps; the next d66 rolls twice")
    void dungeonMap() {
        Transition t = act(act(solo(), "explore", 1, 5).state(), "choose party search:hero-1", 6);
        assertThat(t.state().scenarioState().counter(Keys.MAPS)).isEqualTo(1);
        // the next tile: a d66 (2, 1) and the map's second d66 (3, 3): the party chooses between 21 and 33
        t = act(t.state(), "explore", 2, 1, 3, 3);
        assertThat(t.state().phase()).isEqualTo(new Phase.ChoosingTile(List.of("21", "33")));
        assertThat(t.state().scenarioState().counter(Keys.MAPS)).isZero();
    }

    @Test
    @DisplayName("EN §66: room 16 hides a healing potion; a second one in the adventure is rerolled (docs/rulings.md)")
    void potionOnceThenReroll() {
        Transition t = act(act(solo(), "explore", 1, 6).state(), "choose party search:hero-1", 6);
        assertThat(count(hero(t.state(), "hero-1"), Gear.HEALING_POTION)).isEqualTo(1);
        assertThat(t.state().scenarioState().flag(HiddenRooms.POTION_FOUND)).isTrue();

        // another adventure state where a potion was found already: 6 again (rerolled), then 2: the tag
        GameState s = withScenario(solo(), ScenarioState.EMPTY.withFlag(HiddenRooms.POTION_FOUND, true));
        t = act(act(s, "explore", 1, 6).state(), "choose party search:hero-1", 6, 6, 2);
        assertThat(texts(t))
                .contains(
                        "a potion was found already: the hidden item is rerolled, 16",
                        "a potion was found already: the hidden item is rerolled, 12");
        assertThat(count(hero(t.state(), "hero-1"), Gear.HEALING_POTION)).isZero();
        assertThat(count(hero(t.state(), "hero-1"), KotItems.TAG)).isEqualTo(1);
    }
}

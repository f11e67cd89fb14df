package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.FlowStartTest.EN;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.h1;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.hero;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.play;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.rules;
import static io.github.roguelikehalf.rules.engine.FlowStartTest.texts;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.creature.Creature;
import io.github.roguelikehalf.rules.creature.Reaction;
import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.dice.Roll;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.item.Valuable;
import io.github.roguelikehalf.rules.scenario.Scenario;
import io.github.roguelikehalf.rules.scenario.Tile;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The treasure table rolled when creatures flee (EN §35, §39-§40 / JP §34, §38-§39), through the engine: misers who
 * always flee, with a chosen treasure modifier.
 */
@DisplayName("Treasure table through the engine (EN §39-§40 / JP §38-§39)")
class EncounterTreasureTest {

    private static final String TREASURE = "EN §39-§40 / JP §38-§39";

    /** A lone Sorcery hero (10 gold, light weapon and lantern held, nothing carried) meets misers and waits. */
    private static Transition flee(int modifier, int... treasureFaces) {
        Engine e = Engine.of(new Vault(modifier));
        GameState s = e.start(Party.of(hero(SubAttribute.SORCERY)), EN, 1L);
        s = play(e, s, "explore", 1, 1).state();
        int[] faces = new int[treasureFaces.length + 1];
        faces[0] = 1;
        System.arraycopy(treasureFaces, 0, faces, 1, treasureFaces.length);
        Transition t = play(e, s, "wait", faces);
        assertThat(texts(t).subList(0, 2)).containsExactly("reaction: flee", "they flee, leaving their treasure");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
        return t;
    }

    private static Hero hero1(Transition t) {
        return h1(t.state());
    }

    @ParameterizedTest(name = "modifier {0}, die {1}: 1 gold")
    @CsvSource({"0, 1", "-1, 2", "-3, 4", "-5, 6"})
    @DisplayName("EN §40 / JP §39: a total of 1 or less gives 1 gold")
    void oneOrLess(int modifier, int die) {
        Transition t = flee(modifier, die);

        assertThat(texts(t).subList(2, texts(t).size())).containsExactly("treasure of misers: 1 gold");
        assertThat(rules(t).get(2)).isEqualTo(TREASURE);
        Roll r = t.events().get(2).roll().orElseThrow();
        assertThat(r.faces()).containsExactly(die);
        assertThat(r.purpose()).isEqualTo("treasure table");
        assertThat(hero1(t).equipment().gold()).isEqualTo(11);
        assertThat(hero1(t).equipment().carried()).isEmpty();
    }

    @Test
    @DisplayName("EN §40 / JP §39: 2 gives 1d6 gold")
    void two() {
        Transition t = flee(0, 2, 6);

        assertThat(texts(t).subList(2, 4)).containsExactly("treasure of misers: 6 gold", "treasure: 1d6 gold");
        assertThat(rules(t).subList(2, 4)).containsExactly(TREASURE, TREASURE);
        assertThat(t.events().get(3).roll().orElseThrow().faces()).containsExactly(6);
        assertThat(hero1(t).equipment().gold()).isEqualTo(16);
    }

    @Test
    @DisplayName("EN §40 / JP §39: 3 gives 2d6 gold, at least 5")
    void threeMinimumFive() {
        Transition low = flee(0, 3, 1, 2);
        assertThat(texts(low).subList(2, 4)).containsExactly("treasure of misers: 5 gold", "treasure: 2d6 gold");
        assertThat(low.events().get(3).roll().orElseThrow().faces()).containsExactly(1, 2);
        assertThat(hero1(low).equipment().gold()).isEqualTo(15);

        Transition high = flee(0, 3, 4, 5);
        assertThat(texts(high).get(2)).isEqualTo("treasure of misers: 9 gold");
        assertThat(hero1(high).equipment().gold()).isEqualTo(19);

        Transition modified = flee(1, 2, 6, 6);
        assertThat(texts(modified).get(2)).isEqualTo("treasure of misers: 12 gold");
    }

    @Test
    @DisplayName("EN §40 / JP §39: 4 gives an accessory worth 1d6 x 1d6, carried as an item")
    void fourAccessory() {
        Transition t = flee(0, 4, 3, 5);

        assertThat(texts(t).subList(2, 5))
                .containsExactly(
                        "treasure of misers: accessory:15", "treasure: accessory value", "treasure: accessory value");
        assertThat(rules(t).subList(2, 5)).containsExactly(TREASURE, TREASURE, TREASURE);
        assertThat(hero1(t).equipment().carried()).containsExactly(new Valuable(Valuable.Kind.ACCESSORY, 15));
        assertThat(hero1(t).equipment().gold()).isEqualTo(10);
    }

    @Test
    @DisplayName("EN §40 / JP §39: 5 gives a small jewel worth 1d6 x 5, at least 15")
    void fiveSmallJewel() {
        assertThat(hero1(flee(0, 5, 2)).equipment().carried())
                .containsExactly(new Valuable(Valuable.Kind.SMALL_JEWEL, 15));
        assertThat(hero1(flee(0, 5, 3)).equipment().carried())
                .containsExactly(new Valuable(Valuable.Kind.SMALL_JEWEL, 15));
        Transition t = flee(0, 5, 4);
        assertThat(texts(t).subList(2, 4))
                .containsExactly("treasure of misers: small-jewel:20", "treasure: small jewel value");
        assertThat(hero1(t).equipment().carried()).containsExactly(new Valuable(Valuable.Kind.SMALL_JEWEL, 20));
    }

    @Test
    @DisplayName("EN §40 / JP §39: 6 gives a large jewel worth 2d6 x 5, at least 30")
    void sixLargeJewel() {
        assertThat(hero1(flee(0, 6, 1, 2)).equipment().carried())
                .containsExactly(new Valuable(Valuable.Kind.LARGE_JEWEL, 30));
        Transition t = flee(0, 6, 5, 6);
        assertThat(texts(t).subList(2, 4))
                .containsExactly("treasure of misers: large-jewel:55", "treasure: large jewel value");
        assertThat(t.events().get(3).roll().orElseThrow().faces()).containsExactly(5, 6);
        assertThat(hero1(t).equipment().carried()).containsExactly(new Valuable(Valuable.Kind.LARGE_JEWEL, 55));
    }

    @ParameterizedTest(name = "magic d6 {0}: {1}")
    @CsvSource({"1, bullets-of-piercing", "2, flute-of-peace", "3, staff-of-wall", "5, magical-targe", "6, war-doll"})
    @DisplayName("EN §40 / JP §39: 7 or more rolls 1d6 on the magic treasure table")
    void magic(int face, String key) {
        Transition t = flee(1, 6, face);

        assertThat(texts(t).subList(2, 4)).containsExactly("treasure of misers: " + key, "magic treasure table");
        assertThat(t.events().get(3).roll().orElseThrow().faces()).containsExactly(face);
        Item item = Item.parse(key);
        assertThat(item).isEqualTo(MagicItem.of(MagicTreasure.forFace(face)));
        assertThat(hero1(t).equipment().carried()).containsExactly(item);
        assertThat(hero1(t).equipment().gold()).isEqualTo(10);
    }

    @Test
    @DisplayName("EN §40 / JP §39: a Searching Monocle is found with 1d6 charges, rolled at once")
    void monocleCharges() {
        Transition t = flee(1, 6, 4, 3);

        assertThat(texts(t).subList(2, 5))
                .containsExactly(
                        "treasure of misers: searching-monocle:3/3",
                        "magic treasure table",
                        "treasure: searching monocle charges");
        assertThat(t.events().get(4).roll().orElseThrow().faces()).containsExactly(3);
        assertThat(hero1(t).equipment().carried()).containsExactly(MagicItem.monocle(3, 3));
    }

    @Test
    @DisplayName("EN §39-§40 / JP §38-§39: the modifier pushes a low die onto the magic table (+3, die 4)")
    void bigModifier() {
        Transition t = flee(3, 4, 6);

        assertThat(texts(t).get(2)).isEqualTo("treasure of misers: war-doll");
        assertThat(hero1(t).equipment().carried()).containsExactly(MagicItem.of(MagicTreasure.WAR_DOLL));
    }

    @Test
    @DisplayName("EN §27, §39 / JP §26, §38: an item found with no room left under the carry limit is left behind")
    void noRoom() {
        Engine e = Engine.of(new Vault(0));
        Hero h = hero(SubAttribute.SORCERY);
        Equipment full = h.equipment();
        for (int i = 0; i < h.carryLimit(); i++) {
            full = full.add(Gear.ROPE);
        }
        Hero laden = ImmutableHero.copyOf(h).withEquipment(full);
        GameState s = e.start(Party.of(laden), EN, 1L);
        s = play(e, s, "explore", 1, 1).state();

        Transition t = play(e, s, "wait", 1, 5, 6);

        assertThat(texts(t).subList(2, 4))
                .containsExactly(
                        "treasure of misers: small-jewel:30 (left behind: no room to carry it)",
                        "treasure: small jewel value");
        assertThat(hero1(t).equipment()).isEqualTo(h1(s).equipment());
    }

    @Test
    @DisplayName("EN §27, §45 / JP §26, §45: with two heroes, an item the first cannot carry goes to the second")
    void secondHeroCarries() {
        Engine e = Engine.of(new Vault(0));
        Hero a = hero("hero-1", SubAttribute.SORCERY, Growth.NONE);
        Equipment full = a.equipment();
        for (int i = 0; i < a.carryLimit(); i++) {
            full = full.add(Gear.ROPE);
        }
        a = ImmutableHero.copyOf(a).withEquipment(full);
        Hero b = hero("hero-2", SubAttribute.STRENGTH, Growth.NONE);
        GameState s = e.start(new Party(List.of(a, b), Followers.none()), EN, 1L);
        s = play(e, s, "explore", 1, 1).state();

        Transition t = play(e, s, "wait", 1, 5, 6);

        assertThat(texts(t).subList(2, 4))
                .containsExactly("treasure of misers: small-jewel:30", "treasure: small jewel value");
        assertThat(t.state().party().hero("hero-1")).isEqualTo(s.party().hero("hero-1"));
        assertThat(t.state().party().hero("hero-2").equipment().carried())
                .endsWith(new Valuable(Valuable.Kind.SMALL_JEWEL, 30));
    }

    /** A Sorcery hero with a full pack (5 ropes against max Life 5) and some gold. */
    private static Hero fullPack(String id, int gold) {
        Hero h = hero(id, SubAttribute.SORCERY, Growth.NONE);
        Equipment full = h.equipment().withGold(gold);
        for (int i = 0; i < h.carryLimit(); i++) {
            full = full.add(Gear.ROPE);
        }
        return ImmutableHero.copyOf(h).withEquipment(full);
    }

    @Test
    @DisplayName("EN §27, §39 / JP §26, §38: treasure gold that would take a slot past the carry limit is left behind:"
            + " 99 gold and a full pack win 6 gold (die 2, 1d6 6) and keep 99, in a state Engine.validate accepts")
    void goldPastTheLimitIsLeftBehind() {
        Engine e = Engine.of(new Vault(0));
        GameState s = e.start(Party.of(fullPack("hero-1", 99)), EN, 1L);
        s = play(e, s, "explore", 1, 1).state();

        Transition t = play(e, s, "wait", 1, 2, 6);

        assertThat(texts(t).subList(2, 4))
                .containsExactly(
                        "treasure of misers: 6 gold (6 gold left behind: no room to carry it)", "treasure: 1d6 gold");
        assertThat(hero1(t).equipment().gold()).isEqualTo(99);
        assertThat(t.state().party().withinCarryLimit()).isTrue();
        assertThat(e.validate(t.state())).isSameAs(t.state());
        assertThat(e.legalActions(t.state()).stream().map(Action::toString)).contains("explore");
    }

    @Test
    @DisplayName(
            "EN §27, §45 / JP §26, §45: treasure gold the first hero cannot carry goes to the second; below a"
                    + " slot's worth the first keeps what fits (95 + 4 = 99), the second takes the other 7 of 11 (die 3, 2d6 6+5)")
    void goldSplitsBetweenTwoHeroes() {
        Engine e = Engine.of(new Vault(0));
        Hero b = hero("hero-2", SubAttribute.STRENGTH, Growth.NONE);
        GameState s = e.start(new Party(List.of(fullPack("hero-1", 95), b), Followers.none()), EN, 1L);
        s = play(e, s, "explore", 1, 1).state();

        Transition t = play(e, s, "wait", 1, 3, 6, 5);

        assertThat(texts(t).get(2)).isEqualTo("treasure of misers: 11 gold");
        assertThat(t.state().party().hero("hero-1").equipment().gold()).isEqualTo(99);
        assertThat(t.state().party().hero("hero-2").equipment().gold())
                .isEqualTo(b.equipment().gold() + 7);
        assertThat(e.validate(t.state())).isSameAs(t.state());
    }

    /** One tile, one miser who always flees, with a treasure modifier. */
    static final class Vault implements Scenario {

        private final int modifier;

        Vault(int modifier) {
            this.modifier = modifier;
        }

        @Override
        public String id() {
            return "vault";
        }

        @Override
        public String title() {
            return "The Vault";
        }

        @Override
        public Optional<Tile> tile(String id) {
            return Optional.of(Tile.encounter(id, "a vault", "misers"));
        }

        @Override
        public Optional<Creature> creature(String id) {
            List<Reaction> flee = Collections.nCopies(6, Reaction.of(ReactionKind.FLEE));
            return id.equals("misers")
                    ? Optional.of(Creature.weak("misers", "miser", 2, "1", modifier, Optional.of(flee), Set.of()))
                    : Optional.empty();
        }
    }
}

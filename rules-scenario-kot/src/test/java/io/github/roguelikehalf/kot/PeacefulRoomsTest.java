package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.HiddenRoomsTest.ENGINE;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.act;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.count;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.hero;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.legal;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.texts;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.withGold;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.withHero;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.withItem;
import static io.github.roguelikehalf.kot.HiddenRoomsTest.withScenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.creature.Bribe;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.rules.scenario.Would;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Knight of Twilight: neutral or peaceful Weak Creatures, tiles 21-26 (EN §67)")
class PeacefulRoomsTest {

    static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);

    static GameState meet(Fixture f, String tile, String creature, int n) {
        return f.encounter(tile, Fixture.enemies(creature, n));
    }

    static Fixture strong() {
        return Fixture.of(ENGINE).hero(SubAttribute.STRENGTH);
    }

    static GameState hurt(GameState s, int gold) {
        Hero h = hero(s, "hero-1");
        return withGold(withHero(s, h.damage(2)), "hero-1", gold);
    }

    static Bribe asked(GameState s) {
        return ((Phase.Bribing) s.phase()).bribe();
    }

    // ------------------------------------------------------------------ 21 villagers

    @Test
    @DisplayName("EN §67 (21): the villagers ask 2 gold each; paid, they welcome the party (1 Life back)")
    void villagersPaid() {
        GameState s = hurt(meet(strong(), "21", "relavila-villagers", 3), 10);
        int life = hero(s, "hero-1").life();
        Transition t = act(s, "wait", 4);
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.GOLD, 6));
        t = act(t.state(), "pay-bribe hero-1");
        assertThat(hero(t.state(), "hero-1").equipment().gold()).isEqualTo(4);
        assertThat(hero(t.state(), "hero-1").life()).isEqualTo(life + 1);
        assertThat(texts(t)).last().asString().contains("recovers 1 Life");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        assertThat(t.state().progress().tilesCleared()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §67 (21): the villagers' bribe refused, they stay Neutral instead of fighting")
    void villagersRefused() {
        Transition t = act(
                act(hurt(meet(strong(), "21", "relavila-villagers", 5), 10), "wait", 5)
                        .state(),
                "refuse-bribe");
        assertThat(texts(t))
                .containsExactly("the bribe is refused: their reaction becomes neutral", "they do not attack");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        assertThat(hero(t.state(), "hero-1").equipment().gold()).isEqualTo(10);
    }

    @Test
    @DisplayName("EN §66-§67: each use of the large ale bottle bribes one villager fewer, never fewer than one")
    void aleLowersThePerHeadBribe() {
        GameState s = withItem(hurt(meet(strong(), "21", "relavila-villagers", 3), 10), "hero-1", KotItems.ale(5));
        Transition t = act(s, "wait", 4);
        assertThat(legal(t.state())).contains("choose hero-1 hidden-ale:1");
        t = act(t.state(), "choose hero-1 hidden-ale:1");
        t = act(t.state(), "choose hero-1 hidden-ale:2");
        // one villager left to bribe: no more offers, the bribe is asked
        assertThat(legal(t.state())).noneMatch(a -> a.contains("hidden-ale"));
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.GOLD, 2));
        assertThat(count(hero(t.state(), "hero-1"), KotItems.ale(3))).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §66, 11: each point of dried cheese adds 1 gold of value to a bribe, as many points as it asks")
    void cheeseLowersAGoldBribe() {
        GameState s = withItem(hurt(meet(strong(), "21", "relavila-villagers", 3), 10), "hero-1", KotItems.CHEESE);
        Transition t = act(act(s, "wait", 5).state(), "choose hero-1 hidden-cheese:1");
        t = act(t.state(), "choose hero-1 hidden-cheese:2");
        assertThat(legal(t.state())).contains("choose hero-1 hidden-cheese:3");
        t = act(t.state(), "pass");
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.GOLD, 4));
        assertThat(count(hero(t.state(), "hero-1"), KotItems.CHEESE.withUses(1)))
                .isEqualTo(1);
    }

    @Test
    @DisplayName("EN §66, 11 / §70 (53): one point of cheese against 4 goatmen (10 gold each) asks 39 gold, not 36")
    void cheeseOnTheGoatmenTotal() {
        GameState s = withItem(hurt(meet(strong(), "53", "goatmen", 4), 50), "hero-1", KotItems.CHEESE);
        Transition t = act(act(s, "wait", 1).state(), "choose hero-1 hidden-cheese:1");
        t = act(t.state(), "pass");
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.GOLD, 39));
    }

    @Test
    @DisplayName("EN §66, 14 / §70 (53): the goatmen are on the ale's list: one use bribes 3 of 4 goatmen, 30 gold")
    void aleOnTheGoatmen() {
        GameState s = withItem(hurt(meet(strong(), "53", "goatmen", 4), 50), "hero-1", KotItems.ale(2));
        Transition t = act(s, "wait", 1);
        assertThat(legal(t.state())).contains("choose hero-1 hidden-ale:1");
        t = act(act(t.state(), "choose hero-1 hidden-ale:1").state(), "pass");
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.GOLD, 30));
    }

    @Test
    @DisplayName(
            "EN §19 / §67 (21): Friendship cuts the whole per-head bribe to a tenth: 6 villagers' 12 gold fall to 1")
    void friendshipOnAPerHeadBribe() {
        Hero mage = Hero.create(
                HeroSpec.builder()
                        .id("hero-1")
                        .name("mage")
                        .subAttribute(SubAttribute.SORCERY)
                        .spells(Set.of(Spell.FRIENDSHIP))
                        .build(),
                RuleOptions.englishEdition());
        GameState s = hurt(meet(Fixture.of(ENGINE).hero(mage), "21", "relavila-villagers", 6), 10);
        Transition t = act(s, "wait", 4);
        t = act(t.state(), "cast hero-1 friendship -> bribe");
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.GOLD, 1));
        // 7 villagers: 14 gold fall to 1 as well
        s = hurt(meet(Fixture.of(ENGINE).hero(mage), "21", "relavila-villagers", 7), 10);
        t = act(act(s, "wait", 4).state(), "cast hero-1 friendship -> bribe");
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.GOLD, 1));
    }

    // ------------------------------------------------------------------ items on other tiles

    @Test
    @DisplayName("EN §66 / §70: the dried cheese makes the giant rats Peaceful")
    void cheeseForTheRats() {
        GameState s = withItem(meet(strong(), "52", "giant-rats", 6), "hero-1", KotItems.CHEESE);
        Transition t = act(act(s, "wait", 5).state(), "choose hero-1 hidden-cheese-rats");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        assertThat(texts(t)).endsWith("they do not attack");
        assertThat(count(hero(t.state(), "hero-1"), KotItems.CHEESE.withUses(2)))
                .isEqualTo(1);
    }

    @Test
    @DisplayName("EN §66: the identification tag makes listed humanoids Peaceful, once in the adventure")
    void tagOnce() {
        GameState s = withItem(meet(strong(), "25", "hob-goblins", 4), "hero-1", KotItems.TAG);
        Transition t = act(s, "wait", 2);
        assertThat(legal(t.state())).contains("choose hero-1 hidden-tag");
        t = act(t.state(), "choose hero-1 hidden-tag");
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        assertThat(count(hero(t.state(), "hero-1"), KotItems.TAG)).isZero();
        assertThat(t.state().scenarioState().flag(HiddenRooms.TAG_SHOWN)).isTrue();

        // a second tag, after the first was shown: it works no more; the fight starts
        GameState again = withScenario(
                withItem(meet(strong(), "25", "hob-goblins", 4), "hero-1", KotItems.TAG),
                ScenarioState.EMPTY.withFlag(HiddenRooms.TAG_SHOWN, true));
        t = act(again, "wait", 2);
        assertThat(t.state().phase()).isInstanceOf(Phase.Fighting.class);
    }

    // ------------------------------------------------------------------ 22 the Fish God

    @Test
    @DisplayName("EN §67 (22): Peaceful on the roll, they show the waterway: the next tens digit is 2")
    void fishGodWaterway() {
        Transition t = act(meet(strong(), "22", "fish-god-descendants", 2), "wait", 1);
        assertThat(t.state().scenarioState().counter(Keys.FIXED_TENS)).isEqualTo(2);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
        // the next tile: only the units are rolled
        t = act(t.state(), "explore", 3);
        assertThat(t.state().scenarioState().set(Keys.FLIPPED)).contains("23");
    }

    @Test
    @DisplayName("EN §67 (22): a follower offered, the other followers leave; then the waterway")
    void fishGodFollowerOffered() {
        GameState s = meet(
                strong().follower(SOLDIER, 2).follower(FollowerType.LAMPLIGHTER, 1), "22", "fish-god-descendants", 2);
        Transition t = act(s, "wait", 3);
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.FOLLOWER, 1));
        t = act(t.state(), "pay-bribe " + SOLDIER.key());
        assertThat(t.state().party().followers().total()).isZero();
        assertThat(t.state().scenarioState().counter(Keys.FIXED_TENS)).isEqualTo(2);
        assertThat(texts(t)).contains("shocked by the offering, the other followers leave the party");
    }

    @Test
    @DisplayName("EN §67 (22): a Captured offered, nobody leaves")
    void fishGodCapturedOffered() {
        FollowerKind captured = FollowerKind.captured("hob-goblins");
        GameState s = meet(strong().follower(SOLDIER, 2).follower(captured, 1), "22", "fish-god-descendants", 1);
        Transition t = act(act(s, "wait", 5).state(), "pay-bribe " + captured.key());
        assertThat(t.state().party().followers().total()).isEqualTo(2);
        assertThat(t.state().scenarioState().counter(Keys.FIXED_TENS)).isEqualTo(2);
    }

    // ------------------------------------------------------------------ 23 adventurers

    @Test
    @DisplayName(
            "EN §67 (23): Peaceful adventurers may be hired: swordsman 9 gold (max 3), magician 12 (max 2), scout 7 (max 1)")
    void hireAdventurers() {
        GameState s = withGold(meet(strong(), "23", "adventurers", 6), "hero-1", 30);
        Transition t = act(s, "wait", 1);
        assertThat(legal(t.state()))
                .contains(
                        "choose hero-1 peaceful-hire:swordsman:1",
                        "choose hero-1 peaceful-hire:magician:1:knockout",
                        "choose hero-1 peaceful-hire:magician:1:ice-lance",
                        "choose hero-1 peaceful-hire:scout:1");
        t = act(t.state(), "choose hero-1 peaceful-hire:scout:1");
        assertThat(legal(t.state())).noneMatch(a -> a.contains("scout"));
        t = act(t.state(), "choose hero-1 peaceful-hire:magician:1:ice-lance");
        assertThat(hero(t.state(), "hero-1").equipment().gold()).isEqualTo(11);
        assertThat(t.state().party().followers().count(FollowerType.SCOUT)).isEqualTo(1);
        assertThat(t.state().party().followers().count(FollowerType.MAGICIAN)).isEqualTo(1);
        assertThat(t.state().party().followers().magicianSorcery()).isEqualTo(1);
        assertThat(t.state().party().followers().magicianSpell()).contains(Spell.ICE_LANCE);
        // 11 gold left: a swordsman (9), not a magician (12)
        assertThat(legal(t.state()))
                .contains("choose hero-1 peaceful-hire:swordsman:1")
                .noneMatch(a -> a.contains("magician"));
    }

    @Test
    @DisplayName("EN §28, §67 (23): a second Magician hired joins the first one's spell: nothing more to choose")
    void secondMagicianSharesTheSpell() {
        GameState s = withGold(meet(strong(), "23", "adventurers", 6), "hero-1", 30);
        Transition t = act(act(s, "wait", 1).state(), "choose hero-1 peaceful-hire:magician:1:knockout");
        assertThat(legal(t.state()))
                .contains("choose hero-1 peaceful-hire:magician:2")
                .noneMatch(a -> a.startsWith("choose hero-1 peaceful-hire:magician:2:"));
        t = act(t.state(), "choose hero-1 peaceful-hire:magician:2");
        assertThat(t.state().party().followers().count(FollowerType.MAGICIAN)).isEqualTo(2);
        assertThat(t.state().party().followers().magicianSpell()).contains(Spell.KNOCKOUT);
    }

    @Test
    @DisplayName("EN §67 (23): the adventurers' bribe is 2 gold each: 12 for six; they have two treasure rolls")
    void adventurersBribe() {
        Transition t = act(meet(strong(), "23", "adventurers", 6), "wait", 3);
        assertThat(asked(t.state())).isEqualTo(new Bribe(Bribe.Kind.GOLD, 12));
        assertThat(AskRules.ask(
                                new PeacefulRooms().creatureRules().get("adventurers"),
                                PeacefulRooms.ADVENTURERS,
                                6,
                                t.state(),
                                new Would.TreasureRolls(1))
                        .rolls())
                .isEqualTo(2);
    }

    // ------------------------------------------------------------------ 24 the trader

    @Test
    @DisplayName("EN §67 (24): Trade: buy one of the goods the hero can pay")
    void trade() {
        GameState s = withGold(meet(strong(), "24", "elven-traders", 2), "hero-1", 10);
        Transition t = act(s, "wait", 4);
        assertThat(legal(t.state()))
                .containsExactly(
                        "choose party buy:identification-tag:hero-1",
                        "choose party buy:holy-water:hero-1",
                        "choose party buy:ale-bottle:hero-1",
                        "choose party fight",
                        "choose party leave");
        t = act(t.state(), "choose party buy:holy-water:hero-1");
        assertThat(hero(t.state(), "hero-1").equipment().gold()).isEqualTo(3);
        assertThat(count(hero(t.state(), "hero-1"), Gear.HOLY_WATER)).isEqualTo(1);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }

    @Test
    @DisplayName("EN §67 (24): the trader's holy water expires at the end of the adventure: bought with 1 of the hero's"
            + " own, one is left when the adventure ends (here by the death of one of two heroes, EN §63)")
    void traderHolyWaterExpires() {
        Fixture duo = Fixture.of(ENGINE).hero(SubAttribute.STRENGTH).hero(SubAttribute.STRENGTH);
        GameState s = withItem(withGold(meet(duo, "24", "elven-traders", 2), "hero-1", 10), "hero-1", Gear.HOLY_WATER);
        Transition t = act(act(s, "wait", 4).state(), "choose party buy:holy-water:hero-1");
        assertThat(count(hero(t.state(), "hero-1"), Gear.HOLY_WATER)).isEqualTo(2);
        assertThat(hero(t.state(), "hero-1").effects()).containsKey(Effect.EXPIRES + "holy-water");

        // hero-2 at 1 Life fails the poison gas (46): he dies, and the adventure fails
        Hero weak = hero(t.state(), "hero-2");
        GameState last = withHero(t.state(), weak.damage(weak.life() - 1));
        // the d66 46; the party may search first (EN §34): it goes in, and the gas: hero-1 6, hero-2 1
        Transition end = act(act(last, "explore", 4, 6).state(), "enter", 6, 1);
        assertThat(end.state().isTerminal()).isTrue();
        assertThat(texts(end)).contains("the holy-water of hero-1 expires with the adventure");
        assertThat(count(hero(end.state(), "hero-1"), Gear.HOLY_WATER)).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §67 (24), §71 (66): the trader's flask is the first thrown: thrown at the torturer, it takes its"
            + " expiry with it and the other flask lasts")
    void traderHolyWaterThrown() {
        Hero base = hero(strong().exploring(), "hero-1");
        Hero h = io.github.roguelikehalf.rules.hero.ImmutableHero.copyOf(base)
                .withEquipment(base.equipment().add(Gear.HOLY_WATER).add(Gear.HOLY_WATER))
                .withEffect(Effect.expiring("EN §67", Gear.HOLY_WATER.key()));
        Fixture f = Fixture.of(ENGINE).hero(h);
        Transition t = act(
                f.fight("66", Fixture.enemies("abyssal-torturer", 7)), "throw hero-1 holy-water -> abyssal-torturer");
        assertThat(count(hero(t.state(), "hero-1"), Gear.HOLY_WATER)).isEqualTo(1);
        assertThat(hero(t.state(), "hero-1").effects()).doesNotContainKey(Effect.EXPIRES + "holy-water");
    }

    @Test
    @DisplayName("EN §67 (24): fighting the trader, 1d6 of 5 or 6: he fights")
    void traderFights() {
        Transition t =
                act(act(meet(strong(), "24", "elven-traders", 2), "wait", 1).state(), "choose party fight", 5);
        assertThat(texts(t)).contains("the party fights the trader: 5, he fights");
        assertThat(t.state().phase()).isInstanceOf(Phase.Fighting.class);
    }

    @Test
    @DisplayName("EN §67 (24): fighting the trader, 1d6 of 4 or less: he flees, leaving his two treasure rolls")
    void traderFlees() {
        GameState s = withGold(meet(strong(), "24", "elven-traders", 2), "hero-1", 0);
        Transition t = act(act(s, "wait", 2).state(), "choose party fight", 3, 2, 4, 2, 5);
        assertThat(texts(t)).contains("the party fights the trader: 3, he flees, leaving his goods");
        assertThat(hero(t.state(), "hero-1").equipment().gold()).isEqualTo(9);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }

    // ------------------------------------------------------------------ 25 and 26: information

    @Test
    @DisplayName("EN §67 (25): Information: one more tile counted, and the captain is told")
    void hobGoblinsInformation() {
        Transition t = act(meet(strong(), "25", "hob-goblins", 4), "wait", 5);
        assertThat(t.state().scenarioState().counter(Keys.EXTRA_TILES)).isEqualTo(1);
        assertThat(t.state().scenarioState().flag(PeacefulRooms.HOB_GOBLINS_TOLD))
                .isTrue();
        assertThat(Linear.nextTile(t.state())).isEqualTo(3);
    }

    @Test
    @DisplayName("EN §67 (25): the information never skips the 4th tile's intermediate event (docs/rulings.md)")
    void hobGoblinsNeverSkipTheRogues() {
        GameState s = withScenario(
                meet(strong(), "25", "hob-goblins", 4), ScenarioState.EMPTY.withCounter(Keys.EXTRA_TILES, 2));
        Transition t = act(s, "wait", 6);
        assertThat(t.state().scenarioState().counter(Keys.EXTRA_TILES)).isEqualTo(2);
        assertThat(t.state().scenarioState().flag(PeacefulRooms.HOB_GOBLINS_TOLD))
                .isTrue();
        assertThat(Linear.fixed(t.state())).hasValue(Keys.ROGUES_TILE);
    }

    @Test
    @DisplayName("EN §67 (26): Information: the cobbits give a dungeon map")
    void cobbitsInformation() {
        Transition t = act(meet(strong(), "26", "cobbits", 3), "wait", 6);
        assertThat(t.state().scenarioState().counter(Keys.MAPS)).isEqualTo(1);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }

    // ------------------------------------------------------------------ the waterway

    @Test
    @DisplayName("EN §67 / §69: an oil-soaked hero may wash in the waterway of a 2x room")
    void wash() {
        GameState s = meet(strong(), "26", "cobbits", 3);
        s = withHero(s, hero(s, "hero-1").withEffect(Effect.oilSoaked(Keys.TRAPS)));
        Transition t = act(s, "wait", 4);
        assertThat(legal(t.state())).containsExactly("choose hero-1 peaceful-wash", "pass");
        t = act(t.state(), "choose hero-1 peaceful-wash");
        assertThat(hero(t.state(), "hero-1").effects()).doesNotContainKey(Effect.OIL_SOAKED);
        assertThat(t.state().phase()).isEqualTo(new Phase.Exploring());
    }
}

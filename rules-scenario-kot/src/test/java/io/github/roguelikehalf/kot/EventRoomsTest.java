package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.TrapRoomsTest.play;
import static io.github.roguelikehalf.kot.TrapRoomsTest.texts;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.Action;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.Event;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.engine.ImmutableGameState;
import io.github.roguelikehalf.rules.engine.Offer;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.Progress;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.engine.Transition;
import io.github.roguelikehalf.rules.engine.Window;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import io.github.roguelikehalf.testkit.Fixture;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The special events of tiles 31-36 (EN §68) through {@code Engine.apply} with scripted dice. A Strength hero of the
 * test kit has Technique 0, Life 6, sub-attribute 2 and 10 gold; a Sorcery hero Technique 0, Life 5, cloth armour (+1
 * to Dexterity rolls) and a lantern in hand.
 */
@DisplayName("Knight of Twilight: special events, tiles 31-36 (EN §68)")
class EventRoomsTest {

    private static final Engine ENGINE = Engine.of(new KnightOfTwilight());

    private static List<String> legal(GameState s) {
        return ENGINE.legalActions(s).stream().map(Action::toString).toList();
    }

    private static GameState alone(SubAttribute sub) {
        return Fixture.of(new KnightOfTwilight()).hero(sub).exploring();
    }

    private static Hero hero(GameState s) {
        return s.party().hero("hero-1");
    }

    @Test
    @DisplayName(
            "EN §68, 31: the chest: 2 + 1 < 4 fails for 1 Life and it may be tried again; 3 + 1 opens it: treasure 2, 1d6 = 4 gold")
    void chest() {
        Transition at = play(alone(SubAttribute.SORCERY), "explore", 3, 1);
        assertThat(legal(at.state())).containsExactly("choose party open:hero-1", "choose party leave");

        Transition failed = play(at.state(), "choose party open:hero-1", 2);
        assertThat(hero(failed.state()).life()).isEqualTo(4);
        assertThat(legal(failed.state())).containsExactly("choose party open:hero-1", "choose party leave");

        Transition opened = play(failed.state(), "choose party open:hero-1", 3, 2, 4);
        assertThat(hero(opened.state()).equipment().gold()).isEqualTo(14);
        assertThat(texts(opened, "EN §39-§40 / JP §38-§39"))
                .containsExactly("treasure of the chest: 4 gold", "treasure: 1d6 gold");
        assertThat(opened.state().progress().tilesCleared()).isEqualTo(1);

        Transition left = play(at.state(), "choose party leave");
        assertThat(hero(left.state()).equipment().gold()).isEqualTo(10);
        assertThat(left.state().progress().tilesCleared()).isEqualTo(1);
    }

    @Test
    @DisplayName("EN §68, 31: a follower may open the chest; his failure (2 < 4) kills him")
    void chestFollower() {
        GameState s = Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .follower(FollowerType.PORTER, 2)
                .exploring();
        Transition at = play(s, "explore", 3, 1);
        Transition failed = play(at.state(), "choose party open:porter", 2);
        assertThat(failed.state().party().followers().count(FollowerType.PORTER))
                .isEqualTo(1);
        assertThat(legal(failed.state())).contains("choose party open:porter");
    }

    @Test
    @DisplayName("EN §68, 32: the hunter's request: the next d66 has tens 5 and units +2 (a 4 gives 56)")
    void hunterTrail() {
        Transition at = play(alone(SubAttribute.STRENGTH), "explore", 3, 2);
        Transition accepted = play(at.state(), "choose party accept");
        assertThat(accepted.state().scenarioState().flag(Keys.HUNTER)).isTrue();

        Transition next = play(accepted.state(), "explore", 4, 1);
        assertThat(next.events().stream().map(e -> e.text())).contains("d66 56");
        assertThat(next.state().scenarioState().flag(Keys.HUNTER)).isFalse();

        Transition declined = play(at.state(), "choose party decline");
        assertThat(declined.state().scenarioState().flag(Keys.HUNTER)).isFalse();
    }

    /** The state after the fight on a tile is won, before its treasure. */
    private static GameState won(GameState s, String tile) {
        Encounter e = new Encounter(tile, Fixture.enemies("tentacle-beasts", 3));
        return ImmutableGameState.copyOf(s).withPhase(new Phase.AfterFight(e, Window.of(Window.Kind.AFTER_FIGHT)));
    }

    /** What the scenario offers after the fight won on a tile. */
    private static List<Offer> offers(GameState s, String tile) {
        return new KnightOfTwilight().windowOffers(Window.of(Window.Kind.AFTER_FIGHT), won(s, tile));
    }

    @Test
    @DisplayName(
            "EN §68, 32: the creatures of the hunter's target defeated: he pays 10 gold; elsewhere he pays nothing")
    void hunterReward() {
        GameState accepted = play(
                        play(alone(SubAttribute.STRENGTH), "explore", 3, 2).state(), "choose party accept")
                .state();
        GameState reached = play(accepted, "explore", 4, 1).state();
        assertThat(offers(reached, "56")).containsExactly(new Offer("party", EventRooms.HUNTER_OFFER));
        GameState after = ENGINE.validate(won(reached, "56"));
        assertThat(legal(after)).contains("choose party " + EventRooms.HUNTER_OFFER);

        // then the beasts' treasure: 1 is 1 gold
        Transition paid = play(after, "choose party " + EventRooms.HUNTER_OFFER, 1);
        assertThat(texts(paid, "EN §68")).containsExactly("the hunter gets his parts and pays 10 gold to hero-1");
        assertThat(hero(paid.state()).equipment().gold()).isEqualTo(21);
        assertThat(legal(paid.state())).doesNotContain("choose party " + EventRooms.HUNTER_OFFER);

        assertThat(offers(accepted, "56")).isEmpty();
        assertThat(offers(reached, "52")).isEmpty();
    }

    @Test
    @DisplayName(
            "EN §68, 32: the hunter's d66 names a flipped tile (56): the request is completed at once (10 gold), and the next d66 is rolled as normal")
    void hunterTargetFlipped() {
        GameState s = alone(SubAttribute.STRENGTH);
        s = ImmutableGameState.copyOf(s).withScenarioState(s.scenarioState().withAdded(Keys.FLIPPED, "56"));
        GameState accepted =
                play(play(s, "explore", 3, 2).state(), "choose party accept").state();
        int gold = hero(accepted).equipment().gold();
        // units 4 + 2 = 6: 56, flipped; then a d66 as normal: 1, 1 (an empty room)
        Transition next = play(accepted, "explore", 4, 1, 1);
        assertThat(next.events().stream().map(Event::text))
                .contains("the hunter's target, 56, is flipped already: he is done and pays 10 gold to hero-1");
        assertThat(hero(next.state()).equipment().gold()).isEqualTo(gold + 10);
        assertThat(next.state().scenarioState().set(Keys.FLIPPED))
                .contains("11")
                .doesNotContain("61");
        assertThat(next.state().scenarioState().flag(Keys.HUNTER)).isFalse();
    }

    @Test
    @DisplayName(
            "EN §68, 36 then 33: the cemetery curses the hero (-1 to attack rolls); the altar lifts it and blesses him: +1 once to the next check")
    void cemeteryThenAltar() {
        Transition cursed = play(alone(SubAttribute.SORCERY), "explore", 3, 6);
        Effect curse = hero(cursed.state()).effects().get(Effect.CURSED);
        assertThat(curse.modifiers()).containsExactly(Map.entry(CheckKind.ATTACK, -1));
        assertThat(cursed.state().progress().tilesCleared()).isEqualTo(1);

        Transition altar = play(cursed.state(), "explore", 3, 3);
        assertThat(hero(altar.state()).effects()).doesNotContainKey(Effect.CURSED);
        assertThat(legal(altar.state())).containsExactly("choose party pray:hero-1", "choose party leave");

        Transition prayed = play(altar.state(), "choose party pray:hero-1");
        Effect blessing = hero(prayed.state()).effects().get(EventRooms.ALTAR_BLESSING);
        assertThat(blessing.usesLeft()).hasValue(1);
        assertThat(blessing.modifiers()).hasSize(CheckKind.values().length).containsEntry(CheckKind.DEXTERITY, 1);

        // the chest: 2 + 0 + 1 (cloth armour) + 1 (the blessing) = 4 opens it, and the blessing is spent
        GameState chest = play(prayed.state(), "explore", 3, 1).state();
        Transition opened = play(chest, "choose party open:hero-1", 2, 1);
        assertThat(hero(opened.state()).life()).isEqualTo(5);
        assertThat(hero(opened.state()).effects()).doesNotContainKey(EventRooms.ALTAR_BLESSING);
        assertThat(hero(opened.state()).equipment().gold()).isEqualTo(11);
    }

    @Test
    @DisplayName("EN §68, 36: with the altar flipped before, the cursed hero may return at once: the curse is lifted")
    void cemeteryReturnToAltar() {
        GameState prayed = play(
                        play(alone(SubAttribute.STRENGTH), "explore", 3, 3).state(), "choose party leave")
                .state();
        Transition cursed = play(prayed, "explore", 3, 6);
        assertThat(legal(cursed.state())).containsExactly("choose party return", "choose party stay");

        Transition back = play(cursed.state(), "choose party return");
        assertThat(hero(back.state()).effects()).doesNotContainKey(Effect.CURSED);
        Transition stay = play(cursed.state(), "choose party stay");
        assertThat(hero(stay.state()).effects()).containsKey(Effect.CURSED);
    }

    @Test
    @DisplayName("EN §68, 36: of two heroes one is cursed at random (1d2 = 2: hero-2)")
    void cemeteryTwoHeroes() {
        GameState s = Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .hero(SubAttribute.SORCERY)
                .exploring();
        Transition t = play(s, "explore", 3, 6, 2);
        assertThat(t.state().party().hero("hero-2").effects()).containsKey(Effect.CURSED);
        assertThat(hero(t.state()).effects()).doesNotContainKey(Effect.CURSED);
    }

    @Test
    @DisplayName("EN §68, 34: a rest of 2 or more: +1 Life and +1 sub-attribute point, never above the maximum")
    void goodRest() {
        Hero base = Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .party()
                .hero("hero-1");
        Hero tired = ImmutableHero.copyOf(base).withLife(3).withSubAttributeValue(0);
        GameState start =
                Fixture.of(new KnightOfTwilight()).hero(SubAttribute.STRENGTH).exploring();
        GameState s = ImmutableGameState.copyOf(start).withParty(start.party().with(tired));
        // the wounded hero could eat: the party enters the tile by itself
        GameState camp = play(play(s, "explore", 3, 4).state(), "enter").state();
        assertThat(legal(camp)).containsExactly("choose party rest", "choose party leave");

        Transition rested = play(camp, "choose party rest", 2);
        assertThat(hero(rested.state()).life()).isEqualTo(4);
        assertThat(hero(rested.state()).subAttributeValue()).isEqualTo(1);

        Transition fresh =
                play(play(alone(SubAttribute.STRENGTH), "explore", 3, 4).state(), "choose party rest", 6);
        assertThat(hero(fresh.state()).life()).isEqualTo(6);
        assertThat(hero(fresh.state()).subAttributeValue()).isEqualTo(2);
    }

    @Test
    @DisplayName(
            "EN §68, 34: a rest of 1 fixes the next tens digit to 5, unless the next tile is the intermediate event")
    void badRest() {
        Transition bad =
                play(play(alone(SubAttribute.STRENGTH), "explore", 3, 4).state(), "choose party rest", 1);
        assertThat(bad.state().scenarioState().counter(Keys.FIXED_TENS)).isEqualTo(5);

        GameState third = ImmutableGameState.copyOf(alone(SubAttribute.STRENGTH))
                .withProgress(new Progress(2, 2, Set.of(), Map.of()));
        Transition beforeRogues = play(play(third, "explore", 3, 4).state(), "choose party rest", 1);
        assertThat(beforeRogues.state().scenarioState().counter(Keys.FIXED_TENS))
                .isZero();
    }

    @Test
    @DisplayName("EN §68, 34: after a rest of 1 the Weak Creatures of the next tile (56, 1d3+2 = 3 tentacle beasts)"
            + " attack first with no reaction roll, and defence rolls are at -1 in round 1 only: 6 + 1 - 2 - 1 = 4, then"
            + " 6 + 1 - 2 = 5 in round 2")
    void restlessCampAmbush() {
        GameState bad = play(play(alone(SubAttribute.STRENGTH), "explore", 3, 4).state(), "choose party rest", 1)
                .state();
        assertThat(bad.scenarioState().flag(Keys.CAMP_AMBUSH)).isTrue();

        Transition met = play(bad, "explore", 6, 1);
        assertThat(texts(met, "EN §68"))
                .contains("3 tentacle beasts fall on the party from the encampment: no reaction roll, and -1 to defence"
                        + " rolls until the end of round 1");
        // the party may escape before the enemies' half (EN §42 / JP §42): it stays
        GameState stays = play(met.state(), "pass").state();
        Phase.Fighting f = (Phase.Fighting) stays.phase();
        assertThat(f.combat().heroesFirst()).isFalse();
        assertThat(f.combat().round()).isEqualTo(1);
        assertThat(f.combat().incoming()).hasSize(3);

        Transition first = play(stays, "defend hero-1", 6);
        assertThat(first.events().stream()
                        .flatMap(e -> e.check().stream())
                        .findFirst()
                        .orElseThrow()
                        .total())
                .isEqualTo(4);
        GameState round2 = play(
                        play(play(first.state(), "defend hero-1", 6).state(), "defend hero-1", 6)
                                .state(),
                        "hold hero-1")
                .state();
        Transition later = play(play(round2, "pass").state(), "defend hero-1", 6);
        assertThat(later.events().stream()
                        .flatMap(e -> e.check().stream())
                        .findFirst()
                        .orElseThrow()
                        .total())
                .isEqualTo(5);
    }

    @Test
    @DisplayName("EN §68, 34: without a restless camp the same tile is met as usual (attack first or wait)")
    void noAmbushWithoutTheCamp() {
        GameState fixed = ImmutableGameState.copyOf(alone(SubAttribute.STRENGTH))
                .withScenarioState(ScenarioState.EMPTY.withCounter(Keys.FIXED_TENS, 5));
        Transition met = play(fixed, "explore", 6, 1);
        assertThat(met.state().phase()).isInstanceOf(Phase.Approaching.class);
    }

    @Test
    @DisplayName("EN §68, 35: the statue's carrier takes no weapon in hand outside a fight; in a fight the swap is his"
            + " round's action")
    void statueCarrierReadiesInAFight() {
        Hero base = Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .party()
                .hero("hero-1");
        Hero armed = ImmutableHero.copyOf(base)
                .withEquipment(base.equipment().add(Weapon.of(WeaponClass.ONE_HANDED, DamageType.BLUNT)));
        String swap = "swap hero-1 -> "
                + Weapon.of(WeaponClass.ONE_HANDED, DamageType.BLUNT).key();
        Fixture free = Fixture.of(new KnightOfTwilight()).hero(armed).follower(FollowerType.PORTER, 3);
        assertThat(legal(free.exploring())).contains(swap);

        Hero carrier =
                ImmutableHero.copyOf(armed).withEquipment(armed.equipment().add(CoolStatue.ITEM));
        Fixture laden = Fixture.of(new KnightOfTwilight()).hero(carrier).follower(FollowerType.PORTER, 3);
        assertThat(legal(laden.exploring())).doesNotContain(swap);

        GameState fight = laden.fight("56", Fixture.enemies("tentacle-beasts", 3));
        GameState round1 = play(fight, "hold hero-1").state();
        assertThat(legal(round1)).contains(swap);
        Transition swapped = play(round1, swap);
        assertThat(swapped.events().stream().map(e -> e.text()).toList())
                .contains("hero-1 takes "
                        + Weapon.of(WeaponClass.ONE_HANDED, DamageType.BLUNT).key()
                        + " in hand, which takes the round");
    }

    @Test
    @DisplayName(
            "EN §68, 35: the statue (6 items) is carried only within the carry limit: alone no, with 3 porters yes")
    void statue() {
        GameState alone = play(alone(SubAttribute.STRENGTH), "explore", 3, 5).state();
        assertThat(legal(alone)).containsExactly("choose party leave");

        GameState helped = Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .follower(FollowerType.PORTER, 3)
                .exploring();
        GameState at = play(helped, "explore", 3, 5).state();
        assertThat(legal(at)).containsExactly("choose party carry", "choose party leave");
        Transition carried = play(at, "choose party carry");
        assertThat(hero(carried.state()).equipment().carried()).contains(CoolStatue.ITEM);
    }

    @Test
    @DisplayName("EN §68, 35: selling the statue: 1d6 = 3 worthless; 1d6 = 4 and 1d3 = 3 (a 5): 30 gold")
    void sellStatue() {
        Hero h = Fixture.of(new KnightOfTwilight())
                .hero(SubAttribute.STRENGTH)
                .party()
                .hero("hero-1");
        Hero with = ImmutableHero.copyOf(h).withEquipment(h.equipment().add(CoolStatue.ITEM));

        Hero worthless = CoolStatue.sell(with, Dice.of(3));
        assertThat(worthless.equipment().gold()).isEqualTo(10);
        assertThat(worthless.equipment().carried()).doesNotContain(CoolStatue.ITEM);
        assertThat(CoolStatue.sell(with, Dice.of(4, 5)).equipment().gold()).isEqualTo(40);
        assertThatThrownBy(() -> CoolStatue.sell(h, Dice.of(4, 5)))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("carries no cool statue");
    }
}

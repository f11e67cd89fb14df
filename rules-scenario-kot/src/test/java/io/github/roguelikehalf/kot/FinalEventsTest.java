package io.github.roguelikehalf.kot;

import static io.github.roguelikehalf.kot.FinalPlay.hero;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.check.Modifier;
import io.github.roguelikehalf.rules.engine.Decision;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.Phase;
import io.github.roguelikehalf.rules.engine.ScenarioState;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.Weapon;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The intermediate event (EN §73), the final event (EN §74) and its clear (EN §75), played through
 * {@code Engine.apply} with scripted dice. The heroes are Divinity heroes without growth: Technique 0, Life 5, a
 * one-handed slashing weapon and the lantern in hand, chain armour (EN §26).
 */
@DisplayName("Knight of Twilight: the Midnight Rogues and the final event (EN §73-§75)")
class FinalEventsTest {

    static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
    static final FollowerKind BOWMAN = FollowerKind.of(FollowerType.BOWMAN, DamageType.SLASHING);
    static final Item SWORD = Weapon.of(io.github.roguelikehalf.rules.item.WeaponClass.ONE_HANDED, DamageType.SLASHING);

    static Party solo() {
        return Party.of(hero("hero-1", SubAttribute.DIVINITY));
    }

    static Party two() {
        return new Party(
                List.of(hero("hero-1", SubAttribute.DIVINITY), hero("hero-2", SubAttribute.DIVINITY)),
                io.github.roguelikehalf.rules.follower.Followers.none());
    }

    static ScenarioState clears(int n) {
        return ScenarioState.EMPTY.withCounter(Keys.CLEARS, n);
    }

    /** The party before the final event, the Rogues met (and defeated, unless told). */
    static FinalPlay beforeFinal(Party party, int clears, boolean roguesDefeated) {
        FinalPlay p = new FinalPlay(party, clears(clears)).atTile(Linear.LAST);
        return p.scenario(p.scenario().withFlag(Keys.ROGUES_MET, true).withFlag(Keys.ROGUES_DEFEATED, roguesDefeated));
    }

    static List<String> mods(io.github.roguelikehalf.rules.check.CheckResult r) {
        return r.check().modifiers().stream().map(Modifier::name).toList();
    }

    @Nested
    @DisplayName("EN §73: the Midnight Rogues")
    class Rogues {

        @Test
        @DisplayName("EN §73: met on the 4th tile: 1d6 Rogues, the first hero's Dexterity check 5 wins the initiative")
        void initiativeWon() {
            FinalPlay p = new FinalPlay(solo(), ScenarioState.EMPTY).atTile(4);
            p.act("explore", 3, 5);
            assertThat(p.texts()).contains("3 Midnight Rogues appear (1d6 3)");
            assertThat(p.rolls()).containsExactly("hero-1 Dexterity roll: 5 vs 5");
            assertThat(p.scenario().flag(Keys.ROGUES_MET)).isTrue();
            assertThat(p.combat().heroesFirst()).isTrue();
            assertThat(p.enemy("midnight-rogues").current()).isEqualTo(3);
            assertThat(p.hero("hero-1").equipment().hands()).contains(SWORD);
            assertThat(p.legal()).contains("attack hero-1 -> midnight-rogues").doesNotContain("escape");
        }

        @Test
        @DisplayName("EN §73: one more Rogue per clear of the final event, at most two more")
        void moreAfterClears() {
            FinalPlay p = new FinalPlay(solo(), clears(2)).atTile(4);
            p.act("explore", 4, 5);
            assertThat(p.texts()).contains("6 Midnight Rogues appear (1d6 4 + 2 for the clears)");
            assertThat(p.enemy("midnight-rogues").current()).isEqualTo(6);
        }

        @Test
        @DisplayName(
                "EN §73: the initiative lost, the Rogues steal instead of attacking: a Dexterity check 4 per Rogue")
        void theft() {
            FinalPlay p = new FinalPlay(solo(), ScenarioState.EMPTY).atTile(4);
            // 3 Rogues; initiative 2 < 5; the first theft check is passed, the second is failed: no third one
            p.act("explore", 3, 2, 5, 1);
            assertThat(p.rolls())
                    .containsExactly(
                            "hero-1 Dexterity roll: 2 vs 5",
                            "hero-1 Dexterity roll: 5 vs 4",
                            "hero-1 Dexterity roll: 1 vs 4");
            assertThat(p.combat().heroesFirst()).isFalse();
            assertThat(p.texts()).contains("the Rogues steal hero-1's one-handed-weapon/slashing");
            assertThat(p.hero("hero-1").equipment().hands()).containsExactly(Gear.LANTERN);
            assertThat(p.hero("hero-1").equipment().owns(SWORD)).isFalse();
            assertThat(p.hero("hero-1").life()).isEqualTo(5);

            // unarmed: -2 to the attack roll (EN §29); then the Rogues' 3 attacks of round 2
            p.act("attack hero-1 -> midnight-rogues", 5, 6, 6, 6);
            assertThat(p.checks().get(0).total()).isEqualTo(3);
            assertThat(p.checks().get(0).success()).isFalse();
            assertThat(mods(p.checks().get(0))).contains("unarmed");
            assertThat(p.hero("hero-1").life()).isEqualTo(5);
        }

        @Test
        @DisplayName("EN §73: with two heroes the theft checks are split evenly, the first hero taking the odd one")
        void theftSplit() {
            FinalPlay p = new FinalPlay(two(), ScenarioState.EMPTY).atTile(4);
            p.act("explore", 3, 2, 4, 4, 3);
            assertThat(p.rolls())
                    .containsExactly(
                            "hero-1 Dexterity roll: 2 vs 5",
                            "hero-1 Dexterity roll: 4 vs 4",
                            "hero-1 Dexterity roll: 4 vs 4",
                            "hero-2 Dexterity roll: 3 vs 4");
            assertThat(p.hero("hero-1").equipment().hands()).containsExactly(SWORD, Gear.LANTERN);
            assertThat(p.hero("hero-2").equipment().hands()).containsExactly(Gear.LANTERN);
        }

        @Test
        @DisplayName("EN §73: after the victory a Divinity check 4 brings the stolen weapon back to the hand")
        void weaponBack() {
            FinalPlay p = new FinalPlay(solo(), ScenarioState.EMPTY).atTile(4);
            p.act("explore", 1, 2, 1);
            // a critical hit kills the last Rogue; Divinity 5; treasure 1 + 1: 1d6 gold
            p.act("attack hero-1 -> midnight-rogues", 6, 5, 1, 3);
            assertThat(p.rolls()).contains("hero-1 Divinity roll: 5 vs 4");
            assertThat(p.texts()).contains("hero-1 gets his one-handed-weapon/slashing back in hand");
            assertThat(p.hero("hero-1").equipment().hands()).containsExactly(SWORD, Gear.LANTERN);
            assertThat(p.scenario().flag(Keys.ROGUES_DEFEATED)).isTrue();
            assertThat(p.scenario().set(FinalRogues.STOLEN)).isEmpty();
            assertThat(p.state.phase()).isEqualTo(new Phase.Exploring());
            assertThat(p.state.progress().tilesCleared()).isEqualTo(4);
        }

        /**
         * Regression, found by the nightly contract walk: a weapon brought back to a hero who holds another was carried
         * beyond the party's carry limit.
         */
        @Test
        @DisplayName("EN §73, §27: a weapon brought back that the party has no room to carry is left behind")
        void weaponBackWithoutRoom() {
            FinalPlay p = new FinalPlay(solo(), ScenarioState.EMPTY).atTile(4);
            p.act("explore", 1, 2, 1);
            // another weapon in hand, and the carry limit reached
            io.github.roguelikehalf.rules.hero.Hero h = p.hero("hero-1");
            Item dagger = Weapon.of(io.github.roguelikehalf.rules.item.WeaponClass.LIGHT, DamageType.BLUNT);
            io.github.roguelikehalf.rules.item.Equipment full =
                    h.equipment().add(dagger).hold(List.of(dagger, Gear.LANTERN));
            while (full.slotsUsed() < h.carryLimit()) {
                full = full.add(Gear.ROPE);
            }
            int carried = full.slotsUsed();
            p.state = p.engine.validate(io.github.roguelikehalf.rules.engine.ImmutableGameState.copyOf(p.state)
                    .withParty(p.state
                            .party()
                            .with(io.github.roguelikehalf.rules.hero.ImmutableHero.copyOf(h)
                                    .withEquipment(full))));
            // a critical hit kills the last Rogue; Divinity 5; the treasure waits for the party's choice
            p.act("attack hero-1 -> midnight-rogues", 6, 5);
            assertThat(p.rolls()).contains("hero-1 Divinity roll: 5 vs 4");
            assertThat(p.texts())
                    .contains("hero-1 finds his one-handed-weapon/slashing but has no room to carry it: it is left"
                            + " behind (EN §27)");
            assertThat(p.hero("hero-1").equipment().owns(SWORD)).isFalse();
            assertThat(p.hero("hero-1").equipment().slotsUsed()).isEqualTo(carried);
            assertThat(p.engine.validate(p.state)).isSameAs(p.state);
        }

        @Test
        @DisplayName(
                "EN §73, §9: a failed Divinity check after the victory (a Priest rolls on Divinity, 1 fumbles): the"
                        + " stolen weapon is lost")
        void weaponLost() {
            FinalPlay p = new FinalPlay(solo(), ScenarioState.EMPTY).atTile(4);
            p.act("explore", 1, 2, 1);
            p.act("attack hero-1 -> midnight-rogues", 6, 1, 1, 3);
            assertThat(p.rolls()).contains("hero-1 Divinity roll: 1 vs 4");
            assertThat(p.checks().get(1).check().basis()).isEqualTo(io.github.roguelikehalf.rules.check.Basis.DIVINITY);
            assertThat(p.texts()).contains("hero-1's one-handed-weapon/slashing is not found: it is lost");
            assertThat(p.hero("hero-1").equipment().owns(SWORD)).isFalse();
            assertThat(p.scenario().flag(Keys.ROGUES_DEFEATED)).isTrue();
        }
    }

    @Nested
    @DisplayName("EN §74: the Knight of Twilight")
    class Knight {

        @Test
        @DisplayName("EN §74: no clear yet: the Knight alone (the Rogues defeated); plate armour -1 to attack rolls")
        void knight() {
            FinalPlay p = beforeFinal(solo(), 0, true);
            p.act("explore");
            assertThat(p.state.phase()).isInstanceOf(Phase.Approaching.class);
            p.act("attack-first");
            // 5 - 1 (plate) = 4 against level 4: a hit; then his 2 attacks, defended with chain armour
            p.act("attack hero-1 -> knight-of-twilight", 5, 6, 6);
            assertThat(p.checks().get(0).total()).isEqualTo(4);
            assertThat(p.checks().get(0).success()).isTrue();
            assertThat(p.checks().get(0).check().modifiers())
                    .extracting(Modifier::value)
                    .contains(-1);
            assertThat(p.enemy("knight-of-twilight").current()).isEqualTo(3);
            assertThat(p.legal()).doesNotContain("escape");
        }

        @Test
        @DisplayName("EN §74: the Rogues not defeated join the Knight's battle")
        void roguesJoin() {
            FinalPlay p = beforeFinal(solo(), 0, false);
            p.act("explore", 2);
            assertThat(p.texts())
                    .contains(
                            "the Midnight Rogues were not defeated: they join the battle",
                            "2 Midnight Rogues appear (1d6 2)");
            assertThat(((Phase.Approaching) p.state.phase()).encounter().enemies())
                    .extracting(EnemyGroup::id, EnemyGroup::current)
                    .containsExactly(
                            org.assertj.core.groups.Tuple.tuple("knight-of-twilight", 4),
                            org.assertj.core.groups.Tuple.tuple("midnight-rogues", 2));
        }

        @Test
        @DisplayName("EN §74-§75: the Knight falls: one clear, the adventure won, 1 experience for the hero")
        void cleared() {
            FinalPlay p = beforeFinal(solo(), 0, true);
            int xp = p.hero("hero-1").experience();
            p.fight(
                    Keys.FINAL_TILE,
                    List.of(new EnemyGroup("knight-of-twilight", "knight-of-twilight", 4, 1, false, true)),
                    true);
            p.act("hold hero-1");
            // a hit; treasure 1 + 2: 2d6 gold
            p.act("attack hero-1 -> knight-of-twilight", 5, 1, 3, 4);
            assertThat(p.texts()).contains("the final event is cleared: clear 1 of 3");
            assertThat(KnightOfTwilight.clears(p.scenario())).isEqualTo(1);
            assertThat(p.scenario().flag(Keys.FINAL_WON)).isTrue();
            assertThat(p.state.outcome().orElseThrow().isVictory()).isTrue();
            assertThat(p.hero("hero-1").experience()).isEqualTo(xp + 1);
            assertThat(KnightOfTwilight.clears(KnightOfTwilight.campaign(p.state)))
                    .isEqualTo(1);
        }

        @Test
        @DisplayName("EN §74: after one clear the undead Knight (+1 level, +2 Life, Undead) seduces a combat follower")
        void undeadSeduces() {
            FinalPlay p = beforeFinal(
                    solo().hire("hero-1", SOLDIER, 2, FinalPlay.EN)
                            .hire("hero-1", FollowerKind.of(FollowerType.LAMPLIGHTER), 1, FinalPlay.EN),
                    1,
                    true);
            // the only combat followers are the Soldiers: no choice; their check 3 < 4 fails
            p.act("explore", 3);
            assertThat(p.rolls()).containsExactly("soldier/blunt magic resistance check: 3 vs 4");
            assertThat(p.texts()).contains("one of the soldier/blunt is seduced and joins the Knight of Twilight");
            assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(1);
            assertThat(((Phase.Approaching) p.state.phase()).encounter().enemies())
                    .extracting(EnemyGroup::id, EnemyGroup::current)
                    .containsExactly(
                            org.assertj.core.groups.Tuple.tuple("undead-knight-of-twilight", 6),
                            org.assertj.core.groups.Tuple.tuple("seduced-soldier", 1));
            var knight =
                    new KnightOfTwilight().creature("undead-knight-of-twilight").orElseThrow();
            assertThat(knight.level()).isEqualTo(5);
            assertThat(knight.tags()).contains("undead");
            assertThat(new KnightOfTwilight()
                            .creature("seduced-soldier")
                            .orElseThrow()
                            .level())
                    .isEqualTo(3);
        }

        @Test
        @DisplayName("EN §74: with two groups of combat followers the player picks the one the Knight tries to Seduce")
        void seduceChoice() {
            FinalPlay p = beforeFinal(
                    solo().hire("hero-1", SOLDIER, 1, FinalPlay.EN).hire("hero-1", BOWMAN, 1, FinalPlay.EN), 1, true);
            p.act("explore");
            assertThat(p.decision()).isInstanceOf(Decision.class);
            assertThat(p.legal()).containsExactly("choose party soldier:blunt", "choose party bowman:slashing");
            p.act("choose party bowman:slashing", 4);
            assertThat(p.rolls()).containsExactly("bowman/slashing magic resistance check: 4 vs 4");
            assertThat(p.state.party().followers().total()).isEqualTo(2);
            assertThat(((Phase.Approaching) p.state.phase()).encounter().enemies())
                    .extracting(EnemyGroup::id)
                    .containsExactly("undead-knight-of-twilight");
        }
    }

    @Nested
    @DisplayName("EN §74: the Mage of Dusk Segras")
    class Segras {

        @Test
        @DisplayName(
                "EN §74: after two clears Segras: Knockout on the combat followers, Ice Spear, the staff, the clear")
        void segras() {
            FinalPlay p = beforeFinal(solo().hire("hero-1", SOLDIER, 3, FinalPlay.EN), 2, true);
            p.act("explore");
            assertThat(((Phase.Approaching) p.state.phase()).encounter().enemies())
                    .extracting(EnemyGroup::id, EnemyGroup::current)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("segras", 3));
        }

        @Test
        @DisplayName("EN §74: without combat followers Segras's Ice Spear goes to the living hero with the most Life")
        void iceSpearTargets() {
            FinalPlay p = beforeFinal(two(), 2, true);
            p.with(p.hero("hero-1").damage(1));
            p.fight(Keys.FINAL_TILE, List.of(new EnemyGroup("segras", "segras", 3, 1, false, true)), true);
            p.act("hold hero-1");
            p.act("attack hero-1 -> segras", 2);
            // Ice Spear at hero-2 (5 Life) fails: 3 left; at hero-1 (4) fails: 2 left; at hero-2 (3) resisted
            p.act("attack hero-2 -> segras", 2, 2, 2, 6);
            assertThat(p.rolls())
                    .containsExactly(
                            "hero-2 attack roll: 2 vs 6",
                            "hero-2 magic resistance check: 2 vs 6",
                            "hero-1 magic resistance check: 2 vs 6",
                            "hero-2 magic resistance check: 6 vs 6");
            assertThat(p.hero("hero-1").life()).isEqualTo(2);
            assertThat(p.hero("hero-2").life()).isEqualTo(3);
            assertThat(FinalSegras.sorceryLeft(p.state)).isEqualTo(1);
        }

        private Party withDoll(Party p) {
            return p.with(p.followers()
                    .withWarDoll(java.util.Optional.of(
                            io.github.roguelikehalf.rules.follower.WarDoll.activated(FinalPlay.EN))));
        }

        @Test
        @DisplayName("EN §74, §40: the War Doll is a combat follower: while it stands Segras casts Knockout, not Ice"
                + " Spear, and the Golem does not sleep")
        void segrasAndTheWarDoll() {
            FinalPlay p = beforeFinal(withDoll(solo()), 2, true);
            int life = p.hero("hero-1").life();
            p.fight(Keys.FINAL_TILE, List.of(new EnemyGroup("segras", "segras", 3, 1, false, true)), true);
            p.act("hold hero-1");
            // round 1: the hero misses (2 vs 6), the doll misses twice (fumbles: 1 + Technique 1); Segras casts
            // three Knockouts at the doll, its only target: nothing happens, and no Ice Spear
            p.act("attack hero-1 -> segras", 2);
            p.act("followers attack -> segras", 1, 1);
            assertThat(p.rolls()).containsExactly("war-doll attack roll: 1 vs 6", "war-doll attack roll: 1 vs 6");
            assertThat(p.texts())
                    .filteredOn(t -> t.contains("Knockout at the war doll"))
                    .hasSize(3);
            assertThat(p.state.party().followers().warDoll()).isPresent();
            assertThat(p.hero("hero-1").life()).isEqualTo(life);
            assertThat(FinalSegras.sorceryLeft(p.state)).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §74: the player determines the target of each Knockout among the combat followers (the"
                + " Soldiers or the War Doll)")
        void knockoutTargetChosen() {
            FinalPlay p = beforeFinal(withDoll(solo().hire("hero-1", SOLDIER, 3, FinalPlay.EN)), 2, true);
            p.fight(Keys.FINAL_TILE, List.of(new EnemyGroup("segras", "segras", 3, 1, false, true)), true);
            p.act("hold hero-1");
            p.act("attack hero-1 -> segras", 2);
            p.act("followers attack -> segras", 1, 1, 1, 1, 1);
            assertThat(p.legal())
                    .containsExactly("choose party knockout:war-doll", "choose party knockout:soldier:blunt");
            // the Soldiers roll 5: one falls unconscious; then the doll twice: nothing
            p.act("choose party knockout:soldier:blunt", 5);
            assertThat(p.texts()).contains("1 soldier/blunt fall unconscious until the end of the fight");
            p.act("choose party knockout:war-doll");
            p.act("choose party knockout:war-doll");
            assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(2);
            assertThat(FinalSegras.sorceryLeft(p.state)).isEqualTo(1);
            // his three attacks were spells: the round goes on to the next
            assertThat(p.legal()).noneMatch(a -> a.startsWith("choose"));
        }

        @Test
        @DisplayName(
                "EN §74-§75: Segras's spells, one per attack while his 4 Sorcery last, then his staff; the third clear")
        void spellsThenStaff() {
            FinalPlay p = beforeFinal(solo().hire("hero-1", SOLDIER, 3, FinalPlay.EN), 2, true);
            int xp = p.hero("hero-1").experience();
            p.fight(Keys.FINAL_TILE, List.of(new EnemyGroup("segras", "segras", 3, 1, false, true)), true);
            p.act("hold hero-1");
            // round 1: the hero misses (2 vs 6), the Soldiers miss (fumbles); then Segras: Knockout 5 (one out),
            // Knockout 3 (up to two: the last two), then no combat follower is left: Ice Spear, resisted with 6;
            // his three attacks were spells
            p.act("attack hero-1 -> segras", 2);
            p.act("followers attack -> segras", 1, 1, 1, 5, 3, 6);
            assertThat(p.rolls().subList(3, 6))
                    .containsExactly(
                            "soldier/blunt magic resistance check: 5 vs 6",
                            "soldier/blunt magic resistance check: 3 vs 6",
                            "hero-1 magic resistance check: 6 vs 6");
            assertThat(p.texts())
                    .contains(
                            "1 soldier/blunt fall unconscious until the end of the fight",
                            "2 soldier/blunt fall unconscious until the end of the fight");
            assertThat(p.state.party().followers().total()).isZero();
            assertThat(FinalSegras.sorceryLeft(p.state)).isEqualTo(1);
            assertThat(p.hero("hero-1").life()).isEqualTo(5);

            // round 2: the hero misses; the last Sorcery is an Ice Spear (2 fails: 2 damage), then two staff
            // attacks, defended at +1 (chain armour) +1 (light staff): 4 + 2 = 6
            p.act("attack hero-1 -> segras", 2, 2, 4, 4);
            assertThat(p.rolls())
                    .containsExactly(
                            "hero-1 attack roll: 2 vs 6",
                            "hero-1 magic resistance check: 2 vs 6",
                            "hero-1 defense roll: 4 vs 6",
                            "hero-1 defense roll: 4 vs 6");
            assertThat(p.checks().get(2).total()).isEqualTo(6);
            assertThat(p.checks().get(3).success()).isTrue();
            assertThat(p.hero("hero-1").life()).isEqualTo(3);

            // a critical hit fells him: the knocked-out Soldiers come round, the third clear completes the quest
            // treasure 1 + 3: an accessory
            p.act("attack hero-1 -> segras", 6, 1, 2, 2);
            assertThat(p.texts())
                    .contains(
                            "the final event is cleared: clear 3 of 3: the quest is complete",
                            "3 soldier/blunt come round");
            assertThat(p.state.party().followers().count(SOLDIER)).isEqualTo(3);
            assertThat(KnightOfTwilight.clears(p.scenario())).isEqualTo(3);
            assertThat(p.state.outcome().orElseThrow().isVictory()).isTrue();
            assertThat(p.hero("hero-1").experience()).isEqualTo(xp + 1);
        }
    }
}

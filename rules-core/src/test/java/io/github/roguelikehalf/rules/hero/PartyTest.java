package io.github.roguelikehalf.rules.hero;

import static io.github.roguelikehalf.rules.hero.Heroes.EN;
import static io.github.roguelikehalf.rules.hero.Heroes.JP;
import static io.github.roguelikehalf.rules.hero.Heroes.hero;
import static io.github.roguelikehalf.rules.hero.Heroes.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Equipment;
import io.github.roguelikehalf.rules.item.Gear;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The party: one or two heroes and their followers (EN §27-§28, §32, §45 / JP §26-§27, §31, §45). */
class PartyTest {

    private static final FollowerKind SWORDSMAN = FollowerKind.of(FollowerType.SWORDSMAN, DamageType.SLASHING);
    private static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
    private static final FollowerKind MAGICIAN = FollowerKind.of(FollowerType.MAGICIAN, DamageType.BLUNT);
    private static final FollowerKind PORTER = FollowerKind.of(FollowerType.PORTER);

    private static Hero second(SubAttribute sub, Growth growth, RuleOptions options) {
        return Hero.create(spec(sub).id("hero-2").name("Bea").growth(growth).build(), options);
    }

    /** A hero carrying {@code ropes} ropes in the pack, whatever the carry limit. */
    private static Hero carrying(Hero h, int ropes) {
        Equipment e = h.equipment();
        for (int i = 0; i < ropes; i++) {
            e = e.add(Gear.ROPE);
        }
        return ImmutableHero.copyOf(h).withEquipment(e);
    }

    @Nested
    @DisplayName("Solo follower cap (EN §32 / JP §31)")
    class SoloCap {

        @Test
        @DisplayName("EN §32 / JP §31: a lone hero with no growth may take 7 followers")
        void soloCapSeven() {
            assertThat(Party.of(hero(SubAttribute.SORCERY)).followerCap(EN)).isEqualTo(7);
            assertThat(Party.of(hero(SubAttribute.SORCERY)).followerCap(JP)).isEqualTo(7);
        }

        @Test
        @DisplayName("EN §15, §32: +2 Followers gives 9; JP §15: +3 gives 10")
        void soloCapWithGrowth() {
            assertThat(Party.of(hero(SubAttribute.STRENGTH, new Growth(0, 0, 0, 2)))
                            .followerCap(EN))
                    .isEqualTo(9);
            assertThat(Party.of(hero(SubAttribute.STRENGTH, new Growth(0, 0, 0, 3), JP))
                            .followerCap(JP))
                    .isEqualTo(10);
        }

        @Test
        @DisplayName("EN §32 / JP §31: 7 free soldiers fit; an 8th is rejected")
        void eighthFollowerRejected() {
            Party p = Party.of(hero(SubAttribute.STRENGTH)).hire("hero-1", SOLDIER, 7, EN);

            assertThat(p.followers().total()).isEqualTo(7);
            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(10);
            assertThatThrownBy(() -> p.hire("hero-1", SOLDIER, 1, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("cannot take 1 more followers: 7 of 7 allowed");
        }

        @Test
        @DisplayName("EN §32 / JP §31: with +2 Followers, 9 fit and a 10th is rejected")
        void capWithGrowth() {
            Party p = Party.of(hero(SubAttribute.STRENGTH, new Growth(0, 0, 0, 2)))
                    .hire("hero-1", SOLDIER, 9, EN);

            assertThat(p.followers().total()).isEqualTo(9);
            assertThatThrownBy(() -> p.hire("hero-1", PORTER, 1, EN)).isInstanceOf(RuleViolationException.class);
        }

        @Test
        @DisplayName("EN §32 (C-31): a released follower frees his place for another")
        void releaseFreesPlace() {
            Party p = Party.of(hero(SubAttribute.STRENGTH))
                    .hire("hero-1", SOLDIER, 7, EN)
                    .release(SOLDIER, 1)
                    .hire("hero-1", SWORDSMAN, 1, EN);

            assertThat(p.followers().count(FollowerType.SOLDIER)).isEqualTo(6);
            assertThat(p.followers().count(FollowerType.SWORDSMAN)).isEqualTo(1);
            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(3);
        }
    }

    @Nested
    @DisplayName("Hiring with gold (EN §28 / JP §27)")
    class Hiring {

        @Test
        @DisplayName("EN §28 / JP §27: a swordsman costs 7 of the hero's 10 gold")
        void swordsmanCostsSeven() {
            Party p = Party.of(hero(SubAttribute.SORCERY)).hire("hero-1", SWORDSMAN, 1, EN);

            assertThat(p.followers().count(SWORDSMAN)).isEqualTo(1);
            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(3);
        }

        @Test
        @DisplayName("EN §28 / JP §27: two swordsmen cost 14, more than 10 gold; the message names both")
        void hiringBeyondGoldRejected() {
            Party p = Party.of(hero(SubAttribute.SORCERY));

            assertThatThrownBy(() -> p.hire("hero-1", SWORDSMAN, 2, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("costs 14 gold; hero-1 has 10");
        }

        @Test
        @DisplayName("EN §28 / JP §27: a level 14 retry hero (210 gold) hires 7 swordsmen for 49")
        void retryHeroHiresSwordsmen() {
            Hero rich = Hero.retry(spec(SubAttribute.STRENGTH).level(14).build(), 14, EN);
            Party p = Party.of(rich).hire("hero-1", SWORDSMAN, 7, EN);

            assertThat(p.hero("hero-1").equipment().gold()).isEqualTo(161);
            assertThat(p.followers().combatCount()).isEqualTo(7);
        }

        @Test
        @DisplayName("EN §28 / JP §27: two Magicians cost 10 and fill the Magicians' Sorcery pool to 2")
        void magiciansFillPool() {
            Party p = Party.of(hero(SubAttribute.SORCERY)).hire("hero-1", MAGICIAN, 2, EN);

            assertThat(p.hero("hero-1").equipment().gold()).isZero();
            assertThat(p.followers().magicianSorcery()).isEqualTo(2);
            assertThat(p.followers().magicianSorceryMax()).isEqualTo(2);
        }

        @Test
        @DisplayName("EN §28 / JP §27: Captured creatures cannot be hired")
        void capturedCannotBeHired() {
            Party p = Party.of(hero(SubAttribute.SORCERY));

            assertThatThrownBy(() -> p.hire("hero-1", FollowerKind.captured("goblin"), 1, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("Captured creatures are taken, not hired");
        }

        @Test
        @DisplayName("EN §45 / JP §45: hiring for an unknown hero is rejected")
        void unknownPayerRejected() {
            Party p = Party.of(hero(SubAttribute.SORCERY));

            assertThatThrownBy(() -> p.hire("hero-9", SOLDIER, 1, EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("no hero hero-9");
        }

        @Test
        @DisplayName("EN §32 / JP §31: hiring fewer than one follower is refused")
        void hireZeroRefused() {
            Party p = Party.of(hero(SubAttribute.SORCERY));

            assertThatThrownBy(() -> p.hire("hero-1", SOLDIER, 0, EN)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Nested
    @DisplayName("Two heroes (C-30: EN §32, §45 / JP §31, §45)")
    class TwoHeroes {

        @Test
        @DisplayName("JP §31: two heroes take no followers, whatever their growth")
        void japaneseTwoHeroesCapZero() {
            Party p = new Party(
                    List.of(
                            hero(SubAttribute.STRENGTH, new Growth(0, 0, 0, 3), JP),
                            second(SubAttribute.SORCERY, new Growth(0, 0, 0, 2), JP)),
                    Followers.none());

            assertThat(p.followerCap(JP)).isZero();
            assertThatThrownBy(() -> p.hire("hero-1", SOLDIER, 1, JP))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("two heroes take no followers");
        }

        @Test
        @DisplayName("EN §32: with two heroes the cap is the sum of the heroes' follower growth")
        void englishTwoHeroesCapIsGrowth() {
            Party p = new Party(
                    List.of(
                            hero(SubAttribute.STRENGTH, new Growth(0, 0, 0, 1)),
                            second(SubAttribute.SORCERY, new Growth(0, 0, 0, 2), EN)),
                    Followers.none());

            assertThat(p.followerCap(EN)).isEqualTo(3);
            Party hired = p.hire("hero-2", SOLDIER, 3, EN);
            assertThat(hired.followers().total()).isEqualTo(3);
            assertThatThrownBy(() -> hired.hire("hero-1", SOLDIER, 1, EN)).isInstanceOf(RuleViolationException.class);
        }

        @Test
        @DisplayName("EN §32: two heroes with no follower growth have a cap of 0")
        void englishTwoHeroesNoGrowth() {
            Party p = new Party(
                    List.of(hero(SubAttribute.STRENGTH), second(SubAttribute.SORCERY, Growth.NONE, EN)),
                    Followers.none());

            assertThat(p.followerCap(EN)).isZero();
        }

        @Test
        @DisplayName("EN §45 / JP §45: two heroes with the same id are rejected")
        void duplicateIdsRejected() {
            assertThatThrownBy(() -> new Party(
                            List.of(hero(SubAttribute.STRENGTH), hero(SubAttribute.SORCERY)), Followers.none()))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("two heroes share the id hero-1");
        }

        @Test
        @DisplayName("EN §45 / JP §45: a party has one or two heroes")
        void oneOrTwoHeroes() {
            assertThatThrownBy(() -> new Party(List.of(), Followers.none()))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("one or two heroes, was 0");
            Hero third = Hero.create(spec(SubAttribute.DEXTERITY).id("hero-3").build(), EN);
            assertThatThrownBy(() -> new Party(
                            List.of(hero(SubAttribute.STRENGTH), second(SubAttribute.SORCERY, Growth.NONE, EN), third),
                            Followers.none()))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("was 3");
        }

        @Test
        @DisplayName("EN §45 / JP §45: with(hero) replaces the hero of the same id and keeps the order")
        void withReplacesHero() {
            Party p = new Party(
                    List.of(hero(SubAttribute.STRENGTH), second(SubAttribute.SORCERY, Growth.NONE, EN)),
                    Followers.none());
            Hero hurt = p.hero("hero-2").damage(1);
            Party next = p.with(hurt);

            assertThat(next.ids()).containsExactly("hero-1", "hero-2");
            assertThat(next.hero("hero-2").life()).isEqualTo(4);
            Hero stranger =
                    Hero.create(spec(SubAttribute.DEXTERITY).id("hero-3").build(), EN);
            assertThatThrownBy(() -> p.with(stranger)).isInstanceOf(RuleViolationException.class);
        }
    }

    @Nested
    @DisplayName("validate(): follower cap and carry limit (EN §27-§28, §32 / JP §26-§27, §31)")
    class Validate {

        @Test
        @DisplayName("EN §27 / JP §26: a Sorcery hero (max Life 5) may carry 5 items without Porters")
        void carryLimitIsMaxLife() {
            Hero h = carrying(hero(SubAttribute.SORCERY), 5);

            assertThat(h.carryLimit()).isEqualTo(5);
            assertThat(Party.of(h).validate(EN)).isEqualTo(Party.of(h));
            assertThatThrownBy(() ->
                            Party.of(carrying(hero(SubAttribute.SORCERY), 6)).validate(EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("carry 1 items beyond their max Life, and Porters carry 0");
        }

        @Test
        @DisplayName("EN §28 / JP §27: one Porter carries 3 more: 8 items fit max Life 5 + 3, 9 do not")
        void porterCarriesThree() {
            Followers onePorter = Followers.none().add(PORTER, 1);

            assertThat(Party.of(carrying(hero(SubAttribute.SORCERY), 8))
                            .with(onePorter)
                            .validate(EN)
                            .followers()
                            .porterCapacity())
                    .isEqualTo(3);
            assertThatThrownBy(() -> Party.of(carrying(hero(SubAttribute.SORCERY), 9))
                            .with(onePorter)
                            .validate(EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("carry 4 items beyond their max Life, and Porters carry 3");
        }

        @Test
        @DisplayName("EN §27 / JP §26: 100 gold takes one slot: 5 items and 100 gold are over max Life 5")
        void goldTakesSlots() {
            Hero h = carrying(hero(SubAttribute.SORCERY), 5);
            Hero rich = ImmutableHero.copyOf(h).withEquipment(h.equipment().withGold(100));

            assertThatThrownBy(() -> Party.of(rich).validate(EN)).isInstanceOf(RuleViolationException.class);
            assertThat(Party.of(rich).with(Followers.none().add(PORTER, 1)).validate(EN))
                    .isNotNull();
        }

        @Test
        @DisplayName("EN §32 / JP §31: more followers than the Follower score fail validation")
        void tooManyFollowers() {
            Party p = Party.of(hero(SubAttribute.SORCERY)).with(Followers.none().add(SOLDIER, 8));

            assertThatThrownBy(() -> p.validate(EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("8 followers but the Follower score allows 7");
        }

        @Test
        @DisplayName("EN §27, §32: with two heroes, Porters take what goes beyond each hero's own limit")
        void twoHeroesSharePorters() {
            Hero one = carrying(hero(SubAttribute.SORCERY, new Growth(0, 0, 0, 1)), 7); // 2 over max Life 5
            Hero two = carrying(second(SubAttribute.SORCERY, Growth.NONE, EN), 6); // 1 over max Life 5
            Party p = new Party(List.of(one, two), Followers.none().add(PORTER, 1));

            assertThat(p.validate(EN)).isSameAs(p);
            Party tooMuch = p.with(carrying(two, 1));
            assertThatThrownBy(() -> tooMuch.validate(EN))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("carry 4 items beyond their max Life, and Porters carry 3");
        }
    }

    @Test
    @DisplayName(
            "EN §27 / JP §26: leaving behind what cannot be carried: the last carried items, then gold beyond a slot")
    void leavingBehind() {
        Hero h = hero(SubAttribute.DIVINITY);
        int free = h.carryLimit() - h.equipment().slotsUsed();
        // two ropes too many: the last two go
        Hero loaded = carrying(h, free + 2);
        Party left = Party.of(loaded).leavingBehind(EN);
        assertThat(left.withinCarryLimit()).isTrue();
        assertThat(left.hero(h.id()).equipment().carried())
                .hasSize(loaded.equipment().carried().size() - 2);
        // a full pack and 250 gold (2 slots): the last two carried items go first, the gold stays
        Hero full = carrying(h, free);
        Hero rich = ImmutableHero.copyOf(full).withEquipment(full.equipment().withGold(250));
        Party poorer = Party.of(rich).leavingBehind(EN);
        assertThat(poorer.withinCarryLimit()).isTrue();
        assertThat(poorer.hero(h.id()).equipment().carried())
                .hasSize(full.equipment().carried().size() - 2);
        assertThat(poorer.hero(h.id()).equipment().gold()).isEqualTo(250);
        // with nothing carried at all and more gold than slots, gold is left behind
        Hero bare = ImmutableHero.copyOf(h)
                .withEquipment(h.equipment().withGold((h.carryLimit() + 1) * Equipment.GOLD_PER_SLOT + 50));
        for (var item : h.equipment().carried()) {
            bare = bare.discard(item, EN);
        }
        Party kept = Party.of(bare).leavingBehind(EN);
        assertThat(kept.withinCarryLimit()).isTrue();
        assertThat(kept.hero(h.id()).equipment().gold()).isEqualTo(h.carryLimit() * Equipment.GOLD_PER_SLOT + 99);
        assertThat(Party.of(h).leavingBehind(EN)).isEqualTo(Party.of(h));
    }
}

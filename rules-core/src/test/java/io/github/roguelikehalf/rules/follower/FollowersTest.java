package io.github.roguelikehalf.rules.follower;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The followers of a party (EN §28, §32-§33 / JP §27, §31-§32). */
@DisplayName("EN §28, §32-§33 / JP §27, §31-§32: followers")
class FollowersTest {

    private static final FollowerKind SOLDIER_BLUNT = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
    private static final FollowerKind SOLDIER_SLASHING = FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING);
    private static final FollowerKind BOWMAN = FollowerKind.of(FollowerType.BOWMAN, DamageType.SLASHING);
    private static final FollowerKind SWORDSMAN = FollowerKind.of(FollowerType.SWORDSMAN, DamageType.SLASHING);
    private static final FollowerKind MAGICIAN = FollowerKind.of(FollowerType.MAGICIAN, DamageType.BLUNT);
    private static final FollowerKind MAGICIAN_SLASHING = FollowerKind.of(FollowerType.MAGICIAN, DamageType.SLASHING);
    private static final FollowerKind LAMPLIGHTER = FollowerKind.of(FollowerType.LAMPLIGHTER);
    private static final FollowerKind SQUIRE = FollowerKind.of(FollowerType.SQUIRE);
    private static final FollowerKind PORTER = FollowerKind.of(FollowerType.PORTER);
    private static final FollowerKind SCOUT = FollowerKind.of(FollowerType.SCOUT);
    private static final FollowerKind GOBLIN = FollowerKind.captured("goblin");
    private static final FollowerKind ORC = FollowerKind.captured("orc");

    @Nested
    @DisplayName("EN §32 / JP §31: groups")
    class Groups {

        @Test
        @DisplayName("EN §32 / JP §31: no followers at all")
        void none() {
            Followers f = Followers.none();
            assertThat(f.groups()).isEmpty();
            assertThat(f.total()).isZero();
            assertThat(f.combatCount()).isZero();
            assertThat(f.magicianSorcery()).isZero();
            assertThat(f.magicianSorceryMax()).isZero();
            assertThat(f.magicianSpell()).isEmpty();
            assertThat(f.porterCapacity()).isZero();
            assertThat(f).isEqualTo(Followers.of(List.of()));
        }

        @Test
        @DisplayName("EN §32 / JP §31: groups of one kind merge into one")
        void merge() {
            Followers f = Followers.of(List.of(SOLDIER_BLUNT.times(2), PORTER.times(1), SOLDIER_BLUNT.times(3)));
            assertThat(f.groups()).containsExactly(SOLDIER_BLUNT.times(5), PORTER.times(1));
            assertThat(f.count(SOLDIER_BLUNT)).isEqualTo(5);
            assertThat(f.total()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §28 / JP §27: soldiers with different weapons, Captured of different creatures, stay apart")
        void differentKindsStayApart() {
            Followers f = Followers.of(
                    List.of(SOLDIER_SLASHING.times(1), SOLDIER_BLUNT.times(2), ORC.times(1), GOBLIN.times(2)));
            assertThat(f.groups())
                    .containsExactly(SOLDIER_BLUNT.times(2), SOLDIER_SLASHING.times(1), GOBLIN.times(2), ORC.times(1));
            assertThat(f.count(FollowerType.SOLDIER)).isEqualTo(3);
            assertThat(f.count(SOLDIER_SLASHING)).isEqualTo(1);
            assertThat(f.count(FollowerType.CAPTURED)).isEqualTo(3);
            assertThat(f.count(GOBLIN)).isEqualTo(2);
        }

        @Test
        @DisplayName("EN §28 / JP §27: groups are kept in canonical order: type, then weapon, then creature")
        void canonicalOrder() {
            Followers f = Followers.of(List.of(
                    ORC.times(1),
                    SCOUT.times(1),
                    MAGICIAN_SLASHING.times(1),
                    PORTER.times(2),
                    SQUIRE.times(1),
                    LAMPLIGHTER.times(1),
                    MAGICIAN.times(1),
                    GOBLIN.times(1),
                    SWORDSMAN.times(1),
                    BOWMAN.times(1),
                    SOLDIER_SLASHING.times(1),
                    SOLDIER_BLUNT.times(1)));
            assertThat(f.groups())
                    .extracting(FollowerGroup::key)
                    .containsExactly(
                            "soldier/blunt",
                            "soldier/slashing",
                            "bowman/slashing",
                            "swordsman/slashing",
                            "magician/blunt",
                            "magician/slashing",
                            "lamplighter",
                            "squire",
                            "porter",
                            "scout",
                            "captured:goblin",
                            "captured:orc");
            assertThat(f.total()).isEqualTo(13);
            assertThat(f.combatCount()).isEqualTo(6);
        }

        @Test
        @DisplayName("EN §32 / JP §31: equal parties are equal values whatever the insertion order")
        void equalRegardlessOfOrder() {
            Followers a = Followers.none()
                    .add(SOLDIER_BLUNT, 2)
                    .add(PORTER, 1)
                    .add(SCOUT, 1)
                    .add(SOLDIER_BLUNT, 1);
            Followers b = Followers.none().add(SCOUT, 1).add(SOLDIER_BLUNT, 3).add(PORTER, 1);
            Followers c = Followers.of(
                    List.of(PORTER.times(1), SOLDIER_BLUNT.times(1), SCOUT.times(1), SOLDIER_BLUNT.times(2)));
            assertThat(a).isEqualTo(b).isEqualTo(c);
            assertThat(a.hashCode()).isEqualTo(b.hashCode()).isEqualTo(c.hashCode());
            assertThat(a.groups()).containsExactly(SOLDIER_BLUNT.times(3), PORTER.times(1), SCOUT.times(1));
        }

        @Test
        @DisplayName("EN §32 / JP §31: the groups list is an immutable copy")
        void immutableGroups() {
            List<FollowerGroup> input = new ArrayList<>(List.of(PORTER.times(1)));
            Followers f = Followers.of(input);
            input.add(SCOUT.times(1));
            assertThat(f.groups()).containsExactly(PORTER.times(1));
            assertThatThrownBy(() -> f.groups().add(SCOUT.times(1))).isInstanceOf(UnsupportedOperationException.class);
        }

        @Test
        @DisplayName("EN §33 / JP §32: combat followers are counted apart from non-combat ones and Captured")
        void combatCount() {
            Followers f = Followers.of(List.of(
                    SOLDIER_BLUNT.times(2),
                    BOWMAN.times(1),
                    SWORDSMAN.times(1),
                    MAGICIAN.times(2),
                    LAMPLIGHTER.times(1),
                    SQUIRE.times(1),
                    PORTER.times(1),
                    SCOUT.times(1),
                    GOBLIN.times(1)));
            assertThat(f.total()).isEqualTo(11);
            assertThat(f.combatCount()).isEqualTo(6);
            assertThat(f.count(FollowerType.MAGICIAN)).isEqualTo(2);
            assertThat(f.count(FollowerType.SCOUT)).isEqualTo(1);
            assertThat(f.count(FollowerType.CAPTURED)).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §28 / JP §27: a Porter carries 3 items each")
        void porterCapacity() {
            assertThat(Followers.none().add(PORTER, 1).porterCapacity()).isEqualTo(3);
            assertThat(Followers.none().add(PORTER, 3).porterCapacity()).isEqualTo(9);
            assertThat(Followers.none().add(SOLDIER_BLUNT, 4).porterCapacity()).isZero();
        }
    }

    @Nested
    @DisplayName("EN §32 / JP §31: adding and removing")
    class AddRemove {

        @Test
        @DisplayName("EN §32 / JP §31: removing some of a group leaves the rest")
        void removeSome() {
            Followers f = Followers.none().add(SOLDIER_BLUNT, 5).remove(SOLDIER_BLUNT, 2);
            assertThat(f.groups()).containsExactly(SOLDIER_BLUNT.times(3));
        }

        @Test
        @DisplayName("EN §32 / JP §31: removing all of a group drops the group")
        void removeAll() {
            Followers f = Followers.none().add(SOLDIER_BLUNT, 2).add(PORTER, 1).remove(SOLDIER_BLUNT, 2);
            assertThat(f.groups()).containsExactly(PORTER.times(1));
            assertThat(f.count(SOLDIER_BLUNT)).isZero();
            assertThat(f).isEqualTo(Followers.none().add(PORTER, 1));
        }

        @Test
        @DisplayName("EN §32 / JP §31: removing more than there are is rejected")
        void removeTooMany() {
            Followers f = Followers.none().add(SOLDIER_BLUNT, 2);
            assertThatThrownBy(() -> f.remove(SOLDIER_BLUNT, 3))
                    .isInstanceOfSatisfying(
                            RuleViolationException.class,
                            ex -> assertThat(ex.section()).isEqualTo("EN §32 / JP §31"))
                    .hasMessageContaining("cannot remove 3 soldier/blunt: there are 2");
            assertThatThrownBy(() -> f.remove(SOLDIER_SLASHING, 1))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("cannot remove 1 soldier/slashing: there are 0");
            assertThatThrownBy(() -> Followers.none().remove(GOBLIN, 1))
                    .isInstanceOf(RuleViolationException.class)
                    .hasMessageContaining("captured:goblin");
        }

        @Test
        @DisplayName("EN §32 / JP §31: add and remove need at least one follower")
        void atLeastOne() {
            assertThatThrownBy(() -> Followers.none().add(PORTER, 0)).isInstanceOf(IllegalArgumentException.class);
            Followers f = Followers.none().add(PORTER, 1);
            assertThatThrownBy(() -> f.remove(PORTER, 0))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("remove at least 1 follower, was 0");
        }

        @Test
        @DisplayName("EN §32 / JP §31: add and remove leave the original value unchanged")
        void immutable() {
            Followers f = Followers.none().add(PORTER, 1);
            Followers more = f.add(PORTER, 2);
            Followers less = more.remove(PORTER, 3);
            assertThat(f.count(PORTER)).isEqualTo(1);
            assertThat(more.count(PORTER)).isEqualTo(3);
            assertThat(less).isEqualTo(Followers.none());
        }
    }

    @Nested
    @DisplayName("EN §28 / JP §27: the Magicians' Sorcery pool")
    class MagicianPool {

        @Test
        @DisplayName("EN §28 / JP §27: the pool's maximum is the number of Magicians, e.g. 5 Magicians: 5")
        void maxIsMagicianCount() {
            Followers f = Followers.of(List.of(MAGICIAN.times(3), MAGICIAN_SLASHING.times(2), SOLDIER_BLUNT.times(4)));
            assertThat(f.magicianSorceryMax()).isEqualTo(5);
            assertThat(f.magicianSorcery()).isEqualTo(5);
        }

        @Test
        @DisplayName("EN §28 / JP §27: 5 Magicians with current 4, 2 die: max 3, current 3")
        void workedExample() {
            Followers f = Followers.of(List.of(MAGICIAN.times(5))).withMagicianSorcery(4);
            assertThat(f.magicianSorceryMax()).isEqualTo(5);
            assertThat(f.magicianSorcery()).isEqualTo(4);
            Followers after = f.remove(MAGICIAN, 2);
            assertThat(after.magicianSorceryMax()).isEqualTo(3);
            assertThat(after.magicianSorcery()).isEqualTo(3);
        }

        @Test
        @DisplayName("EN §28 / JP §27: losing Magicians when current is already below their number changes nothing")
        void belowCountUnchanged() {
            Followers f = Followers.of(List.of(MAGICIAN.times(5))).withMagicianSorcery(2);
            Followers after = f.remove(MAGICIAN, 2);
            assertThat(after.magicianSorceryMax()).isEqualTo(3);
            assertThat(after.magicianSorcery()).isEqualTo(2);
            Followers lastOnes = after.remove(MAGICIAN, 3);
            assertThat(lastOnes.magicianSorceryMax()).isZero();
            assertThat(lastOnes.magicianSorcery()).isZero();
        }

        @Test
        @DisplayName("EN §28 / JP §27: Magicians of either weapon share one pool")
        void sharedAcrossWeapons() {
            Followers f = Followers.of(List.of(MAGICIAN.times(2), MAGICIAN_SLASHING.times(2)));
            Followers after = f.remove(MAGICIAN_SLASHING, 2);
            assertThat(after.magicianSorceryMax()).isEqualTo(2);
            assertThat(after.magicianSorcery()).isEqualTo(2);
        }

        @Test
        @DisplayName("EN §28 / JP §27: losing other followers leaves the pool alone")
        void otherLossesLeavePool() {
            Followers f = Followers.of(List.of(MAGICIAN.times(2), SOLDIER_BLUNT.times(2)))
                    .withMagicianSorcery(1);
            assertThat(f.remove(SOLDIER_BLUNT, 2).magicianSorcery()).isEqualTo(1);
        }

        @Test
        @DisplayName("EN §28 / JP §27 (AMB-11): hiring Magicians raises the maximum, not the current value")
        void hiringRaisesMaxOnly() {
            Followers f = Followers.of(List.of(MAGICIAN.times(2)))
                    .withMagicianSorcery(1)
                    .add(MAGICIAN, 3);
            assertThat(f.magicianSorceryMax()).isEqualTo(5);
            assertThat(f.magicianSorcery()).isEqualTo(1);
            assertThat(Followers.none().add(MAGICIAN, 2).magicianSorcery()).isZero();
            assertThat(f.withMagicianPoolRefilled().magicianSorcery()).isEqualTo(5);
        }

        @Test
        @DisplayName("EN §28 / JP §27: a pool outside 0..Magicians is rejected")
        void outOfRange() {
            Followers f = Followers.of(List.of(MAGICIAN.times(3)));
            assertThatThrownBy(() -> f.withMagicianSorcery(4))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("must be 0..3")
                    .hasMessageContaining("was 4");
            assertThatThrownBy(() -> f.withMagicianSorcery(-1))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("was -1");
            assertThatThrownBy(() -> new Followers(List.of(SOLDIER_BLUNT.times(3)), 1, Optional.empty()))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("must be 0..0");
            assertThat(f.withMagicianSorcery(0).magicianSorcery()).isZero();
            assertThat(f.withMagicianSorcery(3).magicianSorcery()).isEqualTo(3);
        }

        @Test
        @DisplayName("EN §28 / JP §27: the Magicians know one basic spell between them")
        void oneSpell() {
            Followers f = Followers.of(List.of(MAGICIAN.times(2))).withMagicianSpell(Spell.FIREBALL);
            assertThat(f.magicianSpell()).contains(Spell.FIREBALL);
            Followers g = f.withMagicianSpell(Spell.ICE_LANCE);
            assertThat(g.magicianSpell()).contains(Spell.ICE_LANCE);
            assertThat(f.remove(MAGICIAN, 1).magicianSpell()).contains(Spell.FIREBALL);
            assertThat(f.add(MAGICIAN, 1).magicianSpell()).contains(Spell.FIREBALL);
        }
    }
}

package io.github.roguelikehalf.rules.follower;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.RulesException;
import io.github.roguelikehalf.rules.item.DamageType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Follower kinds and groups (EN §28 / JP §27): weapon types, Captured creatures, keys. */
@DisplayName("EN §28 / JP §27: follower kinds and groups")
class FollowerKindTest {

    /** Every valid kind: combat types with either weapon, non-combat types, and two Captured creatures. */
    static List<FollowerKind> allKinds() {
        List<FollowerKind> all = new ArrayList<>();
        for (FollowerType t : FollowerType.values()) {
            if (t.combat()) {
                for (DamageType d : DamageType.values()) {
                    all.add(FollowerKind.of(t, d));
                }
            } else if (t != FollowerType.CAPTURED) {
                all.add(FollowerKind.of(t));
            }
        }
        all.add(FollowerKind.captured("goblin"));
        all.add(FollowerKind.captured("giant-rat"));
        return all;
    }

    static Stream<FollowerKind> kinds() {
        return allKinds().stream();
    }

    @Test
    @DisplayName("EN §28 / JP §27: the canonical keys of every kind")
    void exactKeys() {
        assertThat(allKinds())
                .extracting(FollowerKind::key)
                .containsExactly(
                        "soldier/blunt",
                        "soldier/slashing",
                        "bowman/blunt",
                        "bowman/slashing",
                        "swordsman/blunt",
                        "swordsman/slashing",
                        "magician/blunt",
                        "magician/slashing",
                        "lamplighter",
                        "squire",
                        "porter",
                        "scout",
                        "captured:goblin",
                        "captured:giant-rat");
    }

    @ParameterizedTest(name = "EN §28 / JP §27: {0} round-trips")
    @MethodSource("kinds")
    @DisplayName("EN §28 / JP §27: every kind's key parses back to an equal kind")
    void roundTrip(FollowerKind kind) {
        assertThat(FollowerKind.parse(kind.key())).isEqualTo(kind);
        assertThat(kind.toString()).isEqualTo(kind.key());
        assertThat(kind.times(3).key()).isEqualTo(kind.key());
        assertThat(kind.times(3).kind()).isEqualTo(kind);
    }

    @Test
    @DisplayName("EN §28 / JP §27: soldier/blunt, porter and captured:goblin parse to the typed kinds")
    void parseExamples() {
        assertThat(FollowerKind.parse("soldier/blunt"))
                .isEqualTo(new FollowerKind(FollowerType.SOLDIER, Optional.of(DamageType.BLUNT), Optional.empty()));
        assertThat(FollowerKind.parse("porter"))
                .isEqualTo(new FollowerKind(FollowerType.PORTER, Optional.empty(), Optional.empty()));
        assertThat(FollowerKind.parse("captured:goblin"))
                .isEqualTo(new FollowerKind(FollowerType.CAPTURED, Optional.empty(), Optional.of("goblin")));
        assertThat(FollowerKind.parse("swordsman/slashing").type().technique()).isEqualTo(1);
    }

    @ParameterizedTest(name = "EN §28 / JP §27: ''{0}'' is not a follower kind")
    @ValueSource(
            strings = {
                "",
                "soldier",
                "soldier/",
                "soldier/piercing",
                "soldier/blunt/slashing",
                "Soldier/blunt",
                "SOLDIER/BLUNT",
                "porter/blunt",
                "scout/slashing",
                "captured",
                "captured:",
                "captured/blunt",
                ":goblin",
                "/blunt",
                "goblin",
                "wizard/blunt",
                "soldier:goblin",
                " porter"
            })
    @DisplayName("EN §28 / JP §27: bad kind keys are rejected and the message lists the kinds")
    void badKeysRejected(String key) {
        assertThatThrownBy(() -> FollowerKind.parse(key))
                .isInstanceOf(RulesException.class)
                .hasMessageContaining("unknown follower kind '" + key + "'")
                .hasMessageContaining("soldier/blunt")
                .hasMessageContaining("soldier/slashing")
                .hasMessageContaining("lamplighter")
                .hasMessageContaining("squire")
                .hasMessageContaining("porter")
                .hasMessageContaining("scout")
                .hasMessageContaining("captured:<creature>");
    }

    @ParameterizedTest(name = "EN §28 / JP §27: a {0} must name a weapon type")
    @EnumSource(
            value = FollowerType.class,
            names = {"SOLDIER", "BOWMAN", "SWORDSMAN", "MAGICIAN"})
    @DisplayName("EN §28 / JP §27: combat followers must name a weapon type")
    void combatNeedsWeapon(FollowerType type) {
        assertThatThrownBy(() -> FollowerKind.of(type))
                .isInstanceOfSatisfying(
                        RuleViolationException.class,
                        ex -> assertThat(ex.section()).isEqualTo("EN §28 / JP §27"))
                .hasMessageContaining("a " + type.key() + " needs a blunt or slashing weapon chosen when hired");
        assertThatThrownBy(() -> new FollowerGroup(type, Optional.empty(), Optional.empty(), 1))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("needs a blunt or slashing weapon");
        assertThat(new FollowerGroup(type, Optional.of(DamageType.SLASHING), Optional.empty(), 2).count())
                .isEqualTo(2);
    }

    @ParameterizedTest(name = "EN §28 / JP §27: a {0} has no weapon type")
    @EnumSource(
            value = FollowerType.class,
            names = {"LAMPLIGHTER", "SQUIRE", "PORTER", "SCOUT", "CAPTURED"})
    @DisplayName("EN §28 / JP §27: non-combat followers must not name a weapon type")
    void nonCombatHasNoWeapon(FollowerType type) {
        assertThatThrownBy(() -> FollowerKind.of(type, DamageType.BLUNT))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("a " + type.key() + " has no weapon type");
        Optional<String> creature = type == FollowerType.CAPTURED ? Optional.of("goblin") : Optional.empty();
        assertThatThrownBy(() -> new FollowerGroup(type, Optional.of(DamageType.SLASHING), creature, 1))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("has no weapon type");
    }

    @Test
    @DisplayName("EN §28 / JP §27: Captured always name a creature, and no one else does")
    void capturedNamesCreature() {
        FollowerKind goblin = FollowerKind.captured("goblin");
        assertThat(goblin.type()).isEqualTo(FollowerType.CAPTURED);
        assertThat(goblin.creature()).contains("goblin");
        assertThat(goblin.weapon()).isEmpty();
        assertThat(goblin).isNotEqualTo(FollowerKind.captured("orc"));
        assertThatThrownBy(() -> FollowerKind.of(FollowerType.CAPTURED))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("only Captured followers name a creature");
        assertThatThrownBy(() -> new FollowerKind(FollowerType.PORTER, Optional.empty(), Optional.of("goblin")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FollowerGroup(
                        FollowerType.SOLDIER, Optional.of(DamageType.BLUNT), Optional.of("goblin"), 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FollowerGroup(FollowerType.CAPTURED, Optional.empty(), Optional.empty(), 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("EN §28 / JP §27: a Captured creature's id is not blank, so its key reads back")
    void capturedCreatureNotBlank() {
        assertThatThrownBy(() -> FollowerKind.captured(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("non-blank");
        assertThatThrownBy(() -> FollowerKind.captured("  ")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("EN §32 / JP §31: a group holds at least one follower")
    void groupCountAtLeastOne() {
        FollowerKind soldier = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
        assertThat(soldier.times(1).count()).isEqualTo(1);
        assertThatThrownBy(() -> soldier.times(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 1 follower, was 0");
        assertThatThrownBy(() -> soldier.times(-2)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("EN §28 / JP §27: a group's kind and key drop the count")
    void groupKind() {
        FollowerGroup g =
                FollowerKind.of(FollowerType.MAGICIAN, DamageType.SLASHING).times(4);
        assertThat(g.type()).isEqualTo(FollowerType.MAGICIAN);
        assertThat(g.weapon()).contains(DamageType.SLASHING);
        assertThat(g.creature()).isEmpty();
        assertThat(g.count()).isEqualTo(4);
        assertThat(g.key()).isEqualTo("magician/slashing");
        assertThat(g.kind()).isEqualTo(FollowerKind.of(FollowerType.MAGICIAN, DamageType.SLASHING));
    }

    @Test
    @DisplayName("EN §28 / JP §27: kinds differing only in weapon are different kinds")
    void weaponDistinguishesKinds() {
        assertThat(FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT))
                .isNotEqualTo(FollowerKind.of(FollowerType.SOLDIER, DamageType.SLASHING));
    }
}

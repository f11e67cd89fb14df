package io.github.roguelikehalf.rules.follower;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** The follower types (EN §28, §32-§33 / JP §27, §31-§32, catalogue R-075..R-083). */
@DisplayName("EN §28, §33 / JP §27, §32: follower types")
class FollowerTypeTest {

    @ParameterizedTest(name = "EN §28 / JP §27: {0}: Technique {1}, combat {2}, price {3}, melee {4}, key {5}")
    @DisplayName("EN §28, §33 / JP §27, §32: Technique, combat flag, price, melee modifier and key of every type")
    @CsvSource({
        "SOLDIER, 0, true, 0, 0, soldier",
        "BOWMAN, 0, true, 5, -1, bowman",
        "SWORDSMAN, 1, true, 7, 0, swordsman",
        "MAGICIAN, 0, true, 5, -1, magician",
        "LAMPLIGHTER, 0, false, 0, 0, lamplighter",
        "SQUIRE, 0, false, 0, 0, squire",
        "PORTER, 0, false, 0, 0, porter",
        "SCOUT, 0, false, 5, 0, scout"
    })
    void hireableTypes(FollowerType type, int technique, boolean combat, int price, int melee, String key) {
        assertThat(type.technique()).isEqualTo(technique);
        assertThat(type.combat()).isEqualTo(combat);
        assertThat(type.choosesWeapon()).isEqualTo(combat);
        assertThat(type.price()).contains(price);
        assertThat(type.meleeModifier()).isEqualTo(melee);
        assertThat(type.key()).isEqualTo(key);
        assertThat(FollowerType.byKey(key)).contains(type);
    }

    @Test
    @DisplayName("EN §28 / JP §27: Captured: Technique 0, non-combat, cannot be hired")
    void captured() {
        assertThat(FollowerType.CAPTURED.technique()).isZero();
        assertThat(FollowerType.CAPTURED.combat()).isFalse();
        assertThat(FollowerType.CAPTURED.choosesWeapon()).isFalse();
        assertThat(FollowerType.CAPTURED.price()).isEmpty();
        assertThat(FollowerType.CAPTURED.meleeModifier()).isZero();
        assertThat(FollowerType.CAPTURED.key()).isEqualTo("captured");
        assertThat(FollowerType.byKey("captured")).contains(FollowerType.CAPTURED);
    }

    @Test
    @DisplayName("EN §28 / JP §27: the eight hireable types and Captured, in list order")
    void allTypes() {
        assertThat(FollowerType.values())
                .containsExactly(
                        FollowerType.SOLDIER,
                        FollowerType.BOWMAN,
                        FollowerType.SWORDSMAN,
                        FollowerType.MAGICIAN,
                        FollowerType.LAMPLIGHTER,
                        FollowerType.SQUIRE,
                        FollowerType.PORTER,
                        FollowerType.SCOUT,
                        FollowerType.CAPTURED);
    }

    @Test
    @DisplayName("EN §28 / JP §27: free followers are Soldier, Lamplighter, Squire and Porter")
    void freeFollowers() {
        assertThat(FollowerType.values())
                .filteredOn(t -> t.price().equals(Optional.of(0)))
                .containsExactly(
                        FollowerType.SOLDIER, FollowerType.LAMPLIGHTER, FollowerType.SQUIRE, FollowerType.PORTER);
    }

    @Test
    @DisplayName("EN §33 / JP §32: combat followers are Soldier, Bowman, Swordsman and Magician")
    void combatFollowers() {
        assertThat(FollowerType.values())
                .filteredOn(FollowerType::combat)
                .containsExactly(
                        FollowerType.SOLDIER, FollowerType.BOWMAN, FollowerType.SWORDSMAN, FollowerType.MAGICIAN);
    }

    @Test
    @DisplayName("EN §28 / JP §27: only the Swordsman has Technique 1")
    void onlySwordsmanHasTechnique() {
        assertThat(FollowerType.values()).filteredOn(t -> t.technique() != 0).containsExactly(FollowerType.SWORDSMAN);
    }

    @Test
    @DisplayName("EN §28 / JP §27: a Porter carries 3 items; a Bowman's shot is at +1")
    void constants() {
        assertThat(FollowerType.PORTER_CAPACITY).isEqualTo(3);
        assertThat(FollowerType.BOWMAN_SHOT_MODIFIER).isEqualTo(1);
    }

    @ParameterizedTest(name = "EN §28 / JP §27: {0} is found by its own key only")
    @EnumSource(FollowerType.class)
    @DisplayName("EN §28 / JP §27: byKey finds each type by its key and nothing else")
    void byKey(FollowerType type) {
        assertThat(FollowerType.byKey(type.key())).contains(type);
        assertThat(FollowerType.byKey(type.name())).isEmpty();
        assertThat(FollowerType.byKey(type.key() + " ")).isEmpty();
    }

    @Test
    @DisplayName("EN §28 / JP §27: unknown type keys give nothing")
    void unknownKeys() {
        assertThat(FollowerType.byKey("wizard")).isEmpty();
        assertThat(FollowerType.byKey("")).isEmpty();
    }
}

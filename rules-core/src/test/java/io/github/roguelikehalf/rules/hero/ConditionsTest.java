package io.github.roguelikehalf.rules.hero;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.item.DamageType;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Conditions as {@code condition:*} effects and the church's Bless service (EN §21, §28 / JP §21, §27). */
@DisplayName("Conditions and the Bless service (EN §21, §28 / JP §21, §27)")
class ConditionsTest {

    private static final RuleOptions EN = RuleOptions.englishEdition();

    private static Hero hero() {
        return Hero.create(
                HeroSpec.builder()
                        .id("hero-1")
                        .name("Aki")
                        .subAttribute(SubAttribute.STRENGTH)
                        .build(),
                EN);
    }

    @Test
    @DisplayName("oil-soaked: an attack or defense roll of 2 fumbles; a Dexterity roll of 2 does not")
    void oilSoakedFumblesOnTwo() {
        Hero oily = hero().withEffect(Effect.oilSoaked("trap"));

        HeroCheck attack = oily.check(CheckKind.ATTACK, Basis.TECHNIQUE, List.of(), 2, EN, Dice.of(2));
        assertThat(attack.result().fumble()).isTrue();
        assertThat(attack.result().success()).isFalse();
        HeroCheck defense = oily.check(CheckKind.DEFENSE, Basis.TECHNIQUE, List.of(), 2, EN, Dice.of(2));
        assertThat(defense.result().success()).isFalse();
        HeroCheck dexterity = oily.check(CheckKind.DEXTERITY, Basis.TECHNIQUE, List.of(), 2, EN, Dice.of(2));
        assertThat(dexterity.result().success()).isTrue();
        HeroCheck clean = hero().check(CheckKind.ATTACK, Basis.TECHNIQUE, List.of(), 2, EN, Dice.of(2));
        assertThat(clean.result().success()).isTrue();
    }

    @Test
    @DisplayName("condition keys: condition:cursed, condition:petrified, condition:paralyzed, condition:oil-soaked")
    void keys() {
        assertThat(List.of(Effect.CURSED, Effect.PETRIFIED, Effect.PARALYZED, Effect.OIL_SOAKED))
                .containsExactly(
                        "condition:cursed", "condition:petrified", "condition:paralyzed", "condition:oil-soaked");
        Hero h = hero().withEffect(Effect.cursed("r", -1, 0))
                .withEffect(Effect.incapacitated(Effect.PARALYZED, "r"))
                .withEffect(Effect.of("blessed", "r", Effect.Scope.ADVENTURE));
        assertThat(Conditions.of(h)).containsExactly("condition:cursed", "condition:paralyzed");
        assertThat(Conditions.incapacitated(h)).isTrue();
        assertThat(Conditions.incapacitated(hero())).isFalse();
        assertThatThrownBy(() -> Effect.incapacitated(Effect.CURSED, "r")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Effect.of("a:b:c", "r", Effect.Scope.ROUND)).hasMessageContaining("condition:cursed");
    }

    @Test
    @DisplayName("EN §28 / JP §27: the Bless service cures one condition for 50 gold")
    void blessService() {
        Hero before =
                hero().withEffect(Effect.cursed("r", -1, 0)).withEffect(Effect.incapacitated(Effect.PETRIFIED, "r"));
        Hero h = ImmutableHero.copyOf(before).withEquipment(before.equipment().withGold(60));

        Hero cured = Conditions.blessService(h, Effect.PETRIFIED);

        assertThat(Conditions.of(cured)).containsExactly(Effect.CURSED);
        assertThat(cured.equipment().gold()).isEqualTo(10);
        assertThatThrownBy(() -> Conditions.blessService(cured, Effect.CURSED))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("costs 50 gold; hero-1 has 10");
        assertThatThrownBy(() -> Conditions.blessService(h, Effect.PARALYZED))
                .hasMessageContaining("has no condition condition:paralyzed; his conditions are [condition:cursed,"
                        + " condition:petrified]");
        Hero dead = ImmutableHero.copyOf(h).withLife(0);
        assertThatThrownBy(() -> Conditions.blessService(dead, Effect.CURSED)).hasMessageContaining("does not revive");
    }

    @Test
    @DisplayName("EN §28, §70 / JP §27: the Bless service cures the followers' curse for 50 gold, paid by a hero")
    void blessServiceForFollowers() {
        Hero rich =
                ImmutableHero.copyOf(hero()).withEquipment(hero().equipment().withGold(60));
        Followers cursed = Followers.none()
                .add(FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT), 2)
                .withEffect(Effect.cursed("r", 0, -1));
        Party p = Party.of(rich).with(cursed);

        Party cured = Conditions.blessService(p, "hero-1", Effect.CURSED);

        assertThat(cured.followers().effects()).doesNotContainKey(Effect.CURSED);
        assertThat(cured.hero("hero-1").equipment().gold()).isEqualTo(10);
        assertThatThrownBy(() -> Conditions.blessService(cured, "hero-1", Effect.CURSED))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("the followers have no condition condition:cursed");
        assertThatThrownBy(() -> Conditions.blessService(p, "hero-9", Effect.CURSED))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("paid by a living hero of the party, not 'hero-9'");
    }
}

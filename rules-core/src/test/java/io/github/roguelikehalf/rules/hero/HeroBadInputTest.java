package io.github.roguelikehalf.rules.hero;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.item.DamageType;
import io.github.roguelikehalf.rules.item.Shield;
import io.github.roguelikehalf.rules.item.ShieldType;
import io.github.roguelikehalf.rules.item.Weapon;
import io.github.roguelikehalf.rules.item.WeaponClass;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Impossible heroes are rejected with the rule they break, through {@link Hero#create}. */
class HeroBadInputTest {

    private static final RuleOptions EN = RuleOptions.englishEdition();

    @Test
    @DisplayName("EN §27-§28 / JP §26-§27: a two-handed weapon held with a shield is rejected")
    void twoHandedWeaponWithShield() {
        // A Strength hero with the two-handed kit buys a wood shield (5 of his 10 gold) and tries to hold both.
        Shield wood = Shield.of(ShieldType.WOOD);
        Weapon twoHanded = Weapon.of(WeaponClass.TWO_HANDED, DamageType.SLASHING);
        assertThatThrownBy(() -> Hero.create(
                        HeroSpec.builder()
                                .name("Rin")
                                .subAttribute(SubAttribute.STRENGTH)
                                .addPurchases(wood)
                                .hands(List.of(twoHanded, wood))
                                .build(),
                        EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("takes 3 hands")
                .hasMessageContaining("EN §27 / JP §26");
    }

    @Test
    @DisplayName("EN §27 / JP §26: holding an item the hero does not own is rejected")
    void holdingSomethingNotOwned() {
        assertThatThrownBy(() -> Hero.create(
                        HeroSpec.builder()
                                .name("Rin")
                                .subAttribute(SubAttribute.SORCERY)
                                .hands(List.of(Shield.of(ShieldType.ROUND)))
                                .build(),
                        EN))
                .isInstanceOf(RuleViolationException.class)
                .hasMessageContaining("cannot hold round-shield");
    }
}

package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.follower.FollowerKind;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.DamageType;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Who enemy attacks are split among (EN §36 / JP §35), counted and listed. */
class AttackSplitTest {

    private static final RuleOptions EN = RuleOptions.englishEdition();
    private static final FollowerKind SOLDIER = FollowerKind.of(FollowerType.SOLDIER, DamageType.BLUNT);
    private static final FollowerKind PORTER = FollowerKind.of(FollowerType.PORTER);

    private static Hero hero(String id) {
        return Hero.create(
                HeroSpec.builder()
                        .id(id)
                        .name(id)
                        .subAttribute(SubAttribute.STRENGTH)
                        .build(),
                EN);
    }

    private static Party two(boolean secondAlive) {
        Hero second = hero("hero-2");
        if (!secondAlive) {
            second = ImmutableHero.copyOf(second).withLife(0);
        }
        return new Party(
                List.of(hero("hero-1"), second), Party.of(hero("hero-1")).followers());
    }

    @Test
    @DisplayName("EN §36 / JP §35: the recipients are counted as they are listed: each living hero, and the combat"
            + " followers as one while one is left (C-33)")
    void countAsListed() {
        Party lone = Party.of(hero("hero-1"));
        Party soldiers = lone.hire("hero-1", SOLDIER, 3, EN);
        Party porters = lone.hire("hero-1", PORTER, 2, EN);
        assertThat(AttackSplit.recipients(lone)).containsExactly("hero-1");
        assertThat(AttackSplit.recipientCount(lone)).isEqualTo(1);
        assertThat(AttackSplit.recipients(soldiers)).containsExactly("hero-1", Combat.FOLLOWERS);
        assertThat(AttackSplit.recipientCount(soldiers)).isEqualTo(2);
        // Porters do not fight, so they take no share of the attacks
        assertThat(AttackSplit.recipients(porters)).containsExactly("hero-1");
        assertThat(AttackSplit.recipientCount(porters)).isEqualTo(1);
        assertThat(AttackSplit.recipients(two(true))).containsExactly("hero-1", "hero-2");
        assertThat(AttackSplit.recipientCount(two(true))).isEqualTo(2);
        // a dead hero takes no share
        assertThat(AttackSplit.recipients(two(false))).containsExactly("hero-1");
        assertThat(AttackSplit.recipientCount(two(false))).isEqualTo(1);
    }
}

package io.github.roguelikehalf.rules.hero;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.RuleViolationException;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.dice.SeededDice;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/** Property tests (QuickTheories) of hero creation and of checks through the hero (EN §9, §13, §15, §18, §20). */
class HeroPropertiesTest {

    private static final List<RuleOptions> PRESETS = List.of(RuleOptions.englishEdition(), RuleOptions.japaneseVer46());

    private static Gen<RuleOptions> presets() {
        return Generate.pick(PRESETS);
    }

    private static Gen<SubAttribute> subAttributes() {
        return Generate.enumValues(SubAttribute.class);
    }

    /** A preset and a growth within its caps costing at most 10, built directly so nothing is filtered away. */
    private record ValidCase(RuleOptions options, Growth growth) {}

    private static Gen<ValidCase> validCases() {
        return presets()
                .flatMap(o -> integers().between(0, 2).flatMap(t -> {
                    int afterT = 10 - 4 * t;
                    return integers().between(0, Math.min(4, afterT)).flatMap(l -> {
                        int afterL = afterT - l;
                        return integers().between(0, Math.min(4, afterL)).flatMap(s -> {
                            int afterS = afterL - s;
                            return integers()
                                    .between(0, Math.min(o.followerGrowthCap(), afterS / 2))
                                    .map(f -> new ValidCase(o, new Growth(t, l, s, f)));
                        });
                    });
                }));
    }

    /** Growth of any size up to well over every cap. */
    private static Gen<Growth> anyGrowth() {
        return integers()
                .between(0, 4)
                .zip(
                        integers().between(0, 7),
                        integers().between(0, 7),
                        integers().between(0, 5),
                        Growth::new);
    }

    private static boolean withinCaps(Growth g, RuleOptions o) {
        for (Score s : Score.values()) {
            if (g.points(s) > s.cap(o)) {
                return false;
            }
        }
        return true;
    }

    private static ImmutableHeroSpec.Builder specWithMagic(SubAttribute sub, Growth g, int known) {
        ImmutableHeroSpec.Builder b =
                HeroSpec.builder().name("Prop").subAttribute(sub).growth(g);
        if (sub == SubAttribute.SORCERY) {
            b.addAllSpells(Arrays.asList(Spell.values()).subList(0, known));
        } else if (sub == SubAttribute.DIVINITY) {
            b.addAllMiracles(Arrays.asList(Miracle.values()).subList(0, known));
        }
        return b;
    }

    @Test
    @DisplayName("EN §13, §15, §18, §20, §46: any growth within the caps costing at most 10 makes a valid full hero")
    void validGrowthMakesAValidHero() {
        qt().forAll(subAttributes(), validCases()).checkAssert((sub, c) -> {
            RuleOptions o = c.options();
            Growth g = c.growth();
            assertThat(withinCaps(g, o)).isTrue();
            assertThat(g.cost()).isLessThanOrEqualTo(10);
            int slots = (Score.SUB_ATTRIBUTE.base() + g.subAttribute()) / 2;
            boolean magic = sub == SubAttribute.SORCERY || sub == SubAttribute.DIVINITY;
            int known = magic ? slots : 0;
            Hero h = Hero.create(specWithMagic(sub, g, known).build(), o);

            assertThat(h.level()).isEqualTo(10);
            assertThat(h.experience()).isEqualTo(10 - g.cost());
            assertThat(h.maxTechnique()).isEqualTo(g.technique()).isBetween(0, 2);
            assertThat(h.maxSubAttribute()).isEqualTo(2 + g.subAttribute()).isBetween(2, 6);
            assertThat(h.maxLife() - h.equipment().maxLifeBonus())
                    .isEqualTo(4 + g.life())
                    .isBetween(4, 8);
            assertThat(h.followerScore(1, o))
                    .isEqualTo(7 + g.followers())
                    .isLessThanOrEqualTo(7 + o.followerGrowthCap());
            assertThat(h.technique()).isEqualTo(h.maxTechnique());
            assertThat(h.life()).isEqualTo(h.maxLife());
            assertThat(h.subAttributeValue()).isEqualTo(h.maxSubAttribute());
            assertThat(h.magicSlots()).isEqualTo(magic ? h.maxSubAttribute() / 2 : 0);
            assertThat(h.spells().size() + h.miracles().size()).isEqualTo(known);
            assertThat(h.spells().size() + h.miracles().size()).isLessThanOrEqualTo(h.maxSubAttribute() / 2);
            if (magic) {
                // One more than floor(max / 2) is always refused.
                assertThatThrownBy(() ->
                                Hero.create(specWithMagic(sub, g, known + 1).build(), o))
                        .isInstanceOf(RuleViolationException.class);
            }
        });
    }

    @Test
    @DisplayName("EN §15 / JP §15: any growth over a cap or costing more than 10 is refused")
    void invalidGrowthRefused() {
        qt().forAll(subAttributes(), anyGrowth(), presets())
                .assuming((sub, g, o) -> !withinCaps(g, o) || g.cost() > 10)
                .checkAssert((sub, g, o) -> assertThatThrownBy(() -> Hero.create(
                                HeroSpec.builder()
                                        .name("Prop")
                                        .subAttribute(sub)
                                        .growth(g)
                                        .build(),
                                o))
                        .isInstanceOf(RuleViolationException.class)
                        .hasMessageContaining("EN §15"));
    }

    @Test
    @DisplayName("§9: over any sequence of checks, the sub-attribute never goes below 0 and each use costs exactly 1")
    void subAttributeNeverNegative() {
        Gen<List<CheckKind>> kinds =
                lists().of(Generate.enumValues(CheckKind.class)).ofSizeBetween(0, 30);
        qt().forAll(subAttributes(), integers().between(0, 4), kinds, longs().all())
                .checkAssert((sub, growth, sequence, seed) -> {
                    for (RuleOptions o : PRESETS) {
                        Hero h = Hero.create(
                                HeroSpec.builder()
                                        .name("Prop")
                                        .subAttribute(sub)
                                        .growth(new Growth(0, 0, growth, 0))
                                        .build(),
                                o);
                        SeededDice dice = Dice.seeded(seed);
                        Basis own = Basis.of(sub);
                        int uses = 0;
                        for (CheckKind kind : sequence) {
                            List<Basis> allowed = h.allowedBases(kind, o);
                            int before = h.subAttributeValue();
                            if (allowed.contains(own)) {
                                assertThat(before).isPositive();
                                Hero after = h.check(kind, own, List.of(), 4, o, dice)
                                        .hero();
                                assertThat(after.subAttributeValue()).isEqualTo(before - 1);
                                uses++;
                                h = after;
                            } else {
                                Basis other = allowed.get(0);
                                Hero after = h.check(kind, other, List.of(), 4, o, dice)
                                        .hero();
                                assertThat(after.subAttributeValue()).isEqualTo(before);
                                Hero current = h;
                                // The own sub-attribute is refused, and refusing rolls nothing and changes nothing.
                                assertThatThrownBy(() -> current.check(kind, own, List.of(), 4, o, dice))
                                        .isInstanceOf(RuleViolationException.class)
                                        .hasMessageContaining("allowed: " + allowed);
                                h = after;
                            }
                            assertThat(h.subAttributeValue()).isBetween(0, h.maxSubAttribute());
                            assertThat(h.life()).isEqualTo(h.maxLife());
                        }
                        assertThat(h.subAttributeValue()).isEqualTo(2 + growth - uses);
                    }
                });
    }
}

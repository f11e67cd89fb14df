package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.HeroSpec;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine contract ({@link ContractWalker}) for heroes carrying every magic treasure (EN §40 / JP §39): a sling
 * hero with the Bullets of Piercing, the Searching Monocle and the Magical Targe, and a Sorcery hero without a lantern
 * with the Flute of Peace and the Staff of Wall (so that he may pick up his companion's lantern, EN §28 / JP §27),
 * walked at random through the test crypt under both presets.
 */
@DisplayName("Engine contract: random walks of heroes carrying every magic treasure keep every invariant")
class ContractMagicItemsTest {

    private static final int STEPS_PER_START = 1_500;

    private static Hero with(Hero h, String... keys) {
        Hero out = h;
        for (String k : keys) {
            out = ImmutableHero.copyOf(out).withEquipment(out.equipment().add(Item.parse(k)));
        }
        return out;
    }

    static List<ContractStart> starts() {
        List<ContractStart> out = new ArrayList<>();
        long seed = 41;
        for (RuleOptions o : List.of(RuleOptions.englishEdition(), RuleOptions.japaneseVer46())) {
            for (int i = 0; i < 4; i++) {
                Hero slinger = with(
                        Hero.create(
                                HeroSpec.builder()
                                        .id("hero-1")
                                        .name("hero-1")
                                        .subAttribute(SubAttribute.DEXTERITY)
                                        .dexterityRangedWeapon(RangedWeapon.SLING)
                                        .hands(List.<Item>of(RangedWeapon.SLING))
                                        .build(),
                                o),
                        "bullets-of-piercing",
                        "searching-monocle:" + (i + 2) + "/" + (i + 2),
                        "magical-targe");
                Hero mage = Hero.create(
                        HeroSpec.builder()
                                .id("hero-2")
                                .name("hero-2")
                                .subAttribute(SubAttribute.SORCERY)
                                .growth(new Growth(0, 0, 4, 0))
                                .spells(Set.of(Spell.FIREBALL, Spell.KNOCKOUT))
                                .build(),
                        o);
                mage = ImmutableHero.copyOf(mage)
                        .withEquipment(mage.equipment().hold(List.of()).remove(Gear.LANTERN));
                mage = with(mage, "flute-of-peace", "staff-of-wall", "war-doll");
                out.add(new ContractStart(
                        new Party(List.of(slinger, mage), Party.of(slinger).followers()), o, seed++));
            }
        }
        return out;
    }

    @Test
    @DisplayName("EN §40 / JP §39: heroes with every magic treasure walk at random without breaking the contract, using"
            + " the bullets, the flute, the staff, the War Doll and a dead hero's lantern")
    void magicTreasuresKeepTheContract() {
        ContractWalker.Stats stats = new ContractWalker.Stats();
        ContractWalker walker =
                new ContractWalker(Engine.of(new TestCrypt()), ContractTest.MAX_ACTIONS_PER_ADVENTURE, stats);
        Set<String> used = new TreeSet<>();
        for (ContractStart start : starts()) {
            for (ContractWalker.Adventure a : walker.walkChecked(start, STEPS_PER_START)) {
                for (Action x : a.actions()) {
                    if (x instanceof Action.Use u) {
                        used.add(u.item().replaceAll(":.*", ""));
                    }
                }
            }
        }
        assertThat(stats.steps.get()).isGreaterThanOrEqualTo(ContractTest.MIN_STEPS_PER_RUN);
        assertThat(used)
                .containsExactlyInAnyOrder(
                        "bullets-of-piercing", "flute-of-peace", "staff-of-wall", "lantern", "war-doll");
    }
}

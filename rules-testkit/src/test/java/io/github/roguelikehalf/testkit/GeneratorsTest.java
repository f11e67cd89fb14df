package io.github.roguelikehalf.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.Engine;
import io.github.roguelikehalf.rules.engine.GameState;
import io.github.roguelikehalf.rules.follower.FollowerGroup;
import io.github.roguelikehalf.rules.follower.FollowerType;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.MagicItem;
import io.github.roguelikehalf.rules.item.MagicTreasure;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Spell;
import io.github.roguelikehalf.testkit.example.Cellar;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Generators: valid values from a seed")
class GeneratorsTest {

    private static final Engine CELLAR = Engine.of(new Cellar());

    @Test
    @DisplayName("EN §12-§17, §27, §32, §39 / JP §12-§17, §26, §31, §38: every start is valid, and they vary")
    void startsAreValidAndVaried() {
        Draw d = Draw.seeded(42);
        Set<String> seen = new HashSet<>();
        Set<FollowerType> hired = EnumSet.noneOf(FollowerType.class);
        Set<MagicTreasure> found = EnumSet.noneOf(MagicTreasure.class);
        for (int i = 0; i < 400; i++) {
            Start start = Generators.starts().next(d);
            Party p = start.party();
            RuleOptions o = start.options();
            assertThat(p.validate(o)).isSameAs(p);
            assertThat(p.followers().total()).isLessThanOrEqualTo(p.followerCap(o));
            if (p.heroes().size() == 2) {
                int growth = p.heroes().stream()
                        .mapToInt(h -> h.growth().followers())
                        .sum();
                int cap = o.twoHeroFollowers() == RuleOptions.TwoHeroFollowers.NONE ? 0 : growth;
                assertThat(p.followers().total())
                        .as("two heroes take followers only with Follower growth (EN §32), none in JP §31")
                        .isLessThanOrEqualTo(cap);
            }
            for (Hero h : p.heroes()) {
                assertThat(h.growth().cost()).isLessThanOrEqualTo(Generators.GROWTH_BUDGET);
                h.growth().checkCaps(o);
                // a laden start's Porters carry what is beyond the hero's own limit (the party is validated above)
                h.checkCarryLimit(p.followers().porterCapacity());
                seen.add(o.edition() + " " + h.subAttribute());
                Party oneMore = p.with(
                        ImmutableHero.copyOf(h).withEquipment(h.equipment().add(Gear.ROPE)));
                if (h.equipment().gold() >= 90 && h.equipment().gold() <= 99 && !oneMore.withinCarryLimit()) {
                    seen.add("laden");
                }
                for (Item item : h.equipment().allItems()) {
                    if (item instanceof MagicItem m) {
                        found.add(m.kind());
                    }
                }
            }
            for (FollowerGroup g : p.followers().groups()) {
                hired.add(g.type());
                seen.add(o.edition() + " followers");
            }
            seen.add(p.heroes().size() + " heroes");
            GameState s = start.state(CELLAR, 0);
            assertThat(CELLAR.validate(s)).isSameAs(s);
            for (Hero h : s.party().heroes()) {
                assertThat(h.life()).isEqualTo(h.maxLife());
                assertThat(h.equipment().rations()).isEqualTo(Hero.STARTING_RATIONS);
            }
            assertThat(s.party().followers().magicianSorcery())
                    .isEqualTo(s.party().followers().count(FollowerType.MAGICIAN));
        }
        assertThat(seen)
                .contains("1 heroes", "2 heroes", "ENGLISH followers", "JAPANESE_VER_4_6 followers", "laden")
                .hasSizeGreaterThanOrEqualTo(2 + 2 + 2 * 4 + 1);
        assertThat(hired)
                .as("every hireable type is hired in some start")
                .containsExactlyInAnyOrder(
                        FollowerType.SOLDIER,
                        FollowerType.BOWMAN,
                        FollowerType.SWORDSMAN,
                        FollowerType.MAGICIAN,
                        FollowerType.LAMPLIGHTER,
                        FollowerType.SQUIRE,
                        FollowerType.PORTER,
                        FollowerType.SCOUT);
        assertThat(found)
                .as("heroes carry every magic treasure found on an earlier adventure")
                .containsExactlyInAnyOrder(MagicTreasure.values());
    }

    @Test
    @DisplayName("EN §18-§22, §40 / JP §18-§22, §39: casters know every spell and miracle, and heroes carry every"
            + " magic treasure")
    void castersAndMagicTreasures() {
        Draw d = Draw.seeded(3);
        Set<Spell> spells = EnumSet.noneOf(Spell.class);
        Set<Spell> magicians = EnumSet.noneOf(Spell.class);
        Set<Miracle> miracles = EnumSet.noneOf(Miracle.class);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 400; i++) {
            Start start = Generators.casters().next(d);
            Party p = start.party();
            assertThat(p.validate(start.options())).isSameAs(p);
            for (Hero h : p.heroes()) {
                spells.addAll(h.spells());
                miracles.addAll(h.miracles());
                seen.add(start.options().edition() + " " + h.subAttribute());
            }
            p.followers().magicianSpell().ifPresent(magicians::add);
            GameState s = start.state(CELLAR, 0);
            assertThat(CELLAR.validate(s)).isSameAs(s);
        }
        assertThat(spells).containsExactlyInAnyOrder(Spell.values());
        assertThat(magicians).containsExactlyInAnyOrder(Spell.values());
        assertThat(miracles).containsExactlyInAnyOrder(Miracle.values());
        assertThat(seen)
                .contains(
                        "ENGLISH STRENGTH",
                        "ENGLISH SORCERY",
                        "ENGLISH DIVINITY",
                        "JAPANESE_VER_4_6 STRENGTH",
                        "JAPANESE_VER_4_6 SORCERY",
                        "JAPANESE_VER_4_6 DIVINITY");
        for (int i = 0; i < 20; i++) {
            Start start = Generators.magicTreasures().next(d);
            Party p = start.party();
            assertThat(p.validate(start.options())).isSameAs(p);
            Set<MagicTreasure> carried = EnumSet.noneOf(MagicTreasure.class);
            for (Hero h : p.heroes()) {
                for (Item item : h.equipment().allItems()) {
                    if (item instanceof MagicItem m) {
                        carried.add(m.kind());
                    }
                }
            }
            assertThat(carried).containsExactlyInAnyOrder(MagicTreasure.values());
            GameState s = start.state(CELLAR, 0);
            assertThat(CELLAR.validate(s)).isSameAs(s);
        }
    }

    @Test
    @DisplayName("EN §32 / JP §31: two heroes take followers only under the English preset")
    void twoHeroFollowersFollowTheEdition() {
        Draw d = Draw.seeded(7);
        for (int i = 0; i < 300; i++) {
            Party p = Generators.parties(RuleOptions.japaneseVer46()).next(d);
            if (p.heroes().size() == 2) {
                assertThat(p.followers().groups()).isEmpty();
            }
        }
    }

    @Test
    @DisplayName("the same seed gives the same values")
    void seedsRepeat() {
        assertThat(Generators.starts().next(5L)).isEqualTo(Generators.starts().next(5L));
        assertThat(Generators.creatures("x").next(5L))
                .isEqualTo(Generators.creatures("x").next(5L));
        assertThat(Generators.reachedStates(CELLAR, 40).next(5L))
                .isEqualTo(Generators.reachedStates(CELLAR, 40).next(5L));
    }

    @Test
    @DisplayName("EN §37 / JP §36: generated creatures and items are valid, states reached by play validate")
    void creaturesItemsAndReachedStates() {
        Draw d = Draw.seeded(11);
        Set<Boolean> strong = new HashSet<>();
        for (int i = 0; i < 100; i++) {
            strong.add(Generators.creatures("c").next(d).strong());
            assertThat(Generators.SHOP).contains(Generators.items().next(d));
            GameState s = Generators.reachedStates(CELLAR, 60).next(d);
            assertThat(CELLAR.validate(s)).isSameAs(s);
        }
        assertThat(strong).containsExactlyInAnyOrder(true, false);
    }
}

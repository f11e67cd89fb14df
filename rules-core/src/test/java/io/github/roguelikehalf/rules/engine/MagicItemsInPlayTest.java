package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.LAMPLIGHTER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.SOLDIER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.archer;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.mods;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Bullets of Piercing, the Searching Monocle and the Magical Targe in play (EN §40 / JP §39), through
 * {@code Engine.apply} with scripted dice.
 */
class MagicItemsInPlayTest {

    private static Hero with(Hero h, String... keys) {
        Hero out = h;
        for (String k : keys) {
            out = ImmutableHero.copyOf(out).withEquipment(out.equipment().add(Item.parse(k)));
        }
        return out;
    }

    /** A sling archer with a Lamplighter, carrying the items, at the ogre's tile (62) of the test crypt. */
    private static Fight slinger(RuleOptions o, String... items) {
        Fight f = new Fight(hire(Party.of(with(archer(o, RangedWeapon.SLING), items)), LAMPLIGHTER, 1, o), o)
                .explore(6, 2);
        return f.act(new Action.Enter()).act(new Action.AttackFirst());
    }

    private static Action.Use bullet(String key) {
        return new Action.Use("hero-1", key, Optional.of("ogre"));
    }

    // ------------------------------------------------------------------ Bullets of Piercing

    @Test
    @DisplayName("EN §40 / JP §39: a Bullet of Piercing adds +2 to the sling shot (die 3 - 1 + 2 = 4 vs the ogre's"
            + " level 4: a hit, Life 3); the bullet is used up: 4 of 5 left")
    void bulletAddsTwoToTheSlingShot() {
        Fight f = slinger(EN, "bullets-of-piercing");
        assertThat(f.legal()).contains(bullet("bullets-of-piercing"), new Action.Shoot("hero-1", "ogre", false));

        f.act(bullet("bullets-of-piercing"), 3);

        assertThat(mods(f.checks().get(0))).containsExactly("sling -1", "bullet of piercing +2");
        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.hero().equipment().owns(Item.parse("bullets-of-piercing:4")))
                .isTrue();
        assertThat(f.texts()).contains("hero-1 loads a bullet of piercing (+2): 4 left", "hero-1 shoots at ogre: hit");
    }

    @Test
    @DisplayName("EN §40 / JP §39, JP §27: where the shot is a Dexterity roll the bullet still adds +2 (die 2 - 1 + 2"
            + " + leather 1 = 4: a hit); the last bullet fired, none is left")
    void lastBulletJapanese() {
        Fight f = slinger(JP, "bullets-of-piercing:1");

        f.act(bullet("bullets-of-piercing:1"), 2);

        assertThat(f.checks().get(0).total()).isEqualTo(4);
        assertThat(mods(f.checks().get(0))).contains("sling -1", "bullet of piercing +2");
        assertThat(f.enemy("ogre").current()).isEqualTo(3);
        assertThat(f.hero().equipment().allItems()).noneMatch(i -> i.key().startsWith("bullets-of-piercing"));
    }

    @Test
    @DisplayName("EN §40 / JP §39: bullets are sling ammunition: a bow holder is not offered them")
    void notWithABow() {
        Fight f = new Fight(
                        hire(Party.of(with(archer(EN, RangedWeapon.BOW), "bullets-of-piercing")), LAMPLIGHTER, 1, EN),
                        EN)
                .explore(6, 2)
                .act(new Action.Enter())
                .act(new Action.AttackFirst());
        assertThat(f.legal()).noneMatch(a -> a instanceof Action.Use);
    }

    // ------------------------------------------------------------------ Searching Monocle

    @Test
    @DisplayName(
            "EN §40, §25: the Searching Monocle adds +1 to the Search of a d66 result (die 2 + Dexterity 2 + leather"
                    + " 1 + 1 = 6 vs 4: avoided, 11 rolled instead) and spends one of its charges")
    void monocleHelpsTheSearchEnglish() {
        Fight f = new Fight(
                        hire(
                                Party.of(with(archer(EN, RangedWeapon.SLING), "searching-monocle:3/3")),
                                LAMPLIGHTER,
                                1,
                                EN),
                        EN)
                .explore(6, 2);

        f.act(new Action.Search("hero-1"), 2, 1, 1);

        assertThat(mods(f.checks().get(0))).containsExactly("leather-armour +1", "searching-monocle +1");
        assertThat(f.checks().get(0).total()).isEqualTo(6);
        assertThat(f.checks().get(0).success()).isTrue();
        assertThat(f.hero().equipment().owns(Item.parse("searching-monocle:2/3")))
                .isTrue();
        assertThat(f.texts()).contains("hero-1's searching-monocle helps the search: 2 charges left");
    }

    @Test
    @DisplayName("JP §39, §24: under the Japanese text the monocle helps only the examination of empty rooms, not the"
            + " Search of a d66 result: no +1 and no charge spent")
    void monocleNotForTheSearchJapanese() {
        Fight f = new Fight(Party.of(with(archer(JP, RangedWeapon.SLING), "searching-monocle:3/3")), JP).explore(6, 2);

        f.act(new Action.Search("hero-1"), 1);

        assertThat(mods(f.checks().get(0))).doesNotContain("searching-monocle +1");
        assertThat(f.hero().equipment().owns(Item.parse("searching-monocle:3/3")))
                .isTrue();
    }

    // ------------------------------------------------------------------ Magical Targe

    @Test
    @DisplayName("EN §40 / JP §39: the Magical Targe adds +1 to a combat follower's defence against the archers'"
            + " missiles in round 0 (die 2 + 1 = 3 vs level 3: no loss), in both editions against Weak Creatures")
    void targeGuardsAFollowerAgainstMissiles() {
        for (RuleOptions o : new RuleOptions[] {EN, JP}) {
            Hero h = with(priest(o), "magical-targe");
            Fight f = new Fight(hire(Party.of(h), SOLDIER, 1, o), o).explore(4, 1, 2);
            f.act(new Action.Wait(), 1, 6, 2);
            Event soldier = f.checkEvents().stream()
                    .filter(e -> e.check().orElseThrow().check().subject().equals("soldier/blunt"))
                    .findFirst()
                    .orElseThrow();
            assertThat(mods(soldier.check().orElseThrow())).containsExactly("magical-targe against missiles +1");
            assertThat(soldier.check().orElseThrow().total()).isEqualTo(3);
            assertThat(f.followers(SOLDIER)).as(o.edition().name()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("JP §39 / EN §40: against a Strong Creature's missiles the targe helps under the English text only")
    void targeAgainstStrongCreatures() {
        Party p = Party.of(with(priest(EN), "magical-targe"));
        var strongArcher = io.github.roguelikehalf.rules.creature.Creature.strong(
                        "captain", "archer captain", 4, 4, 1, 0, Optional.empty(), java.util.Set.of())
                .withRanged();
        assertThat(MagicGear.targe(p, EN, strongArcher, true)).contains(MagicGear.TARGE);
        assertThat(MagicGear.targe(p, JP, strongArcher, true)).isEmpty();
        assertThat(MagicGear.targe(p, EN, TestCrypt.ARCHER, false)).isEmpty();
        assertThat(MagicGear.targe(Party.of(priest(EN)), EN, TestCrypt.ARCHER, true))
                .isEmpty();
    }
}

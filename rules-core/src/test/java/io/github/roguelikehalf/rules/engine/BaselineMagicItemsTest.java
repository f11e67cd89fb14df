package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.LAMPLIGHTER;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.archer;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.hire;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.follower.WarDoll;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Gear;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.item.RangedWeapon;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How {@link BaselinePolicy} uses the magic treasures (EN §40 / JP §39). */
class BaselineMagicItemsTest {

    private static Action choose(Fight f) {
        return BaselinePolicy.of(f.engine).choose(f.state, f.legal(), Dice.of());
    }

    private static Hero with(Hero h, String key) {
        return ImmutableHero.copyOf(h).withEquipment(h.equipment().add(Item.parse(key)));
    }

    @Test
    @DisplayName("EN §40 / JP §39: a Sorcery hero without spells plays the Flute of Peace at a big Weak group")
    void flute() {
        Fight f = new Fight(
                        Engine.of(new MagicHall()),
                        Party.of(with(CombatSpellsTest.mage("hero-1", EN, 2), "flute-of-peace")),
                        EN)
                .sub("hero-1", 2)
                .meet(group("goblins", MagicHall.GOBLIN, 6));
        f.act(new Action.AttackFirst());
        assertThat(choose(f)).isEqualTo(new Action.Use("hero-1", "flute-of-peace", Optional.of("goblins")));
    }

    @Test
    @DisplayName("EN §40 / JP §39, §19: the Staff of Wall is raised in a place not known to be narrow when a companion"
            + " can follow with Fireball, and not where the scenario makes it narrow already")
    void staff() {
        for (Optional<Space> space : List.of(Optional.<Space>empty(), Optional.of(Space.NARROW))) {
            Hero warden = with(CombatSupportTest.priest("hero-1", EN), "staff-of-wall");
            Hero mage = CombatSpellsTest.mage("hero-2", EN, 6, Spell.FIREBALL);
            Fight f = new Fight(Engine.of(new MagicHall(space)), new Party(List.of(warden, mage), Followers.none()), EN)
                    .meet(group("goblins", MagicHall.GOBLIN, 6));
            f.act(new Action.AttackFirst());
            Action.Use staff = new Action.Use("hero-1", "staff-of-wall", Optional.empty());
            assertThat(f.legal()).contains(staff);
            if (space.isEmpty()) {
                assertThat(choose(f)).isEqualTo(staff);
            } else {
                assertThat(choose(f)).isNotEqualTo(staff);
            }
        }
    }

    @Test
    @DisplayName("EN §40 / JP §39: a sling shot is made with a Bullet of Piercing while bullets are left")
    void bullets() {
        Fight f = new Fight(
                        hire(
                                Party.of(with(archer(EN, RangedWeapon.SLING), "bullets-of-piercing:2")),
                                LAMPLIGHTER,
                                1,
                                EN),
                        EN)
                .explore(6, 2)
                .act(new Action.Enter())
                .act(new Action.AttackFirst());
        assertThat(choose(f)).isEqualTo(new Action.Use("hero-1", "bullets-of-piercing:2", Optional.of("ogre")));
    }

    @Test
    @DisplayName("EN §40 / JP §39: a carried War Doll is activated at the first chance between tiles, and it defends"
            + " first while it can take a blow and stand")
    void warDoll() {
        Fight f = new Fight(Party.of(with(CombatSupportTest.priest("hero-1", EN), "war-doll")), EN);
        Action use = new Action.Use("hero-1", WarDoll.KEY, Optional.empty());
        assertThat(choose(f)).isEqualTo(use);
        f.act(use);
        assertThat(f.state.party().followers().warDoll()).isPresent();
        assertThat(choose(f)).isEqualTo(new Action.Explore());
    }

    @Test
    @DisplayName("EN §39, §28 / JP §38, §27: between adventures the baseline sells what it cannot use, activates a"
            + " carried War Doll and buys a healing potion")
    void betweenAdventures() {
        Hero h = CombatSupportTest.priest("hero-1", EN);
        h = ImmutableHero.copyOf(h)
                .withEquipment(h.equipment()
                        .add(Item.parse("small-jewel:25"))
                        .add(Item.parse("bullets-of-piercing"))
                        .add(Item.parse("war-doll"))
                        .withGold(0));
        assertThat(h.equipment().owns(Gear.HEALING_POTION)).isFalse();
        Party after = BaselinePolicy.betweenAdventures(Party.of(h), EN);
        Hero a = after.hero("hero-1");
        // 25 for the jewel + 60 for the unused bullets (no sling) - 50 for the potion
        assertThat(a.equipment().gold()).isEqualTo(35);
        assertThat(a.equipment().owns(Gear.HEALING_POTION)).isTrue();
        assertThat(a.equipment().owns(Item.parse("small-jewel:25"))).isFalse();
        assertThat(a.equipment().owns(Item.parse("bullets-of-piercing"))).isFalse();
        assertThat(a.experience()).isEqualTo(h.experience() - 1);
        assertThat(after.followers().warDoll()).contains(WarDoll.activated(EN));
        // with a potion already, nothing more is bought; without gold, nothing is bought
        assertThat(BaselinePolicy.betweenAdventures(after, EN)).isEqualTo(after);
        Party poor =
                Party.of(h.discard(Item.parse("small-jewel:25"), EN).discard(Item.parse("bullets-of-piercing"), EN));
        assertThat(BaselinePolicy.betweenAdventures(poor, EN)
                        .hero("hero-1")
                        .equipment()
                        .owns(Gear.HEALING_POTION))
                .isFalse();
    }
}

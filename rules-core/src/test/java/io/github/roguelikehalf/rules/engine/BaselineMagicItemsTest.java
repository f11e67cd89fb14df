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
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
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
}

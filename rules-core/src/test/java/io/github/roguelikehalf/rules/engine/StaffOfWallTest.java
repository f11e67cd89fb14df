package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.item.Item;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Staff of Wall in a fight (EN §40 / JP §39, with Fireball of EN §19 / JP §19). */
class StaffOfWallTest {

    private static Hero withItem(Hero h, String key) {
        return ImmutableHero.copyOf(h).withEquipment(h.equipment().add(Item.parse(key)));
    }

    @Test
    @DisplayName("EN §40 / JP §39: walls raised in a wide place make it narrow for Fireball until the fight ends:"
            + " power 5 against level 3 hits 3 (wide: 1); one of its three charges spent")
    void wallsMakeTheFireballNarrow() {
        Hero warden = withItem(CombatSupportTest.priest("hero-1", EN), "staff-of-wall");
        Hero mage = CombatSpellsTest.mage("hero-2", EN, 1, Spell.FIREBALL);
        Fight f = new Fight(
                        Engine.of(new MagicHall(Optional.of(Space.WIDE))),
                        new Party(List.of(warden, mage), Followers.none()),
                        EN)
                .sub("hero-2", 1)
                .meet(group("goblins", MagicHall.GOBLIN, 6));
        f.act(new Action.AttackFirst());
        Action.Use staff = new Action.Use("hero-1", "staff-of-wall", Optional.empty());
        assertThat(f.legal()).contains(staff);

        f.act(staff);

        assertThat(f.hero().equipment().owns(Item.parse("staff-of-wall:2"))).isTrue();
        assertThat(f.texts()).contains("fight: staff-of-wall begins");
        f.act(new Action.Cast("hero-2", Spell.FIREBALL.key(), Optional.of("goblins")), 4);
        assertThat(f.texts()).contains("hero-2 casts fireball at goblins (power 5): 3 hit");
        assertThat(f.enemy("goblins").current()).isEqualTo(3);
    }
}

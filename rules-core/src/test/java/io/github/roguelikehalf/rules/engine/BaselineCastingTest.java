package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.bot.BaselinePolicy;
import io.github.roguelikehalf.rules.dice.Dice;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.magic.Miracle;
import io.github.roguelikehalf.rules.magic.Space;
import io.github.roguelikehalf.rules.magic.Spell;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How {@link BaselinePolicy} uses spells and miracles (EN §19, §21 / JP §19, §21). */
class BaselineCastingTest {

    private static Action choose(Fight f) {
        return BaselinePolicy.of(f.engine).choose(f.state, f.legal(), Dice.of());
    }

    @Test
    @DisplayName("EN §19 / JP §19: against a big Weak group the baseline casts Fireball rather than attack")
    void fireballAgainstABigGroup() {
        Fight f = new Fight(
                        Engine.of(new MagicHall(Optional.of(Space.NARROW))),
                        Party.of(CombatSpellsTest.mage("hero-1", EN, 6, Spell.FIREBALL)),
                        EN)
                .meet(group("goblins", MagicHall.GOBLIN, 6));
        f.act(new Action.AttackFirst());
        assertThat(choose(f)).isEqualTo(new Action.Cast("hero-1", "fireball", Optional.of("goblins")));
    }

    @Test
    @DisplayName("EN §19 / JP §19: with no Sorcery left the baseline attacks")
    void noSorceryNoCast() {
        Fight f = new Fight(
                        Engine.of(new MagicHall()),
                        Party.of(CombatSpellsTest.mage("hero-1", EN, 6, Spell.KNOCKOUT)),
                        EN)
                .sub("hero-1", 0)
                .meet(group("goblins", MagicHall.GOBLIN, 6));
        f.act(new Action.AttackFirst());
        assertThat(choose(f)).isInstanceOf(Action.Attack.class);
    }

    @Test
    @DisplayName("EN §21 / JP §21: against undead the baseline invokes; Deflect is taken when offered")
    void invokeAndDeflect() {
        Fight f = new Fight(
                        Engine.of(new MagicHall()),
                        Party.of(CombatMiraclesTest.priest("hero-1", EN, Miracle.INVOKE, Miracle.DEFLECT)),
                        EN)
                .meet(group("skeletons", MagicHall.SKELETON, 4));
        f.act(new Action.AttackFirst());
        assertThat(choose(f)).isEqualTo(new Action.Cast("hero-1", "invoke", Optional.of("skeletons")));

        Fight g = new Fight(
                        Engine.of(new MagicHall()),
                        Party.of(CombatMiraclesTest.priest("hero-1", EN, Miracle.INVOKE, Miracle.DEFLECT)),
                        EN)
                .meet(group("archers", MagicHall.ARCHER, 2));
        g.act(new Action.Wait(), 1);
        assertThat(choose(g)).isEqualTo(new Action.Cast("hero-1", "deflect", Optional.of("hero-1")));
    }
}

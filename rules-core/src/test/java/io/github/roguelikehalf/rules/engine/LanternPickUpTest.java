package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.JP;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.group;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.RuleOptions;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.follower.Followers;
import io.github.roguelikehalf.rules.hero.Growth;
import io.github.roguelikehalf.rules.hero.Hero;
import io.github.roguelikehalf.rules.hero.ImmutableHero;
import io.github.roguelikehalf.rules.hero.Party;
import io.github.roguelikehalf.rules.hero.SubAttribute;
import io.github.roguelikehalf.rules.item.Gear;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A dead hero's lantern picked up by another hero (EN §28 / JP §27, {@code lanternPickUpTakesRound}). */
class LanternPickUpTest {

    private static final Action.Use PICK_UP = new Action.Use("hero-2", "lantern", Optional.of("hero-1"));

    /** hero-1 holds the lantern and is dead; hero-2 has none of his own. */
    private static Fight party(RuleOptions o) {
        Hero second = priest("hero-2", o);
        second = ImmutableHero.copyOf(second).withEquipment(second.equipment().remove(Gear.LANTERN));
        return new Fight(new Party(List.of(priest("hero-1", o), second), Followers.none()), o).life("hero-1", 0);
    }

    @Test
    @DisplayName("EN §28 / JP §27: outside a fight a living hero picks up the dead hero's lantern at no cost and holds"
            + " it beside his weapon, so the party sees again")
    void outsideAFight() {
        Fight f = party(JP);
        assertThat(Light.hasLight(f.state.party())).isFalse();
        assertThat(f.legal()).contains(PICK_UP);

        f.act(PICK_UP);

        assertThat(f.hero("hero-2").equipment().holdsLantern()).isTrue();
        assertThat(f.hero("hero-1").equipment().owns(Gear.LANTERN)).isFalse();
        assertThat(Light.hasLight(f.state.party())).isTrue();
        assertThat(f.texts()).contains("hero-2 picks up hero-1's lantern", "hero-2 holds the lantern");
        assertThat(f.legal()).doesNotContain(PICK_UP);
        assertThat(f.decision()).isInstanceOf(Decision.Explore.class);
    }

    @Test
    @DisplayName("JP §27: in a fight picking up the dead holder's lantern takes the hero's round: in round 1 he makes"
            + " no attack, the goblin attacks him (defence die 6: no damage) and round 2 begins")
    void inAFightJapaneseTakesTheRound() {
        Fight f = party(JP).meet(group("goblins", TestCrypt.GOBLIN, 1));
        f.act(new Action.AttackFirst()).act(new Action.Hold("hero-2"));
        assertThat(f.combat().round()).isEqualTo(1);
        assertThat(f.legal()).contains(PICK_UP, new Action.Attack("hero-2", "goblins", false));

        f.act(PICK_UP, 6);

        assertThat(f.texts())
                .containsExactly(
                        "hero-2 picks up hero-1's lantern, which takes the round",
                        "hero-2 holds the lantern",
                        "hero-2 defends against goblins: no damage",
                        "round 2 begins");
        assertThat(f.hero("hero-2").equipment().holdsLantern()).isTrue();
    }

    @Test
    @DisplayName("EN §28: the English text has no pick-up rule: in a fight the lantern is picked up at no cost into the"
            + " pack and the hero still acts this round, a swap to the lantern among his actions")
    void inAFightEnglishIsFree() {
        Fight f = party(EN).meet(group("goblins", TestCrypt.GOBLIN, 1));
        f.act(new Action.AttackFirst()).act(new Action.Hold("hero-2"));

        f.act(PICK_UP);

        assertThat(f.texts()).containsExactly("hero-2 picks up hero-1's lantern and carries it");
        assertThat(f.hero("hero-2").equipment().carried()).contains(Gear.LANTERN);
        assertThat(f.hero("hero-2").equipment().holdsLantern()).isFalse();
        assertThat(f.decision()).isInstanceOf(Decision.HeroTurn.class);
        assertThat(((Decision.HeroTurn) f.decision()).hero()).isEqualTo("hero-2");
        assertThat(((Decision.HeroTurn) f.decision()).round()).isEqualTo(1);
        assertThat(f.legal())
                .contains(new Action.Attack("hero-2", "goblins", false), new Action.Swap("hero-2", "lantern"));
    }

    @Test
    @DisplayName("EN §28, §36: holding a picked-up lantern costs the round, as taking one's own lantern from the pack"
            + " does: the same swap, the same event, and the goblin's attack (defence die 6: no damage) before round 2")
    void inAFightEnglishHoldingCostsWhatOwnLanternCosts() {
        Fight picked = party(EN).meet(group("goblins", TestCrypt.GOBLIN, 1));
        picked.act(new Action.AttackFirst()).act(new Action.Hold("hero-2")).act(PICK_UP);
        picked.act(new Action.Swap("hero-2", "lantern"), 6);

        Hero own = priest("hero-2", EN);
        own = CombatSupportTest.equipped(
                own, List.of(own.equipment().heldWeapon().orElseThrow()));
        Fight carried = new Fight(new Party(List.of(priest("hero-1", EN), own), Followers.none()), EN)
                .life("hero-1", 0)
                .meet(group("goblins", TestCrypt.GOBLIN, 1));
        // with nothing to do in round 0 (no pick-up, no missile) the hero's round 0 passes by itself
        carried.act(new Action.AttackFirst());
        assertThat(carried.combat().round()).isEqualTo(1);
        assertThat(carried.legal()).doesNotContain(PICK_UP);
        carried.act(new Action.Swap("hero-2", "lantern"), 6);

        List<String> expected = List.of(
                "hero-2 takes lantern in hand, which takes the round",
                "hero-2 defends against goblins: no damage",
                "round 2 begins");
        assertThat(picked.texts()).containsExactlyElementsOf(expected);
        assertThat(carried.texts()).containsExactlyElementsOf(expected);
        assertThat(picked.hero("hero-2").equipment().holdsLantern()).isTrue();
        assertThat(carried.hero("hero-2").equipment().holdsLantern()).isTrue();
    }

    @Test
    @DisplayName("EN §28 (squireSwapsAllHandItems): with a Squire the picked-up lantern is taken in hand at no cost,"
            + " and the hero still attacks this round")
    void inAFightEnglishSquireMakesHoldingFree() {
        Hero second = FlowStartTest.hero("hero-2", SubAttribute.DIVINITY, new Growth(0, 0, 0, 1));
        second = ImmutableHero.copyOf(second).withEquipment(second.equipment().remove(Gear.LANTERN));
        Party p = CombatSupportTest.hire(
                new Party(List.of(second, priest("hero-1", EN)), Followers.none()), CombatSupportTest.SQUIRE, 1, EN);
        Fight f = new Fight(p, EN).life("hero-1", 0).meet(group("goblins", TestCrypt.GOBLIN, 1));
        f.act(new Action.AttackFirst());

        f.act(PICK_UP).act(new Action.Swap("hero-2", "lantern"));

        assertThat(f.texts()).containsExactly("hero-2 takes lantern in hand with the Squire's help, at no cost");
        assertThat(f.hero("hero-2").equipment().holdsLantern()).isTrue();
        assertThat(((Decision.HeroTurn) f.decision()).hero()).isEqualTo("hero-2");
        assertThat(f.legal()).contains(new Action.Attack("hero-2", "goblins", false));
    }
}

package io.github.roguelikehalf.rules.internal.steps;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.Actor;
import io.github.roguelikehalf.rules.check.Basis;
import io.github.roguelikehalf.rules.check.CheckKind;
import io.github.roguelikehalf.rules.check.Modifier;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An attack's request and its teller are kept and given again for the same parts (EN §36 / JP §35): always the request
 * and the teller of the parts asked, never another in their place.
 */
@DisplayName("an attack's request and teller: those of the parts asked, kept while their slot holds them")
class KeptRollPartsTest {

    private static final List<Modifier> GEAR = List.of(new Modifier("two-handed weapon", 1, "EN §28 / JP §27"));
    private static final List<Modifier> NONE = List.of();

    @Test
    @DisplayName("the same parts: the same request, equal to the one the record makes")
    void requestKept() {
        CheckPipeline.Request q =
                CheckPipeline.Request.attack(Actor.hero("hero-1"), CheckKind.ATTACK, Basis.STRENGTH, 3, GEAR, NONE);
        assertThat(q)
                .isEqualTo(new CheckPipeline.Request(
                        Actor.hero("hero-1"),
                        CheckKind.ATTACK,
                        CheckKind.ATTACK,
                        Optional.of(Basis.STRENGTH),
                        OptionalInt.empty(),
                        3,
                        GEAR,
                        NONE,
                        CheckPipeline.Reads.SUCCESS_AND_CRITICAL))
                .isSameAs(CheckPipeline.Request.attack(
                        Actor.hero("hero-1"), CheckKind.ATTACK, Basis.STRENGTH, 3, GEAR, NONE));
        // any part other: a request of its own parts
        assertThat(CheckPipeline.Request.attack(Actor.hero("hero-1"), CheckKind.ATTACK, null, 3, GEAR, NONE)
                        .basis())
                .isEmpty();
        assertThat(CheckPipeline.Request.attack(Actor.hero("hero-1"), CheckKind.SHOT, Basis.STRENGTH, 3, GEAR, NONE)
                        .kind())
                .isEqualTo(CheckKind.SHOT);
        assertThat(CheckPipeline.Request.attack(Actor.hero("hero-1"), CheckKind.ATTACK, Basis.STRENGTH, 4, GEAR, NONE)
                        .target())
                .isEqualTo(4);
        assertThat(CheckPipeline.Request.attack(Actor.hero("hero-1"), CheckKind.ATTACK, Basis.STRENGTH, 3, NONE, GEAR)
                        .gear())
                .isSameAs(NONE);
        for (int i = 0; i < 300; i++) {
            String id = "hero-" + i;
            CheckPipeline.Request r =
                    CheckPipeline.Request.attack(Actor.hero(id), CheckKind.ATTACK, null, i % 7, GEAR, NONE);
            assertThat(r.roller()).isEqualTo(Actor.hero(id));
            assertThat(r.target()).isEqualTo(i % 7);
        }
    }

    @Test
    @DisplayName("the same parts: the same teller, equal to the one the record makes; its text the attack's")
    void tellerKept() {
        AttackTell melee = AttackTell.of("EN §36 / JP §35", "hero-1", false, "goblins");
        assertThat(melee)
                .isEqualTo(new AttackTell("EN §36 / JP §35", "hero-1", " attacks ", "goblins"))
                .isSameAs(AttackTell.of("EN §36 / JP §35", "hero-1", false, "goblins"))
                .isSameAs(AttackTell.melee("EN §36 / JP §35", "hero-1", "goblins"));
        assertThat(AttackTell.of("EN §36 / JP §35", "hero-1", true, "goblins"))
                .isEqualTo(new AttackTell("EN §36 / JP §35", "hero-1", " shoots at ", "goblins"));
        assertThat(AttackTell.of("EN §33 / JP §32", "hero-1", false, "goblins").rule())
                .isEqualTo("EN §33 / JP §32");
        for (int i = 0; i < 300; i++) {
            String group = "group-" + i;
            assertThat(AttackTell.of("EN §36 / JP §35", "hero-" + (i % 3), i % 2 == 0, group))
                    .isEqualTo(new AttackTell(
                            "EN §36 / JP §35", "hero-" + (i % 3), i % 2 == 0 ? " shoots at " : " attacks ", group));
        }
    }
}

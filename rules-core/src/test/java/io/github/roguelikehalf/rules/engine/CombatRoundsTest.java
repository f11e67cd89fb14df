package io.github.roguelikehalf.rules.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.Effect;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A fight's next round (EN §36 / JP §35): what is cleared with a round and what lasts the whole fight.
 * {@link Combat#nextRound} builds the round from the fight at its start and carries over what lasts, so every part of
 * a fight must be one or the other.
 */
@DisplayName("EN §36 / JP §35: the next round clears the round's parts and keeps what lasts the fight")
class CombatRoundsTest {

    /** The parts cleared with a round. */
    private static final Set<String> CLEARED = Set.of(
            "Round",
            "Stage",
            "Acted",
            "ExtraAttack",
            "HeroHalfDone",
            "EnemyHalfDone",
            "EnemyActionsDone",
            "Incoming",
            "EnemiesActing",
            "Protectors");

    /** The parts that last the fight. */
    private static final Set<String> LASTING = Set.of(
            "Encounter",
            "HeroesFirst",
            "MagicWeaponUsed",
            "BowmenShot",
            "Escaping",
            "Window",
            "Choice",
            "Effects",
            "IndoctrinateTried");

    private static final Encounter GOBLINS =
            new Encounter("crypt", List.of(EnemyGroup.of("goblins", 5), EnemyGroup.of("rats", 3)));

    /** A fight in round 2 with every part other than the start's. */
    private static ImmutableCombat everyPartSet(boolean heroesFirst) {
        return ImmutableCombat.copyOf(Combat.start(GOBLINS, heroesFirst))
                .withRound(2)
                .withStage(Combat.Stage.DEFEND)
                .withActed("hero-1", "hero-2")
                .withExtraAttack("hero-2")
                .withMagicWeaponUsed("hero-1")
                .withBowmenShot(true)
                .withHeroHalfDone(true)
                .withEnemyHalfDone(true)
                .withIncoming(new Combat.Incoming("hero-1", "goblins"))
                .withEscaping(true)
                .withWindow(Window.of(Window.Kind.AFTER_FIGHT))
                .withChoice(new Choice("whom", "goblins", "whom does the blast hit", "EN §36", List.of("a", "b")))
                .withEnemyActionsDone(true)
                .withEnemiesActing("rats")
                .withEffects(Map.of("blessed", Effect.of("blessed", "EN §22", Effect.Scope.FIGHT)))
                .withProtectors("hero-1")
                .withIndoctrinateTried("rats");
    }

    @Test
    @DisplayName("every part of a fight is either cleared with a round or lasts the fight")
    void everyPartIsListed() {
        Set<String> parts = new TreeSet<>();
        for (Method m : ImmutableCombat.class.getDeclaredMethods()) {
            if (m.getName().startsWith("with") && java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                parts.add(m.getName().substring(4));
            }
        }
        Set<String> listed = new TreeSet<>(CLEARED);
        listed.addAll(LASTING);
        assertThat(parts)
                .as("a new part of Combat: say in Combat.nextRound, FightCopy.nextRound (and here) whether it lasts"
                        + " the round or the fight")
                .isEqualTo(listed);
    }

    @Test
    @DisplayName("the round after one with every part set: round 3, the first side's stage, the round's parts cleared")
    void nextRoundClearsTheRoundAndKeepsTheFight() {
        for (boolean heroesFirst : List.of(true, false)) {
            ImmutableCombat before = everyPartSet(heroesFirst);
            Combat after = before.nextRound();
            assertThat(after.round()).isEqualTo(3);
            // the heroes act first, or the party may escape before the creatures' half (EN §42 / JP §42)
            assertThat(after.stage()).isEqualTo(heroesFirst ? Combat.Stage.HEROES : Combat.Stage.ESCAPE);
            assertThat(after.acted()).isEmpty();
            assertThat(after.extraAttack()).isEmpty();
            assertThat(after.heroHalfDone()).isFalse();
            assertThat(after.enemyHalfDone()).isFalse();
            assertThat(after.enemyActionsDone()).isFalse();
            assertThat(after.incoming()).isEmpty();
            assertThat(after.enemiesActing()).isEmpty();
            assertThat(after.protectors()).isEmpty();
            assertThat(after)
                    .as("what lasts the fight is kept")
                    .isEqualTo(ImmutableCombat.copyOf(after)
                            .withEncounter(before.encounter())
                            .withHeroesFirst(before.heroesFirst())
                            .withMagicWeaponUsed(before.magicWeaponUsed())
                            .withBowmenShot(before.bowmenShot())
                            .withEscaping(before.escaping())
                            .withWindow(before.window())
                            .withChoice(before.choice())
                            .withEffects(before.effects())
                            .withIndoctrinateTried(before.indoctrinateTried()));
            assertThat(after.magicWeaponUsed()).containsExactly("hero-1");
            assertThat(after.effects()).containsOnlyKeys("blessed");
            assertThat(after.indoctrinateTried()).containsExactly("rats");
            assertThat(after.window()).contains(Window.of(Window.Kind.AFTER_FIGHT));
            assertThat(after.choice().map(Choice::key)).contains("whom");
            assertThat(after.escaping()).isTrue();
            assertThat(after.bowmenShot()).isTrue();
            assertThat(after.heroesFirst()).isEqualTo(heroesFirst);
            assertThat(after.encounter()).isEqualTo(GOBLINS);
        }
    }

    @Test
    @DisplayName("a fight with nothing but its start's parts goes to its next round with only the round and stage new")
    void plainRound() {
        Combat start = Combat.start(GOBLINS, true);
        assertThat(start.nextRound())
                .isEqualTo(ImmutableCombat.copyOf(start).withRound(1).withStage(Combat.Stage.HEROES));
        assertThat(start.nextRound().nextRound().round()).isEqualTo(2);
    }
}

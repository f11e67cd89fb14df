package io.github.roguelikehalf.rules.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.roguelikehalf.rules.Effect;
import io.github.roguelikehalf.rules.engine.Choice;
import io.github.roguelikehalf.rules.engine.Combat;
import io.github.roguelikehalf.rules.engine.Encounter;
import io.github.roguelikehalf.rules.engine.EnemyGroup;
import io.github.roguelikehalf.rules.engine.ImmutableCombat;
import io.github.roguelikehalf.rules.engine.Window;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's copies of a fight (several parts changed in one object) are the fights the generated copy methods make:
 * equal, with the same hash and text, every part kept that was not changed, and the fight's own check run.
 */
@DisplayName("a fight changed in one copy is the fight the copy methods make")
class FightCopyTest {

    private static final Encounter GOBLINS =
            new Encounter("crypt", List.of(EnemyGroup.of("goblins", 5), EnemyGroup.of("rats", 3)));

    /** A fight with every part other than the start's. */
    private static ImmutableCombat everyPartSet() {
        return ImmutableCombat.copyOf(Combat.start(GOBLINS, false))
                .withRound(2)
                .withStage(Combat.Stage.DEFEND)
                .withActed("hero-3", "hero-1")
                .withExtraAttack("hero-1")
                .withMagicWeaponUsed("hero-1")
                .withBowmenShot(true)
                .withHeroHalfDone(true)
                .withIncoming(new Combat.Incoming("hero-1", "goblins"), new Combat.Incoming("followers", "rats"))
                .withWindow(Window.of(Window.Kind.AFTER_FIGHT))
                .withChoice(new Choice("whom", "goblins", "whom does the blast hit", "EN §36", List.of("a", "b")))
                .withEnemiesActing("rats")
                .withEffects(Map.of("blessed", Effect.of("blessed", "EN §22", Effect.Scope.FIGHT)))
                .withProtectors("hero-1")
                .withIndoctrinateTried("rats");
    }

    @Test
    @DisplayName("nothing changed: an equal fight")
    void unchanged() {
        ImmutableCombat c = everyPartSet();
        ImmutableCombat copy = FightCopy.of(c).build();
        assertThat(copy).isNotSameAs(c).isEqualTo(c).hasSameHashCodeAs(c).hasToString(c.toString());
    }

    @Test
    @DisplayName("several parts changed at once: the fight the copy methods make one part at a time")
    void severalParts() {
        ImmutableCombat c = everyPartSet();
        ImmutableCombat copy = FightCopy.of(c)
                .round(3)
                .stage(Combat.Stage.ASSIGN)
                .halves(false, true)
                .actedAlso("hero-2")
                .extraAttack(null)
                .incoming(List.of(new Combat.Incoming("hero-2", "rats")))
                .escaping(true)
                .bowmenShot(false)
                .enemyActions(true, SortedIds.of(List.of("rats", "goblins")))
                .protectors(Combat.start(GOBLINS, true).protectors())
                .build();
        ImmutableCombat expected = c.withRound(3)
                .withStage(Combat.Stage.ASSIGN)
                .withHeroHalfDone(false)
                .withEnemyHalfDone(true)
                .withActed("hero-1", "hero-2", "hero-3")
                .withExtraAttack(java.util.Optional.empty())
                .withIncoming(new Combat.Incoming("hero-2", "rats"))
                .withEscaping(true)
                .withBowmenShot(false)
                .withEnemyActionsDone(true)
                .withEnemiesActing("goblins", "rats")
                .withProtectors(List.of());
        assertThat(copy).isEqualTo(expected).hasSameHashCodeAs(expected).hasToString(expected.toString());
        assertThat(copy.acted()).containsExactly("hero-1", "hero-2", "hero-3");
        assertThat(copy.enemiesActing()).containsExactly("goblins", "rats");
        // the parts not named are the fight's own
        assertThat(copy.effects()).isSameAs(c.effects());
        assertThat(copy.window()).isEqualTo(c.window());
        assertThat(copy.choice()).isEqualTo(c.choice());
    }

    @Test
    @DisplayName("one object makes one copy after another; a copy in use is told apart")
    void reused() {
        FightCopy f = new FightCopy();
        assertThat(f.busy()).isFalse();
        ImmutableCombat start = ImmutableCombat.copyOf(Combat.start(GOBLINS, true));
        f.from(start).actedAlso("hero-1");
        assertThat(f.busy()).isTrue();
        ImmutableCombat first = f.build();
        assertThat(f.busy()).isFalse();
        ImmutableCombat second = f.from(first).actedAlso("hero-2").build();
        assertThat(first.acted()).containsExactly("hero-1");
        assertThat(second.acted()).containsExactly("hero-1", "hero-2");
        assertThat(start.acted()).isEmpty();
    }

    @Test
    @DisplayName("a thread lends its one copy again once built, and a new one while it is lent")
    void lent() {
        ImmutableCombat start = ImmutableCombat.copyOf(Combat.start(GOBLINS, true));
        FightCopy first = FightCopy.of(start).actedAlso("hero-1");
        FightCopy second = FightCopy.of(start).actedAlso("hero-2");
        assertThat(second).isNotSameAs(first);
        assertThat(second.build().acted()).containsExactly("hero-2");
        assertThat(first.build().acted()).containsExactly("hero-1");
        assertThat(FightCopy.of(start)).isSameAs(first);
        first.build();
        assertThat(FightCopy.of(start)).isSameAs(first);
    }

    @Test
    @DisplayName("the fight's own check runs on every copy: a negative round is refused")
    void checked() {
        assertThatThrownBy(() ->
                        FightCopy.of(Combat.start(GOBLINS, true)).round(-1).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("round cannot be negative");
    }

    @Test
    @DisplayName("a sorted set of ids: in natural order, equal to a TreeSet of the same ids, unmodifiable")
    void sortedIds() {
        SortedSet<String> empty = SortedIds.of(List.of());
        SortedSet<String> one = SortedIds.adding(empty, "m");
        SortedSet<String> three = SortedIds.adding(SortedIds.adding(one, "z"), "a");
        assertThat(three).containsExactly("a", "m", "z");
        assertThat(SortedIds.adding(three, "m")).isSameAs(three);
        TreeSet<String> tree = new TreeSet<>(List.of("z", "a", "m"));
        assertThat(three).isEqualTo(tree).hasSameHashCodeAs(tree).hasToString(tree.toString());
        assertThat(tree).isEqualTo(three);
        assertThat(three.first()).isEqualTo("a");
        assertThat(three.last()).isEqualTo("z");
        assertThat(three.headSet("m")).containsExactly("a");
        assertThat(three.tailSet("m")).containsExactly("m", "z");
        assertThat(three.subSet("b", "z")).containsExactly("m");
        assertThat(three.comparator()).isNull();
        assertThat(three.contains("b")).isFalse();
        assertThat(((java.util.Set<?>) three).contains((Object) 1)).isFalse();
        assertThat(SortedIds.of(List.of("b", "a", "b"))).containsExactly("a", "b");
        assertThatThrownBy(() -> three.add("b")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> three.remove("a")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(empty::first).isInstanceOf(java.util.NoSuchElementException.class);
        assertThatThrownBy(() -> empty.iterator().next()).isInstanceOf(java.util.NoSuchElementException.class);
    }

    @Test
    @DisplayName("the parts a turn reads while it changes them: as set, then in the fight built")
    void readsAsSet() {
        ImmutableCombat c = everyPartSet();
        Encounter hit = GOBLINS.with(1, GOBLINS.enemies().get(1).damaged(1));
        FightCopy f = new FightCopy().from(c);
        assertThat(f.encounter()).isSameAs(c.encounter());
        assertThat(f.effects()).isSameAs(c.effects());
        assertThat(f.heroHalfDone()).isTrue();
        assertThat(f.enemyHalfDone()).isFalse();
        assertThat(f.escaping()).isFalse();
        f.encounter(hit).halves(false, true).escaping(true);
        assertThat(f.encounter()).isSameAs(hit);
        assertThat(f.heroHalfDone()).isFalse();
        assertThat(f.enemyHalfDone()).isTrue();
        assertThat(f.escaping()).isTrue();
        assertThat(f.build())
                .isEqualTo(c.withEncounter(hit)
                        .withHeroHalfDone(false)
                        .withEnemyHalfDone(true)
                        .withEscaping(true));
    }

    @Test
    @DisplayName("the parts the steps read are the fight's, read from a copy as from the whole fight, and as changed")
    void partsAsTheFight() {
        ImmutableCombat full = everyPartSet();
        ImmutableCombat start = ImmutableCombat.copyOf(Combat.start(GOBLINS, true));
        for (ImmutableCombat c : List.of(full, start)) {
            assertThat(parts(new FightCopy().from(c))).isEqualTo(parts(FightParts.of(c)));
        }
        assertThat(parts(FightParts.of(full)))
                .containsExactly(
                        full.encounter(),
                        full.effects(),
                        2,
                        Combat.Stage.DEFEND,
                        full.acted(),
                        "hero-1",
                        true,
                        true,
                        false,
                        false,
                        false,
                        false,
                        true,
                        true);
        assertThat(parts(FightParts.of(start)))
                .containsExactly(
                        GOBLINS,
                        Map.of(),
                        0,
                        Combat.Stage.HEROES,
                        Set.of(),
                        "none",
                        false,
                        false,
                        false,
                        false,
                        true,
                        false,
                        false,
                        false);
        FightCopy f = new FightCopy()
                .from(full)
                .round(3)
                .stage(Combat.Stage.ASSIGN)
                .actedAlso("hero-2")
                .extraAttack(null)
                .incoming(List.of())
                .bowmenShot(false)
                .enemyActions(true, full.enemiesActing());
        assertThat(parts(f)).isEqualTo(parts(FightParts.of(f.build())));
    }

    @Test
    @DisplayName(
            "a round started in place is the round Combat.nextRound makes, either side first, every part set or not")
    void nextRoundAsCombat() {
        for (boolean heroesFirst : List.of(true, false)) {
            ImmutableCombat full = everyPartSet().withHeroesFirst(heroesFirst);
            ImmutableCombat bare =
                    ImmutableCombat.copyOf(Combat.start(GOBLINS, heroesFirst)).withRound(15);
            for (ImmutableCombat c : List.of(full, bare, full.withEscaping(true).withRound(40))) {
                Combat expected = c.nextRound();
                ImmutableCombat inPlace = new FightCopy().from(c).nextRound().build();
                assertThat(inPlace)
                        .isEqualTo(expected)
                        .hasSameHashCodeAs(expected)
                        .hasToString(expected.toString());
            }
        }
    }

    /** Every part a step reads, in the interface's order (no extra attack read as {@code none}). */
    private static List<Object> parts(FightParts p) {
        return java.util.Arrays.asList(
                p.encounter(),
                p.effects(),
                p.round(),
                p.stage(),
                p.acted(),
                p.extraAttacker() == null ? "none" : p.extraAttacker(),
                p.bowmenShot(),
                p.heroHalfDone(),
                p.enemyHalfDone(),
                p.escaping(),
                p.noneIncoming(),
                p.enemyActionsDone(),
                p.windowOpen(),
                p.choosing());
    }

    @Test
    @DisplayName("a copy forgotten holds no part of the last fight, and copies the next one whole")
    void forgotten() {
        ImmutableCombat c = everyPartSet();
        FightCopy f = new FightCopy().from(c).round(9);
        assertThat(f.forget().busy()).isFalse();
        assertThat(f.encounter()).isNull();
        assertThat(f.effects()).isNull();
        assertThat(f.from(c).build()).isEqualTo(c);
    }

    @Test
    @DisplayName("the first hero to act in a round: a set of his id alone, the same one each round and fight")
    void firstToAct() {
        ImmutableCombat start = Combat.start(GOBLINS, true);
        SortedSet<String> once = FightCopy.of(start).actedAlso("hero-1").build().acted();
        SortedSet<String> again =
                FightCopy.of(start).actedAlso("hero-1").build().acted();
        assertThat(once)
                .isSameAs(again)
                .containsExactly("hero-1")
                .isEqualTo(start.withActed("hero-1").acted());
        // ids sharing a slot of the kept sets: each gets the set of its own id
        for (int i = 0; i < 200; i++) {
            String id = "hero-" + i;
            assertThat(FightCopy.of(start).actedAlso(id).build().acted()).containsExactly(id);
        }
        SortedSet<String> two = FightCopy.of(start)
                .actedAlso("hero-2")
                .actedAlso("hero-1")
                .build()
                .acted();
        assertThat(two).containsExactly("hero-1", "hero-2");
        assertThat(once).containsExactly("hero-1");
    }

    @Test
    @DisplayName("groups hit in place: read one by one without an encounter made, then one encounter with every hit")
    void groupsInPlace() {
        ImmutableCombat c = Combat.start(GOBLINS, true);
        EnemyGroup goblins = GOBLINS.enemies().get(0);
        EnemyGroup rats = GOBLINS.enemies().get(1);
        FightCopy copy = FightCopy.of(c);
        assertThat(copy.encounter()).isSameAs(GOBLINS);
        copy.group(0, goblins.damaged(1))
                .group(1, rats.damaged(2))
                .group(0, goblins.damaged(3).fleeing());
        assertThat(copy.groupCount()).isEqualTo(2);
        assertThat(copy.group(0)).isEqualTo(goblins.damaged(3).fleeing());
        assertThat(copy.group(1)).isEqualTo(rats.damaged(2));
        assertThat(copy.groupIndex("rats")).isEqualTo(1);
        assertThat(copy.groupIndex("bats")).isEqualTo(-1);
        Encounter expected = GOBLINS.with(0, goblins.damaged(3).fleeing()).with(1, rats.damaged(2));
        Encounter read = copy.encounter();
        assertThat(read).isEqualTo(expected).isSameAs(copy.encounter());
        assertThatThrownBy(() -> copy.group(1, goblins))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'rats', not 'goblins'");
        assertThat(copy.build()).isEqualTo(c.withEncounter(expected));
        // the next copy starts from its own fight's groups, whatever the last one set
        FightCopy next = FightCopy.of(c);
        assertThat(next.group(0)).isEqualTo(goblins);
        assertThat(next.encounter()).isSameAs(GOBLINS);
        next.build();
    }
}

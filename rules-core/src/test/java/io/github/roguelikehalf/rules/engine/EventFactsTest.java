package io.github.roguelikehalf.rules.engine;

import static io.github.roguelikehalf.rules.engine.CombatSupportTest.EN;
import static io.github.roguelikehalf.rules.engine.CombatSupportTest.priest;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.roguelikehalf.rules.creature.ReactionKind;
import io.github.roguelikehalf.rules.engine.CombatSupportTest.Fight;
import io.github.roguelikehalf.rules.hero.Party;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Typed events: each event keeps its text and rule and states what happened as a {@link Fact}. */
@DisplayName("Typed events: facts of tiles, reactions, fights, defences, damage and endings")
class EventFactsTest {

    private static List<Fact> facts(Fight f) {
        return f.events.stream().flatMap(e -> e.fact().stream()).toList();
    }

    @Test
    @DisplayName("EN §34-§36 / JP §33-§35: entering a tile, the reaction, the fight, hits and defences as facts")
    void aFightAsFacts() {
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(6, 2);
        assertThat(facts(f)).containsExactly(new Fact.TileEntered("62", "the ogre's larder"));
        assertThat(f.events.get(f.events.size() - 1).kind()).isEqualTo(Event.Kind.TILE_ENTERED);

        f.act(new Action.AttackFirst());
        assertThat(facts(f)).containsExactly(new Fact.FightStarted(true));

        f.act(new Action.Attack("hero-1", "ogre", false), 4, 2, 3);
        assertThat(facts(f))
                .containsExactly(
                        new Fact.EnemyDamaged("ogre", 1, 3, false),
                        new Fact.Defence("hero-1", "ogre", true, 1),
                        new Fact.Defence("hero-1", "ogre", false, 0));
        assertThat(f.event("hero-1 attacks ogre: hit").kind()).isEqualTo(Event.Kind.CHECK);
        assertThat(f.event("round 2 begins").kind()).isEqualTo(Event.Kind.NOTE);
    }

    @Test
    @DisplayName("EN §35 / JP §34: the reaction rolled is a fact with the reaction's kind, then the fight")
    void reactionAsFact() {
        Fight f = new Fight(Party.of(priest(EN)), EN).explore(2, 1, 3).act(new Action.Wait(), 1);
        assertThat(facts(f))
                .containsExactly(new Fact.Reacted("goblins", ReactionKind.FIGHT), new Fact.FightStarted(false));
        assertThat(f.events.stream()
                        .filter(e -> e.kind() == Event.Kind.REACTION)
                        .findFirst()
                        .orElseThrow()
                        .roll())
                .isPresent();
    }
}
